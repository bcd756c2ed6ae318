/**
 * Guarded git: the few git operations an AI coding agent may perform on a repository inside
 * its workspace root. The repository is checked once (`openGuardedGit`); each operation
 * then checks its own input, reads the repository's program-valued settings afresh, and runs
 * git with hooks, signing, external programs and forced updates all ruled out.
 */
import { quoteUntrusted } from '../../core/text/safe-text.js';
import { checkCommitMessage } from './commit-message.js';
import { type GitRun, type GitTarget, gitRefused } from './guarded-run.js';
import { DEFAULT_STALE_LOCK_MS, type LockPolicy, moveAsideStaleLock } from './index-lock.js';
import { checkExplicitFiles, checkPaths } from './pathspecs.js';
import { resolvePushTarget } from './push-target.js';
import { type Limits, startOperation } from './session.js';
import type { GitTextResult, GuardedGit, GuardedGitOptions } from './types.js';
import { resolveRepository } from './workspace-root.js';

/** Output kept from status and diff. */
export const DEFAULT_MAX_OUTPUT_BYTES = 1024 * 1024;
/** One git command's deadline: generous for a push over a slow link, finite for a hung one. */
export const DEFAULT_TIMEOUT_MS = 2 * 60 * 1000;

// Submodules are other repositories with their own config; do not run git inside them.
const NO_SUBMODULE_STATUS = '--ignore-submodules=dirty';

/** Resolves `opts.repo` inside `opts.workspaceRoot` (rule 1) and returns its guarded operations. */
export async function openGuardedGit(opts: GuardedGitOptions): Promise<GuardedGit> {
  const limits: Limits = {
    maxOutputBytes: opts.maxOutputBytes ?? DEFAULT_MAX_OUTPUT_BYTES,
    timeoutMs: opts.timeoutMs ?? DEFAULT_TIMEOUT_MS,
  };
  const { top, gitDir } = await resolveRepository(opts.repo, opts.workspaceRoot, limits.timeoutMs);
  const target: GitTarget = { top, gitDir };
  const locks: LockPolicy = {
    now: opts.now ?? (() => new Date()),
    staleLockMs: opts.staleLockMs ?? DEFAULT_STALE_LOCK_MS,
    procDir: opts.procDir ?? '/proc',
  };
  const begin = () => startOperation(target, limits);

  return {
    top,
    gitDir,

    async status() {
      const git = await begin();
      const args = [
        'status',
        '--porcelain=v1',
        '--branch',
        '--untracked-files=all',
        NO_SUBMODULE_STATUS,
      ];
      return textOf(args, await git(args));
    },

    async diff(diffOpts = {}) {
      const paths =
        diffOpts.paths !== undefined && diffOpts.paths.length > 0
          ? checkPaths(diffOpts.paths, 'diff')
          : [];
      const git = await begin();
      const args = [
        'diff',
        '--no-ext-diff',
        '--no-textconv',
        '--no-color',
        NO_SUBMODULE_STATUS,
        ...(diffOpts.staged ? ['--staged'] : []),
        '--',
        ...paths,
      ];
      return textOf(args, await git(args));
    },

    async add(paths) {
      const checked = checkPaths(paths, 'add');
      const git = await begin();
      await checkExplicitFiles(top, checked, git);
      const movedAsideLock = await moveAsideStaleLock(gitDir, locks);
      const args = ['add', '--', ...checked];
      const run = await git(args);
      if (run.status !== 0)
        throw gitRefused(
          args,
          run,
          'check the paths (git status lists changed files; ignored files cannot be added) and retry',
        );
      return { added: [...checked], ...(movedAsideLock === undefined ? {} : { movedAsideLock }) };
    },

    async commit(message) {
      const checked = checkCommitMessage(message);
      const git = await begin();
      const movedAsideLock = await moveAsideStaleLock(gitDir, locks);
      // --file=- reads the message from stdin: no argv length or option-parsing questions.
      // Never -a: only what was staged with add is committed.
      const args = ['commit', '--no-verify', '--no-gpg-sign', '--cleanup=whitespace', '--file=-'];
      const run = await git(args, { stdin: checked });
      if (run.status !== 0) {
        throw gitRefused(
          args,
          run,
          'stage changes with add first (status shows what is staged); if git asks who you are, set user.name and user.email',
        );
      }
      const head = await git(['rev-parse', '--verify', 'HEAD']);
      if (head.status !== 0)
        throw gitRefused(['rev-parse'], head, 'the commit was made; run status to see it');
      return {
        commit: head.stdout.toString('utf8').trim(),
        ...(movedAsideLock === undefined ? {} : { movedAsideLock }),
      };
    },

    async push(pushOpts = {}) {
      const git = await begin();
      const { remote, branch, refspec } = await resolvePushTarget(git, pushOpts);
      // --receive-pack pins the program a local or ssh remote runs, whatever remote.*.receivepack says.
      const args = [
        'push',
        '--no-verify',
        '--no-signed',
        '--no-follow-tags',
        '--no-recurse-submodules',
        '--receive-pack=git-receive-pack',
        '--',
        remote,
        refspec,
      ];
      const run = await git(args);
      if (run.status !== 0) {
        // " ! [rejected] main -> main (fetch first)" says why; "error: failed to push" does not.
        const rejected = run.stderr
          .split('\n')
          .find((line) => line.trimStart().startsWith('! '))
          ?.trim()
          .replace(/\s+/g, ' ');
        const why =
          rejected === undefined ? '' : `it reported "${quoteUntrusted(rejected, 200)}"; `;
        throw gitRefused(
          args,
          run,
          `${why}if the remote has commits this branch lacks, integrate them first; a guarded push is never forced`,
        );
      }
      const output = `${run.stderr}${run.stdout.toString('utf8')}`.slice(0, limits.maxOutputBytes);
      return { remote, branch, output };
    },
  };
}

function textOf(args: readonly string[], run: GitRun): GitTextResult {
  if (run.status !== 0)
    throw gitRefused(args, run, 'check the repository and the paths, then retry');
  return { text: run.stdout.toString('utf8'), truncated: run.truncated };
}
