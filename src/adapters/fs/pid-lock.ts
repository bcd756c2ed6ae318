/**
 * An exclusive lock held by one live process: a file holding the owner's pid. A lock whose
 * owner is gone is taken over by renaming it away first — a rename of one file succeeds for
 * exactly one of several racing processes — so two processes never both take a stale lock.
 * A lock naming this very process is a leftover of an earlier process that had our pid (a
 * container restarted after a crash always gets the same one), unless this process holds it.
 */
import { randomBytes } from 'node:crypto';
import { open, readFile, rename, rm } from 'node:fs/promises';
import { resolve } from 'node:path';

const heldHere = new Set<string>();

/**
 * Takes the lock at `path`; rejects with `busy(owner pid)` while a live process holds it.
 * Resolves to its release, which removes only a lock this process still owns.
 */
export async function takePidLock(path: string, busy: (owner: number) => Error): Promise<() => Promise<void>> {
  const lock = resolve(path);
  if (heldHere.has(lock)) throw busy(process.pid);
  for (let tries = 0; tries < 5; tries += 1) {
    try {
      const handle = await open(lock, 'wx', 0o600);
      await handle.writeFile(`${process.pid}\n`);
      await handle.close();
      heldHere.add(lock);
      return async () => {
        heldHere.delete(lock);
        // Only our own lock is removed, never one another process took over meanwhile.
        if ((await readOwner(lock)) === process.pid) await rm(lock, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = await readOwner(lock);
      if (owner !== null && owner !== process.pid && isAlive(owner)) throw busy(owner);
      // Stale: move it aside; whoever loses this rename (ENOENT) simply tries again.
      const aside = `${lock}.stale-${process.pid}-${randomBytes(4).toString('hex')}`;
      try {
        await rename(lock, aside);
        await rm(aside, { force: true });
      } catch (renameError) {
        if ((renameError as NodeJS.ErrnoException).code !== 'ENOENT') throw renameError;
      }
    }
  }
  throw busy(-1);
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
