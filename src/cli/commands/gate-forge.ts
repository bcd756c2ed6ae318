/**
 * The gate's last step with `--github`, `--gitlab` or `--junit`: its outcome where the forge's
 * users look (core/ci/gate-summary.ts, sent by cli/forge/github.ts and gitlab.ts) and as a
 * JUnit report (core/ci/junit-report.ts). Reporting is best effort for the job's own verdict:
 * the exit code stays what the receipt decided, and a failure to report is printed as a
 * warning (a commit status then stays as the forge had it, never turned green).
 */
import { writeFile } from 'node:fs/promises';
import { type GateOutcome, gateSummary, type SummaryPhase } from '../../core/ci/gate-summary.js';
import { junitReport } from '../../core/ci/junit-report.js';
import type { Receipt } from '../../core/receipt/schema.js';
import { type GitHubTarget, reportToGitHub } from '../forge/github.js';
import { type GitLabTarget, reportToGitLab } from '../forge/gitlab.js';
import { type Io, wireOf } from '../output.js';

export interface GateResult {
  readonly project: string;
  readonly server: string;
  readonly exitCode: number;
  readonly proposal: string | null;
  readonly receipt: { readonly digest: string; readonly body: Receipt } | null;
  readonly error: { readonly code: string; readonly message: string } | null;
  /** Exit 4 (--no-wait): the command a reviewer runs. */
  readonly pending?: { readonly approve: string; readonly review?: string };
}

/** Where to report, each read from the environment before anything is sent. */
export interface ReportTargets {
  readonly github?: GitHubTarget;
  readonly gitlab?: GitLabTarget;
  /** A file to write the JUnit report to. */
  readonly junit?: string;
}

/** Reports `result` everywhere `targets` names, printing what was done (or why not) on stderr. */
export async function reportGate(
  io: Io,
  targets: ReportTargets,
  result: GateResult,
): Promise<void> {
  const outcome = outcomeOf(result);
  const summary = gateSummary(outcome);
  const attempt = async (label: string, work: () => Promise<string[]>): Promise<void> => {
    try {
      for (const line of await work()) io.err(`${label.padEnd(9)} ${line}`);
    } catch (error) {
      const wire = wireOf(error);
      io.err(`${label.padEnd(9)} warning: could not report (${wire.code}): ${wire.message}`);
    }
  };
  const { github, gitlab, junit } = targets;
  if (github) await attempt('github', () => reportToGitHub(github, summary, outcome.receiptUrl));
  if (gitlab) await attempt('gitlab', () => reportToGitLab(gitlab, summary, outcome.receiptUrl));
  if (junit)
    await attempt(
      'junit',
      async () => (await writeFile(junit, junitReport(outcome)), [`report written to ${junit}`]),
    );
}

function outcomeOf(result: GateResult): GateOutcome {
  const receipt = result.receipt?.body;
  const phases: SummaryPhase[] = (receipt?.phases ?? []).map((p) => ({
    name: p.name,
    outcome: p.outcome,
    classification: p.classification,
    tests: p.tests,
    reasons: p.reasons,
  }));
  return {
    project: result.project,
    exitCode: result.exitCode,
    verdict: receipt?.verdict ?? null,
    proofGrade: receipt?.proofGrade ?? null,
    receiptUrl: result.receipt ? `${result.server}/v1/receipts/${result.receipt.digest}` : null,
    proposal: result.proposal,
    phases,
    error: result.error,
    whyNotProofGrade: (receipt?.report.en ?? '')
      .split('\n')
      .filter((line) => /^(Why not proof grade|Uploaded base)/.test(line)),
    ...(result.pending ? { pending: result.pending } : {}),
  };
}
