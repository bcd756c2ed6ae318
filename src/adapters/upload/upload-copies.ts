/**
 * Extracted copies of uploaded tars on this machine, under the service's work folder:
 * `scratch/<random>` while a tar is being checked, `uploads/<hex>` once it is an upload's
 * copy. Every process keeps its own copies (the tar itself is in the shared database), made
 * once per digest and reused while they still measure as the snapshot the upload recorded.
 * A copy is only ever renamed into place whole, so a reader never sees half of one.
 */
import { randomBytes } from 'node:crypto';
import { lstat, mkdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { TypedHash } from '../../core/hash/typed-hash.js';
import type { SnapshotId } from '../../core/snapshot/inventory.js';
import { invalidUpload, type UploadLimits } from '../../core/upload/tar-policy.js';
import { readSnapshot } from '../repo/index.js';
import { extractTar } from './extract-tar.js';

/** A tar extracted into a scratch folder and measured; remove `dir` unless it was kept. */
export interface ScratchCopy {
  readonly dir: string;
  readonly snapshot: SnapshotId;
  readonly files: number;
  readonly bytes: number;
}

/** What making a copy needs from the stored upload; fetched only when a copy must be (re)made. */
export interface StoredTar {
  readonly snapshot: SnapshotId;
  readonly bytes: Uint8Array;
}

/** Copies this process has measured; checked for existence on each use, not re-hashed. */
const verified = new Set<string>();
const inFlight = new Map<string, Promise<string>>();

/** The folder of an upload's copy (it may not exist). */
export function copyDir(workDir: string, digest: TypedHash): string {
  return join(workDir, 'uploads', digest.slice('sha256:'.length));
}

/** Extracts `tar` into a fresh scratch folder and measures it (plain-folder mode, PROTOCOL 2.1). */
export async function extractToScratch(
  workDir: string,
  tar: Uint8Array,
  limits: Partial<UploadLimits> = {},
): Promise<ScratchCopy> {
  await mkdir(join(workDir, 'scratch'), { recursive: true });
  const dir = join(workDir, 'scratch', randomBytes(8).toString('hex'));
  try {
    const extracted = await extractTar(tar, dir, limits);
    const snapshot = await readSnapshot(dir, { plainFolder: true, limits });
    return { dir, snapshot: snapshot.id, ...extracted };
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
}

/**
 * Makes a checked scratch copy the upload's copy, if there is none yet (another request or
 * process may have been first: then the scratch copy is removed). Never throws for that.
 */
export async function keepScratch(
  workDir: string,
  digest: TypedHash,
  scratch: ScratchCopy,
): Promise<void> {
  const dir = copyDir(workDir, digest);
  if (await adopt(scratch.dir, dir)) verified.add(dir);
  else await rm(scratch.dir, { recursive: true, force: true });
}

/**
 * The folder of an upload's copy, made from the stored tar when missing or when it no
 * longer measures as `snapshot`. InvalidUpload when the stored tar itself does not give
 * the recorded snapshot (a changed extraction or a tampered row: nothing may run on it).
 */
export async function uploadCopy(
  workDir: string,
  digest: TypedHash,
  load: () => Promise<StoredTar>,
): Promise<string> {
  const dir = copyDir(workDir, digest);
  if (verified.has(dir) && (await isFolder(dir))) return dir;
  let pending = inFlight.get(dir);
  if (pending === undefined) {
    pending = prepare(workDir, digest, dir, load).finally(() => inFlight.delete(dir));
    inFlight.set(dir, pending);
  }
  return pending;
}

async function prepare(
  workDir: string,
  digest: TypedHash,
  dir: string,
  load: () => Promise<StoredTar>,
): Promise<string> {
  verified.delete(dir);
  const stored = await load();
  if (await isFolder(dir)) {
    if ((await measure(dir)) === stored.snapshot) {
      verified.add(dir);
      return dir;
    }
    // Changed since it was made (by hand, or a crash mid-write before renames were used):
    // set it aside whole, so no reader sees it half removed, then make it again.
    const aside = join(workDir, 'scratch', `stale-${randomBytes(8).toString('hex')}`);
    await mkdir(join(workDir, 'scratch'), { recursive: true });
    await rename(dir, aside);
    await rm(aside, { recursive: true, force: true });
  }
  const scratch = await extractToScratch(workDir, stored.bytes);
  if (scratch.snapshot !== stored.snapshot) {
    await rm(scratch.dir, { recursive: true, force: true });
    throw mismatch(digest, scratch.snapshot, stored.snapshot);
  }
  if (!(await adopt(scratch.dir, dir))) {
    // Another process made it meanwhile; trust it only once measured.
    await rm(scratch.dir, { recursive: true, force: true });
    const actual = await measure(dir);
    if (actual !== stored.snapshot) throw mismatch(digest, actual ?? 'unreadable', stored.snapshot);
  }
  verified.add(dir);
  return dir;
}

/** Renames `from` to `to`; false when `to` already exists. */
async function adopt(from: string, to: string): Promise<boolean> {
  await mkdir(join(to, '..'), { recursive: true });
  try {
    await rename(from, to);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOTEMPTY' || code === 'EEXIST') return false;
    throw error;
  }
}

async function measure(dir: string): Promise<SnapshotId | undefined> {
  try {
    return (await readSnapshot(dir, { plainFolder: true })).id;
  } catch {
    return undefined;
  }
}

async function isFolder(dir: string): Promise<boolean> {
  const info = await lstat(dir).catch(() => undefined);
  return info !== undefined && info.isDirectory();
}

function mismatch(digest: TypedHash, actual: string, recorded: SnapshotId) {
  return invalidUpload(
    `the stored upload ${digest} extracts to ${actual}, not its recorded snapshot ${recorded}; nothing runs on it. This is a bug or a tampered database: report it`,
    {
      upload: digest,
      expected: recorded,
      actual,
    },
  );
}
