/**
 * Messages about untrusted patches. Everything quoted from a patch goes through
 * quoteUntrusted: short, no control or bidirectional characters.
 */
import { IntakeRefusal } from '../errors.js';
import { quoteUntrusted } from '../text/safe-text.js';

/** A MalformedPatch refusal naming the file and the patch line. */
export function malformed(message: string, path: string | undefined, line: number): IntakeRefusal {
  return new IntakeRefusal('MalformedPatch', `${message} (patch line ${line})`, {
    location: path === undefined ? { line } : { path: quoteUntrusted(path, 1024), line },
  });
}

/** Untrusted text shortened and made safe for a message. */
export function clip(text: string, max = 80): string {
  return quoteUntrusted(text, max);
}
