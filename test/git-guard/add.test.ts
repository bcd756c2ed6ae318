// Rule 2: add stages explicit files only, named literally.
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openGuardedGit } from '../../src/adapters/git-guard/index.js';
import { pathProblem } from '../../src/adapters/git-guard/pathspecs.js';
import { type Workspace, workspaces } from './fixture.js';

const ws = workspaces();

const staged = (w: Workspace): string[] =>
  w.git('diff', '--cached', '--name-only', '-z').split('\0').filter(Boolean);

describe('guarded add', () => {
  it('stages the named files, new and modified, and nothing else', async () => {
    const w = ws();
    w.write('src/app.ts', 'export const x = 2;\n');
    w.write('src/new.ts', 'export const y = 1;\n');
    w.write('other.txt', 'not named\n');
    const git = await openGuardedGit({ repo: w.repo, workspaceRoot: w.root });
    await expect(git.add(['src/app.ts', 'src/new.ts'])).resolves.toEqual({
      added: ['src/app.ts', 'src/new.ts'],
    });
    expect(staged(w)).toEqual(['src/app.ts', 'src/new.ts']);
  });

  it('stages the deletion of a tracked file that is gone from the work tree', async () => {
    const w = ws();
    rmSync(join(w.repo, 'README.md'));
    const git = await openGuardedGit({ repo: w.repo, workspaceRoot: w.root });
    await git.add(['README.md']);
    expect(w.git('diff', '--cached', '--name-status').trim()).toBe('D\tREADME.md');
  });

  it('treats * as a file name, not a glob (--literal-pathspecs)', async () => {
    const w = ws();
    w.write('*', 'a file named star\n');
    w.write('a.txt', 'would match the glob\n');
    const git = await openGuardedGit({ repo: w.repo, workspaceRoot: w.root });
    await git.add(['*']);
    expect(staged(w)).toEqual(['*']);
  });

  it.each([
    ['an empty list', []],
    ['"."', ['.']],
    ['"./"', ['./']],
    ['an empty string', ['']],
    ['an absolute path', ['/etc/passwd']],
    ['a ".." component', ['../outside.txt']],
    ['a ".." inside the path', ['src/../README.md']],
    ['a "." component', ['./README.md']],
    ['a doubled slash', ['src//app.ts']],
    ['a trailing slash', ['src/']],
    ['a .git component', ['.git/config']],
    ['a .GIT component', ['.GIT/hooks/pre-commit']],
    ['a nested .Git component', ['src/.Git/x']],
    ['pathspec magic', [':(glob)**']],
    ['pathspec magic, short form', [':!README.md']],
    ['a NUL character', ['README.md\0x']],
  ])('refuses %s: PathNotAllowed', async (_what, paths) => {
    const w = ws();
    w.write('README.md', 'changed\n');
    const git = await openGuardedGit({ repo: w.repo, workspaceRoot: w.root });
    await expect(git.add(paths)).rejects.toMatchObject({ code: 'PathNotAllowed' });
    expect(staged(w)).toEqual([]);
  });

  it('refuses a directory, and a deleted directory of tracked files: PathNotAllowed', async () => {
    const w = ws();
    w.write('src/app.ts', 'export const x = 3;\n');
    const git = await openGuardedGit({ repo: w.repo, workspaceRoot: w.root });
    await expect(git.add(['src'])).rejects.toMatchObject({
      code: 'PathNotAllowed',
      location: { path: 'src' },
    });
    mkdirSync(join(w.repo, 'empty'));
    await expect(git.add(['empty'])).rejects.toMatchObject({ code: 'PathNotAllowed' });
    rmSync(join(w.repo, 'src'), { recursive: true });
    // "src" is no longer there; staging it would stage every deletion under it.
    await expect(git.add(['src'])).rejects.toMatchObject({ code: 'PathNotAllowed' });
    expect(staged(w)).toEqual([]);
  });

  it('refuses a path that neither exists nor is tracked: PathNotAllowed', async () => {
    const w = ws();
    const git = await openGuardedGit({ repo: w.repo, workspaceRoot: w.root });
    await expect(git.add(['no-such-file.ts'])).rejects.toMatchObject({ code: 'PathNotAllowed' });
  });

  it('reports git refusing an ignored file as GitRefused', async () => {
    const w = ws();
    w.write('.gitignore', 'secret.env\n');
    w.write('secret.env', 'TOKEN=x\n');
    const git = await openGuardedGit({ repo: w.repo, workspaceRoot: w.root });
    await expect(git.add(['secret.env'])).rejects.toMatchObject({ code: 'GitRefused' });
  });
});

describe('pathProblem', () => {
  it('accepts plain relative paths, including odd but legal names', () => {
    for (const path of [
      'a',
      'src/app.ts',
      '.gitignore',
      '.github/workflows/ci.yml',
      'a b/c',
      '-rf',
      '.git-x',
      'x.git',
    ]) {
      expect(pathProblem(path)).toBeUndefined();
    }
  });

  it('refuses non-strings and overlong paths', () => {
    expect(pathProblem(42)).toBeDefined();
    expect(pathProblem('a/'.repeat(3000))).toBeDefined();
  });
});
