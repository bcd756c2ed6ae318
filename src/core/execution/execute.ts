/**
 * The four-phase evidence protocol (PROTOCOL 5). Every run gets its own disposable copy;
 * the regression suite also runs on the base so a patch that deletes or skips tests is
 * caught; the live repository's snapshot is taken before and after. Runners only run:
 * every verdict rule is here and in evaluate-phase.ts, the same for every runner.
 */
import { ExecutionError } from '../errors.js';
import { toHex } from '../hash/digest.js';
import type { TypedHash } from '../hash/typed-hash.js';
import type { ProposedFile } from '../seal/regression-plants.js';
import type { ProposalObject } from '../intake/proposal.js';
import type { ResolvedRunSpec } from '../runspec/resolve.js';
import type { SnapshotId } from '../snapshot/inventory.js';
import { type Approval, assertApprovalMatches } from './approval.js';
import { mapBounded } from './bounded.js';
import { evaluatePhase } from './evaluate-phase.js';
import { showsBug } from './reproduction.js';
import type { PhaseName, PhaseResult } from './phase-result.js';
import type { Runner, RunnerFingerprint, TestSpec } from '../runner/runner-port.js';
import type { WorkspaceFactory } from './workspace-port.js';
import { redactHidden } from './hidden.js';
import { roundBits } from '../seal/seal-suite.js';
import { type ExecutionSeal, phaseSeal, type SealInput, seedDigest } from './sealing.js';
import { type RegressionPlants, RegressionRound } from './regression-round.js';
import { withProbes } from './judge-probes.js';
import { ProbeRound } from './probe-round.js';
import { cancelledRun, infrastructureFailure, type Job, type JobOutcome, runIn, runJob, runProbe } from './job-runs.js';
import { type TestTransitions, testTransitions } from './transitions.js';
import { type RequirementResult, requirementProblems, traceRequirements } from './requirements.js';
import { type ProposalJudging, proposalJudging, regressionChecked } from './proposal-phases.js';
import { planExecution } from './execution-plan.js';
import type { TestReport } from '../reports/model.js';

export type { WorkspaceFactory, WorkspaceLease, WorkspaceRequest } from './workspace-port.js';

export type ProgressEvent =
  | { readonly type: 'phase-started'; readonly phase: PhaseName | 'regression-base' | 'regression-guard' }
  | { readonly type: 'phase-finished'; readonly phase: PhaseName | 'regression-base' | 'regression-guard'; readonly result?: PhaseResult };

export interface ExecutionInput {
  readonly runId: string;
  readonly proposal: { readonly hash: TypedHash; readonly object: ProposalObject };
  readonly approval: Approval;
  readonly spec: ResolvedRunSpec;
  readonly runner: Runner;
  readonly workspaces: WorkspaceFactory;
  /** The live repository's snapshot ID, read now. */
  liveSnapshot(): Promise<SnapshotId>;
  readonly concurrency?: number;
  /**
   * Seals the trusted suites (PROTOCOL 5.1). Without it the run still happens, but it is
   * never proof grade: an unsealed report can be forged by the code it judges.
   */
  readonly seal?: SealInput;
  /**
   * Gate mode proposal: the test files the patch added or changed, with its bytes (null: it
   * deleted them); the baseline phase runs them on the base (proposal-phases.ts).
   */
  readonly proposedTests?: ReadonlyMap<string, ProposedFile | null>;
  /**
   * Cancels the execution: runs in flight are killed, runs not yet started never start, and
   * execute() rejects with ExecutionError `Cancelled` once every started run has cleaned up.
   */
  readonly signal?: AbortSignal;
  onProgress?(event: ProgressEvent): void;
}

export interface ExecutionResult {
  readonly phases: readonly PhaseResult[];
  /** The regression suite on the base: what the lost-test check compared against. */
  readonly regressionBase: { readonly exitCode: number | null; readonly passed: number; readonly usable: boolean };
  readonly snapshotBefore: SnapshotId;
  /** The live snapshot after execution, or `unreadable: …` when it could not be read. */
  readonly snapshotAfter: string;
  readonly fingerprint: RunnerFingerprint;
  readonly verdict: 'PASS' | 'FAIL';
  readonly proofGrade: boolean;
  /** Problems outside any phase (the live repository changed). */
  readonly problems: readonly string[];
  /** The seal, with its seed now that every run has ended; null when the run was not sealed. */
  readonly seal: ExecutionSeal | null;
  /**
   * The hidden phase as it was decided, details included. For the operator only: the
   * published result keeps only codes and counts of it (PROTOCOL 5.1, "hidden stays hidden").
   */
  readonly hiddenDetail: PhaseResult;
  /** The targets and the base's passing regression tests, each with its status once patched (transitions.ts). */
  readonly transitions: TestTransitions;
  /** The spec's requirements, each with its tests' statuses once patched (requirements.ts); a FAIL is a problem. */
  readonly requirements: readonly RequirementResult[];
}


/**
 * Runs the protocol; throws (before any test runs) when the approval or base does not match,
 * and throws `Cancelled` when `input.signal` aborted before it could return.
 */
export async function execute(input: ExecutionInput): Promise<ExecutionResult> {
  const { spec, proposal, signal } = input;
  const notStarted: Job['id'][] = [];
  // A cancelled execution has no verdict: a caller must never mistake its evidence for one.
  const throwIfCancelled = (): void => {
    if (signal?.aborted !== true) return;
    throw new ExecutionError('Cancelled', 'the execution was cancelled; its runs were stopped and cleaned up, and it has no verdict', {
      cause: signal.reason,
      details: { notStarted: [...notStarted] },
    });
  };
  throwIfCancelled();
  // Progress is for humans; a failing listener must not take the evidence down with it.
  const report = (event: ProgressEvent): void => {
    try {
      input.onProgress?.(event);
    } catch {
      /* ignored on purpose */
    }
  };
  const snapshotBefore = await input.liveSnapshot();
  assertApprovalMatches(input.approval, { proposal: proposal.hash, run: input.runId, base: proposal.object.base, current: snapshotBefore });
  const fingerprint = await input.runner.fingerprint();
  throwIfCancelled();

  // Sealed before anything runs: a suite that cannot be sealed refuses the execution.
  const reproduction = spec.reproduction;
  const plan = planExecution(spec, input.seal, input.proposedTests);
  const { jobs, sealed } = plan;
  // Each phase is decided as soon as its evidence is in, so progress shows as it happens;
  // regression also waits for the same suite's run on the base.
  const done = new Map<Job['id'], Promise<JobOutcome>>();
  const settle = new Map<Job['id'], (o: JobOutcome) => void>();
  for (const job of jobs) done.set(job.id, new Promise((resolve) => settle.set(job.id, resolve)));
  const decide = async (name: PhaseName): Promise<PhaseResult> => {
    const skipped = name === 'baseline' || name === 'patched' ? plan.unrun(name) : null;
    if (skipped) {
      report({ type: 'phase-finished', phase: name, result: skipped });
      return skipped;
    }
    const outcome = await (done.get(name) as Promise<JobOutcome>);
    const ownTests = plan.proposal && (name === 'baseline' || name === 'patched') ? await proposalEvidence(name, outcome) : undefined;
    const baseOutcome = name === 'regression' ? await (done.get('regression-base') as Promise<JobOutcome>) : undefined;
    const basePassed = baseOutcome ? usablePassed(baseOutcome) : undefined;
    // Tests that showed the bug at baseline must pass once patched, targets or not.
    const baselineFailures = name === 'patched' && reproduction.mode === 'spec' ? showingBug(await (done.get('baseline') as Promise<JobOutcome>)) : undefined;
    const suite = name === 'regression' ? ((await regressionRound?.ready)?.suite ?? undefined) : jobs.find((j) => j.id === name)?.sealed;
    const decided = evaluatePhase({
      name,
      run: outcome.run,
      report: outcome.report,
      ...(outcome.reportError ? { reportError: outcome.reportError } : {}),
      ...(suite && input.seal ? { seal: { reading: outcome.seal ?? null, summary: phaseSeal(suite, outcome.seal ?? null, input.seal.seed) } } : {}),
      targets: ownTests?.targets ?? (reproduction.mode === 'spec' && (name === 'baseline' || name === 'patched') ? reproduction.targets : []),
      ...(ownTests ? { proposal: ownTests.evidence } : {}),
      ...(basePassed !== undefined ? { basePassed } : {}),
      ...(baseOutcome ? { baseRun: { run: baseOutcome.run, ...(baseOutcome.reportError ? { reportError: baseOutcome.reportError } : {}) } } : {}),
      ...(baselineFailures ? { baselineFailures } : {}),
      ...(name === 'regression' ? { accepted, ...(touched ? { integrity: { files: touched, guard: await guardDone } } : {}) } : {}),
    });
    const probed = name === 'hidden' && probes ? withProbes(decided, await probes.done) : decided;
    if (name === 'hidden') hiddenDetail = probed;
    // From here on the hidden phase exists only as codes and counts (PROTOCOL 5.1).
    const result = name === 'hidden' ? redactHidden(probed) : probed;
    report({ type: 'phase-finished', phase: name, result });
    return result;
  };
  let hiddenDetail: PhaseResult | undefined;
  // The evidence a proposal-mode phase is judged with: the plain base's run, and for patched the baseline's.
  const judging = proposalJudging(input.proposedTests, input.seal?.regression?.base.keys() ?? []);
  const plainBase = async (): Promise<TestReport | null> => {
    const onBase = await (done.get('regression-base') as Promise<JobOutcome>);
    return usablePassed(onBase) ? onBase.report : null;
  };
  const proposalEvidence = async (name: 'baseline' | 'patched', outcome: JobOutcome): Promise<ProposalJudging> =>
    name === 'baseline' ? judging.baseline(outcome.report, await plainBase()) : judging.patched(outcome.report, await plainBase(), (await (done.get('baseline') as Promise<JobOutcome>)).report);
  // Test integrity: the base versions of the test files the patch changed run against it too.
  const accepted = new Set(input.approval.object.acceptedChanges ?? []);
  const touched = input.seal?.regression?.touched;
  // Also when it only added tests: a new test module could reach into the old ones by name.
  const guarded = (input.seal?.regression?.restore?.size ?? 0) > 0 || (input.seal?.regression?.discoveredAdded?.length ?? 0) > 0;
  let settleGuard!: (o: JobOutcome | 'missing' | null) => void;
  const guardDone = new Promise<JobOutcome | 'missing' | null>((resolve) => (settleGuard = resolve));
  if (!guarded) settleGuard(null);
  // The regression suite's plants: placed and calibrated on the base, then carried over.
  const regressionRound = input.seal?.regression ? new RegressionRound(input.seal, spec.regression.report) : null;
  // Probe cases: one fresh patched copy each, judged here against what never entered it.
  const probes = spec.probes ? new ProbeRound(spec.probes.cases.list) : null;
  const decisionsDone = Promise.all((['baseline', 'patched', 'regression', 'hidden'] as const).map(decide));
  decisionsDone.catch(() => undefined); // awaited below; never an unhandled rejection meanwhile
  // A runner that is not isolated could reach another phase's copy while it runs: one at a time.
  const concurrency = input.runner.isolated ? (input.concurrency ?? 2) : 1;
  // The plants' calibration waits for the regression suite's base run, and the regression run
  // for the calibration: base second, calibration after the hidden run (the longest, with
  // its probes after it), regression last.
  type Task = Job | { readonly probe: number } | { readonly calibration: true } | { readonly guard: true };
  const byId = (id: Job['id']): Job => jobs.find((j) => j.id === id) as Job;
  const ran = (id: Job['id']): Job[] => jobs.filter((j) => j.id === id);
  const tasks: Task[] = [...ran('baseline'), byId('regression-base'), ...ran('patched'), byId('hidden'), ...(regressionRound ? [{ calibration: true } as const] : []), byId('regression'), ...(guarded ? [{ guard: true } as const] : [])];
  tasks.push(...Array.from({ length: probes?.size ?? 0 }, (_, probe) => ({ probe })));
  await mapBounded(tasks, concurrency, async (task) => {
    if ('probe' in task) {
      await probes?.run(task.probe, async (probe) => (signal?.aborted === true ? cancelledRun() : runProbe(input, probe).catch(infrastructureFailure)));
      return;
    }
    if ('calibration' in task) {
      const base = (done.get('regression-base') as Promise<JobOutcome>).then((o) => (usablePassed(o) ? o.report : null));
      const testSpec: TestSpec = { command: spec.regression.command, report: spec.regression.report, limits: spec.limits, env: spec.environment.variables };
      await regressionRound?.run(base, (files) => (signal?.aborted === true ? Promise.resolve(cancelledRun()) : runIn(input, { patched: false, suite: null, rewrite: files }, testSpec)));
      return;
    }
    if ('guard' in task) {
      settleGuard(await runGuard(input, await regressionRound?.ready, report));
      return;
    }
    const job = task;
    if (signal?.aborted === true) {
      notStarted.push(job.id);
      (settle.get(job.id) as (o: JobOutcome) => void)({ run: cancelledRun(), report: null, reportError: 'the execution was cancelled' });
      return;
    }
    // A job always settles, or the phases waiting for it would wait forever.
    const plants = job.id === 'regression' ? await regressionRound?.ready : undefined;
    const planted = plants?.suite ? { ...job, request: { ...job.request, rewrite: plants.files }, sealed: plants.suite } : job;
    const outcome = await runJob(input, planted, report, plants?.suite != null)
      .then((o) => (plants?.problem && o.seal ? { ...o, seal: { ...o.seal, tampering: [...o.seal.tampering, plants.problem], plantsAsPlanted: false } } : o))
      .catch((error: unknown): JobOutcome => ({ run: infrastructureFailure(error), report: null, reportError: 'the run failed' }));
    (settle.get(job.id) as (o: JobOutcome) => void)(outcome);
  });
  const phases = await decisionsDone;
  // Every started run has been stopped and its workspace disposed by now (mapBounded waited).
  throwIfCancelled();
  const base = await (done.get('regression-base') as Promise<JobOutcome>);
  const basePassed = usablePassed(base);
  const outcomeOf = async (id: 'baseline' | 'patched'): Promise<JobOutcome | null> => (jobs.some((j) => j.id === id) ? (done.get(id) as Promise<JobOutcome>) : null);
  const [baselineOutcome, patchedOutcome] = [await outcomeOf('baseline'), await outcomeOf('patched')];
  const patchedReport = patchedOutcome?.report ?? null;
  const regressionReport = (await (done.get('regression') as Promise<JobOutcome>)).report;
  const ownTargets = plan.proposal && baselineOutcome ? judging.patched(patchedReport, basePassed ? base.report : null, baselineOutcome.report).targets : [];
  const transitions = testTransitions({
    targets: reproduction.mode === 'spec' ? reproduction.targets : ownTargets,
    showedBug: reproduction.mode === 'spec' && baselineOutcome ? showingBug(baselineOutcome) : new Set(),
    patched: patchedReport,
    basePassed,
    regression: regressionReport,
  });
  // Outside mode spec the patched run is the project's suite, unsealed: only the regression
  // run (checked by its plants) may evidence a requirement.
  const requirements = traceRequirements(spec.requirements ?? [], reproduction.mode === 'spec' ? [patchedReport, regressionReport] : [regressionReport]);

  // A repository the code under test made unreadable is a failure, not a crash.
  const snapshotAfter = await input.liveSnapshot().catch((error: unknown) => `unreadable: ${error instanceof Error ? error.message : String(error)}`);
  const problems = [
    ...(snapshotAfter === snapshotBefore ? [] : [`the live repository changed during execution (${snapshotBefore} → ${snapshotAfter})`]),
    ...requirementProblems(requirements),
  ];
  // Only gate mode none skips phases, and says so in the receipt; anything else must pass.
  const verdict = problems.length === 0 && phases.every((p) => p.outcome === 'pass' || (p.outcome === 'skipped' && reproduction.mode === 'none')) ? 'PASS' : 'FAIL';
  throwIfCancelled();
  return {
    phases,
    regressionBase: { exitCode: base.run.exitCode, passed: basePassed?.size ?? 0, usable: basePassed !== null },
    snapshotBefore,
    snapshotAfter,
    fingerprint,
    verdict,
    // Only sealed evidence is proof: an unsealed report can be forged by the code it judges.
    // Without a trusted reproduction suite (modes proposal, none) the project's own suite carries
    // the verdict: its report must have been checked by plants that held.
    proofGrade: verdict === 'PASS' && input.runner.isolated && fingerprint.isolated && sealed !== null && (reproduction.mode === 'spec' || regressionChecked(phases)),
    problems,
    seal: sealed && input.seal ? { seed: toHex(input.seal.seed), seedDigest: seedDigest(input.seal.seed), bits: roundBits((sealed.patched?.bits ?? 0) + sealed.hidden.bits) } : null,
    hiddenDetail: hiddenDetail as PhaseResult,
    transitions,
    requirements,
  };
}

/** The guard run (test-integrity.ts); `missing` when the round made no files for it (its plants failed, which fails the phase anyway). */
async function runGuard(input: ExecutionInput, plants: RegressionPlants | undefined, emit: (event: ProgressEvent) => void): Promise<JobOutcome | 'missing'> {
  const guard = plants?.guard;
  if (!guard) return 'missing';
  if (input.signal?.aborted === true) return { run: cancelledRun(), report: null, reportError: 'the execution was cancelled' };
  const job: Job = { id: 'regression-guard', request: { patched: true, suite: null, rewrite: guard.files, remove: guard.remove }, suite: input.spec.regression, ...(guard.suite ? { sealed: guard.suite } : {}) };
  return runJob(input, job, emit, true).catch((error: unknown): JobOutcome => ({ run: infrastructureFailure(error), report: null, reportError: 'the run failed' }));
}

/** Ids that showed the bug at baseline (reproduction.ts): each must pass once patched. */
function showingBug(baseline: JobOutcome): Set<string> {
  return new Set(baseline.report?.tests.filter(showsBug).map((t) => t.id));
}

/** Ids that passed on the base, or null when that run cannot be trusted for the comparison. */
function usablePassed(base: JobOutcome): Set<string> | null {
  const usable = base.report !== null && !base.run.timedOut && !base.run.truncated && base.run.infrastructureError === undefined && base.run.diskLimit === undefined;
  return usable ? new Set(base.report?.tests.filter((t) => t.status === 'passed').map((t) => t.id)) : null;
}
