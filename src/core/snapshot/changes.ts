/**
 * The inventory of a workspace after a patch: the base inventory with some files replaced,
 * added or removed. Its snapshot ID is the proposal's `result` (PROTOCOL 2.3), so this must
 * agree with what the tree would look like on disk after applying the patch.
 */
import { IntakeRefusal } from '../errors.js';
import type { ObjectAlgorithm } from '../hash/digest.js';
import type { FileMode, Inventory, InventoryEntry } from './inventory.js';
import { blobId } from './tree.js';

/** New content of one path; `after: null` removes it. */
export interface FileChange {
  readonly path: string;
  readonly after: { readonly mode: FileMode; readonly bytes: Uint8Array } | null;
}

/**
 * Returns a new inventory with `changes` applied (the input is not modified). Removals apply
 * before additions, so a patch may delete file `a` and add `a/b` in one go.
 *
 * Throws IntakeRefusal: `UnsafePath` for a path that is not clean and relative, `MalformedPatch`
 * when one path changes twice, `FileMissing` when removing a path that is not there, and
 * `FileExists` when a file would sit where the result needs a directory or the reverse.
 */
export function withChanges(
  inventory: Inventory,
  changes: readonly FileChange[],
  algorithm: ObjectAlgorithm,
): Inventory {
  const result = new Map<string, InventoryEntry>(inventory);
  const seen = new Set<string>();
  for (const change of changes) {
    checkChangePath(change.path);
    if (seen.has(change.path)) {
      throw new IntakeRefusal(
        'MalformedPatch',
        `the patch changes ${change.path} more than once; merge those changes`,
        {
          location: { path: change.path },
        },
      );
    }
    seen.add(change.path);
  }
  for (const change of changes) {
    if (change.after !== null) continue;
    if (!result.delete(change.path)) {
      throw new IntakeRefusal(
        'FileMissing',
        `cannot delete ${change.path}: it is not in the base snapshot`,
        {
          location: { path: change.path },
        },
      );
    }
  }
  const added: string[] = [];
  for (const change of changes) {
    if (change.after === null) continue;
    const { mode, bytes } = change.after;
    result.set(change.path, { mode, id: blobId(bytes, algorithm), size: bytes.length });
    added.push(change.path);
  }
  if (added.length > 0) checkNoFileDirectoryClash(result, added);
  return result;
}

/** The same rules the tree encoding needs; the path gates normally refuse these first. */
function checkChangePath(path: string): void {
  const bad = path
    .split('/')
    .some((part) => part === '' || part === '.' || part === '..' || part.includes('\0'));
  if (bad) {
    throw new IntakeRefusal(
      'UnsafePath',
      `path ${JSON.stringify(path)} is not a clean relative path`,
      {
        location: { path },
      },
    );
  }
}

/**
 * An added path must not pass through a file (`a` is a file, `a/b` is added) nor be a
 * directory of other files (`a/b` exists, `a` is added): on disk one of them would have to
 * silently vanish. Only added paths can introduce a clash, since the base had none.
 */
function checkNoFileDirectoryClash(
  result: ReadonlyMap<string, InventoryEntry>,
  added: readonly string[],
): void {
  const directories = new Set<string>();
  for (const path of result.keys()) {
    for (let i = path.indexOf('/'); i !== -1; i = path.indexOf('/', i + 1))
      directories.add(path.slice(0, i));
  }
  for (const path of added) {
    if (directories.has(path)) {
      throw new IntakeRefusal(
        'FileExists',
        `cannot create file ${path}: a directory of that name holds other files`,
        {
          location: { path },
        },
      );
    }
    for (let i = path.indexOf('/'); i !== -1; i = path.indexOf('/', i + 1)) {
      const parent = path.slice(0, i);
      if (result.has(parent)) {
        throw new IntakeRefusal(
          'FileExists',
          `cannot create ${path}: ${parent} is a file, not a directory`,
          {
            location: { path },
            details: { conflictsWith: parent },
          },
        );
      }
    }
  }
}
