// The pure admission rules for uploaded tars (src/core/upload/tar-policy.ts): names that
// cannot be built with a real tar writer (NUL, invalid UTF-8) are checked here directly.
import { describe, expect, it } from 'vitest';
import { PatchProofError } from '../../src/core/errors.js';
import { compressionOf, entryPath, UploadPlan } from '../../src/core/upload/tar-policy.js';

function codeOf(work: () => unknown): string | undefined {
  try {
    work();
  } catch (error) {
    if (error instanceof PatchProofError) return error.code;
    throw error;
  }
  return undefined;
}

const LIMITS = { maxFiles: 10, maxFileBytes: 100, maxTotalBytes: 1000 };
const header = (
  name: string,
  type: string | null = 'file',
  extra: { size?: number; linkname?: string | null; mode?: number } = {},
) => ({ name, type, size: 0, mode: 0o644, linkname: null, ...extra });

describe('entryPath', () => {
  it.each([
    ['src/a.py', 'file', 'src/a.py'],
    ['./src/a.py', 'file', 'src/a.py'],
    ['src/', 'directory', 'src'],
    ['./', 'directory', null],
    ['.', 'directory', null],
  ])('%s (%s) is %s', (name, type, expected) => {
    expect(entryPath(name, type)).toBe(expected);
  });

  it.each([
    ['NUL', 'a\0b'],
    ['invalid UTF-8 (decoded as U+FFFD)', 'caf\ufffd.txt'],
    ['DEL', 'a\u007fb'],
    ['a newline', 'a\nb'],
    ['an absolute path', '/etc/passwd'],
    ['a trailing slash on a file', 'a/'],
    ['a . component', 'a/./b'],
    ['a second ./ prefix', '././a'],
    ['.git itself', '.git'],
    ['an empty name', ''],
  ])('refuses %s with InvalidUpload', (_why, name) => {
    expect(codeOf(() => entryPath(name, 'file'))).toBe('InvalidUpload');
  });
});

describe('UploadPlan', () => {
  it('refuses unknown and contiguous-file types, and symlinks without a target', () => {
    expect(codeOf(() => new UploadPlan(LIMITS).admit(header('x', null)))).toBe('InvalidUpload');
    expect(codeOf(() => new UploadPlan(LIMITS).admit(header('x', 'contiguous-file')))).toBe(
      'InvalidUpload',
    );
    expect(
      codeOf(() => new UploadPlan(LIMITS).admit(header('x', 'symlink', { linkname: '' }))),
    ).toBe('InvalidUpload');
    expect(
      codeOf(() => new UploadPlan(LIMITS).admit(header('x', 'file', { size: Number.NaN }))),
    ).toBe('InvalidUpload');
  });

  it('makes missing parents once, and an explicit folder after them writes nothing', () => {
    const plan = new UploadPlan(LIMITS);
    expect(plan.admit(header('a/b/c.txt', 'file', { size: 3, mode: 0o700 }))).toEqual({
      kind: 'file',
      path: 'a/b/c.txt',
      executable: true,
      size: 3,
      parents: ['a', 'a/b'],
    });
    expect(plan.admit(header('a/b/', 'directory'))).toEqual({ kind: 'nothing' });
    expect(plan.admit(header('a/d.txt'))).toMatchObject({ kind: 'file', parents: [] });
    expect(codeOf(() => plan.admit(header('a/b/', 'directory')))).toBe('InvalidUpload');
    expect([plan.files, plan.bytes]).toEqual([2, 3]);
  });
});

describe('compressionOf', () => {
  it('names gzip, bzip2, xz and zstd by their magic bytes, and nothing for a tar', () => {
    expect(compressionOf(new Uint8Array([0x1f, 0x8b, 8]))).toBe('gzip');
    expect(compressionOf(new TextEncoder().encode('BZh91AY&SY\x00'))).toBe('bzip2');
    expect(compressionOf(new TextEncoder().encode('BZh-notes.txt\0'))).toBeUndefined();
    expect(compressionOf(new Uint8Array([0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00]))).toBe('xz');
    expect(compressionOf(new Uint8Array([0x28, 0xb5, 0x2f, 0xfd]))).toBe('zstd');
    expect(compressionOf(new TextEncoder().encode('src/main.py\0'))).toBeUndefined();
    expect(compressionOf(new Uint8Array(0))).toBeUndefined();
  });
});
