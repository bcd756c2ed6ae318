/**
 * Applies the hunks of one file to its text, all or nothing. Untouched lines keep their
 * exact bytes; inserted lines take the file's dominant line ending; the final newline is
 * stated by Git-style markers or, for Codex chunks that cannot state it, preserved.
 */
import { IntakeRefusal } from '../errors.js';
import type { Hunk } from '../patch/model.js';
import { indexLines, locateHunk, type WorkBudget } from './locate-hunk.js';
import { type TextLine, dominantEol, fromLines, toLines } from './text-lines.js';

export interface ApplyFileOptions {
  readonly path: string;
  /** True for Git/unified hunks (which carry `\ No newline` markers), false for Codex. */
  readonly newlineMarkers: boolean;
  /** Shared by every file of one patch. */
  readonly work: WorkBudget;
}

/** Returns the new text of a file after its hunks, or throws a coded refusal. */
export function applyHunks(
  before: string,
  hunks: readonly Hunk[],
  options: ApplyFileOptions,
): string {
  const lines = toLines(before);
  const index = indexLines(lines);
  const eol = dominantEol(lines);
  const out: TextLine[] = [];
  let from = 0;
  let reachedEnd = false;
  let lastHunk: Hunk | undefined;
  for (const hunk of hunks) {
    const at = locateHunk(hunk, {
      path: options.path,
      lines,
      from,
      newlineMarkers: options.newlineMarkers,
      index,
      work: options.work,
    });
    for (let i = from; i < at; i++) out.push(lines[i] as TextLine);
    let k = at;
    for (const line of hunk.lines) {
      if (line.kind === '+') out.push({ text: line.text, eol });
      else if (line.kind === ' ') out.push(lines[k++] as TextLine);
      else k++;
    }
    from = k;
    reachedEnd = k === lines.length;
    lastHunk = hunk;
    if (hunk.newNoNewline && !reachedEnd) {
      throw new IntakeRefusal(
        'ContextMismatch',
        `${options.path}: the hunk at patch line ${hunk.patchLine} says the file ends without a newline, but lines follow it`,
        {
          location: { path: options.path, line: hunk.patchLine },
        },
      );
    }
  }
  for (let i = from; i < lines.length; i++) out.push(lines[i] as TextLine);
  return fromLines(
    settleNewlines(out, lines, eol, options.newlineMarkers && reachedEnd ? lastHunk : undefined),
  );
}

/**
 * Only the last line may lack a terminator. With a Git hunk at the end of the file its
 * marker decides; otherwise the original file's final-newline state is kept.
 */
function settleNewlines(
  out: TextLine[],
  original: readonly TextLine[],
  eol: '\n' | '\r\n',
  endHunk: Hunk | undefined,
): TextLine[] {
  const last = out.length - 1;
  const originalLacksNewline = original.length > 0 && original[original.length - 1]?.eol === '';
  return out.map((line, i) => {
    if (i < last) return line.eol === '' ? { text: line.text, eol } : line;
    const lacks = endHunk ? endHunk.newNoNewline : originalLacksNewline;
    if (lacks) return { text: line.text, eol: '' };
    return line.eol === '' ? { text: line.text, eol } : line;
  });
}
