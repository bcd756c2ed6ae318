/**
 * Git diff reader (`diff --git`, as from `git diff --binary`, renames included). Every
 * header line must be one Git writes; anything else is refused with its patch line, so
 * text smuggled between files cannot hide from a reviewer.
 */
import type { FileChange, Hunk } from './model.js';
import { BadName, parseDiffGitNames, parseFileLineName } from './git-paths.js';
import { LineCursor, type SourceLine } from './patch-lines.js';
import { isHunkHeader, readUnifiedHunk } from './unified-hunk.js';
import { clip, malformed } from './messages.js';

interface Headers {
  oldMode?: string;
  newMode?: string;
  newFile?: string;
  deletedFile?: string;
  renameFrom?: string;
  renameTo?: string;
  oldName?: string | null;
  newName?: string | null;
  binary: boolean;
}

const MODE_HEADERS = ['old mode ', 'new mode ', 'new file mode ', 'deleted file mode '] as const;

/** Parses a whole Git diff. Text before the first `diff --git` (a commit message) is ignored. */
export function parseGitDiff(lines: readonly SourceLine[]): FileChange[] {
  const cursor = new LineCursor(lines);
  while (!cursor.done && !cursor.peek()?.text.startsWith('diff --git ')) cursor.next();
  const files: FileChange[] = [];
  while (!cursor.done) {
    const line = cursor.peek() as SourceLine;
    if (line.text.startsWith('diff --git ')) {
      files.push(readFile(cursor));
    } else if (line.text === '-- ') {
      // `git format-patch` signature: the rest is a version trailer, never another file.
      const smuggled = lines.find(
        (l) => l.number > line.number && l.text.startsWith('diff --git '),
      );
      if (smuggled)
        throw malformed(
          'a file follows the "-- " signature; send one patch per file set',
          undefined,
          smuggled.number,
        );
      break;
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
  const start = cursor.next() as SourceLine;
  const names = nameOrRefuse(
    () => parseDiffGitNames(start.text.slice('diff --git '.length)),
    start.number,
  );
  const h = readHeaders(cursor);
  if (names) assertConsistent(names, h, start.number);
  assertRenameConsistent(h, start.number);
  const oldPath =
    h.renameFrom ?? (h.oldName === undefined ? names?.oldName : (h.oldName ?? names?.oldName));
  const newPath =
    h.renameTo ?? (h.newName === undefined ? names?.newName : (h.newName ?? names?.newName));
  if (oldPath === undefined || newPath === undefined) {
    throw malformed('cannot tell the file names of this diff --git line', undefined, start.number);
  }
  const hunks: Hunk[] = [];
  if (h.binary) {
    // Binary data is refused by the binary gate; skip it so the refusal can name the file.
    while (!cursor.done && !cursor.peek()?.text.startsWith('diff --git ')) cursor.next();
  }
  while (!cursor.done && isHunkHeader((cursor.peek() as SourceLine).text)) {
    hunks.push(readUnifiedHunk(cursor, newPath));
  }
  const base = { hunks, binary: h.binary, patchLine: start.number };
  if (h.newFile !== undefined || h.oldName === null) {
    if (h.deletedFile !== undefined || h.newName === null) {
      throw malformed('a file cannot be both new and deleted', newPath, start.number);
    }
    return { ...base, op: 'add', path: newPath, newMode: h.newFile ?? h.newMode ?? '100644' };
  }
  if (h.deletedFile !== undefined || h.newName === null) {
    return { ...base, op: 'delete', path: oldPath, oldMode: h.deletedFile ?? h.oldMode };
  }
  if (h.renameFrom === undefined && oldPath !== newPath) {
    throw malformed('old and new names differ without rename headers', newPath, start.number);
  }
  const change: FileChange = {
    ...base,
    op: 'update',
    path: oldPath,
    oldMode: h.oldMode,
    newMode: h.newMode,
  };
  return h.renameFrom !== undefined ? { ...change, moveTo: newPath } : change;
}

function readHeaders(cursor: LineCursor): Headers {
  const h: Headers = { binary: false };
  for (;;) {
    const line = cursor.peek();
    if (
      !line ||
      line.text.startsWith('diff --git ') ||
      isHunkHeader(line.text) ||
      line.text === '-- '
    )
      return h;
    const t = line.text;
    cursor.next();
    const mode = MODE_HEADERS.find((p) => t.startsWith(p));
    if (mode) {
      const value = t.slice(mode.length);
      if (mode === 'old mode ') h.oldMode = value;
      else if (mode === 'new mode ') h.newMode = value;
      else if (mode === 'new file mode ') h.newFile = value;
      else h.deletedFile = value;
    } else if (t.startsWith('rename from ') || t.startsWith('rename to ')) {
      const from = t.startsWith('rename from ');
      const raw = t.slice(from ? 'rename from '.length : 'rename to '.length);
      const name = nameOrRefuse(() => parseFileLineName(raw, null), line.number);
      if (name === null) throw malformed('rename names /dev/null', undefined, line.number);
      if (from) h.renameFrom = name;
      else h.renameTo = name;
    } else if (t.startsWith('copy from ') || t.startsWith('copy to ')) {
      throw malformed(
        'copies are not accepted; send the new file as an added file (git diff --no-renames)',
        undefined,
        line.number,
      );
    } else if (
      /^(similarity|dissimilarity) index \d{1,3}%$/.test(t) ||
      /^index [0-9a-f]+\.\.[0-9a-f]+( \d+)?$/.test(t)
    ) {
      continue;
    } else if (
      t === 'GIT binary patch' ||
      (t.startsWith('Binary files ') && t.endsWith(' differ'))
    ) {
      h.binary = true;
      return h;
    } else if (t.startsWith('--- ')) {
      const plus = cursor.next();
      if (!plus?.text.startsWith('+++ '))
        throw malformed('"---" line without a "+++" line after it', undefined, line.number);
      h.oldName = nameOrRefuse(() => parseFileLineName(t.slice(4), 'a/'), line.number);
      h.newName = nameOrRefuse(() => parseFileLineName(plus.text.slice(4), 'b/'), plus.number);
      if (h.oldName === null && h.newName === null)
        throw malformed('both sides are /dev/null', undefined, line.number);
      return h;
    } else {
      throw malformed(`unexpected header line "${clip(t)}"`, undefined, line.number);
    }
  }
}

/** Rename headers and ---/+++ names must agree even when the diff --git line is ambiguous. */
function assertRenameConsistent(h: Headers, line: number): void {
  const clash = (a: string | null | undefined, b: string | undefined): boolean =>
    a !== undefined && a !== null && b !== undefined && a !== b;
  if (clash(h.oldName, h.renameFrom) || clash(h.newName, h.renameTo)) {
    throw malformed('rename headers and ---/+++ names disagree', h.renameTo, line);
  }
  if (
    h.newFile !== undefined &&
    (h.oldMode !== undefined || h.newMode !== undefined || h.deletedFile !== undefined)
  ) {
    throw malformed(
      'a new file cannot also have old/new mode or deleted file mode headers',
      undefined,
      line,
    );
  }
  if (h.deletedFile !== undefined && (h.oldMode !== undefined || h.newMode !== undefined)) {
    throw malformed('a deleted file cannot also have old/new mode headers', undefined, line);
  }
}

/** Git refuses a diff whose header names disagree; so do we (it is how a file hides). */
function assertConsistent(
  names: { oldName: string; newName: string },
  h: Headers,
  line: number,
): void {
  const olds = [h.renameFrom, h.oldName ?? undefined].filter((n) => n !== undefined);
  const news = [h.renameTo, h.newName ?? undefined].filter((n) => n !== undefined);
  if (olds.some((n) => n !== names.oldName) || news.some((n) => n !== names.newName)) {
    throw malformed('file names in the headers of this diff disagree', names.newName, line);
  }
}

function nameOrRefuse<T>(read: () => T, line: number): T {
  try {
    return read();
  } catch (e) {
    if (e instanceof BadName) throw malformed(e.message, undefined, line);
    throw e;
  }
}
