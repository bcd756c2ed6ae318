/**
 * The receipt store port (PROTOCOL 6): publish by content address, never replace, re-verify
 * on every read. Two adapters implement it and one contract suite holds them to it
 * (test/receipt/receipt-store-contract.ts): the filesystem (adapters/store, `<dir>/sha256/`)
 * and the service's database (adapters/db, the `receipts` table on PGlite or PostgreSQL).
 *
 * Why this shape. Reading is the same act everywhere: bytes by address, re-hashed, so
 * ReceiptNotFound or ReceiptTampered; every reader (the service's receipt route and page, the
 * MCP get_receipt tool, the CLI's receipt arguments) holds a `ReceiptReader` and checks
 * nothing itself. Publishing means the same everywhere too (the bytes must hash to the
 * address; identical bytes already there are published, different ones are ReceiptConflict),
 * but who may publish differs: anyone who can write the folder, on the filesystem; in the
 * service, a publisher acting on one completed validation, whose receipt the row then belongs
 * to (publishing is an authority of its own, never a side effect of uploading bytes). So the
 * database implementation is made for one such publication (adapters/db receipt-store.ts),
 * and publishing anything but that validation's receipt through it is ReceiptConflict.
 */
import type { TypedHash } from '../hash/typed-hash.js';

/** What every receipt reader needs: bytes by their address, checked. */
export interface ReceiptReader {
  /**
   * The stored bytes, re-hashed: ReceiptNotFound (also for a string that is no digest), or
   * ReceiptTampered when they no longer hash to `digest`.
   */
  get(digest: TypedHash): Promise<Uint8Array>;
}

/** The outcome of a publication. */
export interface Publication {
  /** Where the receipt is stored: a file's path, or the database row's key. */
  readonly location: string;
  /**
   * True for the call that published it; false when this store had already published the
   * same bytes (a retry after a lost answer, or a racing twin), which is not an error.
   */
  readonly created: boolean;
}

export interface ReceiptStore extends ReceiptReader {
  /**
   * Stores `bytes` under `digest`. ReceiptConflict when they do not hash to `digest`, or
   * when different bytes are already stored under it: a stored receipt is never replaced.
   */
  publish(digest: TypedHash, bytes: Uint8Array): Promise<Publication>;
}
