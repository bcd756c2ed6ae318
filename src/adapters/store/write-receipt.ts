/**
 * Writes a receipt to `<store>/sha256/<hex>.json`: a temporary file in the same folder,
 * fsynced, then link()ed into place, so the name appears only with whole content and is
 * never replaced. The receipts issue adds verified reads, locking tests and signatures.
 */
import { randomBytes } from 'node:crypto';
import { link, mkdir, open, readFile, unlink } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { PatchProofError } from '../../core/errors.js';
import type { TypedHash } from '../../core/hash/typed-hash.js';

/** The steps of a publication, in order (tests kill a child process at each of them). */
export type PublishStep = 'written' | 'synced' | 'linked';

/**
 * Publishes `bytes` under `digest`; an identical existing file counts as published.
 * `onStep` is called after each step, for crash tests.
 */
export function writeReceipt(store: string, digest: TypedHash, bytes: Uint8Array, onStep?: (step: PublishStep) => void): Promise<string> {
  return writeOnce(store, join('sha256', `${digest.slice('sha256:'.length)}.json`), bytes, onStep);
}

/**
 * Writes `bytes` to `<store>/<name>` the same way: content-addressed files of other kinds
 * (the normalized diffs beside receipts) share the no-clobber rule.
 */
export async function writeOnce(store: string, name: string, bytes: Uint8Array, onStep?: (step: PublishStep) => void): Promise<string> {
  const path = join(store, name);
  const dir = dirname(path);
  const temp = join(dir, `.tmp-${randomBytes(8).toString('hex')}`);
  let file;
  try {
    await mkdir(dir, { recursive: true });
    file = await open(temp, 'wx', 0o444);
  } catch (error) {
    throw unavailable(store, error);
  }
  try {
    await file.writeFile(bytes).catch(async (error: unknown) => {
      // A full disk: nothing half-written may stay behind under any name.
      await unlink(temp).catch(() => undefined);
      throw unavailable(store, error);
    });
    onStep?.('written');
    await file.sync();
    onStep?.('synced');
  } finally {
    await file.close();
  }
  try {
    await link(temp, path);
    onStep?.('linked');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const existing = await readFile(path);
    if (!Buffer.from(bytes).equals(existing)) {
      throw new PatchProofError('ReceiptConflict', `${path} exists with different content; the store was tampered with: do not overwrite it, investigate`);
    }
  } finally {
    await unlink(temp).catch(() => undefined);
  }
  const folder = await open(dir, 'r');
  await folder.sync().finally(() => folder.close());
  return path;
}

function unavailable(store: string, error: unknown): PatchProofError {
  const code = (error as NodeJS.ErrnoException).code ?? 'error';
  return new PatchProofError('StoreUnavailable', `cannot write to the receipt store ${store} (${code}); check it is a writable folder with free space`, { cause: error });
}
