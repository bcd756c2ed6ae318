/**
 * The apply journal on disk, in the workspace's state folder: `journal/journal.json` and
 * `journal/originals/<sha256>` (the bytes every changed file had). It is built in a
 * temporary folder, synced, and renamed to `journal` in one step, so a journal either exists
 * whole or not at all; it is retired the same way (renamed, then removed).
 */
import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { LandingError } from '../../core/errors.js';
import { type Journal, journalSchema } from '../../core/landing/journal.js';
import { parseRecord } from '../../core/landing/records.js';
import { syncFolder, writeFileAtomic } from '../fs/index.js';
import { sha256Hex } from './tree-files.js';

const LIVE = 'journal';

/** Where a workspace's live journal is. */
export function journalDir(stateDir: string): string {
  return join(stateDir, LIVE);
}

/** Writes `journal` with the original bytes (by SHA-256) durably, then makes it live. */
export async function writeJournal(
  stateDir: string,
  journal: Journal,
  originals: ReadonlyMap<string, Uint8Array>,
): Promise<void> {
  const building = join(stateDir, `${LIVE}.building-${journal.id}`);
  await mkdir(join(building, 'originals'), { recursive: true, mode: 0o700 });
  for (const [hash, bytes] of originals) {
    const file = await open(join(building, 'originals', hash), 'wx', 0o600);
    try {
      await file.writeFile(bytes);
      await file.sync();
    } finally {
      await file.close();
    }
  }
  await syncFolder(join(building, 'originals'));
  await writeFileAtomic(join(building, 'journal.json'), `${JSON.stringify(journal)}\n`);
  await rename(building, journalDir(stateDir));
  await syncFolder(stateDir);
}

/**
 * Removes the folders of journals that never went live (a crash while one was being written,
 * before any file of the tree changed) and of retired ones. Only with the workspace held: a
 * journal being built by the holder must not vanish under it.
 */
export async function removeJournalLeftovers(stateDir: string): Promise<void> {
  for (const name of await readdir(stateDir)) {
    if (name.startsWith(`${LIVE}.building-`) || name.startsWith(`${LIVE}.retired-`))
      await rm(join(stateDir, name), { recursive: true, force: true });
  }
}

/** The live journal, or null; it is only read. */
export async function readJournal(stateDir: string): Promise<Journal | null> {
  const file = join(journalDir(stateDir), 'journal.json');
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  return parseRecord(text, journalSchema, file) as Journal;
}

/** The original bytes recorded under `hash`, checked against it. */
export async function readOriginal(stateDir: string, hash: string): Promise<Uint8Array> {
  const file = join(journalDir(stateDir), 'originals', hash);
  const bytes = new Uint8Array(await readFile(file).catch(() => new Uint8Array(0)));
  if (sha256Hex(bytes) !== hash) {
    throw new LandingError(
      'SessionCorrupt',
      `the journal's copy ${file} is missing or altered; the original content cannot be restored from it`,
      { details: { file } },
    );
  }
  return bytes;
}

/** Retires the live journal: it disappears in one rename, then its files are removed. */
export async function retireJournal(stateDir: string): Promise<void> {
  const retired = join(stateDir, `${LIVE}.retired-${randomBytes(4).toString('hex')}`);
  await rename(journalDir(stateDir), retired);
  await syncFolder(stateDir);
  await rm(retired, { recursive: true, force: true });
}

/**
 * Keeps the journal of a rollback that did not verify under a name of its own, for manual
 * recovery; resolves to its folder. It is never removed by PatchProof.
 */
export async function keepJournal(stateDir: string, id: string): Promise<string> {
  const kept = join(stateDir, `kept-journal-${id}`);
  await rename(journalDir(stateDir), kept);
  await syncFolder(stateDir);
  return kept;
}
