/**
 * What execute() takes and what it gives (PROTOCOL 5): the approved proposal, the resolved
 * spec, the runner and copies it may use, the seal; and the phases, verdict and evidence.
 */
import type { TypedHash } from '../hash/typed-hash.js';
import type { ProposalObject } from '../intake/proposal.js';
import type { TestTransitions } from './transitions.js';
import type { RequirementResult } from './requirements.js';
import type { ProposedFile } from '../seal/regression-plants.js';
import type { ResolvedRunSpec } from '../runspec/resolve.js';
import type { SnapshotId } from '../snapshot/inventory.js';
import type { Runner, RunnerFingerprint } from '../runner/runner-port.js';
import type { Approval } from './approval.js';
import type { PhaseName, PhaseResult } from './phase-result.js';
import type { ExecutionSeal, SealInput } from './sealing.js';
import type { WorkspaceFactory } from './workspace-port.js';

export type ProgressEvent =
  | {
      readonly type: 'phase-started';
      readonly phase: PhaseName | 'regression-base' | 'regression-guard';
    }
  | {
      readonly type: 'phase-finished';
      readonly phase: PhaseName | 'regression-base' | 'regression-guard';
      readonly result?: PhaseResult;
    };

export interface ExecutionInput {
  readonly runId: string;
  readonly proposal: { readonly hash: TypedHash; readonly object: ProposalObject };
  readonly approval: Approval;
  readonly spec: ResolvedRunSpec;
  readonly runner: Runner;
  readonly workspaces: WorkspaceFactory;
  /** The live repository's snapshot ID, read now. */
  liveSnapshot(): Promise<SnapshotId>;
  readonly concurrency?: number;
  /**
   * Seals the trusted suites (PROTOCOL 5.1). Without it the run still happens, but it is
   * never proof grade: an unsealed report can be forged by the code it judges.
   */
  readonly seal?: SealInput;
  /**
   * Gate mode proposal: the test files the patch added or changed, with its bytes (null: it
   * deleted them); the baseline phase runs them on the base (proposal-phases.ts).
   */
  readonly proposedTests?: ReadonlyMap<string, ProposedFile | null>;
  /**
   * Cancels the execution: runs in flight are killed, runs not yet started never start, and
   * execute() rejects with ExecutionError `Cancelled` once every started run has cleaned up.
   */
  readonly signal?: AbortSignal;
  onProgress?(event: ProgressEvent): void;
}

export interface ExecutionResult {
  readonly phases: readonly PhaseResult[];
  /** The regression suite on the base: what the lost-test check compared against. */
  readonly regressionBase: {
    readonly exitCode: number | null;
    readonly passed: number;
    readonly usable: boolean;
  };
  readonly snapshotBefore: SnapshotId;
  /** The live snapshot after execution, or `unreadable: …` when it could not be read. */
  readonly snapshotAfter: string;
  readonly fingerprint: RunnerFingerprint;
  readonly verdict: 'PASS' | 'FAIL';
  readonly proofGrade: boolean;
  /** Problems outside any phase (the live repository changed). */
  readonly problems: readonly string[];
  /** The seal, with its seed now that every run has ended; null when the run was not sealed. */
  readonly seal: ExecutionSeal | null;
  /**
   * The hidden phase as it was decided, details included. For the operator only: the
   * published result keeps only codes and counts of it (PROTOCOL 5.1, "hidden stays hidden").
   */
  readonly hiddenDetail: PhaseResult;
  /** The targets and the base's passing regression tests, each with its status once patched (transitions.ts). */
  readonly transitions: TestTransitions;
  /** The spec's requirements, each with its tests' statuses once patched (requirements.ts); a FAIL is a problem. */
  readonly requirements: readonly RequirementResult[];
}
