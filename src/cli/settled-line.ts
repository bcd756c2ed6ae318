/**
 * The line `apply` and `session` print when an interrupted apply was found and settled
 * before they went on (completed, rolled back, or locked because the rollback did not verify).
 */
import type { Settled } from '../adapters/landing/index.js';

/** One line about an interrupted apply found and settled before this one. */
export function settledLine(settled: Settled | null): string | undefined {
  if (!settled) return undefined;
  const what = `an interrupted apply of ${settled.journal.proposal}`;
  if (settled.kind === 'completed') {
    const session = settled.sessionProblem
      ? `; the session could not follow it (${settled.sessionProblem})`
      : '';
    return `recovered ${what}: every file was written; it verified and is complete${session}`;
  }
  if (settled.kind === 'rolled-back')
    return `recovered ${what}: it was rolled back and the files verified as before`;
  return `recovered ${what}: the rollback did not verify; the workspace is locked (see patchproof session status)`;
}
