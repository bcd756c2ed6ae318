/** Stored records as the API shows them (the response schemas in schemas.ts). */
import { isTestPath } from '../core/gates/test-paths.js';
import { findingKey } from '../core/intake/environment-findings.js';
import type {
  ApprovalRecord,
  OrderRecord,
  ProposalSummary,
  RunRecord,
  ValidationRecord,
} from '../core/service/records.js';

export function runView(run: RunRecord) {
  // Shown so a reviewer sees which repository and which rules a run approves against.
  return {
    id: run.id,
    project: run.project,
    repository: run.repository,
    specPath: run.specPath,
    snapshot: run.snapshot,
    spec: run.specHash,
    base: run.base,
    createdBy: run.createdBy,
    createdAt: run.createdAt.toISOString(),
  };
}

/** The newest submission, with every run it was submitted to. */
export function proposalView(
  submissions: readonly ProposalSummary[],
  proposers: readonly string[],
  authors: readonly string[],
) {
  const p = submissions[0] as ProposalSummary;
  return {
    hash: p.hash,
    run: p.runId,
    runs: submissions.map((s) => s.runId),
    base: p.base,
    result: p.result,
    diff: p.diff,
    format: p.format,
    files: p.files.map((f) => ({ path: f.path, op: f.op })),
    // By name and folder: a reviewer sees before approving which tests the patch changes (PROTOCOL 5.1).
    testFiles: p.files.filter((f) => isTestPath(f.path)).map((f) => ({ path: f.path, op: f.op })),
    gates: p.gates.map((gate) => ({ gate, status: 'passed' as const })),
    findings: p.findings.map((f) => ({ key: findingKey(f), ...f })),
    normalizedDiff: p.normalizedDiff,
    proposers: [...proposers],
    // Submitters and the upstream authors relays declared: none of them may approve it.
    authors: [...authors],
    createdAt: p.createdAt.toISOString(),
  };
}

export function approvalView(a: ApprovalRecord) {
  return {
    hash: a.hash,
    proposal: a.proposal,
    run: a.runId,
    snapshot: a.snapshot,
    actor: a.actor,
    approvedAt: a.approvedAt,
    ...(a.acceptedChanges ? { acceptedChanges: [...a.acceptedChanges] } : {}),
    ...(a.acceptedFindings ? { acceptedFindings: [...a.acceptedFindings] } : {}),
    ...(a.chainedFrom ? { chainedFrom: a.chainedFrom } : {}),
  };
}

export function validationView(v: ValidationRecord) {
  return {
    id: v.id,
    run: v.runId,
    approval: v.approval,
    proposal: v.proposal,
    state: v.state,
    currentPhase: v.currentPhase,
    phases: v.phases,
    attempt: v.attempt,
    cancelRequested: v.cancelRequested,
    verdict: v.verdict,
    proofGrade: v.proofGrade,
    receipt: v.receiptDigest,
    error: v.error,
    createdAt: v.createdAt.toISOString(),
    updatedAt: v.updatedAt.toISOString(),
  };
}

export function orderView(o: OrderRecord) {
  return {
    id: o.id,
    run: o.runId,
    proposal: o.proposal,
    state: o.state,
    validation: o.validationId,
    executor: o.executor.actor,
    publisher: o.publisher?.actor ?? null,
    report: o.report,
    detail: o.detail,
    createdAt: o.createdAt.toISOString(),
  };
}
