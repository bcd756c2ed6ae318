/**
 * Standing orders (service/orders.ts) and the token lookup by id that each of their steps
 * makes before it acts. An order moves one way only — waiting → queued → done, or → failed —
 * and every move names the state it leaves, so two service processes that see the same
 * approval or the same finished validation cannot both act on one order.
 */
import { and, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { TypedHash } from '../../core/hash/typed-hash.js';
import type { OrderRecord, OrderState } from '../../core/service/records.js';
import type { ServiceStore } from '../../core/service/service-store.js';
import type { ServiceDatabase } from './connect.js';
import { tokenRecord } from './rows.js';
import { orders, tokens, validations } from './schema.js';
import { attempt, inTransaction, insertEvent, required } from './store-support.js';

type OrderMethods = Pick<
  ServiceStore,
  | 'getTokenById'
  | 'createOrder'
  | 'getOrder'
  | 'joinOrder'
  | 'waitingOrders'
  | 'queuedOrders'
  | 'orderOfValidation'
  | 'settleOrder'
  | 'noteOrder'
>;

function orderRecord(row: typeof orders.$inferSelect): OrderRecord {
  return {
    id: row.id,
    runId: row.runId,
    proposal: row.proposalHash as TypedHash,
    executor: { tokenId: row.executorToken, actor: row.executor },
    publisher:
      row.publisherToken !== null && row.publisher !== null
        ? { tokenId: row.publisherToken, actor: row.publisher }
        : null,
    report: row.report ?? null,
    state: row.state as OrderState,
    validationId: row.validationId,
    detail: row.detail,
    createdAt: row.createdAt,
  };
}

export function orderMethods(database: ServiceDatabase): OrderMethods {
  return {
    async getTokenById(id) {
      const [row] = await attempt(database, (db) =>
        db.select().from(tokens).where(eq(tokens.id, id)).limit(1),
      );
      return row === undefined ? null : tokenRecord(row);
    },

    async createOrder(order, event) {
      return inTransaction(database, async (tx) => {
        const [row] = await tx
          .insert(orders)
          .values({
            id: order.id,
            runId: order.runId,
            proposalHash: order.proposal,
            executorToken: order.executor.tokenId,
            executor: order.executor.actor,
            report: order.report,
            state: 'waiting',
          })
          .returning();
        await insertEvent(tx, event);
        return orderRecord(required(row));
      });
    },

    async getOrder(id) {
      const [row] = await attempt(database, (db) =>
        db.select().from(orders).where(eq(orders.id, id)).limit(1),
      );
      return row === undefined ? null : orderRecord(row);
    },

    async joinOrder(id, publisher, event) {
      return inTransaction(database, async (tx) => {
        const [row] = await tx
          .update(orders)
          .set({
            publisherToken: publisher.tokenId,
            publisher: publisher.actor,
            updatedAt: sql`now()`,
          })
          .where(and(eq(orders.id, id), sql`${orders.state} in ('waiting', 'queued')`))
          .returning();
        if (row === undefined) return null;
        await insertEvent(tx, event);
        return orderRecord(row);
      });
    },

    async waitingOrders(runId, proposal) {
      const rows = await attempt(database, (db) =>
        db
          .select()
          .from(orders)
          .where(
            and(
              eq(orders.runId, runId),
              eq(orders.proposalHash, proposal),
              eq(orders.state, 'waiting'),
            ),
          )
          .orderBy(asc(orders.createdAt), asc(orders.id)),
      );
      return rows.map(orderRecord);
    },

    /** The sweep's orders: queued, with a validation that has ended. */
    async queuedOrders(limit) {
      // Only those whose validation has ended: a long queue of running ones cannot hide them.
      const rows = await attempt(database, (db) =>
        db
          .select(getTableColumns(orders))
          .from(orders)
          .innerJoin(validations, eq(validations.id, orders.validationId))
          .where(
            and(
              eq(orders.state, 'queued'),
              inArray(validations.state, ['completed', 'published', 'failed', 'cancelled']),
            ),
          )
          .orderBy(asc(orders.updatedAt), asc(orders.id))
          .limit(limit),
      );
      return rows.map(orderRecord);
    },

    async noteOrder(id, detail) {
      await attempt(database, (db) =>
        db
          .update(orders)
          .set({ detail: detail.slice(0, 2000), updatedAt: sql`now()` })
          .where(eq(orders.id, id)),
      );
    },

    async orderOfValidation(validationId) {
      const [row] = await attempt(database, (db) =>
        db.select().from(orders).where(eq(orders.validationId, validationId)).limit(1),
      );
      return row === undefined ? null : orderRecord(row);
    },

    async settleOrder(id, from, to, event) {
      return inTransaction(database, async (tx) => {
        const [row] = await tx
          .update(orders)
          .set({
            state: to.state,
            ...(to.validationId !== undefined ? { validationId: to.validationId } : {}),
            ...(to.detail !== undefined ? { detail: to.detail.slice(0, 2000) } : {}),
            updatedAt: sql`now()`,
          })
          .where(and(eq(orders.id, id), eq(orders.state, from)))
          .returning({ id: orders.id });
        if (row === undefined) return false;
        await insertEvent(tx, event);
        return true;
      });
    },
  };
}
