/**
 * How guarded git runs git: one argv array (never a shell), the snapshot adapter's hardening
 * plus overrides that keep the repository from running programs, signing or rewriting paths,
 * bounded output, and a deadline. Every operation of guarded git goes through `runGit`.
 *
 * The repository is untrusted: an agent can write its `.git/config` and its hooks. Command
 * line `-c` settings outrank every config file, so the settings below win over anything the
 * repository (or an include it names) says.
 */
import { spawn } from 'node:child_process';
import { GitGuardError } from '../../core/errors.js';
import { quoteUntrusted } from '../../core/text/safe-text.js';
import { gitEnvironment, HARDENING } from '../repo/index.js';

/** Overrides on every guarded call; see the README section "Guarded git" for each one's reason. */
export const GUARD_CONFIG: readonly string[] = [
  // No hook runs: git looks for /dev/null/<hook>, which cannot exist.
  '-c',
  'core.hooksPath=/dev/null',
  // Signing runs gpg.program (a repository setting); an agent's commit is never signed.
  '-c',
  'commit.gpgSign=false',
  '-c',
  'tag.gpgSign=false',
  '-c',
  'push.gpgSign=false',
  // diff.external names a program; --no-ext-diff and --no-textconv on diff cover drivers.
  '-c',
  'diff.external=',
  // ext:: URLs run arbitrary commands as a transport.
  '-c',
  'protocol.ext.allow=never',
  // An empty askPass stops git before it would try SSH_ASKPASS or a configured helper.
  '-c',
  'core.askPass=',
  '-c',
  'color.ui=false',
  // Automatic maintenance would start more git processes after a commit; keep calls bounded.
  '-c',
  'gc.auto=0',
  '-c',
  'maintenance.auto=false',
  // `*` and `:(glob)` are names, not patterns: a pathspec names exactly one path.
  '--literal-pathspecs',
];

/** Where an operation runs: pinned folders, so a `.git` file swapped later cannot redirect it. */
export interface GitTarget {
  readonly top: string;
  readonly gitDir: string;
}

export interface RunOptions {
  /** Bytes of stdout kept; past it the process is stopped and `truncated` is set. */
  readonly maxBytes: number;
  readonly timeoutMs: number;
  readonly stdin?: string;
  /** Extra environment (GIT_CONFIG_COUNT overrides, discovery ceilings). */
  readonly env?: Readonly<Record<string, string>>;
  /** When false, the folder is not pinned with --git-dir/--work-tree (discovery at open). */
  readonly pin?: boolean;
}

export interface GitRun {
  readonly status: number | null;
  readonly stdout: Buffer;
  readonly truncated: boolean;
  readonly stderr: string;
}

const MAX_STDERR = 64 * 1024;

/** Runs `git <hardening> <guard config> [pin] <args>` in `target.top`. */
export function runGit(
  target: GitTarget,
  args: readonly string[],
  opts: RunOptions,
): Promise<GitRun> {
  const pin = opts.pin === false ? [] : [`--git-dir=${target.gitDir}`, `--work-tree=${target.top}`];
  const argv = [...HARDENING, ...GUARD_CONFIG, ...pin, ...args];
  return new Promise((resolve, reject) => {
    const child = spawn('git', argv, {
      cwd: target.top,
      env: gitEnvironment({ GIT_PROXY_COMMAND: '', ...opts.env }),
      // stdin is always a pipe, closed at once when there is no input: git never waits on a terminal.
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    const out: Buffer[] = [];
    let outBytes = 0;
    let truncated = false;
    let err = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(
        refused(
          args,
          `git did not finish within ${opts.timeoutMs} ms`,
          'check the remote is reachable, or retry',
        ),
      );
    }, opts.timeoutMs);
    child.stdout.on('data', (chunk: Buffer) => {
      if (truncated) return;
      const room = opts.maxBytes - outBytes;
      if (chunk.length > room) {
        out.push(chunk.subarray(0, room));
        outBytes = opts.maxBytes;
        truncated = true;
        child.kill();
        return;
      }
      out.push(chunk);
      outBytes += chunk.length;
    });
    child.stderr.on('data', (chunk: Buffer) => {
      if (err.length < MAX_STDERR) err += chunk.toString('utf8');
    });
    child.stdin.on('error', () => undefined); // git may exit before reading it all; its status says why
    child.stdin.end(opts.stdin ?? '');
    child.on('error', (error) => {
      clearTimeout(timer);
      const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
      reject(
        refused(
          args,
          missing ? 'git is not installed' : error.message,
          missing ? 'install git and retry' : 'retry',
        ),
      );
    });
    child.on('close', (status) => {
      clearTimeout(timer);
      // A process we stopped for printing too much ended on our signal, not in failure.
      resolve({
        status: truncated ? 0 : status,
        stdout: Buffer.concat(out),
        truncated,
        stderr: err,
      });
    });
  });
}

/**
 * Git's own reason for failing: its first `fatal:`/`error:` line, else its first line on
 * stderr. `git commit` with nothing staged speaks only on stdout, ending with its verdict
 * ("nothing to commit", "no changes added to commit"), so then the last stdout line.
 */
export function firstErrorLine(run: GitRun): string {
  const lines = (text: string) =>
    text
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line.length > 0);
  const stderr = lines(run.stderr);
  return (
    stderr.find((line) => /^(fatal|error):/.test(line)) ??
    stderr[0] ??
    lines(run.stdout.toString('utf8')).at(-1) ??
    `exit status ${run.status}`
  );
}

/** The GitRefused error for a failed call; git's words are quoted, never trusted. */
export function gitRefused(args: readonly string[], run: GitRun, next: string): GitGuardError {
  return refused(args, firstErrorLine(run), next, run.status);
}

function refused(
  args: readonly string[],
  reason: string,
  next: string,
  status?: number | null,
): GitGuardError {
  const command = args.find((arg) => !arg.startsWith('-')) ?? 'git';
  return new GitGuardError(
    'GitRefused',
    `git ${command} failed: "${quoteUntrusted(reason, 300)}"; ${next}`,
    {
      details: { command, ...(status === undefined ? {} : { exitStatus: status }) },
    },
  );
}
