/**
 * What the way a run ended says for its phase (evaluate-phase.ts), beside what its report
 * says. A run cut short lacks plants, targets and failing tests by being cut, so those gaps are
 * no evidence of tampering or of a mistake in the run spec:
 *
 * - A run killed at its time limit, or one the infrastructure failed (a stalled engine), is
 *   judged by that alone (seen under load on gorilla/mux, whose every phase also read
 *   EvidenceTampered). The phase fails all the same.
 * - A run killed for memory keeps every reason wherever a patch runs: a patch can cause that.
 * - At baseline, the bug may exhaust memory (boltons-443: a range that never advances builds
 *   an endless list): the kernel kills the run before it reports. Only the base's code and the
 *   trusted tests run there, and memory does not run out for a busy machine as time does, so
 *   that is the bug showing, and every target must pass once patched. A target reported
 *   passing, or failing for another reason, before the kill still fails the phase, and so
 *   does a collection error.
 */
import type { RunResult } from '../runner/runner-port.js';
import type { PhaseName, Reason, ReasonCode } from './phase-result.js';

/** The reasons a run's own end gives (runProblems): all a timed-out run is judged by. */
const RUN_CODES: ReadonlySet<ReasonCode> = new Set([
  'Timeout',
  'Infrastructure',
  'OutOfMemory',
  'DiskLimit',
  'OutputTruncated',
  'NotRun',
]);

/** What still fails a baseline whose run the bug killed for memory. */
const KEPT_WHEN_EXHAUSTED: ReadonlySet<ReasonCode> = new Set([
  'TargetNotFailing',
  'CollectionError',
  'DiskLimit',
  'OutputTruncated',
]);

/** Whether this is a baseline of a trusted suite whose run was killed for memory, and only that. */
export function exhaustedOnBase(phase: PhaseName, proposal: boolean, run: RunResult): boolean {
  return (
    phase === 'baseline' &&
    !proposal &&
    run.oomKilled === true &&
    !run.timedOut &&
    run.infrastructureError === undefined
  );
}

/** The phase's reasons once the run's end has spoken; `exhausted` from exhaustedOnBase. */
export function byRunEnd(reasons: readonly Reason[], run: RunResult, exhausted: boolean): Reason[] {
  if (run.timedOut || run.infrastructureError !== undefined)
    return reasons.filter((r) => RUN_CODES.has(r.code));
  if (exhausted) return reasons.filter((r) => KEPT_WHEN_EXHAUSTED.has(r.code));
  return [...reasons];
}
