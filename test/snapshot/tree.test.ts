/**
 * The pure tree encoding: known Git object ids, Git's tree order, the shared vectors computed
 * without any disk, and the inventory edits that give a proposal's result snapshot.
 */
import { describe, expect, it } from 'vitest';
import { toHex, utf8 } from '../../src/core/hash/digest.js';
import { withChanges } from '../../src/core/snapshot/changes.js';
import type { FileMode, Inventory, InventoryEntry } from '../../src/core/snapshot/inventory.js';
import { isUtf8Text } from '../../src/core/snapshot/text.js';
import { blobHeader, blobId, snapshotId, treeId } from '../../src/core/snapshot/tree.js';
import { ws1Vectors } from './support.js';

function inventory(
  files: Record<string, string | { mode: FileMode; text: string }>,
  algorithm: 'blake3' | 'sha1' = 'sha1',
): Inventory {
  const map = new Map<string, InventoryEntry>();
  for (const [path, value] of Object.entries(files)) {
    const { mode, text } =
      typeof value === 'string' ? { mode: '100644' as FileMode, text: value } : value;
    const bytes = utf8.encode(text);
    map.set(path, { mode, id: blobId(bytes, algorithm), size: bytes.length });
  }
  return map;
}

function codeOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    return (error as { code?: string }).code;
  }
  return undefined;
}

describe('Git object ids (values from `git hash-object` / `git mktree`)', () => {
  it('blob id of "hello\\n" is Git\'s', () => {
    expect(toHex(blobId(utf8.encode('hello\n'), 'sha1'))).toBe(
      'ce013625030ba8dba906f756967f9e9ca394464a',
    );
    expect(toHex(blobId(new Uint8Array(0), 'sha1'))).toBe(
      'e69de29bb2d1d6434b8b29ae775ad8c2e48c5391',
    );
  });

  it('the empty inventory is the empty tree', () => {
    expect(toHex(treeId(new Map(), 'sha1'))).toBe('4b825dc642cb6eb9a060e54bf8d69288fbee4904');
  });

  it('blobHeader is the prefix of the hashed object, for chunked hashing', () => {
    expect(Buffer.from(blobHeader(12)).toString('latin1')).toBe('blob 12\0');
    expect(() => blobHeader(-1)).toThrow(RangeError);
  });

  it('a directory sorts as name + "/" (a.b < a/ < a0) and empty names are impossible', () => {
    const tree = inventory({
      'a/x': 'dir\n',
      'a.b': 'dot\n',
      a0: 'zero\n',
      'a-b': 'dash\n',
      A: 'upper\n',
    });
    const vector = ws1Vectors().find((v) => v.name === 'git-sort-order');
    expect(toHex(treeId(tree, 'sha1'))).toBe(vector?.gitSha1Tree);
  });

  it('sorts by UTF-8 bytes, not UTF-16 code units (U+FF5E before U+1F600)', () => {
    const a = inventory({ '\u{ff5e}': '1', '\u{1f600}': '2' });
    const b = inventory({ '\u{1f600}': '2', '\u{ff5e}': '1' });
    expect(toHex(treeId(a, 'sha1'))).toBe(toHex(treeId(b, 'sha1')));
    // Checked with git: printf '1' > $'\uff5e'; printf '2' > $'\U1f600'; git add -A; git write-tree
    expect(toHex(treeId(a, 'sha1'))).toBe('14dd83c1d6c4272d539e137068bc9d20e4a29af0');
  });
});

describe('shared ws1 vectors, computed in memory', () => {
  for (const vector of ws1Vectors()) {
    it(vector.name, () => {
      const map = (algorithm: 'blake3' | 'sha1'): Inventory =>
        new Map(
          vector.entries.map((e) => [
            e.path,
            { mode: e.mode, id: blobId(e.bytes, algorithm), size: e.bytes.length },
          ]),
        );
      expect(snapshotId(map('blake3'))).toBe(vector.ws1);
      expect(toHex(treeId(map('sha1'), 'sha1'))).toBe(vector.gitSha1Tree);
    });
  }
});

describe('treeId refuses inventories with no tree encoding', () => {
  it('a file used as a directory', () => {
    expect(codeOf(() => treeId(inventory({ a: 'file', 'a/b': 'inside' }), 'sha1'))).toBe(
      'NotADirectory',
    );
    expect(codeOf(() => treeId(inventory({ 'a/b': 'inside', a: 'file' }), 'sha1'))).toBe(
      'NotADirectory',
    );
  });

  it('unclean paths', () => {
    for (const path of ['', '/abs', 'a//b', 'a/./b', '../x', 'a/']) {
      expect(
        codeOf(() => treeId(inventory({ [path]: 'x' }), 'sha1')),
        path,
      ).toBe('PathEscapesRoot');
    }
  });

  it('ids of the other algorithm', () => {
    expect(() => treeId(inventory({ a: 'x' }, 'blake3'), 'sha1')).toThrow(TypeError);
  });
});

describe('withChanges', () => {
  const base = inventory({ 'src/a.ts': 'a\n', 'src/b.ts': 'b\n', 'README.md': 'hi\n' });
  const bytes = (text: string) => utf8.encode(text);

  it('replaces, adds and removes, leaving the input untouched', () => {
    const result = withChanges(
      base,
      [
        { path: 'src/a.ts', after: { mode: '100644', bytes: bytes('A\n') } },
        { path: 'src/c.ts', after: { mode: '100755', bytes: bytes('c\n') } },
        { path: 'README.md', after: null },
      ],
      'sha1',
    );
    const expected = inventory({
      'src/a.ts': 'A\n',
      'src/b.ts': 'b\n',
      'src/c.ts': { mode: '100755', text: 'c\n' },
    });
    expect(toHex(treeId(result, 'sha1'))).toBe(toHex(treeId(expected, 'sha1')));
    expect(base.has('README.md')).toBe(true);
    expect(base.size).toBe(3);
  });

  it('a file may replace a folder that the same change empties', () => {
    const result = withChanges(
      base,
      [
        { path: 'src/a.ts', after: null },
        { path: 'src/b.ts', after: null },
        { path: 'src', after: { mode: '100644', bytes: bytes('now a file\n') } },
      ],
      'sha1',
    );
    expect([...result.keys()].sort()).toEqual(['README.md', 'src']);
  });

  it('refuses a file under a file, and a file over a folder (FileExists)', () => {
    const under = () =>
      withChanges(
        base,
        [{ path: 'README.md/x', after: { mode: '100644', bytes: bytes('x') } }],
        'sha1',
      );
    const over = () =>
      withChanges(base, [{ path: 'src', after: { mode: '100644', bytes: bytes('x') } }], 'sha1');
    expect(codeOf(under)).toBe('FileExists');
    expect(codeOf(over)).toBe('FileExists');
  });

  it('refuses deleting a missing file, a path changed twice, and unclean paths', () => {
    expect(codeOf(() => withChanges(base, [{ path: 'nope', after: null }], 'sha1'))).toBe(
      'FileMissing',
    );
    const twice = [
      { path: 'x', after: { mode: '100644' as const, bytes: bytes('1') } },
      { path: 'x', after: null },
    ];
    expect(codeOf(() => withChanges(base, twice, 'sha1'))).toBe('MalformedPatch');
    expect(codeOf(() => withChanges(base, [{ path: '../x', after: null }], 'sha1'))).toBe(
      'UnsafePath',
    );
  });
});

describe('isUtf8Text', () => {
  it.each([
    ['empty', [], true],
    ['ascii with CRLF', [...utf8.encode('a\r\nb\r\n')], true],
    ['multi-byte', [...utf8.encode('文件 é 😀')], true],
    ['NUL', [0x61, 0x00, 0x62], false],
    ['lone continuation byte', [0x80], false],
    ['overlong encoding', [0xc0, 0xaf], false],
    ['surrogate half (CESU)', [0xed, 0xa0, 0x80], false],
    ['truncated sequence', [0xe6, 0x96], false],
  ])('%s', (_name, bytes, expected) => {
    expect(isUtf8Text(Uint8Array.from(bytes as number[]))).toBe(expected);
  });
});
