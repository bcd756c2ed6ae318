/**
 * Rows to records. The database holds text where the records hold branded strings
 * (`sha256:…`, `ws1_…`, roles, states); the store wrote those values itself, so the casts
 * here restore types the values already had when they went in.
 */
import type { TypedHash } from '../../core/hash/typed-hash.js';
import type {
  ApprovalRecord,
  EventRecord,
  NewEvent,
  ProposalRecord,
  ProposalSummary,
  PublishedReceipt,
  RunRecord,
  TokenRecord,
  UploadInfo,
  UploadRecord,
  ValidationRecord,
  ValidationState,
} from '../../core/service/records.js';
import type { Role } from '../../core/service/roles.js';
import type { SnapshotId } from '../../core/snapshot/inventory.js';
import type {
  approvals,
  events,
  proposals,
  receipts,
  runs,
  tokens,
  uploads,
  validations,
} from './schema.js';

type Row<T extends { $inferSelect: unknown }> = T['$inferSelect'];
type Verdict = 'PASS' | 'FAIL';

export function tokenRecord(row: Row<typeof tokens>): TokenRecord {
  return {
    id: row.id,
    hash: row.hash,
    role: row.role as Role,
    actor: row.actor,
    projects: row.projects,
    createdAt: row.createdAt,
    revokedAt: row.revokedAt,
  };
}

export function uploadInfo(row: Omit<Row<typeof uploads>, 'bytes'>): UploadInfo {
  return {
    digest: row.digest as TypedHash,
    snapshot: row.snapshot as SnapshotId,
    size: row.size,
    files: row.files,
    createdBy: row.createdBy,
    createdAt: row.createdAt,
  };
}

export function uploadRecord(row: Row<typeof uploads>): UploadRecord {
  return { ...uploadInfo(row), bytes: row.bytes };
}

export function runRecord(row: Row<typeof runs>): RunRecord {
  return {
    id: row.id,
    project: row.project,
    repository: row.repository,
    specPath: row.specPath,
    specHash: row.specHash as TypedHash,
    snapshot: row.snapshot as SnapshotId,
    base: row.base ?? null,
    createdBy: row.createdBy,
    createdAt: row.createdAt,
  };
}

export function proposalRecord(row: Row<typeof proposals>): ProposalRecord {
  return { ...proposalSummary(row), patch: row.patch };
}

export function proposalSummary(row: Omit<Row<typeof proposals>, 'patch'>): ProposalSummary {
  return {
    runId: row.runId,
    hash: row.hash as TypedHash,
    base: row.base as SnapshotId,
    result: row.result as SnapshotId,
    diff: row.diff,
    format: row.format,
    normalizedDiff: row.normalizedDiff,
    files: row.files,
    gates: row.gates,
    findings: row.findings ?? [],
    proposer: row.proposer,
    createdAt: row.createdAt,
  };
}

export function approvalRecord(row: Row<typeof approvals>): ApprovalRecord {
  return {
    hash: row.hash as TypedHash,
    runId: row.runId,
    proposal: row.proposalHash as TypedHash,
    snapshot: row.snapshot as SnapshotId,
    actor: row.actor,
    approvedAt: row.approvedAt,
    ...(row.acceptedChanges && row.acceptedChanges.length > 0
      ? { acceptedChanges: row.acceptedChanges }
      : {}),
    ...(row.acceptedFindings && row.acceptedFindings.length > 0
      ? { acceptedFindings: row.acceptedFindings }
      : {}),
    ...(row.chainedFrom ? { chainedFrom: row.chainedFrom as TypedHash } : {}),
  };
}

/** Leaves out the claim token and the pending receipt bytes: neither is anyone's to read. */
export function validationRecord(row: Row<typeof validations>): ValidationRecord {
  return {
    id: row.id,
    runId: row.runId,
    approval: row.approvalHash as TypedHash,
    proposal: row.proposalHash as TypedHash,
    state: row.state as ValidationState,
    currentPhase: row.currentPhase,
    phases: row.phases,
    attempt: row.attempt,
    cancelRequested: row.cancelRequested,
    verdict: row.verdict as Verdict | null,
    proofGrade: row.proofGrade,
    receiptDigest: row.receiptDigest as TypedHash | null,
    error: row.error,
    createdBy: row.createdBy,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export function receiptRecord(row: Row<typeof receipts>): PublishedReceipt {
  return {
    digest: row.digest as TypedHash,
    bytes: row.bytes,
    validationId: row.validationId,
    verdict: row.verdict as Verdict,
    publishedBy: row.publishedBy,
    publishedAt: row.publishedAt,
    signature: row.signature,
  };
}

export function eventRecord(row: Row<typeof events>): EventRecord {
  return {
    id: row.id,
    at: row.at,
    runId: row.runId,
    validationId: row.validationId,
    traceId: row.traceId,
    stage: row.stage,
    actor: row.actor,
    status: row.status,
    error: row.error,
    durationMs: row.durationMs,
    detail: row.detail,
  };
}

/** The columns of a new event row (copies, so a caller's frozen objects are never shared). */
export function eventRow(event: NewEvent): typeof events.$inferInsert {
  return {
    runId: event.runId,
    validationId: event.validationId,
    traceId: event.traceId,
    stage: event.stage,
    actor: event.actor,
    status: event.status,
    error: event.error === null ? null : { code: event.error.code, message: event.error.message },
    durationMs: event.durationMs,
    detail: event.detail === null ? null : { ...event.detail },
  };
}
