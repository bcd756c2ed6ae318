// What a publication finds already under a receipt's address. Identical bytes in a regular
// file count as published (two publishers of one receipt); anything else there was put by
// someone else: a symlink (even to identical bytes: the name must be the receipt, not point
// at one), a FIFO (reading it would wait for a writer forever), a device, a folder. Each is
// ReceiptConflict, at once, and nothing is read through it or replaced.
import { spawn, spawnSync } from 'node:child_process';
import {
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { receiptsFor } from '../../src/adapters/store/proposal-store.js';
import { readReceipt } from '../../src/adapters/store/read-receipt.js';
import { writeSignature } from '../../src/adapters/store/signature-store.js';
import { writeReceipt } from '../../src/adapters/store/write-receipt.js';
import { canonicalBytes, typedHashOfBytes } from '../../src/core/hash/typed-hash.js';

const dir = mkdtempSync(join(tmpdir(), 'pp-store-existing-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let count = 0;

/** A fresh store and a receipt's bytes, digest and the file name it would get. */
function setUp() {
  const store = join(dir, `store${count++}`);
  const bytes = canonicalBytes({ sample: count, note: 'bytes stand in for a receipt' });
  const digest = typedHashOfBytes('patchproof.receipt.v1', bytes);
  const target = join(store, 'sha256', `${digest.slice('sha256:'.length)}.json`);
  mkdirSync(join(store, 'sha256'), { recursive: true });
  return { store, bytes, digest, target };
}

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'published';
  } catch (error) {
    return String((error as { code?: string }).code);
  }
}

describe('a name already taken in the receipt store', () => {
  it('by identical bytes in a regular file: published, as by a second publisher', async () => {
    const { store, bytes, digest, target } = setUp();
    writeFileSync(target, bytes);
    expect(await codeOf(writeReceipt(store, digest, bytes))).toBe('published');
  });

  it('by a symlink to identical bytes: ReceiptConflict, and the link stays as it was', async () => {
    const { store, bytes, digest, target } = setUp();
    const elsewhere = join(dir, `elsewhere${count++}.json`);
    writeFileSync(elsewhere, bytes);
    symlinkSync(elsewhere, target);
    expect(await codeOf(writeReceipt(store, digest, bytes))).toBe('ReceiptConflict');
    expect(readlinkSync(target)).toBe(elsewhere);
  });

  it(
    'by a FIFO: ReceiptConflict at once, not a wait for a writer',
    { timeout: 10_000 },
    async () => {
      const { store, bytes, digest, target } = setUp();
      expect(spawnSync('mkfifo', [target]).status).toBe(0);
      expect(await codeOf(writeReceipt(store, digest, bytes))).toBe('ReceiptConflict');
      expect(lstatSync(target).isFIFO()).toBe(true);
    },
  );

  it('by a symlink to an endless device: ReceiptConflict, nothing read', async () => {
    const { store, bytes, digest, target } = setUp();
    symlinkSync('/dev/zero', target);
    expect(await codeOf(writeReceipt(store, digest, bytes))).toBe('ReceiptConflict');
  });

  it('by a folder: ReceiptConflict', async () => {
    const { store, bytes, digest, target } = setUp();
    mkdirSync(target);
    expect(await codeOf(writeReceipt(store, digest, bytes))).toBe('ReceiptConflict');
  });

  it('by a longer file that starts with the same bytes: ReceiptConflict', async () => {
    const { store, bytes, digest, target } = setUp();
    writeFileSync(target, Buffer.concat([bytes, Buffer.from('\n')]));
    expect(await codeOf(writeReceipt(store, digest, bytes))).toBe('ReceiptConflict');
  });
});

describe('a FIFO planted under a name the store reads', () => {
  it('is a conflict for a signature sidecar, at once', { timeout: 10_000 }, async () => {
    const { store, bytes, digest, target } = setUp();
    expect(spawnSync('mkfifo', [target.replace(/\.json$/, '.sig.json')]).status).toBe(0);
    expect(await codeOf(writeSignature(store, digest, bytes))).toBe('ReceiptConflict');
  });

  it(
    'is tampering when read as a receipt, and no receipt when receipts are listed',
    { timeout: 10_000 },
    async () => {
      const { store, digest, target } = setUp();
      expect(spawnSync('mkfifo', [target]).status).toBe(0);
      expect(await codeOf(readReceipt(store, digest))).toBe('ReceiptTampered');
      expect(await receiptsFor(store, `sha256:${'0'.repeat(64)}`)).toEqual([]);
    },
  );
});

describe('a name among the receipts that cannot be opened at all', () => {
  // Its owner holds a write lease on it (any open by another process fails at once with
  // EWOULDBLOCK); for a service not running as root, mode 000 does the same (EACCES). One
  // such name must not make every receipt of the store unlistable.
  it('is passed over when receipts are listed', { timeout: 20_000 }, async () => {
    const { store, target } = setUp();
    const holder = spawn('python3', ['-c', HOLD_LEASE, target], {
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    try {
      await new Promise<void>((resolve) => holder.stdout.once('data', () => resolve()));
      expect(await receiptsFor(store, `sha256:${'0'.repeat(64)}`)).toEqual([]);
    } finally {
      holder.kill('SIGKILL');
    }
  });
});

/** Creates the file named, takes a write lease on it, says so and waits. */
const HOLD_LEASE = `
import fcntl, os, sys, time
fd = os.open(sys.argv[1], os.O_RDONLY | os.O_CREAT, 0o644)
fcntl.fcntl(fd, fcntl.F_SETLEASE, fcntl.F_WRLCK)
print('held', flush=True)
time.sleep(60)
`;
