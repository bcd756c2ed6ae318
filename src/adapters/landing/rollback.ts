/**
 * Putting a working tree back as the journal recorded it, then proving it: every path must
 * hold exactly its original bytes and permission bits again (or be absent again, for added
 * files). A rollback that cannot prove this is not a rollback: the caller locks the
 * workspace and keeps the journal, which holds the original bytes, for manual recovery.
 */
import { join } from 'node:path';
import { lstat, rmdir } from 'node:fs/promises';
import type { RollbackOptions, RollbackOutcome } from '../../app/landing/tree-ports.js';
import { type Journal, tempName } from '../../core/landing/journal.js';
import { isBefore, rollbackAction } from '../../core/landing/rollback-plan.js';
import { readOriginal } from './journal-store.js';
import {
  observe,
  removeTemp,
  removeTreeFile,
  restoreFolderPerm,
  writeTreeFile,
} from './tree-files.js';

/** Restores the paths of `journal` in `root` from the originals in `stateDir`, then verifies them. */
export async function rollBack(
  root: string,
  stateDir: string,
  journal: Journal,
  options: RollbackOptions = {},
): Promise<RollbackOutcome> {
  const conflicts: string[] = [];
  const started = Math.min(options.started ?? journal.files.length, journal.files.length);
  for (let i = journal.files.length - 1; i >= 0; i -= 1) {
    const file = journal.files[i] as Journal['files'][number];
    try {
      await removeTemp(root, file.path, tempName(journal.id, i));
      if (i >= started) continue;
      const seen = await observe(root, file.path);
      const action = rollbackAction(file, seen);
      if (action === 'conflict') conflicts.push(file.path);
      else if (action === 'remove') await removeTreeFile(root, file.path);
      else if (action === 'restore' && file.before) {
        const { before } = file;
        await writeTreeFile(root, file.path, {
          bytes: await readOriginal(stateDir, before.sha256),
          perm: before.perm,
          executable: before.mode === '100755',
          owner: { uid: before.uid, gid: before.gid },
          temp: tempName(journal.id, i),
        });
      }
    } catch {
      // Whatever stopped this path (a folder where a file was, no permission) shows in the
      // verification below; the other paths are still put back.
    }
  }
  for (const dir of [...journal.createdDirs].reverse())
    await rmdir(join(root, dir)).catch(() => undefined);
  // A delete may have removed a folder it left empty; the restore made it again with the umask's bits.
  const folders = started > 0 ? journal.folders : [];
  for (const { path, perm } of folders)
    await restoreFolderPerm(root, path, perm).catch(() => false);
  await options.beforeVerify?.();
  const unverified: string[] = [];
  for (const file of journal.files.slice(0, started)) {
    const seen = await observe(root, file.path).catch(() => ({ kind: 'other' }) as const);
    if (!isBefore(file, seen)) unverified.push(file.path);
  }
  for (const { path, perm } of folders) {
    const info = await lstat(join(root, path)).catch(() => undefined);
    if (info?.isDirectory() && (info.mode & 0o7777) !== perm) unverified.push(`${path}/`);
  }
  return { verified: unverified.length === 0, conflicts, unverified };
}
