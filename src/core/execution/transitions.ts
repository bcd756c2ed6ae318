/**
 * Which tests a patch was meant to turn from failing to passing, and which had to keep
 * passing, each with the status it ended in: the two lists a benchmark's report is made of
 * (SWE-bench's FAIL_TO_PASS and PASS_TO_PASS, `patchproof evaluate`).
 *
 * They are read from the same evidence the verdict is: FAIL_TO_PASS is the reproduction
 * suite's targets (the spec's, and every test that showed the bug at baseline), with its
 * status in the patched run; PASS_TO_PASS is every regression test that passed on the base,
 * with its status in the patched regression run. The hidden suite is never named here
 * (PROTOCOL 5.1): it stays counts and codes.
 */
import type { TestCaseResult, TestReport } from '../reports/model.js';
import { worse } from '../reports/report-builder.js';

/** A test's status in the run that decides it; `missing` when that run's report does not name it. */
export type TransitionStatus = 'passed' | 'failed' | 'errored' | 'skipped' | 'missing';

export interface TestTransition {
  readonly id: string;
  readonly status: TransitionStatus;
}

export interface TestTransitions {
  /** Targets of the reproduction suite, each with its status once patched. */
  readonly failToPass: readonly TestTransition[];
  /** Regression tests that passed on the base, each with its status once patched; empty when that base run was unusable. */
  readonly passToPass: readonly TestTransition[];
}

export interface TransitionEvidence {
  /** The spec's explicit targets. */
  readonly targets: readonly string[];
  /** Tests that showed the bug at baseline (implicit targets). */
  readonly showedBug: ReadonlySet<string>;
  /** The reproduction suite's patched report (null: unreadable). */
  readonly patched: TestReport | null;
  /** Ids that passed when the regression suite ran on the base (null: that run was unusable). */
  readonly basePassed: ReadonlySet<string> | null;
  /** The regression suite's patched report (null: unreadable). */
  readonly regression: TestReport | null;
}

/** The two lists, sorted by id, each id once. */
export function testTransitions(e: TransitionEvidence): TestTransitions {
  const failToPass = [...new Set([...e.targets, ...e.showedBug])];
  return {
    failToPass: statuses(failToPass, e.patched),
    passToPass: statuses([...(e.basePassed ?? [])], e.regression),
  };
}

/** Success: the test passed once patched; anything else, `missing` included, is a failure. */
export function splitBySuccess(list: readonly TestTransition[]): {
  readonly success: string[];
  readonly failure: string[];
} {
  return {
    success: list.filter((t) => t.status === 'passed').map((t) => t.id),
    failure: list.filter((t) => t.status !== 'passed').map((t) => t.id),
  };
}

function statuses(ids: readonly string[], report: TestReport | null): TestTransition[] {
  const byId = worstById([report]);
  return [...ids].sort(compareIds).map((id) => ({ id, status: byId.get(id)?.status ?? 'missing' }));
}

/**
 * Each test id of the reports with its worst result (report-builder's `worse`): a test reported
 * twice, or in two reports, counts as its worst status; a rerun that passed proves nothing.
 */
export function worstById(reports: ReadonlyArray<TestReport | null>): Map<string, TestCaseResult> {
  const byId = new Map<string, TestCaseResult>();
  for (const report of reports) {
    for (const t of report?.tests ?? []) {
      const before = byId.get(t.id);
      byId.set(t.id, before ? worse(before, t) : t);
    }
  }
  return byId;
}

function compareIds(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
