/**
 * The database side of the ReceiptStore contract (test/receipt/receipt-store-contract.ts), for
 * PGlite and PostgreSQL alike, and what only the database has: a publication belongs to one
 * validation. A publisher is made the way the service makes one: a validation queued, claimed
 * and completed by a worker with the receipt as its outcome, then a publisher acting on it.
 */
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { databaseReceiptStore } from '../../src/adapters/db/index.js';
import { receipts } from '../../src/adapters/db/schema.js';
import type { TypedHash } from '../../src/core/hash/typed-hash.js';
import {
  freshReceipt,
  receiptStoreContract,
  type ReceiptStoreHarness,
  type StoredReceipt,
} from '../receipt/receipt-store-contract.js';
import {
  describeDatabase,
  type DatabaseKind,
  openTestStore,
  type TestStore,
} from '../support/databases.js';
import { event, PHASES, rejection, seedQueued } from './fixtures.js';

/** A validation of `t` brought to `completed` with `receipt` as its receipt; its id. */
async function completedWith(t: TestStore, receipt: StoredReceipt): Promise<string> {
  const { id } = await seedQueued(t.store);
  const claim = await t.store.claimValidation('receipt-worker', 3600, PHASES);
  if (claim?.validationId !== id)
    throw new Error(
      `claimed ${claim?.validationId ?? 'nothing'}, not the validation just queued (${id})`,
    );
  const outcome = {
    kind: 'completed',
    verdict: 'PASS',
    proofGrade: true,
    receiptDigest: receipt.digest,
    receiptBytes: receipt.bytes,
    phases: PHASES,
  } as const;
  if (!(await t.store.finishValidation(claim, outcome, event('finish', { validationId: id }))))
    throw new Error(`validation ${id} was not finished`);
  return id;
}

const publication = (validationId: string) => ({
  validationId,
  publishedBy: 'publisher-1',
  event: event('publish', { validationId }),
});

async function openDatabase(
  kind: DatabaseKind,
): Promise<ReceiptStoreHarness & { readonly t: TestStore }> {
  const t = await openTestStore(kind);
  return {
    t,
    publisher: async (receipt) =>
      databaseReceiptStore(t.database, publication(await completedWith(t, receipt))),
    reader: t.store.receiptReader,
    async alter(digest, bytes) {
      await t.database.db.execute(
        sql`update receipts set bytes = ${bytes} where digest = ${digest}`,
      );
    },
    async copies(digest: TypedHash) {
      const [row] = await t.database.db
        .select({ n: count() })
        .from(receipts)
        .where(eq(receipts.digest, digest));
      return row?.n ?? 0;
    },
    close: () => t.close(),
  };
}

/** The contract, and the validation binding, on `kind`. */
export function databaseReceiptStoreContract(kind: DatabaseKind): void {
  receiptStoreContract(
    (name, body) => describeDatabase(kind, name, body),
    () => openDatabase(kind),
  );

  describeDatabase(kind, 'database ReceiptStore: a receipt belongs to its validation', () => {
    let h: Awaited<ReturnType<typeof openDatabase>>;
    beforeAll(async () => {
      h = await openDatabase(kind);
    });
    afterAll(async () => {
      await h?.close();
    });

    it("publishes a validation's receipt only: another receipt, valid as it is, is ReceiptConflict", async () => {
      const mine = freshReceipt();
      const other = freshReceipt();
      const store = await h.publisher(mine);
      expect((await rejection(store.publish(other.digest, other.bytes))).code).toBe(
        'ReceiptConflict',
      );
      expect(await h.copies(other.digest)).toBe(0);
      await store.publish(mine.digest, mine.bytes);
      expect((await rejection(store.publish(other.digest, other.bytes))).code).toBe(
        'ReceiptConflict',
      );
    });

    it('publishes nothing for a validation that has not completed (ValidationNotFinished)', async () => {
      const r = freshReceipt();
      const { id } = await seedQueued(h.t.store);
      try {
        expect(
          (
            await rejection(
              databaseReceiptStore(h.t.database, publication(id)).publish(r.digest, r.bytes),
            )
          ).code,
        ).toBe('ValidationNotFinished');
        expect(
          (
            await rejection(
              databaseReceiptStore(h.t.database, publication('val_missing')).publish(
                r.digest,
                r.bytes,
              ),
            )
          ).code,
        ).toBe('ValidationNotFound');
        expect(await h.copies(r.digest)).toBe(0);
      } finally {
        // Out of the queue, so the next publisher's claim takes its own validation.
        await h.t.store.requestCancel(id, event('cancel', { validationId: id }));
      }
    });

    it("is the service's publication: the validation is published, once, and publishReceipt agrees", async () => {
      const r = freshReceipt();
      const id = await completedWith(h.t, r);
      expect(
        (await databaseReceiptStore(h.t.database, publication(id)).publish(r.digest, r.bytes))
          .created,
      ).toBe(true);
      expect(await h.t.store.getValidation(id)).toMatchObject({
        state: 'published',
        receiptDigest: r.digest,
      });
      expect(await h.t.store.getReceipt(r.digest)).toMatchObject({
        digest: r.digest,
        validationId: id,
        verdict: 'PASS',
        publishedBy: 'publisher-1',
      });
      expect(
        (await h.t.store.publishReceipt(id, 'publisher-2', event('publish', { validationId: id })))
          .created,
      ).toBe(false);
      expect(
        (await h.t.store.listEvents({ validationId: id })).filter((e) => e.stage === 'publish'),
      ).toHaveLength(1);
      expect(await h.t.store.logPosition(r.digest)).not.toBeNull();
    });
  });
}
