/**
 * Approvals (PROTOCOL 2.4, 8): a reviewer approves one exact proposal hash for one run at
 * one snapshot. The service checks what the reviewer declares against what is true now —
 * the proposal was submitted to that run, its base is that snapshot, and the repository is
 * still there — so an approval can only ever be replayed onto the run it names.
 */
import { ExecutionError, IntakeRefusal, ServiceError } from '../core/errors.js';
import { acceptedFindingsOf, approve, rfc3339 } from '../core/execution/approval.js';
import { findingKey, type PatchFinding } from '../core/intake/environment-findings.js';
import type { TypedHash } from '../core/hash/typed-hash.js';
import type { ApprovalRecord, RunRecord } from '../core/service/records.js';
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
  /** The proposal's environment findings the reviewer accepts, by key (`Code@path:line`). */
  readonly acceptedFindings?: readonly string[];
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
  assertFindingsOf(proposal.findings, input.acceptedFindings ?? []);
  return recordApproval(context, request, run, hash, proposal.base, {
    actor: request.principal.actor,
    acceptedChanges: input.acceptedChanges ?? [],
    acceptedFindings: input.acceptedFindings ?? [],
    stage: 'approve',
    detail: {},
  });
}

/** Who approves and how the event log tells it: a reviewer, or a carried-over approval. */
export interface ApprovalSource {
  readonly actor: string;
  readonly acceptedChanges: readonly string[];
  readonly acceptedFindings: readonly string[];
  /** The approval this one carries over (chained-approvals.ts). */
  readonly chainedFrom?: TypedHash;
  readonly stage: 'approve' | 'approve-chained';
  readonly detail: Readonly<Record<string, unknown>>;
}

/**
 * Records an approval of proposal `hash` for `run` at `base`, once the repository is still at
 * that base (BaseMismatch otherwise: nothing is approved), then lets standing orders waiting
 * for it queue their validations (orders.ts). The approval stands whatever they do: an order
 * that cannot act records why.
 */
export async function recordApproval(
  context: ServiceContext,
  request: RequestContext,
  run: RunRecord,
  hash: TypedHash,
  base: string,
  source: ApprovalSource,
): Promise<ApprovalRecord> {
  const live = await liveSnapshot(context, run);
  if (live !== base) {
    throw new IntakeRefusal(
      'BaseMismatch',
      `the repository is now at ${live}, not the proposal's base ${base}; nothing was approved. Register a new run and propose again`,
      {
        details: { expected: base, actual: live },
      },
    );
  }
  const approval = approve({
    proposal: hash,
    run: run.id,
    snapshot: base,
    actor: source.actor,
    approvedAt: rfc3339(context.now()),
    acceptedChanges: source.acceptedChanges,
    acceptedFindings: source.acceptedFindings,
    ...(source.chainedFrom ? { chainedFrom: source.chainedFrom } : {}),
  });
  const accepted = approval.object.acceptedChanges;
  const findings = approval.object.acceptedFindings;
  const record = await context.store.createApproval(
    {
      hash: approval.hash,
      runId: run.id,
      proposal: hash,
      snapshot: base,
      actor: approval.object.actor,
      approvedAt: approval.object.approvedAt,
      ...(accepted ? { acceptedChanges: accepted } : {}),
      ...(findings ? { acceptedFindings: findings } : {}),
      ...(source.chainedFrom ? { chainedFrom: source.chainedFrom } : {}),
    },
    requestEvent(request, source.stage, {
      runId: run.id,
      detail: { proposal: hash, approval: approval.hash, ...source.detail },
    }),
  );
  await fulfilOrders(context, record).catch(() => undefined);
  return record;
}

/**
 * A reviewer accepts findings they were shown: a key that names none of the proposal's
 * findings (a typo, another patch's) would leave the proof grade off without saying why.
 */
function assertFindingsOf(findings: readonly PatchFinding[], keys: readonly string[]): void {
  const known = new Set(findings.map(findingKey));
  const unknown = acceptedFindingsOf(keys).filter((k) => !known.has(k));
  if (unknown.length > 0)
    throw new ExecutionError(
      'InvalidApproval',
      `${unknown.map((k) => JSON.stringify(k.slice(0, 200))).join(', ')} ${unknown.length === 1 ? 'is' : 'are'} not among this proposal's findings (${known.size === 0 ? 'it has none' : [...known].join(', ')}); accept the keys the proposal lists`,
      { details: { field: 'acceptedFindings', unknown: unknown.slice(0, 20) } },
    );
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
