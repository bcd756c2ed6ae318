/**
 * Runs one command in its own process group and watches it: the timeout, the output caps
 * and cancellation kill the whole group, and once the leader has exited the group is
 * killed again so no background process outlives the run. Never throws for failures of
 * the run itself.
 */
import { type ChildProcessByStdio, spawn } from 'node:child_process';
import type { Readable, Writable } from 'node:stream';
import type { DiskLimitExceeded } from '../../core/runner/runner-port.js';
import { CappedOutput } from './capped-output.js';
import { type LocalFailure, localFailure } from './failures.js';
import { killGroupAndWait, killGroup, trackGroup, untrackGroup } from './process-group.js';
import { settlesWithin } from '../runner-common/index.js';
import { type DiskWatch, watchDisk } from './disk-watch.js';

export interface SuperviseRequest {
  /** Absolute path of the executable. */
  readonly file: string;
  /** Full argv; argv[0] is passed as the program's name. */
  readonly argv: readonly string[];
  readonly cwd: string;
  readonly env: Readonly<Record<string, string>>;
  readonly timeoutMs: number;
  readonly outputBytes: number;
  /** How long to wait for the group to die after SIGKILL before failing closed. */
  readonly groupGoneMs: number;
  /** How long to wait for the output pipes to close once the group is dead. */
  readonly pipeCloseMs: number;
  /** Cancels the run: kills the group at once (already aborted: nothing is spawned). */
  readonly signal?: AbortSignal;
  /** Written to the command's standard input, which is then closed; absent: /dev/null. */
  readonly stdin?: Uint8Array;
  /** Kills the group once the free space of these paths' filesystems falls by more than `capBytes` (disk-watch.ts). */
  readonly disk?: { readonly paths: readonly string[]; readonly capBytes: number };
}

export interface Supervised {
  readonly exitCode: number | null;
  readonly signal?: string;
  readonly timedOut: boolean;
  readonly truncated: boolean;
  readonly stdout: Uint8Array;
  readonly stderr: Uint8Array;
  readonly durationMs: number;
  readonly failures: readonly LocalFailure[];
  /** The free space fell past the cap (disk-watch.ts); the run fails closed with `DiskLimit`. */
  readonly diskLimit?: DiskLimitExceeded;
}

type Ending =
  | { readonly code: number | null; readonly signal: NodeJS.Signals | null }
  | { readonly error: Error };

/** setTimeout's limit (about 24.8 days); longer timeouts are clamped to it. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export async function supervise(request: SuperviseRequest): Promise<Supervised> {
  const started = performance.now();
  if (request.signal?.aborted === true)
    return empty(0, [
      localFailure('Cancelled', 'the run was cancelled before its command started'),
    ]);
  let pgid: number | undefined;
  let diskFull = false;
  let disk: DiskWatch | undefined;
  try {
    // The baseline is taken before the command exists, so everything it writes counts.
    if (request.disk) {
      disk = await watchDisk(request.disk.paths, request.disk.capBytes, () => {
        diskFull = true;
        if (pgid !== undefined) killGroup(pgid);
      });
    }
  } catch (error) {
    return empty(performance.now() - started, [
      localFailure(
        'RunnerFault',
        `could not read the free disk space of the workspace and HOME: ${describe(error)}`,
      ),
    ]);
  }
  try {
    return await superviseChild(
      request,
      started,
      (id) => (pgid = id),
      () => diskFull,
      disk,
    );
  } finally {
    await disk?.stop();
  }
}

async function superviseChild(
  request: SuperviseRequest,
  started: number,
  spawned: (pgid: number) => void,
  diskFull: () => boolean,
  disk: DiskWatch | undefined,
): Promise<Supervised> {
  let child: ChildProcessByStdio<Writable | null, Readable, Readable>;
  try {
    child = spawn(request.file, request.argv.slice(1), {
      argv0: request.argv[0] ?? request.file,
      cwd: request.cwd,
      env: { ...request.env },
      detached: true,
      shell: false,
      stdio: [request.stdin ? 'pipe' : 'ignore', 'pipe', 'pipe'],
      windowsHide: true,
    }) as ChildProcessByStdio<Writable | null, Readable, Readable>;
  } catch (error) {
    // Invalid arguments (a NUL byte in argv or env) throw before anything starts.
    return empty(performance.now() - started, [
      localFailure('SpawnFailed', `could not start ${request.argv[0] ?? ''}: ${describe(error)}`),
    ]);
  }
  const ending = new Promise<Ending>((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
    child.once('error', (error) => resolve({ error }));
  });
  const pgid = child.pid;
  if (pgid === undefined) {
    // The exec failed (ENOENT, EACCES, E2BIG...); 'error' says why. Nothing was started.
    const end = await ending;
    child.stdin?.destroy();
    child.stdout.destroy();
    child.stderr.destroy();
    const reason = 'error' in end ? describe(end.error) : 'no process id';
    return empty(performance.now() - started, [
      localFailure('SpawnFailed', `could not start ${request.argv[0] ?? ''}: ${reason}`),
    ]);
  }
  trackGroup(pgid);
  spawned(pgid);
  // Passed the cap while the command was being spawned.
  if (diskFull()) killGroup(pgid);
  if (child.stdin) {
    // A command that exits without reading its input closes the pipe: EPIPE is its choice, not a fault.
    child.stdin.on('error', () => undefined);
    child.stdin.end(request.stdin);
  }
  let cancelled = false;
  const cancel = (): void => {
    cancelled = true;
    killGroup(pgid);
  };
  request.signal?.addEventListener('abort', cancel, { once: true });
  try {
    let timedOut = false;
    const stdout = new CappedOutput(request.outputBytes, () => killGroup(pgid));
    const stderr = new CappedOutput(request.outputBytes, () => killGroup(pgid));
    const closed = Promise.all([drain(child.stdout, stdout), drain(child.stderr, stderr)]);
    const timer = setTimeout(
      () => {
        timedOut = true;
        killGroup(pgid);
      },
      Math.min(request.timeoutMs, MAX_TIMER_MS),
    );
    const end = await ending;
    const durationMs = performance.now() - started;
    clearTimeout(timer);

    const failures: LocalFailure[] = [];
    // Leads the list: the reason the run has no meaning is that it was stopped on purpose.
    if (cancelled)
      failures.push(
        localFailure(
          'Cancelled',
          `the run was cancelled after ${Math.round(durationMs)} ms; its process group was killed`,
        ),
      );
    if ('error' in end)
      failures.push(localFailure('SpawnFailed', `child process error: ${describe(end.error)}`));
    // The leader is gone; whatever it left in the group (background jobs, daemons) goes too.
    if (!(await killGroupAndWait(pgid, request.groupGoneMs))) {
      failures.push(
        localFailure(
          'ProcessGroupSurvived',
          `process group ${pgid} still has running members after SIGKILL`,
        ),
      );
    }
    // The last reading, with the whole group dead: a fall past the cap fails the run even if it came after the last poll.
    const diskEnd = disk ? await disk.stop() : undefined;
    const diskLimit =
      diskEnd?.exceeded === true && request.disk
        ? ranOut(diskEnd.peakBytes, request.disk.capBytes, diskFull())
        : undefined;
    if (!(await settlesWithin(closed, request.pipeCloseMs))) {
      // Only a process outside the group (one that called setsid) can still hold the pipes.
      child.stdin?.destroy();
      child.stdout.destroy();
      child.stderr.destroy();
      failures.push(
        localFailure(
          'OutputPipeHeld',
          'a process that escaped the process group (setsid) still holds stdout/stderr; output may be incomplete',
        ),
      );
    }
    const killed = timedOut || cancelled || diskFull() || 'error' in end || end.signal !== null;
    return {
      exitCode: killed || 'error' in end ? null : end.code,
      ...(!('error' in end) && end.signal !== null ? { signal: end.signal } : {}),
      timedOut,
      truncated: stdout.truncated || stderr.truncated,
      stdout: stdout.bytes(),
      stderr: stderr.bytes(),
      durationMs,
      failures,
      ...(diskLimit !== undefined ? { diskLimit } : {}),
    };
  } finally {
    child.stdin?.destroy();
    request.signal?.removeEventListener('abort', cancel);
    untrackGroup(pgid);
  }
}

/** The run's `diskLimit`: whole filesystems are watched, so which place ran out is not known. */
function ranOut(peakBytes: number, capBytes: number, killed: boolean): DiskLimitExceeded {
  const mib = (bytes: number): number => Math.round(bytes / (1024 * 1024));
  const detail = `the free space of the workspace's and HOME's filesystems fell by ${mib(peakBytes)} MiB, more than limits.diskMiB (${mib(capBytes)} MiB)${killed ? '; the process group was killed' : ''}. Find what the tests write (other writers on the same disk count too), or raise limits.diskMiB in the run spec`;
  return { stage: 'run', places: [], detail };
}

/** Reads a pipe to its end into `sink`; resolves when the pipe closes (or errors). */
function drain(stream: Readable, sink: CappedOutput): Promise<void> {
  return new Promise((resolve) => {
    stream.on('data', (chunk: Buffer) => sink.push(chunk));
    stream.once('close', () => resolve());
    stream.once('error', () => resolve());
  });
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as NodeJS.ErrnoException).code;
  return code === undefined ? error.message : code;
}

/** The result of a run that never started. */
export function empty(durationMs: number, failures: readonly LocalFailure[]): Supervised {
  return {
    exitCode: null,
    timedOut: false,
    truncated: false,
    stdout: new Uint8Array(0),
    stderr: new Uint8Array(0),
    durationMs,
    failures,
  };
}
