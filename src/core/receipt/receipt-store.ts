/**
 * The receipt store port (PROTOCOL 6): publish by content address, never replace, re-verify
 * on every read. The filesystem adapter implements it; the service adds a database index.
 */
import type { TypedHash } from '../hash/typed-hash.js';

export interface ReceiptStore {
  /**
   * Stores `bytes` under `digest` (their typed hash). Identical bytes already there count
   * as published; different bytes are ReceiptConflict. Resolves to where it is stored.
   */
  publish(digest: TypedHash, bytes: Uint8Array): Promise<string>;
  /** The stored bytes, re-hashed: ReceiptNotFound, or ReceiptTampered when they do not match. */
  get(digest: TypedHash): Promise<Uint8Array>;
}
