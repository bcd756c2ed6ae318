/**
 * What `patchproof gate --github` tells a pull request: the phase table and the why-lines as
 * Markdown (the job's step summary and one pull request comment), and a commit status (state
 * and a description of at most 140 characters, as GitHub takes it) whose link is the receipt.
 * Pure: the forge adapters send what this builds.
 *
 * Everything shown comes from the receipt the gate verified itself (or, without one, the coded
 * error that stopped it); free text from the run (reasons, messages) is attacker-influenced, so
 * it is quoted into inline code with its control characters and backticks replaced.
 */
import { quoteUntrusted } from '../text/safe-text.js';

/**
 * Project names as the projects file allows them (PROJECT_NAME in core/service/projects.ts,
 * which the lint's layer fence keeps out of reach of other core folders by path).
 */
const PROJECT_NAME = /^[a-z0-9][a-z0-9._-]{0,63}$/;

export interface SummaryPhase {
  readonly name: string;
  readonly outcome: string;
  readonly classification: string | null;
  readonly tests: {
    readonly executed: number;
    readonly passed: number;
    readonly failed: number;
    readonly errored: number;
    readonly skipped: number;
  };
  readonly reasons: ReadonlyArray<{ readonly code: string; readonly detail: string }>;
}

export interface GateOutcome {
  /** Which project (and so which comment to update: one per project and pull request). */
  readonly project: string;
  readonly exitCode: number;
  readonly verdict: 'PASS' | 'FAIL' | null;
  readonly proofGrade: boolean | null;
  /** The receipt's public address, when there is one. */
  readonly receiptUrl: string | null;
  readonly proposal: string | null;
  readonly phases: readonly SummaryPhase[];
  /** Why the gate stopped before a verdict, when it did. */
  readonly error: { readonly code: string; readonly message: string } | null;
  /** The reasons the receipt gives for not being proof grade (its report's "Why not" lines). */
  readonly whyNotProofGrade: readonly string[];
  /** Exit 4 (`--no-wait`): the command a reviewer runs; the service reports the result itself. */
  /** Exit 4: the command a reviewer runs, and the proposal's page on the service. */
  readonly pending?: { readonly approve: string; readonly review?: string };
}

/** The gate's exit when it left a standing order instead of waiting for a person (`--no-wait`). */
export const EXIT_PENDING = 4;

export interface GateSummary {
  readonly markdown: string;
  /** GitHub's commit status states. */
  readonly state: 'pending' | 'success' | 'failure' | 'error';
  readonly description: string;
  /** The hidden line that finds this gate's earlier comment, so it is updated, not repeated. */
  readonly marker: string;
  /** The project as shown (its name, or `unknown` for one that is not a project name). */
  readonly project: string;
}

/** The summary of one gate run. */
export function gateSummary(o: GateOutcome): GateSummary {
  // Names from the service are shown only when they are what names are: a service that lies cannot write Markdown here.
  const project = PROJECT_NAME.test(o.project) ? o.project : 'unknown';
  const marker = `<!-- patchproof-gate:${project} -->`;
  const state =
    o.exitCode === 0
      ? 'success'
      : o.exitCode === 1
        ? 'failure'
        : o.exitCode === EXIT_PENDING
          ? 'pending'
          : 'error';
  const headline =
    o.exitCode === EXIT_PENDING
      ? "PatchProof: waiting for a reviewer's approval; the service validates and reports here once approved"
      : o.verdict === null
        ? `PatchProof ${o.exitCode === 2 ? 'refused the patch' : 'could not finish'}: ${o.error ? errorCode(o.error.code) : 'no verdict'}`
        : `PatchProof: ${o.verdict}, proof grade ${o.proofGrade ? 'yes' : 'no'}${o.verdict === 'PASS' && !o.proofGrade && o.exitCode !== 0 ? ' (the gate fails it)' : ''}`;
  const lines = [marker, `### ${headline}`, ''];
  if (o.receiptUrl) lines.push(`Receipt (verified by the gate): ${o.receiptUrl}`, '');
  if (o.proposal) lines.push(`Proposal \`${o.proposal}\``, '');
  if (o.pending) lines.push(`A reviewer approves with: ${code(o.pending.approve, 400)}`, '');
  // A plain link only when it is plainly a URL: the service address is the job's, but Markdown must not be smuggled in.
  if (o.pending?.review && /^https?:\/\/[^\s<>()[\]`*|]+$/.test(o.pending.review))
    lines.push(`Or in the browser: ${o.pending.review}`, '');
  if (o.phases.length > 0) {
    lines.push(
      '| phase | outcome | tests (passed / executed) | classification |',
      '|---|---|---|---|',
    );
    for (const p of o.phases)
      lines.push(
        `| ${p.name} | ${p.outcome} | ${p.tests.passed} / ${p.tests.executed} | ${p.classification ?? ''} |`,
      );
    lines.push('');
  }
  const why = o.phases.flatMap((p) =>
    p.reasons.map((r) => `- ${p.name}: **${errorCode(r.code)}** ${code(r.detail, 300)}`),
  );
  if (why.length > 0)
    lines.push(
      'Why:',
      ...why.slice(0, 20),
      ...(why.length > 20 ? [`- … ${why.length - 20} more in the receipt`] : []),
      '',
    );
  for (const reason of o.whyNotProofGrade) lines.push(`Not proof grade: ${code(reason, 300)}`, '');
  if (o.error) lines.push(`**${errorCode(o.error.code)}**: ${code(o.error.message, 500)}`, '');
  return {
    markdown: `${lines.join('\n').trimEnd()}\n`,
    state,
    description: headline.slice(0, 140),
    marker,
    project,
  };
}

/** A stable error code as it is (letters and digits), anything else quoted as code. */
function errorCode(text: string): string {
  return /^[A-Za-z][A-Za-z0-9]{0,63}$/.test(text) ? text : code(text, 64);
}

/** Untrusted text as inline code: one line, bounded, no backticks to break out with. */
function code(text: string, max: number): string {
  return `\`${quoteUntrusted(text, max)
    .replace(/`/g, "'")
    .replace(/[\r\n]+/g, ' ')}\``;
}
