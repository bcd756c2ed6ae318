/**
 * Writes a receipt to `<store>/sha256/<hex>.json`: a temporary file in the same folder,
 * fsynced, then link()ed into place, so the name appears only with whole content and is
 * never replaced. The receipts issue adds verified reads, locking tests and signatures.
 *
 * A full or failing disk can refuse any step (write, fsync, link, the folder's fsync, as on
 * a thin-provisioned volume where only fsync meets the full pool): each refusal is one coded
 * StoreUnavailable, and the temporary file is removed whatever step failed.
 */
import { randomBytes } from 'node:crypto';
import { type FileHandle, link, mkdir, open, unlink } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { PatchProofError } from '../../core/errors.js';
import type { TypedHash } from '../../core/hash/typed-hash.js';
import { readPlainFile } from './plain-file.js';

/** The steps of a publication, in order (tests kill a child process at each of them). */
export type PublishStep = 'written' | 'synced' | 'linked';

/**
 * Publishes `bytes` under `digest`; an identical existing file counts as published.
 * `onStep` is called after each step, for crash tests.
 */
export function writeReceipt(
  store: string,
  digest: TypedHash,
  bytes: Uint8Array,
  onStep?: (step: PublishStep) => void,
): Promise<string> {
  return writeOnce(store, join('sha256', `${digest.slice('sha256:'.length)}.json`), bytes, onStep);
}

/**
 * Writes `bytes` to `<store>/<name>` the same way: content-addressed files of other kinds
 * (the normalized diffs beside receipts) share the no-clobber rule. Throws StoreUnavailable
 * when the store refuses a step, ReceiptConflict when the name holds other bytes.
 */
export async function writeOnce(
  store: string,
  name: string,
  bytes: Uint8Array,
  onStep?: (step: PublishStep) => void,
): Promise<string> {
  const path = join(store, name);
  const dir = dirname(path);
  const temp = join(dir, `.tmp-${randomBytes(8).toString('hex')}`);
  await attempt(store, 'mkdir', () => mkdir(dir, { recursive: true }));
  const file = await attempt(store, 'open', () => open(temp, 'wx', 0o444));
  try {
    await writeAndSync(store, file, bytes, onStep);
    if (await linkOnce(store, temp, path, bytes)) onStep?.('linked');
  } finally {
    // Whatever failed, no .tmp-* stays behind (best effort: a dead disk may refuse even this).
    await unlink(temp).catch(() => undefined);
  }
  await attempt(store, 'fsync-folder', async () => {
    const folder = await open(dir, 'r');
    await folder.sync().finally(() => folder.close());
  });
  return path;
}

/** Writes and fsyncs the temporary file, then closes it; a close error never hides an earlier one. */
async function writeAndSync(
  store: string,
  file: FileHandle,
  bytes: Uint8Array,
  onStep?: (step: PublishStep) => void,
): Promise<void> {
  try {
    await attempt(store, 'write', () => file.writeFile(bytes));
    onStep?.('written');
    // On a thin-provisioned or network disk, this is where a full disk shows.
    await attempt(store, 'fsync', () => file.sync());
    onStep?.('synced');
  } catch (error) {
    await file.close().catch(() => undefined);
    throw error;
  }
  await attempt(store, 'close', () => file.close());
}

/** Links the temporary file into place: true when this call made the name, false when identical bytes were there. */
async function linkOnce(
  store: string,
  temp: string,
  path: string,
  bytes: Uint8Array,
): Promise<boolean> {
  try {
    await link(temp, path);
    return true;
  } catch (error) {
    // tmpfs counts a hard link as an inode: a store out of inodes refuses here with ENOSPC.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw unavailable(store, 'link', error);
  }
  // Only identical bytes in a plain file under the name count as this receipt published.
  const existing = await attempt(store, 'read-existing', () => readPlainFile(path, bytes.length));
  if (existing.kind !== 'bytes' || !Buffer.from(bytes).equals(existing.bytes)) {
    throw new PatchProofError(
      'ReceiptConflict',
      `${path} exists with different content; the store was tampered with: do not overwrite it, investigate`,
    );
  }
  return false;
}

/** A step of writeOnce that the filesystem can refuse, as `details.step` names it. */
type StoreStep =
  'mkdir' | 'open' | 'write' | 'fsync' | 'close' | 'link' | 'read-existing' | 'fsync-folder';

const DOING: Record<StoreStep, string> = {
  mkdir: 'create a folder',
  open: 'create a temporary file',
  write: 'write a temporary file',
  fsync: 'fsync a temporary file',
  close: 'close a temporary file',
  link: 'link a file into place',
  'read-existing': 'read the file already under that name',
  // The link was made and the content fsynced: the file is whole, only its name may not last.
  'fsync-folder':
    'fsync the folder of a file just linked (the file is whole, but its name may not survive a crash)',
};

/** Runs one filesystem step; any error it throws becomes StoreUnavailable naming the step. */
async function attempt<T>(store: string, step: StoreStep, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw unavailable(store, step, error);
  }
}

function unavailable(store: string, step: StoreStep, error: unknown): PatchProofError {
  const errno = (error as NodeJS.ErrnoException).code ?? 'error';
  return new PatchProofError(
    'StoreUnavailable',
    `cannot ${DOING[step]} in the receipt store ${store} (${errno}); no partial file was left under a final name. Free space on that filesystem (or make it writable) and run again, or pass --store <dir> on another one`,
    { cause: error, details: { step, errno } },
  );
}
