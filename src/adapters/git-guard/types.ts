/** The public shapes of guarded git, shared by the adapter, the CLI and the MCP server. */

export interface GuardedGitOptions {
  /** A folder inside the work tree (usually its top). */
  readonly repo: string;
  /** The folder the agent may work in; undefined or empty is WorkspaceRootMissing. */
  readonly workspaceRoot: string | undefined;
  /** The clock used for lock ages and moved-aside names. */
  readonly now?: () => Date;
  /** Age after which an `index.lock` may be stale; 10 minutes by default. */
  readonly staleLockMs?: number;
  /** Bytes of output kept from status and diff; 1 MiB by default. */
  readonly maxOutputBytes?: number;
  /** Deadline of one git command; 2 minutes by default. */
  readonly timeoutMs?: number;
  /** Where running processes are listed (tests only); `/proc` by default. */
  readonly procDir?: string;
}

/** Output of a reading command, cut at the output limit. */
export interface GitTextResult {
  readonly text: string;
  readonly truncated: boolean;
}

export interface DiffOptions {
  /** Staged changes (index against HEAD) instead of unstaged (work tree against index). */
  readonly staged?: boolean;
  /** Limit to these paths (files or folders; literal, no globs). */
  readonly paths?: readonly string[];
}

export interface AddResult {
  readonly added: string[];
  /** Where a stale `index.lock` was moved before staging, if one was. */
  readonly movedAsideLock?: string;
}

export interface CommitResult {
  /** The new commit's object name. */
  readonly commit: string;
  readonly movedAsideLock?: string;
}

export interface PushOptions {
  /** A remote listed by `git remote`; `origin` by default. */
  readonly remote?: string;
  /** An existing local branch; the current branch by default. */
  readonly branch?: string;
}

export interface PushResult {
  readonly remote: string;
  readonly branch: string;
  /** What git printed (its progress and the remote's messages), cut at the output limit. */
  readonly output: string;
}

/** The git operations an agent may perform on one repository; see README "Guarded git". */
export interface GuardedGit {
  /** Real path of the work tree's top folder. */
  readonly top: string;
  /** Real path of the (per-worktree) git directory. */
  readonly gitDir: string;
  /** `git status --porcelain=v1 --branch --untracked-files=all`. */
  status(): Promise<GitTextResult>;
  /** `git diff [--staged] -- <paths>`, without external diff or textconv programs. */
  diff(opts?: DiffOptions): Promise<GitTextResult>;
  /** Stages explicit files (or deletions of tracked files). */
  add(paths: readonly string[]): Promise<AddResult>;
  /** Commits what is staged, with `message`. */
  commit(message: string): Promise<CommitResult>;
  /** Pushes one branch to the branch of the same name on an existing remote, never forced. */
  push(opts?: PushOptions): Promise<PushResult>;
}
