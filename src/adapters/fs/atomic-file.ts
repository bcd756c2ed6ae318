/**
 * Small durable-file helpers for PatchProof's own state (sessions, journals, locks): a file
 * is replaced whole or not at all (temporary sibling, fsync, rename, fsync of the folder),
 * so a crash at any instant leaves either the old content or the new, never a mix.
 */
import { randomBytes } from 'node:crypto';
import { open, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/** Writes `bytes` to `path` atomically and durably. */
export async function writeFileAtomic(
  path: string,
  bytes: Uint8Array | string,
  mode = 0o600,
): Promise<void> {
  const temp = join(dirname(path), `.tmp-${randomBytes(6).toString('hex')}`);
  const file = await open(temp, 'wx', mode);
  try {
    await file.writeFile(bytes);
    await file.sync();
  } catch (error) {
    await file.close();
    await rm(temp, { force: true });
    throw error;
  }
  await file.close();
  try {
    await rename(temp, path);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
  await syncFolder(dirname(path));
}

/** Makes a folder's entries (a rename, a new or removed name) durable. */
export async function syncFolder(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
