/**
 * Starts a created container and watches it to the end: stdout and stderr are attached
 * before start (nothing is lost) and captured with a byte cap each; past a cap, past the
 * wall-clock timeout, or on cancellation, the container is killed and the streams are still
 * drained. Every wait has a deadline, so a dead or frozen engine ends the run with a
 * failure, not a hang.
 */
import type Dockerode from 'dockerode';
import { Writable } from 'node:stream';
import { CappedOutput } from '../local/index.js';
import { attachContainer, killContainer, waitContainer } from './container-ops.js';
import { EngineCallError, engineCall, toEngineError } from './engine-call.js';
import { type DockerFailure, dockerFailure } from './failures.js';
import { settlesWithin } from '../runner-common/index.js';

export interface WatchRequest {
  readonly timeoutMs: number;
  readonly outputBytes: number;
  /** Control calls (attach, start, kill). */
  readonly engineTimeoutMs: number;
  /** How long past the timeout the engine may take to confirm the kill. */
  readonly killGraceMs: number;
  /** How long the output streams may stay open after the container stopped. */
  readonly outputCloseMs: number;
  /** Cancels the run: kills the container (or never starts it). */
  readonly signal?: AbortSignal;
  /** Written to the container's standard input once it has started, which is then closed. */
  readonly stdin?: Uint8Array;
}

export interface Watched {
  /** The init's exit status as the engine reports it; null when it never started or the wait failed. */
  readonly statusCode: number | null;
  /** We killed it (timeout, output cap or cancellation). */
  readonly killed: boolean;
  readonly timedOut: boolean;
  /** The signal aborted before the container finished (it was killed, or never started). */
  readonly cancelled: boolean;
  readonly truncated: boolean;
  readonly stdout: Uint8Array;
  readonly stderr: Uint8Array;
  readonly durationMs: number;
  readonly failures: readonly DockerFailure[];
}

/** setTimeout's limit (about 24.8 days); longer timeouts are clamped to it. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export async function watchContainer(
  docker: Dockerode,
  id: string,
  request: WatchRequest,
): Promise<Watched> {
  const container = docker.getContainer(id);
  const streams = new AbortController();
  let killed = false;
  const kill = (): void => {
    if (killed) return;
    killed = true;
    void killContainer(docker, id, request.engineTimeoutMs);
  };
  const stdout = new CappedOutput(request.outputBytes, kill);
  const stderr = new CappedOutput(request.outputBytes, kill);
  const failures: DockerFailure[] = [];
  let timedOut = false;
  let cancelled = false;
  let statusCode: number | null = null;
  let started = performance.now();
  let durationMs = 0;
  const timers: NodeJS.Timeout[] = [];
  // Armed on cancellation: a kill the engine never confirms must not hold the run until the timeout.
  const killDeadline = new AbortController();
  const cancel = (): void => {
    if (cancelled) return;
    cancelled = true;
    kill();
    timers.push(setTimeout(() => killDeadline.abort(), request.killGraceMs));
  };
  const aborted = (): boolean => request.signal?.aborted === true;
  try {
    const attached = await engineCall(
      'attach',
      request.engineTimeoutMs,
      // With stdin the connection is hijacked: one socket carries the input up and the output down.
      (signal) => attachContainer(docker, id, request.stdin !== undefined, signal),
      { signal: streams.signal },
    );
    const closed = new Promise<void>((resolve) => {
      attached.once('end', resolve);
      attached.once('close', resolve);
      attached.on('error', () => resolve());
    });
    docker.modem.demuxStream(attached, sink(stdout), sink(stderr));

    // Cancelled while attaching: the container is removed without ever having run.
    if (aborted()) throw new CancelledBeforeStart();
    try {
      await engineCall('start container', request.engineTimeoutMs, (signal) =>
        container.start({ abortSignal: signal }),
      );
    } catch (error) {
      // An HTTP error here is the runtime refusing the command (e.g. not found in the image).
      if (error instanceof EngineCallError && error.code === 'EngineRefused')
        throw new StartRefused(error.message);
      throw error;
    }
    started = performance.now();
    if (request.stdin) {
      // A command that exits without reading its input resets the socket: that is its choice, not a fault.
      attached.on('error', () => undefined);
      (attached as unknown as NodeJS.WritableStream).end(request.stdin);
    }
    timers.push(
      setTimeout(
        () => {
          timedOut = true;
          kill();
        },
        Math.min(request.timeoutMs, MAX_TIMER_MS),
      ),
    );
    request.signal?.addEventListener('abort', cancel, { once: true });
    // An abort during start fired before the listener existed.
    if (aborted()) cancel();
    try {
      // The wait may legitimately last the whole timeout; its deadline is the timeout plus the kill grace.
      statusCode = await waitContainer(
        docker,
        id,
        Math.min(request.timeoutMs + request.killGraceMs, MAX_TIMER_MS),
        { signal: killDeadline.signal },
      );
    } catch (error) {
      if (killDeadline.signal.aborted) {
        failures.push(
          dockerFailure(
            'EngineUnresponsive',
            `kill container: the engine did not confirm the kill within ${request.killGraceMs} ms of the cancellation`,
          ),
        );
      } else {
        const engineError =
          error instanceof EngineCallError ? error : toEngineError('wait for the container', error);
        failures.push(engineError.toFailure());
      }
    }
    durationMs = performance.now() - started;
    if (failures.length === 0 && !(await settlesWithin(closed, request.outputCloseMs))) {
      failures.push(
        dockerFailure(
          'OutputIncomplete',
          `the output streams stayed open ${request.outputCloseMs} ms after the container stopped; output may be incomplete`,
        ),
      );
    }
  } catch (error) {
    durationMs = performance.now() - started;
    if (error instanceof CancelledBeforeStart) cancelled = true;
    else if (error instanceof StartRefused)
      failures.push(dockerFailure('StartFailed', error.message));
    else
      failures.push(
        (error instanceof EngineCallError
          ? error
          : toEngineError('start container', error)
        ).toFailure(),
      );
  } finally {
    request.signal?.removeEventListener('abort', cancel);
    for (const timer of timers) clearTimeout(timer);
    streams.abort();
  }
  return {
    statusCode,
    killed,
    timedOut,
    cancelled,
    truncated: stdout.truncated || stderr.truncated,
    stdout: stdout.bytes(),
    stderr: stderr.bytes(),
    durationMs,
    failures,
  };
}

class StartRefused extends Error {}
class CancelledBeforeStart extends Error {}

/** A writable that copies into a capped buffer; it never pushes back, so the engine never blocks on us. */
function sink(output: CappedOutput): Writable {
  return new Writable({
    write(chunk: Buffer, _encoding, callback) {
      output.push(chunk);
      callback();
    },
  });
}
