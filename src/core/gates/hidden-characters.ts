/**
 * The MisleadingSource gate's second half (issue 35, "what runs is what was reviewed"):
 * characters that make a language read other code than a reviewer sees.
 *
 * - Bidirectional controls (embeddings, overrides, isolates: U+202A–U+202E, U+2066–U+2069)
 *   reorder what a diff viewer shows: a comment's end or a string's quote appears where it is not
 *   ("Trojan Source", CVE-2021-42574). Every language here.
 * - Line breaks only the language sees. Python and Dart read a carriage return alone as a
 *   newline, and JavaScript, TypeScript and C# also end a line at U+2028 and U+2029, so
 *   `x = 1  # note<CR>run()` is a comment to git, a terminal and the patch's own lines, and a
 *   call to Python. Go and Rust end a line comment only at a newline.
 *
 * A patch is refused when a line it adds holds one of these: what the base already had is not
 * the patch's doing (a line is added unless the base had it as many times). Escapes (`"\u202e"`, `"\r"`) are plain ASCII
 * and unaffected.
 */
import { IntakeRefusal } from '../errors.js';
import { addedLines } from '../text/added-lines.js';
import type { SyntaxCandidate } from './syntax-gate.js';
import { syntaxLanguageFor } from './syntax-port.js';

// Embeddings, overrides and isolates: what reorders text (Rust's text_direction lint). The
// marks (U+200E, U+200F, U+061C) are ordinary in right-to-left strings and reorder nothing.
const BIDI = /[\u202a-\u202e\u2066-\u2069]/;
// Tested on lines split at \n: a carriage return at a line's end came before its newline.
const LONE_CR = /\r(?!$)/;
const JS_LINE_SEPARATORS = /[\u2028\u2029]/;
// Python resets the indentation column at a form feed: `        \f    run()` looks nested under
// the block above it and runs at the outer level. A form feed alone on a line is a page break.
const INDENT_FORM_FEED = /^[ \t\f]*\f[ \t\f]*\S/;

interface Kind {
  readonly pattern: RegExp;
  readonly what: string;
}

const KINDS: Readonly<Record<'bidi' | 'cr' | 'separator' | 'formfeed', Kind>> = {
  bidi: {
    pattern: BIDI,
    what: 'a bidirectional control character, which makes a diff show the code in another order than it runs',
  },
  cr: {
    pattern: LONE_CR,
    what: 'a carriage return without a newline, which the language reads as a line break that a diff does not show',
  },
  formfeed: {
    pattern: INDENT_FORM_FEED,
    what: 'a form feed in the indentation, where Python starts counting the indentation again, so the line runs at another level than it shows',
  },
  separator: {
    pattern: JS_LINE_SEPARATORS,
    what: 'a Unicode line or paragraph separator (U+2028, U+2029), which JavaScript and C# read as a line break that a diff does not show',
  },
};

/** Which of the kinds a file's language reads differently from its reviewers, by path. */
function kindsFor(path: string, after: string): (keyof typeof KINDS)[] {
  const language = syntaxLanguageFor(path);
  const python =
    language === 'python' ||
    /\.py[wi]?$/.test(path) ||
    /^#!.*\b(?:python|pypy|uv)/.test(after.slice(0, 200));
  const js = language === 'javascript' || language === 'typescript' || language === 'tsx';
  if (python) return ['bidi', 'cr', 'formfeed'];
  if (language === 'dart') return ['bidi', 'cr'];
  if (js || language === 'c_sharp') return ['bidi', 'cr', 'separator'];
  return language ? ['bidi'] : [];
}

/** Throws `MisleadingSource` for the first line a patch added that holds a character of a kind its language reads unseen. */
export function assertNoHiddenCharacters(files: readonly SyntaxCandidate[]): void {
  for (const file of files) {
    const kinds = kindsFor(file.path, file.after);
    if (kinds.length === 0) continue;
    for (const [index, text] of addedLines(file.before ?? '', file.after)) {
      const kind = kinds.find((k) => KINDS[k].pattern.test(text));
      if (kind === undefined) continue;
      const { what } = KINDS[kind];
      const line = index + 1;
      throw new IntakeRefusal(
        'MisleadingSource',
        `${file.path}:${line}: the patch adds ${what}; write it as an escape ("\\u…", "\\r") or remove it, and send the patch again`,
        { location: { path: file.path, line }, details: { kind } },
      );
    }
  }
}
