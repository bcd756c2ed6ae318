/**
 * An in-memory repository: a real implementation of the RepositoryView port, for agents'
 * dry runs and for tests of the core that need no disk.
 */
import { IntakeRefusal } from '../errors.js';
import type { ObjectAlgorithm } from '../hash/digest.js';
import type { FileMode, InventoryEntry } from './inventory.js';
import type { RepositoryView } from './repository-view.js';
import { blobId, snapshotId } from './tree.js';

export interface MemoryFile {
  readonly content: string | Uint8Array;
  /** Defaults to 100644; 120000 makes `content` a symlink target. */
  readonly mode?: FileMode;
}

/** Builds a view over `files` (path → content). */
export function memoryRepository(
  files: Readonly<Record<string, string | Uint8Array | MemoryFile>>,
  algorithm: ObjectAlgorithm = 'blake3',
): RepositoryView {
  const bytes = new Map<string, Uint8Array>();
  const entries = new Map<string, InventoryEntry>();
  for (const [path, value] of Object.entries(files)) {
    const file: MemoryFile =
      typeof value === 'string' || value instanceof Uint8Array ? { content: value } : value;
    const data =
      typeof file.content === 'string' ? new TextEncoder().encode(file.content) : file.content;
    bytes.set(path, data);
    entries.set(path, {
      mode: file.mode ?? '100644',
      id: blobId(data, algorithm),
      size: data.length,
    });
  }
  return {
    snapshot: { id: snapshotId(entries, algorithm), algorithm, entries },
    readFile: async (path) => {
      const data = bytes.get(path);
      if (!data || entries.get(path)?.mode === '120000') {
        throw new IntakeRefusal('FileMissing', `${path} is not a regular file of the snapshot`, {
          location: { path },
        });
      }
      return data;
    },
  };
}
