/** The service's database adapter: open a database, then build the ServiceStore over it. */
export { MIGRATIONS_FOLDER, openServiceDatabase } from './connect.js';
export type { OpenOptions, ServiceDatabase, ServiceDb } from './connect.js';
export { toStoreError } from './db-errors.js';
export { createServiceStore } from './service-store.js';
