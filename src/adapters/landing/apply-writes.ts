/**
 * The journal of one apply and its writes. The journal is planned from what is on disk (each
 * file must still be exactly its base content, each added path absent), and the writes check
 * every file once more just before replacing it, so a change made by someone else is caught
 * as DriftDetected before it can be overwritten.
 */
import { lstat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Planned } from '../../app/landing/tree-ports.js';
import type { FileOutcome } from '../../core/apply/apply-patch.js';
import { BaseTree } from '../../core/apply/base-tree.js';
import { IntakeRefusal, LandingError } from '../../core/errors.js';
import type { TypedHash } from '../../core/hash/typed-hash.js';
import type { Proposal } from '../../core/intake/propose.js';
import {
  type Journal,
  type JournalFile,
  modeOfPerm,
  permForMode,
  tempName,
} from '../../core/landing/journal.js';
import { isBefore } from '../../core/landing/rollback-plan.js';
import { observe, removeTreeFile, sha256Hex, writeTreeFile } from './tree-files.js';

const encoder = new TextEncoder();

/** Plans the journal of landing `changes`; DriftDetected or FileExists when the disk disagrees. */
export async function planJournal(
  root: string,
  meta: { readonly id: string; readonly receipt: TypedHash; readonly proposal: Proposal },
  changes: readonly FileOutcome[],
): Promise<Planned> {
  // Deletions first: a patch may delete file `a` and add `a/b`.
  const ordered = [...changes].sort(
    (x, y) =>
      Number(x.after !== null) - Number(y.after !== null) ||
      (x.path < y.path ? -1 : x.path > y.path ? 1 : 0),
  );
  const deleted = new Set(changes.filter((c) => c.after === null).map((c) => c.path));
  const files: JournalFile[] = [];
  const originals = new Map<string, Uint8Array>();
  const afterBytes: Array<Uint8Array | null> = [];
  const createdDirs: string[] = [];
  const folders = new Map<string, number>();
  for (const change of ordered) {
    // Below a file this patch deletes, nothing exists yet: the folder is made after the delete.
    const underDeleted = BaseTree.ancestors(change.path).some((a) => deleted.has(a));
    const seen = underDeleted ? ({ kind: 'absent' } as const) : await observe(root, change.path);
    let before: JournalFile['before'] = null;
    if (change.before === null) {
      if (seen.kind !== 'absent') {
        throw new IntakeRefusal(
          'FileExists',
          `${change.path} exists on disk (an ignored or untracked file the snapshot leaves out), and the patch adds it; move it away first. Nothing was written`,
          { location: { path: change.path } },
        );
      }
      for (const dir of await missingFolders(root, change.path, deleted))
        if (!createdDirs.includes(dir)) createdDirs.push(dir);
    } else {
      const bytes = encoder.encode(change.before.text);
      if (
        seen.kind !== 'file' ||
        seen.sha256 !== sha256Hex(bytes) ||
        modeOfPerm(seen.perm) !== change.before.mode
      )
        throw drift(change.path, 'Nothing was written');
      before = {
        mode: change.before.mode,
        sha256: seen.sha256,
        size: bytes.length,
        perm: seen.perm,
        uid: seen.uid,
        gid: seen.gid,
      };
      originals.set(seen.sha256, seen.bytes);
      if (change.after === null)
        for (const dir of BaseTree.ancestors(change.path))
          folders.set(dir, await folderPerm(root, dir));
    }
    const bytes = change.after === null ? null : encoder.encode(change.after.text);
    afterBytes.push(bytes);
    files.push({
      path: change.path,
      before,
      after: change.after &&
        bytes && { mode: change.after.mode, sha256: sha256Hex(bytes), size: bytes.length },
    });
  }
  const { proposal } = meta;
  const journal: Journal = {
    version: 1,
    id: meta.id,
    receipt: meta.receipt,
    proposal: proposal.hash,
    base: proposal.object.base,
    result: proposal.object.result,
    createdAt: new Date().toISOString(),
    files,
    createdDirs,
    folders: [...folders].map(([path, perm]) => ({ path, perm })),
  };
  return { journal, originals, afterBytes };
}

/**
 * Writes every file of the plan; `afterFirst` runs once the first file has changed.
 * `progress.started` counts the files whose write has begun, for a rollback to know which
 * files are its own to put back.
 */
export async function writeAll(
  root: string,
  planned: Planned,
  afterFirst: () => unknown,
  progress: { started: number },
): Promise<void> {
  const { journal } = planned;
  for (const [i, file] of journal.files.entries()) {
    if (!isBefore(file, await observe(root, file.path)))
      throw drift(file.path, 'Every file written before it was restored; it was left as it is');
    progress.started = i + 1;
    const bytes = planned.afterBytes[i] ?? null;
    if (file.after === null || bytes === null) await removeTreeFile(root, file.path);
    else {
      await writeTreeFile(root, file.path, {
        bytes,
        ...(file.before
          ? {
              perm: permForMode(file.before.perm, file.after.mode),
              owner: { uid: file.before.uid, gid: file.before.gid },
            }
          : {}),
        executable: file.after.mode === '100755',
        exclusive: file.before === null,
        temp: tempName(journal.id, i),
      });
    }
    if (i === 0) await afterFirst();
  }
}

/** The folders on the way to `path` that do not exist yet (or are files this patch deletes), parents first. */
async function missingFolders(
  root: string,
  path: string,
  deleted: ReadonlySet<string>,
): Promise<string[]> {
  const missing: string[] = [];
  for (const dir of BaseTree.ancestors(path)) {
    if (deleted.has(dir) || (await lstat(join(root, dir)).catch(() => undefined)) === undefined)
      missing.push(dir);
  }
  return missing;
}

async function folderPerm(root: string, dir: string): Promise<number> {
  return (await lstat(join(root, dir))).mode & 0o7777;
}

function drift(path: string, outcome: string): LandingError {
  return new LandingError(
    'DriftDetected',
    `${path} is no longer the content the proposal was made on: the working tree changed during the apply. ${outcome}`,
    { location: { path } },
  );
}
