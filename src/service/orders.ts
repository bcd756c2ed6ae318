/**
 * Standing orders (`patchproof gate --no-wait`): no CI job waits on a person. The gate's
 * executor leaves an order on a proposal of a run; its publisher may join it. When a reviewer
 * approves that proposal for that run, the service queues the validation as the executor;
 * when the validation completes, it publishes the receipt as the publisher; once the receipt
 * is published (by the order or by anyone), it sets the commit status on the project's forge
 * (the projects file's `report`) with a link to the receipt.
 *
 * Each step acts with the authority of the token that ordered it, looked up again when it
 * acts: a token revoked or scoped away since fails the order instead of acting. Nothing an
 * order carries chooses where the service reports (the operator's projects file does) or
 * which proposal runs (the reviewer's approval of its exact hash does).
 */
import { PatchProofError, ServiceError } from '../core/errors.js';
import type { TypedHash } from '../core/hash/typed-hash.js';
import { projectNamed } from '../core/service/projects.js';
import type {
  ApprovalRecord,
  OrderRecord,
  OrderReport,
  TokenRecord,
  ValidationRecord,
} from '../core/service/records.js';
import {
  assertMayAct,
  assertNotSelfApproval,
  type Principal,
  type Role,
} from '../core/service/roles.js';
import { reaches, type Viewer } from '../core/service/scope.js';
import {
  newId,
  newTraceId,
  requestEvent,
  type RequestContext,
  type ServiceContext,
} from './context.js';
import { reportOrder } from './order-report.js';
import { proposalOfRun } from './proposals.js';
import { getRun, runReached } from './runs.js';
import { PENDING_PHASES, publishValidation } from './validations.js';

export interface OrderRequest {
  readonly proposal: TypedHash;
  /** The commit (and pull or merge request) to report on; needs the project's `report`. */
  readonly report?: OrderReport;
}

/** Leaves an order (executor); acts at once when the proposal is already approved. */
export async function leaveOrder(
  context: ServiceContext,
  request: RequestContext,
  runId: string,
  input: OrderRequest,
): Promise<OrderRecord> {
  assertMayAct(request.principal, 'execute');
  const run = await getRun(context, runId, request.principal);
  await proposalOfRun(context, run.id, input.proposal);
  if (input.report && !projectNamed(context.projects, run.project).report) {
    throw new ServiceError(
      'InvalidRequest',
      `project ${run.project} names no forge to report to ("report" in the projects file); leave out the commit, or ask the operator to add one`,
      { details: { field: 'report' } },
    );
  }
  const id = newId('ord');
  const order = await context.store.createOrder(
    {
      id,
      runId: run.id,
      proposal: input.proposal,
      executor: { tokenId: request.principal.tokenId, actor: request.principal.actor },
      report: input.report ?? null,
    },
    requestEvent(request, 'order', {
      runId: run.id,
      detail: { order: id, proposal: input.proposal },
    }),
  );
  const [approval] = await context.store.approvalsOf(run.id, input.proposal);
  // Best effort, as on approval: the order is stored and says what became of it.
  if (approval) await fulfilOrders(context, approval).catch(() => undefined);
  return (await context.store.getOrder(order.id)) ?? order;
}

/** Joins an order as its publisher; publishes at once when its validation already completed. */
export async function joinOrder(
  context: ServiceContext,
  request: RequestContext,
  id: string,
): Promise<OrderRecord> {
  assertMayAct(request.principal, 'publish');
  const order = await getOrder(context, id, request.principal);
  const joined = await context.store.joinOrder(
    order.id,
    { tokenId: request.principal.tokenId, actor: request.principal.actor },
    requestEvent(request, 'order-join', { runId: order.runId, detail: { order: order.id } }),
  );
  if (!joined)
    throw new ServiceError(
      'OrderClosed',
      `order ${id} is ${order.state}; a publisher joins an order while it waits or runs`,
      { details: { order: id, state: order.state } },
    );
  if (joined.validationId) await completeOrder(context, joined.validationId).catch(() => undefined);
  return (await context.store.getOrder(joined.id)) ?? joined;
}

/** The order, or OrderNotFound: also when its run's project is out of the viewer's reach. */
export async function getOrder(
  context: ServiceContext,
  id: string,
  viewer: Viewer,
): Promise<OrderRecord> {
  const order = await context.store.getOrder(id);
  if (!order || !(await runReached(context, viewer, order.runId)))
    throw new ServiceError(
      'OrderNotFound',
      `no order ${id}; an executor leaves one with POST /v1/runs/{run}/orders`,
      { details: { order: id } },
    );
  return order;
}

/** After `approval` was given: queues the validation of every order waiting for it. */
export async function fulfilOrders(
  context: ServiceContext,
  approval: ApprovalRecord,
): Promise<void> {
  for (const order of await context.store.waitingOrders(approval.runId, approval.proposal)) {
    const event = systemEvent(order, 'order-queue');
    const executor = await actingAs(context, order, order.executor, 'executor');
    if (typeof executor === 'string') {
      await context.store.settleOrder(
        order.id,
        'waiting',
        { state: 'failed', detail: executor },
        { ...event, status: 'failed', detail: { order: order.id, why: executor } },
      );
      continue;
    }
    try {
      assertNotSelfApproval(
        approval.actor,
        await context.store.authorsOf(order.runId, approval.proposal),
      );
      const validation = await context.store.enqueueValidation(
        {
          id: newId('val'),
          runId: order.runId,
          approval: approval.hash,
          proposal: approval.proposal,
          phases: PENDING_PHASES,
          createdBy: executor.actor,
        },
        {
          ...event,
          stage: 'queue',
          actor: executor.actor,
          status: 'queued',
          detail: { approval: approval.hash, order: order.id },
        },
      );
      await context.store.settleOrder(
        order.id,
        'waiting',
        { state: 'queued', validationId: validation.id },
        { ...event, validationId: validation.id, status: 'queued' },
      );
    } catch (error) {
      // A validation someone else queued is never taken over: the order reports only on what it ran itself.
      const detail =
        error instanceof ServiceError && error.code === 'ValidationExists'
          ? 'a validation of this approval was queued already, not by this order; it reports nothing (its receipt is public)'
          : error instanceof Error
            ? error.message
            : String(error);
      await context.store.settleOrder(
        order.id,
        'waiting',
        { state: 'failed', detail },
        { ...event, status: 'failed' },
      );
    }
  }
}

/**
 * After validation `validationId` ended or was published: the order that queued it publishes
 * (with its publisher), then reports to the forge and is done. Without a publisher a completed
 * validation waits for one (joining, or anyone publishing it).
 */
export async function completeOrder(context: ServiceContext, validationId: string): Promise<void> {
  const order = await context.store.orderOfValidation(validationId);
  const validation = await context.store.getValidation(validationId);
  if (!order || order.state !== 'queued' || !validation) return;
  if (validation.state === 'completed' && order.publisher) {
    const publisher = await actingAs(context, order, order.publisher, 'publisher');
    if (typeof publisher === 'string')
      return void (await finish(context, order, 'failed', publisher, validation));
    try {
      // Publishing finishes the order: publishValidation comes back here once the receipt is out.
      await publishValidation(
        context,
        { principal: publisher, traceId: newTraceId() },
        validationId,
      );
    } catch (error) {
      await finish(
        context,
        order,
        'failed',
        `the receipt could not be published (${error instanceof PatchProofError ? error.code : 'InternalError'}): ${error instanceof Error ? error.message : String(error)}`,
        validation,
      );
    }
    return;
  }
  if (
    validation.state === 'published' ||
    validation.state === 'failed' ||
    validation.state === 'cancelled'
  )
    await finish(context, order, 'done', null, validation);
}

/**
 * Settles the order, then reports the validation's end to the forge (when the order names a
 * commit): claimed first, so of two processes finishing one order only one reports. The
 * executor that left the order must still hold: what is reported is in its name.
 */
async function finish(
  context: ServiceContext,
  order: OrderRecord,
  state: 'done' | 'failed',
  why: string | null,
  validation: ValidationRecord,
): Promise<void> {
  const executor = await actingAs(context, order, order.executor, 'executor');
  const stop = typeof executor === 'string' ? executor : why;
  const end = typeof executor === 'string' ? 'failed' : state;
  const event = { ...systemEvent(order, 'order-done'), validationId: validation.id, status: end };
  if (
    !(await context.store.settleOrder(
      order.id,
      'queued',
      { state: end, detail: stop ?? 'reporting' },
      { ...event, detail: { order: order.id, why: stop } },
    ))
  )
    return;
  // A revoked executor's order says nothing more in its name.
  if (typeof executor === 'string') return;
  const reported = await reportOrder(context, order, validation, why).catch(
    (error: unknown) =>
      `could not report (${error instanceof PatchProofError ? error.code : 'InternalError'})`,
  );
  await context.store.noteOrder(
    order.id,
    [why, reported].filter((s): s is string => s !== null).join('; ') || 'nothing to report',
  );
}

/**
 * Orders whose validation ended where nothing called completeOrder (a queued validation
 * cancelled, a job failed for lost workers): run by the workers now and then.
 */
export async function sweepOrders(context: ServiceContext): Promise<void> {
  for (const order of await context.store.queuedOrders(20))
    if (order.validationId) await completeOrder(context, order.validationId);
}

/** The principal a step of `order` acts as, or why it may not act: its token must still hold. */
async function actingAs(
  context: ServiceContext,
  order: OrderRecord,
  who: { readonly tokenId: string; readonly actor: string },
  role: Role,
): Promise<Principal | string> {
  const token: TokenRecord | null = await context.store.getTokenById(who.tokenId);
  const run = await context.store.getRun(order.runId);
  if (!token || token.revokedAt !== null || token.role !== role || token.actor !== who.actor)
    return `the ${role} token that ordered this (${who.actor}) was revoked; nothing was done in its name`;
  const principal: Principal = {
    tokenId: token.id,
    role: token.role,
    actor: token.actor,
    projects: token.projects,
  };
  if (!run || !reaches(principal, run.project))
    return `the ${role} token that ordered this (${who.actor}) no longer reaches the project; nothing was done in its name`;
  return principal;
}

function systemEvent(order: OrderRecord, stage: string) {
  return {
    runId: order.runId,
    validationId: order.validationId,
    traceId: newTraceId(),
    stage,
    actor: 'service',
    status: 'ok',
    error: null,
    durationMs: null,
    detail: { order: order.id } as Record<string, unknown>,
  };
}
