/**
 * Reading a receipt back from `<store>/sha256/<hex>.json`. Every read re-hashes the bytes:
 * a file whose content does not match its name is `ReceiptTampered`, and so is anything
 * that is not a plain file (a planted symlink could point anywhere). A string that is not a
 * digest names no receipt: it never becomes a path (`sha256:../…` would leave the folder).
 */
import { join } from 'node:path';
import { PatchProofError } from '../../core/errors.js';
import { parseDigest, type TypedHash } from '../../core/hash/typed-hash.js';
import { rehashed } from '../../core/store/address.js';
import { readPlainFile } from './plain-file.js';

/** The largest receipt a store holds (a proposal record, smaller, is held to it too). */
export const MAX_RECEIPT_BYTES = 64 * 1024 * 1024;

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
  const read = await readPlainFile(path, MAX_RECEIPT_BYTES);
  if (read.kind === 'missing')
    throw new PatchProofError(
      'ReceiptNotFound',
      `no receipt ${digest} in ${store}; check the digest and the --store folder`,
    );
  if (read.kind === 'not-plain')
    throw new PatchProofError(
      'ReceiptTampered',
      `${path} ${read.why}, not a plain receipt file; the store was tampered with`,
    );
  return rehashed(
    digest,
    read.bytes,
    (actual) =>
      new PatchProofError(
        'ReceiptTampered',
        `${path} hashes to ${actual}, not ${digest}: the receipt was altered; do not trust it`,
      ),
  );
}
