/**
 * The embedded database (PGlite) lives in one process: two processes opening the same data
 * folder would corrupt it, so the folder holds a pid lock (src/adapters/fs/pid-lock.ts).
 */
import { join, resolve } from 'node:path';
import { takePidLock } from '../adapters/fs/index.js';
import { ServiceError } from '../core/errors.js';

const LOCK_NAME = 'patchproof.lock';

/** Takes the folder's lock; ServiceUnavailable when a live process holds it. Resolves to its release. */
export function lockDataFolder(dir: string): Promise<() => Promise<void>> {
  const path = join(resolve(dir), LOCK_NAME);
  return takePidLock(path, (owner) =>
    owner < 0
      ? new ServiceError(
          'ServiceUnavailable',
          `could not take the lock ${path}; remove it if no patchproof process is running`,
        )
      : new ServiceError(
          'ServiceUnavailable',
          `the embedded database in ${dir} is in use by process ${owner} (patchproof serve?); stop it first, or run the service on PostgreSQL (DATABASE_URL) to share it`,
          {
            details: { pid: owner },
          },
        ),
  );
}
