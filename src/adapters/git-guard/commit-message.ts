/**
 * Rule 3 of guarded git: a commit message is text a person can read in `git log`. Pure.
 */
import { GitGuardError } from '../../core/errors.js';

/** Code points, not UTF-16 units: an emoji counts once. */
export const MAX_COMMIT_MESSAGE = 4000;

/** Returns `message` when it may be a commit message; throws InvalidCommitMessage otherwise. */
export function checkCommitMessage(message: unknown): string {
  if (typeof message !== 'string')
    throw invalid('the commit message must be text; pass --message <text>');
  if (message.trim() === '')
    throw invalid('the commit message is empty; say what the commit changes');
  if (message.includes('\0'))
    throw invalid('the commit message contains a NUL character, which git cannot store; remove it');
  // A lone surrogate would be replaced on the way to git: the commit would not say what was asked.
  if (!message.isWellFormed())
    throw invalid(
      'the commit message is not well-formed Unicode (a lone surrogate); fix its encoding',
    );
  const length = [...message].length;
  if (length > MAX_COMMIT_MESSAGE) {
    throw invalid(
      `the commit message is ${length} characters long, over the ${MAX_COMMIT_MESSAGE}-character limit; shorten it`,
      { length, limit: MAX_COMMIT_MESSAGE },
    );
  }
  return message;
}

/** Paths given to commit: refused, because `commit <path>` would commit those files' whole state. */
export function refuseCommitPaths(paths: readonly string[]): void {
  if (paths.length > 0)
    throw invalid(
      'commit takes a message and no paths; stage the files with add first, then commit',
    );
}

function invalid(message: string, details: Record<string, unknown> = {}): GitGuardError {
  return new GitGuardError('InvalidCommitMessage', message, { details });
}
