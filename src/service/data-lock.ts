/**
 * The embedded database (PGlite) lives in one process: two processes opening the same data
 * folder would corrupt it. A lock file with the owner's pid says who holds it; a lock left
 * by a process that no longer exists is taken over.
 */
import { open, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { ServiceError } from '../core/errors.js';

const LOCK_NAME = 'patchproof.lock';

/** Takes the folder's lock; ServiceUnavailable when a live process holds it. Resolves to its release. */
export async function lockDataFolder(dir: string): Promise<() => Promise<void>> {
  const path = join(dir, LOCK_NAME);
  for (let tries = 0; tries < 2; tries += 1) {
    try {
      const handle = await open(path, 'wx', 0o600);
      await handle.writeFile(`${process.pid}\n`);
      await handle.close();
      return async () => {
        await rm(path, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number((await readFile(path, 'utf8').catch(() => '')).trim());
      if (Number.isSafeInteger(owner) && owner > 0 && isAlive(owner)) {
        throw new ServiceError('ServiceUnavailable', `the embedded database in ${dir} is in use by process ${owner} (patchproof serve?); stop it first, or run the service on PostgreSQL (DATABASE_URL) to share it`, {
          details: { pid: owner },
        });
      }
      // The owner is gone: its lock is stale.
      await rm(path, { force: true });
    }
  }
  throw new ServiceError('ServiceUnavailable', `could not take the lock ${path}; remove it if no patchproof process is running`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
