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
import { dirname, join } from 'node:path';
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
  // Found by review: a symlink below a folder named .gitmodules, short names of no letter of
  // gi7eba, a backslash leading a component (no separator there), .git in other cases.
  '.gitmodules/link',
  '.GITMODULES/sub/link',
  '~1234567',
  '~1000000',
  '\\.git',
  '\\git~1',
  '\\.GIT.',
  '\\.gitmodules',
  '.GIT',
  '.Git',
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
  mkdirSync(dirname(at), { recursive: true });
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

/** A small seeded generator: the same paths on every run. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => (state = (state * 1103515245 + 12345) & 0x7fffffff) / 0x80000000;
}

/** Whether git refuses `path` as an index entry (the check `git add -A` reaches). */
function gitRefusesEntry(repo: string, path: string, symlink: boolean): boolean {
  const mode = symlink ? '120000' : '100644';
  const blob = 'e69de29bb2d1d6434b8b29ae775ad8c2e48c5391';
  const index = join(repo, `index${count++}`);
  const env = {
    ...process.env,
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_GLOBAL: devNull,
    GIT_INDEX_FILE: index,
  };
  const args = ['update-index', '--add', '--cacheinfo', `${mode},${blob},${path}`];
  return spawnSync('git', args, { cwd: repo, env }).status !== 0;
}

describe('names Git refuses', () => {
  it('agree with git on paths made of the pieces its rules read', { timeout: 120_000 }, () => {
    const repo = join(root, `fuzz${count++}`);
    mkdirSync(repo);
    expect(gitStatus(repo, 'init', '-q', '.')).toBe(0);
    const random = seeded(19);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
    const PIECES = ['~1234567', '~1', 'GI7EBA~1', 'gi~12345', '~9', '\\', '.git', '.GiT', 'git~1'];
    PIECES.push('.gitmodules', '.GITMODULES', 'gitmod~', 'gi7eba', 'gi7', 'g', '~', '4', '5');
    PIECES.push('0', '12', ' ', '.', ':', '$DATA', 'x', 'é', 'İ', 'modules');
    const component = (): string =>
      Array.from({ length: 1 + Math.floor(random() * 4) }, () => pick(PIECES)).join('');
    const mismatches: string[] = [];
    for (let n = 0; n < 300; n += 1) {
      const parts = Array.from({ length: 1 + Math.floor(random() * 3) }, () =>
        random() < 0.3 ? pick(['d', 'a.b']) : component(),
      );
      // Exact `.git` is skipped, never refused; empty and dot components never reach here.
      if (parts.some((p) => p === '.' || p === '..' || p === '.git')) continue;
      const path = parts.join('/');
      for (const symlink of [false, true]) {
        const ours = gitRefusal(path, symlink) !== undefined;
        if (ours !== gitRefusesEntry(repo, path, symlink))
          mismatches.push(`${symlink ? 'symlink' : 'file'} ${JSON.stringify(path)}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

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
