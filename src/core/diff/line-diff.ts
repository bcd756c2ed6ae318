/**
 * Line-level diff of two texts: splits them into lines, interns lines to integers, sets
 * aside lines that cannot be matched, and runs the linear-space Myers diff on the rest.
 *
 * Lines are split the way Git's xdiff does: only `\n` ends a line. A `\r` stays inside
 * the line (so a CRLF line ends with `\r\n`, and a lone `\r` is an ordinary character),
 * and each line keeps its terminator. Keeping the terminator makes "last line without
 * newline" a different line from the same text with one, which is how Git decides to
 * print `\ No newline at end of file`.
 */
import { DiffBudgetExceeded, myersDiff } from './myers.js';

/** The lines of `text`, each with its `\n` (the last one may lack it); `''` has none. */
export function splitLines(text: string): string[] {
  const lines: string[] = [];
  let start = 0;
  while (start < text.length) {
    const nl = text.indexOf('\n', start);
    const end = nl === -1 ? text.length : nl + 1;
    lines.push(text.slice(start, end));
    start = end;
  }
  return lines;
}

/** Whether a line (as returned by {@link splitLines}) is the unterminated last line. */
export function lacksNewline(line: string): boolean {
  return !line.endsWith('\n');
}

/** Change flags per line: 1 where a line is removed from `before` / added in `after`. */
export interface LineChanges {
  readonly removed: Uint8Array;
  readonly added: Uint8Array;
}

/**
 * A minimal line diff (fewest removed + added lines) of `before` into `after`.
 * Lines compare by exact string equality, terminator included. Time is O((N + M) · D),
 * D the size of the minimal script; D is at most the number of `-`/`+` lines of any
 * patch that makes this change. PROTOCOL 3.3 budgets bytes, not lines: two 512 KiB files
 * of short, often-repeated lines shuffled differently are the slow case (minutes).
 */
export function diffLines(before: readonly string[], after: readonly string[]): LineChanges {
  const ids = new Map<string, number>();
  const idsA = intern(before, ids);
  const idsB = intern(after, ids);
  const inA = new Uint8Array(ids.size);
  const inB = new Uint8Array(ids.size);
  for (const id of idsA) inA[id] = 1;
  for (const id of idsB) inB[id] = 1;

  // A line that never occurs on the other side is in no common subsequence, so it is
  // a change in every minimal script. Leaving it out before Myers keeps the result
  // minimal (the longest common subsequence is unchanged) and makes the cost depend on
  // the matchable lines only: two unrelated 512 KiB files diff in linear time.
  const keptA = keep(idsA, inB);
  const keptB = keep(idsB, inA);
  const subA = idsA.filter((_, i) => keptA[i] === 1);
  const subB = idsB.filter((_, j) => keptB[j] === 1);
  const subRemoved = new Uint8Array(subA.length);
  const subAdded = new Uint8Array(subB.length);
  try {
    myersDiff(subA, subB, subRemoved, subAdded);
  } catch (error) {
    if (!(error instanceof DiffBudgetExceeded)) throw error;
    replaceMiddle(subA, subB, subRemoved, subAdded);
  }

  return { removed: expand(keptA, subRemoved), added: expand(keptB, subAdded) };
}

function intern(lines: readonly string[], ids: Map<string, number>): Int32Array {
  const out = new Int32Array(lines.length);
  lines.forEach((line, i) => {
    let id = ids.get(line);
    if (id === undefined) {
      id = ids.size;
      ids.set(line, id);
    }
    out[i] = id;
  });
  return out;
}

/** 1 where the line's id also occurs on the other side. */
function keep(ids: Int32Array, other: Uint8Array): Uint8Array {
  const kept = new Uint8Array(ids.length);
  ids.forEach((id, i) => {
    kept[i] = other[id] as number;
  });
  return kept;
}

/** Full-length flags: set-aside lines are changes; kept lines take the Myers flag. */
function expand(kept: Uint8Array, subFlags: Uint8Array): Uint8Array {
  const flags = new Uint8Array(kept.length);
  let sub = 0;
  kept.forEach((k, i) => {
    flags[i] = k === 1 ? (subFlags[sub++] as number) : 1;
  });
  return flags;
}

/**
 * The fallback when the minimal search is too costly: keep the common prefix and suffix,
 * replace everything between. Not minimal, but correct and deterministic.
 */
function replaceMiddle(a: Int32Array, b: Int32Array, removed: Uint8Array, added: Uint8Array): void {
  let lo = 0;
  while (lo < a.length && lo < b.length && a[lo] === b[lo]) lo++;
  let hiA = a.length;
  let hiB = b.length;
  while (hiA > lo && hiB > lo && a[hiA - 1] === b[hiB - 1]) {
    hiA--;
    hiB--;
  }
  removed.fill(0);
  added.fill(0);
  removed.fill(1, lo, hiA);
  added.fill(1, lo, hiB);
}
