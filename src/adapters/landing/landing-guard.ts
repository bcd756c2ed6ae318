/**
 * Guarded git's writing steps run through this: a tree with an unfinished apply (its journal
 * is still there) or a locked workspace (a rollback that did not verify) must not be staged,
 * committed or pushed, since it may be neither the base nor the result. The step holds the
 * workspace meanwhile, so an apply cannot start writing while git reads the files.
 *
 * Limit: the workspace's state is per user (the XDG data folder). A git step run with another
 * data folder than the apply's does not see that apply.
 */
import { LandingError } from '../../core/errors.js';
import { readJournal } from './journal-store.js';
import { openWorkspaceState } from './workspace-state.js';

/** Runs `step` with the workspace held; WorkspaceLocked or WorkspaceBusy while an apply is unsettled. */
export async function whileLandingSettled<T>(repoDir: string, step: () => Promise<T>): Promise<T> {
  const state = await openWorkspaceState(repoDir);
  const release = await state.hold();
  try {
    const lock = await state.readLock();
    if (lock) {
      throw new LandingError(
        'WorkspaceLocked',
        `the workspace is locked since ${lock.since} (${lock.reason}); recover ${lock.paths.join(', ')} from ${lock.journal}, then run "patchproof session unlock" before using git`,
        {
          details: { paths: lock.paths },
        },
      );
    }
    if (await readJournal(state.dir)) {
      throw new LandingError(
        'WorkspaceBusy',
        'an apply was interrupted, so the tree may be half written; run "patchproof session status" (it finishes or rolls back the apply), then retry',
        {},
      );
    }
    return await step();
  } finally {
    await release();
  }
}
