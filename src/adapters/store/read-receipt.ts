/**
 * Reading a receipt back from `<store>/sha256/<hex>.json`. Every read re-hashes the bytes:
 * a file whose content does not match its name is `ReceiptTampered`, and so is anything
 * that is not a plain file (a planted symlink could point anywhere). A string that is not a
 * digest names no receipt: it never becomes a path (`sha256:../…` would leave the folder).
 */
import { constants } from 'node:fs';
import { open } from 'node:fs/promises';
import { join } from 'node:path';
import { PatchProofError } from '../../core/errors.js';
import { parseDigest, type TypedHash } from '../../core/hash/typed-hash.js';
import { rehashed } from '../../core/store/address.js';

const MAX_RECEIPT_BYTES = 64 * 1024 * 1024;

/** The path a digest is stored under. */
export function receiptPath(store: string, digest: TypedHash): string {
  return join(store, 'sha256', `${digest.slice('sha256:'.length)}.json`);
}

/** Reads and re-hashes a stored receipt; throws ReceiptNotFound or ReceiptTampered. */
export async function readReceipt(store: string, digest: TypedHash): Promise<Uint8Array> {
  if (parseDigest(digest) === null)
    throw new PatchProofError(
      'ReceiptNotFound',
      `no receipt in ${store} is named by that string: a receipt address is sha256: and 64 lowercase hex digits`,
    );
  const path = receiptPath(store, digest);
  let file;
  try {
    file = await open(path, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT')
      throw new PatchProofError(
        'ReceiptNotFound',
        `no receipt ${digest} in ${store}; check the digest and the --store folder`,
      );
    if (code === 'ELOOP')
      throw new PatchProofError(
        'ReceiptTampered',
        `${path} is a symlink, not a receipt; the store was tampered with`,
      );
    throw error;
  }
  try {
    const info = await file.stat();
    if (!info.isFile() || info.size > MAX_RECEIPT_BYTES)
      throw new PatchProofError(
        'ReceiptTampered',
        `${path} is not a plain receipt file; the store was tampered with`,
      );
    const bytes = new Uint8Array(await file.readFile());
    return rehashed(
      digest,
      bytes,
      (actual) =>
        new PatchProofError(
          'ReceiptTampered',
          `${path} hashes to ${actual}, not ${digest}: the receipt was altered; do not trust it`,
        ),
    );
  } finally {
    await file.close();
  }
}
