/** What every route handler shares: the service, and how a request's caller is known. */
import type { Context } from 'hono';
import type { ServiceContext, RequestContext } from '../service/context.js';
import { authenticate } from '../service/tokens.js';
import type { StreamLimits } from './event-stream.js';

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
}

export interface AppEnv {
  Variables: { traceId: string };
}

/** The caller of an authenticated route: Unauthorized without a valid bearer token. */
export async function requestOf(c: Context<AppEnv>, deps: AppDeps): Promise<RequestContext> {
  const principal = await authenticate(deps.context.store, c.req.header('authorization'));
  return { principal, traceId: c.get('traceId') };
}

/** A path parameter (always present on the routes that use it). */
export function param(c: Context<AppEnv>, name: string): string {
  return c.req.param(name) ?? '';
}
