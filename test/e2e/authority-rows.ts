/**
 * The rows of the authority matrix (authority-matrix.test.ts): for every authenticated route
 * of the route table, the request about project beta's objects that alpha's tokens try, and
 * the code alpha's allowed roles get. A route added without a row here fails the matrix's
 * first test.
 */
import { ROUTES } from '../../src/http/app.js';
import type { Role } from '../../src/core/service/roles.js';

/** Beta's objects, made by beta's own tokens: what alpha's tokens must not reach. */
export interface World {
  readonly emptyRun: string;
  readonly proposedRun: string;
  readonly approvedRun: string;
  readonly proposal: string;
  readonly base: string;
  readonly approval: string;
  readonly validation: string;
  /** A standing order beta's executor left on the proposed run. */
  readonly order: string;
  /** A tree beta sent as an upload. */
  readonly tar: Uint8Array;
  readonly upload: string;
  /** fix.patch, the bytes of every proposal here. */
  readonly patch: string;
}

export interface Request {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly body?: unknown;
  readonly tar?: Uint8Array;
}

/** How a route is tried: the request about beta's objects, and the code alpha's allowed roles get. */
export interface Row {
  readonly request: (w: World) => Request;
  readonly notFound: string;
  /** A route about no object (GET /metrics): every allowed token is answered, over its own projects only. */
  readonly global?: true;
}

export const ROWS: Readonly<Record<string, Row>> = {
  'POST /v1/uploads': {
    request: (w) => ({ method: 'POST', path: '/v1/uploads?project=beta', tar: w.tar }),
    notFound: 'ProjectNotFound',
  },
  'POST /v1/runs': {
    request: () => ({ method: 'POST', path: '/v1/runs', body: { project: 'beta' } }),
    notFound: 'ProjectNotFound',
  },
  'GET /v1/runs/{run}': {
    request: (w) => ({ method: 'GET', path: `/v1/runs/${w.proposedRun}` }),
    notFound: 'RunNotFound',
  },
  'POST /v1/runs/{run}/proposals': {
    request: (w) => ({ method: 'POST', path: `/v1/runs/${w.emptyRun}/proposals`, body: w.patch }),
    notFound: 'RunNotFound',
  },
  'GET /v1/proposals/{hash}': {
    request: (w) => ({ method: 'GET', path: `/v1/proposals/${w.proposal}` }),
    notFound: 'ProposalNotFound',
  },
  'POST /v1/proposals/{hash}/approvals': {
    request: (w) => ({
      method: 'POST',
      path: `/v1/proposals/${w.proposal}/approvals`,
      body: { run: w.proposedRun, snapshot: w.base },
    }),
    notFound: 'RunNotFound',
  },
  'GET /v1/runs/{run}/approvals': {
    request: (w) => ({
      method: 'GET',
      path: `/v1/runs/${w.approvedRun}/approvals?proposal=${w.proposal}`,
    }),
    notFound: 'RunNotFound',
  },
  'POST /v1/runs/{run}/validations': {
    request: (w) => ({
      method: 'POST',
      path: `/v1/runs/${w.approvedRun}/validations`,
      body: { approval: w.approval },
    }),
    notFound: 'RunNotFound',
  },
  'GET /v1/runs/{run}/validations': {
    request: (w) => ({
      method: 'GET',
      path: `/v1/runs/${w.approvedRun}/validations?proposal=${w.proposal}`,
    }),
    notFound: 'RunNotFound',
  },
  'GET /v1/validations/{id}': {
    request: (w) => ({ method: 'GET', path: `/v1/validations/${w.validation}` }),
    notFound: 'ValidationNotFound',
  },
  'GET /v1/validations/{id}/events': {
    request: (w) => ({ method: 'GET', path: `/v1/validations/${w.validation}/events` }),
    notFound: 'ValidationNotFound',
  },
  'POST /v1/validations/{id}/cancel': {
    request: (w) => ({ method: 'POST', path: `/v1/validations/${w.validation}/cancel` }),
    notFound: 'ValidationNotFound',
  },
  'POST /v1/validations/{id}/publish': {
    request: (w) => ({ method: 'POST', path: `/v1/validations/${w.validation}/publish` }),
    notFound: 'ValidationNotFound',
  },
  'POST /v1/runs/{run}/approvals/chained': {
    request: (w) => ({
      method: 'POST',
      path: `/v1/runs/${w.proposedRun}/approvals/chained`,
      body: { proposal: w.proposal },
    }),
    notFound: 'RunNotFound',
  },
  'POST /v1/runs/{run}/orders': {
    request: (w) => ({
      method: 'POST',
      path: `/v1/runs/${w.proposedRun}/orders`,
      body: { proposal: w.proposal },
    }),
    notFound: 'RunNotFound',
  },
  'POST /v1/orders/{id}/publisher': {
    request: (w) => ({ method: 'POST', path: `/v1/orders/${w.order}/publisher` }),
    notFound: 'OrderNotFound',
  },
  'GET /metrics': {
    request: () => ({ method: 'GET', path: '/metrics' }),
    notFound: '',
    global: true,
  },
  'GET /v1/orders/{id}': {
    request: (w) => ({ method: 'GET', path: `/v1/orders/${w.order}` }),
    notFound: 'OrderNotFound',
  },
};

export const AUTHENTICATED = ROUTES.filter((route) => route.auth !== 'public');
export const keyOf = (route: (typeof ROUTES)[number]) =>
  `${route.method.toUpperCase()} ${route.path}`;
export const mayCall = (route: (typeof ROUTES)[number], role: Role) =>
  route.auth === 'token' || (route.auth as readonly string[]).includes(role);
