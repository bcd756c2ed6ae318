/**
 * The ServiceStore over drizzle, for PostgreSQL and PGlite alike (see connect.ts). Each
 * method is one transaction, its event appended inside it; the methods live beside the
 * tables they own (store-uploads, store-intake, store-validations, store-receipts,
 * store-events); receiptReader is the database ReceiptReader (receipt-store.ts).
 */
import { sql } from 'drizzle-orm';
import type { ServiceStore } from '../../core/service/service-store.js';
import type { ServiceDatabase } from './connect.js';
import { eventMethods } from './store-events.js';
import { intakeMethods } from './store-intake.js';
import { logMethods } from './store-log.js';
import { orderMethods } from './store-orders.js';
import { databaseReceiptReader } from './receipt-store.js';
import { receiptMethods } from './store-receipts.js';
import { attempt } from './store-support.js';
import { uploadMethods } from './store-uploads.js';
import { validationMethods } from './store-validations.js';

/** A store over an open database; close() closes the database too. */
export function createServiceStore(database: ServiceDatabase): ServiceStore {
  return {
    ...uploadMethods(database),
    ...intakeMethods(database),
    ...validationMethods(database),
    ...receiptMethods(database),
    ...eventMethods(database),
    ...orderMethods(database),
    ...logMethods(database),
    receiptReader: databaseReceiptReader(database),
    async ping() {
      await attempt(database, (db) => db.execute(sql`select 1`));
    },
    close: () => database.close(),
  };
}
