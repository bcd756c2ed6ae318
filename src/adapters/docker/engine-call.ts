/**
 * Every request to the engine goes through `engineCall`: it has a deadline, and whatever
 * goes wrong (socket gone, engine hung, HTTP error) comes back as one typed EngineCallError,
 * so a run can say why it failed and never waits forever on a dead or frozen dockerd.
 */
import { type DockerFailure, type DockerFailureCode, dockerFailure } from './failures.js';

/** Socket errors that mean the engine is not there (stopped, socket removed, connection cut). */
const GONE = new Set([
  'ECONNREFUSED',
  'ENOENT',
  'ECONNRESET',
  'EPIPE',
  'ECONNABORTED',
  'EACCES',
  'ENOTCONN',
  'EHOSTUNREACH',
  'ETIMEDOUT',
]);

export class EngineCallError extends Error {
  readonly code: Extract<
    DockerFailureCode,
    'EngineUnavailable' | 'EngineUnresponsive' | 'EngineRefused'
  >;
  /** HTTP status when the engine answered, e.g. 404 for a missing path or container. */
  readonly statusCode: number | undefined;

  constructor(
    code: EngineCallError['code'],
    message: string,
    statusCode?: number,
    cause?: unknown,
  ) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = 'EngineCallError';
    this.code = code;
    this.statusCode = statusCode;
  }

  toFailure(): DockerFailure {
    return dockerFailure(this.code, this.message);
  }
}

export interface CallOptions {
  /** Aborts the call early (e.g. the run is being torn down). */
  readonly signal?: AbortSignal;
}

/**
 * Runs `request` with an AbortSignal that fires after `ms`; the call also settles at the
 * deadline even if the client library ignores the signal. The deadline stops once the
 * call has settled, so a stream it returned stays open (abort it with `options.signal`).
 */
export async function engineCall<T>(
  what: string,
  ms: number,
  request: (signal: AbortSignal) => Promise<T>,
  options: CallOptions = {},
): Promise<T> {
  const controller = new AbortController();
  const signal =
    options.signal === undefined
      ? controller.signal
      : AbortSignal.any([controller.signal, options.signal]);
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(
        new EngineCallError(
          'EngineUnresponsive',
          `${what}: the Docker engine did not answer within ${Math.round(ms)} ms`,
        ),
      );
    }, ms);
  });
  try {
    return await Promise.race([request(signal), deadline]);
  } catch (error) {
    if (controller.signal.aborted) {
      throw new EngineCallError(
        'EngineUnresponsive',
        `${what}: the Docker engine did not answer within ${Math.round(ms)} ms`,
        undefined,
        error,
      );
    }
    throw toEngineError(what, error);
  } finally {
    clearTimeout(timer);
  }
}

/** Classifies an error from dockerode / docker-modem. */
export function toEngineError(what: string, error: unknown): EngineCallError {
  if (error instanceof EngineCallError) return error;
  const failed = error as {
    code?: unknown;
    statusCode?: unknown;
    json?: unknown;
    message?: unknown;
  };
  if (typeof failed.statusCode === 'number') {
    return new EngineCallError(
      'EngineRefused',
      `${what}: the Docker engine answered HTTP ${failed.statusCode}${engineMessage(failed.json)}`,
      failed.statusCode,
      error,
    );
  }
  const code = typeof failed.code === 'string' ? failed.code : undefined;
  const message = typeof failed.message === 'string' ? failed.message : String(error);
  if (
    (code !== undefined && GONE.has(code)) ||
    /socket hang up|aborted|premature close/i.test(message)
  ) {
    return new EngineCallError(
      'EngineUnavailable',
      `${what}: lost the Docker engine (${code ?? message.slice(0, 80)}); check \`docker info\`, or start one with bash docker/start-engine.sh`,
      undefined,
      error,
    );
  }
  return new EngineCallError(
    'EngineUnavailable',
    `${what}: the Docker engine request failed (${message.slice(0, 200)})`,
    undefined,
    error,
  );
}

/** The engine's own error text, shortened: it may echo paths from the untrusted workspace. */
function engineMessage(json: unknown): string {
  const text =
    typeof json === 'object' && json !== null && 'message' in json
      ? String((json as { message: unknown }).message)
      : '';
  return text === '' ? '' : `: ${text.slice(0, 300)}`;
}

/** True when the error is the engine saying 404 (no such container, or no such path). */
export function isNotFound(error: unknown): boolean {
  return error instanceof EngineCallError && error.statusCode === 404;
}
