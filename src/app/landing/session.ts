/**
 * The session commands (`patchproof session start|status|export|ack|discard|unlock|end`).
 * Each holds the workspace, settles an interrupted apply first (so it never reports or acts
 * on a half-written tree), derives the state, asks the state machine whether the step is
 * allowed, and only then writes. The workspace's ports do the I/O.
 */
import {
  acknowledge,
  discardExport,
  guard,
  type LockRecord,
  type PendingExport,
  type SessionRecord,
  type SessionState,
  sessionState,
  type SessionStep,
  startSession,
  withPendingExport,
} from '../../core/landing/session-state.js';
import type { SnapshotId } from '../../core/snapshot/inventory.js';
import type { RepositoryView } from '../../core/snapshot/repository-view.js';
import { type Settled, settleInterrupted } from './settle.js';
import { buildUpwardEnvelope, type UpwardEnvelope } from './upward-envelope.js';
import type { LandingWorkspace } from './workspace-ports.js';

export interface SessionView {
  readonly root: string;
  readonly state: SessionState;
  readonly live: SnapshotId;
  readonly session: SessionRecord | null;
  readonly lock: LockRecord | null;
  /** What was found and done about an interrupted apply, when there was one. */
  readonly settled: Settled | null;
}

interface Held extends SessionView {
  readonly workspace: LandingWorkspace;
  readonly repository: RepositoryView;
}

/** Runs `act` with the workspace held, settled and observed; `step` is guarded first. */
async function withSession<T>(
  workspace: LandingWorkspace,
  step: SessionStep | null,
  act: (held: Held) => Promise<T>,
): Promise<T> {
  const release = await workspace.state.hold();
  try {
    const settled = await settleInterrupted(workspace);
    const [repository, session, lock] = await Promise.all([
      workspace.reader.open(),
      workspace.state.readSession(),
      workspace.state.readLock(),
    ]);
    const live = repository.snapshot.id;
    const state = sessionState({ session, lock, live });
    if (step) guard(step, state);
    return await act({
      workspace,
      repository,
      root: workspace.state.root,
      state,
      live,
      session,
      lock,
      settled,
    });
  } finally {
    await release();
  }
}

const view = ({ root, state, live, session, lock, settled }: Held): SessionView => ({
  root,
  state,
  live,
  session,
  lock,
  settled,
});

/** The state of the workspace (settling an interrupted apply first). */
export function sessionStatus(workspace: LandingWorkspace): Promise<SessionView> {
  return withSession(workspace, null, async (held) => view(held));
}

/** NoSession → Clean: the live tree becomes the checkpoint (its content saved outside the repository). */
export function beginSession(workspace: LandingWorkspace): Promise<SessionView> {
  return withSession(workspace, 'start', async (held) => {
    await held.workspace.sessions.saveCheckpoint(held.repository);
    const session = startSession(held.live, new Date().toISOString());
    await held.workspace.state.writeSession(session);
    return { ...view(held), session, state: 'Clean' };
  });
}

export interface Exported extends UpwardEnvelope {
  /** Where the envelope was written. */
  readonly path: string;
}

/** Dirty → PendingExport: writes the envelope of every change since the checkpoint. */
export function exportSession(workspace: LandingWorkspace, out?: string): Promise<Exported> {
  return withSession(workspace, 'export', async (held) => {
    const { sessions } = held.workspace;
    const session = held.session as SessionRecord;
    const envelope = await buildUpwardEnvelope(
      await sessions.loadCheckpoint(session.checkpoint),
      held.repository,
    );
    // The result's content is saved now: once acknowledged, it is the checkpoint to diff against.
    await sessions.saveDerivedCheckpoint(session.checkpoint, envelope.changes);
    const path = await sessions.writeEnvelope(envelope.bytes, envelope.hash, out);
    const pending: PendingExport = {
      envelope: envelope.hash,
      base: envelope.base,
      result: envelope.result,
      createdAt: new Date().toISOString(),
    };
    await held.workspace.state.writeSession(withPendingExport(session, pending));
    return { ...envelope, path };
  });
}

/** PendingExport → Clean (or Dirty, if edited since): the checkpoint advances to the export's result. */
export function ackExport(workspace: LandingWorkspace, hash: string): Promise<SessionView> {
  return withSession(workspace, 'ack', async (held) => {
    const session = acknowledge(held.session as SessionRecord, hash);
    await held.workspace.state.writeSession(session);
    return { ...view(held), session, state: held.live === session.checkpoint ? 'Clean' : 'Dirty' };
  });
}

/** PendingExport → Dirty: the export is dropped; the checkpoint and the files stay. */
export function dropExport(workspace: LandingWorkspace): Promise<SessionView> {
  return withSession(workspace, 'discard', async (held) => {
    const session = discardExport(held.session as SessionRecord);
    await held.workspace.state.writeSession(session);
    return { ...view(held), session, state: held.live === session.checkpoint ? 'Clean' : 'Dirty' };
  });
}

/** Clean or Dirty → NoSession. The working tree is not touched; the saved checkpoints and exports are removed. */
export function endSession(workspace: LandingWorkspace): Promise<SessionView> {
  return withSession(workspace, 'end', async (held) => {
    await held.workspace.state.writeSession(null);
    await held.workspace.sessions.removeAll();
    return { ...view(held), session: null, state: 'NoSession' };
  });
}

/** Locked → the state below it, once a person has recovered the files; the kept journal stays. */
export function unlockWorkspace(
  workspace: LandingWorkspace,
): Promise<SessionView & { readonly wasLocked: LockRecord | null }> {
  return withSession(workspace, null, async (held) => {
    await held.workspace.state.clearLock();
    const state = sessionState({ session: held.session, lock: null, live: held.live });
    return { ...view(held), lock: null, state, wasLocked: held.lock };
  });
}
