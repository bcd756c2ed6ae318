/**
 * Per-token request rate limits (a token bucket per bearer token): a token that sends more
 * than its share gets 429 RateLimited with `Retry-After`, before its token is even looked up,
 * so one token's flood costs the database nothing. Many distinct made-up tokens each get a
 * bucket of their own (each costs one indexed lookup), and requests without a token
 * (receipts, health) are not counted here: put a reverse proxy's limits in front of those
 * (docs/hosting.md).
 *
 * In memory, per service process: several processes behind one proxy each allow the rate.
 */
import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { ServiceError } from '../core/errors.js';
import type { AppEnv } from './app-env.js';
import { sendProblem } from './problem.js';

export interface RateLimits {
  /** Requests a token may make per minute, sustained. 0: no limit. */
  readonly perMinute: number;
  /** Requests a token may make at once above the sustained rate. */
  readonly burst: number;
}

/** 600 a minute with bursts of 120: far above what a CI gate or a reviewer sends. */
export const DEFAULT_RATE_LIMITS: RateLimits = { perMinute: 600, burst: 120 };

/** Buckets kept at most; idle full buckets are dropped first when it is reached. */
const MAX_BUCKETS = 10_000;

interface Bucket {
  tokens: number;
  at: number;
}

/** The middleware; `now` is the service's clock (ms). */
export function rateLimit(limits: RateLimits, now: () => number): MiddlewareHandler<AppEnv> {
  const buckets = new Map<string, Bucket>();
  const perMs = limits.perMinute / 60_000;
  const capacity = Math.max(1, limits.burst);
  return async (c, next) => {
    // The token as authentication reads it (scheme in any case, any spaces): one token, one bucket.
    const token = /^bearer +(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
    if (limits.perMinute <= 0 || token === undefined) return next();
    // By the token's hash: the token itself is never kept in memory longer than the request.
    const key = createHash('sha256').update(token).digest('hex');
    const t = now();
    const bucket = buckets.get(key) ?? { tokens: capacity, at: t };
    // A clock set back must not drain the bucket (nor lock a token out for as long).
    bucket.tokens = Math.min(capacity, bucket.tokens + Math.max(0, t - bucket.at) * perMs);
    bucket.at = t;
    if (bucket.tokens < 1) {
      const retryAfter = Math.max(1, Math.ceil((1 - bucket.tokens) / perMs / 1000));
      buckets.set(key, bucket);
      const response = sendProblem(
        c,
        new ServiceError(
          'RateLimited',
          `this token sent more than ${limits.perMinute} requests a minute (bursts of ${capacity}); retry after ${retryAfter} s`,
          { details: { retryAfter } },
        ),
      );
      response.headers.set('Retry-After', String(retryAfter));
      return response;
    }
    bucket.tokens -= 1;
    buckets.delete(key);
    buckets.set(key, bucket);
    if (buckets.size > MAX_BUCKETS) prune(buckets, capacity, perMs, t);
    return next();
  };
}

/** Drops the buckets that have refilled (they hold nothing a fresh one would not), oldest first. */
function prune(buckets: Map<string, Bucket>, capacity: number, perMs: number, t: number): void {
  for (const [key, bucket] of buckets) {
    if (buckets.size <= MAX_BUCKETS / 2) return;
    if (bucket.tokens + Math.max(0, t - bucket.at) * perMs >= capacity) buckets.delete(key);
  }
  // Still too many busy buckets: the oldest go (Map keeps insertion order, refreshed on use).
  for (const key of buckets.keys()) {
    if (buckets.size <= MAX_BUCKETS / 2) return;
    buckets.delete(key);
  }
}
