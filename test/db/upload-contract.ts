/**
 * The ServiceStore contract for uploaded repository tars (saveUpload, getUpload), one part of
 * the contract every driver registers (pglite.test.ts, postgres.test.ts): stored once per
 * digest, bytes back exactly, racing uploads of one tar with one `created`, and every upload
 * in the event log.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TypedHash } from '../../src/core/hash/typed-hash.js';
import type { UploadRecord } from '../../src/core/service/records.js';
import {
  describeDatabase,
  type DatabaseKind,
  openTestStore,
  type TestStore,
} from '../support/databases.js';
import { event, hash, rejection, snapshot } from './fixtures.js';

function newUpload(createdBy = 'agent-1'): Omit<UploadRecord, 'createdAt'> {
  // NUL, 0xff and more than a page: bytea must round-trip any bytes.
  const bytes = new Uint8Array([0x00, 0xff, ...randomBytes(5000), 0x0a]);
  return {
    digest: hash(),
    bytes,
    snapshot: snapshot(),
    size: bytes.byteLength,
    files: 3,
    createdBy,
  };
}

export function uploadContract(kind: DatabaseKind): void {
  describeDatabase(kind, 'ServiceStore uploads', () => {
    let t: TestStore;
    beforeAll(async () => {
      t = await openTestStore(kind);
    });
    afterAll(async () => {
      await t?.close();
    });

    it('stores an upload once; the same digest again keeps the first row and is not created', async () => {
      const upload = newUpload('agent-1');
      const first = await t.store.saveUpload(upload, 'demo', event('upload'));
      expect(first.created).toBe(true);
      expect(first.record).toMatchObject({
        digest: upload.digest,
        snapshot: upload.snapshot,
        size: upload.size,
        files: 3,
        createdBy: 'agent-1',
      });
      expect(first.record.createdAt).toBeInstanceOf(Date);
      expect('bytes' in first.record).toBe(false);
      const again = await t.store.saveUpload(
        { ...upload, createdBy: 'reviewer-1' },
        'demo',
        event('upload'),
      );
      expect(again).toEqual({ created: false, record: first.record });
      const stored = await t.store.getUpload(upload.digest);
      expect(stored?.bytes.constructor).toBe(Uint8Array);
      expect(Buffer.from(stored?.bytes ?? []).equals(Buffer.from(upload.bytes))).toBe(true);
      expect({ ...stored, bytes: undefined }).toEqual({ ...first.record, bytes: undefined });
      expect(await t.store.getUpload(hash())).toBeNull();
    });

    it('grants an upload per project: the same bytes sent for another project are created for it, and only its own grants count', async () => {
      const upload = newUpload('agent-1');
      expect((await t.store.saveUpload(upload, 'alpha', event('upload'))).created).toBe(true);
      expect((await t.store.saveUpload(upload, 'alpha', event('upload'))).created).toBe(false);
      expect([
        await t.store.uploadGranted(upload.digest, 'alpha'),
        await t.store.uploadGranted(upload.digest, 'beta'),
      ]).toEqual([true, false]);
      expect(
        (await t.store.saveUpload({ ...upload, createdBy: 'agent-2' }, 'beta', event('upload')))
          .created,
      ).toBe(true);
      expect(await t.store.uploadGranted(upload.digest, 'beta')).toBe(true);
      expect(await t.store.uploadGranted(hash(), 'alpha')).toBe(false);
    });

    it('appends the event of every upload, first or again, in the same call', async () => {
      const upload = newUpload();
      const events = [event('upload'), event('upload')];
      await t.store.saveUpload(upload, 'demo', events[0] ?? event('upload'));
      await t.store.saveUpload(upload, 'demo', events[1] ?? event('upload'));
      const traces = new Set(events.map((e) => e.traceId));
      expect(
        (await t.store.listEvents({ limit: 10_000 }))
          .filter((e) => traces.has(e.traceId))
          .map((e) => e.stage),
      ).toEqual(['upload', 'upload']);
    });

    it('gives racing uploads of one tar exactly one `created`, and one row', async () => {
      const upload = newUpload();
      const results = await Promise.all(
        [1, 2, 3].map((n) =>
          t.store.saveUpload({ ...upload, createdBy: `agent-${n}` }, 'demo', event('upload')),
        ),
      );
      expect(results.filter((r) => r.created)).toHaveLength(1);
      expect(new Set(results.map((r) => r.record.createdBy)).size).toBe(1);
    });

    it('refuses a size that is not the byte length (the table checks it), writing nothing', async () => {
      const upload = { ...newUpload(), size: 1 };
      expect((await rejection(t.store.saveUpload(upload, 'demo', event('upload')))).code).toBe(
        'InternalError',
      );
      expect(await t.store.getUpload(upload.digest as TypedHash)).toBeNull();
    });
  });
}
