/**
 * Rule 1 of guarded git: the repository, its work tree and its git folders all live inside
 * the configured workspace root, after every symlink and `gitdir:` file is followed.
 *
 * Checked on real paths (realpath), because the agent can create symlinks and `.git` files:
 * a folder inside the root can be a link to one outside it, and a `.git` file can send git
 * to a repository anywhere on the machine.
 */
import { realpath, stat } from 'node:fs/promises';
import { dirname, isAbsolute, relative, resolve } from 'node:path';
import { GitGuardError } from '../../core/errors.js';
import { quoteUntrusted } from '../../core/text/safe-text.js';
import { gitRefused, runGit } from './guarded-run.js';

/** A repository that passed rule 1; every path is a real path. */
export interface ResolvedRepository {
  readonly root: string;
  readonly top: string;
  readonly gitDir: string;
  readonly commonDir: string;
}

/** Whether real path `path` is `root` or below it. */
export function isInside(root: string, path: string): boolean {
  const rel = relative(root, path);
  return rel === '' || (rel !== '..' && !rel.startsWith('../') && !isAbsolute(rel));
}

/** Resolves `repo` and checks it against `workspaceRoot` (rule 1); see ResolvedRepository. */
export async function resolveRepository(
  repo: string,
  workspaceRoot: string | undefined,
  timeoutMs: number,
): Promise<ResolvedRepository> {
  const root = await realRoot(workspaceRoot);
  const dir = await realFolder(repo);
  if (!isInside(root, dir)) throw outside('the repository folder', dir, root);
  // Discovery must not climb above the root: a parent repository there is none of ours.
  const env: Record<string, string> =
    root === '/' ? {} : { GIT_CEILING_DIRECTORIES: dirname(root) };
  const ask = async (flag: string): Promise<string> => {
    const args = [
      'rev-parse',
      ...(flag === '--git-common-dir' ? ['--path-format=absolute'] : []),
      flag,
    ];
    const run = await runGit({ top: dir, gitDir: '' }, args, {
      maxBytes: 64 * 1024,
      timeoutMs,
      env,
      pin: false,
    });
    if (run.status !== 0) {
      if (/not a git repository|must be run in a work tree/i.test(run.stderr)) {
        throw new GitGuardError(
          'NotAGitRepository',
          `${quoteUntrusted(dir, 300)} is not inside a git work tree within the workspace root; pass --repo <the folder of a checked-out repository>`,
        );
      }
      throw gitRefused(
        args,
        run,
        /dubious ownership/i.test(run.stderr)
          ? 'the repository belongs to another user; if you trust it, add it to safe.directory and retry'
          : 'check that the folder is a readable git work tree',
      );
    }
    // Exactly one trailing newline: a path may itself end in whitespace.
    const path = run.stdout.toString('utf8').replace(/\n$/, '');
    return realpath(resolve(dir, path));
  };
  const top = await ask('--show-toplevel');
  const gitDir = await ask('--absolute-git-dir');
  const commonDir = await ask('--git-common-dir');
  for (const [what, path] of [
    ['the work tree', top],
    ['the git directory', gitDir],
    ['the common git directory', commonDir],
  ] as const) {
    if (!isInside(root, path)) throw outside(what, path, root);
  }
  return { root, top, gitDir, commonDir };
}

async function realRoot(workspaceRoot: string | undefined): Promise<string> {
  if (workspaceRoot === undefined || workspaceRoot.trim() === '') {
    throw new GitGuardError(
      'WorkspaceRootMissing',
      'no workspace root is configured; pass --workspace-root <dir> or set PATCHPROOF_WORKSPACE_ROOT to the folder the agent may work in',
    );
  }
  try {
    const root = await realpath(workspaceRoot);
    if ((await stat(root)).isDirectory()) return root;
  } catch {
    // Reported below with the same advice as a missing one.
  }
  throw new GitGuardError(
    'WorkspaceRootMissing',
    `the workspace root ${quoteUntrusted(workspaceRoot, 300)} is not an existing folder; create it or point --workspace-root at one`,
  );
}

async function realFolder(repo: string): Promise<string> {
  try {
    const dir = await realpath(repo);
    if ((await stat(dir)).isDirectory()) return dir;
  } catch {
    // A missing folder is not a repository; said below.
  }
  throw new GitGuardError(
    'NotAGitRepository',
    `${quoteUntrusted(repo, 300)} is not an existing folder; pass --repo <the folder of a checked-out repository>`,
  );
}

function outside(what: string, path: string, root: string): GitGuardError {
  return new GitGuardError(
    'OutsideWorkspaceRoot',
    `${what} resolves to ${quoteUntrusted(path, 300)}, outside the workspace root ${quoteUntrusted(root, 300)}; work only on repositories inside the root`,
    {
      details: { resolved: path, root },
    },
  );
}
