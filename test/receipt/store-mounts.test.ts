// A receipt store whose filesystem is full or read-only, at each step of a publication
// (write, fsync, link, the folder's fsync): a coded StoreUnavailable, no temporary file left,
// and never a partial file under a final name. Real small filesystems (tmpfs, a
// thin-provisioned ext4 on a loop device), so it needs root; see test/support/full-filesystems.ts.
// Also the check before any test runs: a store with clearly too little room, in bytes or
// inodes, or not writable, is refused with StoreUnavailable.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fsReceiptStore } from '../../src/adapters/store/fs-receipt-store.js';
import { assertStoreHasRoom, STORE_HEADROOM_BYTES } from '../../src/adapters/store/store-room.js';
import { writeReceipt } from '../../src/adapters/store/write-receipt.js';
import { canonicalBytes, typedHashOfBytes } from '../../src/core/hash/typed-hash.js';
import {
  filesBelow,
  fillBytes,
  Mounts,
  mountSuiteName,
  requireRoot,
  skipMounts,
} from '../support/full-filesystems.js';

const mounts = new Mounts();
const plain = mkdtempSync(join(tmpdir(), 'pp-store-plain-'));
afterAll(() => {
  mounts.unmountAll();
  rmSync(plain, { recursive: true, force: true });
});

const big = canonicalBytes({ padding: 'x'.repeat(200_000) });
const digest = typedHashOfBytes('patchproof.receipt.v1', big);
const finalName = join('sha256', `${digest.slice('sha256:'.length)}.json`);

requireRoot();

describe.skipIf(skipMounts)(
  mountSuiteName('receipt store on full and read-only filesystems'),
  () => {
    it('no free block for the content: StoreUnavailable, nothing under any name', async () => {
      const store = mounts.tmpfs('size=64k');
      await expect(fsReceiptStore(store).publish(digest, big)).rejects.toMatchObject({
        code: 'StoreUnavailable',
        details: { step: 'write' },
      });
      expect(filesBelow(store)).toEqual([]);
    });

    it('no inode left for the link: StoreUnavailable, the temporary file removed', async () => {
      // The root, sha256/ and the temporary file take the three inodes; tmpfs counts a hard link as one more.
      const store = mounts.tmpfs('size=1m,nr_inodes=3');
      await expect(writeReceipt(store, digest, big)).rejects.toMatchObject({
        code: 'StoreUnavailable',
        details: { step: 'link' },
      });
      expect(filesBelow(store)).toEqual([]);
    });

    it('the fsync refused by a full thin-provisioned disk: StoreUnavailable, the temporary file removed', async () => {
      // ext4 believes it has room, so the write lands in the page cache; only fsync meets the full backing.
      const thin = mounts.thinExt4(4);
      fillBytes(thin.backing);
      await expect(writeReceipt(thin.dir, digest, big)).rejects.toMatchObject({
        code: 'StoreUnavailable',
        details: { step: 'fsync' },
      });
      expect(filesBelow(thin.dir).filter((f) => f !== 'lost+found')).toEqual([]);
    });

    it("the folder's fsync fails after the link: StoreUnavailable, no temporary file, the name holds whole bytes", async () => {
      const thin = mounts.thinExt4(4);
      const steps: string[] = [];
      const publishing = writeReceipt(thin.dir, digest, big, (s) => {
        steps.push(s);
        // The disk fills up between the link and the folder's fsync, which must commit the new name.
        if (s === 'linked') fillBytes(thin.backing);
      });
      await expect(publishing).rejects.toMatchObject({
        code: 'StoreUnavailable',
        details: { step: 'fsync-folder' },
      });
      expect(steps).toEqual(['written', 'synced', 'linked']);
      expect(filesBelow(thin.dir).filter((f) => f.includes('.tmp-'))).toEqual([]);
      const path = join(thin.dir, finalName);
      // Whole or absent, never partial: its name may not survive a crash, its content was fsynced.
      if (existsSync(path))
        expect(Buffer.from(readFileSync(path)).equals(Buffer.from(big))).toBe(true);
    });

    it('a read-only store: StoreUnavailable, nothing written', async () => {
      const store = mounts.tmpfs('size=1m');
      execFileSync('mount', ['-o', 'remount,ro', store]);
      await expect(fsReceiptStore(store).publish(digest, big)).rejects.toMatchObject({
        code: 'StoreUnavailable',
        details: { step: 'mkdir' },
      });
      expect(filesBelow(store)).toEqual([]);
    });
  },
);

describe.skipIf(skipMounts)(
  mountSuiteName('the check before any test runs (store-room.ts)'),
  () => {
    it('passes with the diff plus the headroom free', async () => {
      await expect(assertStoreHasRoom(mounts.tmpfs('size=8m'), 1024)).resolves.toBeUndefined();
    });

    it('refuses a store with less than the headroom free', async () => {
      const store = mounts.tmpfs('size=2m');
      await expect(assertStoreHasRoom(store, 151)).rejects.toMatchObject({
        code: 'StoreUnavailable',
        details: { step: 'room', neededBytes: 151 + STORE_HEADROOM_BYTES },
      });
    });

    it('counts the diff: room for the headroom alone is not enough for a large diff', async () => {
      const store = mounts.tmpfs('size=8m');
      await expect(assertStoreHasRoom(store, 6 * 1024 * 1024)).rejects.toMatchObject({
        code: 'StoreUnavailable',
        details: { step: 'room' },
      });
    });

    it('refuses a store with too few free inodes', async () => {
      const store = mounts.tmpfs('size=8m,nr_inodes=12');
      await expect(assertStoreHasRoom(store, 151)).rejects.toMatchObject({
        code: 'StoreUnavailable',
        details: { step: 'room', neededInodes: 16 },
      });
    });

    it('refuses a read-only store as not writable', async () => {
      const store = mounts.tmpfs('size=8m');
      execFileSync('mount', ['-o', 'remount,ro', store]);
      await expect(assertStoreHasRoom(store, 151)).rejects.toMatchObject({
        code: 'StoreUnavailable',
        details: { step: 'writable' },
      });
    });
  },
);

describe('fsReceiptStore', () => {
  it('refuses bytes filed under another address before anything is written', async () => {
    await expect(
      fsReceiptStore(plain).publish(`sha256:${'0'.repeat(64)}`, big),
    ).rejects.toMatchObject({ code: 'ReceiptConflict' });
  });
});
