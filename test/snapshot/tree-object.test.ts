/**
 * The one-pass tree builder (tree-object.ts) leans on UTF-8 byte order of whole paths giving
 * each folder's entries in Git's order. These check what that order must not change: the
 * inventory's own order never matters, and a file used as a folder is refused however the
 * paths between the two sort. Git itself is the oracle in git-oracle.test.ts.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toHex } from '../../src/core/hash/digest.js';
import type { FileMode, InventoryEntry } from '../../src/core/snapshot/inventory.js';
import { blobId, treeId } from '../../src/core/snapshot/tree.js';

// Names whose order trips string comparison: `a` as a folder sorts as `a/`, between `a.b`
// and `a0`; U+FF5E and U+1F600 swap between UTF-16 and UTF-8.
const name = fc.constantFrom(
  'a',
  'a.b',
  'a-b',
  'a0',
  'A',
  'b',
  '\u{ff5e}',
  '\u{1f600}',
  'caf\u00e9',
);
const path = fc.array(name, { minLength: 1, maxLength: 4 }).map((parts) => parts.join('/'));

function entry(text: string, mode: FileMode = '100644'): InventoryEntry {
  const bytes = new TextEncoder().encode(text);
  return { mode, id: blobId(bytes, 'sha1'), size: bytes.length };
}

/** Drops paths that run through another path (no tree can hold both). */
function treeable(paths: readonly string[]): string[] {
  const set = new Set(paths);
  return [...set].filter(
    (p) => ![...set].some((q) => q !== p && (q.startsWith(`${p}/`) || p.startsWith(`${q}/`))),
  );
}

describe('tree ids from an inventory', () => {
  it('do not depend on the order of the inventory', () => {
    fc.assert(
      fc.property(fc.array(path, { minLength: 1, maxLength: 30 }), fc.integer(), (paths, seed) => {
        const kept = treeable(paths);
        const entries = kept.map(
          (p, i) => [p, entry(p, i % 3 === 0 ? '100755' : '100644')] as const,
        );
        const shuffled = [...entries].sort(
          (x, y) => ((x[0].length * 31 + seed) % 7) - ((y[0].length * 31 + seed) % 7),
        );
        expect(toHex(treeId(new Map(shuffled), 'sha1'))).toBe(
          toHex(treeId(new Map(entries), 'sha1')),
        );
      }),
      { numRuns: 300 },
    );
  });

  it('refuse a file used as a folder, with other paths sorting between them', () => {
    const refusal = (paths: string[]): string | undefined => {
      try {
        treeId(new Map(paths.map((p) => [p, entry(p)])), 'sha1');
      } catch (error) {
        return (
          (error as { code?: string; location?: { path?: string } }).code +
          ' ' +
          (error as { location?: { path?: string } }).location?.path
        );
      }
      return undefined;
    };
    expect(refusal(['a', 'a.b', 'a-b', 'a/x'])).toBe('NotADirectory a');
    expect(refusal(['a/x', 'a0', 'a'])).toBe('NotADirectory a');
    expect(refusal(['d/a', 'd/a.b', 'd/a/b/c'])).toBe('NotADirectory d/a');
    expect(refusal(['a.b', 'a0/x', 'a/x'])).toBeUndefined();
  });
});
