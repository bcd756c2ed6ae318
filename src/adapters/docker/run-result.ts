/**
 * How a Docker run's outcome becomes a RunResult: the watched container's facts (a place that
 * ran out of disk among them, as `diskLimit`), and the runner's own failures as
 * `infrastructureError` (`<Code>: <message>`, the first leading); both fail the phase closed.
 */
import type { DiskLimitExceeded, RunResult } from '../../core/runner/runner-port.js';
import { EngineCallError } from './engine-call.js';
import { type DockerFailure, dockerFailure, formatDockerFailures } from './failures.js';
import type { Watched } from './watch-container.js';

export function cancelledBefore(): DockerFailure {
  return dockerFailure('Cancelled', 'the run was cancelled before its command started');
}

export function cancelledWhileRunning(watched: Watched): DockerFailure {
  const what = watched.killed ? 'its container was killed' : 'its command never started';
  return dockerFailure(
    'Cancelled',
    `the run was cancelled after ${Math.round(watched.durationMs)} ms; ${what}`,
  );
}

/** An engine failure keeps its own code (unavailable, unresponsive); an HTTP refusal takes `code`. */
export function engineOr(code: DockerFailure['code'], what: string, error: unknown): DockerFailure {
  if (!(error instanceof EngineCallError))
    return dockerFailure(
      code,
      `${what}: ${error instanceof Error ? error.message.slice(0, 300) : String(error)}`,
    );
  return error.code === 'EngineRefused' ? dockerFailure(code, error.message) : error.toFailure();
}

export function toResult(
  watched: Watched,
  oomKilled: boolean,
  reportFile: Uint8Array | null,
  failures: readonly DockerFailure[],
  diskLimit?: DiskLimitExceeded,
): RunResult {
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
    ...(diskLimit !== undefined ? { diskLimit } : {}),
  };
}

export function failedRun(durationMs: number, failures: readonly DockerFailure[]): RunResult {
  const empty = new Uint8Array(0);
  return {
    exitCode: null,
    timedOut: false,
    truncated: false,
    stdout: empty,
    stderr: empty,
    durationMs,
    reportFile: null,
    infrastructureError: formatDockerFailures(failures) ?? 'RunnerFault: unknown',
  };
}

/** A run refused before its command started because the workspace copy cannot fit under the cap. */
export function diskLimitedRun(durationMs: number, diskLimit: DiskLimitExceeded): RunResult {
  const empty = new Uint8Array(0);
  return {
    exitCode: null,
    timedOut: false,
    truncated: false,
    stdout: empty,
    stderr: empty,
    durationMs,
    reportFile: null,
    diskLimit,
  };
}

export function withFailures(result: RunResult, more: readonly DockerFailure[]): RunResult {
  const extra = formatDockerFailures(more);
  if (extra === undefined) return result;
  return {
    ...result,
    infrastructureError:
      result.infrastructureError === undefined ? extra : `${result.infrastructureError}; ${extra}`,
  };
}
