/**
 * The verdict rules of one phase (PROTOCOL 5), shared by every runner. Fail closed: each
 * rule adds a reason, and a phase passes only when no rule found one. Nothing here trusts
 * the runner's or the report's word alone; exit status and report must agree.
 */
import { sha256Bytes, toHex } from '../hash/digest.js';
import type { RunResult } from '../runner/runner-port.js';
import type { TestReport } from '../reports/model.js';
import { classify } from './phase-classification.js';
import type { SealReading } from '../seal/judge-sealed.js';
import type { PhaseSeal } from './sealing.js';
import type { TestFileChange } from '../seal/regression-plants.js';
import { reproduction, showsBug } from './reproduction.js';
import { missingTargetDetail } from './closest-ids.js';
import {
  type GuardEvidence,
  guardReasons,
  namedTooOften,
  splitAccepted,
  type TestIntegrity,
} from './test-integrity.js';
import {
  judgeProposalBaseline,
  judgeProposalPatched,
  type ProposalEvidence,
} from './proposal-phases.js';
import {
  runProblems,
  NO_TESTS,
  type OutputDigest,
  type PhaseName,
  type PhaseResult,
  type Reason,
  type ReasonCode,
} from './phase-result.js';
import { type NotLoaded, withSuiteLoading } from './suite-loading.js';
import { byRunEnd, diedOfHeap, exhaustedOnBase, loadingOf } from './run-end.js';
import {
  baseRunProblems,
  excusable,
  lostTests,
  type Repeated,
  removedUpdated,
} from './regression-lost.js';

export interface PhaseEvidence {
  readonly name: PhaseName;
  readonly run: RunResult;
  /** The parsed report, or null with `reportError` when it could not be read. */
  readonly report: TestReport | null;
  readonly reportError?: string;
  /** Test ids that must fail at baseline and pass once patched. */
  readonly targets: readonly string[];
  /** Regression: ids that passed when the regression suite ran on the base; null = that run is unusable. */
  readonly basePassed?: ReadonlySet<string> | null;
  /** Regression: ids the same base run ran more than once (titles repeated across files), with the count. */
  readonly baseRuns?: ReadonlyMap<string, Repeated>;
  /**
   * Regression: ids that failed or errored when the same suite ran on the base (empty when
   * that run is unusable). They may fail again: the patch did not break them.
   */
  readonly baseFailing?: ReadonlySet<string>;
  /** Regression: the same base run's collection errors, word for word (empty when unusable). */
  readonly baseCollectionErrors?: ReadonlySet<string>;
  /** Regression: the usable base run was cut short too, so the tests after its cut ran in neither. */
  readonly baseInterrupted?: boolean;
  /** Regression: lost tests that passed in every rerun of the same run (recheck.ts): the machine's, not the patch's. */
  readonly rechecked?: ReadonlySet<string>;
  /** Regression: that base run, to say why it is unusable (the patch did not run in it). */
  readonly baseRun?: { readonly run: RunResult; readonly reportError?: string };
  /** Patched: tests that showed the bug at baseline (reproduction.ts); each must now pass (implicit targets). */
  readonly baselineFailures?: ReadonlySet<string>;
  /** Patched: how the reproduction suite failed to load at baseline (suite-loading.ts); null when it loaded. */
  readonly baselineLoading?: NotLoaded | null;
  /** A sealed suite: how its report read back through the seal (null: no readable report). */
  readonly seal?: { readonly reading: SealReading | null; readonly summary: PhaseSeal };
  /** Regression: base tests the approval accepts not passing with the patch (`acceptedChanges`). */
  readonly accepted?: ReadonlySet<string>;
  /**
   * Regression: base tests the run spec expects the fix to update (`updatedTests`): excused
   * in the guard run, and absent from the regression run when the patch changed test files.
   */
  readonly updated?: ReadonlySet<string>;
  /**
   * Regression: the test files the patch touched, and the guard run of the base versions of
   * those it changed or deleted (null: there were none; `missing`: it should have run and did not).
   */
  readonly integrity?: {
    readonly files: readonly TestFileChange[];
    readonly guard: GuardEvidence | 'missing' | null;
  };
  /** Baseline and patched in gate mode proposal: the patch's own tests are the reproduction (proposal-phases.ts). */
  readonly proposal?: ProposalEvidence;
}

/** Decides one phase from its evidence. */
export function evaluatePhase(e: PhaseEvidence): PhaseResult {
  const reasons: Reason[] = [];
  const add = (code: ReasonCode, detail: string): void => void reasons.push({ code, detail });
  const { run, report } = e;

  runProblems(run, add);
  if (!report) add('ReportUnreadable', (e.reportError ?? 'no report').slice(0, 500));
  // A proposal's tests may not even load without its code (they import what it adds).
  const proposalBaseline = e.proposal !== undefined && e.name === 'baseline';
  // Regression: a file that loaded no tests on the base either, word for word the same (node
  // reports a file whose tests are defined only for mocha as one that exited early), ran no
  // test in either run: the patch lost nothing there.
  const baseErrors = e.name === 'regression' ? e.baseCollectionErrors : undefined;
  // How the run ended may speak for what its report lacks (run-end.ts).
  const exhausted = exhaustedOnBase(e.name, e.proposal !== undefined, run);
  const collectionErrors = (report?.collectionErrors ?? []).filter(
    (c) => !baseErrors?.has(c) && !(exhausted && diedOfHeap(c)),
  );
  if (report && collectionErrors.length > 0 && !proposalBaseline)
    add('CollectionError', collectionErrors.slice(0, 5).join('; ').slice(0, 500));
  if (report && report.executed === 0 && !proposalBaseline)
    add('NoTestsExecuted', 'the suite ran no test');

  const byId = new Map((report?.tests ?? []).map((t) => [t.id, t]));
  const targets = e.targets.map((id) => ({ id, status: byId.get(id)?.status ?? 'missing' }));
  // At baseline, a run the bug itself cut short (a Go panic out of a recover's reach) leaves
  // the targets after it unrun: not the spec's mistake, and no patch ran there. The patched
  // phase still needs every target in its report.
  const cutByBug =
    e.name === 'baseline' &&
    e.proposal === undefined &&
    report?.interrupted === true &&
    report.tests.some(showsBug);
  for (const t of targets)
    if (t.status === 'missing' && !cutByBug)
      add(
        'TargetMissing',
        report?.interrupted === true
          ? `target ${JSON.stringify(t.id.slice(0, 160))} never ran: the run was cut short before it (a test process died or panicked), and what cut it does not show the bug`
          : missingTargetDetail(t.id, [...byId.keys()], e.name),
      );

  const reading = e.seal?.reading ?? null;
  if (reading && reading.tampering.length > 0)
    add('EvidenceTampered', reading.tampering.slice(0, 3).join('; ').slice(0, 500));
  if (report) {
    // The exit status answers for the run as it was, planted tests included.
    const bad = reading ? reading.rawFailing : report.failed + report.errored;
    if (run.exitCode === 0 && bad > 0)
      add('ReportDisagreesWithExit', `exit 0 but the report has ${bad} failing tests`);
    if (
      run.exitCode !== null &&
      run.exitCode !== 0 &&
      bad === 0 &&
      report.collectionErrors.length === 0
    ) {
      add('ReportDisagreesWithExit', `exit ${run.exitCode} but the report has no failing test`);
    }
    const plantedFailures = bad - (report.failed + report.errored);
    if (e.proposal && e.name === 'baseline')
      judgeProposalBaseline(report, e.proposal, e.targets, add);
    else if (e.proposal) judgeProposalPatched(report, e.proposal, targets, run.exitCode, add);
    else if (e.name === 'baseline') judgeBaseline(e, report, targets, add);
    else judgeFixed(e, report, targets, add, plantedFailures);
  } else if (e.name !== 'baseline' && run.exitCode !== 0) {
    add('WrongExitStatus', `exit ${run.exitCode ?? 'none'}; this phase needs exit 0`);
  }

  // An unusable base run is the environment's or the spec's failure, never the patch's: its
  // own reasons stand, not a RegressionLost that would blame the patch.
  const baseFailed =
    e.basePassed === null && e.baseRun !== undefined && baseRunProblems(e.baseRun, add);
  // A name excuses only an id that stands for one base test (regression-lost.ts).
  const accepted = excusable(e.accepted ?? new Set<string>(), e.baseRuns);
  const updated = excusable(e.updated ?? new Set<string>(), e.baseRuns);
  const ambiguous = new Set(
    [...(e.accepted ?? []), ...(e.updated ?? [])].filter((id) => e.baseRuns?.has(id)),
  );
  const touchedTests = e.integrity?.files.some((f) => f.op !== 'added') ?? false;
  const split =
    e.name === 'regression' && !baseFailed
      ? splitAccepted(lostTests(e, report), accepted, removedUpdated(touchedTests, updated, report))
      : undefined;
  const lost = split?.lost;
  if (lost && lost.length > 0)
    add(
      'RegressionLost',
      `${lost.length} tests passed on the base and do not pass with the patch: ${lost.slice(0, 5).join(', ')}${suffix(namedTooOften(lost, ambiguous))}`,
    );
  const integrity = e.integrity
    ? checkIntegrity(
        e.integrity,
        e.basePassed ?? null,
        { accepted, updated, ambiguous },
        { accepted: split?.accepted ?? [], removed: split?.removed ?? [] },
        add,
      )
    : undefined;

  // A trusted reproduction suite that did not load on the base is said as such, not as
  // tampering or a disagreeing exit status (suite-loading.ts has the rule).
  const trusted = e.proposal === undefined && (e.name === 'baseline' || e.name === 'patched');
  const loading = trusted ? loadingOf(report, run, exhausted, e.reportError) : null;
  reasons.splice(
    0,
    reasons.length,
    ...withSuiteLoading(e.name, reasons, loading, e.baselineLoading),
  );
  reasons.splice(0, reasons.length, ...byRunEnd(reasons, run, exhausted));
  const classification = reasons.length === 0 ? null : classify(reasons, run, report);
  return {
    name: e.name,
    outcome: reasons.length === 0 ? 'pass' : 'fail',
    classification,
    reasons,
    exitCode: run.exitCode,
    tests: report
      ? {
          executed: report.executed,
          passed: report.passed,
          failed: report.failed,
          errored: report.errored,
          skipped: report.skipped,
        }
      : NO_TESTS,
    targets,
    durationMs: Math.round(run.durationMs),
    stdout: digest(run.stdout),
    stderr: digest(run.stderr),
    truncated: run.truncated,
    ...(lost ? { lostTests: lost } : {}),
    ...(e.rechecked?.size ? { rechecked: [...e.rechecked].sort() } : {}),
    ...(integrity ? { testIntegrity: integrity } : {}),
    ...(e.seal ? { seal: e.seal.summary } : {}),
    ...(e.proposal ? { evidence: 'proposal' as const } : {}),
    ...(exhausted ? { evidence: 'memory' as const } : {}),
  };
}

type Add = (code: ReasonCode, detail: string) => void;
type Target = { id: string; status: string };

/**
 * Baseline: the bug must show (reproduction.ts): ≥ 1 test failing by assertion or by an
 * exception from the repository's code, every target failing so, non-zero exit.
 */
function judgeBaseline(e: PhaseEvidence, report: TestReport, targets: Target[], add: Add): void {
  if (!report.tests.some(showsBug)) {
    add(
      'NoAssertionFailure',
      'no test failed on the base by assertion or by an exception raised in the repository\'s code: the reproduction tests do not reproduce the bug. If the base already has the fix, this patch is not the one they were written for: a project that gates every pull request sets gate mode "proposal" or "none" (docs/ci/README.md, "Gate modes")',
    );
  }
  // A target that errors for another reason (an import error, a bug in the test) could be
  // "fixed" by a stub or a fixture without touching the bug.
  const byId = new Map(report.tests.map((t) => [t.id, t]));
  for (const t of targets) {
    const found = reproduction(byId.get(t.id));
    if (!found.shows && t.status !== 'missing')
      add('TargetNotFailing', `target ${t.id} ${found.why}`.slice(0, 500));
  }
  if (e.run.exitCode === 0)
    add('WrongExitStatus', 'exit 0 on the base; the reproduction must fail there');
}

/** Patched, regression, hidden: everything passes, targets included, exit 0. */
function judgeFixed(
  e: PhaseEvidence,
  report: TestReport,
  targets: Target[],
  add: Add,
  plantedFailures: number,
): void {
  const failing = report.tests.filter((t) => t.status === 'failed' || t.status === 'errored');
  // Regression: a test that failed on the base too (an environment it was not written for, a
  // bug of its own) is the project's, not the patch's; every test that passed there must pass.
  const known = new Set(
    e.name === 'regression' ? [...(e.baseFailing ?? []), ...(e.rechecked ?? [])] : [],
  );
  const newlyFailing = failing.filter((t) => !known.has(t.id));
  if (newlyFailing.length > 0)
    add(
      'TestsFailed',
      `${newlyFailing.length} tests fail${newlyFailing.length < failing.length ? ` (and ${failing.length - newlyFailing.length} that failed on the base too)` : ''}: ${newlyFailing
        .slice(0, 5)
        .map((t) => t.id)
        .join(', ')}`,
    );
  // A run cut short (a test process that died, a Go panic, a node:test stall) never ran the
  // tests after the cut: it passes no phase where tests must pass. In regression, a base run
  // cut short too never ran them either: every test that did pass there must still pass (the
  // lost-test check), and nothing else was ever evidence.
  const cutOnBaseToo = e.name === 'regression' && e.baseInterrupted === true;
  if (report.interrupted === true && !cutOnBaseToo)
    add(
      'TestsFailed',
      'the run was cut short (a test process died or panicked): the tests after that point never ran',
    );
  // "All pass" (PROTOCOL 5): a skipped test did not pass, and code under test can skip it.
  // Regression is exempt: there the base decides which tests must pass.
  const skipped = report.tests.filter((t) => t.status === 'skipped');
  if (e.name !== 'regression' && skipped.length > 0)
    add(
      'TestsSkipped',
      `${skipped.length} tests were skipped, not passed: ${skipped
        .slice(0, 5)
        .map((t) => t.id)
        .join(', ')}`,
    );
  const byId = new Map(report.tests.map((t) => [t.id, t.status]));
  for (const id of e.baselineFailures ?? []) {
    if (byId.get(id) !== 'passed' && !targets.some((t) => t.id === id))
      add('TargetNotPassing', `${id} failed at baseline and is ${byId.get(id) ?? 'missing'} now`);
  }
  for (const t of targets)
    if (t.status !== 'passed' && t.status !== 'missing')
      add('TargetNotPassing', `target ${t.id} ${t.status}`);
  // Planted tests that must fail make an honest run exit non-zero; nothing else may. A run
  // whose real tests failed exits non-zero whether or not a plant ran before (a Go panic ends
  // the binary wherever it comes): TestsFailed says it, the exit status adds nothing.
  // Regression: a collection error the base had too (excused above) exits as the base did.
  const baseError = e.name === 'regression' && report.collectionErrors.length > 0;
  const nonZero = plantedFailures > 0 || failing.length > 0 || baseError;
  if (nonZero ? e.run.exitCode === null : e.run.exitCode !== 0) {
    add(
      'WrongExitStatus',
      `exit ${e.run.exitCode ?? 'none (killed)'}; this phase needs exit ${nonZero ? 'non-zero (its failing tests fail it)' : '0'}`,
    );
  }
}

/**
 * The guard run's reasons (test-integrity.ts), and what the receipt records of it: the base
 * tests the reviewer accepted apart from those the run spec expects the fix to update.
 */
function checkIntegrity(
  integrity: NonNullable<PhaseEvidence['integrity']>,
  basePassed: ReadonlySet<string> | null,
  excused: {
    readonly accepted: ReadonlySet<string>;
    readonly updated: ReadonlySet<string>;
    /** Named ids that stand for more than one base test: a name cannot excuse them. */
    readonly ambiguous: ReadonlySet<string>;
  },
  fromRun: { readonly accepted: readonly string[]; readonly removed: readonly string[] },
  add: Add,
): TestIntegrity {
  const { accepted, updated, ambiguous } = excused;
  const { guard } = integrity;
  if (guard === 'missing')
    add(
      'RegressionLost',
      'the base version of the changed test files could not be run against the patch, so weakened tests cannot be ruled out',
    );
  const found =
    guard && guard !== 'missing'
      ? guardReasons(guard, basePassed, new Set([...accepted, ...updated]), ambiguous)
      : { reasons: [], accepted: [] };
  for (const r of found.reasons) add(r.code, r.detail);
  const byReviewer = found.accepted.filter((id) => accepted.has(id));
  const bySpec = [
    ...new Set([...found.accepted.filter((id) => !accepted.has(id)), ...fromRun.removed]),
  ].sort();
  return {
    files: integrity.files,
    guarded: guard !== null,
    accepted: [...new Set([...fromRun.accepted, ...byReviewer])].sort(),
    ...(bySpec.length > 0 ? { updated: bySpec } : {}),
  };
}

const suffix = (note: string | null): string => (note ? `; ${note}` : '');

function digest(bytes: Uint8Array): OutputDigest {
  return { sha256: toHex(sha256Bytes(bytes)), bytes: bytes.length };
}
