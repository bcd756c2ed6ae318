/**
 * Whether what the entry reader opened is really under the snapshot's root. A path is opened
 * by name, and O_NOFOLLOW guards only its last component: a parent folder swapped for a
 * symlink to a folder outside (by a process still running in the tree) would be followed.
 * On Linux the kernel names every open file: `/proc/self/fd/<fd>` reads back the path the
 * open reached, which must be the root's real path plus the entry's path. That check is race
 * free (the fd is bound to what was opened, whatever is swapped later), and a symlink's
 * target is read through its folder's checked fd, so the folder cannot be swapped between
 * the check and the read.
 *
 * Whether /proc works is decided once, on the root itself: a later failure to read an fd's
 * name (a path grown past PATH_MAX by renames, say) is "changed", never a reason to stop
 * checking. Where /proc is missing (not Linux), every parent is lstat'ed again instead: racy,
 * but never stale.
 */
import { closeSync, constants, lstatSync, openSync, readlinkSync, realpathSync } from 'node:fs';
import { join } from 'node:path';

const DIRECTORY_FLAGS = constants.O_RDONLY | constants.O_DIRECTORY | constants.O_NOFOLLOW;

export class Confinement {
  /** The root with no symlink in it, ending in `/`: where every opened path must begin. */
  private readonly realRoot: string;
  /** Whether /proc/self/fd names open files here, decided once on the root. */
  readonly fdPaths: boolean;

  constructor(private readonly root: string) {
    const real = realpathSync(root);
    this.realRoot = real.endsWith('/') ? real : `${real}/`;
    this.fdPaths = procNamesFds(root, real);
  }

  /** Whether the open `fd` is `path` (relative, `/`-separated) under the root. */
  isInside(fd: number, path: string): boolean {
    if (!this.fdPaths) return this.parentsAreDirectories(path);
    try {
      return readlinkSync(`/proc/self/fd/${fd}`) === this.realRoot + path;
    } catch {
      return false;
    }
  }

  /**
   * The target of the symlink at `path`, read through its folder's fd once that folder is
   * checked to be the one under the root; undefined when it is not (or no longer) there as a
   * symlink in the tree.
   */
  linkTarget(path: string): Buffer | undefined {
    const slash = path.lastIndexOf('/');
    if (!this.fdPaths || slash === -1) {
      // At the root (the caller's own folder), or where fds have no names: read, then check
      // the folders afresh.
      const target = readlinkSync(join(this.root, path), { encoding: 'buffer' });
      return this.parentsAreDirectories(path) ? target : undefined;
    }
    const parent = path.slice(0, slash);
    let dir: number;
    try {
      dir = openSync(join(this.root, parent), DIRECTORY_FLAGS);
    } catch {
      return undefined;
    }
    try {
      if (!this.isInside(dir, parent)) return undefined;
      // The fd's magic link stands for the folder itself: no name on the way is looked up again.
      return readlinkSync(`/proc/self/fd/${dir}/${path.slice(slash + 1)}`, { encoding: 'buffer' });
    } finally {
      closeSync(dir);
    }
  }

  /** Whether every folder on the way to `path` is a real directory now (no cache). */
  parentsAreDirectories(path: string): boolean {
    for (let i = path.indexOf('/'); i !== -1; i = path.indexOf('/', i + 1)) {
      const stats = lstatSync(join(this.root, path.slice(0, i)), { throwIfNoEntry: false });
      if (stats === undefined || !stats.isDirectory()) return false;
    }
    return true;
  }
}

/** Whether /proc/self/fd/<fd> of the root opened gives the root's real path. */
function procNamesFds(root: string, real: string): boolean {
  let fd: number;
  try {
    fd = openSync(root, constants.O_RDONLY | constants.O_DIRECTORY);
  } catch {
    return false;
  }
  try {
    return readlinkSync(`/proc/self/fd/${fd}`) === real;
  } catch {
    return false;
  } finally {
    closeSync(fd);
  }
}
