/**
 * Gate mode `proposal` (docs/ci/README.md, "Gate modes"): the tests a patch adds or changes
 * are its reproduction. The baseline phase runs the project's own suite (the regression
 * command) on the base with only the patch's test files in it; the patched phase runs it on
 * the patched tree. Which tests are the patch's is read from the evidence and from the files
 * their ids name (test-owner.ts; where a report's ids name no file, as TAP's, the evidence):
 * - a test of the patch's files that fails at baseline and did not fail when the same suite
 *   ran on the plain base failed because of the patch's test files (`newFailures`);
 * - a test module the patch's files made uncollectable at baseline (it imports what only the
 *   patched code has) shows the same; its tests are those of the patched run that neither
 *   other run reported (`uncollected`).
 * They must exist, and each must pass once patched. They are the proposer's own, and the code
 * they test could tell them apart, so the receipt marks both phases `evidence: "proposal"`:
 * proof rests on the sealed hidden suite and the regression suite's plants, as in any mode.
 *
 * Gate mode `none` runs neither phase: its phases are `skipped`, said so in the receipt.
 */
import { sha256Bytes, toHex } from '../hash/digest.js';
import type { TestReport } from '../reports/model.js';
import type { ProposedFile } from '../seal/regression-plants.js';
import { proposalOwner, type TestOwner } from './test-owner.js';
import {
  NO_TESTS,
  type PhaseName,
  type PhaseResult,
  type Reason,
  type ReasonCode,
} from './phase-result.js';

/** What a proposal-mode phase is judged against besides its own run. */
export interface ProposalEvidence {
  /** The regression suite's report on the plain base (null: that run is unusable). */
  readonly base: TestReport | null;
  /** Patched only: the baseline phase's report (null: unreadable). */
  readonly baseline?: TestReport | null;
  /** Whether a test id is of a file the patch added or changed (test-owner.ts); absent: every id. */
  readonly owned?: TestOwner;
}

const failing = (status: string): boolean => status === 'failed' || status === 'errored';

/** Tests of the patch's files failing in `report` that did not fail on the plain base: its tests, showing what it changes. */
export function newFailures(
  report: TestReport | null,
  base: TestReport | null,
  owned: TestOwner = () => true,
): string[] {
  if (report === null || base === null) return [];
  const failedOnBase = new Set(base.tests.filter((t) => failing(t.status)).map((t) => t.id));
  return report.tests
    .filter((t) => failing(t.status) && !failedOnBase.has(t.id) && owned(t.id))
    .map((t) => t.id)
    .sort();
}

/** Collection errors of `report` that the plain base did not have. */
export function newCollectionErrors(report: TestReport | null, base: TestReport | null): string[] {
  if (report === null || base === null) return [];
  const onBase = new Set(base.collectionErrors);
  return report.collectionErrors.filter((e) => !onBase.has(e));
}

/**
 * The patch's tests as the patched phase judges them: those that failed at baseline, and,
 * when its files left modules uncollectable there, the tests of the patched run that neither
 * the baseline nor the plain base reported.
 */
export function proposalTargets(patched: TestReport | null, evidence: ProposalEvidence): string[] {
  const baseline = evidence.baseline ?? null;
  const owned = evidence.owned ?? (() => true);
  const shown = newFailures(baseline, evidence.base, owned);
  if (
    patched === null ||
    baseline === null ||
    evidence.base === null ||
    newCollectionErrors(baseline, evidence.base).length === 0
  )
    return shown;
  const seen = new Set([...baseline.tests, ...evidence.base.tests].map((t) => t.id));
  const uncollected = patched.tests.filter((t) => !seen.has(t.id) && owned(t.id)).map((t) => t.id);
  return [...new Set([...shown, ...uncollected])].sort();
}

/** A proposal-mode phase's targets and the evidence it is judged with. */
export interface ProposalJudging {
  readonly targets: string[];
  readonly evidence: ProposalEvidence;
}

/**
 * The proposal-mode judging of one execution: the patch's own test files (deleted ones name no
 * test), told from the repository's others (`known`) by the ids (test-owner.ts).
 */
export function proposalJudging(
  proposed: ReadonlyMap<string, ProposedFile | null> | undefined,
  known: Iterable<string>,
) {
  const files = [...(proposed ?? [])].filter(([, file]) => file !== null).map(([path]) => path);
  const knownFiles = [...known];
  const ownerOf = (base: TestReport | null): TestOwner =>
    proposalOwner(
      files,
      knownFiles,
      (base?.tests ?? []).map((t) => t.id),
    );
  return {
    baseline(report: TestReport | null, base: TestReport | null): ProposalJudging {
      const owned = ownerOf(base);
      return { targets: newFailures(report, base, owned), evidence: { base, owned } };
    },
    patched(
      report: TestReport | null,
      base: TestReport | null,
      baseline: TestReport | null,
    ): ProposalJudging {
      const evidence = { base, baseline, owned: ownerOf(base) };
      return { targets: proposalTargets(report, evidence), evidence };
    },
  };
}

type Add = (code: ReasonCode, detail: string) => void;

/** Baseline: the patch's test files, without its code, must fail where the plain base did not. */
export function judgeProposalBaseline(
  report: TestReport,
  evidence: ProposalEvidence,
  targets: readonly string[],
  add: Add,
): void {
  if (evidence.base === null) {
    add(
      'BaseRegressionUnavailable',
      "the regression suite could not be run on the plain base, so which failures the patch's tests add cannot be told",
    );
    return;
  }
  if (targets.length === 0 && newCollectionErrors(report, evidence.base).length === 0) {
    add(
      'ProposalTestsNotFailing',
      'the tests the patch adds or changes all pass without its code changes, so they do not show what it changes: add or change a test that fails without the change',
    );
  }
}

/** Patched: each of the patch's tests passes, and no test fails that did not fail on the plain base. */
export function judgeProposalPatched(
  report: TestReport,
  evidence: ProposalEvidence,
  targets: ReadonlyArray<{ readonly id: string; readonly status: string }>,
  exitCode: number | null,
  add: Add,
): void {
  if (targets.length === 0)
    add(
      'TargetMissing',
      "no test of the patch's failed at baseline and ran once patched, so nothing shows what it changes",
    );
  for (const t of targets)
    if (t.status !== 'passed' && t.status !== 'missing')
      add('TargetNotPassing', `${t.id} failed at baseline and is ${t.status} now`);
  const failedOnBase = new Set(
    (evidence.base?.tests ?? []).filter((t) => failing(t.status)).map((t) => t.id),
  );
  const broken = report.tests.filter(
    (t) => failing(t.status) && !failedOnBase.has(t.id) && !targets.some((x) => x.id === t.id),
  );
  if (broken.length > 0)
    add(
      'TestsFailed',
      `${broken.length} tests fail that did not fail on the base: ${broken
        .slice(0, 5)
        .map((t) => t.id)
        .join(', ')}`,
    );
  // As in the other phases where tests must pass (evaluate-phase.ts): a run cut short never
  // ran the tests after the cut (red-team review of a497a0b).
  if (report.interrupted === true)
    add(
      'TestsFailed',
      'the run was cut short (a test process died or panicked): the tests after that point never ran',
    );
  if (exitCode === null)
    add('WrongExitStatus', 'exit none (killed); this phase needs the suite to end');
}

/**
 * Whether the regression phase's report was checked by planted tests, every one reported as
 * planted: in modes proposal and none the project's own suite carries the verdict, so proof
 * grade needs it (execute.ts, verify-receipt.ts).
 */
export function regressionChecked(
  phases: ReadonlyArray<{
    readonly name: string;
    readonly seal?: { readonly planted: number; readonly plantsAsPlanted: boolean } | undefined;
  }>,
): boolean {
  const seal = phases.find((p) => p.name === 'regression')?.seal;
  return seal !== undefined && seal.planted > 0 && seal.plantsAsPlanted;
}

const EMPTY = { sha256: toHex(sha256Bytes(new Uint8Array(0))), bytes: 0 };

/** A phase that did not run: `skipped` in mode none, or failed with `reason` in mode proposal (nothing to run it on). */
export function unrunPhase(name: PhaseName, reason?: Reason): PhaseResult {
  return {
    ...(reason ? { evidence: 'proposal' as const } : {}),
    name,
    outcome: reason ? 'fail' : 'skipped',
    classification: reason ? 'CONFIG_ERROR' : null,
    reasons: reason ? [reason] : [],
    exitCode: null,
    tests: NO_TESTS,
    targets: [],
    durationMs: 0,
    stdout: EMPTY,
    stderr: EMPTY,
    truncated: false,
  };
}

/** Why a proposal-mode phase cannot run: the patch changes no test. Names the mode that fits. */
export const NO_PROPOSAL_TESTS: Reason = {
  code: 'NoProposalTests',
  detail:
    'the patch adds or changes no test, so in gate mode "proposal" nothing shows what it changes: add a test that fails without the change; a change that must not alter behaviour fits gate mode "none" (the project\'s "reproduction": "none")',
};
