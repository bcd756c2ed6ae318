/**
 * The HTTP API (PROTOCOL 8) as a hono app: every route from its spec, every error as
 * problem JSON through one handler, a trace id on every request and response.
 */
import { Hono } from 'hono';
import { ServiceError } from '../core/errors.js';
import type { AppDeps, AppEnv } from './app-env.js';
import { openApiDocument } from './openapi.js';
import { sendProblem } from './problem.js';
import { DEFAULT_RATE_LIMITS, rateLimit } from './rate-limit.js';
import type { RouteSpec } from './route-spec.js';
import { LOG_ROUTES, mountLogRoutes } from './routes/log.js';
import { METRICS_ROUTES, mountMetricsRoutes } from './routes/metrics.js';
import { mountOrderRoutes, ORDER_ROUTES } from './routes/orders.js';
import { mountPageRoutes } from './routes/pages.js';
import { mountReviewPages } from './routes/review.js';
import { mountProposalRoutes, PROPOSAL_ROUTES } from './routes/proposals.js';
import { mountPublicRoutes, PUBLIC_ROUTES } from './routes/receipts.js';
import { mountUploadRoutes, UPLOAD_ROUTES } from './routes/uploads.js';
import { mountValidationRoutes, VALIDATION_ROUTES } from './routes/validations.js';
import { newTraceId } from '../service/context.js';

/** Every route, in the order /openapi.json lists them. */
export const ROUTES: readonly RouteSpec[] = [
  ...Object.values(UPLOAD_ROUTES),
  ...Object.values(PROPOSAL_ROUTES),
  ...Object.values(VALIDATION_ROUTES),
  ...Object.values(ORDER_ROUTES),
  ...Object.values(PUBLIC_ROUTES),
  ...Object.values(LOG_ROUTES),
  ...Object.values(METRICS_ROUTES),
];

/** Builds the app; `onError` sees unexpected errors (for the service's log). */
export function createApp(
  deps: AppDeps,
  options: { onError?(error: unknown): void } = {},
): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    // A client's trace id is kept if it is short and plain; otherwise the service makes one.
    const given = c.req.header('x-trace-id');
    const traceId = given && /^[A-Za-z0-9_-]{1,64}$/.test(given) ? given : newTraceId();
    c.set('traceId', traceId);
    await next();
    c.header('X-Trace-Id', traceId);
  });
  app.use(rateLimit(deps.rateLimits ?? DEFAULT_RATE_LIMITS, () => deps.context.now().getTime()));
  let document: unknown;
  mountUploadRoutes(app, deps);
  mountProposalRoutes(app, deps);
  mountValidationRoutes(app, deps);
  mountOrderRoutes(app, deps);
  mountLogRoutes(app, deps);
  mountMetricsRoutes(app, deps);
  mountPublicRoutes(app, deps, () => (document ??= openApiDocument(ROUTES, deps.version)));
  mountPageRoutes(app, deps);
  mountReviewPages(app, deps);
  app.notFound((c) =>
    sendProblem(
      c,
      new ServiceError(
        'RouteNotFound',
        `no route ${c.req.method} ${new URL(c.req.url).pathname}; see /openapi.json`,
      ),
    ),
  );
  app.onError((error, c) => {
    const response = sendProblem(c, error);
    if (response.status >= 500) options.onError?.(error);
    response.headers.set('X-Trace-Id', c.get('traceId') ?? '');
    return response;
  });
  return app;
}
