// The receipt store across processes: concurrent publishers of one receipt end with one
// file and no error; a publisher killed between its steps leaves no visible receipt (or a
// whole one), and the store stays usable.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readReceipt, receiptPath } from '../../src/adapters/store/read-receipt.js';
import { writeReceipt } from '../../src/adapters/store/write-receipt.js';
import { canonicalBytes, typedHashOfBytes } from '../../src/core/hash/typed-hash.js';
import { repoRoot } from '../support/shared.js';

const dir = mkdtempSync(join(tmpdir(), 'pp-store-proc-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const child = join(repoRoot, 'test', 'receipt', 'support', 'publish-child.ts');

function sample(n: number) {
  const bytes = canonicalBytes({
    sample: n,
    note: 'not a real receipt; the store only cares about bytes and address',
  });
  const file = join(dir, `bytes-${n}`);
  writeFileSync(file, bytes);
  return { bytes, file, digest: typedHashOfBytes('patchproof.receipt.v1', bytes) };
}

function publish(
  store: string,
  digest: string,
  file: string,
  killAt?: string,
): Promise<{ code: number | null; signal: NodeJS.Signals | null; out: string; err: string }> {
  return new Promise((resolve) => {
    const p = spawn(
      process.execPath,
      ['--import', 'tsx', child, store, digest, file, ...(killAt ? [killAt] : [])],
      { cwd: repoRoot },
    );
    let out = '';
    let err = '';
    p.stdout.on('data', (d: Buffer) => (out += d.toString()));
    p.stderr.on('data', (d: Buffer) => (err += d.toString()));
    p.on('close', (code, signal) => resolve({ code, signal, out, err }));
  });
}

describe('receipt store across processes', () => {
  it('four concurrent publishers of one receipt: one file, no error', async () => {
    const store = join(dir, 'concurrent');
    const s = sample(1);
    const results = await Promise.all([1, 2, 3, 4].map(() => publish(store, s.digest, s.file)));
    for (const r of results)
      expect({ code: r.code, out: r.out.trim() }).toEqual({ code: 0, out: 'published' });
    expect(readdirSync(join(store, 'sha256')).filter((f) => !f.startsWith('.'))).toEqual([
      `${s.digest.slice(7)}.json`,
    ]);
    expect(Buffer.from(await readReceipt(store, s.digest)).equals(Buffer.from(s.bytes))).toBe(true);
  }, 60_000);

  it.each(['written', 'synced'])(
    'killed after the temp file is %s: no visible receipt; the store stays usable',
    async (step) => {
      const store = join(dir, `crash-${step}`);
      const s = sample(2);
      const killed = await publish(store, s.digest, s.file, step);
      expect(killed.signal).toBe('SIGKILL');
      await expect(readReceipt(store, s.digest)).rejects.toMatchObject({ code: 'ReceiptNotFound' });
      await writeReceipt(store, s.digest, s.bytes);
      expect(Buffer.from(await readReceipt(store, s.digest)).equals(Buffer.from(s.bytes))).toBe(
        true,
      );
    },
    60_000,
  );

  it('killed right after the link: the receipt is whole', async () => {
    const store = join(dir, 'crash-linked');
    const s = sample(3);
    expect((await publish(store, s.digest, s.file, 'linked')).signal).toBe('SIGKILL');
    expect(Buffer.from(await readReceipt(store, s.digest)).equals(Buffer.from(s.bytes))).toBe(true);
  }, 60_000);

  it('a store path that is a file gives a clear error and writes nothing', async () => {
    const notDir = join(dir, 'a-file');
    writeFileSync(notDir, 'x');
    const s = sample(4);
    await expect(writeReceipt(notDir, s.digest, s.bytes)).rejects.toMatchObject({
      code: 'StoreUnavailable',
    });
    expect(() => receiptPath(notDir, s.digest)).not.toThrow();
  });
});
