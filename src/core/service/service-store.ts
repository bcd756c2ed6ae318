/**
 * The service's storage port. Every method is one transaction: either all its rows are
 * written (with its event, when one is given) or none. Uniqueness that the protocol relies
 * on (one approval per run and proposal, one validation per approval, one receipt per
 * digest) is enforced by the database, so racing requests get exactly one winner no matter
 * how many service processes share it. Adapters: PostgreSQL (postgres.js) and PGlite, both
 * through drizzle; one contract suite runs against both.
 *
 * Failures: a constraint the caller can act on is a ServiceError with its code
 * (ApprovalExists, ValidationExists, …); a database that cannot be reached or dropped the
 * connection is ServiceError('ServiceUnavailable'); nothing else escapes untyped.
 */
import type { ReceiptReader } from '../store/receipt-store.js';
import type { TypedHash } from '../hash/typed-hash.js';
import type {
  ApprovalRecord,
  Claim,
  EventRecord,
  NewEvent,
  OrderRecord,
  OrderState,
  PhaseProgress,
  ProposalRecord,
  ProposalSummary,
  PublishedReceipt,
  RunRecord,
  TokenRecord,
  UploadInfo,
  UploadRecord,
  ValidationOutcome,
  ValidationRecord,
} from './records.js';

export interface NewValidation {
  readonly id: string;
  readonly runId: string;
  readonly approval: TypedHash;
  readonly proposal: TypedHash;
  readonly phases: readonly PhaseProgress[];
  readonly createdBy: string;
}

/** A proposal to store, and the upstream authors its submitter declares (a relay names the PR's opener). */
export type NewProposal = Omit<ProposalRecord, 'createdAt'> & {
  readonly declaredAuthors?: readonly string[];
};

export interface ServiceStore {
  /** Stores a token record (its hash only). */
  createToken(token: Omit<TokenRecord, 'createdAt' | 'revokedAt'>): Promise<TokenRecord>;
  /** The unrevoked token with this hash, or null. */
  findToken(hash: string): Promise<TokenRecord | null>;
  /** Every token, revoked ones included, newest first. Records carry the hash: never print it. */
  listTokens(): Promise<readonly TokenRecord[]>;
  /**
   * Revokes a token (findToken stops returning it) and appends the event. Idempotent:
   * revoking again keeps the first revokedAt, and the event is appended each time. Null
   * (nothing written, no event) when no token has this id.
   */
  revokeToken(id: string, event: NewEvent): Promise<TokenRecord | null>;
  /** Sets the projects a token reaches (null: all) and appends the event; null when no token has this id. */
  scopeToken(
    id: string,
    projects: readonly string[] | null,
    event: NewEvent,
  ): Promise<TokenRecord | null>;

  /**
   * Stores an uploaded tar under its digest, sent for `project`. Idempotent: the first call
   * stores it, later ones (same digest, any actor) keep the stored row; `created` says whether
   * it is new to this project (another project's upload of the same bytes does not count, so
   * the answer tells nothing about other projects). The event is appended either way.
   */
  saveUpload(
    upload: Omit<UploadRecord, 'createdAt'>,
    project: string,
    event: NewEvent,
  ): Promise<{ readonly created: boolean; readonly record: UploadInfo }>;
  /** Whether the upload was sent for `project` (by a token reaching it). */
  uploadGranted(digest: TypedHash, project: string): Promise<boolean>;
  /** The upload with its bytes, or null. */
  getUpload(digest: TypedHash): Promise<UploadRecord | null>;

  createRun(run: Omit<RunRecord, 'createdAt'>, event: NewEvent): Promise<RunRecord>;
  getRun(id: string): Promise<RunRecord | null>;

  /**
   * Records a submission of a proposal to a run. The first submission of (run, hash)
   * stores the proposal; later ones (same or another proposer) only add the proposer.
   * `created` says which happened.
   */
  saveProposal(
    proposal: NewProposal,
    event: NewEvent,
  ): Promise<{ readonly created: boolean; readonly record: ProposalRecord }>;
  /** The proposal as submitted to this run, or null. */
  getProposal(runId: string, hash: TypedHash): Promise<ProposalRecord | null>;
  /**
   * The runs a proposal hash was submitted to, newest first, at most `limit` (default 100);
   * without the patch bytes, which only the worker needs (getProposal). With `projects`,
   * only runs of those projects (an empty list finds nothing).
   */
  findProposal(
    hash: TypedHash,
    limit?: number,
    projects?: readonly string[] | null,
  ): Promise<readonly ProposalSummary[]>;
  /**
   * The newest submissions of proposals to runs (any hash), newest first, at most `limit`
   * (default 50); with `projects`, only runs of those projects (an empty list finds nothing).
   * What a reviewer's page lists.
   */
  recentProposals(
    projects: readonly string[] | null,
    limit?: number,
  ): Promise<readonly ProposalSummary[]>;
  /** Every actor who submitted this proposal to this run. */
  proposersOf(runId: string, hash: TypedHash): Promise<readonly string[]>;
  /**
   * Who counts as an author of the proposal submitted to this run, sorted: every actor who
   * submitted the same diff (the same normalized bytes, on any base) to any run, and every
   * author a relay declared for that diff in a run of this run's project (a declaration
   * reaches no other project). Nobody of these may approve it.
   */
  authorsOf(runId: string, hash: TypedHash): Promise<readonly string[]>;
  /** The submitters of this proposal to this run and the authors declared with them, sorted: what the run shows. */
  runAuthorsOf(runId: string, hash: TypedHash): Promise<readonly string[]>;

  /** ApprovalExists when this run already has an approval for this proposal. */
  createApproval(approval: ApprovalRecord, event: NewEvent): Promise<ApprovalRecord>;
  getApproval(hash: TypedHash): Promise<ApprovalRecord | null>;
  /**
   * The approvals of this proposal for this run, oldest first: at most one today (the
   * uniqueness above), a list so that callers need not change if re-approval ever exists.
   */
  approvalsOf(runId: string, proposal: TypedHash): Promise<readonly ApprovalRecord[]>;
  /** Approvals in `project` of proposals with this normalized diff (any run, any base), newest first, at most 50. */
  approvalsOfDiff(diff: TypedHash, project: string): Promise<readonly ApprovalRecord[]>;

  /** Queues a validation; ValidationExists (details.validation = its id) when the approval already has one. */
  enqueueValidation(validation: NewValidation, event: NewEvent): Promise<ValidationRecord>;
  getValidation(id: string): Promise<ValidationRecord | null>;
  /** The validations of this proposal in this run, newest first, at most `limit` (default 100). */
  validationsOf(
    runId: string,
    proposal: TypedHash,
    limit?: number,
  ): Promise<readonly ValidationRecord[]>;

  /**
   * Claims the oldest queued validation, or a running one whose heartbeat is older than
   * `leaseSeconds` (its worker died): attempt + 1, a fresh claim token, phases reset to
   * `phases`. Uses FOR UPDATE SKIP LOCKED, so concurrent workers never claim the same row.
   */
  claimValidation(
    worker: string,
    leaseSeconds: number,
    phases: readonly PhaseProgress[],
  ): Promise<Claim | null>;
  /** Refreshes the heartbeat; `owned` is false once the claim was taken over or ended. */
  heartbeat(claim: Claim): Promise<{ readonly owned: boolean; readonly cancelRequested: boolean }>;
  /** Stores phase progress (and appends the event) if the claim is still held. */
  recordProgress(
    claim: Claim,
    currentPhase: string | null,
    phases: readonly PhaseProgress[],
    event: NewEvent,
  ): Promise<boolean>;
  /** Ends the validation if the claim is still held; false (nothing written) otherwise. */
  finishValidation(claim: Claim, outcome: ValidationOutcome, event: NewEvent): Promise<boolean>;
  /** Puts a held validation back in the queue (graceful shutdown); phases reset. */
  releaseValidation(claim: Claim, event: NewEvent): Promise<boolean>;
  /**
   * Asks for cancellation. A queued validation is cancelled at once; a running one is
   * flagged and its worker stops it; a finished one is left as it is.
   */
  requestCancel(id: string, event: NewEvent): Promise<ValidationRecord | null>;

  /**
   * Publishes a completed validation's receipt: the receipt row (never replaced: identical
   * bytes count as published, different bytes are ReceiptConflict) and the validation's
   * state `published`, in one transaction. ValidationNotFinished unless it is completed
   * or already published. `created` is true only for the call that published it, so of
   * two racing publishers exactly one is told it published. When `sign` is given it is
   * called with the receipt bytes before the row is written, and what it returns (the
   * envelope bytes) is stored with them, so a signed receipt is never stored unsigned.
   */
  publishReceipt(
    validationId: string,
    publishedBy: string,
    event: NewEvent,
    sign?: (bytes: Uint8Array) => Uint8Array,
  ): Promise<{ readonly receipt: PublishedReceipt; readonly created: boolean }>;
  /** The stored row of a published receipt (its signature, who published it), or null; its bytes are not re-hashed. */
  getReceipt(digest: TypedHash): Promise<PublishedReceipt | null>;
  /**
   * How the service reads a published receipt: the database implementation of the receipt
   * store's read port. The bytes are re-hashed: ReceiptNotFound, or ReceiptTampered when the
   * row no longer hashes to the address.
   */
  readonly receiptReader: ReceiptReader;

  appendEvent(event: NewEvent): Promise<void>;
  /** Events of a validation with id greater than `afterId`, oldest first, at most `limit`. */
  listEvents(filter: {
    readonly validationId?: string;
    readonly runId?: string;
    readonly afterId?: number;
    readonly limit?: number;
  }): Promise<readonly EventRecord[]>;

  /** Resolves when the database answers. */
  /** The token with this id, revoked or not (a standing order checks its tokens again when it acts). */
  getTokenById(id: string): Promise<TokenRecord | null>;

  /** Standing orders (service/orders.ts). */
  createOrder(
    order: Omit<OrderRecord, 'createdAt' | 'state' | 'validationId' | 'detail' | 'publisher'>,
    event: NewEvent,
  ): Promise<OrderRecord>;
  getOrder(id: string): Promise<OrderRecord | null>;
  /** Sets the publisher of a waiting or queued order; null when the order is done or failed. */
  joinOrder(
    id: string,
    publisher: NonNullable<OrderRecord['publisher']>,
    event: NewEvent,
  ): Promise<OrderRecord | null>;
  /** The waiting orders of one proposal in one run, oldest first. */
  waitingOrders(runId: string, proposal: TypedHash): Promise<readonly OrderRecord[]>;
  /** The order that queued this validation, if any. */
  orderOfValidation(validationId: string): Promise<OrderRecord | null>;
  /** Queued orders whose validation has ended (completed, published, failed, cancelled), oldest first: the workers' sweep. */
  queuedOrders(limit: number): Promise<readonly OrderRecord[]>;
  /** Sets an order's detail (what it reported), whatever its state. */
  noteOrder(id: string, detail: string): Promise<void>;
  /** Moves an order on (waiting → queued → done, or → failed); false when it was not in `from`. */
  settleOrder(
    id: string,
    from: OrderState,
    to: { readonly state: OrderState; readonly validationId?: string; readonly detail?: string },
    event: NewEvent,
  ): Promise<boolean>;

  /**
   * Validations counted by state, verdict and the classification of their first failed phase,
   * over runs of `projects` (null: all): what GET /metrics shows a token.
   */
  validationStats(projects: readonly string[] | null): Promise<
    ReadonlyArray<{
      readonly state: string;
      readonly verdict: string | null;
      readonly classification: string | null;
      readonly count: number;
    }>
  >;
  /** The transparency log (store-log.ts): how many receipts it holds. */
  logSize(): Promise<number>;
  /** The leaf hashes of the first `size` receipts, in position order. */
  logLeaves(size: number): Promise<readonly Uint8Array[]>;
  /** A published receipt's position in the log; null when it is not in it. */
  logPosition(digest: TypedHash): Promise<number | null>;

  ping(): Promise<void>;
  close(): Promise<void>;
}
