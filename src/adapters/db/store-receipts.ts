/**
 * Publishing receipts. A receipt row is never replaced (PROTOCOL 6): publishing the same
 * bytes again is accepted as already published; different bytes under a stored digest
 * are ReceiptConflict. The validation row is locked first, so two publishers of one
 * validation take turns and the second sees `published`.
 *
 * One transaction does it, on two paths: the ServiceStore's publishReceipt (a publisher names
 * a validation; its receipt is the one the worker stored) and the database ReceiptStore
 * (receipt-store.ts: bytes offered for a validation, which must be its receipt).
 */
import { eq, sql } from 'drizzle-orm';
import { PatchProofError, ServiceError } from '../../core/errors.js';
import type { TypedHash } from '../../core/hash/typed-hash.js';
import type { NewEvent, PublishedReceipt } from '../../core/service/records.js';
import type { ServiceStore } from '../../core/service/service-store.js';
import type { ServiceDatabase } from './connect.js';
import { receiptRecord } from './rows.js';
import { receipts, validations } from './schema.js';
import { appendToLog } from './store-log.js';
import { attempt, inTransaction, insertEvent, required, type Tx } from './store-support.js';

/** One publisher's act on one validation: who, the event to log, and the signer when the service signs. */
export interface ReceiptPublication {
  readonly validationId: string;
  readonly publishedBy: string;
  readonly event: NewEvent;
  readonly sign?: (bytes: Uint8Array) => Uint8Array;
}

/** Bytes a caller offers for publication, already checked against their address. */
export interface OfferedReceipt {
  readonly digest: TypedHash;
  readonly bytes: Uint8Array;
}

type ReceiptMethods = Pick<ServiceStore, 'publishReceipt' | 'getReceipt'>;

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, i) => byte === b[i]);
}

function neverReplaced(digest: string): PatchProofError {
  return new PatchProofError(
    'ReceiptConflict',
    `a different receipt is already stored under ${digest}; stored receipts are never replaced`,
    { details: { digest } },
  );
}

async function storedReceipt(tx: Tx, digest: string): Promise<PublishedReceipt> {
  const [row] = await tx.select().from(receipts).where(eq(receipts.digest, digest));
  return receiptRecord(required(row));
}

/**
 * Publishes the receipt of `p.validationId` and marks the validation `published`, with its
 * event and its place in the transparency log, all or nothing. ValidationNotFinished unless it
 * is completed or already published; with `offered`, ReceiptConflict unless those are the
 * validation's receipt bytes. `created` is true only for the call that published it.
 */
export function publishValidationReceipt(
  database: ServiceDatabase,
  p: ReceiptPublication,
  offered?: OfferedReceipt,
): Promise<{ readonly receipt: PublishedReceipt; readonly created: boolean }> {
  return inTransaction(database, async (tx) => {
    const [validation] = await tx
      .select()
      .from(validations)
      .where(eq(validations.id, p.validationId))
      .for('update');
    if (validation === undefined)
      throw new ServiceError(
        'ValidationNotFound',
        `no validation ${p.validationId}; check the id returned when it was queued`,
        { details: { validation: p.validationId } },
      );
    const digest = validation.receiptDigest;
    if (
      offered &&
      digest !== null &&
      (offered.digest !== digest ||
        validation.receiptBytes === null ||
        !sameBytes(offered.bytes, validation.receiptBytes))
    ) {
      throw new PatchProofError(
        'ReceiptConflict',
        `validation ${p.validationId} has the receipt ${digest}, not ${offered.digest}; a validation publishes its own receipt only`,
        {
          details: { validation: p.validationId, expected: digest, actual: offered.digest },
        },
      );
    }
    if (validation.state === 'published' && digest !== null) {
      // Idempotent: a publisher retrying after a lost answer gets the same receipt. A receipt
      // published by a version without the log (a rolling upgrade) enters the log now.
      await appendToLog(tx, digest as TypedHash);
      const stored = await storedReceipt(tx, digest);
      if (offered && !sameBytes(stored.bytes, offered.bytes)) throw neverReplaced(digest);
      return { receipt: stored, created: false };
    }
    if (
      validation.state !== 'completed' ||
      digest === null ||
      validation.receiptBytes === null ||
      validation.verdict === null
    ) {
      throw new ServiceError(
        'ValidationNotFinished',
        `validation ${p.validationId} is ${validation.state}; only a completed validation has a receipt to publish`,
        {
          details: { validation: p.validationId, state: validation.state },
        },
      );
    }
    const bytes = validation.receiptBytes;
    const signature = p.sign ? p.sign(bytes) : null;
    await tx
      .insert(receipts)
      .values({
        digest,
        bytes,
        validationId: p.validationId,
        verdict: validation.verdict,
        publishedBy: p.publishedBy,
        signature,
      })
      .onConflictDoNothing();
    const stored = await storedReceipt(tx, digest);
    if (!sameBytes(stored.bytes, bytes)) throw neverReplaced(digest);
    await tx
      .update(validations)
      .set({ state: 'published', updatedAt: sql`now()` })
      .where(eq(validations.id, p.validationId));
    // Every published receipt, PASS or FAIL, enters the transparency log with it (store-log.ts).
    await appendToLog(tx, digest as TypedHash);
    await insertEvent(tx, p.event);
    return { receipt: stored, created: true };
  });
}

export function receiptMethods(database: ServiceDatabase): ReceiptMethods {
  return {
    publishReceipt: (validationId, publishedBy, event, sign) =>
      publishValidationReceipt(database, {
        validationId,
        publishedBy,
        event,
        ...(sign ? { sign } : {}),
      }),

    async getReceipt(digest) {
      const [row] = await attempt(database, (db) =>
        db.select().from(receipts).where(eq(receipts.digest, digest)),
      );
      return row === undefined ? null : receiptRecord(row);
    },
  };
}
