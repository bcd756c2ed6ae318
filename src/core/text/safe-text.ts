/**
 * Text that crosses a trust boundary: decoding file and patch bytes, and quoting
 * attacker-controlled text in messages. One decoder (so a byte-order mark is never
 * silently dropped from content), and one way to quote (so a message can neither flood a
 * terminal nor drive it with escape sequences).
 */

// ignoreBOM keeps a leading U+FEFF as content: dropping it would change a file's bytes
// without the diff saying so. fatal makes invalid UTF-8 an error, not U+FFFD.
const strictUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** Decodes UTF-8 exactly (a BOM stays); undefined when the bytes are not valid UTF-8. */
export function decodeUtf8(bytes: Uint8Array): string | undefined {
  try {
    return strictUtf8.decode(bytes);
  } catch {
    return undefined;
  }
}

/** True when `text` holds a C0 control character (U+0000–U+001F): refused in names and paths. */
export function hasC0Control(text: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are what is looked for
  return /[\u0000-\u001f]/u.test(text);
}

// C0 and C1 controls, DEL, bidirectional overrides and isolates, line and paragraph
// separators, zero-width and interlinear annotation characters.
const UNSAFE =
  // eslint-disable-next-line no-control-regex -- these are the characters being removed.
  /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff\ufff9-\ufffb]/gu;

/**
 * Attacker-controlled text made fit for a message: unsafe characters shown as U+FFFD,
 * lone surrogates repaired, at most `max` characters.
 */
export function quoteUntrusted(text: string, max = 80): string {
  const cut = text.length > max ? `${text.slice(0, max)}…` : text;
  return cut.toWellFormed().replace(UNSAFE, '\ufffd');
}
