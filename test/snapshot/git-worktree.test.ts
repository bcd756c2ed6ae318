/**
 * Reading a Git work tree: the effective tree is what `git add -A` would commit (ignored files
 * out, deleted files out, untracked files in, contents from the working tree), submodules
 * and nested repositories are refused, and a hostile repository configuration runs nothing.
 */
import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSnapshot } from '../../src/adapters/repo/index.js';
import { codeOf, git, tempDir } from './support.js';

const root = tempDir('worktree');
let count = 0;

/** A repository with one commit of `files`, then the working tree edits of the test. */
function repository(files: Record<string, string>): string {
  const dir = join(root, `r${count++}`);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  git(dir, 'init', '-q');
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', 'base');
  return dir;
}

async function paths(dir: string): Promise<string[]> {
  return [...(await readSnapshot(dir)).entries.keys()];
}

/** The oracle on the same repository (it changes the index, which no later check reads). */
function oracle(dir: string, prefix?: string): string {
  git(dir, 'add', '-A');
  return `ws1_${git(dir, 'write-tree', ...(prefix === undefined ? [] : [`--prefix=${prefix}/`]))}`;
}

describe('effective tree of a Git work tree', () => {
  it('leaves out ignored and deleted files, keeps untracked and modified ones', async () => {
    const dir = repository({
      '.gitignore': '*.log\nbuild/\n',
      'src/a.ts': 'a\n',
      'src/gone.ts': 'x\n',
      'keep.txt': 'k\n',
    });
    writeFileSync(join(dir, 'debug.log'), 'ignored');
    mkdirSync(join(dir, 'build'));
    writeFileSync(join(dir, 'build', 'out.js'), 'ignored');
    writeFileSync(join(dir, 'src', 'new.ts'), 'untracked\n');
    writeFileSync(join(dir, 'keep.txt'), 'modified in the work tree\n');
    rmSync(join(dir, 'src', 'gone.ts'));

    expect(await paths(dir)).toEqual(['.gitignore', 'keep.txt', 'src/a.ts', 'src/new.ts']);
    const sha1 = await readSnapshot(dir, { algorithm: 'sha1' });
    expect(sha1.id).toBe(oracle(dir));
  });

  it('a tracked ignored file stays (Git tracks it regardless)', async () => {
    const dir = repository({ 'tracked.log': 'tracked\n' });
    writeFileSync(join(dir, '.gitignore'), '*.log\n');
    expect(await paths(dir)).toEqual(['.gitignore', 'tracked.log']);
  });

  it('a subdirectory gives only its part, with paths relative to it', async () => {
    const dir = repository({
      'top.txt': 't\n',
      'pkg/a.txt': 'a\n',
      'pkg/deep/b.txt': 'b\n',
      'pkg/.gitignore': 'tmp\n',
    });
    writeFileSync(join(dir, 'pkg', 'tmp'), 'ignored by the nested .gitignore');
    writeFileSync(join(dir, 'pkg', 'c.txt'), 'untracked\n');
    expect(await paths(join(dir, 'pkg'))).toEqual(['.gitignore', 'a.txt', 'c.txt', 'deep/b.txt']);
    expect((await readSnapshot(join(dir, 'pkg'), { algorithm: 'sha1' })).id).toBe(
      oracle(dir, 'pkg'),
    );
  });

  it('a tracked file replaced by a folder or a symlinked folder counts as the new thing', async () => {
    const dir = repository({ f: 'file\n', 'd/inner.txt': 'inner\n', 'other/x.txt': 'x\n' });
    rmSync(join(dir, 'f'));
    mkdirSync(join(dir, 'f'));
    writeFileSync(join(dir, 'f', 'child.txt'), 'child\n');
    rmSync(join(dir, 'd'), { recursive: true });
    spawnSync('ln', ['-s', 'other', join(dir, 'd')]);
    expect(await paths(dir)).toEqual(['d', 'f/child.txt', 'other/x.txt']);
    expect((await readSnapshot(dir, { algorithm: 'sha1' })).id).toBe(oracle(dir));
  });

  it('an unmerged path is listed once, with its working-tree content', async () => {
    const dir = repository({ 'c.txt': 'base\n' });
    git(dir, 'checkout', '-q', '-b', 'other');
    writeFileSync(join(dir, 'c.txt'), 'other\n');
    git(dir, 'commit', '-q', '-am', 'other');
    git(dir, 'checkout', '-q', 'main');
    writeFileSync(join(dir, 'c.txt'), 'main\n');
    git(dir, 'commit', '-q', '-am', 'main');
    spawnSync('git', ['merge', 'other'], { cwd: dir }); // conflicts on purpose
    expect(git(dir, 'ls-files', '--stage').split('\n')).toHaveLength(3);
    expect(await paths(dir)).toEqual(['c.txt']);
    expect((await readSnapshot(dir, { algorithm: 'sha1' })).id).toBe(oracle(dir));
  });
});

describe('refusals', () => {
  it('an untracked nested repository is a gitlink', async () => {
    const dir = repository({ 'a.txt': 'a\n' });
    mkdirSync(join(dir, 'vendor', 'lib'), { recursive: true });
    writeFileSync(join(dir, 'vendor', 'lib', 'x.txt'), 'x\n');
    git(join(dir, 'vendor', 'lib'), 'init', '-q');
    expect(await codeOf(readSnapshot(dir))).toBe('GitlinkNotAllowed');
  });

  it('a submodule entry in the index is a gitlink', async () => {
    const dir = repository({ 'a.txt': 'a\n' });
    const commit = git(dir, 'rev-parse', 'HEAD');
    git(dir, 'update-index', '--add', '--cacheinfo', `160000,${commit},sub`);
    mkdirSync(join(dir, 'sub'));
    expect(await codeOf(readSnapshot(dir))).toBe('GitlinkNotAllowed');
  });

  it('a FIFO tracked as a file is refused; an untracked FIFO is not something Git lists', async () => {
    const dir = repository({ pipe: 'was a file\n' });
    rmSync(join(dir, 'pipe'));
    expect(spawnSync('mkfifo', [join(dir, 'pipe')]).status).toBe(0);
    expect(await codeOf(readSnapshot(dir))).toBe('UnsupportedFileType');
    git(dir, 'rm', '-q', '--cached', 'pipe');
    expect(await paths(dir)).toEqual([]);
  });

  it('a path that is not UTF-8 is refused', async () => {
    const dir = repository({ 'ok.txt': 'ok\n' });
    writeFileSync(Buffer.concat([Buffer.from(`${dir}/bad-`), Buffer.from([0xff])]), 'x');
    expect(await codeOf(readSnapshot(dir))).toBe('UnsupportedFileType');
  });

  it('limits: files, bytes per file, bytes in total', async () => {
    const dir = repository({ 'a.txt': 'aaaa', 'b.txt': 'bbbb', 'c.txt': 'cccc' });
    expect(await codeOf(readSnapshot(dir, { limits: { maxFiles: 2 } }))).toBe('InventoryTooLarge');
    expect(await codeOf(readSnapshot(dir, { limits: { maxFileBytes: 3 } }))).toBe(
      'InventoryTooLarge',
    );
    expect(await codeOf(readSnapshot(dir, { limits: { maxTotalBytes: 11 } }))).toBe(
      'InventoryTooLarge',
    );
    expect(
      (await readSnapshot(dir, { limits: { maxFiles: 3, maxFileBytes: 4, maxTotalBytes: 12 } }))
        .entries.size,
    ).toBe(3);
  });

  it.runIf(process.getuid?.() === 0)(
    'a repository owned by another user: GitFailed (dubious ownership)',
    async () => {
      const dir = repository({ 'a.txt': 'a\n' });
      chownSync(join(dir, '.git'), 65534, 65534);
      chownSync(dir, 65534, 65534);
      expect(await codeOf(readSnapshot(dir))).toBe('GitFailed');
    },
  );
});

describe('a hostile repository configuration runs nothing', () => {
  it('core.fsmonitor naming a program is not run', async () => {
    const dir = repository({ 'a.txt': 'a\n' });
    const marker = join(dir, '..', `fsmonitor-ran-${count}`);
    const hook = join(dir, '..', `fsmonitor-${count}.sh`);
    writeFileSync(hook, `#!/bin/sh\necho ran > '${marker}'\n`);
    chmodSync(hook, 0o755);
    spawnSync('git', ['config', 'core.fsmonitor', hook], { cwd: dir });
    // The check can fail: plain `git status` does run the program.
    spawnSync('git', ['status'], { cwd: dir });
    expect(existsSync(marker)).toBe(true);
    rmSync(marker);

    expect(await paths(dir)).toEqual(['a.txt']);
    expect(existsSync(marker)).toBe(false);
    expect(readFileSync(join(dir, 'a.txt'), 'utf8')).toBe('a\n');
  });
});

describe('plainFolder', () => {
  it('walks a folder Git ignores (an installed node_modules) when asked, and not otherwise', async () => {
    const dir = tempDir('plain');
    git(dir, 'init', '-q');
    writeFileSync(join(dir, '.gitignore'), 'node_modules/\n');
    mkdirSync(join(dir, 'node_modules', 'left-pad'), { recursive: true });
    writeFileSync(join(dir, 'node_modules', 'left-pad', 'index.js'), 'module.exports = 1;\n');
    expect((await readSnapshot(join(dir, 'node_modules'))).entries.size).toBe(0);
    const plain = await readSnapshot(join(dir, 'node_modules'), { plainFolder: true });
    expect([...plain.entries.keys()]).toEqual(['left-pad/index.js']);
  });
});
