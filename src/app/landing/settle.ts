/**
 * Ending an apply journal, whichever way the apply went: completed (the tree verifies as the
 * proposal's result: the session's checkpoint advances, the journal is retired), rolled
 * back (restored and verified), or locked (the restore did not verify: the journal is kept
 * for manual recovery and no further apply is accepted until a person clears the lock).
 * Every apply and session command settles a journal left by an interrupted apply first, so
 * the tree is found either untouched or fully applied, never a mix.
 */
import { LandingError } from '../../core/errors.js';
import type { Journal } from '../../core/landing/journal.js';
import { allApplied } from '../../core/landing/rollback-plan.js';
import { afterApply, type LockRecord } from '../../core/landing/session-state.js';
import type { FileChange } from '../../core/snapshot/changes.js';
import { snapshotId } from '../../core/snapshot/tree.js';
import type { RollbackOptions } from './tree-ports.js';
import type { LandingWorkspace } from './workspace-ports.js';

export type Settled =
  | { readonly kind: 'completed'; readonly journal: Journal; readonly sessionProblem?: string }
  | { readonly kind: 'rolled-back'; readonly journal: Journal }
  | { readonly kind: 'locked'; readonly journal: Journal; readonly lock: LockRecord };

/** Settles the journal an interrupted apply left, if any (the caller holds the workspace); null when there was none. */
export async function settleInterrupted(workspace: LandingWorkspace): Promise<Settled | null> {
  await workspace.journal.removeLeftovers();
  const journal = await workspace.journal.read();
  if (journal === null) return null;
  const completed = await completeIfApplied(workspace, journal);
  if (completed)
    return {
      kind: 'completed',
      journal,
      ...(completed.sessionProblem ? { sessionProblem: completed.sessionProblem } : {}),
    };
  return rollBackOrLock(workspace, journal, 'an interrupted apply was rolled back');
}

/**
 * Finishes `journal` when every file holds its new content and the tree is the proposal's
 * result; null (nothing changed) otherwise. The paths measured are the tree's now plus the
 * ones the apply wrote (an added file git ignores still counts); a crash of an apply that made
 * other files ignored is rolled back here rather than completed, which is always safe.
 */
export async function completeIfApplied(
  workspace: LandingWorkspace,
  journal: Journal,
): Promise<{ sessionProblem?: string } | null> {
  const { reader } = workspace;
  const seen = await Promise.all(journal.files.map((f) => reader.observe(f.path)));
  if (!allApplied(journal.files, seen)) return null;
  // The effective tree is read once; only written paths it leaves out (ignored ones) are read
  // besides. Deleted paths are absent (allApplied), so the tree does not list them.
  const now = await reader.snapshot();
  const entries = new Map(now.entries);
  const unlisted = journal.files
    .filter((f) => f.after !== null && !entries.has(f.path))
    .map((f) => f.path);
  if (unlisted.length > 0)
    for (const [path, entry] of (await reader.snapshotOfPaths(unlisted)).entries)
      entries.set(path, entry);
  if (snapshotId(entries, now.algorithm) !== journal.result) return null;
  const changes = journal.files.map((file, i) => {
    const now = seen[i];
    return {
      path: file.path,
      after:
        file.after && now?.kind === 'file' ? { mode: file.after.mode, bytes: now.bytes } : null,
    };
  });
  const problem = await followSession(workspace, journal, changes).then(
    () => undefined,
    (error: unknown) => (error instanceof Error ? error.message : String(error)),
  );
  await workspace.journal.retire();
  return problem === undefined ? {} : { sessionProblem: problem };
}

/**
 * A session that was clean at the base follows the landed tree: its checkpoint becomes the
 * result, whose content is saved first. Resolves to whether it moved; any other session was
 * refused before anything was written, and is left as it is.
 */
export async function followSession(
  workspace: LandingWorkspace,
  journal: Journal,
  changes: readonly FileChange[],
): Promise<boolean> {
  const session = await workspace.state.readSession();
  if (!session || session.pending !== null || session.checkpoint !== journal.base) return false;
  const id = await workspace.sessions.saveDerivedCheckpoint(journal.base, changes);
  if (id !== journal.result)
    throw new LandingError(
      'SessionCorrupt',
      `the checkpoint after the apply would be ${id}, not the result ${journal.result}; the session's checkpoint content is wrong. End the session and start a new one`,
    );
  await workspace.state.writeSession(afterApply(session, journal.base, journal.result));
  return true;
}

/** Rolls the tree back; when that does not verify, locks the workspace and keeps the journal. */
export async function rollBackOrLock(
  workspace: LandingWorkspace,
  journal: Journal,
  why: string,
  options?: RollbackOptions,
): Promise<Settled> {
  const outcome = await workspace.writer.rollBack(journal, options);
  if (outcome.verified) {
    await workspace.journal.retire();
    return { kind: 'rolled-back', journal };
  }
  const kept = await workspace.journal.keep(journal.id);
  const lock: LockRecord = {
    version: 1,
    since: new Date().toISOString(),
    reason: `${why}, but ${outcome.unverified.length} file(s) did not verify byte for byte after the restore${outcome.conflicts.length > 0 ? ` (${outcome.conflicts.length} held someone else's content and were left alone)` : ''}`,
    paths: [...outcome.unverified],
    journal: kept,
  };
  await workspace.state.writeLock(lock);
  return { kind: 'locked', journal, lock };
}
