/**
 * The four-phase evidence protocol (PROTOCOL 5). Every run gets its own disposable copy;
 * the regression suite also runs on the base so a patch that deletes or skips tests is
 * caught; the live repository's snapshot is taken before and after. Runners only run:
 * every verdict rule is here and in evaluate-phase.ts, the same for every runner.
 */
import { ExecutionError } from '../errors.js';
import { assertApprovalMatches } from './approval.js';
import { mapBounded } from './bounded.js';
import { evaluatePhase } from './evaluate-phase.js';
import type { PhaseName, PhaseResult } from './phase-result.js';
import type { TestSpec } from '../runner/runner-port.js';
import { redactHidden } from './hidden.js';
import { runVariables } from './run-environment.js';
import { phaseSeal } from './sealing.js';
import { type RegressionPlants, RegressionRound } from './regression-round.js';
import { withProbes } from './judge-probes.js';
import { ProbeRound } from './probe-round.js';
import {
  cancelledRun,
  infrastructureFailure,
  type Job,
  type JobOutcome,
  runIn,
  runJob,
  runProbe,
} from './job-runs.js';
import { type ProposalJudging, proposalJudging } from './proposal-phases.js';
import { planExecution } from './execution-plan.js';
import type { NotLoaded } from './suite-loading.js';
import { recheckAgain, recheckCandidates, rechecked } from './recheck.js';
import { exhaustedOnBase, loadingOf } from './run-end.js';
import {
  concludeExecution,
  showingBug,
  usableCollectionErrors,
  usableInterrupted,
  usableFailing,
  usablePassed,
  usableRuns,
} from './conclude.js';
import type { TestReport } from '../reports/model.js';
import type { ExecutionInput, ExecutionResult, ProgressEvent } from './execution-types.js';

export type { ExecutionInput, ExecutionResult, ProgressEvent } from './execution-types.js';
export type { WorkspaceFactory, WorkspaceLease, WorkspaceRequest } from './workspace-port.js';

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
    throw new ExecutionError(
      'Cancelled',
      'the execution was cancelled; its runs were stopped and cleaned up, and it has no verdict',
      {
        cause: signal.reason,
        details: { notStarted: [...notStarted] },
      },
    );
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
  assertApprovalMatches(input.approval, {
    proposal: proposal.hash,
    run: input.runId,
    base: proposal.object.base,
    current: snapshotBefore,
  });
  const fingerprint = await input.runner.fingerprint();
  throwIfCancelled();

  // Sealed before anything runs: a suite that cannot be sealed refuses the execution.
  const reproduction = spec.reproduction;
  const plan = planExecution(spec, input.seal, input.proposedTests);
  const { jobs } = plan;
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
    const ownTests =
      plan.proposal && (name === 'baseline' || name === 'patched')
        ? await proposalEvidence(name, outcome)
        : undefined;
    const baseOutcome =
      name === 'regression'
        ? await (done.get('regression-base') as Promise<JobOutcome>)
        : undefined;
    const basePassed = baseOutcome ? usablePassed(baseOutcome) : undefined;
    // Tests that showed the bug at baseline must pass once patched, targets or not.
    const baselineFailures =
      name === 'patched' && reproduction.mode === 'spec'
        ? showingBug(await (done.get('baseline') as Promise<JobOutcome>))
        : undefined;
    const suite =
      name === 'regression'
        ? ((await regressionRound?.ready)?.suite ?? undefined)
        : jobs.find((j) => j.id === name)?.sealed;
    const decided = evaluatePhase({
      name,
      run: outcome.run,
      report: outcome.report,
      ...(outcome.reportError ? { reportError: outcome.reportError } : {}),
      ...(suite && input.seal
        ? {
            seal: {
              reading: outcome.seal ?? null,
              summary: phaseSeal(suite, outcome.seal ?? null, input.seal.seed),
            },
          }
        : {}),
      targets:
        ownTests?.targets ??
        (reproduction.mode === 'spec' && (name === 'baseline' || name === 'patched')
          ? reproduction.targets
          : []),
      ...(ownTests ? { proposal: ownTests.evidence } : {}),
      ...(basePassed !== undefined ? { basePassed } : {}),
      ...(baseOutcome
        ? {
            baseFailing: usableFailing(baseOutcome),
            baseCollectionErrors: usableCollectionErrors(baseOutcome),
            baseInterrupted: usableInterrupted(baseOutcome),
            baseRuns: usableRuns(baseOutcome),
            rechecked: await recheckDone,
          }
        : {}),
      ...(baseOutcome
        ? {
            baseRun: {
              run: baseOutcome.run,
              ...(baseOutcome.reportError ? { reportError: baseOutcome.reportError } : {}),
            },
          }
        : {}),
      ...(baselineFailures ? { baselineFailures } : {}),
      ...(baselineFailures && !ownTests ? { baselineLoading: await baselineLoading() } : {}),
      ...(name === 'regression'
        ? {
            accepted,
            updated,
            ...(touched ? { integrity: { files: touched, guard: await guardDone } } : {}),
          }
        : {}),
    });
    const probed = name === 'hidden' && probes ? withProbes(decided, await probes.done) : decided;
    if (name === 'hidden') hiddenDetail = probed;
    // From here on the hidden phase exists only as codes and counts (PROTOCOL 5.1).
    const result = name === 'hidden' ? redactHidden(probed, outcome.seal?.written) : probed;
    report({ type: 'phase-finished', phase: name, result });
    return result;
  };
  let hiddenDetail: PhaseResult | undefined;
  // Whether the reproduction suite loaded on the base: the patched phase's reasons depend on it.
  const baselineLoading = async (): Promise<NotLoaded | null> => {
    const base = await (done.get('baseline') as Promise<JobOutcome>);
    const exhausted = exhaustedOnBase('baseline', false, base.run);
    return loadingOf(base.report, base.run, exhausted, base.reportError);
  };
  // The evidence a proposal-mode phase is judged with: the plain base's run, and for patched the baseline's.
  const judging = proposalJudging(input.proposedTests, input.seal?.regression?.base.keys() ?? []);
  const plainBase = async (): Promise<TestReport | null> => {
    const onBase = await (done.get('regression-base') as Promise<JobOutcome>);
    return usablePassed(onBase) ? onBase.report : null;
  };
  const proposalEvidence = async (
    name: 'baseline' | 'patched',
    outcome: JobOutcome,
  ): Promise<ProposalJudging> =>
    name === 'baseline'
      ? judging.baseline(outcome.report, await plainBase())
      : judging.patched(
          outcome.report,
          await plainBase(),
          (await (done.get('baseline') as Promise<JobOutcome>)).report,
        );
  // Test integrity: the base versions of the test files the patch changed run against it too.
  const accepted = new Set(input.approval.object.acceptedChanges ?? []);
  const updated = new Set(input.spec.regression.updatedTests ?? []);
  const touched = input.seal?.regression?.touched;
  // Also when it only added tests: a new test module could reach into the old ones by name.
  const guarded =
    (input.seal?.regression?.restore?.size ?? 0) > 0 ||
    (input.seal?.regression?.discoveredAdded?.length ?? 0) > 0;
  let settleGuard!: (o: JobOutcome | 'missing' | null) => void;
  const guardDone = new Promise<JobOutcome | 'missing' | null>(
    (resolve) => (settleGuard = resolve),
  );
  if (!guarded) settleGuard(null);
  // A few lost regression tests are run again (recheck.ts): the same job, plants and all.
  let regressionJob: { job: Job; open: boolean } | undefined;
  let settleRecheck!: (ids: ReadonlySet<string>) => void;
  const recheckDone = new Promise<ReadonlySet<string>>((resolve) => (settleRecheck = resolve));
  // The regression suite's plants: placed and calibrated on the base, then carried over.
  const regressionRound = input.seal?.regression
    ? new RegressionRound(input.seal, spec.regression.report)
    : null;
  // Probe cases: one fresh patched copy each, judged here against what never entered it.
  const probes = spec.probes ? new ProbeRound(spec.probes.cases.list) : null;
  const decisionsDone = Promise.all(
    (['baseline', 'patched', 'regression', 'hidden'] as const).map(decide),
  );
  decisionsDone.catch(() => undefined); // awaited below; never an unhandled rejection meanwhile
  // A runner that is not isolated could reach another phase's copy while it runs: one at a time.
  const concurrency = input.runner.isolated ? (input.concurrency ?? 2) : 1;
  // The plants' calibration waits for the regression suite's base run, and the regression run
  // for the calibration: base second, calibration after the hidden run (the longest, with
  // its probes after it), regression last.
  type Task =
    | Job
    | { readonly probe: number }
    | { readonly calibration: true }
    | { readonly guard: true }
    | { readonly recheck: true };
  const byId = (id: Job['id']): Job => jobs.find((j) => j.id === id) as Job;
  const ran = (id: Job['id']): Job[] => jobs.filter((j) => j.id === id);
  const tasks: Task[] = [
    ...ran('baseline'),
    byId('regression-base'),
    ...ran('patched'),
    byId('hidden'),
    ...(regressionRound ? [{ calibration: true } as const] : []),
    byId('regression'),
    ...(guarded ? [{ guard: true } as const] : []),
  ];
  tasks.push(...Array.from({ length: probes?.size ?? 0 }, (_, probe) => ({ probe })));
  tasks.push({ recheck: true });
  await mapBounded(tasks, concurrency, async (task) => {
    if ('probe' in task) {
      await probes?.run(task.probe, async (probe) =>
        signal?.aborted === true
          ? cancelledRun()
          : runProbe(input, probe).catch(infrastructureFailure),
      );
      return;
    }
    if ('calibration' in task) {
      const base = (done.get('regression-base') as Promise<JobOutcome>).then((o) =>
        usablePassed(o) ? o.report : null,
      );
      const testSpec: TestSpec = {
        command: spec.regression.command,
        report: spec.regression.report,
        limits: spec.limits,
        env: runVariables(spec, input.seal),
      };
      await regressionRound?.run(base, (files) =>
        signal?.aborted === true
          ? Promise.resolve(cancelledRun())
          : runIn(input, { patched: false, suite: null, rewrite: files }, testSpec),
      );
      return;
    }
    if ('recheck' in task) {
      const [base, first] = await Promise.all([
        done.get('regression-base'),
        done.get('regression'),
      ]);
      settleRecheck(await recheck(input, regressionJob, base as JobOutcome, first as JobOutcome));
      return;
    }
    if ('guard' in task) {
      settleGuard(await runGuard(input, await regressionRound?.ready, report));
      return;
    }
    const job = task;
    if (signal?.aborted === true) {
      notStarted.push(job.id);
      (settle.get(job.id) as (o: JobOutcome) => void)({
        run: cancelledRun(),
        report: null,
        reportError: 'the execution was cancelled',
      });
      return;
    }
    // A job always settles, or the phases waiting for it would wait forever.
    const plants = job.id === 'regression' ? await regressionRound?.ready : undefined;
    const planted = plants?.suite
      ? { ...job, request: { ...job.request, rewrite: plants.files }, sealed: plants.suite }
      : job;
    if (job.id === 'regression') regressionJob = { job: planted, open: plants?.suite != null };
    const outcome = await runJob(input, planted, report, plants?.suite != null)
      .then((o) =>
        plants?.problem && o.seal
          ? {
              ...o,
              seal: {
                ...o.seal,
                tampering: [...o.seal.tampering, plants.problem],
                plantsAsPlanted: false,
              },
            }
          : o,
      )
      .catch((error: unknown): JobOutcome => ({
        run: infrastructureFailure(error),
        report: null,
        reportError: 'the run failed',
      }));
    (settle.get(job.id) as (o: JobOutcome) => void)(outcome);
  });
  const phases = await decisionsDone;
  // Every started run has been stopped and its workspace disposed by now (mapBounded waited).
  throwIfCancelled();
  const result = await concludeExecution({
    input,
    plan,
    judging,
    phases,
    fingerprint,
    snapshotBefore,
    hiddenDetail: hiddenDetail as PhaseResult,
    outcome: (id) => done.get(id) as Promise<JobOutcome>,
  });
  throwIfCancelled();
  return result;
}

/** The regression tests excused by running the same regression job again (recheck.ts). */
async function recheck(
  input: ExecutionInput,
  regression: { job: Job; open: boolean } | undefined,
  base: JobOutcome,
  first: JobOutcome,
): Promise<ReadonlySet<string>> {
  const candidates = regression
    ? recheckCandidates({ basePassed: usablePassed(base), baseRuns: usableRuns(base) }, first)
    : [];
  const runs: JobOutcome[] = [];
  while (regression && recheckAgain(candidates, runs) && input.signal?.aborted !== true)
    runs.push(
      await runJob(input, regression.job, () => undefined, regression.open).catch(
        (error: unknown): JobOutcome => ({ run: infrastructureFailure(error), report: null }),
      ),
    );
  return rechecked(candidates, runs);
}

/** The guard run (test-integrity.ts); `missing` when the round made no files for it (its plants failed, which fails the phase anyway). */
async function runGuard(
  input: ExecutionInput,
  plants: RegressionPlants | undefined,
  emit: (event: ProgressEvent) => void,
): Promise<JobOutcome | 'missing'> {
  const guard = plants?.guard;
  if (!guard) return 'missing';
  if (input.signal?.aborted === true)
    return { run: cancelledRun(), report: null, reportError: 'the execution was cancelled' };
  const job: Job = {
    id: 'regression-guard',
    request: { patched: true, suite: null, rewrite: guard.files, remove: guard.remove },
    suite: input.spec.regression,
    ...(guard.suite ? { sealed: guard.suite } : {}),
  };
  return runJob(input, job, emit, true).catch((error: unknown): JobOutcome => ({
    run: infrastructureFailure(error),
    report: null,
    reportError: 'the run failed',
  }));
}
