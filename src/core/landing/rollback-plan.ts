/**
 * What to do with each file of an interrupted or failed apply, decided from what is on disk
 * now. A file is put back only when it is in a state this apply made (its new content, or
 * missing); a file that holds anything else was changed by someone else, and overwriting it
 * would destroy their bytes, so it is left alone and the rollback cannot verify. Pure: the
 * adapter observes, this decides, the adapter acts and then checks byte for byte.
 */
import { type JournalFile, modeOfPerm } from './journal.js';

/** What a path holds now. `other`: a symlink, a folder or anything but a regular file. */
export type Observation =
  | { readonly kind: 'absent' }
  | { readonly kind: 'file'; readonly sha256: string; readonly perm: number }
  | { readonly kind: 'other' };

/**
 * - `keep`: already as it was before the apply;
 * - `restore`: write the original bytes and permission bits back;
 * - `remove`: delete the file the apply added;
 * - `conflict`: someone else's content: left alone, so the rollback does not verify.
 */
export type RollbackAction = 'keep' | 'restore' | 'remove' | 'conflict';

/** True when `seen` is exactly what the apply wrote (or removed) at this path. */
export function isAfter(file: JournalFile, seen: Observation): boolean {
  if (file.after === null) return seen.kind === 'absent';
  return (
    seen.kind === 'file' &&
    seen.sha256 === file.after.sha256 &&
    modeOfPerm(seen.perm) === file.after.mode
  );
}

/** True when `seen` is exactly what the path held before the apply. */
export function isBefore(file: JournalFile, seen: Observation): boolean {
  if (file.before === null) return seen.kind === 'absent';
  return (
    seen.kind === 'file' && seen.sha256 === file.before.sha256 && seen.perm === file.before.perm
  );
}

/** The action that puts one path back as it was. */
export function rollbackAction(file: JournalFile, seen: Observation): RollbackAction {
  if (isBefore(file, seen)) return 'keep';
  if (file.before === null) return isAfter(file, seen) ? 'remove' : 'conflict';
  if (seen.kind === 'absent' || isAfter(file, seen)) return 'restore';
  return 'conflict';
}

/** Whether every path holds what the apply meant to write: then it only lacks verification. */
export function allApplied(files: readonly JournalFile[], seen: readonly Observation[]): boolean {
  return files.every((file, i) => isAfter(file, seen[i] as Observation));
}
