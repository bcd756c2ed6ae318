/**
 * `validation_status`: how far a proposal has got through the other authorities. With a
 * service: its approvals and validations in the run this server proposed it to (or one
 * validation by id), phase by phase. Without one: whether it is recorded in the local store,
 * and the receipts there that cover it.
 */
import { z } from 'zod';
import { isRecorded, receiptsFor } from '../../adapters/store/index.js';
import { PatchProofError } from '../../core/errors.js';
import type { TypedHash } from '../../core/hash/typed-hash.js';
import { approvalList, validationList, validationResponse } from '../../api/schemas.js';
import type { ServiceLink } from '../context.js';
import { tool } from '../tool.js';

type Validation = z.infer<typeof validationResponse>;

export const validationStatusTool = tool({
  name: 'validation_status',
  title: 'Follow a proposal or validation',
  description:
    'Give proposal (sha256:…) to see whether it was approved and how its validations went (state, phase results, verdict, receipt); ' +
    'or validation (val_…) for one validation (needs a service). PatchProof agents only propose: a reviewer approves, an executor runs the phases, a publisher publishes.',
  input: z
    .object({
      proposal: z
        .string()
        .regex(/^sha256:[0-9a-f]{64}$/)
        .optional()
        .describe('a proposal hash from apply_patch'),
      validation: z
        .string()
        .regex(/^val_[0-9a-f]{20}$/)
        .optional()
        .describe('a validation id (service only)'),
      run: z
        .string()
        .regex(/^run_[0-9a-f]{20}$/)
        .optional()
        .describe('the run (default: the one this server proposed it to)'),
    })
    .strict()
    .refine((a) => (a.proposal === undefined) !== (a.validation === undefined), {
      message: 'give exactly one of proposal (sha256:…) and validation (val_…)',
    }),
  annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: true },
  async run(args, context) {
    const service = context.service;
    if (args.validation !== undefined) {
      if (!service)
        throw new PatchProofError(
          'UsageError',
          'validation ids belong to a service; start the MCP server with --server, or ask by proposal',
        );
      const v = await service.client.call(
        'GET',
        `/v1/validations/${args.validation}`,
        validationResponse,
        { token: service.token },
      );
      return { validation: view(v) };
    }
    const proposal = args.proposal as TypedHash;
    if (!service) {
      const [recorded, receipts] = await Promise.all([
        isRecorded(context.store, proposal),
        receiptsFor(context.store, proposal),
      ]);
      return {
        proposal,
        source: 'local',
        recorded,
        receipts,
        next:
          receipts.length > 0
            ? 'done: see get_receipt'
            : recorded
              ? 'waiting for a reviewer to validate it'
              : 'not proposed here: use apply_patch',
      };
    }
    const runs = args.run
      ? [args.run]
      : service.run
        ? [service.run]
        : [...new Set(context.runs.values())];
    if (runs.length === 0)
      throw new PatchProofError(
        'UsageError',
        'this server has proposed nothing to a run yet; give run (run_…)',
      );
    return {
      proposal,
      source: 'service',
      server: service.client.server,
      runs: await Promise.all(runs.map((run) => runStatus(service, run, proposal))),
    };
  },
});

async function runStatus(service: ServiceLink, run: string, proposal: TypedHash) {
  const query = `?proposal=${proposal}`;
  const [{ approvals }, { validations }] = await Promise.all([
    service.client.call('GET', `/v1/runs/${run}/approvals${query}`, approvalList, {
      token: service.token,
    }),
    service.client.call('GET', `/v1/runs/${run}/validations${query}`, validationList, {
      token: service.token,
    }),
  ]);
  return {
    run,
    approved: approvals.length > 0,
    approvals: approvals.map((a) => ({ hash: a.hash, actor: a.actor, approvedAt: a.approvedAt })),
    validations: validations.map(view),
  };
}

function view(v: Validation) {
  return {
    id: v.id,
    state: v.state,
    current_phase: v.currentPhase,
    phases: v.phases,
    verdict: v.verdict,
    proof_grade: v.proofGrade,
    receipt: v.receipt,
    error: v.error,
  };
}
