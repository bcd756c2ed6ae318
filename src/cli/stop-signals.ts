/**
 * SIGTERM, SIGINT and SIGHUP while a command runs tests. The runs' containers belong to
 * the engine, not to this process: dying on the signal would leave them running. So the
 * first signal aborts the command's AbortSignal (the runners then kill and remove their
 * containers, PROTOCOL 9, and nothing is published), and the command answers `Cancelled`
 * with exit status 128 + the signal's number, as a shell reports a process the signal
 * ended. Cleanup is bounded: when it has not finished `graceMs` after the first signal, or
 * a second signal comes, `force` is called to answer at once and end the process; what is
 * left then is swept by the next Docker runner (its owner process is gone).
 */
import type { EventEmitter } from 'node:events';
import { constants } from 'node:os';

export const STOP_SIGNALS = ['SIGTERM', 'SIGINT', 'SIGHUP'] as const;
export type StopSignal = (typeof STOP_SIGNALS)[number];

/** Under 30 s, the grace most supervisors (Kubernetes, CI runners) give before SIGKILL. */
export const DEFAULT_STOP_GRACE_MS = 25_000;

/** The exit status of a command a stop signal ended: 143 for SIGTERM, 130 for SIGINT, 129 for SIGHUP. */
export function signalExit(signal: StopSignal): number {
  return 128 + constants.signals[signal];
}

export type ForceReason = 'second-signal' | 'grace-expired';

export interface StopOptions {
  /** Where the signals come from (default: the process). */
  readonly source?: EventEmitter;
  readonly graceMs?: number;
  /** Told of the first signal, e.g. to say that cleanup is under way. */
  onFirst?(signal: StopSignal): void;
  /** Answers without waiting for cleanup and ends the process; called at most once. */
  force(signal: StopSignal, why: ForceReason): void;
}

export interface StopWatch {
  /** Aborted by the first stop signal; its reason is a StopRequested. */
  readonly signal: AbortSignal;
  /** The first stop signal received, if any. */
  received(): StopSignal | undefined;
  /** Stops listening and cancels the grace timer: the command has answered. */
  dispose(): void;
}

/** The abort reason the first signal sets. */
export class StopRequested extends Error {
  constructor(readonly stopSignal: StopSignal) {
    super(`stopped by ${stopSignal}`);
    this.name = 'StopRequested';
  }
}

export function watchStopSignals(options: StopOptions): StopWatch {
  const source = options.source ?? process;
  const controller = new AbortController();
  let first: StopSignal | undefined;
  let timer: NodeJS.Timeout | undefined;
  let forced = false;
  const force = (signal: StopSignal, why: ForceReason): void => {
    if (forced) return;
    forced = true;
    options.force(signal, why);
  };
  const listeners = STOP_SIGNALS.map((signal) => {
    const listener = (): void => {
      if (first !== undefined) return force(first, 'second-signal');
      first = signal;
      // The grace counts from the signal: abort listeners run synchronously and may take time.
      timer = setTimeout(
        () => force(signal, 'grace-expired'),
        options.graceMs ?? DEFAULT_STOP_GRACE_MS,
      );
      options.onFirst?.(signal);
      controller.abort(new StopRequested(signal));
    };
    source.on(signal, listener);
    return [signal, listener] as const;
  });
  return {
    signal: controller.signal,
    received: () => first,
    dispose: () => {
      clearTimeout(timer);
      for (const [signal, listener] of listeners) source.off(signal, listener);
    },
  };
}

/** The message of a command a stop signal cancelled, for its coded answer. */
export function cancelledMessage(signal: StopSignal, why?: ForceReason): string {
  if (why === undefined)
    return `stopped by ${signal}: the runs were stopped and their containers removed; no verdict was given and nothing was published. Run the command again to validate`;
  const wait = why === 'second-signal' ? 'a second signal came' : 'cleanup did not finish in time';
  return `stopped by ${signal} (${wait}): no verdict was given and nothing was published; containers still running are removed by the next Docker runner this machine starts. Run the command again to validate`;
}

/**
 * Ends the process with `code`. After a hang-up the terminal is gone, and Node's own exit
 * path (which resets the terminal) can crash on it: the process ends by SIGHUP itself then,
 * as a shell expects of a command the hang-up stopped (status 129 either way).
 */
export function endProcess(code: number): void {
  if (code !== signalExit('SIGHUP')) {
    process.exit(code);
    return;
  }
  process.removeAllListeners('SIGHUP');
  process.kill(process.pid, 'SIGHUP');
}
