/**
 * The one validation sequence (PROTOCOL 7): propose → approve → execute → publish.
 *
 * Every path that ends in a receipt runs this function: `patchproof validate` and `demo`,
 * the service worker (and so the MCP tools, which propose through the service), and the
 * benchmarks. Whatever execution and sealing demand (PROTOCOL 5, 5.1) therefore holds on
 * each of them alike; a caller chooses only its ports. This layer does no I/O of its own:
 * it sits between the pure core and the adapters that implement the ports.
 */
import type { Approval } from '../core/execution/approval.js';
import { assertListOfRunImage } from '../core/gates/runner-modules.js';
import {
  type ExecutionResult,
  execute,
  type ProgressEvent,
  type WorkspaceFactory,
} from '../core/execution/execute.js';
import type { PhaseResult } from '../core/execution/phase-result.js';
import type { Runner } from '../core/runner/runner-port.js';
import type { RunnerModules } from '../core/gates/runner-modules.js';
import type { SealInput } from '../core/execution/sealing.js';
import { findingCount, type UploadedBase } from '../core/intake/base-gates.js';
import { findingKey } from '../core/intake/environment-findings.js';
import type { Proposal } from '../core/intake/propose.js';
import { type BuiltReceipt, buildReceipt } from '../core/receipt/build-receipt.js';
import type { ResolvedRunSpec } from '../core/runspec/resolve.js';
import type { SnapshotId } from '../core/snapshot/inventory.js';
import {
  type PreparableBase,
  type PreparedEnvironment,
  prepareEnvironment,
} from './environment-setup.js';

/** Disposable copies for one execution, closed when it ends. */
export type ClosableWorkspaces = WorkspaceFactory &
  PreparableBase & {
    close(): Promise<void>;
    /** The result's Git tree SHA-1, once a patched copy was made (recorded in the receipt for in-toto subjects). */
    resultGitTree?(): string | undefined;
  };

/** What each authority's step is, as seen from this sequence. */
export interface ValidationPorts<Published> {
  /** The runner for the spec; asked first, so a missing engine is a refusal before intake. */
  runner(): Promise<Runner>;
  /** Propose: intake of the patch on today's tree. Throws a coded refusal. */
  propose(): Promise<Proposal>;
  /** Approve: the approval of exactly this proposal (given now, or loaded and checked). */
  approve(proposal: Proposal): Promise<Approval>;
  /**
   * Checked before any test runs: a run whose receipt cannot be published is wasted evidence.
   * Given the proposal, whose normalized diff is published beside the receipt.
   */
  readyToPublish?(proposal: Proposal): Promise<void>;
  workspaces(proposal: Proposal): ClosableWorkspaces;
  /** The module list of the environment `environment.setup` prepared (runner-modules.ts). */
  preparedModules?(prepared: Runner): Promise<RunnerModules>;
  /**
   * The sealing input, with a fresh CSPRNG seed, the trusted suites and the patched tree's
   * test files (for the regression suite's plants). Only tests of the verdict rules on the fake
   * runner give none: an unsealed run is never proof grade.
   */
  seal(proposal: Proposal): Promise<SealInput | undefined>;
  /** The live repository's snapshot ID, read now. */
  liveSnapshot(): Promise<SnapshotId>;
  /** Publish: hand the built receipt to the publisher's store (or back to the caller). */
  publish(receipt: BuiltReceipt, proposal: Proposal): Promise<Published>;
  /**
   * The hidden phase's details, for the operator alone (docs/threat-model.md). Best effort:
   * the verdict stands even if this record is lost.
   */
  recordHidden(runId: string, receiptDigest: string, hidden: PhaseResult): Promise<void>;
}

export type ValidationStep =
  | { readonly stage: 'propose'; readonly proposal: Proposal }
  | { readonly stage: 'approve'; readonly approval: Approval }
  | { readonly stage: 'execute'; readonly runner: Runner }
  | { readonly stage: 'phase'; readonly event: ProgressEvent }
  | { readonly stage: 'publish'; readonly receipt: BuiltReceipt };

export interface ValidationInput {
  readonly runId: string;
  readonly spec: ResolvedRunSpec;
  readonly toolVersion: string;
  readonly concurrency?: number;
  /** Cancels execution (execute() rejects with `Cancelled`); nothing is published then. */
  readonly signal?: AbortSignal;
  /** An uploaded base and its tree-gate findings: with any, the validation is not proof grade. */
  readonly base?: UploadedBase;
  onStep?(step: ValidationStep): void;
}

export interface Validation<Published> {
  readonly proposal: Proposal;
  readonly approval: Approval;
  readonly execution: ExecutionResult;
  readonly receipt: BuiltReceipt;
  readonly published: Published;
}

/**
 * Runs the sequence. A coded error thrown before `execute` is a refusal (nothing ran); once
 * the phases have run, the verdict is in the receipt, whatever it is.
 */
export async function validate<Published>(
  input: ValidationInput,
  ports: ValidationPorts<Published>,
): Promise<Validation<Published>> {
  const step = (s: ValidationStep): void => input.onStep?.(s);
  const runner = await ports.runner();
  const proposal = await ports.propose();
  assertListOfRunImage(proposal.policy.shadowing?.modules, await runner.fingerprint());
  step({ stage: 'propose', proposal });
  const approval = await ports.approve(proposal);
  step({ stage: 'approve', approval });
  await ports.readyToPublish?.(proposal);
  const seal = await ports.seal(proposal);
  step({ stage: 'execute', runner });
  const workspaces = ports.workspaces(proposal);
  let execution: ExecutionResult;
  let prepared: PreparedEnvironment | undefined;
  let resultGitTree: string | undefined;
  try {
    // Before any phase, on the base copy alone; the phases then run on what it prepared.
    const modules = ports.preparedModules;
    // The ShadowedModule gate is judged again against what the setup installed (when intake ran it).
    const recheck = {
      changes: proposal.changes,
      ...(modules && proposal.policy.shadowing ? { modules } : {}),
    };
    prepared = await prepareEnvironment(runner, workspaces, input.spec, recheck, input.signal);
    execution = await execute({
      runId: input.runId,
      proposal,
      approval,
      spec: input.spec,
      runner: prepared?.runner ?? runner,
      workspaces,
      ...(seal ? { seal } : {}),
      // Gate mode proposal runs the patch's test files on the base (proposal-phases.ts).
      ...(seal?.regression?.proposed ? { proposedTests: seal.regression.proposed } : {}),
      ...(input.signal ? { signal: input.signal } : {}),
      ...(input.concurrency !== undefined ? { concurrency: input.concurrency } : {}),
      liveSnapshot: () => ports.liveSnapshot(),
      onProgress: (event) => step({ stage: 'phase', event }),
    });
    resultGitTree = workspaces.resultGitTree?.();
  } finally {
    // The runner's close removes what an engine that was away could not (bounded in time).
    await Promise.all([
      workspaces.close(),
      prepared && prepared.runner !== runner ? prepared.runner.close?.() : undefined,
      runner.close?.(),
    ]);
    await prepared?.release();
  }
  // Findings in an uploaded base: the verdict stands, the proof does not (base-gates.ts).
  if (input.base && findingCount(input.base) > 0) execution = { ...execution, proofGrade: false };
  // A patch that may tell the sandbox from production: likewise (environment-findings.ts),
  // unless the reviewer accepted each finding in the approval.
  const accepted = new Set(approval.object.acceptedFindings ?? []);
  if (proposal.findings.some((f) => !accepted.has(findingKey(f))))
    execution = { ...execution, proofGrade: false };
  const receipt = buildReceipt({
    runId: input.runId,
    proposal,
    approval,
    spec: input.spec,
    execution,
    toolVersion: input.toolVersion,
    ...(prepared ? { setup: prepared.record } : {}),
    ...(input.base ? { base: input.base } : {}),
    ...(resultGitTree ? { resultGitTree } : {}),
  });
  const published = await ports.publish(receipt, proposal);
  await ports
    .recordHidden(input.runId, receipt.digest, execution.hiddenDetail)
    .catch(() => undefined);
  step({ stage: 'publish', receipt });
  return { proposal, approval, execution, receipt, published };
}
