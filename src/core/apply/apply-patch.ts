/**
 * Applies a parsed patch to a base tree in memory, all or nothing. The outcome is the list
 * of files with their before and after content; the repository is never written. A move
 * becomes a deletion and an addition, which is how the normalized diff shows it.
 */
import { IntakeRefusal } from '../errors.js';
import type { FileChange, ParsedPatch } from '../patch/model.js';
import { decodeUtf8 } from '../text/safe-text.js';
import type { FileMode } from '../snapshot/inventory.js';
import { applyHunks } from './apply-file.js';
import { MAX_COMPARISONS } from './locate-hunk.js';
import { BaseTree } from './base-tree.js';

export type TextMode = '100644' | '100755';

export interface FileVersion {
  readonly mode: TextMode;
  readonly text: string;
}

/** One path of the result: `before` null = added, `after` null = deleted. */
export interface FileOutcome {
  readonly path: string;
  readonly before: FileVersion | null;
  readonly after: FileVersion | null;
  /** For the addition half of a move: the path the content came from. */
  readonly movedFrom?: string;
}

/**
 * Applies every change of `patch` to `base`; throws the first coded refusal. A file to be
 * updated may be at most `maxFileBytes` (hunks are located in it; the result is capped
 * at the same size anyway).
 */
export async function applyPatch(
  patch: ParsedPatch,
  base: BaseTree,
  maxFileBytes = Number.MAX_SAFE_INTEGER,
): Promise<FileOutcome[]> {
  const removed = new Set(
    patch.files.filter((f) => f.op === 'delete' || f.moveTo !== undefined).map((f) => f.path),
  );
  const markers = patch.format !== 'codex';
  const work = { comparisons: MAX_COMPARISONS };
  const outcomes: FileOutcome[] = [];
  for (const change of patch.files) {
    if (change.op === 'add') {
      assertFree(change.path, change, base, removed);
      const text = applyHunks('', change.hunks, {
        path: change.path,
        newlineMarkers: markers,
        work,
      });
      outcomes.push({
        path: change.path,
        before: null,
        after: { mode: textMode(change.newMode ?? '100644', change), text },
      });
      continue;
    }
    const size = base.file(change.path)?.size ?? 0;
    if (change.op === 'update' && size > maxFileBytes) {
      throw new IntakeRefusal(
        'BudgetExceeded',
        `${change.path} is ${size} bytes, over the ${maxFileBytes}-byte limit per file; keep large files out of patches`,
        {
          location: { path: change.path, line: change.patchLine },
          details: { limit: 'maxFileBytes', value: size },
        },
      );
    }
    const before = await readBase(change, base);
    if (change.op === 'delete') {
      // A Git deletion lists every line it removes, so they must be the whole file; a
      // Codex deletion names only the file.
      const left = markers
        ? applyHunks(before.text, change.hunks, { path: change.path, newlineMarkers: true, work })
        : '';
      if (left !== '') {
        throw new IntakeRefusal(
          'ContextMismatch',
          `${change.path}: the deletion does not remove the file's whole content; regenerate the patch from the current file`,
          {
            location: { path: change.path, line: change.patchLine },
          },
        );
      }
      outcomes.push({ path: change.path, before, after: null });
      continue;
    }
    const text = applyHunks(before.text, change.hunks, {
      path: change.path,
      newlineMarkers: markers,
      work,
    });
    const after: FileVersion = {
      mode: change.newMode === undefined ? before.mode : textMode(change.newMode, change),
      text,
    };
    if (change.moveTo === undefined) {
      outcomes.push({ path: change.path, before, after });
    } else {
      assertFree(change.moveTo, change, base, removed);
      outcomes.push(
        { path: change.path, before, after: null },
        { path: change.moveTo, before: null, after, movedFrom: change.path },
      );
    }
  }
  return outcomes;
}

async function readBase(change: FileChange, base: BaseTree): Promise<FileVersion> {
  const where = { location: { path: change.path, line: change.patchLine } };
  const entry = base.file(change.path);
  if (!entry) {
    const why = base.isDirectory(change.path)
      ? 'is a directory, not a file'
      : 'does not exist in the base snapshot';
    throw new IntakeRefusal(
      'FileMissing',
      `${change.path} ${why}; check the path, or rebase the patch on the current tree`,
      where,
    );
  }
  const mode = textMode(entry.mode, change);
  if (change.oldMode !== undefined && change.oldMode !== mode) {
    throw new IntakeRefusal(
      'ContextMismatch',
      `${change.path}: the patch says mode ${change.oldMode} but the base has ${mode}; regenerate the patch`,
      where,
    );
  }
  const bytes = await base.readFile(change.path);
  const text = bytes.includes(0) ? undefined : decodeUtf8(bytes);
  if (text === undefined) {
    throw new IntakeRefusal(
      'BinaryFile',
      `${change.path} is not UTF-8 text (NUL bytes or invalid UTF-8); PatchProof only patches text files`,
      where,
    );
  }
  return { mode, text };
}

/** An added or moved-to path must not be a surviving file, directory, or below a file. */
function assertFree(
  path: string,
  change: FileChange,
  base: BaseTree,
  removed: ReadonlySet<string>,
): void {
  const where = { location: { path, line: change.patchLine } };
  if (base.file(path) && !removed.has(path)) {
    throw new IntakeRefusal(
      'FileExists',
      `${path} already exists; an add or move never overwrites: update the file instead`,
      where,
    );
  }
  if (base.isDirectory(path) && [...base.filesUnder(path)].some((p) => !removed.has(p))) {
    throw new IntakeRefusal(
      'FileExists',
      `${path} is an existing directory; choose another path`,
      where,
    );
  }
  const blocker = BaseTree.ancestors(path).find((dir) => base.file(dir) && !removed.has(dir));
  if (blocker) {
    throw new IntakeRefusal(
      'FileExists',
      `${path} would need ${blocker} to be a directory, but it is a file; choose another path`,
      where,
    );
  }
}

function textMode(mode: FileMode | string, change: FileChange): TextMode {
  if (mode === '100644' || mode === '100755') return mode;
  throw new IntakeRefusal(
    'ModeNotAllowed',
    `${change.path}: mode ${mode} is not allowed; only regular files (100644, 100755) can be patched`,
    {
      location: { path: change.path, line: change.patchLine },
    },
  );
}
