/**
 * Whether a receipt store can take what a validation publishes, checked before any test runs:
 * a run whose receipt cannot be published is wasted evidence. The folder must be writable,
 * and its filesystem must have, free to an unprivileged writer (statfs `bavail`):
 *
 * - the normalized diff's bytes plus STORE_HEADROOM_BYTES (4 MiB) for the receipt. A receipt
 *   is a few KiB (8 KiB for the calculator example); its lists grow with the tests a run
 *   names, and 4 MiB leaves room for tens of thousands of test ids. Less than that free is a
 *   disk about to fill, where the run would end without its receipt;
 * - STORE_MIN_FREE_INODES (16) inodes, when the filesystem counts them (btrfs reports none):
 *   a publication takes up to seven (two folders, two files, each first under a temporary
 *   name; tmpfs counts a hard link as one more), doubled for what else runs.
 *
 * Passing is no promise: the disk can still fill while the tests run, and then publication
 * fails with StoreUnavailable and leaves nothing half-written (write-receipt.ts).
 */
import { constants } from 'node:fs';
import { access, mkdir, statfs } from 'node:fs/promises';
import { join } from 'node:path';
import { PatchProofError } from '../../core/errors.js';

export const STORE_HEADROOM_BYTES = 4 * 1024 * 1024;
export const STORE_MIN_FREE_INODES = 16;

/** Throws StoreUnavailable, saying what to do, unless `store` can take a diff of `diffBytes` and its receipt. */
export async function assertStoreHasRoom(store: string, diffBytes: number): Promise<void> {
  let stats;
  try {
    await mkdir(join(store, 'sha256'), { recursive: true });
    await access(join(store, 'sha256'), constants.W_OK);
    stats = await statfs(store);
  } catch (error) {
    const errno = (error as NodeJS.ErrnoException).code ?? 'error';
    throw new PatchProofError(
      'StoreUnavailable',
      `the receipt store ${store} is not a writable folder (${errno}); nothing was run. Pass --store <dir> with a folder you can write`,
      {
        cause: error,
        details: { step: 'writable', errno },
      },
    );
  }
  const freeBytes = stats.bavail * stats.bsize;
  const neededBytes = diffBytes + STORE_HEADROOM_BYTES;
  const inodesCounted = stats.files > 0;
  if (freeBytes >= neededBytes && (!inodesCounted || stats.ffree >= STORE_MIN_FREE_INODES)) return;
  const short =
    freeBytes < neededBytes
      ? `${mib(freeBytes)} free, and a validation needs ${mib(neededBytes)} there (its normalized diff and the receipt)`
      : `${stats.ffree} free inodes, and a validation needs ${STORE_MIN_FREE_INODES}`;
  throw new PatchProofError(
    'StoreUnavailable',
    `the receipt store ${store} is almost full: ${short}; nothing was run. Free space on that filesystem, or pass --store <dir> on another one`,
    {
      details: {
        step: 'room',
        freeBytes,
        neededBytes,
        ...(inodesCounted ? { freeInodes: stats.ffree, neededInodes: STORE_MIN_FREE_INODES } : {}),
      },
    },
  );
}

function mib(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(1)} MiB`;
}
