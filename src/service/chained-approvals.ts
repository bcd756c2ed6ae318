/**
 * Chained approvals, for merge queues: a merge group runs the gate on a new base (the queue's
 * commit), so its proposal has a new hash and needs an approval of its own. When its
 * normalized diff is byte-identical to one a reviewer approved in the same project, the
 * executor may have that approval carried over instead of asking the reviewer again: a new
 * approval of this exact proposal, run and snapshot, in the reviewer's name, that names the
 * approval it carries over (`chainedFrom`, part of its hash and of the receipt). A diff that
 * differs in one byte gets no chain: a reviewer approves it. The validation on the new base is
 * a full validation; only the reviewer's judgement of the change is carried.
 */
import { findingKey } from '../core/intake/environment-findings.js';
import { ServiceError } from '../core/errors.js';
import type { TypedHash } from '../core/hash/typed-hash.js';
import type { ApprovalRecord } from '../core/service/records.js';
import { actorKey, assertMayAct } from '../core/service/roles.js';
import type { RequestContext, ServiceContext } from './context.js';
import { recordApproval } from './approvals.js';
import { proposalOfRun } from './proposals.js';
import { getRun } from './runs.js';

/** Carries over a reviewer's approval of the same normalized diff; ApprovalNotFound when there is none to carry. */
export async function chainApproval(
  context: ServiceContext,
  request: RequestContext,
  runId: string,
  hash: TypedHash,
): Promise<ApprovalRecord> {
  assertMayAct(request.principal, 'execute');
  const run = await getRun(context, runId, request.principal);
  const proposal = await proposalOfRun(context, run.id, hash);
  const authors = new Set((await context.store.authorsOf(run.id, hash)).map(actorKey));
  // A reviewer who has since proposed these bytes (anywhere) is their author: nothing of theirs carries.
  const source = (
    await context.store.approvalsOfDiff(proposal.diff as TypedHash, run.project)
  ).find((a) => a.runId !== run.id && !authors.has(actorKey(a.actor)));
  if (!source) {
    throw new ServiceError(
      'ApprovalNotFound',
      `no reviewer approved this normalized diff (${proposal.diff}) in project ${run.project}, so there is no approval to carry over; a reviewer approves proposal ${hash} for run ${run.id}`,
      {
        details: { proposal: hash, run: run.id },
      },
    );
  }
  return recordApproval(context, request, run, hash, proposal.base, {
    actor: source.actor,
    acceptedChanges: source.acceptedChanges ?? [],
    // The reviewer accepted findings of the diff on its old base: those this base shows again
    // (same file and line) carry over; one that moved is not accepted here, so no proof grade.
    acceptedFindings: (source.acceptedFindings ?? []).filter((k) =>
      proposal.findings.some((f) => findingKey(f) === k),
    ),
    chainedFrom: source.hash,
    stage: 'approve-chained',
    detail: { chainedFrom: source.hash, reviewer: source.actor },
  });
}
