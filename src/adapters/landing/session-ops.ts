/**
 * The session commands on a real working tree: the session use cases (src/app/landing/
 * session.ts) run on the workspace of `repoDir`, opened with this folder's ports.
 */
import * as sessions from '../../app/landing/session.js';
import type { Exported, SessionView } from '../../app/landing/session.js';
import type { LockRecord } from '../../core/landing/session-state.js';
import { openLandingWorkspace } from './landing-workspace.js';

export type { Exported, SessionView } from '../../app/landing/session.js';

/** The state of the workspace (settling an interrupted apply first). */
export async function sessionStatus(repoDir: string): Promise<SessionView> {
  return sessions.sessionStatus(await openLandingWorkspace(repoDir));
}

/** NoSession → Clean: the live tree becomes the checkpoint. */
export async function beginSession(repoDir: string): Promise<SessionView> {
  return sessions.beginSession(await openLandingWorkspace(repoDir));
}

/** Dirty → PendingExport: writes the envelope of every change since the checkpoint. */
export async function exportSession(repoDir: string, out?: string): Promise<Exported> {
  return sessions.exportSession(await openLandingWorkspace(repoDir), out);
}

/** PendingExport → Clean (or Dirty): the checkpoint advances to the export's result. */
export async function ackExport(repoDir: string, hash: string): Promise<SessionView> {
  return sessions.ackExport(await openLandingWorkspace(repoDir), hash);
}

/** PendingExport → Dirty: the export is dropped. */
export async function dropExport(repoDir: string): Promise<SessionView> {
  return sessions.dropExport(await openLandingWorkspace(repoDir));
}

/** Clean or Dirty → NoSession; the working tree is not touched. */
export async function endSession(repoDir: string): Promise<SessionView> {
  return sessions.endSession(await openLandingWorkspace(repoDir));
}

/** Locked → the state below it, once a person has recovered the files. */
export async function unlockWorkspace(
  repoDir: string,
): Promise<SessionView & { readonly wasLocked: LockRecord | null }> {
  return sessions.unlockWorkspace(await openLandingWorkspace(repoDir));
}
