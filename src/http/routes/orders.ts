/**
 * Standing orders (`patchproof gate --no-wait`, service/orders.ts): the executor leaves one on
 * a proposal, the publisher joins it, anyone with a token of the project reads it.
 */
import type { Hono } from 'hono';
import { getOrder, joinOrder, leaveOrder } from '../../service/orders.js';
import { digestParam } from '../../service/receipts.js';
import { type AppDeps, type AppEnv, authorize, param, requestOf } from '../app-env.js';
import { readJson } from '../body.js';
import { AUTH_PROBLEMS, honoPath, type RouteSpec } from '../route-spec.js';
import { orderRequest, orderResponse } from '../../api/schemas.js';
import { orderView } from '../views.js';

const JSON_LIMIT = 16 * 1024;

export const ORDER_ROUTES = {
  leave: {
    method: 'post',
    path: '/v1/runs/{run}/orders',
    summary:
      "Leave a standing order: once a reviewer approves the proposal, queue its validation as this executor (and report to the project's forge)",
    auth: ['executor'],
    bodyLimit: JSON_LIMIT,
    body: [{ contentType: 'application/json', schema: orderRequest }],
    responses: {
      201: {
        description: 'the order (already queued when the proposal was approved before)',
        schema: orderResponse,
      },
      400: { description: 'InvalidRequest: a report for a project that names no forge' },
      404: { description: 'RunNotFound, ProposalNotFound' },
      ...AUTH_PROBLEMS,
    },
  },
  join: {
    method: 'post',
    path: '/v1/orders/{id}/publisher',
    summary:
      'Join a standing order as its publisher: the receipt is published as this publisher once the validation completes',
    auth: ['publisher'],
    responses: {
      200: { description: 'the order', schema: orderResponse },
      404: { description: 'OrderNotFound' },
      409: { description: 'OrderClosed: the order is done or failed' },
      ...AUTH_PROBLEMS,
    },
  },
  get: {
    method: 'get',
    path: '/v1/orders/{id}',
    summary: 'A standing order: waiting, queued (with its validation), done or failed (with why)',
    auth: 'token',
    responses: {
      200: { description: 'the order', schema: orderResponse },
      404: { description: 'OrderNotFound' },
      ...AUTH_PROBLEMS,
    },
  },
} as const satisfies Record<string, RouteSpec>;

export function mountOrderRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const { context } = deps;
  const r = ORDER_ROUTES;
  app.post(honoPath(r.leave.path), async (c) => {
    const request = await authorize(c, deps, 'execute');
    const body = await readJson(c, orderRequest, r.leave.bodyLimit);
    const order = await leaveOrder(context, request, param(c, 'run'), {
      proposal: digestParam(body.proposal, 'proposal hash'),
      ...(body.report ? { report: body.report } : {}),
    });
    c.header('Location', `/v1/orders/${order.id}`);
    return c.json(orderView(order), 201);
  });
  app.post(honoPath(r.join.path), async (c) => {
    const request = await authorize(c, deps, 'publish');
    return c.json(orderView(await joinOrder(context, request, param(c, 'id'))));
  });
  app.get(honoPath(r.get.path), async (c) => {
    const request = await requestOf(c, deps);
    return c.json(orderView(await getOrder(context, param(c, 'id'), request.principal)));
  });
}
