/**
 * Writes a receipt to `<store>/sha256/<hex>.json`: a temporary file in the same folder,
 * fsynced, then link()ed into place, so the name appears only with whole content and is
 * never replaced. The receipts issue adds verified reads, locking tests and signatures.
 */
import { randomBytes } from 'node:crypto';
import { link, mkdir, open, readFile, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { PatchProofError } from '../../core/errors.js';
import type { TypedHash } from '../../core/hash/typed-hash.js';

/** Publishes `bytes` under `digest`; an identical existing file counts as published. */
export async function writeReceipt(store: string, digest: TypedHash, bytes: Uint8Array): Promise<string> {
  const dir = join(store, 'sha256');
  await mkdir(dir, { recursive: true });
  const path = join(dir, `${digest.slice('sha256:'.length)}.json`);
  const temp = join(dir, `.tmp-${randomBytes(8).toString('hex')}`);
  const file = await open(temp, 'wx', 0o444);
  try {
    await file.writeFile(bytes);
    await file.sync();
  } finally {
    await file.close();
  }
  try {
    await link(temp, path);
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
