/**
 * A read-only view of a protected repository: its snapshot, and the bytes of its files for
 * the patch engine. Reads never leave the root: no `..`, no absolute paths, no symlink on the
 * way (each parent is lstat'ed, the file is opened with O_NOFOLLOW), and what is read must be
 * what the snapshot recorded, so a patch is never applied to content other than its base.
 */
import { IntakeRefusal } from '../../core/errors.js';
import type { RepositoryView } from '../../core/snapshot/repository-view.js';
import { blobHeader } from '../../core/snapshot/encoding.js';
import { createObjectHasher } from './hashers.js';
import { resolveOptions, type SnapshotOptions } from './options.js';
import { resolveRoot, snapshotOfRoot } from './read-snapshot.js';
import { checkRelative, escapes, foldersPresent, readRegularFile } from './safe-read.js';

/** The view, plus the real path of the folder it reads (for the adapters that copy it). */
export interface Repository extends RepositoryView {
  readonly root: string;
}

/** Snapshots `dir` and returns a view that reads its files safely. */
export async function openRepository(dir: string, options?: SnapshotOptions): Promise<Repository> {
  const resolved = resolveOptions(options);
  const root = await resolveRoot(dir);
  const snapshot = await snapshotOfRoot(root, resolved);
  const hasher = await createObjectHasher(snapshot.algorithm);
  const { maxFileBytes } = resolved.limits;

  const readFile = async (path: string): Promise<Uint8Array> => {
    // Symlinks on the way are refused before anything else: whatever the snapshot says, a
    // read through one would leave the root.
    const parentsPresent = await foldersPresent(root, path, checkRelative(path));
    const entry = snapshot.entries.get(path);
    if (entry === undefined) {
      throw new IntakeRefusal('FileMissing', `${path} is not a file of snapshot ${snapshot.id}`, {
        location: { path },
      });
    }
    if (entry.mode === '120000') throw escapes(path, `${path} is a symlink`);
    if (!parentsPresent) throw changedSince(path, snapshot.id);
    const bytes = await readRegularFile(root, path, maxFileBytes);
    if (bytes === null) throw changedSince(path, snapshot.id);
    const id = hasher.init().update(blobHeader(bytes.length)).update(bytes).digest('binary');
    if (!Buffer.from(id).equals(entry.id)) throw changedSince(path, snapshot.id);
    return bytes;
  };

  return { root, snapshot, readFile };
}

function changedSince(path: string, id: string): IntakeRefusal {
  return new IntakeRefusal(
    'BaseMismatch',
    `${path} changed after snapshot ${id} was taken; take a new snapshot and retry`,
    {
      location: { path },
    },
  );
}
