/**
 * `patchproof approve <proposal-hash> --run <id> --server <url> [--json]`: a reviewer approves
 * one exact proposal for one run with their approver token (PATCHPROOF_TOKEN). The snapshot
 * approved is the proposal's base, read from the service, so a reviewer never copies IDs by
 * hand. Exit 0 approved, 2 refused (SelfApproval, RoleNotAllowed, BaseMismatch, …), 3 the
 * service could not answer.
 */
import { approvalRequest, approvalResponse, runId } from '../../api/schemas.js';
import { quoteUntrusted } from '../../core/text/safe-text.js';
import { EXIT, type Io, printJson, UsageError } from '../output.js';
import { defineCommand, JSON_OPTION, SERVER_OPTION } from '../command-spec.js';
import { parseCommand } from '../parse-command.js';
import { RemoteRefusal, serviceClient, tokenFrom } from '../../client/service-client.js';
import { fetchProposal, reportFailure } from '../service-replies.js';
import {
  ACCEPT_FINDING_OPTION,
  ACCEPT_OPTION,
  acceptedFindingsOption,
  readAcceptedChanges,
} from '../accepted-changes.js';

export const APPROVE = defineCommand({
  name: 'approve',
  summary: 'approve an exact proposal hash for one run at its base; prints the approval hash',
  usage: [
    '<proposal-hash> --run <id> --server <url> [--accept <file>] [--accept-finding <keys>] [--json]',
  ],
  options: {
    run: {
      type: 'string',
      arg: '<id>',
      doc: 'the run (run_<20 hex digits>) the proposal was submitted to',
    },
    server: SERVER_OPTION,
    accept: ACCEPT_OPTION,
    'accept-finding': ACCEPT_FINDING_OPTION,
    json: JSON_OPTION,
  },
  positionals: 1,
  exits: [
    [0, 'approved'],
    [2, 'refused (SelfApproval, RoleNotAllowed, BaseMismatch, …)'],
    [3, 'the service could not be reached or answered badly'],
  ],
  notes: [
    'Token: PATCHPROOF_TOKEN, an approver token; whoever proposed the patch cannot approve it. Read it first: patchproof review <hash>.',
    'Findings (review lists them) are places where the patch may tell the sandbox from production; accept each you have read with --accept-finding, or the PASS is not proof grade.',
  ],
  example:
    'PATCHPROOF_TOKEN=… patchproof approve sha256:59ae…8d --run run_0123456789abcdef0123 --server http://127.0.0.1:8080',
});

/** The next step for the refusals a reviewer meets most; the server's message says the rest. */
const NEXT_STEP: Readonly<Record<string, string>> = {
  SelfApproval: 'a different reviewer must approve: whoever proposed a patch cannot approve it',
  RoleNotAllowed:
    'set PATCHPROOF_TOKEN to an approver token (patchproof token create --role approver --actor <you>)',
  Unauthorized: 'PATCHPROOF_TOKEN is unknown or revoked; ask the operator for an approver token',
  BaseMismatch:
    'the repository moved since the proposal: the proposer registers a new run and proposes again',
  ApprovalExists: 'this proposal is already approved for this run; nothing to do',
  InvalidApproval:
    'accept only the findings patchproof review <hash> lists, copied as shown (Code@path:line)',
  ProposalNotFound:
    'check the hash and that it was submitted to this --run (patchproof review <hash>)',
};

export async function approveCommand(
  args: string[],
  io: Io,
  env: NodeJS.ProcessEnv = process.env,
): Promise<number> {
  let json = args.includes('--json');
  try {
    const { values, positionals } = parseCommand(args, APPROVE);
    json = values.json ?? false;
    const client = serviceClient(values.server);
    if (!values.run || !runId.safeParse(values.run).success)
      throw new UsageError(
        `give --run <id> (run_<20 hex digits>), the run the proposal was submitted to${values.run ? `, not ${quoteUntrusted(values.run)}` : ''}`,
      );
    const token = tokenFrom(env, 'PATCHPROOF_TOKEN', 'an approver token');
    const proposal = await fetchProposal(client, positionals[0], token);
    const accepted = await readAcceptedChanges(values.accept);
    const findings = acceptedFindingsOption(values['accept-finding']);
    const body = approvalRequest.parse({
      run: values.run,
      snapshot: proposal.base,
      ...(accepted.length > 0 ? { acceptedChanges: accepted } : {}),
      ...(findings.length > 0 ? { acceptedFindings: findings } : {}),
    });
    const approval = await client.call(
      'POST',
      `/v1/proposals/${proposal.hash}/approvals`,
      approvalResponse,
      { token, json: body },
    );
    if (json) printJson(io, approval);
    else {
      io.out(`approved  ${approval.hash}`);
      io.out(`  proposal ${approval.proposal}`);
      io.out(`  run      ${approval.run}`);
      io.out(`  snapshot ${approval.snapshot}`);
      io.out(`  by       ${quoteUntrusted(approval.actor)} at ${approval.approvedAt}`);
      for (const id of approval.acceptedChanges ?? [])
        io.out(`  accepts  ${quoteUntrusted(id)} not passing with the patch`);
      for (const key of approval.acceptedFindings ?? [])
        io.out(`  accepts  finding ${quoteUntrusted(key)}`);
    }
    return EXIT.ok;
  } catch (error) {
    const code = reportFailure(io, error, json);
    const next = error instanceof RemoteRefusal ? NEXT_STEP[error.code] : undefined;
    if (next) io.err(`  next: ${next}`);
    return code;
  }
}
