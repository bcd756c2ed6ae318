/**
 * Reads one path of a tree into an inventory entry: its type and mode, and the object id of
 * its content. Synchronous on purpose: it runs inside hashing threads (see entry-pool.ts),
 * where a blocking syscall costs a few microseconds and an async one costs a thread-pool hop.
 *
 * Every path is relative to `root` and is never allowed to reach outside it: each parent
 * folder must be a real directory (not a symlink), and the file itself is opened with
 * O_NOFOLLOW, then checked to be the very inode that lstat saw.
 */
import { closeSync, constants, fstatSync, lstatSync, openSync, readSync, readlinkSync, type Stats } from 'node:fs';
import { join } from 'node:path';
import type { IHasher } from 'hash-wasm';
import type { SnapshotCode } from '../../core/errors.js';
import type { FileMode } from '../../core/snapshot/inventory.js';
import { blobHeader } from '../../core/snapshot/tree.js';
import { limitExceeded } from './options.js';

/** What one path turned out to be. Plain data: it crosses the thread boundary. */
export type EntryResult =
  | { readonly kind: 'entry'; readonly path: string; readonly mode: FileMode; readonly size: number; readonly id: Uint8Array }
  /** Not there, or a parent is not a real directory: Git would record the path as deleted. */
  | { readonly kind: 'absent'; readonly path: string }
  | { readonly kind: 'directory'; readonly path: string }
  | { readonly kind: 'refused'; readonly path: string; readonly code: SnapshotCode; readonly message: string }
  /** An unexpected system error (permission denied, I/O error), passed on as it is. */
  | { readonly kind: 'failed'; readonly path: string; readonly errno: string | undefined; readonly message: string };

// O_NONBLOCK: if a FIFO replaced the file after lstat, open must not hang waiting for a writer.
const OPEN_FLAGS = constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK;
const CHUNK_BYTES = 4 * 1024 * 1024;
const OWNER_EXECUTE = 0o100;

/** Sync reader of entries under one root; one per thread, it reuses its hasher and buffer. */
export class EntryReader {
  private readonly buffer = Buffer.allocUnsafe(CHUNK_BYTES);
  /** Parent folder → whether it is a real directory; folders are shared by many files. */
  private readonly directories = new Map<string, boolean>();

  constructor(
    private readonly root: string,
    private readonly hasher: IHasher,
    private readonly maxFileBytes: number,
  ) {}

  /** Reads `path` (relative, `/`-separated, already checked to be clean). Never throws. */
  read(path: string): EntryResult {
    try {
      return this.readUnchecked(path);
    } catch (error) {
      const errno = (error as NodeJS.ErrnoException).code;
      if (errno === 'ENOENT' || errno === 'ENOTDIR') return { kind: 'absent', path };
      return { kind: 'failed', path, errno, message: error instanceof Error ? error.message : String(error) };
    }
  }

  private readUnchecked(path: string): EntryResult {
    if (!this.parentsAreDirectories(path)) return { kind: 'absent', path };
    const absolute = join(this.root, path);
    const stats = lstatSync(absolute, { throwIfNoEntry: false });
    if (stats === undefined) return { kind: 'absent', path };
    if (stats.isSymbolicLink()) {
      // Git stores a symlink as a blob of its target's raw bytes; never follow it.
      const target = readlinkSync(absolute, { encoding: 'buffer' });
      return { kind: 'entry', path, mode: '120000', size: target.length, id: this.hashWhole(target) };
    }
    if (stats.isDirectory()) return { kind: 'directory', path };
    if (!stats.isFile()) {
      return { kind: 'refused', path, code: 'UnsupportedFileType', message: `${path} is ${describe(stats)}; a snapshot holds only files and symlinks: remove it or ignore it` };
    }
    if (stats.size > this.maxFileBytes) return tooBig(path, stats.size, this.maxFileBytes);
    const mode: FileMode = (stats.mode & OWNER_EXECUTE) !== 0 ? '100755' : '100644';
    const fd = openSync(absolute, OPEN_FLAGS);
    try {
      const opened = fstatSync(fd);
      if (!opened.isFile() || opened.ino !== stats.ino || opened.dev !== stats.dev) return changed(path);
      if (opened.size > this.maxFileBytes) return tooBig(path, opened.size, this.maxFileBytes);
      return this.hashOpenFile(fd, path, mode, opened.size);
    } finally {
      closeSync(fd);
    }
  }

  /**
   * Hashes the first `expected` bytes (fstat's size): the header needs the length before the
   * content. Bytes appended after fstat are not seen; a file that shrank while being read has
   * no single identity and is reported, not guessed at.
   */
  private hashOpenFile(fd: number, path: string, mode: FileMode, expected: number): EntryResult {
    if (expected <= this.buffer.length) {
      // The common case: one read of exactly the file, no extra read to see end of file.
      const n = readFull(fd, this.buffer, expected);
      if (n !== expected) return changed(path);
      return { kind: 'entry', path, mode, size: n, id: this.hashWhole(this.buffer.subarray(0, n)) };
    }
    const hasher = this.hasher.init();
    hasher.update(blobHeader(expected));
    for (let total = 0; total < expected; ) {
      const n = readFull(fd, this.buffer, Math.min(this.buffer.length, expected - total));
      if (n === 0) return changed(path);
      hasher.update(this.buffer.subarray(0, n));
      total += n;
    }
    return { kind: 'entry', path, mode, size: expected, id: hasher.digest('binary') };
  }

  private hashWhole(bytes: Uint8Array): Uint8Array {
    return this.hasher.init().update(blobHeader(bytes.length)).update(bytes).digest('binary');
  }

  private parentsAreDirectories(path: string): boolean {
    for (let i = path.indexOf('/'); i !== -1; i = path.indexOf('/', i + 1)) {
      const parent = path.slice(0, i);
      let real = this.directories.get(parent);
      if (real === undefined) {
        const stats = lstatSync(join(this.root, parent), { throwIfNoEntry: false });
        real = stats !== undefined && stats.isDirectory();
        this.directories.set(parent, real);
      }
      if (!real) return false;
    }
    return true;
  }
}

/** Reads until `length` bytes or end of file; short reads are normal for pipes and NFS. */
function readFull(fd: number, buffer: Buffer, length: number): number {
  let total = 0;
  while (total < length) {
    const n = readSync(fd, buffer, total, length - total, null);
    if (n === 0) break;
    total += n;
  }
  return total;
}

function tooBig(path: string, size: number, limit: number): EntryResult {
  const { code, message } = limitExceeded('maxFileBytes', limit, `${path} has ${size} bytes`, path);
  return { kind: 'refused', path, code, message };
}

function changed(path: string): EntryResult {
  return { kind: 'failed', path, errno: undefined, message: `${path} changed while it was being read; snapshot a tree nothing is writing to` };
}

function describe(stats: Stats): string {
  if (stats.isFIFO()) return 'a FIFO (named pipe)';
  if (stats.isSocket()) return 'a socket';
  if (stats.isCharacterDevice() || stats.isBlockDevice()) return 'a device';
  return 'not a regular file';
}
