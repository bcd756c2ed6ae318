// A receipt store on a full or read-only file system: a clear StoreUnavailable, and
// nothing half-written under any name. Uses small tmpfs mounts, so it needs root (CI runs
// as root; elsewhere it says it is skipped and why).
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fsReceiptStore } from '../../src/adapters/store/fs-receipt-store.js';
import { canonicalBytes, typedHashOfBytes } from '../../src/core/hash/typed-hash.js';

const root = process.getuid?.() === 0;
const dir = mkdtempSync(join(tmpdir(), 'pp-mounts-'));
const mounted: string[] = [];
afterAll(() => {
  for (const m of mounted) execFileSync('umount', [m]);
  rmSync(dir, { recursive: true, force: true });
});

function tmpfs(name: string, options: string): string {
  const target = join(dir, name);
  mkdirSync(target);
  execFileSync('mount', ['-t', 'tmpfs', '-o', options, 'tmpfs', target]);
  mounted.push(target);
  return target;
}

const big = canonicalBytes({ padding: 'x'.repeat(200_000) });
const digest = typedHashOfBytes('patchproof.receipt.v1', big);

describe.runIf(root)(`receipt store on full and read-only file systems${root ? '' : ' (skipped: mounting tmpfs needs root)'}`, () => {
  it('a full store: StoreUnavailable, no receipt, no temporary file left', async () => {
    const store = tmpfs('full', 'size=64k');
    await expect(fsReceiptStore(store).publish(digest, big)).rejects.toMatchObject({ code: 'StoreUnavailable' });
    expect(readdirSync(join(store, 'sha256'))).toEqual([]);
  });

  it('a read-only store: StoreUnavailable, nothing written', async () => {
    const store = tmpfs('readonly', 'size=1m');
    execFileSync('mount', ['-o', 'remount,ro', store]);
    await expect(fsReceiptStore(store).publish(digest, big)).rejects.toMatchObject({ code: 'StoreUnavailable' });
    expect(readdirSync(store)).toEqual([]);
  });
});

describe('fsReceiptStore', () => {
  it('refuses bytes filed under another address before anything is written', async () => {
    const store = join(dir, 'plain');
    await expect(fsReceiptStore(store).publish(`sha256:${'0'.repeat(64)}`, big)).rejects.toMatchObject({ code: 'ReceiptConflict' });
  });
});
