// Public receipt reads: every read re-hashes the bytes; a row altered in the database is
// refused (ReceiptTampered) unless the service already holds the verified bytes, which it
// then keeps serving. The cache itself is bounded and least-recently-used.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadTreeSitterChecker } from '../../src/adapters/syntax/tree-sitter.js';
import type { TypedHash } from '../../src/core/hash/typed-hash.js';
import type { ServiceContext } from '../../src/service/context.js';
import { NO_PROJECTS } from '../../src/core/service/projects.js';
import { createReceiptCache } from '../../src/service/receipt-cache.js';
import { receiptBytes } from '../../src/service/receipts.js';
import { event, PHASES, receipt, rejection, seedQueued } from '../db/fixtures.js';
import { openTestStore, type TestStore } from '../support/databases.js';

describe('createReceiptCache', () => {
  const digest = (n: number): TypedHash => `sha256:${String(n).padStart(64, '0')}`;
  it('evicts the least recently used entries past its size bound', () => {
    const cache = createReceiptCache(10);
    cache.set(digest(1), new Uint8Array(4));
    cache.set(digest(2), new Uint8Array(4));
    expect(cache.get(digest(1))).toBeDefined(); // 1 is now the most recent
    cache.set(digest(3), new Uint8Array(4)); // 12 bytes > 10: 2 goes
    expect(cache.get(digest(2))).toBeUndefined();
    expect(cache.get(digest(1))).toBeDefined();
    expect(cache.get(digest(3))).toBeDefined();
  });
  it('never holds an entry larger than the whole bound', () => {
    const cache = createReceiptCache(10);
    cache.set(digest(1), new Uint8Array(11));
    expect(cache.get(digest(1))).toBeUndefined();
  });
});

describe('receiptBytes on PGlite', () => {
  let t: TestStore;
  let published: { digest: TypedHash; bytes: Uint8Array };
  let base: Omit<ServiceContext, 'receipts'>;
  beforeAll(async () => {
    t = await openTestStore('pglite');
    const { id } = await seedQueued(t.store);
    const claim = await t.store.claimValidation('worker', 3600, PHASES);
    if (!claim) throw new Error('nothing to claim');
    published = receipt('served');
    await t.store.finishValidation(
      claim,
      {
        kind: 'completed',
        verdict: 'PASS',
        proofGrade: true,
        receiptDigest: published.digest,
        receiptBytes: published.bytes,
        phases: PHASES,
      },
      event('finish'),
    );
    await t.store.publishReceipt(id, 'publisher', event('publish'));
    base = {
      store: t.store,
      reposRoot: '/nonexistent',
      projects: NO_PROJECTS,
      workDir: '/nonexistent',
      syntax: await loadTreeSitterChecker(),
      now: () => new Date(),
    };
  });
  afterAll(async () => {
    await t?.close();
  });
  const tamper = (bytes: Uint8Array) =>
    t.database.db.execute(
      sql`update receipts set bytes = ${bytes} where digest = ${published.digest}`,
    );

  it('serves the stored bytes; a digest that was never published is ReceiptNotFound', async () => {
    expect([...(await receiptBytes(base, published.digest))]).toEqual([...published.bytes]);
    expect((await rejection(receiptBytes(base, `sha256:${'0'.repeat(64)}`))).code).toBe(
      'ReceiptNotFound',
    );
  });

  it('refuses bytes altered in the database; a cache filled before the change keeps the verified bytes', async () => {
    const cached: ServiceContext = { ...base, receipts: createReceiptCache() };
    await receiptBytes(cached, published.digest); // verified once, now held
    await tamper(new TextEncoder().encode('{"verdict":"PASS"}'));
    try {
      expect((await rejection(receiptBytes(base, published.digest))).code).toBe('ReceiptTampered');
      expect([...(await receiptBytes(cached, published.digest))]).toEqual([...published.bytes]);
    } finally {
      await tamper(published.bytes);
    }
  });
});
