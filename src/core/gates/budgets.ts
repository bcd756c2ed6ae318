/**
 * The BudgetExceeded gate (PROTOCOL 3.3). Budgets keep review and execution bounded: a
 * reviewer approves what they can read, and intake never does unbounded work for a stranger.
 */
import { IntakeRefusal } from '../errors.js';
import { utf8 } from '../hash/digest.js';

export interface Budgets {
  /** Paths in the normalized diff (a move counts twice: a deletion and an addition). */
  readonly maxFiles: number;
  /** Size of any file after the patch, in bytes. */
  readonly maxFileBytes: number;
  /** Sum over changed paths of the larger of their sizes before and after, in bytes. */
  readonly maxTotalBytes: number;
  /** Size of the patch text itself, checked before it is parsed. */
  readonly maxPatchBytes: number;
}

export const DEFAULT_BUDGETS: Budgets = {
  maxFiles: 50,
  maxFileBytes: 512 * 1024,
  maxTotalBytes: 5 * 1024 * 1024,
  maxPatchBytes: 16 * 1024 * 1024,
};

function exceeded(message: string, limit: string, value: number, path?: string): IntakeRefusal {
  return new IntakeRefusal('BudgetExceeded', message, {
    location: path === undefined ? {} : { path },
    details: { limit, value },
  });
}

/** Checked first, on the raw bytes. */
export function assertPatchSize(bytes: number, budgets: Budgets): void {
  if (bytes > budgets.maxPatchBytes) {
    throw exceeded(
      `the patch is ${bytes} bytes, over the ${budgets.maxPatchBytes}-byte limit; split it into smaller patches`,
      'maxPatchBytes',
      bytes,
    );
  }
}

export interface SizedChange {
  readonly path: string;
  readonly before: { readonly text: string } | null;
  readonly after: { readonly text: string } | null;
}

/** Checked as soon as the patch is parsed (a move counts twice), and again on the result. */
export function assertFileCount(files: number, budgets: Budgets): void {
  if (files > budgets.maxFiles) {
    throw exceeded(
      `the patch changes ${files} files, over the limit of ${budgets.maxFiles}; split it into smaller patches`,
      'maxFiles',
      files,
    );
  }
}

/** Checked on the applied result: file count, each file's size, total size. */
export function assertWithinBudgets(changes: readonly SizedChange[], budgets: Budgets): void {
  assertFileCount(changes.length, budgets);
  let total = 0;
  for (const c of changes) {
    const after = c.after ? utf8.encode(c.after.text).length : 0;
    const before = c.before ? utf8.encode(c.before.text).length : 0;
    if (after > budgets.maxFileBytes) {
      throw exceeded(
        `${c.path} would be ${after} bytes, over the ${budgets.maxFileBytes}-byte limit per file; keep generated or large files out of patches`,
        'maxFileBytes',
        after,
        c.path,
      );
    }
    total += Math.max(before, after);
  }
  if (total > budgets.maxTotalBytes) {
    throw exceeded(
      `the changed files total ${total} bytes, over the ${budgets.maxTotalBytes}-byte limit; split the patch`,
      'maxTotalBytes',
      total,
    );
  }
}
