/**
 * The queue worker (PROTOCOL 8): claims validations from the database, keeps a heartbeat
 * while it runs one, and writes the outcome only while its claim still holds. A worker
 * that dies leaves a claim whose heartbeat goes stale; another worker reclaims it and runs
 * it again from the start. Cancellation and shutdown abort the run, which kills and
 * removes its containers before the claim is ended or released.
 */
import { PatchProofError } from '../core/errors.js';
import type { Claim, NewEvent, ValidationOutcome } from '../core/service/records.js';
import { newId, newTraceId } from './context.js';
import { type ExecutorDeps, runClaim } from './run-claim.js';
import { completeOrder, sweepOrders } from './orders.js';

/** How often an idle worker looks for standing orders that nothing finished. */
const SWEEP_MS = 5_000;
import { PENDING_PHASES } from './validations.js';

export interface WorkerOptions {
  readonly id?: string;
  /** A claim whose heartbeat is older than this is taken over (seconds). */
  readonly leaseSeconds?: number;
  readonly heartbeatMs?: number;
  /** How long to wait before looking again when the queue is empty. */
  readonly pollMs?: number;
  /**
   * Once a validation's hidden phase started, its end is shown on a whole step of this many
   * milliseconds after that start (phase-tracker.ts; default 10 000, what the receipt rounds
   * the hidden duration to). 0 shows it at once: for tests, never for a service proposers use.
   */
  readonly hiddenPaceMs?: number;
  /** Called with errors the loop survived (database down, a bug); for the service's log. */
  onError?(error: unknown): void;
}

export interface Worker {
  readonly id: string;
  /** Resolves once the current validation (if any) is ended or released and the loop stopped. */
  stop(): Promise<void>;
}

/** Starts a worker loop. */
export function startWorker(deps: ExecutorDeps, options: WorkerOptions = {}): Worker {
  // The pid in the id lets an operator (and a test) tell which process holds a claim.
  const id = options.id ?? `${newId('wrk')}@${process.pid}`;
  const leaseSeconds = options.leaseSeconds ?? 30;
  const heartbeatMs = options.heartbeatMs ?? Math.max(200, (leaseSeconds * 1000) / 4);
  const pollMs = options.pollMs ?? 500;
  const { store } = deps.context;
  let stopping = false;
  let active: { claim: Claim; stop(why: 'shutdown'): void } | null = null;
  let wake: (() => void) | null = null;
  const sleep = (ms: number): Promise<void> =>
    new Promise((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  let swept = 0;
  const loop = (async () => {
    while (!stopping) {
      let claim: Claim | null = null;
      try {
        claim = await store.claimValidation(id, leaseSeconds, PENDING_PHASES);
      } catch (error) {
        options.onError?.(error);
      }
      if (!claim) {
        // Idle: orders whose validation ended where nothing finished them (cancelled while queued, workers lost).
        if (Date.now() - swept > SWEEP_MS) {
          swept = Date.now();
          await sweepOrders(deps.context).catch((error: unknown) => options.onError?.(error));
        }
        if (!stopping) await sleep(pollMs);
        continue;
      }
      if (stopping) {
        // Claimed while stop() was called: hand it straight back.
        await store
          .releaseValidation(claim, {
            runId: claim.runId,
            validationId: claim.validationId,
            traceId: newTraceId(),
            stage: 'release',
            actor: id,
            status: 'queued',
            error: null,
            durationMs: null,
            detail: null,
          })
          .catch((error: unknown) => options.onError?.(error));
        break;
      }
      await work(claim).catch((error: unknown) => options.onError?.(error));
    }
  })();

  async function work(claim: Claim): Promise<void> {
    const abort = new AbortController();
    const traceId = newTraceId();
    const event = (stage: string, status: string, fields: Partial<NewEvent> = {}): NewEvent => ({
      runId: claim.runId,
      validationId: claim.validationId,
      traceId,
      stage,
      actor: id,
      status,
      error: null,
      durationMs: null,
      detail: null,
      ...fields,
    });
    const started = Date.now();
    let reason: 'cancel' | 'shutdown' | 'lost' | null = null;
    const stop = (why: 'cancel' | 'shutdown' | 'lost'): void => {
      reason ??= why;
      abort.abort(new Error(`validation ${why}`));
    };
    active = { claim, stop };
    const beat = setInterval(() => {
      store.heartbeat(claim).then(
        (state) => {
          if (!state.owned) stop('lost');
          else if (state.cancelRequested) stop('cancel');
        },
        (error: unknown) => options.onError?.(error),
      );
    }, heartbeatMs);
    // Progress writes are chained so they land in order; the outcome waits for them.
    // Handled at once: a rejection left pending while intake and the runner probe take their
    // time would be unhandled, and that ends the process.
    let writes: Promise<unknown> = store
      .recordProgress(
        claim,
        null,
        PENDING_PHASES,
        event('claim', 'running', { detail: { attempt: claim.attempt } }),
      )
      .catch((error: unknown) => options.onError?.(error));
    let outcome: ValidationOutcome | null = null;
    try {
      outcome = await runClaim(
        deps,
        claim,
        abort.signal,
        PENDING_PHASES,
        (currentPhase, phases, progress) => {
          const status =
            progress.type === 'phase-started' ? 'started' : (progress.result?.outcome ?? 'done');
          if (progress.type === 'phase-finished' && progress.result)
            deps.context.metrics?.phase(
              progress.phase,
              progress.result.outcome,
              progress.result.durationMs,
            );
          writes = writes
            .then(() =>
              store.recordProgress(
                claim,
                currentPhase,
                phases,
                event(`phase:${progress.phase}`, status),
              ),
            )
            .catch((error: unknown) => options.onError?.(error));
        },
        options.hiddenPaceMs,
      );
    } catch (error) {
      if (!abort.signal.aborted) {
        const code = error instanceof PatchProofError ? error.code : 'InternalError';
        outcome = {
          kind: 'failed',
          error: { code, message: error instanceof Error ? error.message : String(error) },
        };
      }
    } finally {
      clearInterval(beat);
      await writes.catch(() => undefined);
      active = null;
    }
    const durationMs = Date.now() - started;
    let finished = false;
    if (reason === 'shutdown') {
      await store.releaseValidation(
        claim,
        event('release', 'queued', { durationMs, detail: { why: 'the service is shutting down' } }),
      );
    } else if (reason === 'cancel') {
      finished = await store.finishValidation(
        claim,
        { kind: 'cancelled' },
        event('finish', 'cancelled', { durationMs }),
      );
    } else if (outcome) {
      // false when the claim was taken over meanwhile: the other worker's run is the one that counts.
      const status = outcome.kind === 'completed' ? outcome.verdict : outcome.kind;
      const error = outcome.kind === 'failed' ? outcome.error : null;
      const detail =
        outcome.kind === 'completed'
          ? { receipt: outcome.receiptDigest, proofGrade: outcome.proofGrade }
          : null;
      finished = await store.finishValidation(
        claim,
        outcome,
        event('finish', status, { durationMs, error, detail }),
      );
    }
    // A standing order that queued it publishes and reports now (orders.ts), in the background:
    // a forge that is slow to answer never holds up the next validation.
    if (finished)
      void completeOrder(deps.context, claim.validationId).catch((error: unknown) =>
        options.onError?.(error),
      );
  }

  return {
    id,
    async stop() {
      stopping = true;
      // The run is aborted (its containers killed and removed) and the claim released.
      active?.stop('shutdown');
      wake?.();
      await loop;
    },
  };
}
