/**
 * What the service stores (PROTOCOL 8): uploads, runs, proposals, approvals, validations with
 * per-phase state, published receipts, tokens (hashed) and an append-only event log.
 * Plain data: the store port moves these in and out, the HTTP layer shows them.
 */
import type { TypedHash } from '../hash/typed-hash.js';
import type { SnapshotId } from '../snapshot/inventory.js';
import type { UploadedBase } from '../intake/base-gates.js';
import type { PatchFinding } from '../intake/environment-findings.js';
import type { Role } from './roles.js';

export interface TokenRecord {
  readonly id: string;
  /** `sha256:<hex>` of the token text; the token itself is never stored. */
  readonly hash: string;
  readonly role: Role;
  readonly actor: string;
  /** The projects the token reaches; null: every project. Empty: none (tokens older than scopes). */
  readonly projects: readonly string[] | null;
  readonly createdAt: Date;
  readonly revokedAt: Date | null;
}

/** An uploaded repository tar (`POST /v1/uploads`), without its bytes. */
export interface UploadInfo {
  /** `sha256:<hex>` of the tar bytes: the upload's address. */
  readonly digest: TypedHash;
  /** The snapshot of the extracted work tree (plain-folder mode), measured at upload. */
  readonly snapshot: SnapshotId;
  /** Bytes of the tar. */
  readonly size: number;
  /** Files and symlinks in the tree. */
  readonly files: number;
  readonly createdBy: string;
  readonly createdAt: Date;
}

/** An upload with its tar: stored in the database so a worker on any machine can extract it. */
export interface UploadRecord extends UploadInfo {
  readonly bytes: Uint8Array;
}

export interface RunRecord {
  readonly id: string;
  /** The operator's project the run was registered for (projects.ts). */
  readonly project: string;
  /**
   * The repository folder relative to the service's repository root (each machine resolves
   * it under its own root), or `upload:sha256:<hex>` for an uploaded tar (upload-reference.ts).
   */
  readonly repository: string;
  /** The run spec relative to the root; reloaded by the worker and checked against `specHash`. */
  readonly specPath: string;
  readonly specHash: TypedHash;
  /** The repository's snapshot when the run was registered. */
  readonly snapshot: SnapshotId;
  /** An uploaded base and what the tree gates found in it (never proof grade with findings); null for the project's folder. */
  readonly base: UploadedBase | null;
  readonly createdBy: string;
  readonly createdAt: Date;
}

export interface ProposalRecord {
  readonly runId: string;
  readonly hash: TypedHash;
  readonly base: SnapshotId;
  readonly result: SnapshotId;
  /** `sha256:<hex>` of the normalized diff bytes. */
  readonly diff: string;
  readonly format: string;
  readonly normalizedDiff: string;
  readonly files: ReadonlyArray<{ readonly path: string; readonly op: string }>;
  /** The gates intake ran, in order; an accepted proposal passed every one. */
  readonly gates: readonly string[];
  /**
   * Where the patch may tell the sandbox from production (environment-findings.ts), as intake
   * found them: a reviewer sees them and may accept each in the approval. Empty for proposals
   * stored before findings were kept (the worker's intake finds them again either way).
   */
  readonly findings: readonly PatchFinding[];
  /** The patch as submitted: the worker runs intake on it again and must get `hash`. */
  readonly patch: Uint8Array;
  readonly proposer: string;
  readonly createdAt: Date;
}

/** A proposal as views show it: everything but the submitted patch bytes. */
export type ProposalSummary = Omit<ProposalRecord, 'patch'>;

export interface ApprovalRecord {
  readonly hash: TypedHash;
  readonly runId: string;
  readonly proposal: TypedHash;
  readonly snapshot: SnapshotId;
  readonly actor: string;
  /** RFC 3339 UTC, as hashed. */
  readonly approvedAt: string;
  /** Base tests the reviewer accepts not passing with the patch (PROTOCOL 5.1), as hashed; absent: none. */
  readonly acceptedChanges?: readonly string[];
  /** Environment findings of the proposal the reviewer accepts (`Code@path:line`), as hashed; absent: none. */
  readonly acceptedFindings?: readonly string[];
  /** The approval of the same normalized diff on another base this one carries over (a merge queue's); absent: a reviewer's own. */
  readonly chainedFrom?: TypedHash;
}

export const VALIDATION_STATES = [
  'queued',
  'running',
  'completed',
  'published',
  'failed',
  'cancelled',
] as const;
export type ValidationState = (typeof VALIDATION_STATES)[number];

/** One phase as progress shows it; `result` is the phase's summary once decided. */
export interface PhaseProgress {
  readonly name: string;
  readonly state: 'pending' | 'running' | 'done';
  readonly outcome?: 'pass' | 'fail' | 'skipped';
  readonly classification?: string | null;
  readonly tests?: {
    readonly executed: number;
    readonly passed: number;
    readonly failed: number;
    readonly errored: number;
    readonly skipped: number;
  };
  readonly reasons?: readonly string[];
}

export interface ValidationRecord {
  readonly id: string;
  readonly runId: string;
  readonly approval: TypedHash;
  readonly proposal: TypedHash;
  readonly state: ValidationState;
  readonly currentPhase: string | null;
  readonly phases: readonly PhaseProgress[];
  /** Claims so far: a reclaimed job starts again from the beginning in fresh copies. */
  readonly attempt: number;
  readonly cancelRequested: boolean;
  readonly verdict: 'PASS' | 'FAIL' | null;
  readonly proofGrade: boolean | null;
  /** The receipt built by the executor, published only by a publisher. */
  readonly receiptDigest: TypedHash | null;
  readonly error: { readonly code: string; readonly message: string } | null;
  readonly createdBy: string;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

/** Claims of one validation before it is failed with WorkerLost instead of being run again. */
export const MAX_ATTEMPTS = 3;

/** A worker's hold on a validation; every write through it checks the hold is still its own. */
export interface Claim {
  readonly validationId: string;
  readonly runId: string;
  readonly approval: TypedHash;
  readonly proposal: TypedHash;
  readonly worker: string;
  /** Random per claim: a worker whose claim was taken over can no longer write. */
  readonly token: string;
  readonly attempt: number;
}

/** How a claimed validation ended. */
export type ValidationOutcome =
  | {
      readonly kind: 'completed';
      readonly verdict: 'PASS' | 'FAIL';
      readonly proofGrade: boolean;
      readonly receiptDigest: TypedHash;
      readonly receiptBytes: Uint8Array;
      readonly phases: readonly PhaseProgress[];
    }
  | { readonly kind: 'failed'; readonly error: { readonly code: string; readonly message: string } }
  | { readonly kind: 'cancelled' };

export interface EventRecord {
  readonly id: number;
  readonly at: Date;
  readonly runId: string | null;
  readonly validationId: string | null;
  /** Correlates the events of one request or one job across processes. */
  readonly traceId: string;
  readonly stage: string;
  readonly actor: string;
  readonly status: string;
  readonly error: { readonly code: string; readonly message: string } | null;
  readonly durationMs: number | null;
  readonly detail: Readonly<Record<string, unknown>> | null;
}

export type NewEvent = Omit<EventRecord, 'id' | 'at'>;

export interface PublishedReceipt {
  readonly digest: TypedHash;
  readonly bytes: Uint8Array;
  readonly validationId: string;
  readonly verdict: 'PASS' | 'FAIL';
  readonly publishedBy: string;
  readonly publishedAt: Date;
  /** The DSSE envelope bytes signing `bytes` (signature.ts), or null when published unsigned. */
  readonly signature: Uint8Array | null;
}

/** Where a standing order reports its result: a commit (and its pull or merge request) on the project's forge. */
export interface OrderReport {
  readonly sha: string;
  /** The pull request (GitHub) or merge request (GitLab) number, when there is one. */
  readonly request: number | null;
}

export const ORDER_STATES = ['waiting', 'queued', 'done', 'failed'] as const;
export type OrderState = (typeof ORDER_STATES)[number];

/**
 * A standing order (`patchproof gate --no-wait`): when a reviewer approves `proposal` for
 * `runId`, queue its validation as the executor who left the order; once it completes,
 * publish the receipt as the publisher who joined it, and report to the project's forge.
 * Each step acts with the token that ordered it, checked again when it acts.
 */
export interface OrderRecord {
  readonly id: string;
  readonly runId: string;
  readonly proposal: TypedHash;
  readonly executor: { readonly tokenId: string; readonly actor: string };
  readonly publisher: { readonly tokenId: string; readonly actor: string } | null;
  readonly report: OrderReport | null;
  readonly state: OrderState;
  readonly validationId: string | null;
  /** Why it failed, or what it reported; null while nothing happened. */
  readonly detail: string | null;
  readonly createdAt: Date;
}
