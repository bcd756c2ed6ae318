/**
 * Reading a receipt back from `<store>/sha256/<hex>.json`. Every read re-hashes the bytes:
 * a file whose content does not match its name is `ReceiptTampered`, and so is anything
 * that is not a plain file (a planted symlink could point anywhere).
 */
import { constants } from 'node:fs';
import { open } from 'node:fs/promises';
import { join } from 'node:path';
import { PatchProofError } from '../../core/errors.js';
import type { TypedHash } from '../../core/hash/typed-hash.js';
import { receiptAddress } from '../../core/receipt/address.js';

const MAX_RECEIPT_BYTES = 64 * 1024 * 1024;

/** The path a digest is stored under. */
export function receiptPath(store: string, digest: TypedHash): string {
  return join(store, 'sha256', `${digest.slice('sha256:'.length)}.json`);
}

/** Reads and re-hashes a stored receipt; throws ReceiptNotFound or ReceiptTampered. */
export async function readReceipt(store: string, digest: TypedHash): Promise<Uint8Array> {
  const path = receiptPath(store, digest);
  let file;
  try {
    file = await open(path, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new PatchProofError('ReceiptNotFound', `no receipt ${digest} in ${store}; check the digest and the --store folder`);
    if (code === 'ELOOP') throw new PatchProofError('ReceiptTampered', `${path} is a symlink, not a receipt; the store was tampered with`);
    throw error;
  }
  try {
    const info = await file.stat();
    if (!info.isFile() || info.size > MAX_RECEIPT_BYTES) throw new PatchProofError('ReceiptTampered', `${path} is not a plain receipt file; the store was tampered with`);
    const bytes = new Uint8Array(await file.readFile());
    const actual = receiptAddress(bytes);
    if (actual !== digest) throw new PatchProofError('ReceiptTampered', `${path} hashes to ${actual}, not ${digest}: the receipt was altered; do not trust it`);
    return bytes;
  } finally {
    await file.close();
  }
}
