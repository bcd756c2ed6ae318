/**
 * The oracle of PROTOCOL 2.1 on generated trees: the snapshot walk with SHA-1 must equal
 * `git write-tree` after `git add -A`, and the Git-work-tree reading must give the same
 * BLAKE3 id as the plain-folder walk. Names are chosen to sort trickily (prefixes, `.`, `-`,
 * case, NFC/NFD, characters above U+FFFF), with exec bits, symlinks, empty files and CRLF.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readSnapshot } from '../../src/adapters/repo/index.js';
import { type DiskEntry, gitWriteTree, materialize, tempDir } from './support.js';

type Node =
  | { kind: 'file'; permissions: number; bytes: Uint8Array }
  | { kind: 'link'; target: string }
  | { kind: 'dir'; children: Record<string, Node> };

// Few names, so siblings often collide in the ways Git's order cares about: folder `a`
// sorts as `a/`, after `a.b` and `a-b` but before `a0`; U+FF5E sorts before U+1F600 in
// UTF-8 but after it in UTF-16; NFC and NFD spellings are different names.
const names = fc.constantFrom(
  'a',
  'a.b',
  'a-b',
  'a0',
  'A',
  'b',
  '.hidden',
  'x~',
  'sp ace',
  'caf\u00e9',
  'cafe\u0301',
  '\u6587\u4ef6',
  '\u{1f600}',
  '\u{ff5e}',
);
const permissions = fc.constantFrom(0o644, 0o755, 0o744, 0o700, 0o600, 0o611, 0o655);
const content = fc.oneof(
  fc.constant(new Uint8Array(0)),
  fc.string({ maxLength: 40 }).map((s) => new TextEncoder().encode(s.replace(/\n/g, '\r\n'))),
  fc.uint8Array({ maxLength: 64 }),
);
const linkTarget = fc.constantFrom(
  'a',
  '../outside',
  'dir/inner',
  'missing',
  '\u6587\u4ef6',
  '.',
  '/abs/target',
);

const tree: fc.Arbitrary<Record<string, Node>> = fc.letrec<{
  node: Node;
  dir: Record<string, Node>;
}>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    {
      arbitrary: fc.record({ kind: fc.constant('file' as const), permissions, bytes: content }),
      weight: 3,
    },
    { arbitrary: fc.record({ kind: fc.constant('link' as const), target: linkTarget }), weight: 1 },
    {
      arbitrary: fc.record({ kind: fc.constant('dir' as const), children: tie('dir') }),
      weight: 2,
    },
  ),
  dir: fc.dictionary(names, tie('node'), { minKeys: 1, maxKeys: 6, noNullPrototype: true }),
})).dir;

function flatten(
  dir: Record<string, Node>,
  prefix: string,
  out: DiskEntry[],
  emptyDirs: string[],
): void {
  for (const [name, node] of Object.entries(dir)) {
    const path = prefix === '' ? name : `${prefix}/${name}`;
    if (node.kind === 'file')
      out.push({
        path,
        mode: node.permissions & 0o100 ? '100755' : '100644',
        bytes: node.bytes,
        permissions: node.permissions,
      });
    else if (node.kind === 'link')
      out.push({ path, mode: '120000', bytes: new TextEncoder().encode(node.target) });
    else if (Object.keys(node.children).length === 0) emptyDirs.push(path);
    else flatten(node.children, path, out, emptyDirs);
  }
}

const root = tempDir('oracle');
let run = 0;

describe('SHA-1 walk equals git write-tree (fast-check, 25 trees)', () => {
  it('holds for generated trees', { timeout: 180_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(tree, async (generated) => {
        const dir = join(root, `t${run++}`);
        const entries: DiskEntry[] = [];
        const emptyDirs: string[] = [];
        flatten(generated, '', entries, emptyDirs);
        mkdirSync(dir, { recursive: true });
        materialize(dir, entries);
        // Empty folders exist on disk but in no tree.
        for (const empty of emptyDirs) mkdirSync(join(dir, empty), { recursive: true });

        const plain = await readSnapshot(dir);
        const plainSha1 = await readSnapshot(dir, { algorithm: 'sha1' });
        expect(plain.entries.size).toBe(entries.length);
        const oracle = gitWriteTree(dir);
        expect(plainSha1.id).toBe(`ws1_${oracle}`);
        // Now a Git work tree with everything staged: the Git reading must agree.
        expect((await readSnapshot(dir)).id).toBe(plain.id);
        expect((await readSnapshot(dir, { algorithm: 'sha1' })).id).toBe(`ws1_${oracle}`);
      }),
      { numRuns: 25 },
    );
  });
});
