/**
 * What every store method shares: refusing work on a closed database, mapping driver
 * errors to codes, running as one transaction, and appending an event in that transaction.
 */
import { sql } from 'drizzle-orm';
import { assertOpen, type ServiceDatabase, type ServiceDb } from './connect.js';
import { toStoreError } from './db-errors.js';
import type { NewEvent } from '../../core/service/records.js';
import { eventRow } from './rows.js';
import { events } from './schema.js';

export type Tx = Parameters<Parameters<ServiceDb['transaction']>[0]>[0];

/**
 * Transaction-scoped lock taken just before an event is inserted ("PPEVENTS" in ASCII).
 * Identity values are handed out at insert time, not commit time: without the lock a
 * reader polling `afterId` could see event 8 commit before event 7 and skip 7 for good.
 * Holding it from the insert to the commit makes ids visible in order; the insert is the
 * last statement of every transaction, so the wait is short and cannot deadlock on rows.
 */
const EVENT_ORDER_LOCK_KEY = '5787201758003352659';

/** Runs one statement (or a few reads) against the database with errors mapped. */
export async function attempt<T>(
  database: ServiceDatabase,
  work: (db: ServiceDb) => Promise<T>,
): Promise<T> {
  assertOpen(database);
  try {
    return await work(database.db);
  } catch (error) {
    throw toStoreError(error);
  }
}

/** Runs `work` as one transaction: all of its writes, or none. */
export function inTransaction<T>(
  database: ServiceDatabase,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  return attempt(database, (db) => db.transaction(work));
}

/** Appends an event inside `tx`; call it last, after the transaction's other writes. */
export async function insertEvent(tx: Tx, event: NewEvent): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${EVENT_ORDER_LOCK_KEY}::bigint)`);
  await tx.insert(events).values(eventRow(event));
}

/** INSERT … RETURNING yields the row it wrote; an empty answer means the driver misbehaved. */
export function required<T>(row: T | undefined): T {
  if (row === undefined)
    throw new Error('the database returned no row for a write that must return one');
  return row;
}
