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
 * - The same at baseline when a test process dies of its runtime's own heap limit before the
 *   container's (nanoid-600: a count that never reaches zero grows a string): V8 prints
 *   `FATAL ERROR: … JavaScript heap out of memory` and aborts, and `node --test` reports the
 *   file as failed. That file's failure is the death, not a collection error; any other
 *   collection error still fails the phase.
 */
import type { TestReport } from '../reports/model.js';
import type { RunResult } from '../runner/runner-port.js';
import type { PhaseName, Reason, ReasonCode } from './phase-result.js';
import { type NotLoaded, suiteLoading } from './suite-loading.js';

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
  'TrustedSuiteNotLoadable',
  'DiskLimit',
  'OutputTruncated',
]);

// What V8 prints as it aborts at its heap limit (node, mocha, jest alike; under `node --test`
// it reaches the TAP stream as a comment, and the file's failure repeats it, tap.ts).
const V8_HEAP = /FATAL ERROR: [^\n]*JavaScript heap out of memory/;

/**
 * Whether this is a baseline of a trusted suite whose run was killed for memory, or one of
 * whose test processes died of its heap limit, and only that.
 */
export function exhaustedOnBase(phase: PhaseName, proposal: boolean, run: RunResult): boolean {
  return (
    phase === 'baseline' &&
    !proposal &&
    (run.oomKilled === true || (run.exitCode !== 0 && V8_HEAP.test(outputOf(run)))) &&
    !run.timedOut &&
    run.infrastructureError === undefined
  );
}

/** Whether a collection error is a test process dying of its heap limit (exhaustedOnBase excuses it). */
export function diedOfHeap(collectionError: string): boolean {
  return V8_HEAP.test(collectionError);
}

/**
 * Whether a trusted suite loaded (suite-loading.ts), where a test process that died of its
 * heap limit at baseline (`exhausted`, from exhaustedOnBase) counts as loaded: the bug killed
 * it, and only another file's error says the suite did not load.
 */
export function loadingOf(
  report: TestReport | null,
  run: RunResult,
  exhausted: boolean,
  reportError?: string,
): NotLoaded | null {
  const errors = (report?.collectionErrors ?? []).filter((c) => !(exhausted && diedOfHeap(c)));
  if (exhausted && errors.length === 0) return null;
  return suiteLoading(report && { ...report, collectionErrors: errors }, run, reportError);
}

function outputOf(run: RunResult): string {
  const text = new TextDecoder();
  return `${text.decode(run.stdout)}\n${text.decode(run.stderr)}`;
}

/** The phase's reasons once the run's end has spoken; `exhausted` from exhaustedOnBase. */
export function byRunEnd(reasons: readonly Reason[], run: RunResult, exhausted: boolean): Reason[] {
  if (run.timedOut || run.infrastructureError !== undefined)
    return reasons.filter((r) => RUN_CODES.has(r.code));
  if (exhausted) return reasons.filter((r) => KEPT_WHEN_EXHAUSTED.has(r.code));
  return [...reasons];
}
