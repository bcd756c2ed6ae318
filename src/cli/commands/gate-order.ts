/**
 * `patchproof gate --no-wait`: instead of waiting for a person, the gate leaves a standing
 * order with the service (service/orders.ts) as its executor, joins it as its publisher when
 * it holds that token, and names the commit (and pull or merge request) for the service to set
 * the status of once the validation ends. The service reports to the forge the operator's
 * projects file names for the project, with its own token; the order only says which commit.
 */
import { approvalList, approvalResponse, orderResponse } from '../../api/schemas.js';
import { RemoteRefusal, type ServiceClient } from '../../client/service-client.js';
import type { ReportTargets } from './gate-forge.js';

export type Order = ReturnType<typeof orderResponse.parse>;

/** An approval of this proposal for this run that exists already, or null. */
export async function approvedAlready(
  client: ServiceClient,
  token: string,
  run: string,
  proposal: string,
): Promise<string | null> {
  const { approvals } = await client.call(
    'GET',
    `/v1/runs/${run}/approvals?proposal=${proposal}`,
    approvalList,
    { token },
  );
  return approvals[0]?.hash ?? null;
}

/**
 * `--chain` (a merge queue's new base): the approval a reviewer gave the same normalized diff
 * in this project, carried over by the service (service/chained-approvals.ts); null when no
 * reviewer approved that diff, and the gate then waits or leaves an order as without it.
 */
export async function chained(
  client: ServiceClient,
  executor: string,
  run: string,
  proposal: string,
  say: (line: string) => void,
): Promise<string | null> {
  try {
    const approval = await client.call(
      'POST',
      `/v1/runs/${run}/approvals/chained`,
      approvalResponse,
      { token: executor, json: { proposal } },
    );
    say(
      `approval  carried over: ${approval.actor} approved the same normalized diff (${approval.chainedFrom ?? 'an earlier approval'})`,
    );
    return approval.hash;
  } catch (error) {
    if (!(error instanceof RemoteRefusal && error.code === 'ApprovalNotFound')) throw error;
    say(
      'approval  none to carry over: no reviewer approved this normalized diff in this project yet',
    );
    return null;
  }
}

/** Leaves the order (executor token), then joins it (publisher token, when the job has one). */
export async function leaveOrder(
  client: ServiceClient,
  tokens: { readonly executor: string; readonly publisher: string | undefined },
  run: string,
  proposal: string,
  targets: ReportTargets,
): Promise<Order> {
  const forge = targets.github
    ? { sha: targets.github.sha, request: targets.github.pullRequest }
    : targets.gitlab
      ? { sha: targets.gitlab.sha, request: targets.gitlab.mergeRequest }
      : undefined;
  const order = await client.call('POST', `/v1/runs/${run}/orders`, orderResponse, {
    token: tokens.executor,
    json: { proposal, ...(forge ? { report: forge } : {}) },
  });
  if (!tokens.publisher) return order;
  return client.call('POST', `/v1/orders/${order.id}/publisher`, orderResponse, {
    token: tokens.publisher,
  });
}
