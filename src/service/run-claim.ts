/**
 * Runs one claimed validation from the start, in fresh copies, through the one validation
 * sequence (src/app/validate.ts): reload the run's repository and spec (refused if either
 * moved), run intake again on the stored patch (refused unless it gives the approved
 * proposal hash), then the four phases, then build the receipt. The receipt is handed back,
 * never published here: publishing is the publisher's action.
 */
import { type ClosableWorkspaces, validate } from '../app/validate.js';
import { recordHiddenPhase } from '../adapters/fs/index.js';
import { sealInputFor } from '../adapters/workspace/index.js';
import { createWorkspaceFactory } from '../adapters/workspace/index.js';
import { ExecutionError, PatchProofError } from '../core/errors.js';
import { type Approval, approve } from '../core/execution/approval.js';
import type { RunnerModules } from '../core/gates/runner-modules.js';
import type { Runner } from '../core/runner/runner-port.js';
import type { SealInput } from '../core/execution/sealing.js';
import type { Proposal } from '../core/intake/propose.js';
import type { ResolvedRunSpec } from '../core/runspec/resolve.js';
import type {
  Claim,
  PhaseProgress,
  RunRecord,
  ValidationOutcome,
} from '../core/service/records.js';
import { assertNotSelfApproval } from '../core/service/roles.js';
import { getApproval } from './approvals.js';
import { HIDDEN_PACE_MS, PhaseTracker, type ProgressSink } from './phase-tracker.js';
import type { ServiceContext } from './context.js';
import { intake, proposalOfRun } from './proposals.js';
import { liveSnapshot } from './run-repository.js';
import { getRun, loadRunMaterials, type RunMaterials } from './runs.js';
import { readUploadedBase } from './uploaded-base.js';

export interface ExecutorDeps {
  readonly context: ServiceContext;
  readonly toolVersion: string;
  runnerFor(spec: ResolvedRunSpec): Promise<Runner>;
  /** The module list of the environment `environment.setup` prepared (runner-modules.ts). */
  preparedModules?(spec: ResolvedRunSpec, prepared: Runner): Promise<RunnerModules>;
  /** Disposable copies for one execution; defaults to copies of the snapshot on local disk. */
  workspacesFor?(materials: RunMaterials, proposal: Proposal): ClosableWorkspaces;
  /**
   * What seals the trusted suites; defaults to reading them with a fresh CSPRNG seed. Only
   * queue tests on the fake runner leave it out (undefined): an unsealed run is never proof grade.
   */
  sealInput?(spec: ResolvedRunSpec): Promise<SealInput | undefined>;
}

export type { ProgressSink } from './phase-tracker.js';

/**
 * Runs the claim. Resolves to how it ended: `completed` with a receipt, or `failed` with a
 * code when it was refused before any test ran. Rejects only when `signal` aborted. Once the
 * hidden phase started, the answer waits for a whole `paceMs` step (phase-tracker.ts).
 */
export async function runClaim(
  deps: ExecutorDeps,
  claim: Claim,
  signal: AbortSignal,
  phases: readonly PhaseProgress[],
  onProgress: ProgressSink,
  paceMs = HIDDEN_PACE_MS,
): Promise<ValidationOutcome> {
  const progress = new PhaseTracker(phases, onProgress);
  const outcome = await runPhases(deps, claim, signal, progress);
  await progress.release(paceMs, signal);
  return { ...outcome, ...(outcome.kind === 'completed' ? { phases: progress.phases } : {}) };
}

async function runPhases(
  deps: ExecutorDeps,
  claim: Claim,
  signal: AbortSignal,
  progress: PhaseTracker,
): Promise<ValidationOutcome> {
  const { context } = deps;
  try {
    const run = await getRun(context, claim.runId, 'worker');
    const materials = await loadRunMaterials(context, run);
    const { spec } = materials;
    // Judged again here, on the tree this worker extracted, with the module list it runs with.
    const base = await readUploadedBase(context, run, materials);
    const validation = await validate(
      {
        runId: run.id,
        spec,
        toolVersion: deps.toolVersion,
        signal,
        ...(base ? { base } : {}),
        onStep: (s) => s.stage === 'phase' && progress.apply(s.event),
      },
      {
        runner: () => deps.runnerFor(spec),
        ...(deps.preparedModules
          ? {
              preparedModules: (prepared: Runner) =>
                (deps.preparedModules as NonNullable<ExecutorDeps['preparedModules']>)(
                  spec,
                  prepared,
                ),
            }
          : {}),
        propose: () => proposeAgain(context, run, materials, claim),
        approve: () => storedApproval(context, claim),
        workspaces: (proposal) =>
          deps.workspacesFor?.(materials, proposal) ??
          createWorkspaceFactory({
            repository: materials.repository,
            changes: proposal.changes,
            spec,
            expected: { base: proposal.object.base, result: proposal.object.result },
          }),
        seal: (proposal) =>
          deps.sealInput
            ? deps.sealInput(spec)
            : sealInputFor(spec, { repository: materials.repository, changes: proposal.changes }),
        liveSnapshot: () => liveSnapshot(context, run),
        // Handed back, never published here: publishing is the publisher's action.
        publish: async (receipt) => receipt,
        recordHidden: async (runId, digest, hidden) =>
          void (await recordHiddenPhase(runId, digest, hidden)),
      },
    );
    const { execution, receipt } = validation;
    return {
      kind: 'completed',
      verdict: execution.verdict,
      proofGrade: execution.proofGrade,
      receiptDigest: receipt.digest,
      receiptBytes: receipt.bytes,
      phases: progress.phases,
    };
  } catch (error) {
    // Refused before any test ran (moved tree or spec, approval or base no longer match): a
    // coded failure, no receipt. A cancelled run rejects, as the worker expects.
    if (error instanceof PatchProofError && !signal.aborted)
      return { kind: 'failed', error: { code: error.code, message: error.message } };
    throw error;
  }
}

/** Intake again, on today's tree: the approved hash binds the base, so a tree that moved gives another hash (or a refusal) and nothing runs. */
async function proposeAgain(
  context: ServiceContext,
  run: RunRecord,
  materials: RunMaterials,
  claim: Claim,
): Promise<Proposal> {
  const stored = await proposalOfRun(context, run.id, claim.proposal);
  const proposal = await intake(context, run, materials, stored.patch);
  if (proposal.hash !== stored.hash) {
    throw new ExecutionError(
      'ApprovalMismatch',
      `intake now gives ${proposal.hash}, not the approved ${stored.hash}; nothing was run. Propose and approve again`,
      {
        details: { field: 'proposal', expected: stored.hash, actual: proposal.hash },
      },
    );
  }
  return proposal;
}

/** The approval the approver gave, rebuilt from its record; refused unless it hashes to its address. */
async function storedApproval(context: ServiceContext, claim: Claim): Promise<Approval> {
  const record = await getApproval(context, claim.approval, 'worker');
  // Once more at execution: an approver who became an author after approving ends here.
  assertNotSelfApproval(record.actor, await context.store.authorsOf(record.runId, record.proposal));
  const approval = approve({
    proposal: record.proposal,
    run: record.runId,
    snapshot: record.snapshot,
    actor: record.actor,
    approvedAt: record.approvedAt,
    acceptedChanges: record.acceptedChanges ?? [],
    acceptedFindings: record.acceptedFindings ?? [],
    ...(record.chainedFrom ? { chainedFrom: record.chainedFrom } : {}),
  });
  if (approval.hash !== record.hash) {
    throw new ExecutionError(
      'ApprovalMismatch',
      `the stored approval ${record.hash} does not hash to its address; nothing was run`,
      { details: { field: 'approval hash' } },
    );
  }
  return approval;
}
