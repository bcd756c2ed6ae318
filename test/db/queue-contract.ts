/**
 * The ServiceStore contract for the validation queue: claims, leases, heartbeats,
 * cancellation, finishing and publishing. A claim takes the oldest job in the whole queue,
 * so each test starts by draining it (a fresh database per test costs seconds on PGlite).
 * On PostgreSQL the racing claimers use two separate pools, as two service processes would.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { receipts } from '../../src/adapters/db/schema.js';
import { type Claim, MAX_ATTEMPTS, type PhaseProgress } from '../../src/core/service/records.js';
import {
  describeDatabase,
  type DatabaseKind,
  openPeerStore,
  openTestStore,
  type TestStore,
} from '../support/databases.js';
import { event, PHASES, receipt, rejection, seedQueued } from './fixtures.js';

/** Long enough that no test's running job goes stale by itself, however slow the machine. */
const LEASE = 3600;
const RUNNING: readonly PhaseProgress[] = PHASES.map((p) => ({ ...p, state: 'running' as const }));

export function queueContract(kind: DatabaseKind): void {
  describeDatabase(kind, 'ServiceStore queue', () => {
    let t: TestStore;
    beforeAll(async () => {
      t = await openTestStore(kind);
    });
    afterAll(async () => {
      await t?.close();
    });
    beforeEach(async () => {
      // Earlier tests' queued jobs would be claimed first; end them so each test owns the queue.
      for (
        let claim = await t.store.claimValidation('drain', LEASE, []);
        claim !== null;
        claim = await t.store.claimValidation('drain', LEASE, [])
      ) {
        await t.store.finishValidation(claim, { kind: 'cancelled' }, event('drain'));
      }
    });

    async function claimOne(worker = 'worker-1'): Promise<Claim> {
      const claim = await t.store.claimValidation(worker, LEASE, PHASES);
      if (claim === null) throw new Error('expected a job to claim');
      return claim;
    }

    async function complete(claim: Claim, label: string): Promise<void> {
      const { digest, bytes } = receipt(label);
      expect(
        await t.store.finishValidation(
          claim,
          {
            kind: 'completed',
            verdict: 'PASS',
            proofGrade: true,
            receiptDigest: digest,
            receiptBytes: bytes,
            phases: RUNNING,
          },
          event('finish'),
        ),
      ).toBe(true);
    }

    it('lists the validations of a proposal in its run, and none for another run or proposal', async () => {
      const job = await seedQueued(t.store);
      const queued = await t.store.getValidation(job.id);
      const proposal = queued?.proposal as `sha256:${string}`;
      expect((await t.store.validationsOf(job.runId, proposal)).map((v) => v.id)).toEqual([job.id]);
      expect(await t.store.validationsOf('run_00000000000000000000', proposal)).toEqual([]);
      expect(await t.store.validationsOf(job.runId, `sha256:${'0'.repeat(64)}`)).toEqual([]);
    });

    it('claims the oldest queued job, once', async () => {
      const first = await seedQueued(t.store);
      await seedQueued(t.store);
      const claim = await claimOne();
      expect(claim).toMatchObject({
        validationId: first.id,
        runId: first.runId,
        worker: 'worker-1',
        attempt: 1,
      });
      expect(await t.store.getValidation(first.id)).toMatchObject({
        state: 'running',
        attempt: 1,
        phases: PHASES,
      });
      expect((await claimOne()).validationId).not.toBe(first.id);
      expect(await t.store.claimValidation('worker-1', LEASE, PHASES)).toBeNull();
    });

    it('gives concurrent claimers distinct jobs and never one job twice', async () => {
      const peer = await openPeerStore(t);
      try {
        const jobs = [await seedQueued(t.store), await seedQueued(t.store)];
        const stores = [t.store, peer.store, t.store, peer.store, t.store, peer.store];
        const claims = await Promise.all(
          stores.map((s, i) => s.claimValidation(`worker-${i}`, LEASE, PHASES)),
        );
        const won = claims.filter((c): c is Claim => c !== null);
        expect(won.map((c) => c.validationId).sort()).toEqual(jobs.map((j) => j.id).sort());
      } finally {
        await peer.close();
      }
    });

    it('gives exactly one of two racing claimers the only job', async () => {
      const peer = await openPeerStore(t);
      try {
        await seedQueued(t.store);
        const claims = await Promise.all([
          t.store.claimValidation('a', LEASE, PHASES),
          peer.store.claimValidation('b', LEASE, PHASES),
        ]);
        expect(claims.filter((c) => c !== null)).toHaveLength(1);
      } finally {
        await peer.close();
      }
    });

    it('reclaims a job whose heartbeat is older than the lease; the old claim can write nothing', async () => {
      const { id } = await seedQueued(t.store);
      const old = await claimOne('worker-dead');
      expect(await t.store.claimValidation('worker-2', LEASE, PHASES)).toBeNull();
      // The database's clock decides staleness, so the test moves the heartbeat, not time.
      await t.database.db.execute(
        sql`update validations set heartbeat_at = now() - interval '2 hours' where id = ${id}`,
      );
      const fresh = await claimOne('worker-2');
      expect(fresh).toMatchObject({ validationId: id, attempt: 2, worker: 'worker-2' });
      expect(fresh.token).not.toBe(old.token);

      expect(await t.store.heartbeat(old)).toEqual({ owned: false, cancelRequested: false });
      expect(
        await t.store.recordProgress(
          old,
          'verify',
          RUNNING,
          event('stale-progress', { validationId: id }),
        ),
      ).toBe(false);
      const { digest, bytes } = receipt('stale');
      expect(
        await t.store.finishValidation(
          old,
          {
            kind: 'completed',
            verdict: 'PASS',
            proofGrade: true,
            receiptDigest: digest,
            receiptBytes: bytes,
            phases: RUNNING,
          },
          event('stale-finish', { validationId: id }),
        ),
      ).toBe(false);
      expect(
        await t.store.releaseValidation(old, event('stale-release', { validationId: id })),
      ).toBe(false);
      expect(await t.store.getValidation(id)).toMatchObject({
        state: 'running',
        attempt: 2,
        currentPhase: null,
        phases: PHASES,
        verdict: null,
        receiptDigest: null,
      });
      expect((await t.store.listEvents({ validationId: id })).map((e) => e.stage)).toEqual([]);
      expect(await t.store.heartbeat(fresh)).toEqual({ owned: true, cancelRequested: false });
    });

    it(`fails a job with WorkerLost once ${MAX_ATTEMPTS} claims of it went stale, instead of running it forever`, async () => {
      const { id } = await seedQueued(t.store);
      for (let n = 1; n <= MAX_ATTEMPTS; n += 1) {
        expect((await claimOne(`worker-${n}`)).attempt).toBe(n);
        await t.database.db.execute(
          sql`update validations set heartbeat_at = now() - interval '2 hours' where id = ${id}`,
        );
      }
      expect(await t.store.claimValidation('worker-next', LEASE, PHASES)).toBeNull();
      expect(await t.store.getValidation(id)).toMatchObject({
        state: 'failed',
        attempt: MAX_ATTEMPTS,
        error: { code: 'WorkerLost' },
      });
      expect(
        (await t.store.listEvents({ validationId: id })).map((e) => `${e.stage}:${e.status}`),
      ).toEqual(['finish:failed']);
    });

    it('records progress and its event while the claim is held', async () => {
      const { id } = await seedQueued(t.store);
      const claim = await claimOne();
      expect(
        await t.store.recordProgress(
          claim,
          'apply',
          RUNNING,
          event('progress', { validationId: id }),
        ),
      ).toBe(true);
      expect(await t.store.getValidation(id)).toMatchObject({
        currentPhase: 'apply',
        phases: RUNNING,
      });
      expect((await t.store.listEvents({ validationId: id })).map((e) => e.stage)).toEqual([
        'progress',
      ]);
    });

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
      await t.database.db
        .insert(receipts)
        .values({
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
