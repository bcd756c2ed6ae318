/** The append-only event log: written inside other methods' transactions, or on its own. */
import { and, asc, eq, gt, type SQL } from 'drizzle-orm';
import type { ServiceStore } from '../../core/service/service-store.js';
import type { ServiceDatabase } from './connect.js';
import { eventRecord } from './rows.js';
import { events } from './schema.js';
import { attempt, inTransaction, insertEvent } from './store-support.js';

type EventMethods = Pick<ServiceStore, 'appendEvent' | 'listEvents'>;

const DEFAULT_LIMIT = 100;
/** A page is bounded whatever the caller asks: the log grows without end. */
const MAX_LIMIT = 1000;

export function eventMethods(database: ServiceDatabase): EventMethods {
  return {
    appendEvent: (event) => inTransaction(database, (tx) => insertEvent(tx, event)),

    async listEvents(filter) {
      const conditions: SQL[] = [gt(events.id, filter.afterId ?? 0)];
      if (filter.validationId !== undefined)
        conditions.push(eq(events.validationId, filter.validationId));
      if (filter.runId !== undefined) conditions.push(eq(events.runId, filter.runId));
      const limit = Math.min(Math.max(Math.trunc(filter.limit ?? DEFAULT_LIMIT), 1), MAX_LIMIT);
      const rows = await attempt(database, (db) =>
        db
          .select()
          .from(events)
          .where(and(...conditions))
          .orderBy(asc(events.id))
          .limit(limit),
      );
      return rows.map(eventRecord);
    },
  };
}
