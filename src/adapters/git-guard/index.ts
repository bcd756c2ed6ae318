/**
 * Guarded git: the git operations an AI coding agent may perform (status, diff, add, commit,
 * push), checked against a workspace root and run so the repository cannot run programs.
 * Refusals are GitGuardError with a GitGuardCode (src/core/errors.ts).
 */
export { GitGuardError, type GitGuardCode } from '../../core/errors.js';
export { checkCommitMessage, MAX_COMMIT_MESSAGE, refuseCommitPaths } from './commit-message.js';
export { GUARD_CONFIG } from './guarded-run.js';
export { DEFAULT_STALE_LOCK_MS } from './index-lock.js';
export { DEFAULT_MAX_OUTPUT_BYTES, DEFAULT_TIMEOUT_MS, openGuardedGit } from './operations.js';
export { MAX_PATHS, MAX_PATH_BYTES } from './pathspecs.js';
export type {
  AddResult,
  CommitResult,
  DiffOptions,
  GitTextResult,
  GuardedGit,
  GuardedGitOptions,
  PushOptions,
  PushResult,
} from './types.js';
export type { GitTarget } from './guarded-run.js';
export { firstErrorLine, runGit } from './guarded-run.js';
