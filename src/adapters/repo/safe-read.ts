/**
 * Reading one file of a live folder without ever leaving it: the path must be clean and
 * relative (no `..`, no `.git`), no folder on the way may be a symlink (each is lstat'ed), the
 * file is opened with O_NOFOLLOW and must be a regular file, and no more than a limit is read.
 * The snapshot's reader (open-repository.ts) and the MCP server's read_file share these steps.
 */
import { constants } from 'node:fs';
import { type FileHandle, lstat, open } from 'node:fs/promises';
import { join } from 'node:path';
import { SnapshotError } from '../../core/errors.js';
import { limitExceeded } from './options.js';

const OPEN_FLAGS = constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK;

/**
 * `.git` in any case (`.GIT`, `.Git`): never a path a caller may name (read_file,
 * guarded git's pathspecs). A snapshot skips only `.git` itself and refuses the other
 * spellings, as Git does (core/snapshot/git-names.ts).
 */
export function isDotGit(name: string): boolean {
  return name.length === 4 && name.toLowerCase() === '.git';
}

/** Splits a repository path, refusing anything that could name a place outside the root. */
export function checkRelative(path: string): string[] {
  const parts = path.split('/');
  const bad =
    path.length === 0 ||
    parts.some((p) => p === '' || p === '.' || p === '..' || p.includes('\0') || isDotGit(p));
  if (bad)
    throw escapes(
      path,
      `${JSON.stringify(path)} is not a clean relative path inside the repository`,
    );
  return parts;
}

/**
 * Checks the folders on the way to `path` (given as `parts`): a symlink is refused; resolves
 * to false when one is missing or not a folder (the file cannot be there).
 */
export async function foldersPresent(
  root: string,
  path: string,
  parts: readonly string[],
): Promise<boolean> {
  for (let i = 1; i < parts.length; i += 1) {
    const parent = parts.slice(0, i).join('/');
    const stats = await lstat(join(root, parent)).catch(() => undefined);
    if (stats?.isSymbolicLink()) throw escapes(path, `${parent} is a symlink`);
    if (stats === undefined || !stats.isDirectory()) return false;
  }
  return true;
}

/**
 * The bytes of the regular file at `path` (the folders on the way already checked), or null
 * when it does not exist. A symlink is PathEscapesRoot, anything else but a regular file
 * UnsupportedFileType, a file over `maxBytes` InventoryTooLarge.
 */
export async function readRegularFile(
  root: string,
  path: string,
  maxBytes: number,
): Promise<Buffer | null> {
  let handle: FileHandle;
  try {
    handle = await open(join(root, path), OPEN_FLAGS);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ELOOP') throw escapes(path, `${path} is a symlink`);
    if (code === 'ENOENT' || code === 'ENOTDIR') return null;
    throw error;
  }
  try {
    const stats = await handle.stat();
    if (!stats.isFile())
      throw new SnapshotError('UnsupportedFileType', `${path} is not a regular file`, {
        location: { path },
      });
    if (stats.size > maxBytes)
      throw limitExceeded('maxFileBytes', maxBytes, `${path} has ${stats.size} bytes`, path);
    return await readBounded(handle, maxBytes);
  } finally {
    await handle.close();
  }
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
    if (total > limit)
      throw limitExceeded(
        'maxFileBytes',
        limit,
        `the file grew past ${limit} bytes while being read`,
      );
  }
  return Buffer.concat(chunks, total);
}

/** PathEscapesRoot: a read that would leave the root, or read through a link. */
export function escapes(path: string, why: string): SnapshotError {
  return new SnapshotError(
    'PathEscapesRoot',
    `refusing to read ${JSON.stringify(path)}: ${why}; only regular files inside the repository are read`,
    {
      location: { path },
    },
  );
}
