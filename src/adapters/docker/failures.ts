/**
 * Why a Docker run could not be trusted to mean anything. Each becomes the run's
 * `infrastructureError` as `<Code>: <message>`, which fails the phase closed. Callers and
 * tests match the code prefix (`dockerFailureCode`), never the message text. Running out of
 * disk is not among them: it is a fact of the run, `RunResult.diskLimit` (writable-space.ts).
 */

import {
  firstFailureCode,
  formatRunnerFailures,
  type RunnerFailure,
} from '../runner-common/index.js';

export const DOCKER_FAILURE_CODES = [
  /** The spec cannot be turned into a container (empty command, bad limits or env names). */
  'InvalidSpec',
  /** The workspace is missing, or holds something a container copy cannot carry (FIFO, socket, device). */
  'WorkspaceInvalid',
  /** The engine's socket refused or dropped the connection: dockerd stopped or went away. */
  'EngineUnavailable',
  /** The engine did not answer within the deadline (hung, paused, or overloaded). */
  'EngineUnresponsive',
  /** The engine answered with an error status. */
  'EngineRefused',
  /** Container create returned warnings: some requested confinement may not be in force. */
  'CreateWarning',
  /** The inspected container does not have the confinement that was requested. */
  'ConfinementMismatch',
  /** Copying the workspace into the container failed. */
  'CopyFailed',
  /** The engine could not start the command (not found in the image, not executable). */
  'StartFailed',
  /** The output streams did not close after the container stopped. */
  'OutputIncomplete',
  /** The report path is unsafe, not one regular file, or too big. */
  'ReportRefused',
  /** The container could not be removed (it is retried, and swept by the next runner). */
  'RemoveFailed',
  /** An unexpected error in the runner itself. */
  'RunnerFault',
  /**
   * The command ended by SIGKILL or SIGTERM (exit 137, 143) that PatchProof did not send and
   * that was not the memory limit: another process stopped, killed or removed the container
   * (or the code under test signalled itself). Its output is cut short, so it is no evidence.
   */
  'KilledOutside',
  /** The caller cancelled the run: the container was killed (or never created) and removed. */
  'Cancelled',
] as const;

export type DockerFailureCode = (typeof DOCKER_FAILURE_CODES)[number];

export type DockerFailure = RunnerFailure<DockerFailureCode>;

export function dockerFailure(code: DockerFailureCode, message: string): DockerFailure {
  return { code, message };
}

/** The text stored in `RunResult.infrastructureError`: the first failure leads. */
export const formatDockerFailures = (failures: readonly DockerFailure[]): string | undefined =>
  formatRunnerFailures(failures);

/** The code of the first failure in an `infrastructureError` written by this runner. */
export const dockerFailureCode = (
  infrastructureError: string | undefined,
): DockerFailureCode | undefined => firstFailureCode(DOCKER_FAILURE_CODES, infrastructureError);
