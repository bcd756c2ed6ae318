/**
 * The ReceiptStore contract against the filesystem store (`<dir>/sha256/<hex>.json`). Storage
 * is altered the way an intruder or a bad disk would: the read-only file is rewritten in place.
 */
import { chmod, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe } from 'vitest';
import { fsReceiptStore } from '../../src/adapters/store/index.js';
import { receiptPath } from '../../src/adapters/store/read-receipt.js';
import { receiptStoreContract, type ReceiptStoreHarness } from './receipt-store-contract.js';

async function openFolder(): Promise<ReceiptStoreHarness> {
  const dir = await mkdtemp(join(tmpdir(), 'pp-receipt-store-'));
  return {
    publisher: async () => fsReceiptStore(dir),
    reader: fsReceiptStore(dir),
    async alter(digest, bytes) {
      const path = receiptPath(dir, digest);
      await chmod(path, 0o644);
      await writeFile(path, bytes);
      await chmod(path, 0o444);
    },
    async copies(digest) {
      const names = await readdir(join(dir, 'sha256')).catch(() => [] as string[]);
      // A temporary file left behind would be a second copy of someone's bytes.
      return names.filter(
        (name) => name === `${digest.slice('sha256:'.length)}.json` || name.startsWith('.tmp-'),
      ).length;
    },
    close: () => rm(dir, { recursive: true, force: true }),
  };
}

receiptStoreContract((name, body) => describe(`${name} [filesystem]`, body), openFolder);
