/**
 * The in-memory model of a workspace state: every file of the effective tree (PROTOCOL 2.1)
 * with its Git mode and raw object id. Paths are repository-relative, `/`-separated, UTF-8.
 */
import type { ObjectAlgorithm } from '../hash/digest.js';

/** Modes a snapshot may hold. Gitlinks (160000) are refused when the inventory is read. */
export type FileMode = '100644' | '100755' | '120000';

export interface InventoryEntry {
  readonly mode: FileMode;
  /** Raw object id: BLAKE3-256 (32 bytes) or, for the oracle, SHA-1 (20 bytes). */
  readonly id: Uint8Array;
  /** Byte length of the content (for a symlink, of its target). */
  readonly size: number;
}

/** Path → entry. Directories are implied by paths; empty directories do not exist. */
export type Inventory = ReadonlyMap<string, InventoryEntry>;

export type SnapshotId = `ws1_${string}`;

/** A workspace state: its ID and the inventory it was computed from. */
export interface Snapshot {
  readonly id: SnapshotId;
  readonly algorithm: ObjectAlgorithm;
  readonly entries: Inventory;
}

export const SNAPSHOT_ID_PATTERN = /^ws1_[0-9a-f]{64}$/;
