/**
 * Reading and writing single files of a live working tree for apply and rollback. Nothing
 * is ever written through a symlink: every folder on the way must be a real folder, the
 * target is never a symlink (it is refused, not replaced), new content goes to a sibling
 * temporary file opened with O_EXCL|O_NOFOLLOW, is synced, given its permission bits, and
 * renamed over the target, so a reader sees the old file or the new one, never half of one.
 *
 * Limit: Node has no openat/renameat, so a folder swapped for a symlink between the check
 * and the rename is not caught here; the final snapshot check of the whole tree is.
 */
import { createHash } from 'node:crypto';
import { constants } from 'node:fs';
import { chmod, link, lstat, mkdir, open, rename, rm, rmdir, unlink } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { LandingError } from '../../core/errors.js';
import type { Observation } from '../../core/landing/rollback-plan.js';
import { syncFolder } from '../fs/index.js';

const READ_FLAGS = constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK;
const CREATE_FLAGS =
  constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW;

/** Hex SHA-256 of bytes (the journal's content hash). */
export function sha256Hex(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** An observation, with the bytes and owner of a regular file. */
export type Seen =
  | Exclude<Observation, { kind: 'file' }>
  | (Extract<Observation, { kind: 'file' }> & {
      readonly bytes: Uint8Array;
      readonly uid: number;
      readonly gid: number;
    });

/** What `path` holds now, with its bytes when it is a regular file. */
export async function observe(root: string, path: string): Promise<Seen> {
  if (!(await foldersAreReal(root, path))) return { kind: 'other' };
  let handle;
  try {
    handle = await open(join(root, path), READ_FLAGS);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return { kind: 'absent' };
    if (code === 'ELOOP' || code === 'EISDIR') return { kind: 'other' };
    throw error;
  }
  try {
    const info = await handle.stat();
    if (!info.isFile()) return { kind: 'other' };
    const bytes = new Uint8Array(await handle.readFile());
    return {
      kind: 'file',
      sha256: sha256Hex(bytes),
      perm: info.mode & 0o7777,
      bytes,
      uid: info.uid,
      gid: info.gid,
    };
  } finally {
    await handle.close();
  }
}

/** False when a folder on the way to `path` is missing-as-file, a symlink or not a folder. */
async function foldersAreReal(root: string, path: string): Promise<boolean> {
  const parts = path.split('/');
  for (let i = 1; i < parts.length; i += 1) {
    const info = await lstat(join(root, ...parts.slice(0, i))).catch(() => undefined);
    if (info === undefined) return true; // missing from here on: the file is absent
    if (!info.isDirectory()) return false;
  }
  return true;
}

export interface WriteRequest {
  readonly bytes: Uint8Array;
  /** Permission bits to set; undefined for a new file (0666 or 0777 less the umask, as git does). */
  readonly perm?: number;
  readonly executable: boolean;
  /** Owner to keep when running as root (an update must not hand the file to root). */
  readonly owner?: { readonly uid: number; readonly gid: number };
  /** A new file: it is linked into place, which fails on a file that appeared meanwhile, instead of renamed over it. */
  readonly exclusive?: boolean;
  /** The sibling temporary file's name. */
  readonly temp: string;
}

/**
 * Replaces (or creates) the regular file at `path` with `request.bytes`. Missing folders are
 * created one by one; a symlink or anything but a regular file at the target is DriftDetected.
 */
export async function writeTreeFile(
  root: string,
  path: string,
  request: WriteRequest,
): Promise<void> {
  const target = join(root, path);
  await makeFolders(root, path);
  const temp = join(dirname(target), request.temp);
  const handle = await open(temp, CREATE_FLAGS, request.executable ? 0o777 : 0o666);
  try {
    await handle.writeFile(request.bytes);
    // chown first: it clears the set-user-ID and set-group-ID bits that chmod then sets.
    if (request.owner && process.getuid?.() === 0)
      await handle.chown(request.owner.uid, request.owner.gid);
    if (request.perm !== undefined) await handle.chmod(request.perm);
    await handle.sync();
  } catch (error) {
    await handle.close();
    await rm(temp, { force: true });
    throw error;
  }
  await handle.close();
  const existing = await lstat(target).catch(() => undefined);
  if (existing && !existing.isFile()) {
    await rm(temp, { force: true });
    throw drift(
      path,
      'is no longer a regular file (a symlink or folder appeared); it was left alone',
    );
  }
  if (request.exclusive) {
    try {
      await link(temp, target);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      throw drift(path, 'appeared while the patch was adding it; it was left alone');
    } finally {
      await rm(temp, { force: true });
    }
  } else await rename(temp, target);
  await syncFolder(dirname(target));
}

/** Deletes the regular file at `path`, then folders left empty (as git does). */
export async function removeTreeFile(root: string, path: string): Promise<void> {
  const target = join(root, path);
  if (!(await foldersAreReal(root, path))) throw drift(path, 'has a symlink or file on its way');
  const info = await lstat(target).catch(() => undefined);
  if (info === undefined) return;
  if (!info.isFile()) throw drift(path, 'is no longer a regular file; it was left alone');
  await unlink(target);
  await syncFolder(dirname(target));
  await removeEmptyFolders(root, path);
}

/** Removes the folders of `path` that are empty, deepest first, never `root` itself. */
export async function removeEmptyFolders(root: string, path: string): Promise<void> {
  const parts = path.split('/');
  for (let i = parts.length - 1; i >= 1; i -= 1) {
    try {
      await rmdir(join(root, ...parts.slice(0, i)));
    } catch {
      return; // not empty (or not ours to remove): stop here
    }
  }
}

/** Gives an existing folder `perm` back (a rollback recreating a folder a delete removed); false when it is not a folder. */
export async function restoreFolderPerm(root: string, dir: string, perm: number): Promise<boolean> {
  const info = await lstat(join(root, dir)).catch(() => undefined);
  if (!info?.isDirectory()) return false;
  if ((info.mode & 0o7777) !== perm) await chmod(join(root, dir), perm);
  return true;
}

/** Removes a leftover temporary file of an interrupted write, if there is one. */
export async function removeTemp(root: string, path: string, temp: string): Promise<void> {
  const file = join(dirname(join(root, path)), temp);
  const info = await lstat(file).catch(() => undefined);
  if (info?.isFile()) await unlink(file);
}

async function makeFolders(root: string, path: string): Promise<void> {
  const parts = path.split('/');
  for (let i = 1; i < parts.length; i += 1) {
    const folder = join(root, ...parts.slice(0, i));
    const info = await lstat(folder).catch(() => undefined);
    if (info?.isDirectory()) continue;
    if (info !== undefined)
      throw drift(path, `has ${parts.slice(0, i).join('/')} on its way, which is not a folder`);
    await mkdir(folder);
  }
}

function drift(path: string, what: string): LandingError {
  return new LandingError(
    'DriftDetected',
    `${path} ${what}: the working tree changed during the apply`,
    { location: { path } },
  );
}
