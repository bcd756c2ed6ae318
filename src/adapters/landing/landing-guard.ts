/**
 * Guarded git's writing steps ask this first: a tree with an unfinished apply (its journal is
 * still there) or a locked workspace (a rollback that did not verify) must not be staged,
 * committed or pushed, since it may be neither the base nor the result.
 */
import { LandingError } from '../../core/errors.js';
import { readJournal } from './journal-store.js';
import { openWorkspaceState } from './workspace-state.js';

/** WorkspaceLocked or WorkspaceBusy while an apply is unsettled; resolves otherwise. */
export async function assertLandingSettled(repoDir: string): Promise<void> {
  const state = await openWorkspaceState(repoDir);
  const lock = await state.readLock();
  if (lock) {
    throw new LandingError('WorkspaceLocked', `the workspace is locked since ${lock.since} (${lock.reason}); recover ${lock.paths.join(', ')} from ${lock.journal}, then run "patchproof session unlock" before using git`, {
      details: { paths: lock.paths },
    });
  }
  if (await readJournal(state.dir)) {
    throw new LandingError('WorkspaceBusy', 'an apply is in progress or was interrupted, so the tree may be half written; run "patchproof session status" (it finishes or rolls back the apply), then retry', {});
  }
}
