/** Runs, proposals and approvals: the proposer's and the reviewer's side of the API. */
import type { Hono } from 'hono';
import { ServiceError } from '../../core/errors.js';
import { utf8 } from '../../core/hash/digest.js';
import { approvalsOfProposal, approveProposal } from '../../service/approvals.js';
import { chainApproval } from '../../service/chained-approvals.js';
import { findProposal, submitProposal } from '../../service/proposals.js';
import { digestParam } from '../../service/receipts.js';
import { getRun, registerRun } from '../../service/runs.js';
import { type AppDeps, type AppEnv, authorize, param, requestOf } from '../app-env.js';
import { isJson, parseJsonBody, readBody, readJson } from '../body.js';
import { AUTH_PROBLEMS, honoPath, type RouteSpec } from '../route-spec.js';
import {
  AUTHORS_HEADER,
  approvalList,
  approvalRequest,
  approvalResponse,
  chainRequest,
  proposalRequest,
  proposalResponse,
  runRequest,
  runResponse,
} from '../../api/schemas.js';
import { approvalView, proposalView, runView } from '../views.js';
import type { TypedHash } from '../../core/hash/typed-hash.js';
import type { ProposalSummary } from '../../core/service/records.js';
import type { Principal } from '../../core/service/roles.js';

function authorsHeader(value: string | undefined): string[] {
  if (value === undefined || value.trim() === '') return [];
  try {
    return value.split(',').map((part) => decodeURIComponent(part.trim()));
  } catch {
    throw new ServiceError(
      'InvalidRequest',
      `${AUTHORS_HEADER} is a comma-separated list of percent-encoded names (encodeURIComponent each)`,
      { details: { field: 'authors' } },
    );
  }
}

const JSON_LIMIT = 64 * 1024;
/** A patch is at most 16 MiB (PROTOCOL 3.3's budget); JSON escaping can double it. */
const PATCH_LIMIT = 34 * 1024 * 1024;
const PATCH_TYPES = ['text/plain', 'text/x-diff', 'text/x-patch', 'application/octet-stream'];

export const PROPOSAL_ROUTES = {
  createRun: {
    method: 'post',
    path: '/v1/runs',
    summary:
      "Register a run of one of the operator's projects, on its folder or on an uploaded tree",
    auth: ['proposer', 'approver'],
    bodyLimit: JSON_LIMIT,
    body: [{ contentType: 'application/json', schema: runRequest }],
    responses: {
      201: { description: 'the run', schema: runResponse },
      400: { description: 'InvalidRequest' },
      404: { description: 'ProjectNotFound, UploadNotFound' },
      413: { description: 'PayloadTooLarge' },
      422: { description: 'InvalidRunSpec, or the repository cannot be snapshotted' },
      ...AUTH_PROBLEMS,
    },
  },
  getRun: {
    method: 'get',
    path: '/v1/runs/{run}',
    summary: 'A run',
    auth: 'token',
    responses: {
      200: { description: 'the run', schema: runResponse },
      404: { description: 'RunNotFound' },
      ...AUTH_PROBLEMS,
    },
  },
  propose: {
    method: 'post',
    path: '/v1/runs/{run}/proposals',
    summary: 'Submit a patch (any accepted format) to a run',
    auth: ['proposer'],
    bodyLimit: PATCH_LIMIT,
    body: [
      { contentType: 'application/json', schema: proposalRequest },
      ...PATCH_TYPES.map((contentType) => ({
        contentType,
        description: 'the patch bytes as they are',
      })),
    ],
    responses: {
      201: { description: 'accepted: the proposal', schema: proposalResponse },
      200: { description: 'already submitted: the proposal', schema: proposalResponse },
      404: { description: 'RunNotFound' },
      413: { description: 'PayloadTooLarge' },
      422: {
        description:
          'refused at intake, with the code of PROTOCOL 3.3 (UnsafePath, ProtectedPath, …)',
      },
      ...AUTH_PROBLEMS,
    },
  },
  getProposal: {
    method: 'get',
    path: '/v1/proposals/{hash}',
    summary: 'A proposal: normalized diff, gate results, base and result IDs',
    auth: 'token',
    responses: {
      200: { description: 'the proposal', schema: proposalResponse },
      400: { description: 'InvalidRequest: not a hash' },
      404: { description: 'ProposalNotFound' },
      ...AUTH_PROBLEMS,
    },
  },
  approve: {
    method: 'post',
    path: '/v1/proposals/{hash}/approvals',
    summary: 'Approve one exact proposal for one run at one snapshot',
    auth: ['approver'],
    bodyLimit: JSON_LIMIT,
    body: [{ contentType: 'application/json', schema: approvalRequest }],
    responses: {
      201: { description: 'the approval', schema: approvalResponse },
      404: { description: 'RunNotFound, ProposalNotFound' },
      409: {
        description:
          'ApprovalExists, ApprovalMismatch (the snapshot is not the base), BaseMismatch (the repository moved)',
      },
      ...AUTH_PROBLEMS,
    },
  },
  chain: {
    method: 'post',
    path: '/v1/runs/{run}/approvals/chained',
    summary:
      "A merge queue's approval: carry over a reviewer's approval of the same normalized diff in this project to this run's proposal",
    auth: ['executor'],
    bodyLimit: JSON_LIMIT,
    body: [{ contentType: 'application/json', schema: chainRequest }],
    responses: {
      201: {
        description: 'the approval, naming the one it carries over (chainedFrom)',
        schema: approvalResponse,
      },
      404: {
        description:
          'RunNotFound, ProposalNotFound, ApprovalNotFound (no reviewer approved this normalized diff here: ask one)',
      },
      409: { description: 'ApprovalExists, BaseMismatch (the repository moved)' },
      ...AUTH_PROBLEMS,
    },
  },
  listApprovals: {
    method: 'get',
    path: '/v1/runs/{run}/approvals',
    summary: 'The approvals of one proposal for this run (empty until a reviewer approves)',
    auth: 'token',
    query: { proposal: { description: 'the proposal hash (sha256:<hex>)', required: true } },
    responses: {
      200: {
        description: 'the approvals, oldest first: at most one per run and proposal',
        schema: approvalList,
      },
      400: { description: 'InvalidRequest: proposal missing or not a hash' },
      404: { description: 'RunNotFound' },
      ...AUTH_PROBLEMS,
    },
  },
} as const satisfies Record<string, RouteSpec>;

/**
 * The proposal as the viewer may see it: its submissions to runs of projects it reaches, and
 * the submitters and declared authors of the newest of them (never those of another project).
 */
async function proposalAnswer(deps: AppDeps, viewer: Principal, hash: TypedHash) {
  const submissions = await findProposal(deps.context, viewer, hash);
  const newest = submissions[0] as ProposalSummary;
  const { store } = deps.context;
  return proposalView(
    submissions,
    await store.proposersOf(newest.runId, hash),
    await store.runAuthorsOf(newest.runId, hash),
  );
}

export function mountProposalRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const { context } = deps;
  const r = PROPOSAL_ROUTES;
  app.post(honoPath(r.createRun.path), async (c) => {
    const request = await authorize(c, deps, 'register-run');
    const body = await readJson(c, runRequest, r.createRun.bodyLimit);
    return c.json(runView(await registerRun(context, request, body)), 201);
  });
  app.get(honoPath(r.getRun.path), async (c) => {
    const request = await requestOf(c, deps);
    return c.json(runView(await getRun(context, param(c, 'run'), request.principal)));
  });
  app.post(honoPath(r.propose.path), async (c) => {
    // The role is checked before up to 34 MiB of body is read.
    const request = await authorize(c, deps, 'propose');
    const runId = param(c, 'run');
    const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    let patch: Uint8Array;
    let authors = authorsHeader(c.req.header(AUTHORS_HEADER));
    if (isJson(c)) {
      const body = parseJsonBody(await readBody(c, r.propose.bodyLimit), proposalRequest);
      patch = utf8.encode(body.patch);
      authors = [...authors, ...(body.authors ?? [])];
    } else if (PATCH_TYPES.includes(type)) patch = await readBody(c, r.propose.bodyLimit);
    else
      throw new ServiceError(
        'InvalidRequest',
        `send the patch as text/plain (or text/x-diff, application/octet-stream), or as JSON {"patch": "…"}; got "${type || 'no content type'}"`,
      );
    const { created, record } = await submitProposal(context, request, runId, patch, authors);
    return c.json(await proposalAnswer(deps, request.principal, record.hash), created ? 201 : 200);
  });
  app.get(honoPath(r.getProposal.path), async (c) => {
    const request = await requestOf(c, deps);
    return c.json(
      await proposalAnswer(deps, request.principal, digestParam(param(c, 'hash'), 'proposal hash')),
    );
  });
  app.post(honoPath(r.approve.path), async (c) => {
    const request = await authorize(c, deps, 'approve');
    const hash = digestParam(param(c, 'hash'), 'proposal hash');
    const body = await readJson(c, approvalRequest, r.approve.bodyLimit);
    return c.json(approvalView(await approveProposal(context, request, hash, body)), 201);
  });
  app.post(honoPath(r.chain.path), async (c) => {
    const request = await authorize(c, deps, 'execute');
    const body = await readJson(c, chainRequest, r.chain.bodyLimit);
    return c.json(
      approvalView(
        await chainApproval(
          context,
          request,
          param(c, 'run'),
          digestParam(body.proposal, 'proposal hash'),
        ),
      ),
      201,
    );
  });
  app.get(honoPath(r.listApprovals.path), async (c) => {
    const request = await requestOf(c, deps);
    const hash = digestParam(c.req.query('proposal') ?? '', 'proposal hash');
    const found = await approvalsOfProposal(context, request.principal, param(c, 'run'), hash);
    return c.json({ approvals: found.map((a) => approvalView(a)) });
  });
}
