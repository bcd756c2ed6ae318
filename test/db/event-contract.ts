/**
 * The ServiceStore contract for the event log, one part of the contract every driver registers
 * (pglite.test.ts, postgres.test.ts): events are listed oldest first, filtered and limited, and
 * the database itself refuses to change or remove one.
 */
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeDatabase, type DatabaseKind } from '../support/databases.js';
import { sharedTestStore } from './contract-store.js';
import { event, seedQueued } from './fixtures.js';

export function eventContract(kind: DatabaseKind): void {
  describeDatabase(kind, 'ServiceStore events', () => {
    const t = sharedTestStore(kind);

    it('lists events after an id, oldest first, filtered and limited', async () => {
      const { id, runId } = await seedQueued(t.store);
      for (const stage of ['a', 'b', 'c'])
        await t.store.appendEvent({
          ...event(stage, { runId, validationId: id }),
          error: { code: 'X', message: 'y' },
        });
      const all = await t.store.listEvents({ validationId: id });
      expect(all.map((e) => e.stage)).toEqual(['a', 'b', 'c']);
      expect(all[0]).toMatchObject({
        runId,
        validationId: id,
        actor: 'tester',
        status: 'ok',
        error: { code: 'X', message: 'y' },
        durationMs: 3,
        detail: { note: 'a' },
      });
      expect(all[0]?.at).toBeInstanceOf(Date);
      const after = await t.store.listEvents({ validationId: id, afterId: all[0]?.id ?? 0 });
      expect(after.map((e) => e.stage)).toEqual(['b', 'c']);
      expect(
        (await t.store.listEvents({ validationId: id, limit: 1 })).map((e) => e.stage),
      ).toEqual(['a']);
      const forRun = await t.store.listEvents({ runId });
      expect(forRun.map((e) => e.stage)).toEqual(['propose', 'approve', 'enqueue', 'a', 'b', 'c']);
    });

    it('refuses to update, delete or truncate events (append-only trigger)', async () => {
      await t.store.appendEvent(event('kept'));
      await expect(
        t.database.db.execute(sql`update events set status = 'forged'`),
      ).rejects.toThrow();
      await expect(t.database.db.execute(sql`delete from events`)).rejects.toThrow();
      await expect(t.database.db.execute(sql`truncate events`)).rejects.toThrow();
      expect(
        (await t.store.listEvents({ limit: 1000 })).some(
          (e) => e.stage === 'kept' && e.status === 'ok',
        ),
      ).toBe(true);
    });
  });
}
