/**
 * Input shapes of the normalized diff (PROTOCOL 3.2). Kept apart from the renderer so the
 * caller, the renderer and the tests share one definition without import cycles.
 */

/** Git modes a regular file may have in a normalized diff (symlinks are refused earlier). */
export type RegularFileMode = '100644' | '100755';

/** One side of a file: its Git mode and its already-validated UTF-8 text (no NUL). */
export interface FileSide {
  mode: RegularFileMode;
  /** Any line endings (LF, CRLF, lone CR, mixed); a final newline is optional. */
  text: string;
}

/**
 * One path of a change. A rename arrives as a delete of the old path plus an add of the
 * new one: the normalized form has no rename or copy headers, so the same change written
 * with or without rename detection hashes the same.
 */
export interface FileDiffInput {
  /** Repository-relative, `/`-separated path. */
  path: string;
  /** `null` means the file is added. */
  before: FileSide | null;
  /** `null` means the file is deleted. */
  after: FileSide | null;
}
