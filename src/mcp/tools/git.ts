/**
 * The guarded git tools (src/adapters/git-guard): status, diff, add, commit and push, with
 * the same rules as `patchproof git`. The repository and its `.git` must be inside the
 * workspace root; add takes explicit files; commit takes a message and no paths; push never
 * forces and names no refspec; hooks, signing, external diff and textconv never run. Writing
 * steps are refused while an apply is unfinished or the workspace is locked, so a half-landed
 * tree can never be committed.
 */
import { z } from 'zod';
import { whileLandingSettled } from '../../adapters/landing/index.js';
import { MAX_COMMIT_MESSAGE, MAX_PATHS, openGuardedGit } from '../../adapters/git-guard/index.js';
import type { McpContext } from '../context.js';
import { tool, type ToolDef } from '../tool.js';

const open = (context: McpContext) =>
  openGuardedGit({ repo: context.repoDir, workspaceRoot: context.workspaceRoot });
const paths = z.array(z.string().min(1).max(4096)).max(MAX_PATHS);

const gitStatus = tool({
  name: 'git_status',
  title: 'git status',
  description:
    'git status --porcelain=v1 --branch --untracked-files=all of the workspace repository.',
  input: z.object({}).strict(),
  annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
  async run(_args, context) {
    return { ...(await (await open(context)).status()) };
  },
});

const gitDiff = tool({
  name: 'git_diff',
  title: 'git diff',
  description:
    'Unstaged changes (or staged: true for the index against HEAD), optionally limited to paths; no external diff or textconv programs run.',
  input: z.object({ staged: z.boolean().optional(), paths: paths.optional() }).strict(),
  annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
  async run(args, context) {
    const git = await open(context);
    return {
      ...(await git.diff({
        ...(args.staged === undefined ? {} : { staged: args.staged }),
        ...(args.paths ? { paths: args.paths } : {}),
      })),
    };
  },
});

const gitAdd = tool({
  name: 'git_add',
  title: 'git add (explicit files)',
  description:
    'Stages the named files (or deletions of tracked files). Explicit files only: no ".", no folders, nothing in .git, no globs.',
  input: z.object({ paths: paths.min(1) }).strict(),
  annotations: {
    readOnlyHint: false,
    destructiveHint: false,
    idempotentHint: true,
    openWorldHint: false,
  },
  async run(args, context) {
    const git = await open(context);
    return { ...(await whileLandingSettled(git.top, () => git.add(args.paths))) };
  },
});

const gitCommit = tool({
  name: 'git_commit',
  title: 'git commit',
  description: `Commits what is staged with this message (not empty, at most ${MAX_COMMIT_MESSAGE} characters). No paths, no -a; hooks and signing never run.`,
  input: z
    .object({
      message: z
        .string()
        .min(1)
        .max(MAX_COMMIT_MESSAGE * 4),
    })
    .strict(),
  annotations: {
    readOnlyHint: false,
    destructiveHint: false,
    idempotentHint: false,
    openWorldHint: false,
  },
  async run(args, context) {
    const git = await open(context);
    return { ...(await whileLandingSettled(git.top, () => git.commit(args.message))) };
  },
});

const gitPush = tool({
  name: 'git_push',
  title: 'git push (never forced)',
  description:
    'Pushes a local branch (the current one by default) to the branch of the same name on an existing remote (origin by default). Never forced, no refspecs; a detached HEAD needs branch.',
  input: z
    .object({
      remote: z.string().min(1).max(256).optional(),
      branch: z.string().min(1).max(256).optional(),
    })
    .strict(),
  annotations: {
    readOnlyHint: false,
    destructiveHint: false,
    idempotentHint: true,
    openWorldHint: true,
  },
  async run(args, context) {
    const git = await open(context);
    return {
      ...(await whileLandingSettled(git.top, () =>
        git.push({
          ...(args.remote ? { remote: args.remote } : {}),
          ...(args.branch ? { branch: args.branch } : {}),
        }),
      )),
    };
  },
});

export const GIT_TOOLS: readonly ToolDef[] = [gitStatus, gitDiff, gitAdd, gitCommit, gitPush];
