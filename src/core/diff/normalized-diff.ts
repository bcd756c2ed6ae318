/**
 * The normalized diff of a whole change (PROTOCOL 3.2). The proposal hash (PROTOCOL 2.3)
 * is the SHA-256 of these bytes, so the output is a pure function of the set of file
 * changes: independent of input order, of the patch format the change arrived in, and of
 * the platform.
 */
import { IntakeRefusal } from '../errors.js';
import { renderFile } from './unified.js';
import type { FileDiffInput } from './types.js';

const encoder = new TextEncoder();

/**
 * Normalized diff text for a whole change: one Git-style section per changed path,
 * files sorted by byte order of their UTF-8 path (Git's own order), 3 lines of context,
 * `\ No newline at end of file` markers, no `index` lines, no rename headers. Returns
 * `''` when no file changes. Throws `MalformedPatch` when a path appears twice, since
 * two changes to one path have no single meaning.
 */
export function normalizedDiff(files: readonly FileDiffInput[]): string {
  const keyed = files.map((file) => ({ file, key: encoder.encode(file.path) }));
  // Not localeCompare (locale-dependent) and not `<` on strings (UTF-16 code units, which
  // puts U+10000 and above before U+E000–U+FFFF, unlike UTF-8 bytes and Git).
  keyed.sort((x, y) => compareBytes(x.key, y.key));
  keyed.forEach(({ file, key }, i) => {
    const prev = keyed[i - 1];
    if (prev !== undefined && compareBytes(prev.key, key) === 0) {
      throw new IntakeRefusal(
        'MalformedPatch',
        `The change lists ${JSON.stringify(file.path)} more than once; give each path one before/after pair.`,
        { location: { path: file.path } },
      );
    }
  });
  return keyed.map(({ file }) => renderFile(file)).join('');
}

/** Byte-wise comparison of two UTF-8 encodings; a proper prefix sorts first. */
export function compareBytes(x: Uint8Array, y: Uint8Array): number {
  const len = Math.min(x.length, y.length);
  for (let i = 0; i < len; i++) {
    const diff = (x[i] as number) - (y[i] as number);
    if (diff !== 0) return diff;
  }
  return x.length - y.length;
}
