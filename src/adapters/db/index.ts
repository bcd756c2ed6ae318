/** The service's database adapter: open a database, then build the ServiceStore (and the ReceiptStore) over it. */
export { MIGRATIONS_FOLDER, openServiceDatabase } from './connect.js';
export type { OpenOptions, ServiceDatabase, ServiceDb } from './connect.js';
export { toStoreError } from './db-errors.js';
export { databaseReceiptReader, databaseReceiptStore } from './receipt-store.js';
export { createServiceStore } from './service-store.js';
export type { ReceiptPublication } from './store-receipts.js';
