/**
 * Publishing receipts. A receipt row is never replaced (PROTOCOL 6): publishing the same
 * bytes again is accepted as already published; different bytes under a stored digest
 * are ReceiptConflict. The validation row is locked first, so two publishers of one
 * validation take turns and the second sees `published`.
 */
import { eq, sql } from 'drizzle-orm';
import { PatchProofError, ServiceError } from '../../core/errors.js';
import type { PublishedReceipt } from '../../core/service/records.js';
import type { ServiceStore } from '../../core/service/service-store.js';
import type { ServiceDatabase } from './connect.js';
import { receiptRecord } from './rows.js';
import { appendToLog } from './store-log.js';
import type { TypedHash } from '../../core/hash/typed-hash.js';
import { receipts, validations } from './schema.js';
import { attempt, inTransaction, insertEvent, required, type Tx } from './store-support.js';

type ReceiptMethods = Pick<ServiceStore, 'publishReceipt' | 'getReceipt'>;

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, i) => byte === b[i]);
}

async function storedReceipt(tx: Tx, digest: string): Promise<PublishedReceipt | null> {
  const [row] = await tx.select().from(receipts).where(eq(receipts.digest, digest));
  return row === undefined ? null : receiptRecord(row);
}

export function receiptMethods(database: ServiceDatabase): ReceiptMethods {
  return {
    publishReceipt: (validationId, publishedBy, event, sign) =>
      inTransaction(database, async (tx) => {
        const [validation] = await tx.select().from(validations).where(eq(validations.id, validationId)).for('update');
        if (validation === undefined) throw new ServiceError('ValidationNotFound', `no validation ${validationId}; check the id returned when it was queued`, { details: { validation: validationId } });
        const digest = validation.receiptDigest;
        if (validation.state === 'published' && digest !== null) {
          // Idempotent: a publisher retrying after a lost answer gets the same receipt. A receipt
          // published by a version without the log (a rolling upgrade) enters the log now.
          await appendToLog(tx, digest as TypedHash);
          return { receipt: required((await storedReceipt(tx, digest)) ?? undefined), created: false };
        }
        if (validation.state !== 'completed' || digest === null || validation.receiptBytes === null || validation.verdict === null) {
          throw new ServiceError('ValidationNotFinished', `validation ${validationId} is ${validation.state}; only a completed validation has a receipt to publish`, {
            details: { validation: validationId, state: validation.state },
          });
        }
        const bytes = validation.receiptBytes;
        const signature = sign ? sign(bytes) : null;
        await tx.insert(receipts).values({ digest, bytes, validationId, verdict: validation.verdict, publishedBy, signature }).onConflictDoNothing();
        const stored = required((await storedReceipt(tx, digest)) ?? undefined);
        if (!sameBytes(stored.bytes, bytes)) {
          throw new PatchProofError('ReceiptConflict', `a different receipt is already stored under ${digest}; stored receipts are never replaced`, { details: { digest } });
        }
        await tx.update(validations).set({ state: 'published', updatedAt: sql`now()` }).where(eq(validations.id, validationId));
        // Every published receipt, PASS or FAIL, enters the transparency log with it (store-log.ts).
        await appendToLog(tx, digest as TypedHash);
        await insertEvent(tx, event);
        return { receipt: stored, created: true };
      }),

    async getReceipt(digest) {
      const [row] = await attempt(database, (db) => db.select().from(receipts).where(eq(receipts.digest, digest)));
      return row === undefined ? null : receiptRecord(row);
    },
  };
}
