/**
 * What each route is, as data: method, path, who may call it, body and responses. The app
 * mounts its handlers by these, and /openapi.json is generated from them, so the
 * description cannot drift from what is served.
 */
import type { z } from 'zod';
import type { Role } from '../core/service/roles.js';

export interface BodySpec {
  readonly contentType: string;
  readonly schema?: z.ZodType;
  readonly description?: string;
}

export interface ResponseSpec {
  readonly description: string;
  readonly contentType?: string;
  readonly schema?: z.ZodType;
}

export interface RouteSpec {
  readonly method: 'get' | 'post';
  /** OpenAPI form: `/v1/runs/{run}/proposals`. */
  readonly path: string;
  readonly summary: string;
  /** `public`: no token; `token`: any valid token; a list: the roles that may call it. */
  readonly auth: 'public' | 'token' | readonly Role[];
  /** Largest body accepted, in bytes. */
  readonly bodyLimit?: number;
  readonly body?: readonly BodySpec[];
  readonly query?: Readonly<
    Record<
      string,
      {
        readonly description: string;
        readonly enum?: readonly string[];
        readonly required?: boolean;
      }
    >
  >;
  readonly responses: Readonly<Record<number, ResponseSpec>>;
}

/** The path in hono's syntax (`:param`). */
export function honoPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

/**
 * Problem responses every authenticated route can give. What belongs to a project the token
 * does not reach is answered 404, exactly as if it did not exist (core/service/scope.ts).
 */
export const AUTH_PROBLEMS: Readonly<Record<number, ResponseSpec>> = {
  401: { description: 'Unauthorized: no, unknown or revoked token' },
  403: {
    description:
      'RoleNotAllowed (or SelfApproval): the token may not take this action; TokenNotScoped: the token reaches no project yet',
  },
  429: {
    description:
      'RateLimited: this token sent too many requests; retry after the Retry-After header',
  },
  503: { description: 'ServiceUnavailable: the database cannot be reached; retry' },
};
