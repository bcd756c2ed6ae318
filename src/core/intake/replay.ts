/**
 * Applying a patch to a snapshot without judging it: the result snapshot of a set of file
 * outcomes, and a replay of a whole patch. Intake uses the first after its gates; a session
 * export replays its own envelope on the checkpoint to prove the envelope reproduces the
 * local tree exactly, whatever a receiving side's policy will later say about it.
 */
import { applyPatch, type FileOutcome } from '../apply/apply-patch.js';
import { BaseTree } from '../apply/base-tree.js';
import { assertWellFormed } from '../apply/structure.js';
import { utf8 } from '../hash/digest.js';
import { parsePatch } from '../patch/parse.js';
import type { EnvelopeHeader, PatchFormat } from '../patch/model.js';
import type { Snapshot, SnapshotId } from '../snapshot/inventory.js';
import type { RepositoryView } from '../snapshot/repository-view.js';
import { snapshotId } from '../snapshot/tree.js';
import { type FileChange, withChanges } from '../snapshot/changes.js';

/** File outcomes as the byte-level changes a snapshot (or a checkpoint) applies. */
export function fileChangesOf(changed: readonly FileOutcome[]): FileChange[] {
  return changed.map((o) => ({
    path: o.path,
    after: o.after && { mode: o.after.mode, bytes: utf8.encode(o.after.text) },
  }));
}

/** The snapshot ID of `base` with `changed` applied: a proposal's `result`. */
export function resultOf(base: Snapshot, changed: readonly FileOutcome[]): SnapshotId {
  return snapshotId(
    withChanges(base.entries, fileChangesOf(changed), base.algorithm),
    base.algorithm,
  );
}

export interface Replay {
  readonly format: PatchFormat;
  readonly result: SnapshotId;
  readonly outcomes: readonly FileOutcome[];
  /** The envelope's header, when the patch was one. */
  readonly envelope?: EnvelopeHeader;
}

/** Parses `patch` and applies it to `repository` in memory; coded IntakeRefusals on failure. */
export async function replayPatch(patch: Uint8Array, repository: RepositoryView): Promise<Replay> {
  const parsed = parsePatch(patch);
  assertWellFormed(parsed.files);
  const base = repository.snapshot;
  const outcomes = await applyPatch(
    parsed,
    new BaseTree(base.entries, (p) => repository.readFile(p)),
  );
  return {
    format: parsed.format,
    result: resultOf(base, outcomes),
    outcomes,
    ...(parsed.envelope ? { envelope: parsed.envelope } : {}),
  };
}
