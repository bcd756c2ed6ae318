/**
 * Lists a folder that is not in a Git work tree: every entry except `.git`, without following
 * symlinks (a symlinked folder is one symlink entry, as Git records it). Types and contents
 * are checked later by the entry reader; this only finds paths.
 */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { SnapshotError } from '../../core/errors.js';
import { decodeUtf8Name } from '../../core/snapshot/text.js';
import { limitExceeded } from './options.js';

/** Git refuses `.git` in any case (`.GIT`, `.Git`): such entries are never part of a tree. */
export function isDotGit(name: string): boolean {
  return name.length === 4 && name.toLowerCase() === '.git';
}

/**
 * Emits the relative `/` paths of every non-directory under `root`, a folder at a time, so
 * hashing can start before the walk ends. Stops with `InventoryTooLarge` as soon as more
 * than `maxFiles` are found, so a mistaken root is refused without a full walk.
 */
export async function walkTree(root: string, maxFiles: number, emit: (paths: readonly string[]) => void): Promise<void> {
  let found = 0;
  const visit = async (relative: string): Promise<void> => {
    const entries = await readdir(join(root, relative), { withFileTypes: true, encoding: 'buffer' });
    const subdirectories: string[] = [];
    const paths: string[] = [];
    for (const entry of entries) {
      const name = decodeUtf8Name(entry.name);
      const shown = relative === '' ? entry.name.toString('latin1') : `${relative}/${entry.name.toString('latin1')}`;
      if (name === undefined) {
        throw new SnapshotError('UnsupportedFileType', `the name of ${JSON.stringify(shown)} is not valid UTF-8; rename it (snapshot paths are UTF-8)`, {
          location: { path: shown },
        });
      }
      if (isDotGit(name)) continue;
      const path = relative === '' ? name : `${relative}/${name}`;
      if (entry.isDirectory()) {
        subdirectories.push(path);
        continue;
      }
      paths.push(path);
    }
    found += paths.length;
    if (found > maxFiles) throw limitExceeded('maxFiles', maxFiles, `found ${found} so far`);
    if (paths.length > 0) emit(paths);
    // Sibling folders in parallel: readdir waits on the thread pool, not the CPU.
    await Promise.all(subdirectories.map(visit));
  };
  await visit('');
}
