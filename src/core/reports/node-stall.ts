/**
 * node:test's record of a test still pending when its file's event loop empties: node
 * cancels it (`cancelledByParent`, "Promise resolution is still pending but the event loop
 * has already resolved"), and with it every test after it, which never started (its duration
 * is exactly zero). The first waited for a callback or event the code never made: it
 * stalled, which at baseline shows the bug (reproduction.ts). The others did not run at all:
 * the parsers leave them out and mark the run cut short (`interrupted`), as after a crash.
 * Both reporters say the same (TAP's `failureType`/`error`/`duration_ms`, JUnit's failure
 * `type`/`message` and the testcase's `time`).
 */

export const DRAINED =
  'Promise resolution is still pending but the event loop has already resolved';

export type NodeCancel = 'stalled' | 'unstarted' | null;

/** What a node:test failure of `failureType` with `message`, run for `duration` (as printed), was. */
export function nodeCancel(
  failureType: string | undefined,
  message: string | undefined,
  duration: string | undefined,
): NodeCancel {
  if (failureType !== 'cancelledByParent' || message !== DRAINED) return null;
  return duration !== undefined && /^0(?:\.0+)?$/.test(duration) ? 'unstarted' : 'stalled';
}
