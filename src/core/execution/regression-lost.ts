/**
 * Which base tests the regression run lost (evaluate-phase.ts), counting how many tests stand
 * behind one id. Several report formats do not name the file in an id (node:test's TAP
 * `describe > test`, mocha's and Jest's titles), so two files' tests of the same titles are
 * one id, reported with `runs` and the worst status of its runs (report-builder.ts). Read as a
 * set of ids, a patch could lose one of them behind the other (red-team review of 5b69f0a: a
 * test file's process ended before its test, whose twin by title in another file still
 * passed). So:
 * - an id with n passing runs on the base is lost unless n of its runs pass with the patch
 *   (so also an id whose worst status on the base was a failure of its other test), and an id
 *   that ran more than once on the base is lost when it runs more times with the patch: the
 *   code under test can define tests where the project's files load it, and a passing one of
 *   the same titles would stand in for the run it broke (red-team review of d42eeb6). A patch
 *   that defines exactly as many as it loses is not told apart by counting: that is the open
 *   attack of a patch aware of the project's suite (docs/threat-model.md);
 * - an id that stands for more than one base test cannot be excused by name (the reviewer's
 *   `acceptedChanges`, the run spec's `updatedTests`): the name does not say which of them
 *   (red-team review of 3a5df47: a second file's test of the same titles, weakened, hid behind
 *   the named one).
 */
import type { TestReport } from '../reports/model.js';
import { passedRunsOf } from '../reports/report-builder.js';
import type { RunResult } from '../runner/runner-port.js';
import { runProblems, type ReasonCode } from './phase-result.js';

/** What the regression phase knows of the same suite's run on the base. */
export interface BaseEvidence {
  /** Ids that passed there; null = that run is unusable. */
  readonly basePassed?: ReadonlySet<string> | null;
  /** Ids that ran more than once there (titles repeated across files), with their runs. */
  readonly baseRuns?: ReadonlyMap<string, Repeated>;
  /** Lost tests that passed in every rerun of the regression run (recheck.ts). */
  readonly rechecked?: ReadonlySet<string>;
}

/** The runs of an id that a report ran more than once, and how many of them passed. */
export interface Repeated {
  readonly runs: number;
  readonly passed: number;
}

/** The ids a report ran more than once. */
export function repeatedRuns(report: TestReport | null): Map<string, Repeated> {
  return new Map(
    (report?.tests ?? [])
      .filter((t) => (t.runs ?? 1) > 1)
      .map((t) => [t.id, { runs: t.runs ?? 1, passed: passedRunsOf(t) }]),
  );
}

/** Base tests that passed there and do not pass now, as many times as they passed there. */
export function lostTests(e: BaseEvidence, report: TestReport | null): string[] {
  if (e.basePassed === undefined) return [];
  if (e.basePassed === null) return ['(the regression suite could not be run on the base)'];
  const now = new Map((report?.tests ?? []).map((t) => [t.id, t]));
  const onBase = new Map([...e.basePassed].map((id) => [id, 1]));
  for (const [id, r] of e.baseRuns ?? []) if (r.passed > 0) onBase.set(id, r.passed);
  const kept = (id: string, n: number): boolean => {
    const t = now.get(id);
    const runs = e.baseRuns?.get(id)?.runs;
    // More runs than the base had: a test made at run time under the same titles.
    const added = runs !== undefined && (t?.runs ?? 1) > runs;
    return (t !== undefined && passedRunsOf(t) >= n && !added) || e.rechecked?.has(id) === true;
  };
  return [...onBase]
    .filter(([id, n]) => !kept(id, n))
    .map(([id]) => id)
    .sort();
}

/** The named ids that a name can excuse: those standing for one base test. */
export function excusable(
  named: ReadonlySet<string>,
  baseRuns: ReadonlyMap<string, Repeated> | undefined,
): ReadonlySet<string> {
  return new Set([...named].filter((id) => baseRuns?.has(id) !== true));
}

/**
 * The tests the run spec names as updated that the run did not report, when the patch
 * changed or deleted test files (so their absence is in the diff a reader sees).
 */
export function removedUpdated(
  touchedTests: boolean,
  updated: ReadonlySet<string> | undefined,
  report: TestReport | null,
): ReadonlySet<string> {
  if (!touchedTests || !updated || !report) return new Set();
  const reported = new Set(report.tests.map((t) => t.id));
  return new Set([...updated].filter((id) => !reported.has(id)));
}

/** Adds why the regression suite's base run is unusable; false when nothing says so. */
export function baseRunProblems(
  base: { readonly run: RunResult; readonly reportError?: string },
  add: (code: ReasonCode, detail: string) => void,
): boolean {
  let added = false;
  const onBase = (code: ReasonCode, detail: string): void => {
    added = true;
    add(code, `the regression suite's run on the base: ${detail}`.slice(0, 500));
  };
  runProblems(base.run, onBase);
  if (!added && base.reportError !== undefined)
    onBase('ReportUnreadable', base.reportError.slice(0, 300));
  return added;
}
