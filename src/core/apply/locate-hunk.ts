/**
 * Finding the one place a hunk applies (PROTOCOL 3.2): exact text only, the stated place
 * first, otherwise a unique match after the previous hunk. Refusals carry what a human
 * needs to fix the patch: candidate lines, or the nearest near-miss and how it differs.
 */
import { IntakeRefusal } from '../errors.js';
import type { Hunk } from '../patch/model.js';
import { clip } from '../patch/messages.js';
import type { TextLine } from './text-lines.js';

/** Where to look. Hunks are located in the file as it was before the patch (the pre-image). */
export interface LocateContext {
  readonly path: string;
  readonly lines: readonly TextLine[];
  /** First index the hunk may touch: hunks apply in order and never overlap. */
  readonly from: number;
  /** Git-style hunks state the final newline explicitly; Codex chunks do not. */
  readonly newlineMarkers: boolean;
  /** Where each line text occurs, so candidates are found without scanning every line. */
  readonly index: ReadonlyMap<string, readonly number[]>;
  /** Line comparisons left for the whole patch (shared by all its files). */
  readonly work: WorkBudget;
}

/** A counted bound on matching work: hostile patches cannot make intake quadratic. */
export interface WorkBudget {
  comparisons: number;
}

/** Line comparisons one patch may spend locating its hunks. */
export const MAX_COMPARISONS = 20_000_000;

/** Positions of each line text, built once per file. */
export function indexLines(lines: readonly TextLine[]): Map<string, number[]> {
  const index = new Map<string, number[]>();
  lines.forEach((line, i) => {
    const at = index.get(line.text);
    if (at) at.push(i);
    else index.set(line.text, [i]);
  });
  return index;
}

/** Candidates where the hunk's first old line occurs, from `start` on. */
function* candidates(old: readonly string[], ctx: LocateContext, start: number): Iterable<number> {
  for (const p of ctx.index.get(old[0] as string) ?? [])
    if (p >= start && p + old.length <= ctx.lines.length) yield p;
}

const MAX_REPORTED = 10;

/** Returns the index in `lines` where the hunk's old side starts. */
export function locateHunk(hunk: Hunk, ctx: LocateContext): number {
  const old = hunk.lines.filter((l) => l.kind !== '+').map((l) => l.text);
  const { from } = ctx;
  if (old.length === 0) return locateInsertion(hunk, ctx);

  const fits = (p: number): boolean => matchesAt(old, p, hunk, ctx);
  if (hunk.oldStart !== undefined) {
    const stated = hunk.oldStart - 1;
    if (stated >= from && fits(stated)) return stated;
  }
  if (hunk.anchor !== undefined) {
    // Codex's meaning of an anchor: the first match after the (single) anchor line.
    const start = findAnchor(hunk, ctx) + 1;
    for (const p of candidates(old, ctx, start)) if (fits(p)) return p;
    throw nearMiss(old, hunk, { ...ctx, from: start });
  }
  const found: number[] = [];
  for (const p of candidates(old, ctx, from)) {
    if (fits(p)) found.push(p);
    if (found.length >= MAX_REPORTED) break;
  }
  if (found.length === 1) return found[0] as number;
  if (found.length > 1) {
    const at = found.map((p) => p + 1);
    const many = found.length >= MAX_REPORTED ? `at least ${MAX_REPORTED}` : `${found.length}`;
    throw new IntakeRefusal(
      'AmbiguousHunk',
      `${ctx.path}: the hunk at patch line ${hunk.patchLine} matches ${many} places (lines ${at.join(', ')}); add context lines until it matches one`,
      { location: { path: ctx.path, line: hunk.patchLine }, details: { candidateLines: at } },
    );
  }
  throw nearMiss(old, hunk, ctx);
}

function matchesAt(old: readonly string[], p: number, hunk: Hunk, ctx: LocateContext): boolean {
  const { lines } = ctx;
  for (let i = 0; i < old.length; i++) {
    if (--ctx.work.comparisons < 0) throw tooCostly(hunk, ctx);
    if (lines[p + i]?.text !== old[i]) return false;
  }
  const end = p + old.length;
  const atFileEnd = end === lines.length;
  if (hunk.atEnd && !atFileEnd) return false;
  if (ctx.newlineMarkers && atFileEnd) {
    // The patch states whether the old last line had a newline; it must be right.
    const lacksNewline = lines[end - 1]?.eol === '';
    if (lacksNewline !== hunk.oldNoNewline) return false;
  } else if (hunk.oldNoNewline && !atFileEnd) {
    return false;
  }
  return true;
}

/**
 * A hunk with no old lines matches everywhere, so it is placed only where that is not a
 * choice: into an empty file, or at the end (Git's rule without --unidiff-zero; Codex's
 * `*** End of File`). Anywhere else it needs context, as conformance case 016 says.
 */
function locateInsertion(hunk: Hunk, ctx: LocateContext): number {
  const where = { location: { path: ctx.path, line: hunk.patchLine } };
  const end = ctx.lines.length;
  const atEnd =
    hunk.oldStart !== undefined ? hunk.oldStart === end : hunk.atEnd && hunk.anchor === undefined;
  if (!atEnd || ctx.from > end) {
    throw new IntakeRefusal(
      'AmbiguousHunk',
      `${ctx.path}: the hunk at patch line ${hunk.patchLine} only adds lines and has no context, so it could go anywhere; add context lines${hunk.oldStart === undefined ? ' or "*** End of File"' : ' (git diff -U3)'}`,
      { ...where, details: { candidateLines: [] } },
    );
  }
  if (ctx.newlineMarkers && ctx.lines[end - 1]?.eol === '') {
    throw new IntakeRefusal(
      'ContextMismatch',
      `${ctx.path}: the hunk at patch line ${hunk.patchLine} appends after a last line that has no newline, without saying so; regenerate the diff`,
      where,
    );
  }
  return end;
}

function tooCostly(hunk: Hunk, ctx: LocateContext): IntakeRefusal {
  return new IntakeRefusal(
    'BudgetExceeded',
    `${ctx.path}: placing the hunks of this patch takes too much work (at patch line ${hunk.patchLine}); add context lines or split the patch`,
    {
      location: { path: ctx.path, line: hunk.patchLine },
      details: { limit: 'maxComparisons', value: MAX_COMPARISONS },
    },
  );
}

/** The single line equal to the chunk's `@@` anchor at or after `from`. */
function findAnchor(hunk: Hunk, ctx: LocateContext): number {
  const found: number[] = [];
  for (let p = ctx.from; p < ctx.lines.length; p++)
    if (ctx.lines[p]?.text === hunk.anchor) found.push(p);
  if (found.length === 1) return found[0] as number;
  const where = { location: { path: ctx.path, line: hunk.patchLine } };
  if (found.length === 0) {
    throw new IntakeRefusal(
      'ContextMismatch',
      `${ctx.path}: anchor "@@ ${clip(hunk.anchor ?? '')}" (patch line ${hunk.patchLine}) is not a line of the file`,
      where,
    );
  }
  const at = found.slice(0, 10).map((p) => p + 1);
  throw new IntakeRefusal(
    'AmbiguousHunk',
    `${ctx.path}: anchor "@@ ${clip(hunk.anchor ?? '')}" matches lines ${at.join(', ')}; use an anchor that appears once`,
    {
      ...where,
      details: { candidateLines: at },
    },
  );
}

/** ContextMismatch naming the closest place and its first differing line. */
function nearMiss(old: readonly string[], hunk: Hunk, ctx: LocateContext): IntakeRefusal {
  const { lines } = ctx;
  let best = -1;
  let bestScore = 0;
  // Bounded work: a near-miss is a courtesy, so on huge inputs only some places are scored.
  const step = Math.max(1, Math.ceil((lines.length * old.length) / 4_000_000));
  for (let p = ctx.from; p < Math.max(ctx.from + 1, lines.length - old.length + 1); p += step) {
    let score = 0;
    for (let i = 0; i < old.length; i++) score += similarity(old[i] as string, lines[p + i]?.text);
    if (score > bestScore) [best, bestScore] = [p, score];
  }
  const where = { path: ctx.path, line: hunk.patchLine };
  if (best < 0) {
    return new IntakeRefusal(
      'ContextMismatch',
      `${ctx.path}: the hunk at patch line ${hunk.patchLine} matches nowhere in the file; rebase the patch on the current file`,
      {
        location: where,
        details: { nearMiss: null },
      },
    );
  }
  const i = old.findIndex((t, k) => lines[best + k]?.text !== t);
  const expected = old[i] ?? '';
  const actual = lines[best + i]?.text;
  const how = actual === undefined ? 'the file ends first' : describeDifference(expected, actual);
  const fileLine = best + i + 1;
  const matchedLines = old.filter((t, k) => lines[best + k]?.text === t).length;
  return new IntakeRefusal(
    'ContextMismatch',
    `${ctx.path}: the hunk at patch line ${hunk.patchLine} does not match; nearest place is line ${fileLine}, where it expects "${clip(expected, 60)}" but the file has ${actual === undefined ? 'no line' : `"${clip(actual, 60)}"`} (${how}); rebase the patch on the current file`,
    {
      location: where,
      details: { nearMiss: { fileLine, matchedLines, ofLines: old.length, difference: how } },
    },
  );
}

/** 3 for the same line, 1 for the same line up to white space, Unicode form or case. */
function similarity(expected: string, actual: string | undefined): number {
  if (actual === undefined) return 0;
  if (expected === actual) return 3;
  return describeDifference(expected, actual) === 'different text' ? 0 : 1;
}

function describeDifference(expected: string, actual: string): string {
  if (
    expected.trim() === actual.trim() ||
    expected.replace(/\s+/g, ' ') === actual.replace(/\s+/g, ' ')
  )
    return 'differs only in white space';
  if (expected.normalize('NFC') === actual.normalize('NFC'))
    return 'differs only in Unicode normalization';
  if (expected.toLowerCase() === actual.toLowerCase()) return 'differs only in letter case';
  return 'different text';
}
