/**
 * The service's tables (PROTOCOL 8), as drizzle declares them; `npm run db:generate` turns
 * changes here into SQL under migrations/. Constraint names are spelled out because
 * db-errors.ts maps violations of them to error codes: a rename here must be a rename there.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { UploadedBase } from '../../core/intake/base-gates.js';
import type { PatchFinding } from '../../core/intake/environment-findings.js';
import type { PhaseProgress } from '../../core/service/records.js';

/**
 * bytea as a plain Uint8Array. postgres.js hands back a Buffer and PGlite a Uint8Array;
 * copying into a fresh Uint8Array gives callers one type (Buffer's toString/equals differ)
 * and never a view into a driver's pooled memory.
 */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) => new Uint8Array(value),
});

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
type WireErrorJson = { code: string; message: string };

export const tokens = pgTable('tokens', {
  id: text('id').primaryKey(),
  hash: text('hash').notNull().unique('tokens_hash_unique'),
  role: text('role').notNull(),
  actor: text('actor').notNull(),
  // NULL: every project. Migration 0007 gave the tokens it found '{}' (none).
  projects: text('projects').array(),
  createdAt: at('created_at').notNull().defaultNow(),
  revokedAt: at('revoked_at'),
});

export const uploads = pgTable(
  'uploads',
  {
    digest: text('digest').primaryKey(),
    // The tar itself: service processes on other machines extract their own copies from it.
    bytes: bytea('bytes').notNull(),
    snapshot: text('snapshot').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    files: integer('files').notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [check('uploads_size_check', sql`${t.size} = octet_length(${t.bytes})`)],
);

/**
 * Which projects an upload was sent for: a run of a project may use an upload only when a
 * token reaching that project sent it (knowing a digest is not having the tree).
 */
export const uploadGrants = pgTable(
  'upload_grants',
  {
    digest: text('digest').notNull(),
    project: text('project').notNull(),
    createdBy: text('created_by').notNull(),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'upload_grants_pkey', columns: [t.digest, t.project] }),
    foreignKey({
      name: 'upload_grants_upload_fk',
      columns: [t.digest],
      foreignColumns: [uploads.digest],
    }),
  ],
);

export const runs = pgTable('runs', {
  id: text('id').primaryKey(),
  project: text('project').notNull().default(''),
  repository: text('repository').notNull(),
  specPath: text('spec_path').notNull(),
  specHash: text('spec_hash').notNull(),
  snapshot: text('snapshot').notNull(),
  createdBy: text('created_by').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
  // An uploaded base and its tree-gate findings (core/intake/base-gates.ts); NULL for a project's folder.
  base: jsonb('base').$type<UploadedBase>(),
});

export const proposals = pgTable(
  'proposals',
  {
    runId: text('run_id').notNull(),
    hash: text('hash').notNull(),
    base: text('base').notNull(),
    result: text('result').notNull(),
    diff: text('diff').notNull(),
    format: text('format').notNull(),
    normalizedDiff: text('normalized_diff').notNull(),
    files: jsonb('files').$type<Array<{ path: string; op: string }>>().notNull(),
    gates: jsonb('gates').$type<string[]>().notNull(),
    // Environment findings intake made (environment-findings.ts); NULL for proposals stored before they were kept.
    findings: jsonb('findings').$type<PatchFinding[]>(),
    patch: bytea('patch').notNull(),
    /** The first proposer; every proposer is in proposal_submitters. */
    proposer: text('proposer').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'proposals_pkey', columns: [t.runId, t.hash] }),
    foreignKey({ name: 'proposals_run_fk', columns: [t.runId], foreignColumns: [runs.id] }),
    // findProposal looks a hash up across runs.
    index('proposals_hash_idx').on(t.hash),
    // authorsOf finds every proposal of the same diff, on any base.
    index('proposals_diff_idx').on(t.diff),
  ],
);

export const proposalSubmitters = pgTable(
  'proposal_submitters',
  {
    runId: text('run_id').notNull(),
    hash: text('hash').notNull(),
    actor: text('actor').notNull(),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'proposal_submitters_pkey', columns: [t.runId, t.hash, t.actor] }),
    foreignKey({
      name: 'proposal_submitters_proposal_fk',
      columns: [t.runId, t.hash],
      foreignColumns: [proposals.runId, proposals.hash],
    }),
    // authorsOf looks a hash's submitters up across every run.
    index('proposal_submitters_hash_idx').on(t.hash),
  ],
);

/**
 * Authors a relay declared for the bytes it submitted (a CI bot names the PR's opener): none
 * of them may approve the hash, in any run.
 */
export const proposalAuthors = pgTable(
  'proposal_authors',
  {
    runId: text('run_id').notNull(),
    hash: text('hash').notNull(),
    author: text('author').notNull(),
    declaredBy: text('declared_by').notNull(),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'proposal_authors_pkey', columns: [t.runId, t.hash, t.author] }),
    foreignKey({
      name: 'proposal_authors_proposal_fk',
      columns: [t.runId, t.hash],
      foreignColumns: [proposals.runId, proposals.hash],
    }),
    index('proposal_authors_hash_idx').on(t.hash),
  ],
);

export const approvals = pgTable(
  'approvals',
  {
    hash: text('hash').primaryKey(),
    runId: text('run_id').notNull(),
    proposalHash: text('proposal_hash').notNull(),
    snapshot: text('snapshot').notNull(),
    actor: text('actor').notNull(),
    // Text, not timestamptz: the exact RFC 3339 string is part of the approval hash.
    approvedAt: text('approved_at').notNull(),
    // The base tests the reviewer accepts not passing (PROTOCOL 5.1), as hashed; null: none.
    acceptedChanges: text('accepted_changes').array(),
    // The proposal's environment findings the reviewer accepts (Code@path:line), as hashed; null: none.
    acceptedFindings: text('accepted_findings').array(),
    // A merge queue's approval: the approval of the same normalized diff it carries over; null: a reviewer's own.
    chainedFrom: text('chained_from'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    // The protocol's "one approval per run and proposal", enforced where racing requests meet.
    unique('approvals_run_proposal_unique').on(t.runId, t.proposalHash),
    foreignKey({
      name: 'approvals_proposal_fk',
      columns: [t.runId, t.proposalHash],
      foreignColumns: [proposals.runId, proposals.hash],
    }),
  ],
);

export const validations = pgTable(
  'validations',
  {
    id: text('id').primaryKey(),
    runId: text('run_id').notNull(),
    approvalHash: text('approval_hash').notNull(),
    proposalHash: text('proposal_hash').notNull(),
    state: text('state').notNull(),
    currentPhase: text('current_phase'),
    phases: jsonb('phases').$type<PhaseProgress[]>().notNull(),
    attempt: integer('attempt').notNull().default(0),
    claimedBy: text('claimed_by'),
    claimToken: text('claim_token'),
    heartbeatAt: at('heartbeat_at'),
    cancelRequested: boolean('cancel_requested').notNull().default(false),
    verdict: text('verdict'),
    proofGrade: boolean('proof_grade'),
    receiptDigest: text('receipt_digest'),
    // The executor's receipt, waiting for a publisher; never shown in ValidationRecord.
    receiptBytes: bytea('receipt_bytes'),
    error: jsonb('error').$type<WireErrorJson>(),
    createdBy: text('created_by').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // One live validation per approval. One that failed without evidence (the runner was
    // down, the job kept losing its worker) or was cancelled may be queued again; a completed
    // one may not: running again until a PASS would be shopping for a verdict.
    uniqueIndex('validations_active_approval_unique')
      .on(t.approvalHash)
      .where(sql`${t.state} not in ('failed', 'cancelled')`),
    foreignKey({
      name: 'validations_approval_fk',
      columns: [t.approvalHash],
      foreignColumns: [approvals.hash],
    }),
    // The claim query scans queued and stale running jobs, oldest first.
    index('validations_state_created_idx').on(t.state, t.createdAt),
    check(
      'validations_state_check',
      sql`${t.state} in ('queued', 'running', 'completed', 'published', 'failed', 'cancelled')`,
    ),
    check(
      'validations_verdict_check',
      sql`${t.verdict} is null or ${t.verdict} in ('PASS', 'FAIL')`,
    ),
  ],
);

// Standing orders (service/orders.ts): queue on approval, publish and report on completion.
export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    runId: text('run_id').notNull(),
    proposalHash: text('proposal_hash').notNull(),
    executorToken: text('executor_token').notNull(),
    executor: text('executor').notNull(),
    publisherToken: text('publisher_token'),
    publisher: text('publisher'),
    report: jsonb('report').$type<{ sha: string; request: number | null }>(),
    state: text('state').notNull(),
    validationId: text('validation_id'),
    detail: text('detail'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'orders_proposal_fk',
      columns: [t.runId, t.proposalHash],
      foreignColumns: [proposals.runId, proposals.hash],
    }),
    index('orders_run_proposal_idx').on(t.runId, t.proposalHash),
    index('orders_validation_idx').on(t.validationId),
    check('orders_state_check', sql`${t.state} in ('waiting', 'queued', 'done', 'failed')`),
  ],
);

export const receipts = pgTable(
  'receipts',
  {
    digest: text('digest').primaryKey(),
    bytes: bytea('bytes').notNull(),
    validationId: text('validation_id').notNull(),
    verdict: text('verdict').notNull(),
    publishedBy: text('published_by').notNull(),
    publishedAt: at('published_at').notNull().defaultNow(),
    /** The DSSE envelope bytes signing `bytes`, when the service had a signing key. */
    signature: bytea('signature'),
  },
  (t) => [
    foreignKey({
      name: 'receipts_validation_fk',
      columns: [t.validationId],
      foreignColumns: [validations.id],
    }),
  ],
);

export const events = pgTable(
  'events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: at('at').notNull().defaultNow(),
    runId: text('run_id'),
    validationId: text('validation_id'),
    traceId: text('trace_id').notNull(),
    stage: text('stage').notNull(),
    actor: text('actor').notNull(),
    status: text('status').notNull(),
    error: jsonb('error').$type<WireErrorJson>(),
    durationMs: integer('duration_ms'),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
  },
  (t) => [
    index('events_validation_idx').on(t.validationId, t.id),
    index('events_run_idx').on(t.runId, t.id),
  ],
);

// The transparency log (issue 18, service/transparency-log.ts): every published receipt, PASS
// or FAIL, in publication order. Append-only: a trigger (migration 0013) refuses UPDATE,
// DELETE and TRUNCATE, so not even the service can rewrite what its checkpoints signed; and
// migration 0014 (by hand) admits only the next position, the receipt's own leaf hash and a
// published receipt.
export const logEntries = pgTable('log_entries', {
  // 0-based position in the Merkle tree; assigned under a lock, so positions have no gaps.
  position: bigint('position', { mode: 'number' }).primaryKey(),
  receipt: text('receipt').notNull().unique('log_entries_receipt_unique'),
  leafHash: bytea('leaf_hash').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});
