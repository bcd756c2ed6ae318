/**
 * A read-only view of a protected repository: its snapshot, and the bytes of its files for
 * the patch engine. Reads never leave the root: no `..`, no absolute paths, no symlink on the
 * way (each parent is lstat'ed, the file is opened with O_NOFOLLOW), and what is read must be
 * what the snapshot recorded, so a patch is never applied to content other than its base.
 */
import { constants } from 'node:fs';
import { type FileHandle, lstat, open } from 'node:fs/promises';
import { join } from 'node:path';
import { IntakeRefusal, SnapshotError } from '../../core/errors.js';
import type { RepositoryView } from '../../core/snapshot/repository-view.js';
import { blobHeader } from '../../core/snapshot/tree.js';
import { createObjectHasher } from './hashers.js';
import { limitExceeded, resolveOptions, type SnapshotOptions } from './options.js';
import { resolveRoot, snapshotOfRoot } from './read-snapshot.js';
import { isDotGit } from './walk.js';

/** The view, plus the real path of the folder it reads (for the adapters that copy it). */
export interface Repository extends RepositoryView {
  readonly root: string;
}

const OPEN_FLAGS = constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK;

/** Snapshots `dir` and returns a view that reads its files safely. */
export async function openRepository(dir: string, options?: SnapshotOptions): Promise<Repository> {
  const resolved = resolveOptions(options);
  const root = await resolveRoot(dir);
  const snapshot = await snapshotOfRoot(root, resolved);
  const hasher = await createObjectHasher(snapshot.algorithm);
  const { maxFileBytes } = resolved.limits;

  const readFile = async (path: string): Promise<Uint8Array> => {
    const parts = checkRelative(path);
    // Symlinks on the way are refused before anything else: whatever the snapshot says, a
    // read through one would leave the root.
    let parentsPresent = true;
    for (let i = 1; i < parts.length && parentsPresent; i += 1) {
      const parent = parts.slice(0, i).join('/');
      const stats = await lstat(join(root, parent)).catch(() => undefined);
      if (stats?.isSymbolicLink()) throw escapes(path, `${parent} is a symlink`);
      parentsPresent = stats !== undefined && stats.isDirectory();
    }
    const entry = snapshot.entries.get(path);
    if (entry === undefined) {
      throw new IntakeRefusal('FileMissing', `${path} is not a file of snapshot ${snapshot.id}`, { location: { path } });
    }
    if (entry.mode === '120000') throw escapes(path, `${path} is a symlink`);
    if (!parentsPresent) throw changedSince(path, snapshot.id);
    const handle = await open(join(root, path), OPEN_FLAGS).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ELOOP') throw escapes(path, `${path} is a symlink`);
      if (error.code === 'ENOENT' || error.code === 'ENOTDIR') throw changedSince(path, snapshot.id);
      throw error;
    });
    let bytes: Buffer;
    try {
      const stats = await handle.stat();
      if (!stats.isFile()) throw new SnapshotError('UnsupportedFileType', `${path} is not a regular file`, { location: { path } });
      if (stats.size > maxFileBytes) throw limitExceeded('maxFileBytes', maxFileBytes, `${path} has ${stats.size} bytes`, path);
      bytes = await readBounded(handle, maxFileBytes);
    } finally {
      await handle.close();
    }
    const id = hasher.init().update(blobHeader(bytes.length)).update(bytes).digest('binary');
    if (!Buffer.from(id).equals(entry.id)) throw changedSince(path, snapshot.id);
    return bytes;
  };

  return { root, snapshot, readFile };
}

/** Splits a repository path, refusing anything that could name a place outside the root. */
function checkRelative(path: string): string[] {
  const parts = path.split('/');
  const bad = path.length === 0 || parts.some((p) => p === '' || p === '.' || p === '..' || p.includes('\0') || isDotGit(p));
  if (bad) throw escapes(path, `${JSON.stringify(path)} is not a clean relative path inside the repository`);
  return parts;
}

/** Reads to end of file, but never more than `limit` bytes (the file may grow meanwhile). */
async function readBounded(handle: FileHandle, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  for (;;) {
    const chunk = Buffer.allocUnsafe(Math.min(1024 * 1024, limit + 1 - total));
    const { bytesRead } = await handle.read(chunk, 0, chunk.length, null);
    if (bytesRead === 0) break;
    total += bytesRead;
    chunks.push(chunk.subarray(0, bytesRead));
    if (total > limit) throw limitExceeded('maxFileBytes', limit, `the file grew past ${limit} bytes while being read`);
  }
  return Buffer.concat(chunks, total);
}

function escapes(path: string, why: string): SnapshotError {
  return new SnapshotError('PathEscapesRoot', `refusing to read ${JSON.stringify(path)}: ${why}; only regular files inside the repository are read`, {
    location: { path },
  });
}

function changedSince(path: string, id: string): IntakeRefusal {
  return new IntakeRefusal('BaseMismatch', `${path} changed after snapshot ${id} was taken; take a new snapshot and retry`, {
    location: { path },
  });
}
