/**
 * The store one part of the ServiceStore contract shares among its tests: a fresh database
 * of `kind`, opened before the part's first test and closed (for PostgreSQL, dropped) after
 * its last. Call it inside the part's describe block.
 */
import { afterAll, beforeAll } from 'vitest';
import { type DatabaseKind, openTestStore, type TestStore } from '../support/databases.js';

/** The part's store; its fields are read when a test runs, once beforeAll has opened it. */
export function sharedTestStore(kind: DatabaseKind): TestStore {
  let opened: TestStore | undefined;
  beforeAll(async () => {
    opened = await openTestStore(kind);
  });
  afterAll(async () => {
    await opened?.close();
  });
  const current = (): TestStore => {
    if (opened === undefined) throw new Error('the shared store opens in beforeAll');
    return opened;
  };
  return {
    kind,
    get store() {
      return current().store;
    },
    get database() {
      return current().database;
    },
    get url() {
      return current().url;
    },
    close: () => current().close(),
  };
}
