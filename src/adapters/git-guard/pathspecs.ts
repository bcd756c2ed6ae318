/**
 * Rule 2 of guarded git: `add` names files one by one. No `.`, no directories, no globs, no
 * pathspec magic, nothing that leaves the work tree or touches `.git`: an agent stages what
 * it says, and a reviewer can read the list.
 */
import { lstat } from 'node:fs/promises';
import { join } from 'node:path';
import { GitGuardError } from '../../core/errors.js';
import { quoteUntrusted } from '../../core/text/safe-text.js';
import { isDotGit } from '../repo/index.js';
import { gitRefused } from './guarded-run.js';
import type { Git } from './session.js';

/** At most this many paths per call, each at most MAX_PATH_BYTES: argv has limits too. */
export const MAX_PATHS = 1000;
export const MAX_PATH_BYTES = 4096;

/** Why `path` is not a plain repository-relative path, or undefined when it is one. Pure. */
export function pathProblem(path: unknown): string | undefined {
  if (typeof path !== 'string') return 'is not a string';
  if (path === '') return 'is empty';
  if (path === '.' || path === './') return 'names the whole work tree, not a file';
  if (path.includes('\0')) return 'contains a NUL character';
  if (Buffer.byteLength(path, 'utf8') > MAX_PATH_BYTES)
    return `is longer than ${MAX_PATH_BYTES} bytes`;
  // Even with --literal-pathspecs, refuse what would be magic without it: the caller meant something else.
  if (path.startsWith(':')) return 'starts with ":" (pathspec magic)';
  if (path.startsWith('/')) return 'is absolute';
  for (const part of path.split('/')) {
    if (part === '') return 'has an empty component (a leading, doubled or trailing "/")';
    if (part === '.') return 'has a "." component';
    if (part === '..') return 'has a ".." component';
    if (isDotGit(part)) return 'has a .git component';
  }
  return undefined;
}

/** Checks every path of a list (pure); refuses an empty or oversized list. */
export function checkPaths(paths: readonly unknown[], verb: string): string[] {
  if (paths.length === 0)
    throw notAllowed(`${verb} needs at least one file path; name each file to ${verb}`);
  if (paths.length > MAX_PATHS)
    throw notAllowed(`${verb} takes at most ${MAX_PATHS} paths per call; split the list`);
  for (const path of paths) {
    const problem = pathProblem(path);
    if (problem !== undefined) {
      const shown = typeof path === 'string' ? `"${quoteUntrusted(path, 200)}"` : 'a path';
      throw notAllowed(
        `${shown} ${problem}; name files by their path relative to the repository top, like src/app.ts`,
        typeof path === 'string' ? path : undefined,
      );
    }
  }
  return paths as string[];
}

/**
 * `add` stages explicit files only: each path is a file or symlink in the work tree, or a
 * tracked file that was deleted (so deletions can be staged). A directory, or a missing
 * path that only names tracked files below it, would stage more than was named.
 */
export async function checkExplicitFiles(
  top: string,
  paths: readonly string[],
  git: Git,
): Promise<void> {
  const missing: string[] = [];
  for (const path of paths) {
    let isDirectory: boolean;
    try {
      isDirectory = (await lstat(join(top, path))).isDirectory();
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'ENOENT' && code !== 'ENOTDIR') throw error;
      missing.push(path);
      continue;
    }
    if (isDirectory)
      throw notAllowed(
        `"${quoteUntrusted(path, 200)}" is a directory; add names files only, so list the files inside it`,
        path,
      );
  }
  if (missing.length === 0) return;
  const args = ['ls-files', '-z', '--', ...missing];
  const run = await git(args);
  if (run.status !== 0 || run.truncated)
    throw gitRefused(args, run, 'check the repository and retry');
  const tracked = new Set(run.stdout.toString('utf8').split('\0'));
  for (const path of missing) {
    if (!tracked.has(path)) {
      throw notAllowed(
        `"${quoteUntrusted(path, 200)}" does not exist and is not a tracked file; check the path (git status lists changed files)`,
        path,
      );
    }
  }
}

function notAllowed(message: string, path?: string): GitGuardError {
  return new GitGuardError(
    'PathNotAllowed',
    message,
    path === undefined ? {} : { location: { path } },
  );
}
