// The extraction of uploaded repository tars (src/adapters/upload/extract-tar.ts) against
// hostile archives built here with tar-stream: each is refused with InvalidUpload, and
// nothing is written outside the extraction folder — not beside it, not in the folder a
// symlink points at. A well-formed tar extracts to the tree it was made from.
import {
  lstat,
  mkdir,
  mkdtemp,
  readdir,
  readlink,
  rm,
  stat,
  symlink,
  writeFile,
} from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readSnapshot } from '../../src/adapters/repo/index.js';
import { extractTar } from '../../src/adapters/upload/extract-tar.js';
import { PatchProofError } from '../../src/core/errors.js';
import { buildTar, type TarEntry, withDeclaredSize } from '../support/tar.js';

let parent: string;
let outside: string;
let into: string;

beforeEach(async () => {
  parent = await mkdtemp(join(tmpdir(), 'pp-extract-'));
  outside = await mkdtemp(join(tmpdir(), 'pp-outside-'));
  into = join(parent, 'tree');
});
afterEach(async () => {
  await rm(parent, { recursive: true, force: true });
  await rm(outside, { recursive: true, force: true });
});

async function refusal(archive: Uint8Array, limits = {}): Promise<PatchProofError> {
  const error = await extractTar(archive, into, limits).then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof PatchProofError))
    throw new Error(`expected a refusal, got ${String(error)}`);
  return error;
}

/** Nothing beside the extraction folder, nothing where the symlinks point. */
async function expectNothingOutside(): Promise<void> {
  expect((await readdir(parent)).filter((name) => !name.startsWith('tree'))).toEqual([]);
  expect(await readdir(outside)).toEqual([]);
}

const file = (name: string, content = 'x\n'): TarEntry => ({ name, content });

describe('extractTar refuses hostile tars with InvalidUpload, writing nothing outside', () => {
  const cases: Array<[string, () => TarEntry[]]> = [
    ['an absolute path', () => [file('ok.txt'), file(`${outside}/pwned`)]],
    ['a ../ path', () => [file('ok.txt'), file('../escaped')]],
    ['a .. inside the path', () => [file('a/../../escaped')]],
    ['an empty component', () => [file('a//b')]],
    ['a backslash', () => [file('a\\..\\escaped')]],
    ['a control character', () => [file('a\u0007b')]],
    [
      'a symlink, then a file written through it',
      () => [{ name: 'link', type: 'symlink', linkname: outside }, file('link/pwned')],
    ],
    [
      'a symlink, then a folder through it',
      () => [
        { name: 'link', type: 'symlink', linkname: outside },
        { name: 'link/sub/', type: 'directory' },
      ],
    ],
    [
      'a symlink, then a file at its path',
      () => [{ name: 'link', type: 'symlink', linkname: outside }, file('link')],
    ],
    [
      'a hard link',
      () => [file('target.txt'), { name: 'hard', type: 'link', linkname: 'target.txt' }],
    ],
    ['a character device', () => [{ name: 'null', type: 'character-device' }]],
    ['a block device', () => [{ name: 'disk', type: 'block-device' }]],
    ['a FIFO', () => [{ name: 'pipe', type: 'fifo' }]],
    ['a duplicate file', () => [file('same.txt', 'one\n'), file('same.txt', 'two\n')]],
    [
      'a duplicate folder',
      () => [
        { name: 'd/', type: 'directory' },
        { name: 'd/', type: 'directory' },
      ],
    ],
    ['a file under a file', () => [file('a'), file('a/b')]],
    [
      'an entry inside .git',
      () => [file('ok.txt'), file('.git/config', '[core]\n\tfsmonitor = evil\n')],
    ],
    ['an entry inside .GIT of a subfolder', () => [file('sub/.GIT/hooks/post-checkout')]],
  ];
  it.each(cases)('%s', async (_name, entries) => {
    const error = await refusal(await buildTar(entries()));
    expect(error.code).toBe('InvalidUpload');
    await expectNothingOutside();
  });

  it('a symlink whose target is outside is written as a symlink, never followed', async () => {
    await extractTar(
      await buildTar([file('ok.txt'), { name: 'link', type: 'symlink', linkname: outside }]),
      into,
    );
    expect((await lstat(join(into, 'link'))).isSymbolicLink()).toBe(true);
    expect(await readlink(join(into, 'link'))).toBe(outside);
    await expectNothingOutside();
  });

  it('a declared size over the per-file limit, before any byte of it is read', async () => {
    const tar = withDeclaredSize(await buildTar([file('big.bin', 'small')]), 0, 600 * 1024 * 1024);
    const error = await refusal(tar);
    expect([error.code, error.details['limit']]).toEqual(['InvalidUpload', 'maxFileBytes']);
    await expectNothingOutside();
  });

  it('a declared size larger than the tar (truncated data)', async () => {
    const tar = withDeclaredSize(await buildTar([file('a.txt', 'abc')]), 0, 64 * 1024);
    expect((await refusal(tar)).code).toBe('InvalidUpload');
  });

  it('a tar cut short in the middle of a file', async () => {
    const whole = await buildTar([file('a.txt', 'a'.repeat(2000)), file('b.txt')]);
    expect((await refusal(whole.subarray(0, 512 + 1000))).code).toBe('InvalidUpload');
  });

  it('a corrupt header (bad checksum)', async () => {
    const tar = await buildTar([file('a.txt')]);
    tar[10] = 0x41;
    expect((await refusal(tar)).code).toBe('InvalidUpload');
  });

  it('a gzip-compressed tar, saying to send it uncompressed', async () => {
    const error = await refusal(new Uint8Array(gzipSync(await buildTar([file('a.txt')]))));
    expect([error.code, error.details['compression']]).toEqual(['InvalidUpload', 'gzip']);
    await expect(stat(into)).rejects.toThrow(); // refused before the folder was made
  });

  it('an empty tar', async () => {
    expect((await refusal(await buildTar([]))).code).toBe('InvalidUpload');
    into = join(parent, 'tree-2');
    expect((await refusal(new Uint8Array(0))).code).toBe('InvalidUpload');
  });

  it.each([
    ['maxFiles', { maxFiles: 2 }, [file('a'), file('b'), file('c')]],
    [
      'maxFiles',
      { maxFiles: 2 },
      [file('a'), file('b'), { name: 'l', type: 'symlink', linkname: 'a' }],
    ],
    ['maxFileBytes', { maxFileBytes: 4 }, [file('a', '12345')]],
    ['maxTotalBytes', { maxTotalBytes: 8 }, [file('a', '12345'), file('b', '12345')]],
  ] as const)('more than the snapshot limit %s', async (limit, limits, entries) => {
    const error = await refusal(await buildTar(entries), limits);
    expect([error.code, error.details['limit']]).toEqual(['InvalidUpload', limit]);
  });

  it('an existing folder as the destination (extraction never merges into one)', async () => {
    await mkdir(into);
    await expect(extractTar(await buildTar([file('a')]), into)).rejects.toMatchObject({
      code: 'EEXIST',
    });
  });
});

describe('extractTar writes the tree a well-formed tar holds', () => {
  it('files (modes from any execute bit), folders, symlinks, ./ prefixes, implicit parents', async () => {
    const tar = await buildTar([
      { name: './', type: 'directory' },
      { name: './src/', type: 'directory' },
      file('./src/main.py', 'print(1)\n'),
      { name: 'bin/run.sh', content: '#!/bin/sh\n', mode: 0o750 },
      { name: 'bin/group-exec', content: 'x', mode: 0o610 },
      { name: 'deep/er/still/file.txt', content: 'deep\n' },
      { name: 'deep/er/', type: 'directory' },
      { name: 'docs/link.md', type: 'symlink', linkname: '../src/main.py' },
      { name: 'empty/', type: 'directory' },
    ]);
    expect(await extractTar(tar, into)).toEqual({
      files: 5,
      bytes: 9 + 10 + 1 + 5 + '../src/main.py'.length,
    });
    expect((await stat(join(into, 'bin/run.sh'))).mode & 0o777).toBe(0o755);
    expect((await stat(join(into, 'bin/group-exec'))).mode & 0o777).toBe(0o755);
    expect((await stat(join(into, 'src/main.py'))).mode & 0o777).toBe(0o644);

    // The same tree written directly on disk has the same snapshot.
    const direct = join(parent, 'direct');
    await mkdir(join(direct, 'src'), { recursive: true });
    await mkdir(join(direct, 'bin'));
    await mkdir(join(direct, 'deep/er/still'), { recursive: true });
    await mkdir(join(direct, 'docs'));
    await writeFile(join(direct, 'src/main.py'), 'print(1)\n', { mode: 0o644 });
    await writeFile(join(direct, 'bin/run.sh'), '#!/bin/sh\n', { mode: 0o755 });
    await writeFile(join(direct, 'bin/group-exec'), 'x', { mode: 0o755 });
    await writeFile(join(direct, 'deep/er/still/file.txt'), 'deep\n', { mode: 0o644 });
    await symlink('../src/main.py', join(direct, 'docs/link.md'));
    const [fromTar, fromDisk] = await Promise.all([
      readSnapshot(into, { plainFolder: true }),
      readSnapshot(direct, { plainFolder: true }),
    ]);
    expect(fromTar.id).toBe(fromDisk.id);
  });
});
