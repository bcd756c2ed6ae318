/**
 * Checkpoint trees of a session, kept in the workspace's state folder so an export can diff
 * local changes against the checkpoint after the files themselves have changed:
 * `objects/<hex>` holds content by its BLAKE3 Git blob id (the id the snapshot already has),
 * `trees/<ws1>.json` lists a tree's entries. Everything is checked when read back: an object
 * must hash to its name, a tree's entries to its snapshot ID.
 */
import { lstat, mkdir, readFile, readlink } from 'node:fs/promises';
import { join } from 'node:path';
import { IntakeRefusal, LandingError } from '../../core/errors.js';
import { toHex } from '../../core/hash/digest.js';
import { type FileChange, withChanges } from '../../core/snapshot/changes.js';
import type {
  FileMode,
  Inventory,
  InventoryEntry,
  SnapshotId,
} from '../../core/snapshot/inventory.js';
import type { RepositoryView } from '../../core/snapshot/repository-view.js';
import { blobId, snapshotId } from '../../core/snapshot/tree.js';
import { writeFileAtomic } from '../fs/index.js';
import type { Repository } from '../repo/index.js';

type ManifestRow = [path: string, mode: FileMode, id: string, size: number];

/** Saves the whole tree of `repository` as a checkpoint (session start). */
export async function saveCheckpoint(
  stateDir: string,
  repository: Repository,
): Promise<SnapshotId> {
  const { snapshot } = repository;
  for (const [path, entry] of snapshot.entries) {
    if (await hasObject(stateDir, entry.id)) continue;
    const bytes =
      entry.mode === '120000'
        ? new Uint8Array(await readlink(join(repository.root, path), { encoding: 'buffer' }))
        : await repository.readFile(path);
    await putObject(stateDir, entry.id, bytes);
  }
  await putTree(stateDir, snapshot.id, snapshot.entries);
  return snapshot.id;
}

/** Saves checkpoint `base` with `changes` applied (their new content included); resolves to its ID. */
export async function saveDerivedCheckpoint(
  stateDir: string,
  base: SnapshotId,
  changes: readonly FileChange[],
): Promise<SnapshotId> {
  const entries = await readTree(stateDir, base);
  const derived = withChanges(entries, changes, 'blake3');
  for (const change of changes) {
    if (change.after === null) continue;
    const entry = derived.get(change.path) as InventoryEntry;
    if (!(await hasObject(stateDir, entry.id)))
      await putObject(stateDir, entry.id, change.after.bytes);
  }
  const id = snapshotId(derived, 'blake3');
  await putTree(stateDir, id, derived);
  return id;
}

/** The checkpoint `id` as a read-only repository view (a real RepositoryView over stored objects). */
export async function loadCheckpoint(stateDir: string, id: SnapshotId): Promise<RepositoryView> {
  const entries = await readTree(stateDir, id);
  return {
    snapshot: { id, algorithm: 'blake3', entries },
    async readFile(path) {
      const entry = entries.get(path);
      if (entry === undefined || entry.mode === '120000') {
        throw new IntakeRefusal(
          'FileMissing',
          `${path} is not a regular file of checkpoint ${id}`,
          { location: { path } },
        );
      }
      return getObject(stateDir, entry.id);
    },
  };
}

/** The bytes of a stored object (file content or symlink target), checked against its id. */
export async function getObject(stateDir: string, id: Uint8Array): Promise<Uint8Array> {
  const file = objectPath(stateDir, id);
  const bytes = new Uint8Array(await readFile(file).catch(() => new Uint8Array(0)));
  if (toHex(blobId(bytes, 'blake3')) !== toHex(id))
    throw corrupt(file, 'is missing or does not hash to its name');
  return bytes;
}

async function readTree(stateDir: string, id: SnapshotId): Promise<Inventory> {
  const file = join(stateDir, 'trees', `${id}.json`);
  const entries = new Map<string, InventoryEntry>();
  try {
    const rows = JSON.parse(await readFile(file, 'utf8')) as ManifestRow[];
    for (const [path, mode, hex, size] of rows)
      entries.set(path, { mode, id: Buffer.from(hex, 'hex'), size });
    if (snapshotId(entries, 'blake3') === id) return entries;
  } catch {
    // Any shape the listing should not have is the same finding as a wrong hash.
  }
  throw corrupt(file, 'is missing, not a checkpoint listing, or does not hash to its snapshot ID');
}

async function putTree(stateDir: string, id: SnapshotId, entries: Inventory): Promise<void> {
  await mkdir(join(stateDir, 'trees'), { recursive: true, mode: 0o700 });
  const rows: ManifestRow[] = [...entries].map(([path, e]) => [path, e.mode, toHex(e.id), e.size]);
  await writeFileAtomic(join(stateDir, 'trees', `${id}.json`), JSON.stringify(rows));
}

function objectPath(stateDir: string, id: Uint8Array): string {
  return join(stateDir, 'objects', toHex(id));
}

async function hasObject(stateDir: string, id: Uint8Array): Promise<boolean> {
  return (await lstat(objectPath(stateDir, id)).catch(() => undefined))?.isFile() ?? false;
}

/** Objects are immutable and named by their content, so replacing one changes nothing. */
async function putObject(stateDir: string, id: Uint8Array, bytes: Uint8Array): Promise<void> {
  if (toHex(blobId(bytes, 'blake3')) !== toHex(id))
    throw corrupt(
      objectPath(stateDir, id),
      'would not hash to its name (the file changed while it was saved)',
    );
  await mkdir(join(stateDir, 'objects'), { recursive: true, mode: 0o700 });
  await writeFileAtomic(objectPath(stateDir, id), bytes);
}

function corrupt(file: string, why: string): LandingError {
  return new LandingError(
    'SessionCorrupt',
    `the checkpoint file ${file} ${why}; the session's checkpoint cannot be trusted. End the session and start a new one`,
    { details: { file } },
  );
}
