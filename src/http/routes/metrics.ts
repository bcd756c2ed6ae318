/** `GET /metrics` (service/metrics.ts): Prometheus's text format, behind a token, counted over the projects it reaches. */
import type { Hono } from 'hono';
import { ServiceError } from '../../core/errors.js';
import { type AppDeps, type AppEnv, requestOf } from '../app-env.js';
import { AUTH_PROBLEMS, type RouteSpec } from '../route-spec.js';

export const METRICS_ROUTES = {
  metrics: {
    method: 'get',
    path: '/metrics',
    summary:
      'Prometheus metrics: validations by state, verdict and classification, queue depth, workers, phase durations (serve --metrics)',
    auth: 'token',
    responses: {
      200: {
        description: 'the exposition',
        contentType: 'text/plain; version=0.0.4; charset=utf-8',
      },
      404: { description: 'RouteNotFound: the service was started without --metrics' },
      ...AUTH_PROBLEMS,
    },
  },
} as const satisfies Record<string, RouteSpec>;

export function mountMetricsRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const { context } = deps;
  app.get(METRICS_ROUTES.metrics.path, async (c) => {
    const request = await requestOf(c, deps);
    if (!context.metrics)
      throw new ServiceError(
        'RouteNotFound',
        'no route GET /metrics: the service was started without --metrics',
      );
    const { text, contentType } = await context.metrics.render(context, request.principal);
    return c.body(text, 200, { 'Content-Type': contentType, 'Cache-Control': 'no-store' });
  });
}
