/**
 * The workspace ports of landing and sessions: a workspace's own state (its session and lock
 * records, the hold one command keeps on it), its apply journal, and a session's saved
 * checkpoints and exports. The filesystem adapter (src/adapters/landing) keeps them in the
 * workspace's state folder, outside the repository; `LandingWorkspace` is one workspace
 * opened, with the tree ports of the same repository.
 */
import type { TypedHash } from '../../core/hash/typed-hash.js';
import type { Journal } from '../../core/landing/journal.js';
import type { LockRecord, SessionRecord } from '../../core/landing/session-state.js';
import type { FileChange } from '../../core/snapshot/changes.js';
import type { SnapshotId } from '../../core/snapshot/inventory.js';
import type { RepositoryView } from '../../core/snapshot/repository-view.js';
import type { TreeReader, TreeWriter } from './tree-ports.js';

/** The records of a workspace and the hold on it. */
export interface WorkspaceState {
  /** The repository folder's real path. */
  readonly root: string;
  readSession(): Promise<SessionRecord | null>;
  /** Replaces the session record (null ends the session). */
  writeSession(record: SessionRecord | null): Promise<void>;
  readLock(): Promise<LockRecord | null>;
  writeLock(record: LockRecord): Promise<void>;
  /** Removes the lock; false when there was none. */
  clearLock(): Promise<boolean>;
  /**
   * Holds the workspace for one command: a second apply or session command on the same
   * workspace is WorkspaceBusy until the first ends (or dies). Resolves to the release.
   */
  hold(): Promise<() => Promise<void>>;
}

/**
 * The apply journal: the plan and the original bytes of every changed file, made durable
 * before the first write, so that an apply cut short can always be finished or rolled back.
 * A journal is live whole or not at all.
 */
export interface JournalStore {
  /** A fresh journal ID (16 hex digits). */
  newId(): string;
  /** Writes `journal` with the original bytes (by SHA-256) durably, then makes it live. */
  write(journal: Journal, originals: ReadonlyMap<string, Uint8Array>): Promise<void>;
  /** The live journal, or null. */
  read(): Promise<Journal | null>;
  /** Removes journals that never went live and retired ones (only with the workspace held). */
  removeLeftovers(): Promise<void>;
  /** Retires the live journal in one step. */
  retire(): Promise<void>;
  /** Keeps the live journal for manual recovery (a rollback that did not verify); resolves to where. */
  keep(id: string): Promise<string>;
}

/** A session's saved checkpoint trees and exported envelopes. */
export interface SessionStore {
  /** Saves the whole tree `tree` as a checkpoint (session start). */
  saveCheckpoint(tree: RepositoryView): Promise<SnapshotId>;
  /** Saves checkpoint `base` with `changes` applied (their new content included); resolves to its ID. */
  saveDerivedCheckpoint(base: SnapshotId, changes: readonly FileChange[]): Promise<SnapshotId>;
  /** The checkpoint `id` as a read-only view, checked as it is read (SessionCorrupt). */
  loadCheckpoint(id: SnapshotId): Promise<RepositoryView>;
  /**
   * Writes an exported envelope: to `out` (which must lie outside the repository, else
   * UsageError), or among the workspace's exports. Resolves to its path.
   */
  writeEnvelope(bytes: Uint8Array, hash: TypedHash, out?: string): Promise<string>;
  /** Removes every saved checkpoint and export (the session ended). */
  removeAll(): Promise<void>;
}

/** One workspace, opened: what the apply and session use cases talk to. */
export interface LandingWorkspace {
  readonly state: WorkspaceState;
  readonly journal: JournalStore;
  readonly sessions: SessionStore;
  readonly reader: TreeReader;
  readonly writer: TreeWriter;
}
