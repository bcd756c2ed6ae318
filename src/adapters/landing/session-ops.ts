/**
 * The session commands (`patchproof session start|status|export|ack|discard|unlock|end`).
 * Each holds the workspace, settles an interrupted apply first (so it never reports or acts
 * on a half-written tree), derives the state, asks the state machine whether the step is
 * allowed, and only then writes.
 */
import { mkdir, realpath, rm } from 'node:fs/promises';
import { basename, dirname, isAbsolute, join, relative, resolve } from 'node:path';
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
import { PatchProofError } from '../../core/errors.js';
import { writeFileAtomic } from '../fs/index.js';
import { openRepository, type Repository } from '../repo/index.js';
import { loadCheckpoint, saveCheckpoint, saveDerivedCheckpoint } from './checkpoint-store.js';
import { buildUpwardEnvelope, type UpwardEnvelope } from './session-export.js';
import { type Settled, settleInterrupted } from './settle.js';
import { openWorkspaceState, type WorkspaceState } from './workspace-state.js';

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
  readonly workspace: WorkspaceState;
  readonly repository: Repository;
}

/** Runs `act` with the workspace held, settled and observed; `step` is guarded first. */
async function withSession<T>(
  repoDir: string,
  step: SessionStep | null,
  act: (held: Held) => Promise<T>,
): Promise<T> {
  const workspace = await openWorkspaceState(repoDir);
  const release = await workspace.hold();
  try {
    const settled = await settleInterrupted(workspace);
    const [repository, session, lock] = await Promise.all([
      openRepository(workspace.root),
      workspace.readSession(),
      workspace.readLock(),
    ]);
    const live = repository.snapshot.id;
    const state = sessionState({ session, lock, live });
    if (step) guard(step, state);
    return await act({
      workspace,
      repository,
      root: workspace.root,
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
export function sessionStatus(repoDir: string): Promise<SessionView> {
  return withSession(repoDir, null, async (held) => view(held));
}

/** NoSession → Clean: the live tree becomes the checkpoint (its content saved outside the repository). */
export function beginSession(repoDir: string): Promise<SessionView> {
  return withSession(repoDir, 'start', async (held) => {
    await saveCheckpoint(held.workspace.dir, held.repository);
    const session = startSession(held.live, new Date().toISOString());
    await held.workspace.writeSession(session);
    return { ...view(held), session, state: 'Clean' };
  });
}

export interface Exported extends UpwardEnvelope {
  /** Where the envelope was written. */
  readonly path: string;
}

/** Dirty → PendingExport: writes the envelope of every change since the checkpoint. */
export function exportSession(repoDir: string, out?: string): Promise<Exported> {
  return withSession(repoDir, 'export', async (held) => {
    const session = held.session as SessionRecord;
    const envelope = await buildUpwardEnvelope(
      await loadCheckpoint(held.workspace.dir, session.checkpoint),
      held.repository,
    );
    // The result's content is saved now: once acknowledged, it is the checkpoint to diff against.
    await saveDerivedCheckpoint(held.workspace.dir, session.checkpoint, envelope.changes);
    const exports = join(held.workspace.dir, 'exports');
    await mkdir(exports, { recursive: true, mode: 0o700 });
    const path =
      out === undefined
        ? join(exports, `${envelope.hash.slice('sha256:'.length)}.patch`)
        : await outsideOf(held.root, out);
    await writeFileAtomic(path, envelope.bytes, 0o644);
    const pending: PendingExport = {
      envelope: envelope.hash,
      base: envelope.base,
      result: envelope.result,
      createdAt: new Date().toISOString(),
    };
    await held.workspace.writeSession(withPendingExport(session, pending));
    return { ...envelope, path };
  });
}

/** PendingExport → Clean (or Dirty, if edited since): the checkpoint advances to the export's result. */
export function ackExport(repoDir: string, hash: string): Promise<SessionView> {
  return withSession(repoDir, 'ack', async (held) => {
    const session = acknowledge(held.session as SessionRecord, hash);
    await held.workspace.writeSession(session);
    return { ...view(held), session, state: held.live === session.checkpoint ? 'Clean' : 'Dirty' };
  });
}

/** PendingExport → Dirty: the export is dropped; the checkpoint and the files stay. */
export function dropExport(repoDir: string): Promise<SessionView> {
  return withSession(repoDir, 'discard', async (held) => {
    const session = discardExport(held.session as SessionRecord);
    await held.workspace.writeSession(session);
    return { ...view(held), session, state: held.live === session.checkpoint ? 'Clean' : 'Dirty' };
  });
}

/** Clean or Dirty → NoSession. The working tree is not touched; the saved checkpoints and exports are removed. */
export function endSession(repoDir: string): Promise<SessionView> {
  return withSession(repoDir, 'end', async (held) => {
    await held.workspace.writeSession(null);
    for (const name of ['objects', 'trees', 'exports'])
      await rm(join(held.workspace.dir, name), { recursive: true, force: true });
    return { ...view(held), session: null, state: 'NoSession' };
  });
}

/** Locked → the state below it, once a person has recovered the files; the kept journal stays. */
export function unlockWorkspace(
  repoDir: string,
): Promise<SessionView & { readonly wasLocked: LockRecord | null }> {
  return withSession(repoDir, null, async (held) => {
    await held.workspace.clearLock();
    const state = sessionState({ session: held.session, lock: null, live: held.live });
    return { ...view(held), lock: null, state, wasLocked: held.lock };
  });
}

/**
 * `--out` must be outside the repository: an envelope inside it would itself be a local change
 * (and could overwrite a tracked file), and no session command but apply writes the tree.
 */
async function outsideOf(root: string, out: string): Promise<string> {
  const path = resolve(out);
  const folder = await realpath(dirname(path)).catch(() => {
    throw new PatchProofError(
      'UsageError',
      `cannot write the envelope to ${out}: its folder does not exist; pass --out <file> in an existing folder`,
    );
  });
  const rel = relative(root, join(folder, basename(path)));
  if (rel === '' || (!rel.startsWith('..') && !isAbsolute(rel))) {
    throw new PatchProofError(
      'UsageError',
      `--out ${out} is inside the repository; write the envelope outside it (inside, it would be a local change of its own)`,
    );
  }
  return path;
}
