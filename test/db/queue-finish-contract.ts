/**
 * The ServiceStore contract for ending queued validations, one part of the contract every
 * driver registers (pglite.test.ts, postgres.test.ts): cancelling a queued or running job,
 * releasing it back to the queue, storing a failure or a completion, and publishing a
 * completed one's receipt once, signed, never over different bytes.
 */
import { expect, it } from 'vitest';
import { receipts } from '../../src/adapters/db/schema.js';
import { describeDatabase, type DatabaseKind } from '../support/databases.js';
import { event, PHASES, receipt, rejection, seedQueued } from './fixtures.js';
import { LEASE, queueStore, RUNNING } from './queue-harness.js';

export function queueFinishContract(kind: DatabaseKind): void {
  describeDatabase(kind, 'ServiceStore queue: cancel, finish and publish', () => {
    const { t, claimOne, complete } = queueStore(kind);

    it('cancels a queued job at once', async () => {
      const { id } = await seedQueued(t.store);
      expect(await t.store.requestCancel(id, event('cancel', { validationId: id }))).toMatchObject({
        state: 'cancelled',
      });
      expect(await t.store.claimValidation('worker-1', LEASE, PHASES)).toBeNull();
      expect(await t.store.requestCancel('val_missing', event('cancel'))).toBeNull();
    });

    it('flags a running job; its worker sees the flag and ends it cancelled', async () => {
      const { id } = await seedQueued(t.store);
      const claim = await claimOne();
      expect(await t.store.requestCancel(id, event('cancel', { validationId: id }))).toMatchObject({
        state: 'running',
        cancelRequested: true,
      });
      expect(await t.store.heartbeat(claim)).toEqual({ owned: true, cancelRequested: true });
      expect(
        await t.store.finishValidation(
          claim,
          { kind: 'cancelled' },
          event('cancelled', { validationId: id }),
        ),
      ).toBe(true);
      expect(await t.store.getValidation(id)).toMatchObject({ state: 'cancelled' });
      expect(await t.store.heartbeat(claim)).toMatchObject({ owned: false });
      // Finished: a later request leaves it as it is.
      expect(await t.store.requestCancel(id, event('cancel', { validationId: id }))).toMatchObject({
        state: 'cancelled',
      });
    });

    it('puts a released job back in the queue with its phases reset', async () => {
      const { id } = await seedQueued(t.store);
      const claim = await claimOne();
      await t.store.recordProgress(claim, 'verify', RUNNING, event('progress'));
      expect(await t.store.releaseValidation(claim, event('release', { validationId: id }))).toBe(
        true,
      );
      expect(await t.store.getValidation(id)).toMatchObject({
        state: 'queued',
        currentPhase: null,
        phases: PHASES,
        attempt: 1,
      });
      expect(await t.store.heartbeat(claim)).toMatchObject({ owned: false });
      expect((await claimOne('worker-2')).attempt).toBe(2);
    });

    it('stores a failure', async () => {
      const { id } = await seedQueued(t.store);
      const claim = await claimOne();
      expect(
        await t.store.finishValidation(
          claim,
          { kind: 'failed', error: { code: 'RunnerUnavailable', message: 'no engine' } },
          event('failed'),
        ),
      ).toBe(true);
      expect(await t.store.getValidation(id)).toMatchObject({
        state: 'failed',
        error: { code: 'RunnerUnavailable', message: 'no engine' },
        verdict: null,
      });
    });

    it('refuses a completed outcome whose receipt bytes do not match the digest', async () => {
      const { id } = await seedQueued(t.store);
      const claim = await claimOne();
      const { digest } = receipt('one');
      const outcome = {
        kind: 'completed',
        verdict: 'PASS',
        proofGrade: true,
        receiptDigest: digest,
        receiptBytes: receipt('two').bytes,
        phases: RUNNING,
      } as const;
      expect(
        (await rejection(t.store.finishValidation(claim, outcome, event('finish')))).code,
      ).toBe('ReceiptConflict');
      expect(await t.store.getValidation(id)).toMatchObject({
        state: 'running',
        receiptDigest: null,
      });
    });

    it('publishes only a completed validation, once, and republishes idempotently', async () => {
      const { id } = await seedQueued(t.store);
      expect(
        (await rejection(t.store.publishReceipt(id, 'publisher-1', event('publish')))).code,
      ).toBe('ValidationNotFinished');
      const claim = await claimOne();
      expect(
        (await rejection(t.store.publishReceipt(id, 'publisher-1', event('publish')))).code,
      ).toBe('ValidationNotFinished');
      await complete(claim, 'published-once');
      const { digest, bytes } = receipt('published-once');
      expect(await t.store.getValidation(id)).toMatchObject({
        state: 'completed',
        verdict: 'PASS',
        proofGrade: true,
        receiptDigest: digest,
        phases: RUNNING,
      });
      expect(await t.store.getReceipt(digest)).toBeNull();

      const first = await t.store.publishReceipt(
        id,
        'publisher-1',
        event('publish', { validationId: id }),
      );
      expect(first.created).toBe(true);
      const published = first.receipt;
      expect(published).toMatchObject({
        digest,
        validationId: id,
        verdict: 'PASS',
        publishedBy: 'publisher-1',
      });
      expect(published.bytes.constructor).toBe(Uint8Array);
      expect([...published.bytes]).toEqual([...bytes]);
      expect(published.signature).toBeNull();
      expect((await t.store.getValidation(id))?.state).toBe('published');
      expect(
        await t.store.publishReceipt(id, 'publisher-2', event('publish', { validationId: id })),
      ).toEqual({ receipt: published, created: false });
      expect(await t.store.getReceipt(digest)).toEqual(published);
      expect(
        (await t.store.listEvents({ validationId: id })).filter((e) => e.stage === 'publish'),
      ).toHaveLength(1);
      expect(
        (await rejection(t.store.publishReceipt('val_missing', 'publisher-1', event('publish'))))
          .code,
      ).toBe('ValidationNotFound');
    });

    it('stores the signature made from the receipt bytes with the row, and returns it', async () => {
      const { id } = await seedQueued(t.store);
      await complete(await claimOne(), 'signed');
      const { digest, bytes } = receipt('signed');
      const seen: number[][] = [];
      const sign = (signed: Uint8Array): Uint8Array => {
        seen.push([...signed]);
        return new Uint8Array([...signed].reverse());
      };
      const first = await t.store.publishReceipt(
        id,
        'publisher-1',
        event('publish', { validationId: id }),
        sign,
      );
      expect(seen).toEqual([[...bytes]]);
      expect(first.receipt.signature?.constructor).toBe(Uint8Array);
      expect([...(first.receipt.signature ?? [])]).toEqual([...bytes].reverse());
      expect(await t.store.getReceipt(digest)).toEqual(first.receipt);
      // Republishing writes nothing, so it signs nothing and keeps the stored signature.
      expect(
        await t.store.publishReceipt(
          id,
          'publisher-2',
          event('publish', { validationId: id }),
          () => new Uint8Array([9]),
        ),
      ).toEqual({ receipt: first.receipt, created: false });
      expect(seen).toHaveLength(1);
    });

    it('accepts identical bytes already stored and refuses different ones (ReceiptConflict)', async () => {
      const a = await seedQueued(t.store);
      const b = await seedQueued(t.store);
      const c = await seedQueued(t.store);
      await complete(await claimOne(), 'same');
      await complete(await claimOne(), 'same');
      await complete(await claimOne(), 'clashing');
      await t.store.publishReceipt(a.id, 'publisher-1', event('publish'));
      expect(
        (await t.store.publishReceipt(b.id, 'publisher-1', event('publish'))).receipt.validationId,
      ).toBe(a.id);
      expect((await t.store.getValidation(b.id))?.state).toBe('published');

      // A row under c's digest with other bytes, as a forged or corrupted store would hold.
      await t.database.db.insert(receipts).values({
        digest: receipt('clashing').digest,
        bytes: new Uint8Array([1, 2, 3]),
        validationId: a.id,
        verdict: 'FAIL',
        publishedBy: 'mallory',
      });
      expect(
        (await rejection(t.store.publishReceipt(c.id, 'publisher-1', event('publish')))).code,
      ).toBe('ReceiptConflict');
      expect((await t.store.getValidation(c.id))?.state).toBe('completed');
      expect([...((await t.store.getReceipt(receipt('clashing').digest))?.bytes ?? [])]).toEqual([
        1, 2, 3,
      ]);
    });
  });
}
