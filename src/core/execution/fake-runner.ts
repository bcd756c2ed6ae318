/**
 * The fake runner: a real implementation of the Runner port that returns scripted results,
 * with fake workspaces that only carry a label. Unit tests of the verdict rules drive the
 * very same execute() and evaluatePhase() as the trusted-local and Docker runners.
 */
import type { WorkspaceFactory, WorkspaceRequest } from './execute.js';
import type { PhaseName } from './phase-result.js';
import type {
  RunOptions,
  RunResult,
  Runner,
  RunnerFingerprint,
  TestSpec,
  Workspace,
} from '../runner/runner-port.js';

export type FakeJob = PhaseName | 'regression-base' | 'probe';

/**
 * What the fake returns for a job; a function sees the spec it was asked to run and the
 * run's abort signal (so a scripted run can hang until it is cancelled).
 */
type FakeEntry =
  | Partial<RunResult>
  | ((spec: TestSpec, signal?: AbortSignal) => Partial<RunResult> | Promise<Partial<RunResult>>);
/** One entry per run of PROTOCOL 5; `probe` answers every probe case (only specs with probes need it). */
export type FakeScript = Readonly<Record<Exclude<FakeJob, 'probe'>, FakeEntry>> & {
  readonly probe?: FakeEntry;
};

/** The infrastructureError of a cancelled fake run. */
export const FAKE_CANCELLED = 'Cancelled: the fake run was cancelled';

const LABEL_PREFIX = 'fake-workspace:';

/** The job a workspace request stands for (the five runs of PROTOCOL 5). */
export function jobOf(request: WorkspaceRequest): FakeJob {
  if (request.probe === true) return 'probe';
  // Gate mode proposal: baseline and patched run the project's suite (proposal-phases.ts).
  if (request.tests === 'proposal') return request.patched ? 'patched' : 'baseline';
  if (!request.patched) return request.suite === 'reproduction' ? 'baseline' : 'regression-base';
  if (request.suite === 'reproduction') return 'patched';
  return request.suite === 'hidden' ? 'hidden' : 'regression';
}

/** Workspaces that exist only as labels; `created` counts what was made and disposed. */
export function fakeWorkspaces(): WorkspaceFactory & { readonly live: Set<string> } {
  const live = new Set<string>();
  let n = 0;
  return {
    live,
    async create(request) {
      const dir = `${LABEL_PREFIX}${jobOf(request)}:${++n}`;
      live.add(dir);
      return { workspace: { dir }, dispose: async () => void live.delete(dir) };
    },
  };
}

/** A runner answering from `script`; `isolated` lets tests check the proof-grade rule. */
export function createFakeRunner(
  script: FakeScript,
  options: { isolated?: boolean } = {},
): Runner & { readonly calls: FakeJob[] } {
  const isolated = options.isolated ?? true;
  const calls: FakeJob[] = [];
  return {
    isolated,
    calls,
    async fingerprint(): Promise<RunnerFingerprint> {
      return { kind: 'fake', isolated, details: { scripted: true } };
    },
    async run(workspace: Workspace, spec: TestSpec, options: RunOptions = {}): Promise<RunResult> {
      const job = workspace.dir.slice(LABEL_PREFIX.length).split(':')[0] as FakeJob;
      const empty = new Uint8Array(0);
      const cancelled: RunResult = {
        exitCode: null,
        timedOut: false,
        truncated: false,
        stdout: empty,
        stderr: empty,
        durationMs: 0,
        reportFile: null,
        infrastructureError: FAKE_CANCELLED,
      };
      const aborted = (): boolean => options.signal?.aborted === true;
      // Like the real runners: a run cancelled before it starts never starts.
      if (aborted()) return cancelled;
      calls.push(job);
      const entry = script[job] ?? {};
      const partial = typeof entry === 'function' ? await entry(spec, options.signal) : entry;
      // A run cancelled while it ran is never evidence, whatever the script answered.
      if (aborted()) return cancelled;
      return {
        exitCode: 0,
        timedOut: false,
        truncated: false,
        stdout: empty,
        stderr: empty,
        durationMs: 1,
        reportFile: null,
        ...partial,
      };
    },
  };
}
