/**
 * The Docker runner (PROTOCOL 5, 9): every run() gets one fresh container, created by image
 * ID with the confinement of container-config.ts, checked by inspection before it starts,
 * filled with a copy of the workspace, watched to the end and always removed. `isolated`
 * is true; run() never throws — whatever goes wrong becomes `infrastructureError`, which
 * fails the phase closed. A cancelled run (options.signal) is killed like a timed-out one,
 * removed the same way, and reported as `Cancelled`.
 */
import { randomUUID } from 'node:crypto';
import Dockerode from 'dockerode';
import { ExecutionError } from '../../core/errors.js';
import { DEFAULT_LIMITS, type ResourceLimits, type RunOptions, type RunResult, type Runner, type TestSpec, type Workspace } from '../../core/execution/runner-port.js';
import { RUN_LABEL, WORKSPACE_DIR, createBody, specProblem } from './container-config.js';
import { createContainer, engineJson, inspectContainer, removeContainer } from './container-ops.js';
import { confinementOf, confinementProblems } from './confinement.js';
import { EngineCallError, engineCall, toEngineError } from './engine-call.js';
import { type DockerFailure, dockerFailure, formatDockerFailures } from './failures.js';
import { probeFingerprint } from './fingerprint.js';
import { currentOwner } from './owner.js';
import { sweepLeftovers } from './sweep.js';
import { type WorkspaceEntry, WorkspaceRefused, listWorkspace, packWorkspace } from './tar-in.js';
import { DEFAULT_MAX_REPORT_BYTES, readReport } from './tar-out.js';
import { type Watched, watchContainer } from './watch-container.js';

export interface DockerRunnerOptions {
  /** Image name or ID (e.g. `patchproof-runner-python:3`); resolved once to its ID. */
  readonly image: string;
  /** The engine (default: `new Dockerode()`, i.e. DOCKER_HOST or /var/run/docker.sock). */
  readonly docker?: Dockerode;
  /** Limits the fingerprint probe is created with; pass the run spec's so the receipt shows them (default DEFAULT_LIMITS). */
  readonly limits?: ResourceLimits;
  /** Deadline of each control request to the engine (default 30 s). */
  readonly engineTimeoutMs?: number;
  /** Deadline of copying the workspace in (default 300 s). */
  readonly copyTimeoutMs?: number;
  /** How long past the timeout the engine may take to confirm a kill (default 10 s). */
  readonly killGraceMs?: number;
  /** How long output streams may stay open after the container stopped (default 5 s). */
  readonly outputCloseMs?: number;
  /** Largest JUnit report read back (default 32 MiB). */
  readonly maxReportBytes?: number;
  /** Age after which a leftover whose owner cannot be checked (another host) is swept (default 24 h). */
  readonly staleAfterMs?: number;
}

interface Context {
  readonly docker: Dockerode;
  readonly imageId: string;
  readonly engineTimeoutMs: number;
  readonly copyTimeoutMs: number;
  readonly killGraceMs: number;
  readonly outputCloseMs: number;
  readonly maxReportBytes: number;
  /** Containers whose removal failed; retried before each run. */
  readonly orphans: Set<string>;
  /** Run IDs whose create got no answer: the engine may have made the container anyway. */
  readonly orphanRuns: Set<string>;
}

/**
 * Resolves the image, sweeps leftovers of dead runners, and probes the confinement this
 * engine really applies. Throws ExecutionError `RunnerUnavailable` when any of that fails.
 */
export async function createDockerRunner(options: DockerRunnerOptions): Promise<Runner> {
  const docker = options.docker ?? new Dockerode();
  const engineTimeoutMs = options.engineTimeoutMs ?? 30_000;
  try {
    const imageId = await resolveImage(docker, options.image, engineTimeoutMs);
    await sweepLeftovers(docker, { engineTimeoutMs, ...(options.staleAfterMs !== undefined ? { staleAfterMs: options.staleAfterMs } : {}) });
    const fingerprint = await probeFingerprint(docker, { imageId, imageName: options.image, limits: options.limits ?? DEFAULT_LIMITS, owner: currentOwner(), engineTimeoutMs });
    const context: Context = {
      docker,
      imageId,
      engineTimeoutMs,
      copyTimeoutMs: options.copyTimeoutMs ?? 300_000,
      killGraceMs: options.killGraceMs ?? 10_000,
      outputCloseMs: options.outputCloseMs ?? 5_000,
      maxReportBytes: options.maxReportBytes ?? DEFAULT_MAX_REPORT_BYTES,
      orphans: new Set(),
      orphanRuns: new Set(),
    };
    return {
      isolated: true,
      fingerprint: () => Promise.resolve(fingerprint),
      async run(workspace, spec, options = {}) {
        const started = performance.now();
        try {
          return await runOnce(context, workspace, spec, options);
        } catch (error) {
          // run() reports failures of the run; it never throws for them.
          return failedRun(performance.now() - started, [dockerFailure('RunnerFault', error instanceof Error ? error.message.slice(0, 300) : String(error))]);
        }
      },
    };
  } catch (error) {
    if (error instanceof ExecutionError) throw error;
    const reason = error instanceof EngineCallError ? error.message : `the Docker runner cannot start: ${error instanceof Error ? error.message : String(error)}`;
    throw new ExecutionError('RunnerUnavailable', reason, { cause: error, details: { reason: error instanceof EngineCallError ? 'engine-unavailable' : 'probe-failed' } });
  }
}

// A Docker reference (name[:tag][@digest]) or an image ID; never a path trick or an option.
const IMAGE_REFERENCE = /^[a-z0-9][a-z0-9._/:@-]{0,254}$/i;

async function resolveImage(docker: Dockerode, image: string, ms: number): Promise<string> {
  if (!IMAGE_REFERENCE.test(image) || image.includes('..')) {
    throw new ExecutionError('RunnerUnavailable', `"${image.slice(0, 80)}" is not a Docker image name or ID; use a name such as patchproof-runner-python:3`, { details: { reason: 'bad-image-name' } });
  }
  let info: Record<string, unknown>;
  try {
    info = await engineJson(docker, `inspect image ${image}`, `/images/${image}/json`, ms);
  } catch (error) {
    if (error instanceof EngineCallError && error.statusCode === 404) {
      throw new ExecutionError('RunnerUnavailable', `image ${image} is not on this Docker engine; build it with \`patchproof runners build\` (bash runners/build.sh)`, {
        details: { reason: 'image-missing', image },
      });
    }
    throw error;
  }
  const id = info['Id'];
  if (typeof id !== 'string' || !/^sha256:[0-9a-f]{64}$/.test(id)) throw new ExecutionError('RunnerUnavailable', `the engine gave image ${image} no usable ID`, { details: { reason: 'bad-image-id' } });
  return id;
}

async function runOnce(context: Context, workspace: Workspace, spec: TestSpec, options: RunOptions): Promise<RunResult> {
  const started = performance.now();
  const elapsed = (): number => performance.now() - started;
  const { signal } = options;
  if (signal?.aborted === true) return failedRun(0, [cancelledBefore()]);
  await retryOrphans(context);
  const problem = specProblem(spec);
  if (problem !== undefined) return failedRun(0, [dockerFailure('InvalidSpec', problem)]);
  let entries: WorkspaceEntry[];
  try {
    entries = await listWorkspace(workspace.dir);
  } catch (error) {
    const why = error instanceof WorkspaceRefused ? error.message : `could not read the workspace (${(error as NodeJS.ErrnoException).code ?? 'error'})`;
    return failedRun(elapsed(), [dockerFailure('WorkspaceInvalid', why)]);
  }
  const { docker } = context;
  // Checked again after the slow steps above, the last moment no container exists yet.
  if (isAborted(signal)) return failedRun(elapsed(), [cancelledBefore()]);
  let id: string;
  let warnings: readonly string[];
  const runId = randomUUID();
  try {
    // Create is not given the signal: an aborted create can still make a container we never hear of.
    const body = createBody({ imageId: context.imageId, command: spec.command, ...(spec.env ? { env: spec.env } : {}), limits: spec.limits, runId, owner: currentOwner(), ...(spec.stdin ? { stdin: true } : {}) });
    ({ id, warnings } = await createContainer(docker, body, context.engineTimeoutMs));
  } catch (error) {
    const engineError = toEngineError('create container', error);
    if (engineError.code !== 'EngineRefused') context.orphanRuns.add(runId);
    return failedRun(elapsed(), [engineError.toFailure()]);
  }
  let result: RunResult;
  try {
    result = await inContainer(context, id, warnings, workspace, entries, spec, signal);
  } catch (error) {
    result = failedRun(elapsed(), [engineOr('RunnerFault', 'run', error)]);
  }
  try {
    await removeContainer(docker, id, context.engineTimeoutMs);
  } catch (error) {
    context.orphans.add(id);
    result = withFailures(result, [dockerFailure('RemoveFailed', `container ${id.slice(0, 12)} was not removed (${engineOr('RemoveFailed', 'remove', error).message}); it is retried before the next run, and swept by the next runner created once this process has ended`)]);
  }
  return result;
}

async function inContainer(
  context: Context, id: string, warnings: readonly string[], workspace: Workspace, entries: readonly WorkspaceEntry[], spec: TestSpec, signal: AbortSignal | undefined,
): Promise<RunResult> {
  const { docker } = context;
  // Each early return leaves the created container to runOnce, which removes it.
  if (isAborted(signal)) return failedRun(0, [cancelledBefore()]);
  if (warnings.length > 0) return failedRun(0, [dockerFailure('CreateWarning', `the engine warned on create, so some confinement may be missing: ${warnings.join('; ').slice(0, 300)}`)]);
  const problems = confinementProblems(confinementOf(await inspectContainer(docker, id, context.engineTimeoutMs)), { imageId: context.imageId, limits: spec.limits });
  if (problems.length > 0) return failedRun(0, [dockerFailure('ConfinementMismatch', problems.join('; '))]);

  const copyFailure = await copyIn(context, id, workspace.dir, entries, signal);
  // An aborted copy fails as a lost connection; the cancellation is the real reason.
  if (isAborted(signal)) return failedRun(0, [cancelledBefore()]);
  if (copyFailure !== undefined) return failedRun(0, [copyFailure]);

  const watched = await watchContainer(docker, id, {
    timeoutMs: spec.limits.timeoutSeconds * 1000,
    outputBytes: spec.limits.outputBytes,
    engineTimeoutMs: context.engineTimeoutMs,
    killGraceMs: context.killGraceMs,
    outputCloseMs: context.outputCloseMs,
    ...(spec.stdin ? { stdin: spec.stdin } : {}),
    ...(signal ? { signal } : {}),
  });
  if (watched.cancelled) return toResult(watched, false, null, [cancelledWhileRunning(watched), ...watched.failures]);
  if (watched.failures.length > 0) return toResult(watched, false, null, watched.failures);
  const state = (await inspectContainer(docker, id, context.engineTimeoutMs)).State;
  const oomKilled = state.OOMKilled === true;
  if (spec.report?.format !== 'junit') return toResult(watched, oomKilled, null, []);
  const report = await readReport(docker, id, spec.report.path, context.maxReportBytes, context.engineTimeoutMs);
  // A refused report fails the phase closed through infrastructureError, never silently.
  if ('refused' in report) return toResult(watched, oomKilled, null, [dockerFailure('ReportRefused', report.refused)]);
  return toResult(watched, oomKilled, report.bytes, []);
}

/** Uploads the workspace tar into /workspace; a failure says whether the tar or the engine broke. */
async function copyIn(context: Context, id: string, dir: string, entries: readonly WorkspaceEntry[], signal: AbortSignal | undefined): Promise<DockerFailure | undefined> {
  const archive = packWorkspace(dir, entries);
  let packError: Error | undefined;
  archive.on('error', (error: Error) => (packError = error));
  try {
    await engineCall('copy the workspace in', context.copyTimeoutMs, (callSignal) =>
      context.docker.getContainer(id).putArchive(archive as unknown as NodeJS.ReadableStream, { path: WORKSPACE_DIR, noOverwriteDirNonDir: true, abortSignal: callSignal }), signal ? { signal } : {});
    return undefined;
  } catch (error) {
    archive.destroy();
    if (packError !== undefined) return dockerFailure('CopyFailed', `reading the workspace failed mid-copy (${(packError as NodeJS.ErrnoException).code ?? packError.message.slice(0, 120)})`);
    return engineOr('CopyFailed', 'copy the workspace in', error);
  }
}

/** Removes what earlier runs could not: a failed removal, or a create whose answer was lost. */
async function retryOrphans(context: Context): Promise<void> {
  const { docker, engineTimeoutMs: ms } = context;
  await Promise.allSettled([
    ...[...context.orphans].map(async (id) => {
      await removeContainer(docker, id, ms);
      context.orphans.delete(id);
    }),
    ...[...context.orphanRuns].map(async (runId) => {
      const found = await engineCall('list containers of a lost run', ms, (signal) => docker.listContainers({ all: true, filters: { label: [`${RUN_LABEL}=${runId}`] }, abortSignal: signal }));
      for (const container of found) await removeContainer(docker, container.Id, ms);
      context.orphanRuns.delete(runId);
    }),
  ]);
}

function isAborted(signal: AbortSignal | undefined): boolean {
  return signal?.aborted === true;
}

function cancelledBefore(): DockerFailure {
  return dockerFailure('Cancelled', 'the run was cancelled before its command started');
}

function cancelledWhileRunning(watched: Watched): DockerFailure {
  const what = watched.killed ? 'its container was killed' : 'its command never started';
  return dockerFailure('Cancelled', `the run was cancelled after ${Math.round(watched.durationMs)} ms; ${what}`);
}

/** An engine failure keeps its own code (unavailable, unresponsive); an HTTP refusal takes `code`. */
function engineOr(code: DockerFailure['code'], what: string, error: unknown): DockerFailure {
  if (!(error instanceof EngineCallError)) return dockerFailure(code, `${what}: ${error instanceof Error ? error.message.slice(0, 300) : String(error)}`);
  return error.code === 'EngineRefused' ? dockerFailure(code, error.message) : error.toFailure();
}

function toResult(watched: Watched, oomKilled: boolean, reportFile: Uint8Array | null, failures: readonly DockerFailure[]): RunResult {
  const killed = watched.killed || oomKilled;
  const infrastructureError = formatDockerFailures(failures);
  return {
    exitCode: killed ? null : watched.statusCode,
    ...(killed ? { signal: 'SIGKILL' } : {}),
    timedOut: watched.timedOut,
    truncated: watched.truncated,
    stdout: watched.stdout,
    stderr: watched.stderr,
    durationMs: watched.durationMs,
    reportFile,
    oomKilled,
    ...(infrastructureError !== undefined ? { infrastructureError } : {}),
  };
}

function failedRun(durationMs: number, failures: readonly DockerFailure[]): RunResult {
  const empty = new Uint8Array(0);
  return { exitCode: null, timedOut: false, truncated: false, stdout: empty, stderr: empty, durationMs, reportFile: null, infrastructureError: formatDockerFailures(failures) ?? 'RunnerFault: unknown' };
}

function withFailures(result: RunResult, more: readonly DockerFailure[]): RunResult {
  const extra = formatDockerFailures(more) as string;
  return { ...result, infrastructureError: result.infrastructureError === undefined ? extra : `${result.infrastructureError}; ${extra}` };
}
