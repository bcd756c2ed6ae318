/**
 * Validations (PROTOCOL 5, 8): an executor queues an approved proposal; a worker runs it;
 * a publisher publishes the receipt. The queue refuses an approval made for another run
 * before anything is stored; the worker re-checks everything again at start.
 */
import { ExecutionError, ServiceError } from '../core/errors.js';
import type { TypedHash } from '../core/hash/typed-hash.js';
import { PHASES } from '../core/execution/phase-result.js';
import { envelopeBytes, signReceipt } from '../core/receipt/signature.js';
import type { PhaseProgress, PublishedReceipt, ValidationRecord } from '../core/service/records.js';
import { assertMayAct, assertNotSelfApproval } from '../core/service/roles.js';
import type { Viewer } from '../core/service/scope.js';
import { getApproval } from './approvals.js';
import { newId, requestEvent, type RequestContext, type ServiceContext } from './context.js';
import { completeOrder } from './orders.js';
import { getRun, runReached } from './runs.js';

/** Phases as a new or reclaimed validation shows them: all pending. */
export const PENDING_PHASES: readonly PhaseProgress[] = PHASES.map((name) => ({
  name,
  state: 'pending',
}));

/** Queues execution of `approval` for `runId`; ApprovalMismatch when the approval names another run. */
export async function queueValidation(
  context: ServiceContext,
  request: RequestContext,
  runId: string,
  approvalHash: TypedHash,
): Promise<ValidationRecord> {
  assertMayAct(request.principal, 'execute');
  const run = await getRun(context, runId, request.principal);
  const approval = await getApproval(context, approvalHash, request.principal);
  if (approval.runId !== run.id) {
    throw new ExecutionError(
      'ApprovalMismatch',
      `approval ${approvalHash} is for ${approval.runId}, not ${run.id}; nothing was queued. Ask the reviewer to approve the proposal for this run`,
      {
        details: { field: 'run', expected: run.id, actual: approval.runId },
      },
    );
  }
  // Authorship is read again: whoever approved may since have submitted the same bytes.
  assertNotSelfApproval(approval.actor, await context.store.authorsOf(run.id, approval.proposal));
  const id = newId('val');
  return context.store.enqueueValidation(
    {
      id,
      runId: run.id,
      approval: approval.hash,
      proposal: approval.proposal,
      phases: PENDING_PHASES,
      createdBy: request.principal.actor,
    },
    requestEvent(request, 'queue', {
      runId: run.id,
      validationId: id,
      status: 'queued',
      detail: { approval: approval.hash },
    }),
  );
}

/** The validation, or ValidationNotFound: also when its run's project is out of the viewer's reach. */
export async function getValidation(
  context: ServiceContext,
  id: string,
  viewer: Viewer,
): Promise<ValidationRecord> {
  const validation = await context.store.getValidation(id);
  if (!validation || !(await runReached(context, viewer, validation.runId)))
    throw new ServiceError(
      'ValidationNotFound',
      `no validation ${id}; queue one with POST /v1/runs/{run}/validations`,
      { details: { validation: id } },
    );
  return validation;
}

/** The validations of proposal `hash` in run `runId`, newest first; RunNotFound for an unknown run. */
export async function validationsOfProposal(
  context: ServiceContext,
  viewer: Viewer,
  runId: string,
  hash: TypedHash,
): Promise<readonly ValidationRecord[]> {
  const run = await getRun(context, runId, viewer);
  return context.store.validationsOf(run.id, hash);
}

/** Cancels a queued validation, or asks the worker running it to stop and remove its containers. */
export async function cancelValidation(
  context: ServiceContext,
  request: RequestContext,
  id: string,
): Promise<ValidationRecord> {
  assertMayAct(request.principal, 'cancel');
  const current = await getValidation(context, id, request.principal);
  const updated = await context.store.requestCancel(
    id,
    requestEvent(request, 'cancel', {
      runId: current.runId,
      validationId: id,
      status: 'requested',
    }),
  );
  // Cancelled while queued: no worker will finish it, so its standing order is finished here.
  if (updated?.state === 'cancelled') void completeOrder(context, id).catch(() => undefined);
  return updated ?? current;
}

/**
 * Publishes a completed validation's receipt; ValidationNotFinished before then. With a
 * signing key the store is handed the signer, so the signature is written with the receipt.
 */
export async function publishValidation(
  context: ServiceContext,
  request: RequestContext,
  id: string,
): Promise<{ receipt: PublishedReceipt; created: boolean }> {
  assertMayAct(request.principal, 'publish');
  const current = await getValidation(context, id, request.principal);
  // Authorship once more: who approved may since have submitted or been declared an author of these bytes.
  const approval = await getApproval(context, current.approval, 'worker');
  assertNotSelfApproval(
    approval.actor,
    await context.store.authorsOf(current.runId, current.proposal),
  );
  const key = context.signingKey;
  const sign = key
    ? (bytes: Uint8Array): Uint8Array => envelopeBytes(signReceipt(bytes, key))
    : undefined;
  const published = await context.store.publishReceipt(
    id,
    request.principal.actor,
    requestEvent(request, 'publish', { runId: current.runId, validationId: id }),
    sign,
  );
  // A standing order that queued it reports the published receipt now (orders.ts), in the
  // background: the publisher's answer does not wait for a forge.
  if (published.created) void completeOrder(context, id).catch(() => undefined);
  return published;
}
