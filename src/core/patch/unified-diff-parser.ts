/**
 * Plain unified diff reader (`--- a/x` / `+++ b/x` without `diff --git`, as from
 * `diff -ruN` or `svn diff`). It cannot express renames or modes; a file whose two names
 * differ is refused rather than guessed.
 */
import type { FileChange, Hunk } from './model.js';
import { BadName, parseFileLineName } from './git-paths.js';
import { LineCursor, type SourceLine } from './patch-lines.js';
import { isHunkHeader, readUnifiedHunk } from './unified-hunk.js';
import { clip, malformed } from './messages.js';

/** Lines tools put between files that carry no change. */
function isFileSeparator(text: string): boolean {
  return text === '' || text.startsWith('diff ') || text.startsWith('Index: ') || /^=+$/.test(text);
}

/** `diff -r` without -N reports files present on one side only this way, and leaves them out. */
function isOnlyIn(text: string): boolean {
  return /^Only in .+: /.test(text);
}

function onlyIn(line: number) {
  return malformed(
    '"Only in" means diff left a file out; use diff -ruN or git diff',
    undefined,
    line,
  );
}

/** True when a `--- ` line is followed by a `+++ ` line at `index`. */
export function isUnifiedFileStart(lines: readonly SourceLine[], index: number): boolean {
  return (
    (lines[index]?.text.startsWith('--- ') ?? false) &&
    (lines[index + 1]?.text.startsWith('+++ ') ?? false)
  );
}

/** Parses a plain unified diff; text before the first `---`/`+++` pair is ignored. */
export function parseUnifiedDiff(lines: readonly SourceLine[]): FileChange[] {
  let first = 0;
  while (first < lines.length && !isUnifiedFileStart(lines, first)) {
    if (isOnlyIn(lines[first]?.text ?? '')) throw onlyIn(lines[first]?.number ?? 0);
    first++;
  }
  const cursor = new LineCursor(lines.slice(first));
  const files: FileChange[] = [];
  while (!cursor.done) {
    const line = cursor.peek() as SourceLine;
    if (line.text.startsWith('--- ')) {
      files.push(readFile(cursor));
    } else if (isOnlyIn(line.text)) {
      throw onlyIn(line.number);
    } else if (isFileSeparator(line.text)) {
      cursor.next();
    } else {
      throw malformed(
        `unexpected line "${clip(line.text)}" between files`,
        files.at(-1)?.path,
        line.number,
      );
    }
  }
  return files;
}

function readFile(cursor: LineCursor): FileChange {
  const minus = cursor.next() as SourceLine;
  const plus = cursor.next();
  if (!plus?.text.startsWith('+++ '))
    throw malformed('"---" line without a "+++" line after it', undefined, minus.number);
  const rawOld = readName(minus);
  const rawNew = readName(plus);
  // Strip a/ and b/ only when the diff uses them on every named side (git-style -p1).
  const prefixed = [rawOld, rawNew].every(
    (n, i) => n === null || n.startsWith(i === 0 ? 'a/' : 'b/'),
  );
  const oldName = rawOld !== null && prefixed ? rawOld.slice(2) : rawOld;
  const newName = rawNew !== null && prefixed ? rawNew.slice(2) : rawNew;
  if (oldName === null && newName === null)
    throw malformed('both sides are /dev/null', undefined, minus.number);
  if (oldName !== null && newName !== null && oldName !== newName) {
    throw malformed(
      `names differ ("${clip(oldName)}" vs "${clip(newName)}"); use git diff for renames`,
      newName,
      minus.number,
    );
  }
  const path = (newName ?? oldName) as string;
  const hunks: Hunk[] = [];
  while (!cursor.done && isHunkHeader((cursor.peek() as SourceLine).text))
    hunks.push(readUnifiedHunk(cursor, path));
  if (hunks.length === 0) throw malformed('file section without hunks', path, minus.number);
  const base = { path, hunks, binary: false, patchLine: minus.number };
  if (oldName === null) return { ...base, op: 'add', newMode: '100644' };
  if (newName === null) return { ...base, op: 'delete' };
  return { ...base, op: 'update' };
}

function readName(line: SourceLine): string | null {
  try {
    return parseFileLineName(line.text.slice(4), null);
  } catch (e) {
    if (e instanceof BadName) throw malformed(e.message, undefined, line.number);
    throw e;
  }
}
