/** Validations: the executor queues and cancels, anyone with a token watches, the publisher publishes. */
import type { Hono } from 'hono';
import {
  cancelValidation,
  getValidation,
  publishValidation,
  queueValidation,
  validationsOfProposal,
} from '../../service/validations.js';
import { ServiceError } from '../../core/errors.js';
import { digestParam } from '../../service/receipts.js';
import { runReached } from '../../service/runs.js';
import { authenticate } from '../../service/tokens.js';
import { type AppDeps, type AppEnv, authorize, param, requestOf } from '../app-env.js';
import { readJson } from '../body.js';
import { streamGateOf, streamValidationEvents } from '../event-stream.js';
import { AUTH_PROBLEMS, honoPath, type RouteSpec } from '../route-spec.js';
import {
  publishResponse,
  validationList,
  validationRequest,
  validationResponse,
} from '../../api/schemas.js';
import { validationView } from '../views.js';

const JSON_LIMIT = 64 * 1024;

export const VALIDATION_ROUTES = {
  queue: {
    method: 'post',
    path: '/v1/runs/{run}/validations',
    summary: 'Queue execution of an approved proposal',
    auth: ['executor'],
    bodyLimit: JSON_LIMIT,
    body: [{ contentType: 'application/json', schema: validationRequest }],
    responses: {
      202: { description: 'queued', schema: validationResponse },
      404: { description: 'RunNotFound, ApprovalNotFound' },
      409: {
        description:
          'ValidationExists (details.validation names it), ApprovalMismatch (the approval is for another run)',
      },
      ...AUTH_PROBLEMS,
    },
  },
  list: {
    method: 'get',
    path: '/v1/runs/{run}/validations',
    summary: 'The validations of one proposal in this run, newest first',
    auth: 'token',
    query: { proposal: { description: 'the proposal hash (sha256:<hex>)', required: true } },
    responses: {
      200: {
        description: 'the validations (empty until an executor queues one)',
        schema: validationList,
      },
      400: { description: 'InvalidRequest: proposal missing or not a hash' },
      404: { description: 'RunNotFound' },
      ...AUTH_PROBLEMS,
    },
  },
  get: {
    method: 'get',
    path: '/v1/validations/{id}',
    summary: 'State and per-phase progress',
    auth: 'token',
    responses: {
      200: { description: 'the validation', schema: validationResponse },
      404: { description: 'ValidationNotFound' },
      ...AUTH_PROBLEMS,
    },
  },
  events: {
    method: 'get',
    path: '/v1/validations/{id}/events',
    summary: 'Server-Sent Events: phase transitions as they happen, until the validation ends',
    auth: 'token',
    responses: {
      200: {
        description: 'an event stream (event: progress | state | reconnect | error)',
        contentType: 'text/event-stream',
      },
      404: { description: 'ValidationNotFound' },
      429: { description: 'RateLimited: too many open streams for this token or in all' },
      ...AUTH_PROBLEMS,
    },
  },
  cancel: {
    method: 'post',
    path: '/v1/validations/{id}/cancel',
    summary: 'Cancel: a queued validation at once, a running one by killing its containers',
    auth: ['executor'],
    responses: {
      202: { description: 'cancelled or cancelling', schema: validationResponse },
      404: { description: 'ValidationNotFound' },
      ...AUTH_PROBLEMS,
    },
  },
  publish: {
    method: 'post',
    path: '/v1/validations/{id}/publish',
    summary: 'Publish the receipt to the content-addressed store',
    auth: ['publisher'],
    responses: {
      201: { description: 'published', schema: publishResponse },
      200: { description: 'already published', schema: publishResponse },
      404: { description: 'ValidationNotFound' },
      409: { description: 'ValidationNotFinished, ReceiptConflict' },
      ...AUTH_PROBLEMS,
    },
  },
} as const satisfies Record<string, RouteSpec>;

export function mountValidationRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const { context } = deps;
  const r = VALIDATION_ROUTES;
  app.post(honoPath(r.queue.path), async (c) => {
    const request = await authorize(c, deps, 'execute');
    const body = await readJson(c, validationRequest, r.queue.bodyLimit);
    const validation = await queueValidation(
      context,
      request,
      param(c, 'run'),
      digestParam(body.approval, 'approval hash'),
    );
    c.header('Location', `/v1/validations/${validation.id}`);
    return c.json(validationView(validation), 202);
  });
  app.get(honoPath(r.list.path), async (c) => {
    const request = await requestOf(c, deps);
    const hash = digestParam(c.req.query('proposal') ?? '', 'proposal hash');
    const found = await validationsOfProposal(context, request.principal, param(c, 'run'), hash);
    return c.json({ validations: found.map((v) => validationView(v)) });
  });
  app.get(honoPath(r.get.path), async (c) => {
    const request = await requestOf(c, deps);
    return c.json(validationView(await getValidation(context, param(c, 'id'), request.principal)));
  });
  const gate = streamGateOf(deps);
  app.get(honoPath(r.events.path), async (c) => {
    const request = await requestOf(c, deps);
    const validation = await getValidation(context, param(c, 'id'), request.principal);
    const header = c.req.header('authorization');
    const stillAllowed = async (): Promise<boolean> => {
      // A database that went away is the stream's error handler's to report; a refused token ends the stream here.
      const principal = await authenticate(context.store, header).catch((error: unknown) => {
        if (
          error instanceof ServiceError &&
          (error.code === 'Unauthorized' || error.code === 'TokenNotScoped')
        )
          return null;
        throw error;
      });
      return principal !== null && (await runReached(context, principal, validation.runId));
    };
    return streamValidationEvents(
      c,
      deps,
      gate,
      request.principal.tokenId,
      validation,
      stillAllowed,
    );
  });
  app.post(honoPath(r.cancel.path), async (c) => {
    const request = await requestOf(c, deps);
    return c.json(validationView(await cancelValidation(context, request, param(c, 'id'))), 202);
  });
  app.post(honoPath(r.publish.path), async (c) => {
    const request = await requestOf(c, deps);
    // The role is checked before the id is looked up: a token that may not publish learns nothing.
    const { receipt, created } = await publishValidation(context, request, param(c, 'id'));
    return c.json(
      {
        receipt: receipt.digest,
        verdict: receipt.verdict,
        url: `/v1/receipts/${receipt.digest}`,
        publishedBy: receipt.publishedBy,
        publishedAt: receipt.publishedAt.toISOString(),
      },
      created ? 201 : 200,
    );
  });
}
