/**
 * Test support: loading golden cases from test/diff/golden/<case>/.
 *
 * Layout of a case: `before/` and `after/` hold the files of each side (a missing folder
 * is an empty tree); `expected.diff` is the pinned normalized diff; an optional
 * `case.json` gives `modes` (`{ "before": { path: "100755" }, "after": {…} }`, default
 * 100644, because executable bits do not survive every checkout) and `names` (on-disk
 * name → real path, for characters such as `"` that some filesystems refuse).
 * test/diff/golden/.gitattributes keeps every byte as committed (no CRLF conversion).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FileDiffInput, FileSide, RegularFileMode } from '../../../src/core/diff/index.js';
import type { Tree } from './git.js';

export const GOLDEN_DIR = fileURLToPath(new URL('../golden/', import.meta.url));

export interface GoldenCase {
  name: string;
  dir: string;
  before: Tree;
  after: Tree;
}

interface CaseMeta {
  modes?: { before?: Record<string, RegularFileMode>; after?: Record<string, RegularFileMode> };
  names?: Record<string, string>;
}

/** Every case folder, in name order. */
export function loadGoldenCases(): GoldenCase[] {
  return readdirSync(GOLDEN_DIR, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort()
    .map((name) => {
      const dir = join(GOLDEN_DIR, name);
      const metaFile = join(dir, 'case.json');
      const meta = (
        existsSync(metaFile) ? JSON.parse(readFileSync(metaFile, 'utf8')) : {}
      ) as CaseMeta;
      return {
        name,
        dir,
        before: readSide(join(dir, 'before'), meta.modes?.before ?? {}, meta.names ?? {}),
        after: readSide(join(dir, 'after'), meta.modes?.after ?? {}, meta.names ?? {}),
      };
    });
}

function readSide(
  root: string,
  modes: Record<string, RegularFileMode>,
  names: Record<string, string>,
): Tree {
  const tree = new Map<string, FileSide>();
  if (!existsSync(root)) return tree;
  const walk = (rel: string): void => {
    for (const entry of readdirSync(join(root, rel), { withFileTypes: true })) {
      // Some filesystems hand names back decomposed (NFD); the cases are written in NFC.
      const diskName = (rel === '' ? entry.name : `${rel}/${entry.name}`).normalize('NFC');
      if (entry.isDirectory()) {
        walk(diskName);
        continue;
      }
      const path = names[diskName] ?? diskName;
      tree.set(path, {
        mode: modes[path] ?? '100644',
        text: readFileSync(join(root, diskName), 'utf8'),
      });
    }
  };
  walk('');
  return tree;
}

/** The diff inputs for before → after: one entry per path on either side. */
export function toInputs(before: Tree, after: Tree): FileDiffInput[] {
  const paths = new Set([...before.keys(), ...after.keys()]);
  return [...paths].map((path) => ({
    path,
    before: before.get(path) ?? null,
    after: after.get(path) ?? null,
  }));
}
