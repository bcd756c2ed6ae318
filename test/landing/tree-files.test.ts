// Single-file writes of apply and rollback on a real folder: a new file never replaces one that
// appeared after the last check, a symlink is never written through, permission bits are set.
import { lstatSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { observe, writeTreeFile } from '../../src/adapters/landing/tree-files.js';

const root = mkdtempSync(join(tmpdir(), 'pp-tree-files-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const bytes = new TextEncoder().encode('new\n');

describe('writeTreeFile', () => {
  it('adds a file in new folders, with the umask’s bits, and leaves no temporary file', async () => {
    await writeTreeFile(root, 'a/b/new.txt', {
      bytes,
      executable: false,
      exclusive: true,
      temp: '.t0',
    });
    expect(readFileSync(join(root, 'a/b/new.txt'), 'utf8')).toBe('new\n');
    expect(await observe(root, 'a/b/.t0')).toEqual({ kind: 'absent' });
  });

  it('an add onto a file that appeared meanwhile is DriftDetected, and that file is untouched', async () => {
    writeFileSync(join(root, 'raced.txt'), 'theirs\n');
    await expect(
      writeTreeFile(root, 'raced.txt', { bytes, executable: false, exclusive: true, temp: '.t1' }),
    ).rejects.toMatchObject({ code: 'DriftDetected' });
    expect(readFileSync(join(root, 'raced.txt'), 'utf8')).toBe('theirs\n');
    expect(await observe(root, '.t1')).toEqual({ kind: 'absent' });
  });

  it('an update replaces the file with exactly the given permission bits', async () => {
    writeFileSync(join(root, 'up.txt'), 'old\n');
    await writeTreeFile(root, 'up.txt', { bytes, perm: 0o640, executable: false, temp: '.t2' });
    expect((lstatSync(join(root, 'up.txt')).mode & 0o7777).toString(8)).toBe('640');
  });

  it('never writes through or replaces a symlink at the target or on the way', async () => {
    writeFileSync(join(root, 'target.txt'), 'outside\n');
    symlinkSync(join(root, 'target.txt'), join(root, 'link.txt'));
    await expect(
      writeTreeFile(root, 'link.txt', { bytes, executable: false, temp: '.t3' }),
    ).rejects.toMatchObject({ code: 'DriftDetected' });
    symlinkSync(join(root, 'a'), join(root, 'dirlink'));
    await expect(
      writeTreeFile(root, 'dirlink/x.txt', { bytes, executable: false, temp: '.t4' }),
    ).rejects.toMatchObject({ code: 'DriftDetected' });
    expect(readFileSync(join(root, 'target.txt'), 'utf8')).toBe('outside\n');
    expect(lstatSync(join(root, 'link.txt')).isSymbolicLink()).toBe(true);
  });
});
