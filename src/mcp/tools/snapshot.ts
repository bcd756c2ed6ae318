/**
 * `snapshot`: the workspace's snapshot ID (the base any proposal made now would have), its
 * file count, and the state of its session, read without changing anything (an interrupted
 * apply is reported, not settled: settling takes the workspace and may roll files back).
 */
import { z } from 'zod';
import { readJournal } from '../../adapters/landing/index.js';
import { openWorkspaceState } from '../../adapters/landing/index.js';
import { readSnapshot } from '../../adapters/repo/index.js';
import { sessionState } from '../../core/landing/session-state.js';
import { tool } from '../tool.js';

export const snapshotTool = tool({
  name: 'snapshot',
  title: 'Snapshot the workspace',
  description:
    'Returns the workspace snapshot ID (ws1_…, BLAKE3 over the Git tree encoding of what git add -A would commit), ' +
    'the number of files, and the session state (NoSession, Clean, Dirty, PendingExport, Locked). ' +
    'A patch made now has this snapshot as its base.',
  input: z.object({}).strict(),
  annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
  async run(_args, context) {
    const snapshot = await readSnapshot(context.repoDir);
    const state = await openWorkspaceState(context.repoDir);
    const [session, lock, journal] = await Promise.all([
      state.readSession(),
      state.readLock(),
      readJournal(state.dir),
    ]);
    return {
      snapshot: snapshot.id,
      files: snapshot.entries.size,
      session: sessionState({ session, lock, live: snapshot.id }),
      checkpoint: session?.checkpoint ?? null,
      // An apply was interrupted: the next patchproof apply or session command settles it.
      interrupted_apply: journal !== null,
    };
  },
});
