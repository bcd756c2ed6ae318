/**
 * Names Git refuses to record, decided by the real git: each name is put in a fresh
 * repository as a file, a folder and a symlink, and `git add -A` either takes it or refuses.
 * gitRefusal must agree on every case, and a snapshot of a folder holding a refused name is
 * refused (UnsupportedFileType) where git refuses it, in a Git work tree and in a plain
 * folder alike, while look-alikes Git accepts still give git's own tree.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { devNull } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSnapshot } from '../../src/adapters/repo/index.js';
import { gitRefusal } from '../../src/core/snapshot/git-names.js';
import { codeOf, gitWriteTree, tempDir } from './support.js';

const root = tempDir('git-names');
let count = 0;

const NAMES = [
  '.git.',
  '.GIT ',
  'GIT~1',
  'git~1',
  'git~1.',
  '.Git..',
  '.git. .',
  '.git:x',
  '.git::$INDEX_ALLOCATION',
  'a\\.git',
  'a\\git~1',
  '.git\\x',
  'git~2',
  'x.git',
  '.gitx',
  '.git x',
  'g',
  '.',
  '.gitmodules',
  '.GITMODULES',
  '.gitmodules.',
  '.gitmodules ',
  '.gitmodules:$DATA',
  'gitmod~1',
  'GITMOD~4',
  'gitmod~5',
  'GI7EBA~1',
  'gi7eba~9',
  'gi7~1234',
  'gi7eb~12',
  'gi~1',
  'gi7eba~0',
  '.gitmodulesx',
  '.gitattributes',
  '.gitignore',
  'a\\.gitmodules',
];
const KINDS = ['file', 'folder', 'symlink'] as const;
type Kind = (typeof KINDS)[number];

/** git's exit status, with no system or user configuration (protectNTFS at its default). */
function gitStatus(cwd: string, ...args: string[]): number | null {
  const env = { ...process.env, GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: devNull };
  return spawnSync('git', args, { cwd, env, encoding: 'utf8' }).status;
}

/** A folder holding `d/<name>` as a file, a folder with a file, or a symlink. */
function folderWith(name: string, kind: Kind): { dir: string; path: string } {
  const dir = join(root, `case${count++}`);
  mkdirSync(join(dir, 'd'), { recursive: true });
  const at = join(dir, 'd', name);
  if (kind === 'file') writeFileSync(at, 'x\n');
  if (kind === 'symlink') symlinkSync('target', at);
  if (kind === 'folder') {
    mkdirSync(at);
    writeFileSync(join(at, 'f'), 'x\n');
  }
  return { dir, path: kind === 'folder' ? `d/${name}/f` : `d/${name}` };
}

const cases = NAMES.filter((n) => n !== '.').flatMap((name) =>
  KINDS.map((kind) => ({ name, kind })),
);

describe('names Git refuses', () => {
  it('are the names git add -A refuses, for files, folders and symlinks', () => {
    const mismatches: string[] = [];
    for (const { name, kind } of cases) {
      const { dir, path } = folderWith(name, kind);
      expect(gitStatus(dir, 'init', '-q', '.')).toBe(0);
      const refused = gitStatus(dir, 'add', '-A') !== 0;
      const ours = gitRefusal(path, kind === 'symlink') !== undefined;
      if (ours !== refused)
        mismatches.push(`${kind} ${JSON.stringify(name)}: git refuses ${refused}`);
    }
    expect(mismatches).toEqual([]);
  });

  it('refuse a snapshot where git refuses, and look-alikes give git write-tree', async () => {
    const wrong: string[] = [];
    for (const { name, kind } of cases) {
      const refused = gitRefusal(`d/${name}`, kind === 'symlink') !== undefined;
      for (const inGit of [false, true]) {
        const { dir } = folderWith(name, kind);
        if (inGit) expect(gitStatus(dir, 'init', '-q', '.')).toBe(0);
        const result = readSnapshot(dir, { algorithm: 'sha1' });
        if (refused) {
          const code = await codeOf(result);
          if (code !== 'UnsupportedFileType') wrong.push(`${kind} ${name} (git ${inGit}): ${code}`);
          continue;
        }
        const id = (await result).id;
        const tree = gitWriteTree(dir);
        if (id !== `ws1_${tree}`) wrong.push(`${kind} ${name} (git ${inGit}): ${id} vs ${tree}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
