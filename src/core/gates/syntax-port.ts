/**
 * The syntax-check port (PROTOCOL 3.3, `SyntaxError`): which files are checked, and the small
 * interface a parser adapter implements. The core never loads a parser itself; the Tree-sitter
 * adapter (src/adapters/syntax) is loaded once, asynchronously, and then `check` is a plain
 * synchronous function, like sigstore's `createVerifier` / `verify` split.
 */

/** A grammar the checker knows. Names follow tree-sitter-wasms (`c_sharp`, not `csharp`). */
export type SyntaxLanguage =
  'rust' | 'typescript' | 'tsx' | 'javascript' | 'python' | 'c_sharp' | 'dart' | 'go';

/** Every language, for adapters that preload grammars and for tests that must cover each. */
export const SYNTAX_LANGUAGES: readonly SyntaxLanguage[] = [
  'rust',
  'typescript',
  'tsx',
  'javascript',
  'python',
  'c_sharp',
  'dart',
  'go',
];

/** At most this many problems are reported per file: the first one decides the refusal. */
export const MAX_SYNTAX_PROBLEMS = 20;

// .jsx uses the javascript grammar, which already includes JSX. .ts/.mts/.cts must NOT get
// the tsx grammar: `<T>x` casts are legal there and JSX is not, exactly as tsc sees them.
const BY_EXTENSION: ReadonlyMap<string, SyntaxLanguage> = new Map([
  ['rs', 'rust'],
  ['ts', 'typescript'],
  ['mts', 'typescript'],
  ['cts', 'typescript'],
  ['tsx', 'tsx'],
  ['js', 'javascript'],
  ['jsx', 'javascript'],
  ['mjs', 'javascript'],
  ['cjs', 'javascript'],
  ['py', 'python'],
  ['cs', 'c_sharp'],
  ['dart', 'dart'],
  ['go', 'go'],
]);

/**
 * Language for a repository path by extension: `.rs .ts .mts .cts .tsx .js .jsx .mjs .cjs .py
 * .cs .dart .go`; null means the file is not checked.
 *
 * The extension is whatever follows the last `.` of the last `/`-separated segment, compared
 * case-insensitively: on a case-insensitive filesystem `mod.RS` is still the file rustc opens,
 * so a patch must not dodge the gate by changing case (fail closed). A segment with no dot, or
 * ending in a dot, has no extension. A bare `.py` counts as Python for the same reason.
 */
export function syntaxLanguageFor(path: string): SyntaxLanguage | null {
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  if (dot < 0) return null;
  return BY_EXTENSION.get(name.slice(dot + 1).toLowerCase()) ?? null;
}

/** One syntax problem, located for a human. */
export interface SyntaxProblem {
  /** 1-based line; lines end at `\n` (a `\r` before it belongs to no line's text). */
  line: number;
  /** 1-based column, counted in Unicode code points (a tab is one column). */
  column: number;
  /** The offending source line, trimmed, at most ~120 characters, control characters replaced. */
  snippet: string;
  /**
   * `missing`: the parser had to invent a token (an unclosed `}`); `error`: unparseable text;
   * `timeout`: the parse did not finish in the adapter's budget, so nothing is known.
   */
  kind: 'error' | 'missing' | 'timeout';
}

/** A loaded syntax checker. Implementations must be safe to call many times. */
export interface SyntaxChecker {
  /**
   * Loads what checking `languages` takes, for a checker that loads grammars on demand (a
   * short CLI process should not load eight grammars for a Python patch). Intake awaits it
   * before the first `check`; a checker without it has everything loaded already.
   */
  prepare?(languages: readonly SyntaxLanguage[]): Promise<void>;
  /**
   * Problems in `text`, in document order, [] when it parses cleanly. Synchronous once loaded.
   * A parse that cannot finish in the adapter's time budget is reported as a problem (kind
   * `timeout`), never as clean: the gate fails closed.
   */
  check(language: SyntaxLanguage, text: string): SyntaxProblem[];
}
