/**
 * The runs of one execution (execute.ts): a job's run in its own fresh copy, read into a
 * report (through the seal when its suite is sealed), a probe case's run, and the results
 * that stand for a run that failed or never started. Every copy is disposed after its run.
 */
import { CONTAINER_WORKSPACE } from '../gates/command-words.js';
import { parseReport } from '../reports/index.js';
import type { TestReport } from '../reports/model.js';
import type { ProbeCase } from '../probes/cases.js';
import type { ResolvedRunSpec, SuiteSpec } from '../runspec/resolve.js';
import { judgeSealed, type SealReading } from '../seal/judge-sealed.js';
import type { SealedSuite } from '../seal/model.js';
import type {
  ProgressEvent,
  WorkspaceFactory,
  WorkspaceLease,
  WorkspaceRequest,
} from './execute.js';
import type { PhaseName } from './phase-result.js';
import type { RunResult, Runner, TestSpec } from '../runner/runner-port.js';
import { runVariables } from './run-environment.js';
import type { SealInput } from './sealing.js';
import { JudgeRunFailed, judgeRecorded } from './judged-run.js';

/** What a run needs of the execution. */
export interface RunContext {
  readonly spec: ResolvedRunSpec;
  /** The validation's seal: its seed also gives every run its Python hash seed (run-environment.ts). */
  readonly seal?: SealInput;
  readonly runner: Runner;
  readonly workspaces: WorkspaceFactory;
  readonly signal?: AbortSignal;
}

export interface Job {
  readonly id: PhaseName | 'regression-base' | 'regression-guard';
  readonly request: WorkspaceRequest;
  readonly suite: SuiteSpec;
  readonly sealed?: SealedSuite;
}

export interface JobOutcome {
  readonly run: RunResult;
  /** For a sealed suite: the real tests under their real names. */
  readonly report: TestReport | null;
  readonly reportError?: string;
  readonly seal?: SealReading;
}

export async function runJob(
  input: RunContext,
  job: Job,
  emit: (event: ProgressEvent) => void,
  open = false,
): Promise<JobOutcome> {
  emit({ type: 'phase-started', phase: job.id });
  const testSpec: TestSpec = {
    command: job.suite.command,
    report: job.suite.report,
    limits: input.spec.limits,
    env: runVariables(input.spec, input.seal),
    ...(job.sealed?.judged ? { records: job.sealed.judged.records } : {}),
  };
  let run: RunResult;
  let lease: WorkspaceLease | undefined;
  let dir: string | undefined;
  try {
    lease = await input.workspaces.create(job.request);
    dir = lease.workspace.dir;
    // Making the copy can take a while; a cancellation meanwhile must not start the run.
    run =
      input.signal?.aborted === true
        ? cancelledRun()
        : await input.runner.run(
            lease.workspace,
            testSpec,
            input.signal ? { signal: input.signal } : {},
          );
  } catch (error) {
    run = infrastructureFailure(error);
  } finally {
    await lease?.dispose().catch(() => undefined);
  }
  if (job.id === 'regression-base' || job.id === 'regression-guard')
    emit({ type: 'phase-finished', phase: job.id });
  if (run.infrastructureError !== undefined)
    return { run, report: null, reportError: 'the runner failed before a report could exist' };
  if (run.diskLimit?.stage === 'copy')
    return {
      run,
      report: null,
      reportError: 'nothing ran: the workspace copy did not fit under limits.diskMiB',
    };
  try {
    const decode = (b: Uint8Array): string => new TextDecoder().decode(b);
    const report = parseReport(job.suite.report, {
      stdout: decode(run.stdout),
      stderr: decode(run.stderr),
      reportFile: run.reportFile ? decode(run.reportFile) : null,
      // Stack traces name the copy as the runner placed it: /workspace in a container, the
      // folder itself when local. The environment's includes hold dependencies, not the code.
      frames: {
        roots: dir === undefined ? [CONTAINER_WORKSPACE] : [CONTAINER_WORKSPACE, dir],
        external: input.spec.environment.include.map((i) => i.path),
      },
    });
    if (!job.sealed) return { run, report };
    // Expected values were kept out of the run: its recorded values are judged now.
    const judged = job.sealed.judged
      ? await judgeRecorded(job.sealed.judged, run, input.spec.limits, (spec) =>
          runIn(input, { patched: false, suite: null, judge: true }, spec),
        )
      : undefined;
    const reading = judgeSealed(report, job.sealed, job.suite.report.format, {
      open,
      ...(judged ? { judged } : {}),
    });
    return { run, report: reading.report, seal: reading };
  } catch (error) {
    // The judge's runner failed (or the execution was cancelled): the phase fails as a run whose runner failed.
    if (error instanceof JudgeRunFailed)
      return {
        run: { ...run, infrastructureError: error.infrastructureError },
        report: null,
        reportError: 'the runner failed before the recorded comparisons could be judged',
      };
    return {
      run,
      report: null,
      reportError: error instanceof Error ? error.message : String(error),
    };
  }
}

/** Runs one probe case: its input goes in, its expected output never does. */
export async function runProbe(input: RunContext, probe: ProbeCase): Promise<RunResult> {
  const probes = input.spec.probes as NonNullable<ResolvedRunSpec['probes']>;
  return runIn(
    input,
    { patched: true, suite: null, probe: true },
    {
      command: [...probes.command, ...probe.args],
      limits: input.spec.limits,
      env: runVariables(input.spec, input.seal),
      stdin: probe.stdin,
    },
  );
}

/** One run in a fresh copy, disposed after. */
export async function runIn(
  input: RunContext,
  request: WorkspaceRequest,
  testSpec: TestSpec,
): Promise<RunResult> {
  const lease = await input.workspaces.create(request);
  try {
    return input.signal?.aborted === true
      ? cancelledRun()
      : await input.runner.run(
          lease.workspace,
          testSpec,
          input.signal ? { signal: input.signal } : {},
        );
  } finally {
    await lease.dispose().catch(() => undefined);
  }
}

export function cancelledRun(): RunResult {
  return infrastructureFailure('Cancelled: the execution was cancelled before this run started');
}

export function infrastructureFailure(error: unknown): RunResult {
  const message = error instanceof Error ? error.message : String(error);
  const empty = new Uint8Array(0);
  return {
    exitCode: null,
    timedOut: false,
    truncated: false,
    stdout: empty,
    stderr: empty,
    durationMs: 0,
    reportFile: null,
    infrastructureError: message,
  };
}
