/**
 * Codex patch reader (`*** Begin Patch` … `*** End Patch`). Codex itself is lenient; this
 * reader accepts its grammar, including white space around marker lines, but nothing more:
 * an unknown `***` line or an update with no chunk is refused with its patch line.
 */
import type { FileChange, Hunk, PatchLine } from './model.js';
import { LineCursor, type SourceLine } from './patch-lines.js';
import { clip, malformed } from './messages.js';

const BEGIN = '*** Begin Patch';
const END = '*** End Patch';
const ADD = '*** Add File: ';
const DELETE = '*** Delete File: ';
const UPDATE = '*** Update File: ';
const MOVE = '*** Move to: ';
const END_OF_FILE = '*** End of File';

/**
 * True when the line is a file-section marker. Inside a chunk a line that starts with a
 * space is context, whatever follows, so only unindented markers count there (as in
 * Codex); between sections white space around a marker is harmless and allowed.
 */
function isSectionMarker(text: string, inChunk = false): boolean {
  const t = inChunk ? text.trimEnd() : text.trim();
  return t.startsWith(ADD) || t.startsWith(DELETE) || t.startsWith(UPDATE) || t === END;
}

/** Parses a Codex patch. The first and last non-blank lines must be the begin and end markers. */
export function parseCodexPatch(lines: readonly SourceLine[]): FileChange[] {
  const nonBlank = lines.filter((l) => l.text.trim() !== '');
  const first = nonBlank[0];
  const last = nonBlank.at(-1);
  if (!first || first.text.trim() !== BEGIN)
    throw malformed(`the first line must be "${BEGIN}"`, undefined, first?.number ?? 1);
  if (!last || last === first || last.text.trim() !== END) {
    throw malformed(`the last line must be "${END}"`, undefined, last?.number ?? first.number);
  }
  const body = lines.filter((l) => l.number > first.number && l.number < last.number);
  const cursor = new LineCursor(body);
  const files: FileChange[] = [];
  while (!cursor.done) {
    const line = cursor.next() as SourceLine;
    const t = line.text.trim();
    if (t.startsWith(ADD)) files.push(readAdd(cursor, t.slice(ADD.length), line.number));
    else if (t.startsWith(DELETE))
      files.push(fileChange('delete', t.slice(DELETE.length), [], line.number));
    else if (t.startsWith(UPDATE))
      files.push(readUpdate(cursor, t.slice(UPDATE.length), line.number));
    else if (t === '') continue;
    else
      throw malformed(
        `"${clip(t)}" is not a valid file header (Add File, Delete File, Update File)`,
        undefined,
        line.number,
      );
  }
  return files;
}

function fileChange(
  op: FileChange['op'],
  path: string,
  hunks: Hunk[],
  patchLine: number,
): FileChange {
  if (path === '') throw malformed('file header without a path', undefined, patchLine);
  return { op, path, hunks, binary: false, patchLine };
}

function readAdd(cursor: LineCursor, path: string, patchLine: number): FileChange {
  const added: PatchLine[] = [];
  while (!cursor.done && (cursor.peek() as SourceLine).text.startsWith('+')) {
    added.push({ kind: '+', text: (cursor.next() as SourceLine).text.slice(1) });
  }
  const next = cursor.peek();
  if (next && !isSectionMarker(next.text)) {
    throw malformed(
      `every line of an added file must start with "+": "${clip(next.text)}"`,
      path,
      next.number,
    );
  }
  // An added file's lines go at the end of an empty file.
  const hunk: Hunk = {
    atEnd: true,
    lines: added,
    oldNoNewline: false,
    newNoNewline: false,
    patchLine,
  };
  return {
    ...fileChange('add', path, added.length > 0 ? [hunk] : [], patchLine),
    newMode: '100644',
  };
}

function readUpdate(cursor: LineCursor, path: string, patchLine: number): FileChange {
  let moveTo: string | undefined;
  const move = cursor.peek();
  if (move && move.text.trim().startsWith(MOVE)) {
    cursor.next();
    moveTo = move.text.trim().slice(MOVE.length);
    if (moveTo === '') throw malformed('"Move to" without a path', path, move.number);
  }
  const hunks: Hunk[] = [];
  while (!cursor.done && !isSectionMarker((cursor.peek() as SourceLine).text, hunks.length > 0)) {
    hunks.push(readChunk(cursor, path, hunks.length === 0));
  }
  if (hunks.length === 0)
    throw malformed(`update of "${clip(path)}" has no chunk`, path, patchLine);
  const change = fileChange('update', path, hunks, patchLine);
  return moveTo === undefined ? change : { ...change, moveTo };
}

/** One chunk: an optional `@@ [anchor]` line (required after the first chunk), then diff lines. */
function readChunk(cursor: LineCursor, path: string, first: boolean): Hunk {
  const head = cursor.peek() as SourceLine;
  let anchor: string | undefined;
  if (head.text === '@@' || head.text.startsWith('@@ ')) {
    cursor.next();
    if (head.text.length > 3) anchor = head.text.slice(3);
  } else if (!first) {
    throw malformed(`expected "@@" to start a chunk, got "${clip(head.text)}"`, path, head.number);
  }
  const lines: PatchLine[] = [];
  let atEnd = false;
  for (;;) {
    const line = cursor.peek();
    if (
      !line ||
      isSectionMarker(line.text, true) ||
      line.text === '@@' ||
      line.text.startsWith('@@ ')
    )
      break;
    cursor.next();
    if (line.text.trimEnd() === END_OF_FILE) {
      atEnd = true;
      break;
    }
    const kind = line.text === '' ? ' ' : line.text[0];
    if (kind !== ' ' && kind !== '-' && kind !== '+') {
      throw malformed(
        `chunk lines start with " ", "-" or "+": "${clip(line.text)}"`,
        path,
        line.number,
      );
    }
    lines.push({ kind, text: line.text.slice(1) });
  }
  if (lines.length === 0) throw malformed('empty chunk', path, head.number);
  const hunk: Hunk = {
    atEnd,
    lines,
    oldNoNewline: false,
    newNoNewline: false,
    patchLine: head.number,
  };
  return anchor === undefined ? hunk : { ...hunk, anchor };
}
