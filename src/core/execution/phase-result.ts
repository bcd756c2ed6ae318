/**
 * What one phase proved, as the receipt records it (PROTOCOL 5, 6). `reasons` lists every
 * rule the evidence broke, each with a stable code; an empty list is the only way to pass.
 */
import type { Classification } from '../runner/classify.js';
import type { PhaseSeal } from './sealing.js';
import type { RunResult } from '../runner/runner-port.js';
import type { TestIntegrity } from './test-integrity.js';

export const PHASES = ['baseline', 'patched', 'regression', 'hidden'] as const;
export type PhaseName = (typeof PHASES)[number];

export type ReasonCode =
  | 'Infrastructure'
  | 'Timeout'
  | 'OutOfMemory'
  | 'DiskLimit'
  | 'OutputTruncated'
  | 'ReportUnreadable'
  | 'CollectionError'
  | 'NoTestsExecuted'
  | 'ReportDisagreesWithExit'
  | 'WrongExitStatus'
  | 'NoAssertionFailure'
  | 'TestsFailed'
  | 'TestsSkipped'
  | 'TargetMissing'
  | 'TargetNotFailing'
  | 'TargetNotPassing'
  | 'RegressionLost'
  | 'BaseRegressionUnavailable'
  | 'EvidenceTampered'
  | 'TrustedSuiteNotLoadable'
  | 'ProbesFailed'
  | 'NoProposalTests'
  | 'ProposalTestsNotFailing'
  | 'NotRun';

export interface Reason {
  readonly code: ReasonCode;
  readonly detail: string;
}

export interface OutputDigest {
  readonly sha256: string;
  readonly bytes: number;
}

export interface TestCounts {
  readonly executed: number;
  readonly passed: number;
  readonly failed: number;
  readonly errored: number;
  readonly skipped: number;
}

export interface PhaseResult {
  readonly name: PhaseName;
  readonly outcome: 'pass' | 'fail' | 'skipped';
  readonly classification: Classification | null;
  readonly reasons: readonly Reason[];
  readonly exitCode: number | null;
  readonly tests: TestCounts;
  readonly targets: ReadonlyArray<{ readonly id: string; readonly status: string }>;
  readonly durationMs: number;
  readonly stdout: OutputDigest;
  readonly stderr: OutputDigest;
  readonly truncated: boolean;
  /** Regression only: tests that passed on the base and do not pass with the patch. */
  readonly lostTests?: readonly string[];
  /**
   * Regression: tests that passed on the base, failed in the regression run and passed in
   * every rerun of it (recheck.ts): excused as failing by the machine, not by the patch.
   */
  readonly rechecked?: readonly string[];
  /** Regression only: the test files the patch touched, whether their base versions ran, and the accepted changes it used (PROTOCOL 5.1). */
  readonly testIntegrity?: TestIntegrity;
  /** Sealed suites (PROTOCOL 5.1): what was planted and whether the report kept to it. */
  readonly seal?: PhaseSeal;
  /** Hidden only, with probes in the spec: cases run and cases that matched, compared outside the runner. */
  readonly probes?: { readonly cases: number; readonly passed: number };
  /**
   * `probes` when this phase's evidence includes probes, which code under test cannot forge
   * (PROTOCOL 5.1); `proposal` when its tests are the proposer's own (gate mode proposal);
   * `memory` when the baseline's run was killed for memory, which there is the bug showing.
   */
  readonly evidence?: 'probes' | 'proposal' | 'memory';
}

export const NO_TESTS: TestCounts = { executed: 0, passed: 0, failed: 0, errored: 0, skipped: 0 };

/** The reasons a run itself gives, whatever its report says: it failed to run, was killed, overflowed, or ran out of disk. */
export function runProblems(run: RunResult, add: (code: ReasonCode, detail: string) => void): void {
  if (run.infrastructureError !== undefined)
    add('Infrastructure', run.infrastructureError.slice(0, 500));
  if (run.timedOut) add('Timeout', `killed after ${Math.round(run.durationMs / 1000)} s`);
  if (run.oomKilled) add('OutOfMemory', 'killed for exceeding its memory limit');
  if (run.diskLimit !== undefined) add('DiskLimit', run.diskLimit.detail.slice(0, 500));
  if (run.truncated) add('OutputTruncated', 'stdout or stderr passed the byte cap');
}

/** The phase a run belongs to: the regression suite's base and guard runs are part of regression. */
export function phaseOfRun(run: PhaseName | 'regression-base' | 'regression-guard'): PhaseName {
  return run === 'regression-base' || run === 'regression-guard' ? 'regression' : run;
}
