/**
 * The gate's last step with `--github`: its outcome as the pull request sees it (core/ci/
 * gate-summary.ts, sent by cli/forge/github.ts). Reporting is best effort for the job's own
 * verdict: the exit code stays what the receipt decided, and a failure to report is printed
 * as a warning (the commit status then stays as GitHub had it, never turned green).
 */
import { gateSummary, type SummaryPhase } from '../../core/ci/gate-summary.js';
import type { Receipt } from '../../core/receipt/schema.js';
import { type GitHubTarget, reportToGitHub } from '../forge/github.js';
import { type Io, wireOf } from '../output.js';

export interface GateResult {
  readonly project: string;
  readonly server: string;
  readonly exitCode: number;
  readonly proposal: string | null;
  readonly receipt: { readonly digest: string; readonly body: Receipt } | null;
  readonly error: { readonly code: string; readonly message: string } | null;
}

/** Reports `result` to GitHub, printing what was done (or why not) on stderr. */
export async function tellGitHub(io: Io, target: GitHubTarget, result: GateResult): Promise<void> {
  const receipt = result.receipt?.body;
  const phases: SummaryPhase[] = (receipt?.phases ?? []).map((p) => ({ name: p.name, outcome: p.outcome, classification: p.classification, tests: p.tests, reasons: p.reasons }));
  const receiptUrl = result.receipt ? `${result.server}/v1/receipts/${result.receipt.digest}` : null;
  const whyNot = (receipt?.report.en ?? '').split('\n').filter((line) => /^(Why not proof grade|Uploaded base)/.test(line));
  const summary = gateSummary({
    project: result.project, exitCode: result.exitCode, verdict: receipt?.verdict ?? null, proofGrade: receipt?.proofGrade ?? null,
    receiptUrl, proposal: result.proposal, phases, error: result.error, whyNotProofGrade: whyNot,
  });
  try {
    for (const line of await reportToGitHub(target, summary, receiptUrl)) io.err(`github    ${line}`);
  } catch (error) {
    const wire = wireOf(error);
    io.err(`github    warning: could not report (${wire.code}): ${wire.message}`);
  }
}
