/**
 * Reading a folder that is not a Git work tree: every file except `.git` in any case,
 * symlinks recorded (never followed), special files and non-UTF-8 names refused, limits,
 * and the same result whether hashing runs on threads or not.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readEntries } from '../../src/adapters/repo/entry-pool.js';
import { readSnapshot } from '../../src/adapters/repo/index.js';
import { toHex } from '../../src/core/hash/digest.js';
import { codeOf, git, tempDir } from './support.js';

const root = tempDir('plain');
let count = 0;

function folder(files: Record<string, string>): string {
  const dir = join(root, `f${count++}`);
  mkdirSync(dir, { recursive: true });
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

describe('plain folder', () => {
  it('leaves out .git, at any depth', async () => {
    const dir = folder({
      'a.txt': 'a',
      '.git/config': 'x',
      'sub/.git/x': 'x',
      'sub/b.txt': 'b',
      '.gitignore': '*',
    });
    const snapshot = await readSnapshot(dir);
    // .gitignore means nothing outside Git: every file counts.
    expect([...snapshot.entries.keys()]).toEqual(['.gitignore', 'a.txt', 'sub/b.txt']);
  });

  it('refuses .git in another case, as git add -A does, rather than leave its files out', async () => {
    // Left out, the files under `.GIT` would be in the folder but not in its ID.
    for (const path of ['.GIT/HEAD', 'sub/.Git/x']) {
      const dir = folder({ 'a.txt': 'a', [path]: 'x' });
      expect(await codeOf(readSnapshot(dir)), path).toBe('UnsupportedFileType');
    }
  });

  it('records a symlinked folder as one symlink and does not follow it', async () => {
    const outside = folder({ 'secret.txt': 'outside the root' });
    const dir = folder({ 'a.txt': 'a' });
    symlinkSync(outside, join(dir, 'link'));
    const snapshot = await readSnapshot(dir, { algorithm: 'sha1' });
    expect([...snapshot.entries.keys()]).toEqual(['a.txt', 'link']);
    const link = snapshot.entries.get('link');
    expect(link?.mode).toBe('120000');
    expect(link?.size).toBe(Buffer.byteLength(outside));
    // The blob is the target path itself, as `git hash-object --stdin` computes it.
    const expected = spawnSync('git', ['hash-object', '--stdin'], {
      input: outside,
      encoding: 'utf8',
    }).stdout.trim();
    expect(toHex(link?.id ?? new Uint8Array())).toBe(expected);
  });

  it('refuses a FIFO, naming its path', async () => {
    const dir = folder({ 'a.txt': 'a' });
    expect(spawnSync('mkfifo', [join(dir, 'pipe')]).status).toBe(0);
    await expect(readSnapshot(dir)).rejects.toMatchObject({
      code: 'UnsupportedFileType',
      location: { path: 'pipe' },
    });
  });

  it('refuses a name that is not UTF-8', async () => {
    const dir = folder({ 'a.txt': 'a' });
    writeFileSync(Buffer.concat([Buffer.from(`${dir}/caf`), Buffer.from([0xe9])]), 'latin-1 name');
    expect(await codeOf(readSnapshot(dir))).toBe('UnsupportedFileType');
  });

  it('keeps a name that really holds U+FFFD, and still refuses an invalid one beside it', async () => {
    // Node lists an invalid name with U+FFFD in it: the walk must tell the two apart.
    const dir = folder({ 'a.txt': 'a', 'sub/x\u{fffd}y.txt': 'replacement character' });
    expect([...(await readSnapshot(dir)).entries.keys()]).toEqual(['a.txt', 'sub/x\u{fffd}y.txt']);
    writeFileSync(
      Buffer.concat([Buffer.from(`${dir}/sub/caf`), Buffer.from([0xe9])]),
      'latin-1 name',
    );
    await expect(readSnapshot(dir)).rejects.toMatchObject({
      code: 'UnsupportedFileType',
      location: { path: 'sub/caf\u00e9' },
    });
  });

  it('refuses a path that is not a directory', async () => {
    const dir = folder({ 'a.txt': 'a' });
    expect(await codeOf(readSnapshot(join(dir, 'a.txt')))).toBe('NotADirectory');
    expect(await codeOf(readSnapshot(join(dir, 'missing')))).toBe('NotADirectory');
  });

  it('limits: files, bytes per file, bytes in total', async () => {
    const dir = folder({ 'a.txt': 'aaaa', 'b/b.txt': 'bbbb', 'c.txt': 'cccc' });
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

  it('an empty folder is the empty tree', async () => {
    const dir = folder({});
    mkdirSync(join(dir, 'empty', 'nested'), { recursive: true });
    expect((await readSnapshot(dir, { algorithm: 'sha1' })).id).toBe(
      'ws1_4b825dc642cb6eb9a060e54bf8d69288fbee4904',
    );
  });
});

describe('hashing threads', () => {
  it('take a Git listing of any length in one batch (no stack overflow copying it)', async () => {
    const paths = Array.from({ length: 200_000 }, (_, i) => `missing/${i}.txt`);
    const stop = new Error('stop after the first result');
    const read = readEntries(
      root,
      async (emit) => emit(paths),
      { algorithm: 'blake3', maxFileBytes: 1024, workers: 1 },
      () => {
        throw stop;
      },
    );
    await expect(read).rejects.toBe(stop);
  });

  it('a small tree asked for threads is read on the calling thread, with the same snapshot and limits', async () => {
    const dir = folder({
      'a.txt': 'a\n',
      'src/b.py': 'print(1)\n',
      'src/c/d.txt': 'd'.repeat(5000),
    });
    const inPlace = await readSnapshot(dir, { workers: 0 });
    expect((await readSnapshot(dir, { workers: 2 })).id).toBe(inPlace.id);
    expect(await codeOf(readSnapshot(dir, { workers: 2, limits: { maxTotalBytes: 100 } }))).toBe(
      'InventoryTooLarge',
    );
  });

  it(
    'give the same snapshot as the calling thread, large files included, and stop at limits',
    { timeout: 60_000 },
    async () => {
      const files: Record<string, string> = {};
      for (let i = 0; i < 300; i += 1) files[`d${i % 7}/f${i}.txt`] = `file ${i}\n`.repeat(i);
      const dir = folder(files);
      // Larger than one 4 MiB read: exercises the chunked path and its header.
      writeFileSync(join(dir, 'big.bin'), Buffer.alloc(9 * 1024 * 1024 + 7, 0x5a));
      const inPlace = await readSnapshot(dir, { workers: 0 });
      const threaded = await readSnapshot(dir, { workers: 2 });
      expect(threaded.id).toBe(inPlace.id);
      expect([...threaded.entries.keys()]).toEqual([...inPlace.entries.keys()]);
      expect((await readSnapshot(dir, { workers: 2, algorithm: 'sha1' })).id).toBe(
        `ws1_${oracleOfCopy(dir)}`,
      );
      expect(
        await codeOf(readSnapshot(dir, { workers: 2, limits: { maxTotalBytes: 1024 * 1024 } })),
      ).toBe('InventoryTooLarge');
    },
  );
});

/** git write-tree of `dir`, without turning `dir` itself into a repository. */
function oracleOfCopy(dir: string): string {
  const copy = join(root, `copy${count++}`);
  spawnSync('cp', ['-a', dir, copy]);
  git(copy, 'init', '-q');
  git(copy, 'add', '-A');
  return git(copy, 'write-tree');
}
