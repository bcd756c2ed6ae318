/**
 * The transparency log's rows (service/transparency-log.ts): one per published receipt, PASS
 * or FAIL, appended in the transaction that publishes it, at the next position under a lock
 * (so positions have no gaps, whatever number of service processes publish at once). The
 * table is append-only by trigger (migration 0013). The Merkle tree is computed from the
 * leaf hashes in position order (core/tlog/merkle.ts).
 */
import { asc, eq, lt, sql } from 'drizzle-orm';
import { ServiceError } from '../../core/errors.js';
import type { TypedHash } from '../../core/hash/typed-hash.js';
import type { ServiceStore } from '../../core/service/service-store.js';
import { leafHash } from '../../core/tlog/merkle.js';
import type { ServiceDatabase } from './connect.js';
import { logEntries } from './schema.js';
import { attempt, type Tx } from './store-support.js';

// pg_advisory_xact_lock key of log appends (any constant no other lock uses).
const LOG_APPEND_LOCK_KEY = '7311462239457330418';

type LogMethods = Pick<ServiceStore, 'logSize' | 'logLeaves' | 'logPosition'>;

/** The log's leaf for a receipt: its content address, as UTF-8. */
export function logLeaf(digest: TypedHash): Uint8Array {
  return leafHash(new TextEncoder().encode(digest));
}

/** Appends a receipt inside its publishing transaction; a receipt already in the log stays where it is. */
export async function appendToLog(tx: Tx, digest: TypedHash): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${LOG_APPEND_LOCK_KEY}::bigint)`);
  const [present] = await tx
    .select({ position: logEntries.position })
    .from(logEntries)
    .where(eq(logEntries.receipt, digest));
  if (present) return;
  const [next] = await tx.select({ n: sql<string>`count(*)` }).from(logEntries);
  await tx
    .insert(logEntries)
    .values({ position: Number(next?.n ?? 0), receipt: digest, leafHash: logLeaf(digest) });
}

export function logMethods(database: ServiceDatabase): LogMethods {
  return {
    async logSize() {
      const [row] = await attempt(database, (db) =>
        db.select({ n: sql<string>`count(*)` }).from(logEntries),
      );
      return Number(row?.n ?? 0);
    },

    async logLeaves(size) {
      const rows = await attempt(database, (db) =>
        db
          .select({ position: logEntries.position, leaf: logEntries.leafHash })
          .from(logEntries)
          .where(lt(logEntries.position, size))
          .orderBy(asc(logEntries.position)),
      );
      // Never a tree over rows that are not exactly positions 0..size-1 (migration 0014 should make this impossible).
      const stray = rows.findIndex((r, i) => r.position !== i);
      if (stray >= 0 || rows.length !== size) {
        throw new ServiceError(
          'ServiceUnavailable',
          `the transparency log's rows are not positions 0 to ${size - 1} (at ${stray >= 0 ? stray : rows.length}); it signs nothing until its operator repairs it`,
        );
      }
      return rows.map((r) => new Uint8Array(r.leaf));
    },

    async logPosition(digest) {
      const [row] = await attempt(database, (db) =>
        db
          .select({ position: logEntries.position })
          .from(logEntries)
          .where(eq(logEntries.receipt, digest)),
      );
      return row === undefined ? null : row.position;
    },
  };
}
