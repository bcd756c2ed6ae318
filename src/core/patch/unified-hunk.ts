/**
 * Reads one `@@ -a,b +c,d @@` hunk of a Git or unified diff. The header's counts are
 * checked against the lines that follow: a hunk whose counts lie is refused, never
 * "repaired", because a lying count is how a patch hides a line from a reviewer.
 */
import type { Hunk, PatchLine } from './model.js';
import type { IntakeRefusal } from '../errors.js';
import type { LineCursor } from './patch-lines.js';
import { clip, malformed } from './messages.js';

const HUNK_HEADER = /^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@(?: .*)?$/;
const MAX_LINE_NUMBER = 100_000_000;

/** True when `text` looks like the start of a hunk. */
export function isHunkHeader(text: string): boolean {
  return text.startsWith('@@ ');
}

/** Reads the hunk at the cursor (which must be on its header). */
export function readUnifiedHunk(cursor: LineCursor, path: string): Hunk {
  const header = cursor.next();
  if (!header) throw malformed('expected a hunk header', path, cursor.lineNumber);
  const m = HUNK_HEADER.exec(header.text);
  if (!m) throw malformed(`bad hunk header "${clip(header.text)}"`, path, header.number);
  const [oldStart, oldCount, newStart, newCount] = [m[1], m[2] ?? '1', m[3], m[4] ?? '1'].map(
    Number,
  ) as [number, number, number, number];
  if ([oldStart, oldCount, newStart, newCount].some((n) => n > MAX_LINE_NUMBER)) {
    throw malformed('hunk header numbers are out of range', path, header.number);
  }
  if ((oldStart === 0 && oldCount !== 0) || (newStart === 0 && newCount !== 0)) {
    throw malformed('hunk header says line 0 but counts lines on that side', path, header.number);
  }

  const lines: PatchLine[] = [];
  let oldLeft = oldCount;
  let newLeft = newCount;
  let oldNoNewline = false;
  let newNoNewline = false;
  while (oldLeft > 0 || newLeft > 0) {
    const line = cursor.peek();
    if (!line) throw countLie(header.number, oldLeft, newLeft, path, cursor.lineNumber);
    const kind = line.text === '' ? ' ' : line.text[0];
    if (kind === '\\')
      throw malformed('"\\ No newline" marker before the end of a side', path, line.number);
    if (kind !== ' ' && kind !== '-' && kind !== '+') {
      throw countLie(header.number, oldLeft, newLeft, path, line.number);
    }
    if ((kind !== '+' && oldLeft === 0) || (kind !== '-' && newLeft === 0)) {
      throw countLie(header.number, oldLeft, newLeft, path, line.number);
    }
    cursor.next();
    lines.push({ kind, text: line.text.slice(1) });
    if (kind !== '+') oldLeft--;
    if (kind !== '-') newLeft--;
    const marker = cursor.peek();
    if (marker?.text.startsWith('\\')) {
      cursor.next();
      const which = markNoNewline(lines, path, marker.number);
      if ((which.old && oldLeft > 0) || (which.new && newLeft > 0)) {
        throw malformed(
          '"\\ No newline at end of file" must follow the last line of its side',
          path,
          marker.number,
        );
      }
      oldNoNewline ||= which.old;
      newNoNewline ||= which.new;
    }
  }
  return { oldStart, atEnd: false, lines, oldNoNewline, newNoNewline, patchLine: header.number };
}

function markNoNewline(
  lines: PatchLine[],
  path: string,
  lineNumber: number,
): { old: boolean; new: boolean } {
  const last = lines.at(-1);
  if (!last) throw malformed('"\\ No newline" marker with no line before it', path, lineNumber);
  return { old: last.kind !== '+', new: last.kind !== '-' };
}

function countLie(
  headerLine: number,
  oldLeft: number,
  newLeft: number,
  path: string,
  at: number,
): IntakeRefusal {
  return malformed(
    `hunk at patch line ${headerLine} does not match its header counts (${oldLeft} old and ${newLeft} new lines ` +
      'missing or extra); regenerate the diff instead of editing it by hand',
    path,
    at,
  );
}
