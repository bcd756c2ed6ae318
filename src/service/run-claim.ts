/**
 * Runs one claimed validation from the start, in fresh copies: reload the run's repository
 * and spec (refused if either moved), run intake again on the stored patch (refused unless
 * it gives the approved proposal hash), then the four phases, then build the receipt. The
 * receipt is handed back, never published here: publishing is the publisher's action.
 */
import { recordHiddenPhase } from '../adapters/fs/hidden-record.js';
import { sealInputFor } from '../adapters/workspace/trusted-suite.js';
import { createWorkspaceFactory } from '../adapters/workspace/workspace-factory.js';
import { ExecutionError, PatchProofError } from '../core/errors.js';
import { approve } from '../core/execution/approval.js';
import { execute, type ProgressEvent, type WorkspaceFactory } from '../core/execution/execute.js';
import type { Runner } from '../core/execution/runner-port.js';
import type { SealInput } from '../core/execution/sealing.js';
import type { Proposal } from '../core/intake/propose.js';
import { buildReceipt } from '../core/receipt/build-receipt.js';
import type { ResolvedRunSpec } from '../core/runspec/resolve.js';
import type { Claim, PhaseProgress, ValidationOutcome } from '../core/service/records.js';
import { getApproval } from './approvals.js';
import type { ServiceContext } from './context.js';
import { intake, proposalOfRun } from './proposals.js';
import { liveSnapshot } from './run-repository.js';
import { getRun, loadRunMaterials, type RunMaterials } from './runs.js';

export interface ExecutorDeps {
  readonly context: ServiceContext;
  readonly toolVersion: string;
  runnerFor(spec: ResolvedRunSpec): Promise<Runner>;
  /** Disposable copies for one execution; defaults to copies of the snapshot on local disk. */
  workspacesFor?(materials: RunMaterials, proposal: Proposal): WorkspaceFactory & { close(): Promise<void> };
  /**
   * What seals the trusted suites; defaults to reading them with a fresh CSPRNG seed. Only
   * queue tests on the fake runner leave it out (undefined): an unsealed run is never proof grade.
   */
  sealInput?(spec: ResolvedRunSpec): Promise<SealInput | undefined>;
}

/** Called with the phases after every change, in order. */
export type ProgressSink = (currentPhase: string | null, phases: readonly PhaseProgress[], event: ProgressEvent) => void;

/**
 * Runs the claim. Resolves to how it ended: `completed` with a receipt, or `failed` with a
 * code when it was refused before any test ran. Rejects only when `signal` aborted.
 */
export async function runClaim(deps: ExecutorDeps, claim: Claim, signal: AbortSignal, phases: readonly PhaseProgress[], onProgress: ProgressSink): Promise<ValidationOutcome> {
  let prepared;
  try {
    prepared = await prepare(deps, claim);
  } catch (error) {
    if (error instanceof PatchProofError) return { kind: 'failed', error: { code: error.code, message: error.message } };
    throw error;
  }
  const { run, materials, proposal, approval, runner } = prepared;
  const workspaces = deps.workspacesFor?.(materials, proposal)
    ?? createWorkspaceFactory({ repository: materials.repository, changes: proposal.changes, spec: materials.spec, expected: { base: proposal.object.base, result: proposal.object.result } });
  const progress = new PhaseTracker(phases, onProgress);
  let execution;
  try {
    execution = await execute({
      runId: run.id,
      proposal,
      approval,
      spec: materials.spec,
      runner,
      workspaces,
      ...(await sealOf(deps, materials.spec)),
      signal,
      liveSnapshot: () => liveSnapshot(deps.context, run),
      onProgress: (event) => progress.apply(event),
    });
  } catch (error) {
    // Refused at the start (approval or base no longer match): a coded failure, no receipt.
    if (error instanceof PatchProofError && !signal.aborted) return { kind: 'failed', error: { code: error.code, message: error.message } };
    throw error;
  } finally {
    await workspaces.close();
  }
  const receipt = buildReceipt({ runId: run.id, proposal, approval, spec: materials.spec, execution, toolVersion: deps.toolVersion });
  // The hidden phase's details are the operator's alone (docs/threat-model.md).
  // Best effort: a missing record must not turn a decided validation into a retried one.
  await recordHiddenPhase(run.id, receipt.digest, execution.hiddenDetail).catch(() => undefined);
  return { kind: 'completed', verdict: execution.verdict, proofGrade: execution.proofGrade, receiptDigest: receipt.digest, receiptBytes: receipt.bytes, phases: progress.phases };
}

async function sealOf(deps: ExecutorDeps, spec: ResolvedRunSpec): Promise<{ seal?: SealInput }> {
  const seal = deps.sealInput ? await deps.sealInput(spec) : await sealInputFor(spec);
  return seal ? { seal } : {};
}

async function prepare(deps: ExecutorDeps, claim: Claim) {
  const { context } = deps;
  const run = await getRun(context, claim.runId);
  const stored = await proposalOfRun(context, run.id, claim.proposal);
  const approvalRecord = await getApproval(context, claim.approval);
  const materials = await loadRunMaterials(context, run);
  // Intake again, on today's tree: the approved hash binds the base, so a tree that moved
  // gives another hash (or a refusal) and nothing runs.
  const proposal = await intake(context, run, materials, stored.patch);
  if (proposal.hash !== stored.hash) {
    throw new ExecutionError('ApprovalMismatch', `intake now gives ${proposal.hash}, not the approved ${stored.hash}; nothing was run. Propose and approve again`, {
      details: { field: 'proposal', expected: stored.hash, actual: proposal.hash },
    });
  }
  const approval = approve({ proposal: approvalRecord.proposal, run: approvalRecord.runId, snapshot: approvalRecord.snapshot, actor: approvalRecord.actor, approvedAt: approvalRecord.approvedAt });
  if (approval.hash !== approvalRecord.hash) {
    throw new ExecutionError('ApprovalMismatch', `the stored approval ${approvalRecord.hash} does not hash to its address; nothing was run`, { details: { field: 'approval hash' } });
  }
  const runner = await deps.runnerFor(materials.spec);
  return { run, materials, proposal, approval, runner };
}

/** Folds execution progress into the per-phase view the API shows. */
class PhaseTracker {
  phases: PhaseProgress[];
  constructor(initial: readonly PhaseProgress[], private readonly sink: ProgressSink) {
    this.phases = initial.map((p) => ({ name: p.name, state: 'pending' }));
  }

  apply(event: ProgressEvent): void {
    // The regression suite's run on the base is part of the regression phase.
    const name = event.phase === 'regression-base' ? 'regression' : event.phase;
    if (event.type === 'phase-started') {
      this.update(name, (p) => (p.state === 'pending' ? { name, state: 'running' } : p));
    } else if (event.result) {
      const r = event.result;
      this.update(name, () => ({ name, state: 'done', outcome: r.outcome, classification: r.classification, tests: r.tests, reasons: r.reasons.map((x) => x.code) }));
    } else {
      return;
    }
    const running = this.phases.find((p) => p.state === 'running');
    this.sink(running?.name ?? null, this.phases, event);
  }

  private update(name: string, change: (p: PhaseProgress) => PhaseProgress): void {
    this.phases = this.phases.map((p) => (p.name === name ? change(p) : p));
  }
}
