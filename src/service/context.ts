/**
 * What the service's operations share: the store, where repositories may be registered
 * from, where uploads are extracted, the syntax checker intake needs, and a clock. One object built at start-up.
 */
import { randomBytes } from 'node:crypto';
import type { RunnerModules } from '../core/gates/runner-modules.js';
import type { SyntaxChecker } from '../core/gates/syntax-port.js';
import type { ResolvedRunSpec } from '../core/runspec/resolve.js';
import type { NewEvent } from '../core/service/records.js';
import type { Principal } from '../core/service/roles.js';
import type { Projects } from '../core/service/projects.js';
import type { SigningKey } from '../core/receipt/signature.js';
import type { ServiceStore } from '../core/service/service-store.js';
import type { ReceiptCache } from './receipt-cache.js';
import type { ServiceMetrics } from './metrics.js';

export interface ServiceContext {
  readonly store: ServiceStore;
  /** Repositories and run specs are registered by paths under this folder only. */
  readonly reposRoot: string;
  /**
   * This process's own scratch space on local disk: extracted copies of uploaded
   * repositories live here (the tars themselves are in the shared database).
   */
  readonly workDir: string;
  readonly syntax: SyntaxChecker;
  /** The operator's projects: which repository goes with which run spec. */
  readonly projects: Projects;
  /** Verified receipt bytes, so public fetches need not read the database each time. */
  readonly receipts?: ReceiptCache;
  /** When set, every receipt is signed as it is published (`patchproof serve --sign-key`). */
  readonly signingKey?: SigningKey;
  /**
   * The Python module list of the runner the workers use, for the ShadowedModule gate.
   * `startService` always sets it; a context without it (tests of the queue on the fake
   * runner) runs intake without that gate.
   */
  runnerModules?(spec: ResolvedRunSpec): Promise<RunnerModules>;
  /** GET /metrics, when the operator turned it on (`serve --metrics`). */
  readonly metrics?: ServiceMetrics;
  /** The service's address as its users reach it (`serve --public-url`): links in forge statuses. */
  readonly publicUrl?: string;
  /** A secret of the service's environment by name (a forge token named in the projects file). */
  secret?(name: string): string | undefined;
  now(): Date;
}

/** Who is asking, and the trace that ties their request's events together. */
export interface RequestContext {
  readonly principal: Principal;
  readonly traceId: string;
}

/** A new random identifier with a kind prefix: `run_…`, `val_…`, `tok_…`. */
export function newId(prefix: 'run' | 'val' | 'tok' | 'wrk' | 'ord'): string {
  return `${prefix}_${randomBytes(10).toString('hex')}`;
}

export function newTraceId(): string {
  return randomBytes(8).toString('hex');
}

/** An event of a request, to be appended in the same transaction as what it records. */
export function requestEvent(
  request: RequestContext,
  stage: string,
  fields: Partial<NewEvent> = {},
): NewEvent {
  return {
    runId: null,
    validationId: null,
    traceId: request.traceId,
    stage,
    actor: request.principal.actor,
    status: 'ok',
    error: null,
    durationMs: null,
    detail: null,
    ...fields,
  };
}
