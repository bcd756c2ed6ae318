/**
 * `apply_patch`: turns a patch (Codex format, or any format intake accepts) into a proposal.
 * It never writes the workspace: the patch is gated and applied in memory against the live
 * tree. `dry_run` returns the normalized diff and the hashes (or the refusal with its code);
 * otherwise the proposal is submitted to the service (with a proposer token) or, without
 * one, recorded in the local store for a reviewer to validate. Approval, execution and
 * publication belong to other authorities: the answer says who has to act next.
 */
import { z } from 'zod';
import { openRepository } from '../../adapters/repo/index.js';
import { recordProposal } from '../../adapters/store/index.js';
import { treeTar } from '../../client/tree-tar.js';
import { DEFAULT_BUDGETS } from '../../core/gates/budgets.js';
import { propose, type Proposal } from '../../core/intake/propose.js';
import { proposalResponse, runResponse, uploadResponse } from '../../api/schemas.js';
import type { McpContext, ServiceLink } from '../context.js';
import { tool } from '../tool.js';

export const applyPatchTool = tool({
  name: 'apply_patch',
  title: 'Propose a patch',
  description:
    'Checks a patch (Codex format: *** Begin Patch … *** End Patch; Git and unified diffs and MCP-PATCH-V1 envelopes also work) ' +
    'against the current workspace and turns it into a proposal. The workspace is never written. ' +
    'dry_run: true returns the normalized diff and hashes without recording anything. Refusals carry a stable code ' +
    '(ContextMismatch, ProtectedPath, UnsafePath, …) and say what to change.',
  input: z
    .object({
      patch: z.string().min(1).max(DEFAULT_BUDGETS.maxPatchBytes).describe('the patch text'),
      dry_run: z
        .boolean()
        .optional()
        .describe('check only; record or submit nothing (default false)'),
    })
    .strict(),
  annotations: {
    readOnlyHint: false,
    destructiveHint: false,
    idempotentHint: true,
    openWorldHint: true,
  },
  async run(args, context) {
    const repository = await openRepository(context.repoDir);
    const proposal = await propose({
      patch: new TextEncoder().encode(args.patch),
      repository,
      syntax: await context.syntax(),
    });
    const summary = {
      proposal: proposal.hash,
      base: proposal.object.base,
      result: proposal.object.result,
      diff: proposal.object.diff,
      format: proposal.format,
      files: proposal.files,
    };
    if (args.dry_run)
      return {
        dry_run: true,
        accepted: true,
        ...summary,
        normalized_diff: proposal.normalizedDiff,
      };
    if (context.service)
      return {
        dry_run: false,
        accepted: true,
        ...(await submit(context, context.service, args.patch, proposal)),
      };
    const recorded = await recordProposal(context.store, proposal);
    return {
      dry_run: false,
      accepted: true,
      recorded: 'local',
      ...summary,
      diff_file: recorded.diff,
      next: `a reviewer validates it: patchproof validate --repo ${repository.root} --patch ${recorded.diff} --spec <patchproof.json> --store ${context.store}`,
    };
  },
});

/** Submits to the service's run for this workspace state, registering one (on an upload) when needed. */
async function submit(
  context: McpContext,
  service: ServiceLink,
  patch: string,
  local: Proposal,
): Promise<Record<string, unknown>> {
  const { client, token } = service;
  const run = service.run ?? (await runFor(context, service, local.object.base));
  const answer = await client.call('POST', `/v1/runs/${run}/proposals`, proposalResponse, {
    token,
    body: { type: 'text/plain', data: patch },
  });
  return {
    recorded: 'service',
    server: client.server,
    run,
    proposal: answer.hash,
    base: answer.base,
    result: answer.result,
    diff: answer.diff,
    format: answer.format,
    files: answer.files,
    // The service judges against its run's tree; say so when that is not this workspace.
    ...(answer.hash === local.hash ? {} : { local_proposal: local.hash }),
    next: `a reviewer approves it: patchproof approve ${answer.hash} --run ${run} --server ${client.server}`,
  };
}

async function runFor(
  context: McpContext,
  service: ServiceLink,
  snapshot: `ws1_${string}`,
): Promise<string> {
  const known = context.runs.get(snapshot);
  if (known) return known;
  const { client, token } = service;
  const { tar } = await treeTar(context.repoDir);
  const upload = await client.call(
    'POST',
    `/v1/uploads?project=${encodeURIComponent(service.project ?? '')}`,
    uploadResponse,
    { token, body: { type: 'application/x-tar', data: tar } },
  );
  const run = await client.call('POST', '/v1/runs', runResponse, {
    token,
    json: { project: service.project, upload: upload.upload },
  });
  context.runs.set(snapshot, run.id);
  return run.id;
}
