/**
 * The ServiceStore contract for availability, one part of the contract every driver registers
 * (pglite.test.ts, postgres.test.ts): a store that lost its database answers
 * ServiceUnavailable. Each test opens a store of its own, since it takes that store down.
 */
import { expect, it } from 'vitest';
import { openServiceDatabase } from '../../src/adapters/db/connect.js';
import { createServiceStore } from '../../src/adapters/db/service-store.js';
import { describeDatabase, type DatabaseKind, openTestStore } from '../support/databases.js';
import { rejection } from './fixtures.js';

export function availabilityContract(kind: DatabaseKind): void {
  describeDatabase(kind, 'ServiceStore availability', () => {
    it('answers ping, then ServiceUnavailable once closed', async () => {
      const t = await openTestStore(kind);
      try {
        await t.store.ping();
        await t.database.close();
        expect((await rejection(t.store.ping())).code).toBe('ServiceUnavailable');
        expect((await rejection(t.store.getRun('x'))).code).toBe('ServiceUnavailable');
      } finally {
        await t.close();
      }
    });

    if (kind === 'postgres') {
      it('is ServiceUnavailable when nothing listens at the URL', async () => {
        const error = await rejection(
          openServiceDatabase({ url: 'postgres://nobody:nothing@127.0.0.1:1/none' }),
        );
        expect(error.code).toBe('ServiceUnavailable');
      });

      it('is ServiceUnavailable when the database goes away under an open store', async () => {
        const t = await openTestStore(kind);
        const peer = await openServiceDatabase({ url: t.url ?? '' });
        try {
          await t.store.ping();
          // Dropping with FORCE terminates the store's connections, as a server restart would.
          await t.close();
          expect((await rejection(createServiceStore(peer).ping())).code).toBe(
            'ServiceUnavailable',
          );
        } finally {
          await peer.close();
        }
      });
    }
  });
}
