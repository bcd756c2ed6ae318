/**
 * The trusted-local runner: runs the test command directly on this host, as the current
 * user, in the workspace folder. It is never isolated (PROTOCOL 5): the code can read what
 * the user can read, reach the network, and escape the process group with setsid(). What
 * it does enforce: a fixed environment (no parent secrets), a wall-clock timeout and
 * output caps that kill the whole process group, no process of the group left behind, and
 * a report read that refuses symlinks and paths outside the workspace.
 *
 * Disk: the free space of the workspace's and HOME's filesystems is watched, and a fall past
 * `limits.diskMiB` kills the group (disk-watch.ts says what that bounds and what not). Memory,
 * pids and CPU limits are not enforced (that needs cgroups or root); the fingerprint says so
 * rather than pretending.
 */
import { lstat, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type {
  ResourceLimits,
  RunOptions,
  RunResult,
  Runner,
  RunnerFingerprint,
  TestSpec,
  Workspace,
} from '../../core/runner/runner-port.js';
import { setupFailure } from '../../core/execution/setup-result.js';
import { reportFilePath } from '../../core/reports/model.js';
import { type LocalFailure, formatFailures, localFailure } from './failures.js';
import { FIXED_ENV_KEYS, fixedEnvironment, resolveCommand } from './fixed-env.js';
import { DEFAULT_MAX_REPORT_BYTES, readReportFile } from './report-file.js';
import { type Supervised, empty, supervise } from './supervise.js';

export interface LocalRunnerOptions {
  /** Largest report file read back; a bigger one is refused (default 32 MiB). */
  readonly maxReportBytes?: number;
  /** Wait for the output pipes to close once the group is dead, before failing closed (default 2000 ms). */
  readonly pipeCloseGraceMs?: number;
  /** Wait for the group to die after SIGKILL, before failing closed (default 5000 ms). */
  readonly groupGoneMs?: number;
  /** Parent folder of each run's fresh HOME (default os.tmpdir()). */
  readonly tempRoot?: string;
}

/** Limits this runner enforces, and those it cannot without root (recorded in the fingerprint). */
export const ENFORCED_LIMITS = ['timeout', 'output', 'disk'] as const;
export const NOT_ENFORCED_LIMITS = ['memory', 'pids', 'cpus', 'network', 'filesystem'] as const;

/** A runner that executes on this host. `isolated` is false: its results are never proof-grade. */
export function createLocalRunner(options: LocalRunnerOptions = {}): Runner {
  const settings = {
    maxReportBytes: options.maxReportBytes ?? DEFAULT_MAX_REPORT_BYTES,
    pipeCloseMs: options.pipeCloseGraceMs ?? 2000,
    groupGoneMs: options.groupGoneMs ?? 5000,
    tempRoot: options.tempRoot ?? tmpdir(),
  };
  const runner: Runner = {
    isolated: false,
    fingerprint: () => Promise.resolve(localFingerprint()),
    async run(workspace, spec, options = {}) {
      const started = performance.now();
      try {
        return await runLocal(workspace, spec, settings, options);
      } catch (error) {
        // run() reports failures of the run; it never throws for them.
        const reason = error instanceof Error ? error.message : String(error);
        return toResult(
          empty(performance.now() - started, [localFailure('RunnerFault', reason)]),
          null,
          [],
        );
      }
    },
    // environment.setup runs like any command, in the base copy; the network is not cut here
    // (the fingerprint says so), and what it installs outside the copy stays on this host.
    async prepare(workspace, setup, options = {}) {
      const result = await runner.run(
        workspace,
        {
          command: setup.command,
          limits: { ...setup.limits, timeoutSeconds: setup.timeoutSeconds },
          ...(setup.env ? { env: setup.env } : {}),
        },
        options,
      );
      const reason = setupFailure(result, setup.timeoutSeconds);
      if (reason !== undefined) return { ok: false, reason, durationMs: result.durationMs };
      return { ok: true, runner, release: () => Promise.resolve(), durationMs: result.durationMs };
    },
  };
  return runner;
}

export function localFingerprint(): RunnerFingerprint {
  return {
    kind: 'local',
    isolated: false,
    details: {
      node: process.version,
      platform: process.platform,
      arch: process.arch,
      enforced: [...ENFORCED_LIMITS],
      notEnforced: [...NOT_ENFORCED_LIMITS],
      processGroupKill: true,
      // Not a filesystem quota: the fall in free space of the workspace's and HOME's filesystems, polled.
      diskLimit: 'free-space-watch',
      environment: [...FIXED_ENV_KEYS],
    },
  };
}

interface Settings {
  readonly maxReportBytes: number;
  readonly pipeCloseMs: number;
  readonly groupGoneMs: number;
  readonly tempRoot: string;
}

async function runLocal(
  workspace: Workspace,
  spec: TestSpec,
  settings: Settings,
  options: RunOptions,
): Promise<RunResult> {
  const before = preflight(spec, options);
  if (before !== undefined) return toResult(empty(0, [before]), null, []);
  const root = await lstat(workspace.dir).catch(() => undefined);
  if (root === undefined || !root.isDirectory()) {
    return toResult(
      empty(0, [
        localFailure(
          'WorkspaceInvalid',
          'the workspace folder does not exist or is not a real folder (symlinks are refused)',
        ),
      ]),
      null,
      [],
    );
  }
  let home: string;
  try {
    home = await mkdtemp(join(settings.tempRoot, 'patchproof-home-'));
    await mkdir(join(home, 'tmp'));
  } catch (error) {
    return toResult(
      empty(0, [
        localFailure(
          'HomeSetupFailed',
          `could not create a fresh HOME (${(error as NodeJS.ErrnoException).code ?? 'error'})`,
        ),
      ]),
      null,
      [],
    );
  }
  try {
    const env = fixedEnvironment(home, join(home, 'tmp'), spec.env);
    const name = spec.command[0] ?? '';
    const file = await resolveCommand(name, workspace.dir, env['PATH'] ?? '');
    if (file === undefined) {
      return toResult(
        empty(0, [
          localFailure(
            'CommandNotFound',
            `${JSON.stringify(name.slice(0, 200))} is not an executable on PATH or in the workspace`,
          ),
        ]),
        null,
        [],
      );
    }
    const run = await supervise({
      file,
      argv: spec.command,
      cwd: workspace.dir,
      env,
      timeoutMs: spec.limits.timeoutSeconds * 1000,
      outputBytes: spec.limits.outputBytes,
      ...(spec.stdin ? { stdin: spec.stdin } : {}),
      groupGoneMs: settings.groupGoneMs,
      pipeCloseMs: settings.pipeCloseMs,
      ...(options.signal ? { signal: options.signal } : {}),
      disk: { paths: [workspace.dir, home], capBytes: spec.limits.diskMiB * 1024 * 1024 },
    });
    // A cancelled run's report would be half-written at best; it is never read.
    const reportPath = reportFilePath(spec.report);
    if (run.failures.some((f) => f.code === 'Cancelled')) return toResult(run, null, []);
    const records = spec.records
      ? recordsOf(await readReportFile(workspace.dir, spec.records, settings.maxReportBytes))
      : {};
    if (reportPath === undefined) return { ...toResult(run, null, []), ...records };
    const report = await readReportFile(workspace.dir, reportPath, settings.maxReportBytes);
    // A refused report fails the phase closed through infrastructureError, never silently.
    return 'refused' in report
      ? { ...toResult(run, null, [report.refused]), ...records }
      : { ...toResult(run, report.bytes, []), ...records };
  } finally {
    await rm(home, { recursive: true, force: true, maxRetries: 2 }).catch(() => undefined);
  }
}

/** Problems with the spec or the host that stop the run before anything starts. */
function preflight(spec: TestSpec, options: RunOptions): LocalFailure | undefined {
  if (options.signal?.aborted === true)
    return localFailure('Cancelled', 'the run was cancelled before its command started');
  if (process.platform === 'win32')
    return localFailure(
      'UnsupportedPlatform',
      'the local runner needs POSIX process groups; use the Docker runner',
    );
  if (spec.command.length === 0) return localFailure('CommandNotFound', 'the command is empty');
  const problem = limitsProblem(spec.limits);
  return problem === undefined ? undefined : localFailure('InvalidLimits', problem);
}

function limitsProblem(limits: ResourceLimits): string | undefined {
  if (!Number.isFinite(limits.timeoutSeconds) || limits.timeoutSeconds <= 0)
    return 'timeoutSeconds must be a positive number';
  if (!Number.isSafeInteger(limits.outputBytes) || limits.outputBytes < 0)
    return 'outputBytes must be a non-negative integer';
  if (!Number.isSafeInteger(limits.diskMiB) || limits.diskMiB < 1)
    return 'diskMiB must be a positive whole number';
  return undefined;
}

/** The records file as the run result carries it (runner-port.ts). */
function recordsOf(
  read: Awaited<ReturnType<typeof readReportFile>>,
): Pick<RunResult, 'recordsFile' | 'recordsRefused'> {
  return 'refused' in read
    ? { recordsFile: null, recordsRefused: read.refused.message }
    : { recordsFile: read.bytes };
}

function toResult(
  run: Supervised,
  reportFile: Uint8Array | null,
  more: readonly LocalFailure[],
): RunResult {
  const infrastructureError = formatFailures([...run.failures, ...more]);
  return {
    exitCode: run.exitCode,
    ...(run.signal !== undefined ? { signal: run.signal } : {}),
    timedOut: run.timedOut,
    truncated: run.truncated,
    stdout: run.stdout,
    stderr: run.stderr,
    durationMs: run.durationMs,
    reportFile,
    ...(infrastructureError !== undefined ? { infrastructureError } : {}),
    ...(run.diskLimit !== undefined ? { diskLimit: run.diskLimit } : {}),
  };
}
