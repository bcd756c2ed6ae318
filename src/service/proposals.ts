/**
 * Proposals (PROTOCOL 3, 8): a proposer submits a patch to a run; intake runs against the
 * run's repository under the run spec's policy. The patch is kept as submitted, so the
 * worker can run intake again at execution time and must arrive at the same hash.
 */
import { IntakeRefusal, PatchProofError, ServiceError } from '../core/errors.js';
import type { TypedHash } from '../core/hash/typed-hash.js';
import { propose, type Proposal } from '../core/intake/propose.js';
import { intakePolicyFor } from '../core/runspec/intake-policy.js';
import type { ProposalRecord, ProposalSummary, RunRecord } from '../core/service/records.js';
import { assertMayAct, isValidActor } from '../core/service/roles.js';
import type { Viewer } from '../core/service/scope.js';
import { requestEvent, type RequestContext, type ServiceContext } from './context.js';
import { getRun, loadRunMaterials, type RunMaterials } from './runs.js';

/** Submitters and declared authors one proposal may have in one run. */
const MAX_RUN_AUTHORS = 32;

/** Runs intake on `patch` for `run`; the proposal, or the first refusal. */
export async function intake(
  context: ServiceContext,
  run: RunRecord,
  materials: RunMaterials,
  patch: Uint8Array,
): Promise<Proposal> {
  const modules = await context.runnerModules?.(materials.spec);
  const proposal = await propose({
    patch,
    repository: materials.repository,
    syntax: context.syntax,
    policy: intakePolicyFor(materials.spec, modules),
  });
  if (proposal.object.base !== run.snapshot) {
    throw new IntakeRefusal(
      'BaseMismatch',
      `the repository is at ${proposal.object.base}, but ${run.id} was registered at ${run.snapshot}; register a new run for the current tree`,
      {
        details: { expected: run.snapshot, actual: proposal.object.base },
      },
    );
  }
  return proposal;
}

/**
 * Submits a patch; resolves to the stored proposal (`created` false when it was already
 * there). `authors`: the upstream authors a relay declares (a CI bot submitting a PR
 * opener's patch); recorded so that they, like every submitter, can never approve these bytes.
 */
export async function submitProposal(
  context: ServiceContext,
  request: RequestContext,
  runId: string,
  patch: Uint8Array,
  authors: readonly string[] = [],
): Promise<{ created: boolean; record: ProposalRecord }> {
  assertMayAct(request.principal, 'propose');
  const bad = authors.find((author) => !isValidActor(author));
  if (bad !== undefined || authors.length > 20) {
    throw new ServiceError(
      'InvalidRequest',
      'declare at most 20 authors, each 1–200 printable characters without leading or trailing spaces, in NFC (forge logins or commit authors)',
      { details: { field: 'authors' } },
    );
  }
  const declared = [...new Set(authors)];
  const run = await getRun(context, runId, request.principal);
  const started = Date.now();
  let proposal: Proposal;
  try {
    proposal = await intake(context, run, await loadRunMaterials(context, run), patch);
  } catch (error) {
    // Refusals are part of the record: who proposed what, and which gate said no.
    if (error instanceof PatchProofError) {
      await context.store.appendEvent(
        requestEvent(request, 'propose', {
          runId,
          status: 'refused',
          error: { code: error.code, message: error.message },
          durationMs: Date.now() - started,
        }),
      );
    }
    throw error;
  }
  if (declared.length > 0) {
    // Each declaration may lock a reviewer out of this hash: bounded per run, so a proposer cannot name everyone.
    const known = new Set(await context.store.runAuthorsOf(runId, proposal.hash));
    const total = known.size + declared.filter((a) => !known.has(a)).length;
    if (total > MAX_RUN_AUTHORS) {
      throw new ServiceError(
        'InvalidRequest',
        `this proposal would have ${total} authors in ${runId}, over ${MAX_RUN_AUTHORS}; declare only the patch's real authors`,
        { details: { field: 'authors' } },
      );
    }
  }
  return context.store.saveProposal(
    {
      runId,
      hash: proposal.hash,
      base: proposal.object.base,
      result: proposal.object.result,
      diff: proposal.object.diff,
      format: proposal.format,
      normalizedDiff: proposal.normalizedDiff,
      files: proposal.files.map((f) => ({ path: f.path, op: f.op })),
      gates: proposal.gates,
      findings: proposal.findings,
      patch,
      proposer: request.principal.actor,
      declaredAuthors: declared,
    },
    requestEvent(request, 'propose', {
      runId,
      durationMs: Date.now() - started,
      detail: { proposal: proposal.hash, ...(declared.length > 0 ? { authors: declared } : {}) },
    }),
  );
}

/** Every submission of a proposal hash to a run the viewer reaches (newest first); ProposalNotFound when there is none. */
export async function findProposal(
  context: ServiceContext,
  viewer: Viewer,
  hash: TypedHash,
): Promise<readonly ProposalSummary[]> {
  const found = await context.store.findProposal(
    hash,
    100,
    viewer === 'worker' ? null : viewer.projects,
  );
  if (found.length === 0)
    throw new ServiceError(
      'ProposalNotFound',
      `no proposal ${hash}; submit it with POST /v1/runs/{run}/proposals`,
      { details: { proposal: hash } },
    );
  return found;
}

/** The proposal as submitted to `runId`; ProposalNotFound otherwise. */
export async function proposalOfRun(
  context: ServiceContext,
  runId: string,
  hash: TypedHash,
): Promise<ProposalRecord> {
  const record = await context.store.getProposal(runId, hash);
  if (!record)
    throw new ServiceError(
      'ProposalNotFound',
      `proposal ${hash} was not submitted to ${runId}; submit it to that run first`,
      { details: { proposal: hash, run: runId } },
    );
  return record;
}
