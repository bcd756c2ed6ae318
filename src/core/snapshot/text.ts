/**
 * Text detection for the `BinaryFile` gate (PROTOCOL 3.3): a file is text when it has no NUL
 * byte and is valid UTF-8. Line-based patching and diffing are only defined on such files.
 */

// `fatal: true` turns invalid sequences into an exception instead of U+FFFD, which would
// otherwise make a binary file look like text. `ignoreBOM` keeps a BOM from being dropped
// silently; it is not relevant to validity but makes decode(x) faithful if anyone reuses it.
const strictUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** True when `bytes` contain no NUL and are well-formed UTF-8 (an empty file is text). */
export function isUtf8Text(bytes: Uint8Array): boolean {
  // NUL is valid UTF-8 but is Git's own binary heuristic, and no source file needs it.
  if (bytes.includes(0)) return false;
  try {
    strictUtf8.decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/**
 * Decodes a file name or path given as raw bytes; `undefined` when it is not valid UTF-8.
 * Snapshot paths are UTF-8 strings, so a name that cannot be one cannot be identified.
 */
export function decodeUtf8Name(bytes: Uint8Array): string | undefined {
  try {
    return strictUtf8.decode(bytes);
  } catch {
    return undefined;
  }
}
