/**
 * Finding the one place a hunk applies (PROTOCOL 3.2): exact text only, the stated place
 * first, otherwise a unique match after the previous hunk. Refusals carry what a human
 * needs to fix the patch: candidate lines, or the nearest near-miss and how it differs.
 */
import { IntakeRefusal } from '../errors.js';
import type { Hunk } from '../patch/model.js';
import { clip } from '../patch/unified-hunk.js';
import type { TextLine } from './text-lines.js';

/** Where to look. Hunks are located in the file as it was before the patch (the pre-image). */
export interface LocateContext {
  readonly path: string;
  readonly lines: readonly TextLine[];
  /** First index the hunk may touch: hunks apply in order and never overlap. */
  readonly from: number;
  /** Git-style hunks state the final newline explicitly; Codex chunks do not. */
  readonly newlineMarkers: boolean;
}

/** Returns the index in `lines` where the hunk's old side starts. */
export function locateHunk(hunk: Hunk, ctx: LocateContext): number {
  const old = hunk.lines.filter((l) => l.kind !== '+').map((l) => l.text);
  const { lines, from } = ctx;
  if (old.length === 0) return locateInsertion(hunk, ctx);

  const fits = (p: number): boolean => matchesAt(old, p, hunk, ctx);
  if (hunk.oldStart !== undefined) {
    const stated = hunk.oldStart - 1;
    if (stated >= from && fits(stated)) return stated;
  }
  if (hunk.anchor !== undefined) {
    // Codex's meaning of an anchor: the first match after the (single) anchor line.
    const start = findAnchor(hunk, ctx) + 1;
    for (let p = start; p + old.length <= lines.length; p++) if (fits(p)) return p;
    throw nearMiss(old, hunk, { ...ctx, from: start });
  }
  const found: number[] = [];
  for (let p = from; p + old.length <= lines.length; p++) {
    if (fits(p)) found.push(p);
  }
  if (found.length === 1) return found[0] as number;
  if (found.length > 1) {
    const at = found.slice(0, 10).map((p) => p + 1);
    throw new IntakeRefusal(
      'AmbiguousHunk',
      `${ctx.path}: the hunk at patch line ${hunk.patchLine} matches ${found.length} places (lines ${at.join(', ')}); add context lines until it matches one`,
      { location: { path: ctx.path, line: hunk.patchLine }, details: { candidateLines: at } },
    );
  }
  throw nearMiss(old, hunk, ctx);
}

function matchesAt(old: readonly string[], p: number, hunk: Hunk, ctx: LocateContext): boolean {
  const { lines } = ctx;
  for (let i = 0; i < old.length; i++) if (lines[p + i]?.text !== old[i]) return false;
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

/** A hunk with no old lines: placed by its stated line, `*** End of File`, or an anchor. */
function locateInsertion(hunk: Hunk, ctx: LocateContext): number {
  if (hunk.oldStart !== undefined) {
    const at = hunk.oldStart;
    if (at >= ctx.from && at <= ctx.lines.length) return at;
    throw new IntakeRefusal('ContextMismatch', `${ctx.path}: the hunk at patch line ${hunk.patchLine} inserts after line ${hunk.oldStart}, which does not exist`, {
      location: { path: ctx.path, line: hunk.patchLine },
    });
  }
  if (hunk.atEnd) return ctx.lines.length;
  if (hunk.anchor !== undefined) return findAnchor(hunk, ctx) + 1;
  throw new IntakeRefusal(
    'AmbiguousHunk',
    `${ctx.path}: the chunk at patch line ${hunk.patchLine} only adds lines, so it could go anywhere; add a context line, an "@@ <line>" anchor, or "*** End of File"`,
    { location: { path: ctx.path, line: hunk.patchLine }, details: { candidateLines: [] } },
  );
}

/** The single line equal to the chunk's `@@` anchor at or after `from`. */
function findAnchor(hunk: Hunk, ctx: LocateContext): number {
  const found: number[] = [];
  for (let p = ctx.from; p < ctx.lines.length; p++) if (ctx.lines[p]?.text === hunk.anchor) found.push(p);
  if (found.length === 1) return found[0] as number;
  const where = { location: { path: ctx.path, line: hunk.patchLine } };
  if (found.length === 0) {
    throw new IntakeRefusal('ContextMismatch', `${ctx.path}: anchor "@@ ${clip(hunk.anchor ?? '')}" (patch line ${hunk.patchLine}) is not a line of the file`, where);
  }
  const at = found.slice(0, 10).map((p) => p + 1);
  throw new IntakeRefusal('AmbiguousHunk', `${ctx.path}: anchor "@@ ${clip(hunk.anchor ?? '')}" matches lines ${at.join(', ')}; use an anchor that appears once`, {
    ...where,
    details: { candidateLines: at },
  });
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
    return new IntakeRefusal('ContextMismatch', `${ctx.path}: the hunk at patch line ${hunk.patchLine} matches nowhere in the file; rebase the patch on the current file`, {
      location: where,
      details: { nearMiss: null },
    });
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
    { location: where, details: { nearMiss: { fileLine, matchedLines, ofLines: old.length, difference: how } } },
  );
}

/** 3 for the same line, 1 for the same line up to white space, Unicode form or case. */
function similarity(expected: string, actual: string | undefined): number {
  if (actual === undefined) return 0;
  if (expected === actual) return 3;
  return describeDifference(expected, actual) === 'different text' ? 0 : 1;
}

function describeDifference(expected: string, actual: string): string {
  if (expected.trim() === actual.trim() || expected.replace(/\s+/g, ' ') === actual.replace(/\s+/g, ' ')) return 'differs only in white space';
  if (expected.normalize('NFC') === actual.normalize('NFC')) return 'differs only in Unicode normalization';
  if (expected.toLowerCase() === actual.toLowerCase()) return 'differs only in letter case';
  return 'different text';
}
