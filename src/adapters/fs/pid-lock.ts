/**
 * An exclusive lock held by one live process: a file holding the owner's pid, which appears
 * with its content (linked into place) so it is never seen empty. A lock whose owner is gone
 * is removed only by the process that holds `<lock>.takeover` (created the same exclusive
 * way), after it reads the owner once more: nobody else may remove a lock, and a lock cannot
 * be created while one exists, so a live process's lock is never removed by another. A lock
 * naming this very process is a leftover of an earlier process that had our pid (a container
 * restarted after a crash always gets the same one), unless this process holds it.
 */
import { randomBytes } from 'node:crypto';
import { link, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const heldHere = new Set<string>();
/** Tries while others take the lock over (each waits a little): about a second in all. */
const TRIES = 50;

/**
 * Takes the lock at `path`; rejects with `busy(owner pid)` while a live process holds it, or
 * `busy(-1)` when it could not be taken for another reason. Resolves to its release, which
 * removes only a lock this process still owns.
 */
export async function takePidLock(
  path: string,
  busy: (owner: number) => Error,
): Promise<() => Promise<void>> {
  const lock = resolve(path);
  if (heldHere.has(lock)) throw busy(process.pid);
  for (let tries = 0; tries < TRIES; tries += 1) {
    if (await create(lock)) {
      heldHere.add(lock);
      return async () => {
        heldHere.delete(lock);
        if ((await readOwner(lock)) === process.pid) await rm(lock, { force: true });
      };
    }
    const owner = await readOwner(lock);
    if (owner !== null && owner !== process.pid && isAlive(owner)) throw busy(owner);
    const takeover = `${lock}.takeover`;
    if (await create(takeover)) {
      try {
        // Still the stale lock we judged? Only a takeover holder removes locks, so it is.
        if ((await readOwner(lock)) === owner) await rm(lock, { force: true });
      } finally {
        await rm(takeover, { force: true });
      }
    } else {
      await clearDeadTakeover(takeover);
      await sleep(10 + Math.floor(Math.random() * 20));
    }
  }
  throw busy(-1);
}

/** A takeover file whose process died mid-takeover would block everyone: it is moved away. */
async function clearDeadTakeover(takeover: string): Promise<void> {
  const owner = await readOwner(takeover);
  if (owner !== null && isAlive(owner)) return;
  const aside = `${takeover}.dead-${process.pid}-${randomBytes(4).toString('hex')}`;
  await rename(takeover, aside).catch(() => undefined);
  await rm(aside, { force: true });
}

/**
 * Creates `file` with our pid in it, or resolves false when it exists. The pid is written to
 * a temporary file that is then linked into place, so the file never exists empty.
 */
async function create(file: string): Promise<boolean> {
  const temp = `${file}.new-${process.pid}-${randomBytes(4).toString('hex')}`;
  await writeFile(temp, `${process.pid}\n`, { flag: 'wx', mode: 0o600 });
  try {
    await link(temp, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return false;
  } finally {
    await rm(temp, { force: true });
  }
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
