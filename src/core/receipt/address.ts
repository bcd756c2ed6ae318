/**
 * A receipt's content address (PROTOCOL 6): the typed hash of exactly its stored bytes. The
 * one place the address is computed; every store, reader and verifier compares with this.
 */
import { type TypedHash, typedHashOfBytes } from '../hash/typed-hash.js';

export function receiptAddress(bytes: Uint8Array): TypedHash {
  return typedHashOfBytes('patchproof.receipt.v1', bytes);
}
