/**
 * The embedded database (PGlite) lives in one process: two processes opening the same data
 * folder would corrupt it. A lock file with the owner's pid says who holds it. A lock whose
 * owner is gone is taken over by renaming it away first — a rename of one file succeeds for
 * exactly one of several racing processes — so two processes never both take a stale lock.
 * A lock naming this very process is a leftover of an earlier process that had our pid (a
 * container restarted after a crash always gets the same one), unless this process holds it.
 */
import { randomBytes } from 'node:crypto';
import { open, readFile, rename, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { ServiceError } from '../core/errors.js';

const LOCK_NAME = 'patchproof.lock';
const heldHere = new Set<string>();

/** Takes the folder's lock; ServiceUnavailable when a live process holds it. Resolves to its release. */
export async function lockDataFolder(dir: string): Promise<() => Promise<void>> {
  const path = join(resolve(dir), LOCK_NAME);
  const inUse = (owner: number): ServiceError =>
    new ServiceError('ServiceUnavailable', `the embedded database in ${dir} is in use by process ${owner} (patchproof serve?); stop it first, or run the service on PostgreSQL (DATABASE_URL) to share it`, {
      details: { pid: owner },
    });
  if (heldHere.has(path)) throw inUse(process.pid);
  for (let tries = 0; tries < 5; tries += 1) {
    try {
      const handle = await open(path, 'wx', 0o600);
      await handle.writeFile(`${process.pid}\n`);
      await handle.close();
      heldHere.add(path);
      return async () => {
        heldHere.delete(path);
        // Only our own lock is removed, never one another process took over meanwhile.
        if ((await readOwner(path)) === process.pid) await rm(path, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = await readOwner(path);
      if (owner !== null && owner !== process.pid && isAlive(owner)) throw inUse(owner);
      // Stale: move it aside; whoever loses this rename (ENOENT) simply tries again.
      const aside = `${path}.stale-${process.pid}-${randomBytes(4).toString('hex')}`;
      try {
        await rename(path, aside);
        await rm(aside, { force: true });
      } catch (renameError) {
        if ((renameError as NodeJS.ErrnoException).code !== 'ENOENT') throw renameError;
      }
    }
  }
  throw new ServiceError('ServiceUnavailable', `could not take the lock ${path}; remove it if no patchproof process is running`);
}

async function readOwner(path: string): Promise<number | null> {
  const text = (await readFile(path, 'utf8').catch(() => '')).trim();
  const pid = Number(text);
  return /^[1-9]\d{0,9}$/.test(text) && Number.isSafeInteger(pid) ? pid : null;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
