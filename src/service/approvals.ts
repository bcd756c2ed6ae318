/**
 * Approvals (PROTOCOL 2.4, 8): a reviewer approves one exact proposal hash for one run at
 * one snapshot. The service checks what the reviewer declares against what is true now —
 * the proposal was submitted to that run, its base is that snapshot, and the repository is
 * still there — so an approval can only ever be replayed onto the run it names.
 */
import { ExecutionError, IntakeRefusal, ServiceError } from '../core/errors.js';
import { approve, rfc3339 } from '../core/execution/approval.js';
import type { TypedHash } from '../core/hash/typed-hash.js';
import type { ApprovalRecord } from '../core/service/records.js';
import { assertMayAct, assertNotSelfApproval } from '../core/service/roles.js';
import type { Viewer } from '../core/service/scope.js';
import { requestEvent, type RequestContext, type ServiceContext } from './context.js';
import { fulfilOrders } from './orders.js';
import { proposalOfRun } from './proposals.js';
import { liveSnapshot } from './run-repository.js';
import { getRun, runReached } from './runs.js';

export interface ApprovalRequest {
  readonly run: string;
  /** The snapshot the reviewer looked at; must be the proposal's base and the live tree. */
  readonly snapshot: string;
  /** Base tests the reviewer accepts not passing with the patch (PROTOCOL 5.1). */
  readonly acceptedChanges?: readonly string[];
}

/** Approves; SelfApproval, ProposalNotFound, ApprovalMismatch, BaseMismatch or ApprovalExists otherwise. */
export async function approveProposal(
  context: ServiceContext,
  request: RequestContext,
  hash: TypedHash,
  input: ApprovalRequest,
): Promise<ApprovalRecord> {
  assertMayAct(request.principal, 'approve');
  const run = await getRun(context, input.run, request.principal);
  const proposal = await proposalOfRun(context, run.id, hash);
  // Authors of these bytes anywhere: a relay (a second run, a CI bot) does not launder them.
  assertNotSelfApproval(request.principal.actor, await context.store.authorsOf(run.id, hash));
  if (input.snapshot !== proposal.base) {
    throw new ExecutionError(
      'ApprovalMismatch',
      `the proposal's base is ${proposal.base}, not ${input.snapshot}; review the proposal against its base and approve that snapshot`,
      {
        details: { field: 'snapshot', expected: proposal.base, actual: input.snapshot },
      },
    );
  }
  const live = await liveSnapshot(context, run);
  if (live !== proposal.base) {
    throw new IntakeRefusal(
      'BaseMismatch',
      `the repository is now at ${live}, not the proposal's base ${proposal.base}; nothing was approved. Register a new run and propose again`,
      {
        details: { expected: proposal.base, actual: live },
      },
    );
  }
  const approval = approve({
    proposal: hash,
    run: run.id,
    snapshot: proposal.base,
    actor: request.principal.actor,
    approvedAt: rfc3339(context.now()),
    acceptedChanges: input.acceptedChanges ?? [],
  });
  const accepted = approval.object.acceptedChanges;
  const record = await context.store.createApproval(
    {
      hash: approval.hash,
      runId: run.id,
      proposal: hash,
      snapshot: proposal.base,
      actor: approval.object.actor,
      approvedAt: approval.object.approvedAt,
      ...(accepted ? { acceptedChanges: accepted } : {}),
    },
    requestEvent(request, 'approve', {
      runId: run.id,
      detail: { proposal: hash, approval: approval.hash },
    }),
  );
  // Standing orders waiting for this approval queue their validations now (orders.ts). The
  // approval stands whatever they do: an order that cannot act records why.
  await fulfilOrders(context, record).catch(() => undefined);
  return record;
}

/** The approval, or ApprovalNotFound: also when its run's project is out of the viewer's reach. */
export async function getApproval(
  context: ServiceContext,
  hash: TypedHash,
  viewer: Viewer,
): Promise<ApprovalRecord> {
  const approval = await context.store.getApproval(hash);
  if (!approval || !(await runReached(context, viewer, approval.runId)))
    throw new ServiceError(
      'ApprovalNotFound',
      `no approval ${hash}; a reviewer approves with POST /v1/proposals/{hash}/approvals`,
      { details: { approval: hash } },
    );
  return approval;
}

/**
 * The approvals of `hash` for one run (RunNotFound when the run does not exist), so a CI gate
 * that submitted a proposal can find the approval a reviewer gave it without being told.
 */
export async function approvalsOfProposal(
  context: ServiceContext,
  viewer: Viewer,
  runId: string,
  hash: TypedHash,
): Promise<readonly ApprovalRecord[]> {
  const run = await getRun(context, runId, viewer);
  return context.store.approvalsOf(run.id, hash);
}
