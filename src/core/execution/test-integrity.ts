/**
 * Test integrity (PROTOCOL 5.1): a patch may change the tests that judge it, so the test
 * files it changed or deleted also run in their base version against the patched code (the
 * guard run, beside the regression run). A test that passed on the base must pass there too
 * unless the approval names it in `acceptedChanges`: weakening a test (an assertion dropped,
 * an expected value loosened, `assertRaises` removed) needs a reviewer's explicit consent. The
 * run spec's `regression.updatedTests` excuses base tests here, for every patch, and in the
 * regression run only their absence when the patch changed its test files (a fix that deletes
 * the test that pinned the old behaviour): a version of them that runs must pass.
 *
 * The guard run is the patched copy with those files put back as they were in the base
 * (written after the patch, from the snapshot, so the patch cannot touch them), and with the
 * regression suite's kept plants in: it is checked like the regression run itself.
 */
import type { TestReport } from '../reports/model.js';
import type { SealReading } from '../seal/judge-sealed.js';
import type { TestFileChange } from '../seal/regression-plants.js';
import { type Reason, runProblems } from './phase-result.js';
import type { RunResult } from '../runner/runner-port.js';

/** The guard run's evidence, as execute() collected it. */
export interface GuardEvidence {
  readonly run: RunResult;
  /** Read through the regression plants when there are any. */
  readonly report: TestReport | null;
  readonly reportError?: string;
  readonly seal?: SealReading;
}

/** What the receipt records of the guard for the regression phase. */
export interface TestIntegrity {
  /** The test files the patch changed, deleted or added. */
  readonly files: readonly TestFileChange[];
  /** Whether the base versions ran (only when the patch changed or deleted a test file). */
  readonly guarded: boolean;
  /** Accepted base tests that did not pass with the patch: the changes the reviewer consented to. */
  readonly accepted: readonly string[];
  /**
   * Base tests the run spec names in `regression.updatedTests` that did not pass in the guard
   * run or that the patch removed (absent when none): the fix updates them on purpose.
   */
  readonly updated?: readonly string[];
}

/**
 * The reasons the guard run adds to the regression phase. `basePassed` is what passed when
 * the suite ran on the base (null: that run is unusable, and the phase fails for it already).
 * Fail closed: a guard run that cannot be read is no evidence that the old tests still hold.
 */
export function guardReasons(
  guard: GuardEvidence,
  basePassed: ReadonlySet<string> | null,
  accepted: ReadonlySet<string>,
  ambiguous: ReadonlySet<string> = new Set(),
): { reasons: Reason[]; accepted: string[] } {
  const reasons: Reason[] = [];
  const add = (code: Reason['code'], detail: string): void =>
    void reasons.push({ code, detail: `base version of the changed test files: ${detail}` });
  const { run, report } = guard;
  if (basePassed === null) return { reasons, accepted: [] };
  runProblems(run, add);
  if (guard.seal && guard.seal.tampering.length > 0)
    add('EvidenceTampered', guard.seal.tampering.slice(0, 3).join('; ').slice(0, 400));
  if (!report) {
    add('ReportUnreadable', (guard.reportError ?? 'no report').slice(0, 300));
    return { reasons, accepted: [] };
  }
  // Only the base's own tests are held to the base: a test the patch added may need a
  // helper it changed, and it already had to pass in the regression run.
  const status = new Map(report.tests.map((t) => [t.id, t.status]));
  const broken = [...basePassed].filter((id) => status.get(id) !== 'passed').sort();
  const lost = broken.filter((id) => !accepted.has(id));
  if (lost.length > 0) {
    const why =
      report.collectionErrors.length > 0
        ? ` (the run also has collection errors: ${report.collectionErrors.slice(0, 2).join('; ').slice(0, 200)})`
        : '';
    add(
      'RegressionLost',
      `${lost.length} tests that passed on the base do not pass with the patch: ${lost.slice(0, 5).join(', ')}${why}; ${namedTooOften(lost, ambiguous) ?? 'if the patch changes this behaviour on purpose, the reviewer approves again naming them in acceptedChanges (or the run spec names them in regression.updatedTests)'}`,
    );
  }
  // The exit status answers for the run as it was, plants included.
  const bad = guard.seal ? guard.seal.rawFailing : report.failed + report.errored;
  if (run.exitCode === 0 && bad > 0)
    add('ReportDisagreesWithExit', `exit 0 but the report has ${bad} failing tests`);
  if (run.exitCode !== 0 && bad === 0 && report.collectionErrors.length === 0)
    add(
      'ReportDisagreesWithExit',
      `exit ${run.exitCode ?? 'none (killed)'} but the report has no failing test`,
    );
  return { reasons, accepted: broken.filter((id) => accepted.has(id)) };
}

/** What to do when a lost test was named but its id stands for several tests; null when none was. */
export function namedTooOften(
  lost: readonly string[],
  ambiguous: ReadonlySet<string>,
): string | null {
  const named = lost.filter((id) => ambiguous.has(id));
  if (named.length === 0) return null;
  return `${named.slice(0, 3).join(', ')} is named in acceptedChanges or regression.updatedTests, but the id stands for more than one test of the base (the same titles in different files), so a name cannot say which one changes: give those tests distinct titles`;
}

/**
 * Base tests that did not pass in the regression run: those the reviewer accepted, those the
 * run spec names as updated that the patch removed (`removed`: named, absent from the run's
 * report, and the patch changed or deleted test files), and the rest, which stay lost. A
 * named test that ran and did not pass is never excused here.
 */
export function splitAccepted(
  lost: readonly string[],
  accepted: ReadonlySet<string>,
  removed: ReadonlySet<string> = new Set(),
): { lost: string[]; accepted: string[]; removed: string[] } {
  return {
    lost: lost.filter((id) => !accepted.has(id) && !removed.has(id)),
    accepted: lost.filter((id) => accepted.has(id)),
    removed: lost.filter((id) => !accepted.has(id) && removed.has(id)),
  };
}
