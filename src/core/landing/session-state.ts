/**
 * The workspace session (issue 7): a checkpoint snapshot that both sides agree on, local
 * changes measured against it, and at most one upward export waiting to be acknowledged.
 *
 *   NoSession → Clean → Dirty → PendingExport → Clean      (+ Locked after a failed rollback)
 *
 * Only what cannot be derived is stored: the checkpoint, the pending export and the lock.
 * Clean and Dirty are read off the live tree each time (live snapshot = checkpoint or not),
 * so no stored flag can disagree with the files. This module is the whole state machine:
 * every command asks `guard` first and writes nothing when it refuses.
 */
import { LandingError } from '../errors.js';
import type { TypedHash } from '../hash/typed-hash.js';
import type { SnapshotId } from '../snapshot/inventory.js';

export type SessionState = 'NoSession' | 'Clean' | 'Dirty' | 'PendingExport' | 'Locked';

/** An upward envelope written by `session export`, waiting for `session ack <hash>`. */
export interface PendingExport {
  /** `sha256:` of the whole envelope bytes, as printed by export: what ack must name. */
  readonly envelope: TypedHash;
  readonly base: SnapshotId;
  readonly result: SnapshotId;
  readonly createdAt: string;
}

export interface SessionRecord {
  readonly version: 1;
  readonly checkpoint: SnapshotId;
  readonly startedAt: string;
  readonly pending: PendingExport | null;
}

/** Why a workspace is locked: a rollback that did not verify; kept until a person clears it. */
export interface LockRecord {
  readonly version: 1;
  readonly since: string;
  readonly reason: string;
  /** Repository paths whose restore did not verify byte for byte. */
  readonly paths: readonly string[];
  /** Where the original bytes are kept for manual recovery. */
  readonly journal: string;
}

export interface Observed {
  readonly session: SessionRecord | null;
  readonly lock: LockRecord | null;
  /** The live tree's snapshot ID. */
  readonly live: SnapshotId;
}

/** The state of a workspace, derived from what is stored and the live tree. */
export function sessionState(observed: Observed): SessionState {
  if (observed.lock) return 'Locked';
  if (!observed.session) return 'NoSession';
  if (observed.session.pending) return 'PendingExport';
  return observed.live === observed.session.checkpoint ? 'Clean' : 'Dirty';
}

/** The steps a workspace takes; `apply` is a downward patch landing on the tree. */
export type SessionStep = 'start' | 'export' | 'ack' | 'discard' | 'end' | 'apply';

/** The states each step may start from. */
const ALLOWED: Readonly<Record<SessionStep, readonly SessionState[]>> = {
  start: ['NoSession'],
  export: ['Dirty'],
  ack: ['PendingExport'],
  discard: ['PendingExport'],
  end: ['Clean', 'Dirty'],
  apply: ['NoSession', 'Clean'],
};

/**
 * Refuses `step` unless the workspace is in a state it may start from; the refusal's code
 * and message say what state it is in and what would make the step possible.
 */
export function guard(step: SessionStep, state: SessionState): void {
  if (ALLOWED[step].includes(state)) return;
  throw refusal(step, state);
}

function refusal(step: SessionStep, state: SessionState): LandingError {
  const details = { step, state };
  switch (state) {
    case 'Locked':
      return new LandingError(
        'WorkspaceLocked',
        `the workspace is locked: an earlier rollback did not verify, so it needs manual recovery. Run "patchproof session status" to see the files and the journal with their original bytes, restore them, then "patchproof session unlock"`,
        { details },
      );
    case 'NoSession':
      return new LandingError(
        'NoSession',
        `there is no session for this workspace; start one with "patchproof session start"`,
        { details },
      );
    case 'PendingExport':
      return step === 'start'
        ? new LandingError(
            'SessionExists',
            'a session already exists for this workspace (with an export waiting); see "patchproof session status"',
            { details },
          )
        : new LandingError(
            'ExportPending',
            `an exported envelope is waiting to be acknowledged, so ${step === 'apply' ? 'no downward patch is applied' : `"${step}" is refused`}; run "patchproof session ack <envelope hash>" once it is taken upstream, or "patchproof session discard" to drop it`,
            { details },
          );
    case 'Clean':
      if (step === 'start')
        return new LandingError(
          'SessionExists',
          'a session already exists for this workspace; see "patchproof session status", or end it with "patchproof session end"',
          { details },
        );
      if (step === 'export')
        return new LandingError(
          'NothingToExport',
          'the working tree equals the checkpoint: there are no local changes to export',
          { details },
        );
      return new LandingError(
        'NoPendingExport',
        `no export is waiting, so there is nothing to ${step}; "patchproof session export" writes one`,
        { details },
      );
    case 'Dirty':
      if (step === 'start')
        return new LandingError(
          'SessionExists',
          'a session already exists for this workspace; see "patchproof session status", or end it with "patchproof session end"',
          { details },
        );
      if (step === 'apply')
        return new LandingError(
          'SessionDirty',
          'the working tree has local changes since the checkpoint; a downward patch lands only on the checkpoint. Export them ("patchproof session export") and have them acknowledged first',
          { details },
        );
      return new LandingError(
        'NoPendingExport',
        `no export is waiting, so there is nothing to ${step}; "patchproof session export" writes one`,
        { details },
      );
  }
}

/** A new session whose checkpoint is the live tree. */
export function startSession(live: SnapshotId, now: string): SessionRecord {
  return { version: 1, checkpoint: live, startedAt: now, pending: null };
}

/** The session once `envelope` (made from checkpoint to `result`) is exported. */
export function withPendingExport(session: SessionRecord, pending: PendingExport): SessionRecord {
  if (pending.base !== session.checkpoint)
    throw new TypeError('an export is always made against the checkpoint');
  return { ...session, pending };
}

/**
 * The session after `ack <hash>`: the checkpoint advances to the exported result, and only
 * when the hash names the pending envelope exactly.
 */
export function acknowledge(session: SessionRecord, hash: string): SessionRecord {
  const pending = session.pending;
  if (!pending) throw refusal('ack', 'Clean');
  if (hash !== pending.envelope) {
    throw new LandingError(
      'AckMismatch',
      `${hash.slice(0, 80)} is not the pending export; ack names the envelope hash that "patchproof session export" printed (${pending.envelope})`,
      {
        details: { expected: pending.envelope },
      },
    );
  }
  return { ...session, checkpoint: pending.result, pending: null };
}

/** The session after `discard`: the export is dropped, the checkpoint stays. */
export function discardExport(session: SessionRecord): SessionRecord {
  return { ...session, pending: null };
}

/** The session after a downward patch from `base` to `result` landed on a clean tree. */
export function afterApply(
  session: SessionRecord,
  base: SnapshotId,
  result: SnapshotId,
): SessionRecord {
  if (session.checkpoint !== base)
    throw new TypeError('a downward patch lands only on the checkpoint');
  return { ...session, checkpoint: result };
}
