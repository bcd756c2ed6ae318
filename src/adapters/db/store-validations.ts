/**
 * The validation queue. Workers on any number of processes claim jobs with FOR UPDATE SKIP
 * LOCKED; a claim carries a random token, and every later write through it checks
 * `id, claim_token, state = 'running'`, so a worker whose claim was taken over (its
 * heartbeat went stale) can no longer change anything. Heartbeats and leases use the
 * database's clock: process clocks on several machines need not agree.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray, lt, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { PatchProofError, ServiceError } from '../../core/errors.js';
import {
  type Claim,
  MAX_ATTEMPTS,
  type PhaseProgress,
  type ValidationOutcome,
} from '../../core/service/records.js';
import type { ServiceStore } from '../../core/service/service-store.js';
import type { TypedHash } from '../../core/hash/typed-hash.js';
import type { ServiceDatabase } from './connect.js';
import { validationRecord } from './rows.js';
import { runs, validations } from './schema.js';
import { attempt, inTransaction, insertEvent, required } from './store-support.js';
import { receiptAddress } from '../../core/store/address.js';

type ValidationMethods = Pick<
  ServiceStore,
  | 'validationStats'
  | 'enqueueValidation'
  | 'getValidation'
  | 'validationsOf'
  | 'claimValidation'
  | 'heartbeat'
  | 'recordProgress'
  | 'finishValidation'
  | 'releaseValidation'
  | 'requestCancel'
>;

/** The row a claim may still write: same job, same claim, still running. */
function held(claim: Claim): SQL | undefined {
  return and(
    eq(validations.id, claim.validationId),
    eq(validations.claimToken, claim.token),
    eq(validations.state, 'running'),
  );
}

/** Copies phases into plain objects for jsonb (callers may pass frozen or shared ones). */
function plain(phases: readonly PhaseProgress[]): PhaseProgress[] {
  return phases.map((p) => ({ ...p }));
}

const now = sql`now()`;

/** The columns an outcome writes; the receipt's address is checked before it is kept. */
function outcomeColumns(outcome: ValidationOutcome): Partial<typeof validations.$inferInsert> {
  switch (outcome.kind) {
    case 'completed': {
      const actual = receiptAddress(outcome.receiptBytes);
      if (actual !== outcome.receiptDigest) {
        throw new PatchProofError(
          'ReceiptConflict',
          `the receipt bytes hash to ${actual}, not ${outcome.receiptDigest}; a receipt is only kept under its own address`,
        );
      }
      return {
        state: 'completed',
        verdict: outcome.verdict,
        proofGrade: outcome.proofGrade,
        receiptDigest: outcome.receiptDigest,
        receiptBytes: outcome.receiptBytes,
        phases: plain(outcome.phases),
        currentPhase: null,
      };
    }
    case 'failed':
      return {
        state: 'failed',
        error: { code: outcome.error.code, message: outcome.error.message },
        currentPhase: null,
      };
    case 'cancelled':
      return { state: 'cancelled', currentPhase: null };
  }
}

export function validationMethods(database: ServiceDatabase): ValidationMethods {
  return {
    async validationStats(projects) {
      // The first failed phase's classification, read from the phases as progress wrote them.
      const classification = sql<
        string | null
      >`(select p->>'classification' from jsonb_array_elements(${validations.phases}) as p where p->>'outcome' = 'fail' limit 1)`;
      const rows = await attempt(database, (db) =>
        db
          .select({
            state: validations.state,
            verdict: validations.verdict,
            classification,
            count: sql<string>`count(*)`,
          })
          .from(validations)
          .innerJoin(runs, eq(runs.id, validations.runId))
          .where(
            projects === null
              ? undefined
              : projects.length === 0
                ? sql`false`
                : inArray(runs.project, [...projects]),
          )
          .groupBy(validations.state, validations.verdict, classification),
      );
      return rows.map((r) => ({
        state: r.state,
        verdict: r.verdict,
        classification: r.classification,
        count: Number(r.count),
      }));
    },

    async enqueueValidation(validation, event) {
      try {
        return await inTransaction(database, async (tx) => {
          const [row] = await tx
            .insert(validations)
            .values({
              id: validation.id,
              runId: validation.runId,
              approvalHash: validation.approval,
              proposalHash: validation.proposal,
              state: 'queued',
              phases: plain(validation.phases),
              createdBy: validation.createdBy,
            })
            .returning();
          await insertEvent(tx, event);
          return validationRecord(required(row));
        });
      } catch (error) {
        if (!(error instanceof ServiceError && error.code === 'ValidationExists')) throw error;
        throw await existingValidation(database, validation.approval, error);
      }
    },

    async getValidation(id) {
      const [row] = await attempt(database, (db) =>
        db.select().from(validations).where(eq(validations.id, id)),
      );
      return row === undefined ? null : validationRecord(row);
    },

    async validationsOf(runId, proposal, limit = 100) {
      const rows = await attempt(database, (db) =>
        db
          .select()
          .from(validations)
          .where(and(eq(validations.runId, runId), eq(validations.proposalHash, proposal)))
          .orderBy(desc(validations.createdAt), desc(validations.id))
          .limit(limit),
      );
      return rows.map((row) => validationRecord(row));
    },

    claimValidation: (worker, leaseSeconds, phases) =>
      inTransaction(database, async (tx) => {
        const stale = and(
          eq(validations.state, 'running'),
          lt(
            validations.heartbeatAt,
            sql`now() - make_interval(secs => ${leaseSeconds}::double precision)`,
          ),
        );
        let next: { id: string; runId: string; state: string; attempt: number } | undefined;
        for (;;) {
          [next] = await tx
            .select({
              id: validations.id,
              runId: validations.runId,
              state: validations.state,
              attempt: validations.attempt,
            })
            .from(validations)
            .where(or(eq(validations.state, 'queued'), stale))
            .orderBy(asc(validations.createdAt), asc(validations.id))
            .limit(1)
            .for('update', { skipLocked: true });
          // A job whose workers keep dying (it kills them, or the machine) is not retried forever.
          if (next === undefined || next.state !== 'running' || next.attempt < MAX_ATTEMPTS) break;
          const error = {
            code: 'WorkerLost',
            message: `every one of ${next.attempt} workers that ran this validation stopped answering; it was not retried again. Look at the service logs, then queue the approval again`,
          };
          await tx
            .update(validations)
            .set({ state: 'failed', error, claimToken: null, updatedAt: now })
            .where(eq(validations.id, next.id));
          await insertEvent(tx, {
            runId: next.runId,
            validationId: next.id,
            traceId: randomUUID().slice(0, 16),
            stage: 'finish',
            actor: worker,
            status: 'failed',
            error,
            durationMs: null,
            detail: { attempts: next.attempt },
          });
        }
        if (next === undefined) return null;
        const token = randomUUID();
        const [row] = await tx
          .update(validations)
          .set({
            state: 'running',
            attempt: sql`${validations.attempt} + 1`,
            claimedBy: worker,
            claimToken: token,
            heartbeatAt: now,
            // A reclaimed job starts over in fresh copies: earlier progress no longer holds.
            phases: plain(phases),
            currentPhase: null,
            updatedAt: now,
          })
          .where(eq(validations.id, next.id))
          .returning();
        const claimed = required(row);
        return {
          validationId: claimed.id,
          runId: claimed.runId,
          approval: claimed.approvalHash as TypedHash,
          proposal: claimed.proposalHash as TypedHash,
          worker,
          token,
          attempt: claimed.attempt,
        } satisfies Claim;
      }),

    async heartbeat(claim) {
      const rows = await attempt(database, (db) =>
        db
          .update(validations)
          .set({ heartbeatAt: now })
          .where(held(claim))
          .returning({ cancelRequested: validations.cancelRequested }),
      );
      const row = rows[0];
      return { owned: row !== undefined, cancelRequested: row?.cancelRequested ?? false };
    },

    recordProgress: (claim, currentPhase, phases, event) =>
      inTransaction(database, async (tx) => {
        const rows = await tx
          .update(validations)
          .set({ currentPhase, phases: plain(phases), updatedAt: now })
          .where(held(claim))
          .returning({ id: validations.id });
        if (rows.length === 0) return false;
        await insertEvent(tx, event);
        return true;
      }),

    async finishValidation(claim, outcome, event) {
      const columns = outcomeColumns(outcome);
      return inTransaction(database, async (tx) => {
        const rows = await tx
          .update(validations)
          .set({ ...columns, updatedAt: now })
          .where(held(claim))
          .returning({ id: validations.id });
        if (rows.length === 0) return false;
        await insertEvent(tx, event);
        return true;
      });
    },

    releaseValidation: (claim, event) =>
      inTransaction(database, async (tx) => {
        const [row] = await tx
          .select({ phases: validations.phases, cancelRequested: validations.cancelRequested })
          .from(validations)
          .where(held(claim))
          .for('update');
        if (row === undefined) return false;
        await tx
          .update(validations)
          .set({
            // A queued job is cancelled at once (requestCancel), so a flagged one is not requeued.
            state: row.cancelRequested ? 'cancelled' : 'queued',
            claimedBy: null,
            claimToken: null,
            heartbeatAt: null,
            currentPhase: null,
            phases: row.phases.map((p) => ({ name: p.name, state: 'pending' as const })),
            updatedAt: now,
          })
          .where(eq(validations.id, claim.validationId));
        await insertEvent(tx, event);
        return true;
      }),

    requestCancel: (id, event) =>
      inTransaction(database, async (tx) => {
        const [current] = await tx
          .select({ state: validations.state })
          .from(validations)
          .where(eq(validations.id, id))
          .for('update');
        if (current === undefined) return null;
        const change =
          current.state === 'queued'
            ? { state: 'cancelled', updatedAt: now }
            : current.state === 'running'
              ? { cancelRequested: true, updatedAt: now }
              : undefined;
        const [row] =
          change === undefined
            ? await tx.select().from(validations).where(eq(validations.id, id))
            : await tx.update(validations).set(change).where(eq(validations.id, id)).returning();
        // The request is recorded even when it changed nothing: who asked, and when, is audit.
        await insertEvent(tx, event);
        return validationRecord(required(row));
      }),
  };
}

/** ValidationExists naming the validation that holds the approval (read after the failed transaction). */
async function existingValidation(
  database: ServiceDatabase,
  approval: TypedHash,
  error: ServiceError,
): Promise<ServiceError> {
  const [existing] = await attempt(database, (db) =>
    db
      .select({ id: validations.id })
      .from(validations)
      .where(
        and(
          eq(validations.approvalHash, approval),
          notInArray(validations.state, ['failed', 'cancelled']),
        ),
      ),
  );
  return new ServiceError('ValidationExists', error.message, {
    details: { validation: existing?.id ?? null },
    cause: error.cause,
  });
}
