/**
 * A receipt's content address (PROTOCOL 6): the typed hash of exactly its stored bytes. The
 * one place the address is computed, and the two checks every receipt store makes with it:
 * nothing is published under another address, and nothing is read back unless it still hashes
 * to the address it was asked for.
 */
import { PatchProofError } from '../errors.js';
import { type TypedHash, typedHashOfBytes } from '../hash/typed-hash.js';

export function receiptAddress(bytes: Uint8Array): TypedHash {
  return typedHashOfBytes('patchproof.receipt.v1', bytes);
}

/** Publishing: ReceiptConflict unless `bytes` hash to `digest`, so no store files a receipt under another name. */
export function assertOwnAddress(digest: TypedHash, bytes: Uint8Array): void {
  const actual = receiptAddress(bytes);
  if (actual !== digest) {
    throw new PatchProofError(
      'ReceiptConflict',
      `the bytes hash to ${actual}, not ${digest}; a receipt is only stored under its own address`,
    );
  }
}

/**
 * Reading: `bytes` when they still hash to `digest`. Otherwise the error `tampered` makes of
 * the address they do have is thrown; each store builds it, since only the store can say
 * where the altered copy lies and what its reader should do about it.
 */
export function rehashed(
  digest: TypedHash,
  bytes: Uint8Array,
  tampered: (actual: TypedHash) => PatchProofError<'ReceiptTampered'>,
): Uint8Array {
  const actual = receiptAddress(bytes);
  if (actual !== digest) throw tampered(actual);
  return bytes;
}
