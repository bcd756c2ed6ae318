/**
 * The MisleadingSource gate's first half (issue 35, "what runs is what was reviewed"; the
 * second is hidden-characters.ts). Intake, git, the review page and the syntax gate all read
 * a patched file as UTF-8. Python reads a source file in the encoding its first two lines
 * declare (PEP 263): `# coding: utf-7` turns the
 * comment `# note+AAo-    x = 1` into a comment, a newline and code, which runs in the
 * sandbox while every reviewer sees a comment. So a Python file the patch leaves behind must
 * declare no encoding other than UTF-8, unless the file is plain ASCII and the encoding reads
 * ASCII as ASCII (an old `# -*- coding: latin-1 -*-` header), where both readings are the same
 * text. Anything else is refused: the fix for an honest patch is to declare utf-8.
 *
 * Which files: every changed file. A command may run any file with python (`python
 * bin/tool`), whatever its name or `#!` line, and a declaration in a file that is not Python
 * costs nothing to write as utf-8. The declaration is read as Python reads it
 * (seal/python-encoding.ts, which sealing uses too): its pattern, which also matches
 * `fileencoding=`, on the first line, or on the second below a blank or comment line.
 */
import { IntakeRefusal } from '../errors.js';
import { utf8 } from '../hash/digest.js';
import { declaredEncoding } from '../seal/python-encoding.js';
import type { SyntaxCandidate } from './syntax-gate.js';

// Names Python reads as UTF-8 (the tokenizer's get_normal_name, then codecs' aliases).
const UTF8_NAMES = new Set(['utf8', 'u8', 'utf', 'cp65001']);
// Single-byte encodings that read every ASCII byte as the same ASCII character.
const ASCII_SUPERSETS =
  /^(?:ascii|usascii|646|latin\d*|l\d|iso8859\d+|isolatin\d|cp125\d|windows125\d|koi8[ru]|macroman)$/;

/** Whether Python reads `text`, declaring `encoding`, as the same text a UTF-8 reader sees. */
export function readsAsUtf8(encoding: string, text: string): boolean {
  const name = encoding.toLowerCase().replace(/_/g, '-');
  if (name === 'utf-8' || name.startsWith('utf-8-')) return true;
  const bare = name.replace(/[-.\s]/g, '');
  if (UTF8_NAMES.has(bare)) return true;
  // eslint-disable-next-line no-control-regex -- the ASCII range is the point
  return ASCII_SUPERSETS.test(bare) && /^[\x00-\x7f]*$/.test(text);
}

/** Throws `MisleadingSource` for the first changed file Python would read as other text than the review shows. */
export function assertReadAsReviewed(
  files: readonly Pick<SyntaxCandidate, 'path' | 'after'>[],
): void {
  for (const file of files) {
    const encoding = declaredEncoding(utf8.encode(file.after));
    if (encoding === null || readsAsUtf8(encoding, file.after)) continue;
    throw new IntakeRefusal(
      'MisleadingSource',
      `${file.path} declares the source encoding "${encoding}": Python would run other text than the patch shows to its reviewers, who read UTF-8; declare utf-8 (or remove the declaration) and send the patch again`,
      { location: { path: file.path }, details: { encoding } },
    );
  }
}
