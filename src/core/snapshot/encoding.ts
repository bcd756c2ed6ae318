/**
 * The parts of Git's object encoding (PROTOCOL 2.1) that need no hash function: blob headers
 * and the UTF-8 byte order of names. Kept apart from tree.ts, which loads the hash functions,
 * because every hashing thread of a snapshot loads this and pays for each module it loads.
 */

/**
 * The Git object header `"blob " + length + "\0"`. Adapters that hash large files in chunks
 * feed this first, then the content, and get the same id as `blobId`.
 */
export function blobHeader(length: number): Uint8Array {
  const header = new Uint8Array(blobHeaderLength(length));
  writeBlobHeader(header, length);
  return header;
}

/** Byte length of the header of a `length`-byte blob. */
export function blobHeaderLength(length: number): number {
  checkLength(length);
  return 'blob '.length + String(length).length + 1;
}

/**
 * Writes the header of a `length`-byte blob at the start of `target` and returns its byte
 * length, so a reader can put the content right after it and hash both in one call.
 */
export function writeBlobHeader(target: Uint8Array, length: number): number {
  checkLength(length);
  const text = `blob ${length}\0`;
  if (target.length < text.length) throw new RangeError(`a blob header needs ${text.length} bytes`);
  // ASCII only: one byte per character.
  for (let i = 0; i < text.length; i += 1) target[i] = text.charCodeAt(i);
  return text.length;
}

function checkLength(length: number): void {
  if (!Number.isSafeInteger(length) || length < 0)
    throw new RangeError(`invalid blob length ${length}`);
}

/** Unsigned byte order; JS string order differs from UTF-8 order above U+FFFF. */
export function compareBytes(a: Uint8Array, b: Uint8Array): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i += 1) {
    const d = (a[i] as number) - (b[i] as number);
    if (d !== 0) return d;
  }
  return a.length - b.length;
}

// Below U+D800 a UTF-16 code unit is the code point, and UTF-8 preserves code point order, so
// plain string comparison is byte order. Surrogates (U+10000 and up) sort below U+E000–U+FFFF
// in UTF-16 but above them in UTF-8: strings with either need their bytes compared.
const BEYOND_PLAIN_ORDER = /[\uD800-\uFFFF]/;
const utf8 = new TextEncoder();

/**
 * Sorts `items` in place by the UTF-8 bytes of `keyOf(item)`, Git's order for tree entries
 * and paths. Comparing strings directly is several times faster than comparing encoded bytes
 * and gives the same order unless a key holds a character at or above U+D800.
 */
export function sortByUtf8<T>(items: T[], keyOf: (item: T) => string): T[] {
  let plain = true;
  for (const item of items) {
    if (BEYOND_PLAIN_ORDER.test(keyOf(item))) {
      plain = false;
      break;
    }
  }
  if (plain) {
    return items.sort((a, b) => {
      const x = keyOf(a);
      const y = keyOf(b);
      return x < y ? -1 : x > y ? 1 : 0;
    });
  }
  const keyed = items.map((item) => ({ key: utf8.encode(keyOf(item)), item }));
  keyed.sort((a, b) => compareBytes(a.key, b.key));
  for (let i = 0; i < keyed.length; i += 1) items[i] = (keyed[i] as { item: T }).item;
  return items;
}
