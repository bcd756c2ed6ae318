/**
 * The database ReceiptStore (core/store/receipt-store.ts): the `receipts` table of the
 * service, on PostgreSQL or PGlite. Reading is open to all: every read re-hashes the row, so a
 * row altered in the database is never served under its old address. Publishing is not: a
 * row belongs to the validation it was published for (validation_id is NOT NULL), so a
 * store that may publish is made for one publisher's act on one validation, and it files that
 * validation's receipt only (store-receipts.ts holds the transaction; the service's
 * publishReceipt runs the same one).
 */
import { eq } from 'drizzle-orm';
import { PatchProofError } from '../../core/errors.js';
import { parseDigest, type TypedHash } from '../../core/hash/typed-hash.js';
import { assertOwnAddress, rehashed } from '../../core/store/address.js';
import type { ReceiptReader, ReceiptStore } from '../../core/store/receipt-store.js';
import type { ServiceDatabase } from './connect.js';
import { receipts } from './schema.js';
import { publishValidationReceipt, type ReceiptPublication } from './store-receipts.js';
import { attempt } from './store-support.js';

function notFound(digest: TypedHash): PatchProofError {
  return new PatchProofError(
    'ReceiptNotFound',
    `no receipt is published under ${digest}; check the address, or publish the validation first`,
    { details: { digest } },
  );
}

function tampered(digest: TypedHash): (actual: TypedHash) => PatchProofError<'ReceiptTampered'> {
  return (actual) =>
    new PatchProofError(
      'ReceiptTampered',
      `the stored receipt hashes to ${actual}, not ${digest}; the store was altered. Do not trust this copy; report it to the service's operator`,
      {
        details: { expected: digest, actual },
      },
    );
}

/** Published receipts by address: ReceiptNotFound, or ReceiptTampered when the row no longer hashes to it. */
export function databaseReceiptReader(database: ServiceDatabase): ReceiptReader {
  return {
    async get(digest) {
      // A string that is no digest names no row; it is not echoed back.
      if (parseDigest(digest) === null)
        throw new PatchProofError(
          'ReceiptNotFound',
          'no receipt is published under that string: a receipt address is sha256: and 64 lowercase hex digits',
        );
      const [row] = await attempt(database, (db) =>
        db.select({ bytes: receipts.bytes }).from(receipts).where(eq(receipts.digest, digest)),
      );
      if (row === undefined) throw notFound(digest);
      return rehashed(digest, row.bytes, tampered(digest));
    },
  };
}

/**
 * The store for one publication: `publish` files the bytes if they are the receipt of
 * `publication.validationId` (ReceiptConflict otherwise, ValidationNotFinished before it
 * completed) and marks the validation published; `created` is false once it already was.
 */
export function databaseReceiptStore(
  database: ServiceDatabase,
  publication: ReceiptPublication,
): ReceiptStore {
  return {
    ...databaseReceiptReader(database),
    async publish(digest, bytes) {
      assertOwnAddress(digest, bytes);
      const { created } = await publishValidationReceipt(database, publication, { digest, bytes });
      return { location: `receipts/${digest}`, created };
    },
  };
}
