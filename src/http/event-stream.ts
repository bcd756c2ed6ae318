/**
 * Progress as Server-Sent Events. The stream reads the append-only event log, so it works
 * whichever service process runs the validation: each event carries its log id (resume
 * with Last-Event-ID), and the stream ends with a `state` event once the validation has
 * ended and every event before that was sent.
 *
 * Streams cost a database read per poll for as long as they are open, so they are bounded:
 * a number per token and in all, and a lifetime after which the stream ends with a
 * `reconnect` event (the client resumes with Last-Event-ID). A queued validation is polled
 * more slowly than a running one.
 */
import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import { ServiceError } from '../core/errors.js';
import type { ValidationRecord, ValidationState } from '../core/service/records.js';
import type { AppDeps, AppEnv } from './app-env.js';
import { validationView } from './views.js';

const ENDED: readonly ValidationState[] = ['completed', 'published', 'failed', 'cancelled'];

export interface StreamLimits {
  readonly total: number;
  readonly perToken: number;
  readonly lifetimeMs: number;
}

export const DEFAULT_STREAM_LIMITS: StreamLimits = {
  total: 200,
  perToken: 8,
  lifetimeMs: 10 * 60_000,
};

/** Counts open streams, in all and per token. */
const gates = new WeakMap<AppDeps, StreamGate>();

/** The one gate of an app's event streams (API and pages share the limits). */
export function streamGateOf(deps: AppDeps): StreamGate {
  let gate = gates.get(deps);
  if (!gate) gates.set(deps, (gate = new StreamGate(deps.streamLimits ?? DEFAULT_STREAM_LIMITS)));
  return gate;
}

export class StreamGate {
  private total = 0;
  private readonly byToken = new Map<string, number>();
  constructor(readonly limits: StreamLimits) {}

  /** Takes a slot for `tokenId`, or refuses with RateLimited; resolves to its release. */
  enter(tokenId: string): () => void {
    const mine = this.byToken.get(tokenId) ?? 0;
    if (this.total >= this.limits.total || mine >= this.limits.perToken) {
      throw new ServiceError(
        'RateLimited',
        `too many open event streams (${mine} for this token, ${this.total} in all; limits ${this.limits.perToken} and ${this.limits.total}); close one, or poll GET /v1/validations/{id}`,
        {
          details: { perToken: this.limits.perToken, total: this.limits.total },
        },
      );
    }
    this.total += 1;
    this.byToken.set(tokenId, mine + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.total -= 1;
      const left = (this.byToken.get(tokenId) ?? 1) - 1;
      if (left === 0) this.byToken.delete(tokenId);
      else this.byToken.set(tokenId, left);
    };
  }
}

/** How often an open stream looks its token up again. */
const REAUTH_MS = 1000;

/**
 * Streams `validation`'s events until it ends, the client goes away, or the lifetime is up.
 * `stillAllowed` is asked at most once a second (not on every 250 ms poll, which would double
 * the stream's database reads): a token revoked or scoped away mid-stream ends the stream with
 * an `error` event within about a second rather than reading on for up to its lifetime.
 */
export function streamValidationEvents(
  c: Context<AppEnv>,
  deps: AppDeps,
  gate: StreamGate,
  tokenId: string,
  validation: ValidationRecord,
  stillAllowed: () => Promise<boolean>,
): Response {
  const { store } = deps.context;
  const pollMs = deps.streamPollMs ?? 250;
  const release = gate.enter(tokenId);
  const resumeFrom = Number(c.req.header('last-event-id') ?? '0');
  const endsAt = Date.now() + gate.limits.lifetimeMs;
  return streamSSE(
    c,
    async (stream) => {
      let afterId = Number.isSafeInteger(resumeFrom) && resumeFrom > 0 ? resumeFrom : 0;
      let aborted = false;
      stream.onAbort(() => {
        aborted = true;
        release();
      });
      try {
        let lastBeat = Date.now();
        let checkedAt = -Infinity;
        while (!aborted) {
          const due = Date.now() - checkedAt >= REAUTH_MS;
          if (due) checkedAt = Date.now();
          if (due && !(await stillAllowed())) {
            await stream.writeSSE({
              event: 'error',
              data: JSON.stringify({
                code: 'Unauthorized',
                message:
                  'the token was revoked or no longer reaches this project; reconnect with a valid token',
              }),
            });
            return;
          }
          // The state is read before the events: an end seen here has all its events logged.
          const current = (await store.getValidation(validation.id)) ?? validation;
          const events = await store.listEvents({
            validationId: validation.id,
            afterId,
            limit: 500,
          });
          for (const event of events) {
            afterId = event.id;
            await stream.writeSSE({
              id: String(event.id),
              event: 'progress',
              data: JSON.stringify({
                stage: event.stage,
                status: event.status,
                actor: event.actor,
                at: event.at.toISOString(),
                error: event.error,
                durationMs: event.durationMs,
                detail: event.detail,
              }),
            });
          }
          if (ENDED.includes(current.state) && events.length < 500) {
            await stream.writeSSE({
              event: 'state',
              data: JSON.stringify(validationView(current)),
            });
            return;
          }
          if (Date.now() >= endsAt) {
            await stream.writeSSE({
              event: 'reconnect',
              data: JSON.stringify({ lastEventId: afterId }),
            });
            return;
          }
          if (Date.now() - lastBeat > 15_000) {
            // A comment line keeps proxies from closing an idle stream.
            await stream.write(': keep-alive\n\n');
            lastBeat = Date.now();
          }
          await stream.sleep(current.state === 'queued' ? Math.max(pollMs, 1000) : pollMs);
        }
      } finally {
        release();
      }
    },
    async (error, stream) => {
      // The database went away mid-stream: say so in the stream, then end it.
      await stream
        .writeSSE({
          event: 'error',
          data: JSON.stringify({
            code: 'ServiceUnavailable',
            message: error.message.slice(0, 200),
          }),
        })
        .catch(() => undefined);
    },
  );
}
