/**
 * Reads one path of a tree into an inventory entry: its type and mode, and the object id of
 * its content. Synchronous on purpose: it runs inside hashing threads (see entry-pool.ts),
 * where a blocking syscall costs a few microseconds and an async one costs a thread-pool hop.
 *
 * Every path is relative to `root` and is never allowed to reach outside it: each parent
 * folder must be a real directory (not a symlink), the file itself is opened with
 * O_NOFOLLOW, then checked to be the very inode that lstat saw, and what was opened must be
 * under the root by the kernel's own name for it (confinement.ts). A path the folder walk listed
 * as a regular file skips that lstat: it is opened (O_NOFOLLOW, O_NONBLOCK) and its fstat
 * decides, and anything but a regular file there is read again by the lstat route, so the
 * result is the same either way and only a regular file is ever opened on purpose.
 */
import {
  closeSync,
  constants,
  fstatSync,
  lstatSync,
  openSync,
  readSync,
  type Stats,
} from 'node:fs';
import { join } from 'node:path';
import { Confinement } from './confinement.js';
import type { ObjectHasher } from './hashers.js';
import type { SnapshotCode } from '../../core/errors.js';
import type { FileMode } from '../../core/snapshot/inventory.js';
import { blobHeader, writeBlobHeader } from '../../core/snapshot/encoding.js';
import { limitExceeded } from './options.js';

/** What one path turned out to be. Plain data: it crosses the thread boundary. */
export type EntryResult =
  | {
      readonly kind: 'entry';
      readonly path: string;
      readonly mode: FileMode;
      readonly size: number;
      readonly id: Uint8Array;
    }
  /** Not there, or a parent is not a real directory: Git would record the path as deleted. */
  | { readonly kind: 'absent'; readonly path: string }
  | { readonly kind: 'directory'; readonly path: string }
  | {
      readonly kind: 'refused';
      readonly path: string;
      readonly code: SnapshotCode;
      readonly message: string;
    }
  /** An unexpected system error (permission denied, I/O error), passed on as it is. */
  | {
      readonly kind: 'failed';
      readonly path: string;
      readonly errno: string | undefined;
      readonly message: string;
    };

// O_NONBLOCK: if a FIFO replaced the file after lstat, open must not hang waiting for a writer.
// O_NOCTTY: a terminal swapped in after the listing never becomes the controlling terminal.
const OPEN_FLAGS =
  constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK | constants.O_NOCTTY;
const CHUNK_BYTES = 4 * 1024 * 1024;
/** Room for the longest blob header (`blob ` + 16 digits + NUL) before the content. */
const HEADER_ROOM = 32;
const OWNER_EXECUTE = 0o100;

/** Sync reader of entries under one root; one per thread, it reuses its hasher and buffer. */
export class EntryReader {
  private readonly buffer = Buffer.allocUnsafe(HEADER_ROOM + CHUNK_BYTES);
  /** Parent folder → whether it is a real directory; folders are shared by many files. */
  private readonly directories = new Map<string, boolean>();
  /** Whether what was opened is really under the root (confinement.ts). */
  private readonly confinement: Confinement;

  constructor(
    private readonly root: string,
    private readonly hasher: ObjectHasher,
    private readonly maxFileBytes: number,
  ) {
    this.confinement = new Confinement(root);
  }

  /**
   * Reads `path` (relative, `/`-separated, already checked to be clean). `listedAsFile` says
   * the folder listing (a dirent) saw a regular file there. Never throws.
   */
  read(path: string, listedAsFile = false): EntryResult {
    try {
      return (listedAsFile ? this.readListedFile(path) : undefined) ?? this.readUnchecked(path);
    } catch (error) {
      const errno = (error as NodeJS.ErrnoException).code;
      if (errno === 'ENOENT' || errno === 'ENOTDIR') return { kind: 'absent', path };
      return {
        kind: 'failed',
        path,
        errno,
        message: error instanceof Error ? error.message : String(error),
      };
    }
  }

  /**
   * The route for a path listed as a regular file: open, fstat, read (no lstat). Undefined
   * when it is no longer a regular file, for the lstat route to say what it is now.
   */
  private readListedFile(path: string): EntryResult | undefined {
    if (!this.parentsAreDirectories(path)) return { kind: 'absent', path };
    let fd: number;
    try {
      fd = openSync(join(this.root, path), OPEN_FLAGS);
    } catch {
      // No longer a file that opens: a symlink now (ELOOP), gone, or a socket or device node
      // (ENXIO). The lstat route says what it is, and refuses what is neither file nor link.
      return undefined;
    }
    try {
      const opened = fstatSync(fd);
      if (!opened.isFile()) return undefined;
      if (!this.confinement.isInside(fd, path)) return changed(path);
      if (opened.size > this.maxFileBytes) return tooBig(path, opened.size, this.maxFileBytes);
      return this.hashOpenFile(fd, path, fileMode(opened), opened);
    } finally {
      closeSync(fd);
    }
  }

  /**
   * The careful route: lstat says what the path is. Nothing about it is reported (its type,
   * its size) before it is known to be in the tree: a file is opened and its fd checked, a
   * symlink is read through its checked folder, and anything else has its folders checked.
   */
  private readUnchecked(path: string): EntryResult {
    if (!this.parentsAreDirectories(path)) return { kind: 'absent', path };
    const absolute = join(this.root, path);
    const stats = lstatSync(absolute, { throwIfNoEntry: false });
    if (stats === undefined) return { kind: 'absent', path };
    if (stats.isSymbolicLink()) {
      // Git stores a symlink as a blob of its target's raw bytes; never follow it.
      const target = this.confinement.linkTarget(path);
      if (target === undefined) return changed(path);
      return {
        kind: 'entry',
        path,
        mode: '120000',
        size: target.length,
        id: this.hashWhole(target),
      };
    }
    if (!stats.isFile()) {
      if (!this.confinement.parentsAreDirectories(path)) return changed(path);
      if (stats.isDirectory()) return { kind: 'directory', path };
      return {
        kind: 'refused',
        path,
        code: 'UnsupportedFileType',
        message: `${path} is ${describe(stats)}; a snapshot holds only files and symlinks: remove it or ignore it`,
      };
    }
    const fd = openSync(absolute, OPEN_FLAGS);
    try {
      const opened = fstatSync(fd);
      if (!opened.isFile() || opened.ino !== stats.ino || opened.dev !== stats.dev)
        return changed(path);
      if (!this.confinement.isInside(fd, path)) return changed(path);
      if (opened.size > this.maxFileBytes) return tooBig(path, opened.size, this.maxFileBytes);
      return this.hashOpenFile(fd, path, fileMode(opened), opened);
    } finally {
      closeSync(fd);
    }
  }

  /**
   * Hashes the first `opened.size` bytes (fstat's size): the header needs the length before
   * the content. A file that grew, shrank or was written to while being read (its size,
   * change or modification time moved by the fstat after) has no single identity and is
   * reported, not guessed at.
   */
  private hashOpenFile(fd: number, path: string, mode: FileMode, opened: Stats): EntryResult {
    const result = this.hashContent(fd, path, mode, opened.size);
    if (result.kind !== 'entry') return result;
    const after = fstatSync(fd);
    const same =
      after.size === opened.size &&
      after.mtimeMs === opened.mtimeMs &&
      after.ctimeMs === opened.ctimeMs;
    return same ? result : changed(path);
  }

  private hashContent(fd: number, path: string, mode: FileMode, expected: number): EntryResult {
    if (expected <= CHUNK_BYTES) {
      // The common case: the header, then one read of exactly the file right after it, hashed
      // in one call; no extra read to see end of file.
      const start = writeBlobHeader(this.buffer, expected);
      const n = readFull(fd, this.buffer, start, expected);
      if (n !== expected) return changed(path);
      const id = this.hasher
        .init()
        .update(this.buffer.subarray(0, start + n))
        .digest('binary');
      return { kind: 'entry', path, mode, size: n, id };
    }
    const hasher = this.hasher.init();
    hasher.update(blobHeader(expected));
    for (let total = 0; total < expected;) {
      const n = readFull(fd, this.buffer, 0, Math.min(CHUNK_BYTES, expected - total));
      if (n === 0) return changed(path);
      hasher.update(this.buffer.subarray(0, n));
      total += n;
    }
    return { kind: 'entry', path, mode, size: expected, id: hasher.digest('binary') };
  }

  private hashWhole(bytes: Uint8Array): Uint8Array {
    return this.hasher.init().update(blobHeader(bytes.length)).update(bytes).digest('binary');
  }

  /** Whether every folder on the way to `path` is a real directory (not a symlink). */
  private parentsAreDirectories(path: string): boolean {
    const last = path.lastIndexOf('/');
    if (last === -1) return true;
    // Most files share their folder with others: one lookup answers for all its ancestors.
    const known = this.directories.get(path.slice(0, last));
    if (known !== undefined) return known;
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
function readFull(fd: number, buffer: Buffer, offset: number, length: number): number {
  let total = 0;
  while (total < length) {
    const n = readSync(fd, buffer, offset + total, length - total, null);
    if (n === 0) break;
    total += n;
  }
  return total;
}

/** Git records only the owner's execute bit. */
function fileMode(stats: Stats): FileMode {
  return (stats.mode & OWNER_EXECUTE) !== 0 ? '100755' : '100644';
}

function tooBig(path: string, size: number, limit: number): EntryResult {
  const { code, message } = limitExceeded('maxFileBytes', limit, `${path} has ${size} bytes`, path);
  return { kind: 'refused', path, code, message };
}

function changed(path: string): EntryResult {
  return {
    kind: 'failed',
    path,
    errno: undefined,
    message: `${path} changed while it was being read; snapshot a tree nothing is writing to`,
  };
}

function describe(stats: Stats): string {
  if (stats.isFIFO()) return 'a FIFO (named pipe)';
  if (stats.isSocket()) return 'a socket';
  if (stats.isCharacterDevice() || stats.isBlockDevice()) return 'a device';
  return 'not a regular file';
}
