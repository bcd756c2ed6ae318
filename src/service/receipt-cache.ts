/**
 * Verified receipt bytes kept in memory. A receipt's address never changes its content, so
 * bytes that once hashed to their address are the right bytes for good; the cache spares the
 * database a read per public fetch (bench: receipt-serving). Bounded by total size, least
 * recently used out first. Bytes are still re-hashed on every serve (PROTOCOL 6).
 */
import type { TypedHash } from '../core/hash/typed-hash.js';

export interface ReceiptCache {
  get(digest: TypedHash): Uint8Array | undefined;
  /** Stores bytes that were verified against `digest`. */
  set(digest: TypedHash, bytes: Uint8Array): void;
}

/** A cache holding at most `maxBytes` of receipts (default 32 MiB). */
export function createReceiptCache(maxBytes = 32 * 1024 * 1024): ReceiptCache {
  // A Map iterates in insertion order: re-inserting on use makes the first key the least recent.
  const entries = new Map<TypedHash, Uint8Array>();
  let size = 0;
  return {
    get(digest) {
      const bytes = entries.get(digest);
      if (bytes !== undefined) {
        entries.delete(digest);
        entries.set(digest, bytes);
      }
      return bytes;
    },
    set(digest, bytes) {
      if (bytes.length > maxBytes || entries.has(digest)) return;
      entries.set(digest, bytes);
      size += bytes.length;
      for (const [oldest, old] of entries) {
        if (size <= maxBytes) break;
        entries.delete(oldest);
        size -= old.length;
      }
    },
  };
}
