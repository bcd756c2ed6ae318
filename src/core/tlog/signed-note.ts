/**
 * C2SP signed notes (golang.org/x/mod/sumdb/note), the envelope of the log's checkpoints:
 * a text ending in a newline, a blank line, then one line per signature,
 * `— <key name> <base64(4-byte key hash || Ed25519 signature of the text)>`. The keys are
 * the receipt signing keys (receipt/signature.ts), whose names and hashes are signed-note's.
 * Checked against sumdb/note's own test note (PeterNeumann's) in test/tlog.
 */
import { ed25519 } from '@noble/curves/ed25519.js';
import { utf8 } from '../hash/digest.js';
import { decodeBase64, keyHash, type SigningKey, type TrustedKeys } from '../receipt/signature.js';

const DASH = '\u2014 ';
// A key name: non-empty, no whitespace, no '+'.
// Go's unicode.IsSpace also counts U+0085 as a space.
const SIGNATURE_LINE = /^\u2014 ([^\s\u0085+]+) ([A-Za-z0-9+/]+={0,2})$/u;
const MAX_SIGNATURES = 100;

/** Signs `text` (which must end in a newline and hold no other control character). */
export function signNote(text: string, key: SigningKey): string {
  if (!validText(text))
    throw new RangeError(
      'a note text is UTF-8 ending in a newline, with no other control characters',
    );
  const sig = ed25519.sign(utf8.encode(text), key.privateKey);
  const hash = keyHash(key.name, ed25519.getPublicKey(key.privateKey));
  return `${text}\n${DASH}${key.name} ${Buffer.from(new Uint8Array([...hash, ...sig])).toString('base64')}\n`;
}

export type OpenedNote =
  | {
      readonly ok: true;
      readonly text: string;
      /** Key ids of the trusted keys whose signatures verified. */ readonly verifiedBy: readonly string[];
    }
  | {
      readonly ok: false;
      readonly error: 'malformed' | 'unverified' | 'bad-signature';
      readonly message: string;
    };

/**
 * Opens a signed note: well-formed, at least one signature by a trusted key, and every
 * signature by a trusted key valid (one that is not is an error, not a skipped line).
 * Signatures by keys not trusted are ignored, as sumdb/note ignores them.
 */
export function openNote(bytes: Uint8Array, trusted: TrustedKeys): OpenedNote {
  const malformed = (message: string): OpenedNote => ({ ok: false, error: 'malformed', message });
  let all: string;
  try {
    // A byte-order mark stays part of the text, as sumdb/note keeps it: signed, never stripped.
    all = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return malformed('the note is not UTF-8');
  }
  const split = all.lastIndexOf('\n\n');
  if (split < 0 || !all.endsWith('\n'))
    return malformed(
      'a signed note is a text, a blank line and signature lines, each ending in a newline',
    );
  const text = all.slice(0, split + 1);
  const lines = all.slice(split + 2, -1).split('\n');
  if (!validText(text) || lines.length === 0 || lines.length > MAX_SIGNATURES)
    return malformed('the note text has control characters, or the note has no signature lines');
  const verifiedBy: string[] = [];
  for (const line of lines) {
    const m = SIGNATURE_LINE.exec(line);
    const raw = m ? decodeBase64(m[2] as string) : undefined;
    if (!m || !raw || raw.length < 5)
      return malformed(`not a signature line: ${JSON.stringify(line.slice(0, 80))}`);
    const keyid = `${m[1] as string}+${Buffer.from(raw.subarray(0, 4)).toString('hex')}`;
    const key = trusted.get(keyid);
    // Keys not trusted are ignored, and so is a trusted key's second signature, as sumdb/note does.
    if (!key || verifiedBy.includes(keyid)) continue;
    let valid = false;
    try {
      valid =
        raw.length === 68 &&
        ed25519.verify(raw.subarray(4), utf8.encode(text), key.publicKey, { zip215: false });
    } catch {
      valid = false;
    }
    if (!valid)
      return {
        ok: false,
        error: 'bad-signature',
        message: `the signature by ${keyid} does not verify: the note was altered`,
      };
    verifiedBy.push(keyid);
  }
  if (verifiedBy.length === 0)
    return {
      ok: false,
      error: 'unverified',
      message: 'no signature on the note is by a trusted key',
    };
  return { ok: true, text, verifiedBy };
}

/** UTF-8 text ending in a newline, with no C0 control character but newlines. */
function validText(text: string): boolean {
  // C0 controls only, as sumdb/note refuses.
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  return text.endsWith('\n') && !/[\u0000-\u0009\u000b-\u001f]/u.test(text);
}
