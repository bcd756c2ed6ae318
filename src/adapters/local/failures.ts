/**
 * Why a local run could not be trusted to mean anything. Each becomes the run's
 * `infrastructureError` as `<Code>: <message>`, which fails the phase closed. Callers and
 * tests match the code prefix (`localFailureCode`), never the message text. Running out of
 * disk is not among them: it is a fact of the run, `RunResult.diskLimit` (disk-watch.ts).
 */

import {
  firstFailureCode,
  formatRunnerFailures,
  type RunnerFailure,
} from '../runner-common/index.js';

export const LOCAL_FAILURE_CODES = [
  /** The platform has no POSIX process groups (Windows). */
  'UnsupportedPlatform',
  /** The spec's limits are not usable numbers. */
  'InvalidLimits',
  /** The workspace folder is missing, not a folder, or a symlink. */
  'WorkspaceInvalid',
  /** The per-run HOME could not be created. */
  'HomeSetupFailed',
  /** command[0] is not an executable on the fixed PATH (or relative to the workspace). */
  'CommandNotFound',
  /** The operating system refused to start the command, or the child errored. */
  'SpawnFailed',
  /** A member of the process group was still running after SIGKILL. */
  'ProcessGroupSurvived',
  /** An escaped process kept the output pipes open after the group died. */
  'OutputPipeHeld',
  /** The report path escapes the workspace, goes through a symlink, is not a regular file, or is too big. */
  'ReportRefused',
  /** An unexpected error in the runner itself. */
  'RunnerFault',
  /** The caller cancelled the run: the process group was killed (or never started). */
  'Cancelled',
] as const;

export type LocalFailureCode = (typeof LOCAL_FAILURE_CODES)[number];

export type LocalFailure = RunnerFailure<LocalFailureCode>;

export function localFailure(code: LocalFailureCode, message: string): LocalFailure {
  return { code, message };
}

/** The text stored in `RunResult.infrastructureError`: the first failure leads. */
export const formatFailures = (failures: readonly LocalFailure[]): string | undefined =>
  formatRunnerFailures(failures);

/** The code of the first failure in an `infrastructureError` written by this runner. */
export const localFailureCode = (
  infrastructureError: string | undefined,
): LocalFailureCode | undefined => firstFailureCode(LOCAL_FAILURE_CODES, infrastructureError);
