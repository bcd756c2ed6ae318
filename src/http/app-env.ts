/** What every route handler shares: the service, and how a request's caller is known. */
import type { Context } from 'hono';
import type { ServiceContext, RequestContext } from '../service/context.js';
import { type Action, assertMayAct } from '../core/service/roles.js';
import { authenticate } from '../service/tokens.js';
import type { StreamLimits } from './event-stream.js';
import type { RateLimits } from './rate-limit.js';

export interface AppDeps {
  readonly context: ServiceContext;
  readonly database: 'postgres' | 'pglite';
  readonly version: string;
  /** Largest body of POST /v1/uploads, in bytes; UPLOAD_LIMIT (256 MiB) when not set. */
  readonly uploadLimit?: number;
  /** How often the event stream looks for new events (ms). */
  readonly streamPollMs?: number;
  /** Open event streams allowed, and how long one lasts. */
  readonly streamLimits?: StreamLimits;
  /** Requests per token; DEFAULT_RATE_LIMITS when not set. */
  readonly rateLimits?: RateLimits;
}

export interface AppEnv {
  Variables: { traceId: string };
}

/** The caller of an authenticated route: Unauthorized without a valid bearer token. */
export async function requestOf(c: Context<AppEnv>, deps: AppDeps): Promise<RequestContext> {
  const principal = await authenticate(deps.context.store, c.req.header('authorization'));
  return { principal, traceId: c.get('traceId') };
}

/** The caller, refused with RoleNotAllowed before anything else (a body) is read unless they may take `action`. */
export async function authorize(
  c: Context<AppEnv>,
  deps: AppDeps,
  action: Action,
): Promise<RequestContext> {
  const request = await requestOf(c, deps);
  assertMayAct(request.principal, action);
  return request;
}

/** A path parameter (always present on the routes that use it). */
export function param(c: Context<AppEnv>, name: string): string {
  return c.req.param(name) ?? '';
}
