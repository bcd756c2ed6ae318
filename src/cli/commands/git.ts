/**
 * `patchproof git status|diff|add|commit|push`: guarded git from the command line, the same
 * operations an agent gets over MCP (src/adapters/git-guard). Exit 0 done, 2 refused, with
 * the code on stderr; with --json one object on stdout, `{ok:true,…}` or `{ok:false,error}`.
 */
import {
  type GuardedGit,
  openGuardedGit,
  refuseCommitPaths,
} from '../../adapters/git-guard/index.js';
import { whileLandingSettled } from '../../adapters/landing/index.js';
import { quoteUntrusted } from '../../core/text/safe-text.js';
import { EXIT, type Io, printError, printJson, UsageError, wireOf } from '../output.js';
import { type CommandGroup, defineCommand, JSON_OPTION } from '../command-spec.js';
import { parseCommand } from '../parse-command.js';

const COMMON = {
  repo: { type: 'string', arg: '<dir>', doc: 'the repository (default: the current folder)' },
  'workspace-root': {
    type: 'string',
    arg: '<dir>',
    doc: 'the folder git may work in (default: $PATCHPROOF_WORKSPACE_ROOT; one of them is required)',
  },
  json: { ...JSON_OPTION, doc: 'one JSON object on stdout: {ok:true,…} or {ok:false,error}' },
} as const;
const MANY = Number.MAX_SAFE_INTEGER;
const EXITS = [
  [0, 'done'],
  [2, 'refused (the code is printed), or git failed'],
] as const;
const NOTE = [
  'No program of the repository runs: hooks, external diff, textconv, filters and signing are off.',
];
const WHERE = '[--repo <dir>] [--workspace-root <dir>] [--json]';

const SPECS = {
  status: defineCommand({
    name: 'git status',
    summary: 'git status --porcelain=v1 --branch --untracked-files=all',
    usage: [WHERE],
    options: COMMON,
    positionals: 0,
    exits: EXITS,
    notes: NOTE,
    example: 'patchproof git status --workspace-root ~/work',
  }),
  diff: defineCommand({
    name: 'git diff',
    summary: 'unstaged (or staged) changes; no external diff or textconv programs',
    usage: [`[--staged] [<path>…] ${WHERE}`],
    options: {
      ...COMMON,
      staged: { type: 'boolean', doc: 'show what is staged instead of what is not' },
    },
    positionals: MANY,
    exits: EXITS,
    notes: NOTE,
    example: 'patchproof git diff --staged src/calc.py',
  }),
  add: defineCommand({
    name: 'git add',
    summary: 'stage files named one by one (no ".", directories, globs or .git)',
    usage: [`<file>… ${WHERE}`],
    options: COMMON,
    positionals: MANY,
    exits: EXITS,
    notes: NOTE,
    example: 'patchproof git add src/calc.py tests/test_calc.py',
  }),
  commit: defineCommand({
    name: 'git commit',
    summary: 'commit what is staged (never -a); hooks and signing are off',
    usage: [`-m <text> ${WHERE}`],
    options: {
      ...COMMON,
      message: { type: 'string', short: 'm', arg: '<text>', doc: 'the commit message (required)' },
    },
    positionals: MANY,
    exits: EXITS,
    notes: NOTE,
    example: 'patchproof git commit -m "Fix add()"',
  }),
  push: defineCommand({
    name: 'git push',
    summary: 'push one local branch to the same branch of a listed remote, never forced',
    usage: [`[--remote <name>] [--branch <name>] ${WHERE}`],
    options: {
      ...COMMON,
      remote: {
        type: 'string',
        arg: '<name>',
        doc: 'a remote listed by git remote (default: origin)',
      },
      branch: {
        type: 'string',
        arg: '<name>',
        doc: 'an existing local branch (default: the current one)',
      },
    },
    positionals: 0,
    exits: EXITS,
    notes: NOTE,
    example: 'patchproof git push --remote origin --branch fix-add',
  }),
} as const;

export const GIT: CommandGroup = {
  name: 'git',
  summary: 'guarded git for agents: status, diff, add, commit, push, inside a workspace root',
  commands: Object.values(SPECS),
};

type Run = (git: GuardedGit, io: Io, json: boolean) => Promise<Record<string, unknown>>;
type Parsed = {
  values: { repo?: string | undefined; 'workspace-root'?: string | undefined };
  run: Run;
};

/** Runs `patchproof git <sub> …`; `env` supplies PATCHPROOF_WORKSPACE_ROOT. */
export async function gitCommand(
  args: string[],
  io: Io,
  env: NodeJS.ProcessEnv = process.env,
): Promise<number> {
  const [sub, ...rest] = args;
  // Decided before parsing, so even a usage error comes back as JSON when asked for.
  const json = rest.includes('--json');
  try {
    const { values, run } = parse(sub, rest);
    const git = await openGuardedGit({
      repo: values.repo ?? '.',
      workspaceRoot: values['workspace-root'] ?? env.PATCHPROOF_WORKSPACE_ROOT,
    });
    // A half-landed tree (an unfinished apply, a locked workspace) is never staged, committed or pushed.
    const writes = sub === 'add' || sub === 'commit' || sub === 'push';
    const result = writes
      ? await whileLandingSettled(git.top, () => run(git, io, json))
      : await run(git, io, json);
    if (json) printJson(io, { ok: true, ...result });
    return EXIT.ok;
  } catch (error) {
    const wire = wireOf(error);
    if (json) printJson(io, { ok: false, error: wire });
    printError(io, wire, 'refused');
    return EXIT.refused;
  }
}

function parse(sub: string | undefined, args: string[]): Parsed {
  switch (sub) {
    case 'status': {
      const { values } = parseCommand(args, SPECS.status);
      return { values, run: async (git, io, json) => text(io, json, await git.status()) };
    }
    case 'diff': {
      const { values, positionals } = parseCommand(args, SPECS.diff);
      return {
        values,
        run: async (git, io, json) =>
          text(io, json, await git.diff({ staged: values.staged ?? false, paths: positionals })),
      };
    }
    case 'add': {
      const { values, positionals } = parseCommand(args, SPECS.add);
      return {
        values,
        run: async (git, io, json) => {
          const result = await git.add(positionals);
          if (!json) for (const path of result.added) io.out(`added ${shown(path)}`);
          movedAside(io, json, result.movedAsideLock);
          return { ...result };
        },
      };
    }
    case 'commit': {
      const { values, positionals } = parseCommand(args, SPECS.commit);
      refuseCommitPaths(positionals);
      if (values.message === undefined)
        throw new UsageError(
          'commit needs a message: patchproof git commit -m <text>',
          'git commit',
        );
      const message = values.message;
      return {
        values,
        run: async (git, io, json) => {
          const result = await git.commit(message);
          if (!json) io.out(`committed ${result.commit}`);
          movedAside(io, json, result.movedAsideLock);
          return { ...result };
        },
      };
    }
    case 'push': {
      const { values } = parseCommand(args, SPECS.push);
      return {
        values,
        run: async (git, io, json) => {
          const result = await git.push({
            ...(values.remote === undefined ? {} : { remote: values.remote }),
            ...(values.branch === undefined ? {} : { branch: values.branch }),
          });
          if (!json) {
            io.out(`pushed ${shown(result.branch)} to ${shown(result.remote)}`);
            if (result.output.trim() !== '') io.out(shown(result.output.trimEnd()));
          }
          return { ...result };
        },
      };
    }
    default:
      throw new UsageError(
        sub === undefined
          ? 'git needs a subcommand: status, diff, add, commit or push'
          : `unknown git subcommand "${quoteUntrusted(sub, 40)}"; use status, diff, add, commit or push`,
        'git',
      );
  }
}

function text(
  io: Io,
  json: boolean,
  result: { text: string; truncated: boolean },
): Record<string, unknown> {
  if (!json) {
    if (result.text !== '') io.out(shown(result.text.replace(/\n$/, '')));
    if (result.truncated) io.err('output cut at the limit; name paths to see less at a time');
  }
  return { ...result };
}

function movedAside(io: Io, json: boolean, lock: string | undefined): void {
  if (!json && lock !== undefined)
    io.err(`moved a stale index.lock aside to ${shown(lock)} (kept, not deleted)`);
}

/**
 * Repository text (file names, diff lines, the remote's messages) made safe for a terminal:
 * lines and tabs kept, every other control or reordering character shown as U+FFFD.
 */
function shown(text: string): string {
  return text
    .split('\n')
    .map((line) =>
      line
        .split('\t')
        .map((part) => quoteUntrusted(part, MANY))
        .join('\t'),
    )
    .join('\n');
}
