/** The safe report read on its own, against real files, links and FIFOs in a temp folder. */
import { execFileSync } from 'node:child_process';
import { linkSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readReportFile, splitInside } from '../../src/adapters/local/report-file.js';
import { makeWorkspace, removeWorkspaces, text } from './support.js';

afterAll(removeWorkspaces);

function refusedCode(read: Awaited<ReturnType<typeof readReportFile>>): string | undefined {
  return 'refused' in read ? read.refused.code : undefined;
}

describe('splitInside', () => {
  it.each([
    ['out/junit.xml', ['out', 'junit.xml']],
    ['./out//junit.xml', ['out', 'junit.xml']],
    ['', undefined],
    ['/etc/passwd', undefined],
    ['../x', undefined],
    ['out/../../x', undefined],
    ['out/..', undefined],
    ['.', undefined],
    ['a\0b', undefined],
  ])('%j -> %j', (input, expected) => {
    expect(splitInside(input)).toEqual(expected);
  });
});

describe('readReportFile', () => {
  it('reads a regular file inside the workspace', async () => {
    const root = makeWorkspace();
    mkdirSync(join(root, 'a', 'b'), { recursive: true });
    writeFileSync(join(root, 'a', 'b', 'r.xml'), '<ok/>');
    const read = await readReportFile(root, 'a/b/r.xml', 100);
    expect('bytes' in read && text(read.bytes)).toBe('<ok/>');
  });

  it('gives null for a missing file or folder', async () => {
    const root = makeWorkspace();
    expect(await readReportFile(root, 'nope/r.xml', 100)).toEqual({ bytes: null });
    expect(await readReportFile(root, 'r.xml', 100)).toEqual({ bytes: null });
  });

  it('accepts a file exactly at the cap and refuses one byte more', async () => {
    const root = makeWorkspace();
    writeFileSync(join(root, 'at.xml'), 'x'.repeat(100));
    writeFileSync(join(root, 'over.xml'), 'x'.repeat(101));
    const at = await readReportFile(root, 'at.xml', 100);
    expect('bytes' in at && at.bytes?.byteLength).toBe(100);
    expect(refusedCode(await readReportFile(root, 'over.xml', 100))).toBe('ReportRefused');
  });

  it('refuses a symlinked file even when it points inside the workspace', async () => {
    const root = makeWorkspace();
    writeFileSync(join(root, 'real.xml'), '<ok/>');
    symlinkSync('real.xml', join(root, 'r.xml'));
    expect(refusedCode(await readReportFile(root, 'r.xml', 100))).toBe('ReportRefused');
  });

  it('refuses a symlinked folder, a dangling symlink and a file used as a folder', async () => {
    const root = makeWorkspace();
    symlinkSync('/etc', join(root, 'etc'));
    symlinkSync('/nonexistent/target', join(root, 'dangling.xml'));
    writeFileSync(join(root, 'file'), 'x');
    expect(refusedCode(await readReportFile(root, 'etc/passwd', 1 << 20))).toBe('ReportRefused');
    expect(refusedCode(await readReportFile(root, 'dangling.xml', 100))).toBe('ReportRefused');
    expect(refusedCode(await readReportFile(root, 'file/r.xml', 100))).toBe('ReportRefused');
  });

  it('refuses a hard link to a file outside the workspace', async () => {
    const outside = makeWorkspace();
    const root = makeWorkspace();
    writeFileSync(join(outside, 'secret'), 'secret');
    linkSync(join(outside, 'secret'), join(root, 'r.xml'));
    expect(refusedCode(await readReportFile(root, 'r.xml', 100))).toBe('ReportRefused');
  });

  it('refuses a FIFO without blocking on it', async () => {
    const root = makeWorkspace();
    execFileSync('mkfifo', [join(root, 'r.xml')]);
    expect(refusedCode(await readReportFile(root, 'r.xml', 100))).toBe('ReportRefused');
  });

  it('refuses when the workspace root itself was replaced by a symlink', async () => {
    const parent = makeWorkspace();
    const real = makeWorkspace();
    writeFileSync(join(real, 'r.xml'), '<ok/>');
    symlinkSync(real, join(parent, 'ws'));
    expect(refusedCode(await readReportFile(join(parent, 'ws'), 'r.xml', 100))).toBe(
      'ReportRefused',
    );
  });
});
