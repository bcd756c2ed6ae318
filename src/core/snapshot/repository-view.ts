/**
 * The port through which the core sees a protected repository: its snapshot, and the bytes
 * of files in it. The filesystem adapter (`src/adapters/repo`) implements it; tests may use
 * an in-memory implementation. The core never touches the live repository any other way.
 */
import type { Snapshot } from './inventory.js';

/** A read-only view of one repository state. */
export interface RepositoryView {
  /** The snapshot the view was opened at. */
  readonly snapshot: Snapshot;
  /**
   * Content of a regular file of the snapshot, by repository-relative `/` path. Refuses
   * paths that are not clean, pass through a symlink, or are not in the snapshot, and
   * content that no longer matches the snapshot (the workspace changed since).
   */
  readFile(path: string): Promise<Uint8Array>;
}
