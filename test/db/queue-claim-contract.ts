/**
 * The ServiceStore contract for claiming queued validations, one part of the contract every
 * driver registers (pglite.test.ts, postgres.test.ts): the oldest job first and never one job
 * twice, leases whose stale claims can write nothing, WorkerLost after too many, and progress
 * while a claim is held. On PostgreSQL the racing claimers use two separate pools, as two
 * service processes would.
 */
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { type Claim, MAX_ATTEMPTS } from '../../src/core/service/records.js';
import { describeDatabase, type DatabaseKind, openPeerStore } from '../support/databases.js';
import { event, PHASES, receipt, seedQueued } from './fixtures.js';
import { LEASE, queueStore, RUNNING } from './queue-harness.js';

export function queueClaimContract(kind: DatabaseKind): void {
  describeDatabase(kind, 'ServiceStore queue: claims and leases', () => {
    const { t, claimOne } = queueStore(kind);

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
  });
}
