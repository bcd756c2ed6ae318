/**
 * The ReceiptStore contract (PROTOCOL 6; core/store/receipt-store.ts), one suite for every
 * adapter, as drizzle runs one pg-common suite against every driver: the filesystem
 * (receipt-store-fs.test.ts), PGlite and PostgreSQL (test/db/receipt-store-*.test.ts).
 *
 * A harness gives a publisher for given bytes. On the filesystem any store on the folder may
 * publish anything; in the database a publication is a publisher's act on one validation, so
 * the harness first brings a validation to `completed` with those bytes as its receipt. Two
 * publishers of the same bytes are two folders' handles, or two validations with one receipt.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { canonicalBytes, type TypedHash } from '../../src/core/hash/typed-hash.js';
import { receiptAddress } from '../../src/core/store/address.js';
import type { ReceiptReader, ReceiptStore } from '../../src/core/store/receipt-store.js';

export interface StoredReceipt {
  readonly digest: TypedHash;
  readonly bytes: Uint8Array;
}

export interface ReceiptStoreHarness {
  /** A store that may publish `receipt` (a fresh one each call, over the same storage). */
  publisher(receipt: StoredReceipt): Promise<ReceiptStore>;
  /** Reads only, as the service and the CLI hold it. */
  readonly reader: ReceiptReader;
  /** Replaces what is stored under `digest` behind the store's back (fs: the file; db: the row). */
  alter(digest: TypedHash, bytes: Uint8Array): Promise<void>;
  /** How many copies of `digest` the storage holds (fs: also any temporary file left over). */
  copies(digest: TypedHash): Promise<number>;
  close(): Promise<void>;
}

/** Receipt-shaped bytes, new for each call, and their true address. */
export function freshReceipt(): StoredReceipt {
  const bytes = canonicalBytes({
    type: 'patchproof.receipt.v1',
    verdict: 'PASS',
    label: randomUUID(),
  });
  return { digest: receiptAddress(bytes), bytes };
}

async function codeOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => 'resolved',
    (error: unknown) => (error as { code?: unknown }).code,
  );
}

const same = (a: Uint8Array, b: Uint8Array): boolean => Buffer.from(a).equals(Buffer.from(b));

const MALFORMED = [
  `sha256:${'A'.repeat(64)}`,
  `sha256:${'0'.repeat(63)}`,
  `SHA256:${'0'.repeat(64)}`,
  '0'.repeat(64),
  'sha256:../../../etc/passwd',
  `sha256:${'0'.repeat(64)}/../x`,
  '',
] as TypedHash[];

/** Registers the contract: `describeStore(name, body)` names the adapter and decides skipping. */
export function receiptStoreContract(
  describeStore: (name: string, body: () => void) => void,
  open: () => Promise<ReceiptStoreHarness>,
): void {
  describeStore('ReceiptStore contract', () => {
    let h: ReceiptStoreHarness;
    beforeAll(async () => {
      h = await open();
    });
    afterAll(async () => {
      await h?.close();
    });

    it('publishes, then get returns exactly the published bytes', async () => {
      const r = freshReceipt();
      const published = await (await h.publisher(r)).publish(r.digest, r.bytes);
      expect(published.created).toBe(true);
      expect(same(await h.reader.get(r.digest), r.bytes)).toBe(true);
      expect(await h.copies(r.digest)).toBe(1);
    });

    it('accepts identical bytes again: the same location, created false; another publisher of them too', async () => {
      const r = freshReceipt();
      const store = await h.publisher(r);
      const first = await store.publish(r.digest, r.bytes);
      expect(await store.publish(r.digest, r.bytes)).toEqual({
        location: first.location,
        created: false,
      });
      expect((await (await h.publisher(r)).publish(r.digest, r.bytes)).location).toBe(
        first.location,
      );
      expect(await h.copies(r.digest)).toBe(1);
      expect(same(await h.reader.get(r.digest), r.bytes)).toBe(true);
    });

    it('refuses bytes under an address that is not theirs (ReceiptConflict) and stores nothing', async () => {
      const r = freshReceipt();
      const other = freshReceipt();
      const store = await h.publisher(r);
      expect(await codeOf(store.publish(r.digest, other.bytes))).toBe('ReceiptConflict');
      expect(await codeOf(store.publish(other.digest, r.bytes))).toBe('ReceiptConflict');
      expect(await codeOf(store.publish(r.digest, new Uint8Array([...r.bytes, 0x20])))).toBe(
        'ReceiptConflict',
      );
      expect(await h.copies(r.digest)).toBe(0);
      expect(await h.copies(other.digest)).toBe(0);
      expect(await codeOf(h.reader.get(r.digest))).toBe('ReceiptNotFound');
    });

    it('never replaces different bytes under a digest (ReceiptConflict), and reads them as ReceiptTampered', async () => {
      const r = freshReceipt();
      await (await h.publisher(r)).publish(r.digest, r.bytes);
      const forged = canonicalBytes({
        type: 'patchproof.receipt.v1',
        verdict: 'FAIL',
        forged: true,
      });
      await h.alter(r.digest, forged);
      expect(await codeOf((await h.publisher(r)).publish(r.digest, r.bytes))).toBe(
        'ReceiptConflict',
      );
      expect(await codeOf(h.reader.get(r.digest))).toBe('ReceiptTampered');
      expect(await codeOf((await h.publisher(r)).get(r.digest))).toBe('ReceiptTampered');
      expect(await h.copies(r.digest)).toBe(1);
    });

    it('reads bytes altered in storage as ReceiptTampered, even by one byte', async () => {
      const r = freshReceipt();
      await (await h.publisher(r)).publish(r.digest, r.bytes);
      const flipped = new Uint8Array(r.bytes);
      const at = flipped.length - 2;
      flipped[at] = (flipped[at] ?? 0) ^ 1;
      await h.alter(r.digest, flipped);
      expect(await codeOf(h.reader.get(r.digest))).toBe('ReceiptTampered');
      await h.alter(r.digest, r.bytes);
      expect(same(await h.reader.get(r.digest), r.bytes)).toBe(true);
    });

    it('has nothing under a digest never published (ReceiptNotFound)', async () => {
      expect(await codeOf(h.reader.get(freshReceipt().digest))).toBe('ReceiptNotFound');
      expect(await codeOf(h.reader.get(`sha256:${'0'.repeat(64)}`))).toBe('ReceiptNotFound');
    });

    it('refuses malformed digests as it always did: ReceiptNotFound to read, ReceiptConflict to publish', async () => {
      const r = freshReceipt();
      const store = await h.publisher(r);
      for (const digest of MALFORMED) {
        expect([digest, await codeOf(h.reader.get(digest))]).toEqual([digest, 'ReceiptNotFound']);
        expect([digest, await codeOf(store.publish(digest, r.bytes))]).toEqual([
          digest,
          'ReceiptConflict',
        ]);
      }
      expect(await h.copies(r.digest)).toBe(0);
    });

    it('lets two concurrent publications of the same bytes both succeed and stores one copy', async () => {
      const r = freshReceipt();
      const store = await h.publisher(r);
      const twins = await Promise.all([
        store.publish(r.digest, r.bytes),
        store.publish(r.digest, r.bytes),
      ]);
      expect(twins.map((p) => p.created).sort()).toEqual([false, true]);
      expect(twins[0]?.location).toBe(twins[1]?.location);
      expect(await h.copies(r.digest)).toBe(1);
      expect(same(await h.reader.get(r.digest), r.bytes)).toBe(true);
    });

    it('lets two publishers race with the same new bytes: both succeed, one copy is stored', async () => {
      const r = freshReceipt();
      const [a, b] = [await h.publisher(r), await h.publisher(r)];
      const raced = await Promise.all([a.publish(r.digest, r.bytes), b.publish(r.digest, r.bytes)]);
      expect(raced[0]?.location).toBe(raced[1]?.location);
      expect(await h.copies(r.digest)).toBe(1);
      expect(same(await h.reader.get(r.digest), r.bytes)).toBe(true);
    });
  });
}
