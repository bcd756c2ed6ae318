/**
 * Stable error codes. Tests assert on `code`, never on message text; messages say what was
 * wrong and what to do next. Codes cross the wire unchanged (CLI --json, HTTP problem JSON).
 */

/** Refusals of a patch at intake (PROTOCOL 3.1–3.3). */
export const INTAKE_CODES = [
  'UnsafePath',
  'SymlinkPath',
  'ModeNotAllowed',
  'BinaryFile',
  'BudgetExceeded',
  'ProtectedPath',
  'ShadowedModule',
  'MisleadingSource',
  'SyntaxError',
  'MalformedPatch',
  'EmptyPatch',
  'InvalidEnvelope',
  'BaseMismatch',
  'ContextMismatch',
  'AmbiguousHunk',
  'FileExists',
  'FileMissing',
] as const;
export type IntakeCode = (typeof INTAKE_CODES)[number];

/** Failures while reading a workspace into a snapshot (PROTOCOL 2.1). */
export type SnapshotCode =
  | 'InventoryTooLarge'
  | 'GitlinkNotAllowed'
  | 'UnsupportedFileType'
  | 'PathEscapesRoot'
  | 'NotADirectory'
  | 'GitFailed';

/** Failures before or around execution (PROTOCOL 4, 5). */
export type ExecutionCode =
  | 'InvalidRunSpec'
  | 'ApprovalMismatch'
  | 'InvalidApproval'
  | 'RepositoryChanged'
  | 'WorkspaceFailed'
  | 'RunnerUnavailable'
  | 'SuiteNotSealable'
  | 'SetupFailed'
  | 'SetupChangedRepository'
  | 'SetupConflict'
  | 'Cancelled';

/** Reading receipts from a store (PROTOCOL 6). */
export type ReceiptCode =
  'ReceiptNotFound' | 'ReceiptTampered' | 'ReceiptConflict' | 'StoreUnavailable';

/** Values that canonical JSON cannot represent faithfully (PROTOCOL 2.2). */
export type CanonicalCode = 'NotCanonicalizable';

/** The service (PROTOCOL 8): requests, authorities, state of stored records. */
export const SERVICE_CODES = [
  'InvalidRequest',
  'RouteNotFound',
  'PayloadTooLarge',
  'Unauthorized',
  'RoleNotAllowed',
  'TokenNotScoped',
  'CsrfRejected',
  'SelfApproval',
  'RepositoryNotAllowed',
  'InvalidUpload',
  'UploadNotFound',
  'ProjectNotFound',
  'RunNotFound',
  'ProposalNotFound',
  'ApprovalNotFound',
  'ValidationNotFound',
  'OrderNotFound',
  'TokenNotFound',
  'SignatureNotFound',
  'ApprovalExists',
  'ValidationExists',
  'ValidationNotFinished',
  'OrderClosed',
  'WorkerLost',
  'RateLimited',
  'ServiceUnavailable',
] as const;
export type ServiceCode = (typeof SERVICE_CODES)[number];

/**
 * A client of the service (patchproof review, approve, gate): an answer that is not what the
 * API describes, or a wait that ran out.
 */
export type ClientCode = 'MalformedResponse' | 'Timeout';

/**
 * Landing a proven patch on a working tree (`patchproof apply`) and the workspace session
 * that tracks local changes against a checkpoint (`patchproof session`).
 */
export type LandingCode =
  | 'ReceiptNotPass'
  | 'NotProofGrade'
  | 'DiffNotFound'
  | 'ProposalMismatch'
  | 'ShadowMismatch'
  | 'DriftDetected'
  | 'RollbackFailed'
  | 'WorkspaceLocked'
  | 'WorkspaceBusy'
  | 'SessionExists'
  | 'NoSession'
  | 'SessionDirty'
  | 'SessionCorrupt'
  | 'ExportPending'
  | 'NothingToExport'
  | 'NoPendingExport'
  | 'AckMismatch'
  | 'ExportNotRepresentable';

/** Guarded git (`patchproof git`, and the MCP git tools): what an agent may do with git. */
export type GitGuardCode =
  | 'WorkspaceRootMissing'
  | 'OutsideWorkspaceRoot'
  | 'NotAGitRepository'
  | 'PathNotAllowed'
  | 'InvalidCommitMessage'
  | 'RemoteNotFound'
  | 'BranchNotFound'
  | 'DetachedHead'
  | 'IndexLocked'
  | 'GitRefused';

/** The inputs of a batch evaluation (`patchproof evaluate`): instances and predictions. */
export type BatchCode = 'InvalidBatchInput';

export type ErrorCode =
  | IntakeCode
  | BatchCode
  | SnapshotCode
  | ExecutionCode
  | ReceiptCode
  | CanonicalCode
  | ServiceCode
  | ClientCode
  | LandingCode
  | GitGuardCode
  | 'UsageError'
  | 'InternalError';

/** Where in the patch or the repository a problem was found, when known. */
export interface ErrorLocation {
  /** Repository-relative path the problem concerns. */
  path?: string;
  /** 1-based line: of the patch text for parse errors, of the file for apply/syntax errors. */
  line?: number;
  /** 1-based column, when known. */
  column?: number;
}

/** What an error may carry besides its code and message. */
export interface ErrorOptions {
  readonly location?: ErrorLocation;
  /** Machine-readable extras (candidate lines, limits, near-miss), safe to show. */
  readonly details?: Record<string, unknown>;
  readonly cause?: unknown;
}

/**
 * Base class of every PatchProof error: a stable code, a helpful message, a location. A family
 * narrows `Code` to its own codes (`class IntakeRefusal extends PatchProofError<IntakeCode>`),
 * so a family cannot be raised with another family's code.
 */
export class PatchProofError<Code extends ErrorCode = ErrorCode> extends Error {
  readonly code: Code;
  readonly location: ErrorLocation;
  /** Machine-readable extras (candidate lines, limits, near-miss), safe to show. */
  readonly details: Readonly<Record<string, unknown>>;

  constructor(code: Code, message: string, options: ErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = new.target.name;
    this.code = code;
    this.location = options.location ?? {};
    this.details = options.details ?? {};
  }
}

/** A patch was refused at intake; nothing was written anywhere. */
export class IntakeRefusal extends PatchProofError<IntakeCode> {}

/** A workspace could not be read into a snapshot. */
export class SnapshotError extends PatchProofError<SnapshotCode> {}

/** A value cannot be hashed as canonical JSON without changing its meaning. */
export class CanonicalJsonError extends PatchProofError<CanonicalCode> {
  constructor(message: string, path: string) {
    super('NotCanonicalizable', message, { details: { at: path } });
  }
}

/** Execution could not start or finish in a trustworthy way; no verdict can be PASS. */
export class ExecutionError extends PatchProofError<ExecutionCode> {}

/** A service request was refused, or the service cannot serve it now. */
export class ServiceError extends PatchProofError<ServiceCode> {}

/** A proven patch could not be landed, or a workspace session refused a step; see LandingCode. */
export class LandingError extends PatchProofError<LandingCode> {}

/** Guarded git refused a call, or git itself failed it; see GitGuardCode. */
export class GitGuardError extends PatchProofError<GitGuardCode> {}

/** Raised for bad command lines; reported like any coded error. */
export class UsageError extends PatchProofError<'UsageError'> {
  /** `command`: the words after `patchproof`, so the hint names that command's own help. */
  constructor(message: string, command?: string) {
    super(
      'UsageError',
      `${message}; run "patchproof ${command ? `${command} --help` : 'help'}" for usage`,
    );
  }
}

/** The wire shape of an error (CLI --json, HTTP problem JSON `code` member). */
export interface WireError {
  code: ErrorCode;
  message: string;
  path?: string;
  line?: number;
  column?: number;
  details?: Record<string, unknown>;
}

/** Converts a PatchProof error to its stable wire shape. */
export function toWireError(error: PatchProofError): WireError {
  const wire: WireError = { code: error.code, message: error.message, ...error.location };
  if (Object.keys(error.details).length > 0) wire.details = { ...error.details };
  return wire;
}
