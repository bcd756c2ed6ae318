/**
 * Problem JSON (RFC 9457) for every error the API returns, with the stable PatchProof code
 * beside the HTTP status. The one place codes map to statuses.
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import {
  type ErrorCode,
  INTAKE_CODES,
  PatchProofError,
  toWireError,
  type WireError,
} from '../core/errors.js';

const STATUS: Partial<Record<ErrorCode, ContentfulStatusCode>> = {
  InvalidRequest: 400,
  UsageError: 400,
  Unauthorized: 401,
  RoleNotAllowed: 403,
  TokenNotScoped: 403,
  CsrfRejected: 403,
  SelfApproval: 403,
  RepositoryNotAllowed: 403,
  RouteNotFound: 404,
  UploadNotFound: 404,
  ProjectNotFound: 404,
  RunNotFound: 404,
  ProposalNotFound: 404,
  ApprovalNotFound: 404,
  ValidationNotFound: 404,
  OrderNotFound: 404,
  TokenNotFound: 404,
  SignatureNotFound: 404,
  ReceiptNotFound: 404,
  ApprovalExists: 409,
  ValidationExists: 409,
  ValidationNotFinished: 409,
  OrderClosed: 409,
  ApprovalMismatch: 409,
  BaseMismatch: 409,
  ReceiptConflict: 409,
  PayloadTooLarge: 413,
  RateLimited: 429,
  InvalidRunSpec: 422,
  InvalidApproval: 422,
  SuiteNotSealable: 422,
  InvalidUpload: 422,
  ServiceUnavailable: 503,
  StoreUnavailable: 503,
  RunnerUnavailable: 503,
};

/** The HTTP status for a code: intake refusals are 422, unknown codes 500. */
export function statusOf(code: ErrorCode): ContentfulStatusCode {
  const explicit = STATUS[code];
  if (explicit !== undefined) return explicit;
  if ((INTAKE_CODES as readonly string[]).includes(code)) return 422;
  if (
    [
      'InventoryTooLarge',
      'GitlinkNotAllowed',
      'UnsupportedFileType',
      'PathEscapesRoot',
      'NotADirectory',
      'GitFailed',
      'NotCanonicalizable',
    ].includes(code)
  )
    return 422;
  return 500;
}

export interface Problem extends WireError {
  readonly type: string;
  readonly title: string;
  readonly status: number;
}

/** The problem document for an error; anything that is not a PatchProofError is InternalError without details. */
export function problemOf(error: unknown): Problem {
  const wire: WireError =
    error instanceof PatchProofError
      ? toWireError(error)
      : {
          code: 'InternalError',
          message:
            'the service failed unexpectedly; the error was logged. Retry, and report it if it persists',
        };
  const status = statusOf(wire.code);
  return { type: `https://patchproof.dev/errors/${wire.code}`, title: wire.code, status, ...wire };
}

/** Sends `error` as problem JSON. */
export function sendProblem(c: Context, error: unknown): Response {
  const problem = problemOf(error);
  if (problem.status === 503) c.header('Retry-After', '2');
  return c.newResponse(JSON.stringify(problem), problem.status as ContentfulStatusCode, {
    'Content-Type': 'application/problem+json',
  });
}
