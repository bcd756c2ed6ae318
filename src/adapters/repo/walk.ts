/**
 * Lists a folder that is not in a Git work tree: every entry except `.git`, without following
 * symlinks (a symlinked folder is one symlink entry, as Git records it). Types and contents
 * are checked later by the entry reader; this finds paths, and passes on which ones the
 * listing saw as regular files so the reader can skip an lstat for each of them.
 */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { SnapshotError } from '../../core/errors.js';
import { decodeUtf8Name } from '../../core/snapshot/text.js';
import { limitExceeded } from './options.js';

/**
 * Emits the relative `/` paths of every non-directory under `root`, a folder at a time, so
 * hashing can start before the walk ends, with whether each was listed as a regular file.
 * Stops with `InventoryTooLarge` as soon as more than `maxFiles` are found, so a mistaken
 * root is refused without a full walk.
 */
export async function walkTree(
  root: string,
  maxFiles: number,
  emit: (paths: readonly string[], listedAsFiles: readonly boolean[]) => void,
): Promise<void> {
  let found = 0;
  const visit = async (relative: string): Promise<void> => {
    const entries = await listFolder(join(root, relative), relative);
    const subdirectories: string[] = [];
    const paths: string[] = [];
    const listedAsFiles: boolean[] = [];
    for (const entry of entries) {
      const name = entry.name;
      // Only `.git` itself: Git skips it, and refuses other spellings (`.GIT`, `.git.`), which
      // the snapshot then refuses too (core/snapshot/git-names.ts).
      if (name === '.git') continue;
      const path = relative === '' ? name : `${relative}/${name}`;
      if (entry.isDirectory()) {
        subdirectories.push(path);
        continue;
      }
      paths.push(path);
      listedAsFiles.push(entry.isFile());
    }
    found += paths.length;
    if (found > maxFiles) throw limitExceeded('maxFiles', maxFiles, `found ${found} so far`);
    if (paths.length > 0) emit(paths, listedAsFiles);
    // Sibling folders in parallel: readdir waits on the thread pool, not the CPU.
    await Promise.all(subdirectories.map(visit));
  };
  await visit('');
}

/** One entry of a folder listing, as the walk needs it. */
interface Listed {
  readonly name: string;
  isDirectory(): boolean;
  isFile(): boolean;
}

/**
 * A folder's entries with UTF-8 names. Node decodes names leniently, an invalid sequence
 * becoming U+FFFD, so a folder whose names hold no U+FFFD had only valid names. A folder with
 * one (rare: a name may really contain U+FFFD) is listed again as bytes, and that listing,
 * every name decoded strictly, is the answer. Decoding every name strictly cost a Buffer and
 * a decoder call per file.
 */
async function listFolder(folder: string, relative: string): Promise<readonly Listed[]> {
  const entries = await readdir(folder, { withFileTypes: true });
  if (!entries.some((entry) => entry.name.includes('\uFFFD'))) return entries;
  const raw = await readdir(folder, { withFileTypes: true, encoding: 'buffer' });
  return raw.map((entry) => {
    const name = decodeUtf8Name(entry.name);
    if (name === undefined) {
      const shown =
        relative === ''
          ? entry.name.toString('latin1')
          : `${relative}/${entry.name.toString('latin1')}`;
      throw new SnapshotError(
        'UnsupportedFileType',
        `the name of ${JSON.stringify(shown)} is not valid UTF-8; rename it (snapshot paths are UTF-8)`,
        {
          location: { path: shown },
        },
      );
    }
    return { name, isDirectory: () => entry.isDirectory(), isFile: () => entry.isFile() };
  });
}
