/**
 * A regression test that fails once (issue 34, seen on real projects under load: robfig/cron's
 * TestLocalTimezone and TestBlockingRun, hashicorp/golang-lru's expiry tests, each timing a
 * few milliseconds on a busy machine) is no proof that the patch broke it. When the regression
 * run loses a few tests that passed on the base, the same run (the same tree, the same plants)
 * is made again, up to RUNS times; a lost test that passes in every one of those runs failed
 * by the machine, not by the patch, and is excused as `rechecked`, said in the receipt.
 *
 * What keeps a patch from buying that excuse:
 * - Only a test that ran and failed or errored: a test that is missing (deleted, renamed,
 *   skipped into silence) is never rechecked, nor an id that stands for more than one test
 *   (titles repeated across files, regression-lost.ts), of which one could be missing.
 * - Only a few (MAX_LOST): a patch that breaks more is not flaky, and it FAILs at once.
 * - The reruns are the same run as the first, so a patch cannot tell them apart; to pass it
 *   must pass the test in every rerun. A patch that breaks a test at random with probability p
 *   is excused with probability p(1 − p)² at most, under 15% (p = 1/3), and a patch that
 *   breaks it every time never is.
 * - A rerun counts only when its evidence holds: a report that was read, a run that was not
 *   cut short, timed out, truncated or refused by the infrastructure, and no seal
 *   contradiction. One rerun that does not hold, or that fails the test again, ends the
 *   recheck: the test stays lost.
 * - A patch that could choose when a test passes gains nothing from a rerun: it could pass
 *   the first run. Only a patch that breaks a test at random gets another draw, and pays
 *   for it as above.
 * Everything else about the first run stands: its plants, its exit status, its other reasons.
 */
import type { JobOutcome } from './job-runs.js';
import { type BaseEvidence, lostTests } from './regression-lost.js';

/** Reruns a lost test must pass, each. */
export const RECHECK_RUNS = 2;
/** More lost tests than this are not rechecked. */
export const MAX_LOST = 3;

/**
 * The tests to recheck: those that passed on the usable base and failed or errored in the
 * regression run; empty when none, when there are more than MAX_LOST, or when a test that
 * passed on the base is missing from the run or ran fewer times (regression-lost.ts).
 */
export function recheckCandidates(base: BaseEvidence, first: JobOutcome): string[] {
  if (!base.basePassed || !holds(first, [])) return [];
  const status = new Map((first.report?.tests ?? []).map((t) => [t.id, t.status]));
  // A test that ran fewer times than on the base lost a run: missing, never rerun.
  const lost = lostTests({ ...base, rechecked: new Set() }, first.report);
  // One test behind each id: a title repeated across files is never rerun (regression-lost.ts).
  const failedOnly = lost.every(
    (id) =>
      (status.get(id) === 'failed' || status.get(id) === 'errored') && !base.baseRuns?.has(id),
  );
  return failedOnly && lost.length <= MAX_LOST ? lost : [];
}

/**
 * Whether to run again: `runs` are the reruns so far, in order. Stops as soon as one does
 * not hold or fails a candidate, or once RECHECK_RUNS have passed them all.
 */
export function recheckAgain(candidates: readonly string[], runs: readonly JobOutcome[]): boolean {
  if (candidates.length === 0 || runs.length >= RECHECK_RUNS) return false;
  return runs.every((r) => holds(r, candidates));
}

/** The candidates excused: every one of RECHECK_RUNS reruns held and passed them all. */
export function rechecked(
  candidates: readonly string[],
  runs: readonly JobOutcome[],
): ReadonlySet<string> {
  const all = runs.length >= RECHECK_RUNS && runs.every((r) => holds(r, candidates));
  return new Set(all ? candidates : []);
}

/** A run whose evidence holds, in which every one of `ids` passed. */
function holds(o: JobOutcome, ids: readonly string[]): boolean {
  const { run, report, seal } = o;
  if (report === null || report.interrupted === true) return false;
  if (run.timedOut || run.truncated || run.infrastructureError !== undefined) return false;
  if (run.oomKilled === true || run.diskLimit !== undefined) return false;
  if (seal !== undefined && seal.tampering.length > 0) return false;
  const passed = new Set(report.tests.filter((t) => t.status === 'passed').map((t) => t.id));
  return ids.every((id) => passed.has(id));
}
