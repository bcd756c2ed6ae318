/**
 * The unified-diff section of one file, in Git's format minus `index` lines (PROTOCOL 3.2).
 */
import { collectChanges, groupHunks, type Hunk } from './hunks.js';
import { diffLines, lacksNewline, splitLines } from './line-diff.js';
import { fileLabel, gitHeaderLine } from './quote-path.js';
import type { FileDiffInput } from './types.js';

const NO_NEWLINE = '\\ No newline at end of file\n';

/**
 * The diff section for one path, or `''` when nothing changed (same mode and text, or
 * neither side present). Headers follow `git diff`: `new file mode`, `deleted file mode`
 * or `old mode`/`new mode`; `---`/`+++` and hunks only when the text changed, so an added
 * or deleted empty file and a mode-only change have no `---`/`+++` lines. Hunk headers
 * carry no function-name text after `@@` (Git's is a heuristic; `git apply` ignores it).
 */
export function renderFile({ path, before, after }: FileDiffInput): string {
  let modeLines: string;
  if (before === null) {
    if (after === null) return '';
    modeLines = `new file mode ${after.mode}\n`;
  } else if (after === null) {
    modeLines = `deleted file mode ${before.mode}\n`;
  } else if (before.mode !== after.mode) {
    modeLines = `old mode ${before.mode}\nnew mode ${after.mode}\n`;
  } else {
    if (before.text === after.text) return '';
    modeLines = '';
  }
  const oldText = before?.text ?? '';
  const newText = after?.text ?? '';
  let out = `${gitHeaderLine(path)}\n${modeLines}`;
  if (oldText === newText) return out;

  out += `--- ${fileLabel('a/', before === null ? null : path)}\n`;
  out += `+++ ${fileLabel('b/', after === null ? null : path)}\n`;
  const oldLines = splitLines(oldText);
  const newLines = splitLines(newText);
  const hunks = groupHunks(collectChanges(diffLines(oldLines, newLines)), oldLines.length);
  const parts: string[] = [out];
  for (const hunk of hunks) renderHunk(hunk, oldLines, newLines, parts);
  return parts.join('');
}

/**
 * Git's hunk range: 1-based start and count, the count left out when it is 1, and for an
 * empty range the line before it (`-0,0` for an empty side), as xdiff's `xdl_emit_hunk_hdr`.
 */
export function hunkRange(start: number, count: number): string {
  if (count === 0) return `${start},0`;
  return count === 1 ? `${start + 1}` : `${start + 1},${count}`;
}

function renderHunk(
  hunk: Hunk,
  oldLines: readonly string[],
  newLines: readonly string[],
  parts: string[],
): void {
  parts.push(
    `@@ -${hunkRange(hunk.beforeStart, hunk.beforeCount)} +${hunkRange(hunk.afterStart, hunk.afterCount)} @@\n`,
  );
  let pos = hunk.beforeStart;
  for (const change of hunk.changes) {
    emit(' ', oldLines, pos, change.beforeStart, parts);
    // Within a change, removed lines come before added ones, as in Git.
    emit('-', oldLines, change.beforeStart, change.beforeStart + change.removedCount, parts);
    emit('+', newLines, change.afterStart, change.afterStart + change.addedCount, parts);
    pos = change.beforeStart + change.removedCount;
  }
  emit(' ', oldLines, pos, hunk.beforeStart + hunk.beforeCount, parts);
}

/** Lines [from, to) with a prefix; an unterminated last line gets Git's marker after it. */
function emit(
  prefix: ' ' | '-' | '+',
  lines: readonly string[],
  from: number,
  to: number,
  parts: string[],
): void {
  for (let i = from; i < to; i++) {
    const line = lines[i] as string;
    parts.push(prefix, line);
    if (lacksNewline(line)) parts.push('\n', NO_NEWLINE);
  }
}
