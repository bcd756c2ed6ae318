/**
 * Rule 4 of guarded git: what a push may send and where. An existing remote by name, one
 * existing local branch, to the branch of the same name, never forced. The refspec is built
 * here from checked parts, so no caller text can carry a `+`, a `:` or a glob into it.
 */
import { GitGuardError } from '../../core/errors.js';
import { quoteUntrusted } from '../../core/text/safe-text.js';
import { gitRefused } from './guarded-run.js';
import type { Git } from './session.js';

export interface PushTarget {
  readonly remote: string;
  readonly branch: string;
  /** `refs/heads/<branch>:refs/heads/<branch>`: no leading `+`, so git never forces it. */
  readonly refspec: string;
}

// Characters git forbids in ref names anyway, and those that mean something in a refspec or
// revision (`:` `+` `*` `^` `~` `@{`); refused before git sees them, with one clear code.
// eslint-disable-next-line no-control-regex -- control characters are among those refused.
const SUSPICIOUS = /[\s:+*^~?[\\\x00-\x1f\x7f]|@\{|\.\./;

/** A malformed branch name is reported as BranchNotFound: no such local branch can exist. Pure. */
export function branchNameProblem(branch: string): string | undefined {
  if (branch === '') return 'is empty';
  if (branch.startsWith('-')) return 'starts with "-"';
  if (branch.startsWith('refs/')) return 'is a full ref name; give the short branch name';
  if (SUSPICIOUS.test(branch))
    return 'contains a character that is not allowed in a branch name (space, control, : + * ^ ~ ? [ \\, "@{" or "..")';
  return undefined;
}

/** Resolves and checks the remote and branch of a push; throws a coded refusal otherwise. */
export async function resolvePushTarget(
  git: Git,
  opts: { remote?: string | undefined; branch?: string | undefined },
): Promise<PushTarget> {
  const remote = opts.remote ?? 'origin';
  const remotes = await lines(git, ['remote']);
  if (!remotes.includes(remote)) {
    throw new GitGuardError(
      'RemoteNotFound',
      `the repository has no remote named "${quoteUntrusted(remote, 100)}"; use one of: ${remotes.map((r) => quoteUntrusted(r, 100)).join(', ') || '(none)'}, or add one with git remote add`,
      {
        details: { remotes: remotes.slice(0, 50) },
      },
    );
  }
  const branch = opts.branch ?? (await currentBranch(git));
  await checkLocalBranch(git, branch);
  return { remote, branch, refspec: `refs/heads/${branch}:refs/heads/${branch}` };
}

async function currentBranch(git: Git): Promise<string> {
  const run = await git(['symbolic-ref', '--quiet', 'HEAD']);
  const ref = run.stdout.toString('utf8').trim();
  if (run.status === 1 || (run.status === 0 && !ref.startsWith('refs/heads/'))) {
    throw new GitGuardError(
      'DetachedHead',
      'HEAD is detached, so there is no current branch to push; pass --branch <name> or check out a branch',
    );
  }
  if (run.status !== 0) throw gitRefused(['symbolic-ref'], run, 'check the repository and retry');
  return ref.slice('refs/heads/'.length);
}

async function checkLocalBranch(git: Git, branch: string): Promise<void> {
  const problem = branchNameProblem(branch);
  const notFound = (why: string) =>
    new GitGuardError(
      'BranchNotFound',
      `"${quoteUntrusted(branch, 100)}" ${why}; pass the name of an existing local branch (git branch lists them)`,
      { details: { branch } },
    );
  if (problem !== undefined) throw notFound(problem);
  // --branch would expand @{-1} and similar; the output must be the name we were given.
  const format = await git(['check-ref-format', '--branch', branch]);
  if (format.status !== 0 || format.stdout.toString('utf8').trim() !== branch)
    throw notFound('is not a valid branch name');
  const exists = await git(['show-ref', '--verify', '--quiet', `refs/heads/${branch}`]);
  if (exists.status !== 0) throw notFound('is not a local branch');
}

async function lines(git: Git, args: readonly string[]): Promise<string[]> {
  const run = await git(args);
  if (run.status !== 0 || run.truncated)
    throw gitRefused(args, run, 'check the repository and retry');
  return run.stdout
    .toString('utf8')
    .split('\n')
    .filter((line) => line.length > 0);
}
