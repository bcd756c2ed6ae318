/**
 * The working-tree ports of landing: reading the live tree, writing it (the planned writes of
 * an apply and their rollback), and git's independent shadow application. The filesystem
 * adapter (src/adapters/landing) implements them on a real working tree; nothing here says how.
 * Every write an apply makes goes through `TreeWriter`, and only after the journal is durable.
 */
import type { FileOutcome } from '../../core/apply/apply-patch.js';
import type { TypedHash } from '../../core/hash/typed-hash.js';
import type { Proposal } from '../../core/intake/propose.js';
import type { Journal } from '../../core/landing/journal.js';
import type { Observation } from '../../core/landing/rollback-plan.js';
import type { Snapshot, SnapshotId } from '../../core/snapshot/inventory.js';
import type { RepositoryView } from '../../core/snapshot/repository-view.js';

/** What a path holds now, with the bytes of a regular file. */
export type ObservedFile =
  | Exclude<Observation, { kind: 'file' }>
  | (Extract<Observation, { kind: 'file' }> & { readonly bytes: Uint8Array });

/** The live working tree, read. */
export interface TreeReader {
  /** The tree's snapshot now, with a reader of its files (what intake proposes on). */
  open(): Promise<RepositoryView>;
  /** The tree's snapshot now (the paths Git would include). */
  snapshot(): Promise<Snapshot>;
  /** The snapshot of exactly `paths` as they are on disk now, whatever Git would include. */
  snapshotOfPaths(paths: readonly string[]): Promise<Snapshot>;
  /** What `path` holds now; never follows a symlink. */
  observe(path: string): Promise<ObservedFile>;
}

/** The journal of one apply, planned from the disk, and what the writes need besides. */
export interface Planned {
  readonly journal: Journal;
  /** Original bytes by SHA-256, to be kept with the journal. */
  readonly originals: ReadonlyMap<string, Uint8Array>;
  /** New content per journal file (null for deletions). */
  readonly afterBytes: ReadonlyArray<Uint8Array | null>;
}

export interface RollbackOptions {
  /**
   * How many of the journal's files the apply may have started writing (in order). The
   * others were never touched by it: whatever they hold now is not this rollback's to undo
   * or to verify. Unknown after a crash, so every file by default.
   */
  readonly started?: number;
  /** Called between the restore and its verification (tests use it to interfere). */
  readonly beforeVerify?: () => Promise<void>;
}

export interface RollbackOutcome {
  /** True when every path verified byte for byte as it was before the apply. */
  readonly verified: boolean;
  /** Paths left alone because someone else's content was there. */
  readonly conflicts: readonly string[];
  /** Paths that are not as they were (conflicts included). */
  readonly unverified: readonly string[];
}

/** The live working tree, written: an apply's files, and putting them back. */
export interface TreeWriter {
  /** Plans the journal of landing `changes`; DriftDetected or FileExists when the disk disagrees. */
  plan(
    meta: { readonly id: string; readonly receipt: TypedHash; readonly proposal: Proposal },
    changes: readonly FileOutcome[],
  ): Promise<Planned>;
  /**
   * Writes every file of the plan, each checked unchanged just before (DriftDetected);
   * `afterFirst` runs once the first file has changed. `progress.started` counts the files
   * whose write has begun, for a rollback to know which files are its own to put back.
   */
  writeAll(
    planned: Planned,
    afterFirst: () => unknown,
    progress: { started: number },
  ): Promise<void>;
  /** Restores the paths of `journal` from its kept originals, then verifies them. */
  rollBack(journal: Journal, options?: RollbackOptions): Promise<RollbackOutcome>;
}

/**
 * The shadow check: the snapshot ID a second, independent applier (git) gives for `diff` on
 * `base`; ShadowMismatch when it cannot tell.
 */
export type ShadowCheck = (
  base: Snapshot,
  changes: readonly FileOutcome[],
  diff: string,
) => Promise<SnapshotId>;
