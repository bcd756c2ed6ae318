/**
 * Uploaded repository tars. The row is keyed by the digest of its bytes, so storing the
 * same tar again is a no-op that still reports the stored row (ON CONFLICT DO NOTHING, not
 * read-then-insert: two racing uploads of one tar both succeed, one of them `created`).
 * Writes and idempotent answers never send the bytes back: they may be hundreds of MiB.
 */
import { and, eq } from 'drizzle-orm';
import type { ServiceStore } from '../../core/service/service-store.js';
import type { ServiceDatabase } from './connect.js';
import { uploadInfo, uploadRecord } from './rows.js';
import { uploadGrants, uploads } from './schema.js';
import { attempt, inTransaction, insertEvent, required } from './store-support.js';

type UploadMethods = Pick<ServiceStore, 'saveUpload' | 'uploadGranted' | 'getUpload'>;

/** Every column but the bytes. */
const INFO = {
  digest: uploads.digest,
  snapshot: uploads.snapshot,
  size: uploads.size,
  files: uploads.files,
  createdBy: uploads.createdBy,
  createdAt: uploads.createdAt,
};

export function uploadMethods(database: ServiceDatabase): UploadMethods {
  return {
    saveUpload: (upload, project, event) =>
      inTransaction(database, async (tx) => {
        const inserted = await tx
          .insert(uploads)
          .values({
            digest: upload.digest,
            bytes: upload.bytes,
            snapshot: upload.snapshot,
            size: upload.size,
            files: upload.files,
            createdBy: upload.createdBy,
          })
          .onConflictDoNothing()
          .returning(INFO);
        const row =
          inserted[0] ??
          (await tx.select(INFO).from(uploads).where(eq(uploads.digest, upload.digest)))[0];
        const granted = await tx
          .insert(uploadGrants)
          .values({ digest: upload.digest, project, createdBy: upload.createdBy })
          .onConflictDoNothing()
          .returning({ project: uploadGrants.project });
        await insertEvent(tx, event);
        return { created: granted.length > 0, record: uploadInfo(required(row)) };
      }),

    async uploadGranted(digest, project) {
      const rows = await attempt(database, (db) =>
        db
          .select({ project: uploadGrants.project })
          .from(uploadGrants)
          .where(and(eq(uploadGrants.digest, digest), eq(uploadGrants.project, project)))
          .limit(1),
      );
      return rows.length > 0;
    },

    async getUpload(digest) {
      const [row] = await attempt(database, (db) =>
        db.select().from(uploads).where(eq(uploads.digest, digest)),
      );
      return row === undefined ? null : uploadRecord(row);
    },
  };
}
