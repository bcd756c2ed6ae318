// Rule 6: a stale index.lock is moved aside (never deleted) only when it is old, unowned and
// a complete index file; otherwise add and commit refuse with IndexLocked and leave it be.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  closeSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openGuardedGit } from '../../src/adapters/git-guard/index.js';
import { checkIndexFile } from '../../src/adapters/git-guard/index-file.js';
import { plainGit, type Workspace, workspaces } from './fixture.js';

const made = workspaces();
function ws(): Workspace {
  const w = made();
  w.write('src/app.ts', 'export const x = 2;\n');
  return w;
}

const lockOf = (w: Workspace) => join(w.repo, '.git', 'index.lock');

/** Writes index.lock (a copy of the index unless `content` is given), `ageMs` old. */
function makeLock(w: Workspace, ageMs: number, content?: Uint8Array): Buffer {
  const lock = lockOf(w);
  if (content === undefined) copyFileSync(join(w.repo, '.git', 'index'), lock);
  else writeFileSync(lock, content);
  const when = new Date(Date.now() - ageMs);
  utimesSync(lock, when, when);
  return readFileSync(lock);
}

const HOUR = 60 * 60 * 1000;

describe('a stale index.lock', () => {
  it('is moved aside when old, unowned and complete; content kept byte for byte; add then succeeds', async () => {
    const w = ws();
    const bytes = makeLock(w, HOUR);
    const now = new Date(Date.UTC(2030, 0, 2, 3, 4, 5));
    const git = await openGuardedGit({ repo: w.repo, workspaceRoot: w.root, now: () => now });
    const result = await git.add(['src/app.ts']);
    expect(result.movedAsideLock).toBeDefined();
    const aside = result.movedAsideLock ?? '';
    expect(dirname(aside)).toBe(join(w.repo, '.git'));
    expect(basename(aside)).toMatch(/^index\.lock\.stale-20300102T030405Z-[0-9a-f]{8}$/);
    expect(readFileSync(aside).equals(bytes)).toBe(true);
    expect(existsSync(lockOf(w))).toBe(false);
    expect(w.git('diff', '--cached', '--name-only').trim()).toBe('src/app.ts');
  });

  it('is moved aside before a commit too, and the commit lands', async () => {
    const w = ws();
    w.git('add', 'src/app.ts');
    const bytes = makeLock(w, HOUR);
    const git = await openGuardedGit({ repo: w.repo, workspaceRoot: w.root });
    const { commit, movedAsideLock } = await git.commit('with a stale lock');
    expect(readFileSync(movedAsideLock ?? '').equals(bytes)).toBe(true);
    expect(w.git('rev-parse', 'HEAD').trim()).toBe(commit);
  });

  it('uses a 10-minute threshold by default: 5 minutes old is fresh, 11 minutes is stale', async () => {
    const w = ws();
    const bytes = makeLock(w, 5 * 60 * 1000);
    const git = await openGuardedGit({ repo: w.repo, workspaceRoot: w.root });
    await expect(git.add(['src/app.ts'])).rejects.toMatchObject({
      code: 'IndexLocked',
      details: { condition: 'fresh' },
    });
    expect(readFileSync(lockOf(w)).equals(bytes)).toBe(true);
    makeLock(w, 11 * 60 * 1000);
    await expect(git.add(['src/app.ts'])).resolves.toHaveProperty('movedAsideLock');
  });

  it('refuses a fresh lock (IndexLocked, fresh) for add and commit, and leaves it untouched', async () => {
    const w = ws();
    const bytes = makeLock(w, 0);
    const git = await openGuardedGit({ repo: w.repo, workspaceRoot: w.root });
    await expect(git.add(['src/app.ts'])).rejects.toMatchObject({
      code: 'IndexLocked',
      details: { condition: 'fresh' },
    });
    await expect(git.commit('x')).rejects.toMatchObject({
      code: 'IndexLocked',
      details: { condition: 'fresh' },
    });
    expect(readFileSync(lockOf(w)).equals(bytes)).toBe(true);
    // Reading commands take no lock and keep working.
    await expect(git.status()).resolves.toHaveProperty('text');
  });

  it('refuses an old lock that a process holds open (IndexLocked, owned)', async () => {
    const w = ws();
    const bytes = makeLock(w, HOUR);
    const fd = openSync(lockOf(w), 'r');
    const holder = spawn('sleep', ['30'], { stdio: ['ignore', fd, 'ignore'] });
    try {
      await new Promise((resolve, reject) => holder.once('spawn', resolve).once('error', reject));
      closeSync(fd);
      const git = await openGuardedGit({ repo: w.repo, workspaceRoot: w.root });
      await expect(git.add(['src/app.ts'])).rejects.toMatchObject({
        code: 'IndexLocked',
        details: { condition: 'owned' },
      });
      expect(readFileSync(lockOf(w)).equals(bytes)).toBe(true);
    } finally {
      holder.kill();
    }
  });

  it.each([
    ['empty', () => new Uint8Array()],
    [
      'garbage',
      () => Buffer.from('not an index at all, but long enough to have a header and a trailer'),
    ],
    ['truncated', (index: Buffer) => index.subarray(0, index.length - 1)],
    [
      'with a wrong checksum',
      (index: Buffer) =>
        Buffer.concat([index.subarray(0, -1), Buffer.from([(index.at(-1) ?? 0) ^ 1])]),
    ],
  ])(
    'refuses an old lock that is %s (IndexLocked, unparseable), untouched',
    async (_what, content) => {
      const w = ws();
      const bytes = makeLock(w, HOUR, content(readFileSync(join(w.repo, '.git', 'index'))));
      const git = await openGuardedGit({ repo: w.repo, workspaceRoot: w.root });
      await expect(git.add(['src/app.ts'])).rejects.toMatchObject({
        code: 'IndexLocked',
        details: { condition: 'unparseable' },
      });
      expect(readFileSync(lockOf(w)).equals(bytes)).toBe(true);
      expect(
        readdirSync(join(w.repo, '.git')).filter((name) => name.startsWith('index.lock.')),
      ).toEqual([]);
    },
  );

  it('refuses an old lock that is a directory (IndexLocked, unparseable)', async () => {
    const w = ws();
    mkdirSync(lockOf(w));
    const git = await openGuardedGit({ repo: w.repo, workspaceRoot: w.root, staleLockMs: 0 });
    await expect(git.add(['src/app.ts'])).rejects.toMatchObject({
      code: 'IndexLocked',
      details: { condition: 'unparseable' },
    });
  });

  it('treats the lock as owned when the process list cannot be read or does not list us', async () => {
    const w = ws();
    const bytes = makeLock(w, HOUR);
    const empty = mkdtempSync(join(tmpdir(), 'pp-proc-'));
    for (const procDir of [join(w.outside, 'no-proc'), empty]) {
      const git = await openGuardedGit({ repo: w.repo, workspaceRoot: w.root, procDir });
      await expect(git.add(['src/app.ts'])).rejects.toMatchObject({
        code: 'IndexLocked',
        details: { condition: 'owned' },
      });
    }
    expect(readFileSync(lockOf(w)).equals(bytes)).toBe(true);
  });
});

describe('checkIndexFile', () => {
  it('accepts indexes git wrote: versions 2 and 4, SHA-1 and SHA-256 repositories', () => {
    const w = ws();
    expect(checkIndexFile(readFileSync(join(w.repo, '.git', 'index')))).toEqual({ complete: true });
    w.git('update-index', '--index-version', '4');
    const v4 = readFileSync(join(w.repo, '.git', 'index'));
    expect(v4.readUInt32BE(4)).toBe(4);
    expect(checkIndexFile(v4)).toEqual({ complete: true });
    const sha256 = join(w.outside, 'sha256');
    mkdirSync(sha256);
    plainGit(sha256, 'init', '-q', '--object-format=sha256');
    writeFileSync(join(sha256, 'a.txt'), 'a\n');
    plainGit(sha256, 'add', 'a.txt');
    expect(checkIndexFile(readFileSync(join(sha256, '.git', 'index')))).toEqual({ complete: true });
  });

  it('refuses a version git does not write, even with a valid checksum', () => {
    const w = ws();
    const index = Buffer.from(readFileSync(join(w.repo, '.git', 'index')));
    index.writeUInt32BE(5, 4);
    createHash('sha1')
      .update(index.subarray(0, -20))
      .digest()
      .copy(index, index.length - 20);
    expect(checkIndexFile(index)).toMatchObject({ complete: false });
  });
});
