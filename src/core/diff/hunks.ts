/**
 * From per-line change flags to unified-diff hunks, with Git's context and merge rules.
 */
import type { LineChanges } from './line-diff.js';

/** Lines of context around each change (PROTOCOL 3.2; Git's default `-U3`). */
export const CONTEXT_LINES = 3;

/** One run of changed lines: `removedCount` lines at `beforeStart` became `addedCount` at `afterStart` (0-based). */
export interface Change {
  readonly beforeStart: number;
  readonly removedCount: number;
  readonly afterStart: number;
  readonly addedCount: number;
}

/** A hunk: the line ranges it covers on each side (0-based start, count) and its changes. */
export interface Hunk {
  readonly beforeStart: number;
  readonly beforeCount: number;
  readonly afterStart: number;
  readonly afterCount: number;
  readonly changes: readonly Change[];
}

/**
 * The maximal runs of changed lines, in file order. Unflagged lines of the two sides
 * are the common subsequence, so they pair up one to one in order.
 */
export function collectChanges({ removed, added }: LineChanges): Change[] {
  const changes: Change[] = [];
  const n = removed.length;
  const m = added.length;
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && removed[i] === 0 && added[j] === 0) {
      i++;
      j++;
      continue;
    }
    const beforeStart = i;
    const afterStart = j;
    while (i < n && removed[i] === 1) i++;
    while (j < m && added[j] === 1) j++;
    if (i === beforeStart && j === afterStart) {
      // Unequal numbers of unchanged lines: the flags are not an edit script.
      throw new Error('collectChanges: inconsistent change flags');
    }
    changes.push({
      beforeStart,
      removedCount: i - beforeStart,
      afterStart,
      addedCount: j - afterStart,
    });
  }
  return changes;
}

/**
 * Groups changes into hunks with `context` lines around them. Like Git's xdiff
 * (`xdl_get_hunk`, max_common = 2 × context), two changes share a hunk when at most
 * 2 × context unchanged lines separate them, i.e. when their contexts would touch or
 * overlap: with 3 lines of context a gap of 6 merges, a gap of 7 gives two hunks.
 * Checked against `git diff` 2.39 in test/diff/golden (hunks-gap-6, hunks-gap-7).
 */
export function groupHunks(
  changes: readonly Change[],
  beforeLength: number,
  context = CONTEXT_LINES,
): Hunk[] {
  const hunks: Hunk[] = [];
  let group: Change[] = [];
  const flush = (): void => {
    const first = group[0];
    const last = group[group.length - 1];
    if (first === undefined || last === undefined) return;
    // Unchanged lines before the first change and after the last one are the same on
    // both sides, so the context length is one number for both.
    const lead = Math.min(context, first.beforeStart);
    const lastBeforeEnd = last.beforeStart + last.removedCount;
    const trail = Math.min(context, beforeLength - lastBeforeEnd);
    const beforeStart = first.beforeStart - lead;
    const afterStart = first.afterStart - lead;
    hunks.push({
      beforeStart,
      beforeCount: lastBeforeEnd + trail - beforeStart,
      afterStart,
      afterCount: last.afterStart + last.addedCount + trail - afterStart,
      changes: group,
    });
    group = [];
  };
  for (const change of changes) {
    const prev = group[group.length - 1];
    if (
      prev !== undefined &&
      change.beforeStart - (prev.beforeStart + prev.removedCount) > 2 * context
    )
      flush();
    group.push(change);
  }
  flush();
  return hunks;
}
