/**
 * The few Git queries a snapshot needs, run so that the repository cannot run anything.
 *
 * The repository is untrusted input: its `.git/config` may name programs (core.fsmonitor is
 * run by commands that read the index; core.pager, diff.external and filters by others). We
 * only run plumbing that reads the index and the folder, argv arrays without a shell, with
 * command-line overrides for every program-valued setting those commands could consult, and
 * with inherited GIT_* variables removed so the caller's environment cannot point Git at
 * another repository or index.
 */
import { spawn } from 'node:child_process';
import { SnapshotError } from '../../core/errors.js';

/** Global options every PatchProof git call starts with (guarded git reuses them). */
export const HARDENING: readonly string[] = [
  '-c',
  'core.fsmonitor=false',
  '-c',
  'core.untrackedCache=false',
  '-c',
  'core.pager=cat',
  '-c',
  'core.quotePath=false',
  '--no-pager',
  '--no-replace-objects',
];

/**
 * The caller's environment without GIT_* variables, plus the fixed settings below. `extra`
 * is applied last, so a caller can add variables of its own (guarded git adds
 * GIT_CONFIG_COUNT overrides); it is never taken from the caller's environment.
 */
export function gitEnvironment(extra: Readonly<Record<string, string>> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env))
    if (!key.startsWith('GIT_')) env[key] = value;
  // No index lock or refresh write: snapshotting must leave the repository byte-identical.
  env.GIT_OPTIONAL_LOCKS = '0';
  env.GIT_TERMINAL_PROMPT = '0';
  // English messages, so dubious-ownership and not-a-repository errors can be recognised.
  env.LC_ALL = 'C';
  return { ...env, ...extra };
}

interface GitOutput {
  readonly status: number | null;
  readonly stdout: Buffer;
  readonly stderr: string;
}

/** Runs `git <hardening> <args>` in `cwd`; stdout is bounded so a huge repository fails fast. */
export function runGit(
  cwd: string,
  args: readonly string[],
  maxStdoutBytes = 256 * 1024 * 1024,
): Promise<GitOutput> {
  return new Promise((resolve, reject) => {
    const child = spawn('git', [...HARDENING, ...args], {
      cwd,
      env: gitEnvironment(),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const out: Buffer[] = [];
    let outBytes = 0;
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => {
      outBytes += chunk.length;
      if (outBytes > maxStdoutBytes) {
        child.kill();
        reject(
          new SnapshotError(
            'InventoryTooLarge',
            `git ${args.join(' ')} printed more than ${maxStdoutBytes} bytes; the repository is too large to snapshot`,
          ),
        );
        return;
      }
      out.push(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      if (err.length < 64 * 1024) err += chunk.toString('utf8');
    });
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout: Buffer.concat(out), stderr: err }));
  });
}

/**
 * Whether `dir` is inside a Git work tree, asked of Git itself (a `.git` file, GIT_DIR-less
 * worktrees and parent repositories are all its business). A missing `git` only matters when
 * the folder looks like a repository; otherwise the folder is read as a plain tree.
 */
export async function isInsideWorkTree(
  dir: string,
  looksLikeRepository: () => Promise<boolean>,
): Promise<boolean> {
  let result: GitOutput;
  try {
    result = await runGit(dir, ['rev-parse', '--is-inside-work-tree']);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    if (!(await looksLikeRepository())) return false;
    throw new SnapshotError(
      'GitFailed',
      `${dir} is inside a Git repository but git is not installed; install git and retry`,
      { cause: error },
    );
  }
  if (result.status === 0) return result.stdout.toString('utf8').trim() === 'true';
  if (/not a git repository/i.test(result.stderr)) return false;
  throw gitFailed(dir, ['rev-parse', '--is-inside-work-tree'], result);
}

/** One row of `git ls-files --stage`: mode as Git records it, path as raw bytes. */
export interface IndexEntry {
  readonly mode: string;
  readonly path: Buffer;
}

/**
 * The index entries under `dir` (paths relative to it), one per path: an unmerged path has
 * up to three stages, and listing it three times would triple-count it.
 */
export async function listIndex(dir: string): Promise<IndexEntry[]> {
  const args = ['ls-files', '--stage', '-z'];
  const result = await runGit(dir, args);
  if (result.status !== 0) throw gitFailed(dir, args, result);
  const entries: IndexEntry[] = [];
  let previous: Buffer | undefined;
  for (const record of splitNul(result.stdout)) {
    // "<mode> <object> <stage>\t<path>"; the path may contain anything but NUL.
    const tab = record.indexOf(0x09);
    const space = record.indexOf(0x20);
    if (tab === -1 || space === -1 || space > tab)
      throw new SnapshotError('GitFailed', `unexpected git ls-files output in ${dir}`);
    const path = record.subarray(tab + 1);
    if (previous !== undefined && previous.equals(path)) continue;
    previous = path;
    entries.push({ mode: record.subarray(0, space).toString('latin1'), path });
  }
  return entries;
}

/**
 * Untracked, not ignored paths under `dir`. Git prints a nested repository as one path with a
 * trailing `/` instead of descending into it: the caller refuses those as gitlinks.
 */
export async function listUntracked(dir: string): Promise<Buffer[]> {
  const args = ['ls-files', '--others', '--exclude-standard', '-z'];
  const result = await runGit(dir, args);
  if (result.status !== 0) throw gitFailed(dir, args, result);
  return splitNul(result.stdout);
}

function splitNul(bytes: Buffer): Buffer[] {
  const records: Buffer[] = [];
  let start = 0;
  for (let end = bytes.indexOf(0); end !== -1; end = bytes.indexOf(0, start)) {
    records.push(bytes.subarray(start, end));
    start = end + 1;
  }
  return records;
}

function gitFailed(dir: string, args: readonly string[], result: GitOutput): SnapshotError {
  const detail =
    result.stderr
      .trim()
      .split('\n')
      .find((line) => line.length > 0) ?? `exit status ${result.status}`;
  let hint = 'check that the folder is a readable Git work tree';
  if (/dubious ownership/i.test(result.stderr)) {
    hint =
      'the repository belongs to another user; if you trust it, run ' +
      `\`git config --global --add safe.directory <its top folder>\` and retry`;
  }
  return new SnapshotError(
    'GitFailed',
    `git ${args.join(' ')} failed in ${dir}: ${detail}; ${hint}`,
  );
}
