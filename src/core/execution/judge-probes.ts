/**
 * Judging probe cases outside the runner (PROTOCOL 5.1): a case passes only when its run
 * ended by itself, within its limits, with exactly the expected exit status and stdout
 * bytes. Nothing the run says about itself is read, so there is nothing to forge. The
 * result joins the hidden phase: published as counts, with the case names for the operator.
 */
import { type Classification, pickClassification } from '../runner/classify.js';
import type { PhaseResult } from './phase-result.js';
import type { RunResult } from '../runner/runner-port.js';
import type { ProbeCase } from '../probes/cases.js';

export type ProbeMiss =
  | 'infrastructure'
  | 'disk'
  | 'timeout'
  | 'killed'
  | 'truncated'
  | 'exit'
  | 'stdout'
  | 'stderr'
  | 'not-run';

/** Why a case's run does not match it, or null when it does. */
export function judgeProbe(probe: ProbeCase, run: RunResult): ProbeMiss | null {
  if (run.infrastructureError !== undefined) return 'infrastructure';
  // A case that filled its disk may still print the expected answer; it used more than it may.
  if (run.diskLimit !== undefined) return 'disk';
  if (run.timedOut) return 'timeout';
  if (run.exitCode === null) return 'killed';
  if (run.truncated) return 'truncated';
  if (run.exitCode !== probe.exitCode) return 'exit';
  if (!sameBytes(run.stdout, probe.stdout)) return 'stdout';
  return probe.stderr === undefined || sameBytes(run.stderr, probe.stderr) ? null : 'stderr';
}

/** What a probe phase records; `misses` names cases and is for the operator only. */
export interface ProbeSummary {
  readonly cases: number;
  readonly passed: number;
  readonly misses: ReadonlyArray<{ readonly name: string; readonly why: ProbeMiss }>;
}

export function summarizeProbes(
  judged: ReadonlyArray<{ readonly name: string; readonly miss: ProbeMiss | null }>,
): ProbeSummary {
  const misses = judged.flatMap((j) => (j.miss === null ? [] : [{ name: j.name, why: j.miss }]));
  return { cases: judged.length, passed: judged.length - misses.length, misses };
}

const CLASS_OF: Readonly<Record<ProbeMiss, Classification>> = {
  infrastructure: 'ENVIRONMENT_ERROR',
  disk: 'ENVIRONMENT_ERROR',
  timeout: 'TIMEOUT',
  killed: 'ENVIRONMENT_ERROR',
  truncated: 'TEST_FAILURE',
  exit: 'TEST_FAILURE',
  stdout: 'TEST_FAILURE',
  stderr: 'TEST_FAILURE',
  // Not started because an earlier case missed: the phase has failed already.
  'not-run': 'TEST_FAILURE',
};

/** The hidden phase with its probes: any miss fails it, whatever its tests said. */
export function withProbes(phase: PhaseResult, summary: ProbeSummary): PhaseResult {
  const probes = { cases: summary.cases, passed: summary.passed };
  if (summary.misses.length === 0) return { ...phase, probes, evidence: 'probes' };
  const listed = summary.misses
    .slice(0, 20)
    .map((m) => `${m.name} (${m.why})`)
    .join(', ');
  return {
    ...phase,
    outcome: 'fail',
    classification: pickClassification([
      ...(phase.classification ? [phase.classification] : []),
      ...summary.misses.map((m) => CLASS_OF[m.why]),
    ]),
    reasons: [
      ...phase.reasons,
      {
        code: 'ProbesFailed',
        detail: `${summary.misses.length} of ${summary.cases} probe cases did not give the expected output and exit status: ${listed}`,
      },
    ],
    probes,
    evidence: 'probes',
  };
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
