/**
 * The one place where database failures become PatchProof codes. A constraint the caller
 * can act on gets its code (the constraint names are those of schema.ts); a database that
 * cannot be reached gets ServiceUnavailable; anything else is InternalError with the
 * driver's error as `cause`, so nothing escapes the store untyped.
 */
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { PatchProofError, type ServiceCode, ServiceError } from '../../core/errors.js';

/** Errors of the socket and of postgres.js's pool: the connection, not the query, failed. */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
]);

/**
 * SQLSTATEs of a server going away or not letting us in: admin/crash shutdown, starting
 * up, too many connections, and the database itself gone (3D000, e.g. dropped under us).
 * Class 28 (bad credentials) is checked by prefix beside class 08.
 */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300', '3D000']);

const UNIQUE: Readonly<Record<string, readonly [ServiceCode, string]>> = {
  approvals_run_proposal_unique: [
    'ApprovalExists',
    'this run already has an approval for this proposal; fetch it instead of approving again',
  ],
  approvals_pkey: ['ApprovalExists', 'this approval is already recorded'],
  validations_active_approval_unique: [
    'ValidationExists',
    'this approval already has a validation that has not failed; follow it (details.validation)',
  ],
};

const FOREIGN: Readonly<Record<string, readonly [ServiceCode, string]>> = {
  proposals_run_fk: [
    'RunNotFound',
    'no such run; register the run before submitting proposals to it',
  ],
  approvals_proposal_fk: [
    'ProposalNotFound',
    'this proposal was not submitted to this run; submit it before approving',
  ],
  proposal_submitters_proposal_fk: [
    'ProposalNotFound',
    'this proposal was not submitted to this run',
  ],
  validations_approval_fk: [
    'ApprovalNotFound',
    'no such approval; approve the proposal before queuing a validation',
  ],
  receipts_validation_fk: ['ValidationNotFound', 'no such validation'],
};

interface DriverFields {
  readonly code?: unknown;
  /** postgres.js */
  readonly constraint_name?: unknown;
  /** PGlite */
  readonly constraint?: unknown;
  readonly errors?: unknown;
}

/** drizzle 0.45 wraps driver errors as DrizzleQueryError (query text in the message); the driver's is `cause`. */
export function unwrap(error: unknown): unknown {
  let current = error;
  while (current instanceof DrizzleQueryError && current.cause !== undefined)
    current = current.cause;
  return current;
}

function fields(error: unknown): DriverFields {
  return typeof error === 'object' && error !== null ? (error as DriverFields) : {};
}

function isConnectionFailure(error: unknown): boolean {
  const { code, errors } = fields(error);
  if (
    typeof code === 'string' &&
    (CONNECTION_CODES.has(code) ||
      code.startsWith('08') ||
      code.startsWith('28') ||
      UNAVAILABLE_STATES.has(code))
  )
    return true;
  // Node tries every address of a host name and reports an AggregateError of them all.
  if (Array.isArray(errors) && errors.some(isConnectionFailure)) return true;
  // PGlite has no code for this; its message is all there is.
  return error instanceof Error && /^PGlite is clos(ed|ing)$/.test(error.message);
}

/** ServiceUnavailable, in the words every caller should show. */
export function unavailable(cause?: unknown): ServiceError {
  return new ServiceError(
    'ServiceUnavailable',
    'the service database could not be reached or dropped the connection; retry shortly, and check that the database is running if this persists',
    { cause },
  );
}

/** Converts anything a driver threw into a PatchProofError (PatchProofErrors pass unchanged). */
export function toStoreError(error: unknown): PatchProofError {
  if (error instanceof PatchProofError) return error;
  const cause = unwrap(error);
  if (isConnectionFailure(cause)) return unavailable(cause);
  const { code, constraint_name: pgName, constraint: liteName } = fields(cause);
  const constraint =
    typeof pgName === 'string' ? pgName : typeof liteName === 'string' ? liteName : '';
  const known =
    code === '23505' ? UNIQUE[constraint] : code === '23503' ? FOREIGN[constraint] : undefined;
  if (known !== undefined)
    return new ServiceError(known[0], known[1], { details: { constraint }, cause });
  const state = typeof code === 'string' ? ` (SQLSTATE ${code})` : '';
  return new PatchProofError(
    'InternalError',
    `the service database refused the operation${state}; this is a bug in PatchProof or its schema, please report it`,
    { cause },
  );
}
