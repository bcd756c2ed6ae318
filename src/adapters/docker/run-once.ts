/**
 * One Docker run from start to end (PROTOCOL 5, 9). Two containers per run: the holder
 * (holder.ts), which owns the size-capped tmpfs volumes and keeps them mounted, and the
 * run's own container, which takes them. The run's container is checked by inspection
 * before it starts, filled with a copy of the workspace, watched to the end; the holder then
 * measures the space left (a place that ran out is the result's `diskLimit`), and both are
 * always removed, the run's first (the holder's removal takes the volumes). Every other
 * failure becomes a DockerFailure; nothing here throws for a failure of the run.
 */
import { randomUUID } from 'node:crypto';
import type {
  DiskLimitExceeded,
  RunOptions,
  RunResult,
  TestSpec,
  Workspace,
} from '../../core/runner/runner-port.js';
import { reportFilePath } from '../../core/reports/model.js';
import { WORKSPACE_DIR, createBody, specProblem } from './container-config.js';
import {
  type Created,
  createContainer,
  inspectContainer,
  removeContainer,
} from './container-ops.js';
import { confinementOf, confinementProblems } from './confinement.js';
import { engineCall, toEngineError } from './engine-call.js';
import { type DockerFailure, dockerFailure } from './failures.js';
import {
  SpaceUnreadable,
  holderBody,
  listRunVolumes,
  measureSpace,
  startHolder,
} from './holder.js';
import { type Owner, currentOwner } from '../runner-common/index.js';
import { type RunContext, retryOrphans, saysUnresponsive } from './run-context.js';
import {
  cancelledBefore,
  cancelledWhileRunning,
  diskLimitedRun,
  engineOr,
  failedRun,
  toResult,
  withFailures,
} from './run-result.js';
import {
  type WorkspaceEntry,
  WorkspaceRefused,
  idleWatched,
  listWorkspace,
  packWorkspace,
} from './tar-in.js';
import { readReport } from './tar-out.js';
import { type Watched, watchContainer } from './watch-container.js';
import { copyDidNotFit, fitProblem, judgeSpace, ranOut, volumeProblems } from './writable-space.js';

interface Run {
  readonly runId: string;
  readonly owner: Owner;
  readonly workspace: Workspace;
  readonly entries: readonly WorkspaceEntry[];
  readonly spec: TestSpec;
  readonly signal: AbortSignal | undefined;
  readonly elapsed: () => number;
}

export async function runOnce(
  context: RunContext,
  workspace: Workspace,
  spec: TestSpec,
  options: RunOptions,
): Promise<RunResult> {
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
    const why =
      error instanceof WorkspaceRefused
        ? error.message
        : `could not read the workspace (${(error as NodeJS.ErrnoException).code ?? 'error'})`;
    return failedRun(elapsed(), [dockerFailure('WorkspaceInvalid', why)]);
  }
  const tooBig = fitProblem(entries, spec.limits.diskMiB);
  if (tooBig !== undefined) return diskLimitedRun(elapsed(), tooBig);
  // Checked again after the slow steps above, the last moment no container exists yet.
  if (isAborted(signal)) return failedRun(elapsed(), [cancelledBefore()]);
  const run: Run = {
    runId: randomUUID(),
    owner: currentOwner(),
    workspace,
    entries,
    spec,
    signal,
    elapsed,
  };
  const holder = await create(context, run, 'create the volume holder', () =>
    holderBody({
      imageId: context.imageId,
      runId: run.runId,
      owner: run.owner,
      limits: spec.limits,
    }),
  );
  if ('failure' in holder) return failedRun(elapsed(), [holder.failure]);
  let result: RunResult;
  try {
    result = await withHolder(context, run, holder);
  } catch (error) {
    result = failedRun(elapsed(), [engineOr('RunnerFault', 'run', error)]);
  }
  return removeAfter(context, holder.id, result);
}

/** Creates one container of the run; a create whose answer was lost is remembered for removal. */
async function create(
  context: RunContext,
  run: Run,
  what: string,
  body: () => ReturnType<typeof createBody>,
): Promise<Created | { failure: DockerFailure }> {
  try {
    // Create is not given the signal: an aborted create can still make a container we never hear of.
    return await createContainer(context.docker, body(), context.engineTimeoutMs);
  } catch (error) {
    const engineError = toEngineError(what, error);
    if (engineError.code !== 'EngineRefused') context.orphanRuns.add(run.runId);
    return { failure: engineError.toFailure() };
  }
}

/** Removes a container after the run; a failed removal is added to the result and retried later. */
async function removeAfter(context: RunContext, id: string, result: RunResult): Promise<RunResult> {
  // An engine that is not answering would make each removal wait out its deadline as well.
  if (saysUnresponsive(result.infrastructureError)) {
    context.orphans.add(id);
    return withFailures(result, [
      dockerFailure(
        'RemoveFailed',
        `container ${id.slice(0, 12)} was not removed: the engine is not answering; it is retried once the runs are over, and swept by the next runner created once this process has ended`,
      ),
    ]);
  }
  try {
    await removeContainer(context.docker, id, context.engineTimeoutMs);
    return result;
  } catch (error) {
    context.orphans.add(id);
    return withFailures(result, [
      dockerFailure(
        'RemoveFailed',
        `container ${id.slice(0, 12)} was not removed (${engineOr('RemoveFailed', 'remove', error).message}); it is retried before the next run, and swept by the next runner created once this process has ended`,
      ),
    ]);
  }
}

async function withHolder(context: RunContext, run: Run, holder: Created): Promise<RunResult> {
  if (holder.warnings.length > 0) return failedRun(run.elapsed(), [createWarning(holder.warnings)]);
  const { spec } = run;
  // The holder's start (the slowest step it adds) overlaps the create of the run's container,
  // which needs the holder to exist, not to run; the copy in waits for both.
  const [startError, created] = await Promise.all([
    startHolder(context.docker, holder.id, context.engineTimeoutMs).then(
      () => undefined,
      (error: unknown) => ({ error }),
    ),
    create(context, run, 'create container', () =>
      createBody({
        imageId: context.imageId,
        command: spec.command,
        ...(spec.env ? { env: spec.env } : {}),
        limits: spec.limits,
        runId: run.runId,
        owner: run.owner,
        ...(spec.stdin ? { stdin: true } : {}),
        volumes: { from: holder.id },
        part: 'run',
      }),
    ),
  ]);
  if ('failure' in created) return failedRun(run.elapsed(), [created.failure]);
  let result: RunResult;
  try {
    if (startError !== undefined)
      result = failedRun(run.elapsed(), [
        engineOr('StartFailed', 'start the volume holder', startError.error),
      ]);
    else result = await inContainer(context, run, holder.id, created);
  } catch (error) {
    result = failedRun(run.elapsed(), [engineOr('RunnerFault', 'run', error)]);
  }
  return removeAfter(context, created.id, result);
}

async function inContainer(
  context: RunContext,
  run: Run,
  holderId: string,
  { id, warnings }: Created,
): Promise<RunResult> {
  const { docker, engineTimeoutMs: ms } = context;
  const { spec, signal } = run;
  // Each early return leaves the created container to withHolder, which removes it.
  if (isAborted(signal)) return failedRun(0, [cancelledBefore()]);
  if (warnings.length > 0) return failedRun(0, [createWarning(warnings)]);
  const [inspected, volumes] = await Promise.all([
    inspectContainer(docker, id, ms),
    listRunVolumes(docker, run.runId, ms),
  ]);
  const confinement = confinementOf(inspected);
  const problems = [
    ...confinementProblems(confinement, {
      imageId: context.imageId,
      limits: spec.limits,
      holderId,
    }),
    ...volumeProblems(confinement.volumes, volumes, spec.limits.diskMiB),
  ];
  if (problems.length > 0)
    return failedRun(0, [dockerFailure('ConfinementMismatch', problems.join('; '))]);

  const copyFailure = await copyIn(context, id, run);
  // An aborted copy fails as a lost connection; the cancellation is the real reason.
  if (isAborted(signal)) return failedRun(0, [cancelledBefore()]);
  if (copyFailure !== undefined)
    return 'stage' in copyFailure ? diskLimitedRun(0, copyFailure) : failedRun(0, [copyFailure]);

  const watched = await watchContainer(docker, id, {
    timeoutMs: spec.limits.timeoutSeconds * 1000,
    outputBytes: spec.limits.outputBytes,
    engineTimeoutMs: ms,
    killGraceMs: context.killGraceMs,
    outputCloseMs: context.outputCloseMs,
    ...(spec.stdin ? { stdin: spec.stdin } : {}),
    ...(signal ? { signal } : {}),
  });
  if (watched.cancelled)
    return toResult(watched, false, null, [cancelledWhileRunning(watched), ...watched.failures]);
  if (watched.failures.length > 0) return toResult(watched, false, null, watched.failures);
  const state = (await inspectContainer(docker, id, ms)).State;
  const oomKilled = state.OOMKilled === true;
  const outside = killedOutside(watched, oomKilled);
  const reportPath = reportFilePath(spec.report);
  const [disk, report, records] = await Promise.all([
    measureDisk(context, holderId, spec.limits.diskMiB),
    reportPath !== undefined
      ? readReport(docker, id, reportPath, context.maxReportBytes, ms)
      : Promise.resolve({ bytes: null }),
    spec.records !== undefined
      ? readReport(docker, id, spec.records, context.maxReportBytes, ms)
      : undefined,
  ]);
  // What the judge reads (runner-port.ts): a refused file fails its comparisons, not the run.
  const recorded =
    records === undefined
      ? {}
      : 'refused' in records
        ? { recordsFile: null, recordsRefused: records.refused }
        : { recordsFile: records.bytes };
  // A refused report fails the phase closed through infrastructureError, never silently.
  if ('refused' in report)
    return {
      ...toResult(
        watched,
        oomKilled,
        null,
        [...outside, ...disk.failures, dockerFailure('ReportRefused', report.refused)],
        disk.diskLimit,
      ),
      ...recorded,
    };
  return {
    ...toResult(watched, oomKilled, report.bytes, [...outside, ...disk.failures], disk.diskLimit),
    ...recorded,
  };
}

/** A SIGKILL or SIGTERM end that was neither ours nor the memory limit's (KilledOutside). */
function killedOutside(watched: Watched, oomKilled: boolean): DockerFailure[] {
  if (oomKilled || watched.killed || (watched.statusCode !== 137 && watched.statusCode !== 143))
    return [];
  const signal = watched.statusCode === 137 ? 'SIGKILL' : 'SIGTERM';
  return [
    dockerFailure(
      'KilledOutside',
      `the command ended by ${signal} (exit ${watched.statusCode}) that PatchProof did not send, after ${Math.round(watched.durationMs)} ms: another process stopped or removed its container, or the code under test signalled itself; run it again`,
    ),
  ];
}

/** Measured from the holder once the command has ended: a place that ran out is the run's `diskLimit`. */
async function measureDisk(
  context: RunContext,
  holderId: string,
  diskMiB: number,
): Promise<{ diskLimit?: DiskLimitExceeded; failures: DockerFailure[] }> {
  try {
    const { mismatched, full } = judgeSpace(
      await measureSpace(context.docker, holderId, context.engineTimeoutMs),
      diskMiB,
    );
    return {
      ...(full.length > 0 ? { diskLimit: ranOut(full, diskMiB) } : {}),
      failures:
        mismatched.length > 0 ? [dockerFailure('ConfinementMismatch', mismatched.join('; '))] : [],
    };
  } catch (error) {
    // Unmeasured is not "within the cap": the run fails closed.
    return {
      failures: [
        error instanceof SpaceUnreadable
          ? dockerFailure('RunnerFault', error.message)
          : engineOr('RunnerFault', 'measure the disk left', error),
      ],
    };
  }
}

/** Uploads the workspace tar into /workspace; a failure says whether the tar, the cap (a DiskLimitExceeded) or the engine broke. */
async function copyIn(
  context: RunContext,
  id: string,
  run: Run,
): Promise<DockerFailure | DiskLimitExceeded | undefined> {
  const archive = packWorkspace(run.workspace.dir, run.entries);
  let packError: Error | undefined;
  archive.on('error', (error: Error) => (packError = error));
  // The copy may take copyTimeoutMs in all, but the engine must keep taking it: no byte moved for an engine deadline is a stall.
  const idle = new AbortController();
  const upload = idleWatched(archive, context.engineTimeoutMs, () => idle.abort());
  const signal = run.signal ? AbortSignal.any([run.signal, idle.signal]) : idle.signal;
  try {
    await engineCall(
      'copy the workspace in',
      context.copyTimeoutMs,
      (callSignal) =>
        context.docker
          .getContainer(id)
          .putArchive(upload.body as unknown as NodeJS.ReadableStream, {
            path: WORKSPACE_DIR,
            noOverwriteDirNonDir: true,
            abortSignal: callSignal,
          }),
      { signal },
    );
    return undefined;
  } catch (error) {
    archive.destroy();
    if (packError !== undefined)
      return dockerFailure(
        'CopyFailed',
        `reading the workspace failed mid-copy (${(packError as NodeJS.ErrnoException).code ?? packError.message.slice(0, 120)})`,
      );
    if (idle.signal.aborted && !isAborted(run.signal))
      return dockerFailure(
        'EngineUnresponsive',
        `copy the workspace in: the Docker engine did not answer within ${context.engineTimeoutMs} ms and took no more of the upload meanwhile`,
      );
    const failure = engineOr('CopyFailed', 'copy the workspace in', error);
    // fitProblem() estimates; the tmpfs itself has the last word.
    if (/no space left on device/i.test(failure.message))
      return copyDidNotFit(run.spec.limits.diskMiB);
    return failure;
  } finally {
    upload.stop();
  }
}

function createWarning(warnings: readonly string[]): DockerFailure {
  return dockerFailure(
    'CreateWarning',
    `the engine warned on create, so some confinement may be missing: ${warnings.join('; ').slice(0, 300)}`,
  );
}

function isAborted(signal: AbortSignal | undefined): boolean {
  return signal?.aborted === true;
}
