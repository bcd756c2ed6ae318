/**
 * The Tree-sitter implementation of the syntax-check port, on web-tree-sitter (WASM) with the
 * prebuilt grammars of tree-sitter-wasms. Everything is read from node_modules: no network,
 * no native build. The runtime and each grammar are loaded once per process; parsers are
 * cached per language, which is safe because `check` is synchronous and never re-entered.
 */
import { createRequire } from 'node:module';
import { Language, Parser } from 'web-tree-sitter';
import { MAX_SYNTAX_PROBLEMS, SYNTAX_LANGUAGES } from '../../core/gates/syntax-port.js';
import type { SyntaxChecker, SyntaxLanguage, SyntaxProblem } from '../../core/gates/syntax-port.js';
import { problemAt } from '../../core/gates/syntax-snippet.js';
import { pythonIndentProblems } from './python-indent.js';
import { treeProblems } from './tree-problems.js';

/** Options of {@link loadTreeSitterChecker}. */
export interface TreeSitterOptions {
  /**
   * Grammars to load up front (default: all). Others load when `prepare` names them (intake
   * does before its first check); `check` on a language not loaded either way throws.
   */
  languages?: readonly SyntaxLanguage[];
  /**
   * Wall-clock budget for one parse, in milliseconds (default 10 000). A clean 512 KiB file
   * parses in well under a second, but error recovery in some grammars is superlinear (a
   * 16 KiB broken Dart line takes ~7 s), so an untrusted file could otherwise stall intake.
   */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 10_000;
/** UTF-16 units handed to the parser per read; web-tree-sitter's buffer holds 5 119. */
const CHUNK = 4096;

const require = createRequire(import.meta.url);
let runtime: Promise<void> | undefined;
const grammars = new Map<SyntaxLanguage, Promise<Parser>>();
/** Tail of the queue of grammar loads; see parserFor. */
let loading: Promise<unknown> = Promise.resolve();

/**
 * Loads the checker: initializes the WASM runtime once, then the requested grammars. The
 * returned `check` is synchronous; it blocks the event loop for at most about `timeoutMs`.
 * With `languages: []` nothing loads until `prepare`: the runtime and the Python grammar take
 * ~16 ms, all eight grammars ~60 ms, so a one-patch process loads only what its patch touches.
 */
export async function loadTreeSitterChecker(
  options: TreeSitterOptions = {},
): Promise<SyntaxChecker> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const parsers = new Map<SyntaxLanguage, Parser>();
  const prepare = async (languages: readonly SyntaxLanguage[]): Promise<void> => {
    const wanted = languages.filter((l) => !parsers.has(l));
    const loaded = await Promise.all(wanted.map(async (l) => [l, await parserFor(l)] as const));
    for (const [language, parser] of loaded) parsers.set(language, parser);
  };
  await prepare(options.languages ?? SYNTAX_LANGUAGES);
  return {
    prepare,
    check(language, text) {
      const parser = parsers.get(language);
      if (!parser)
        throw new Error(
          `Tree-sitter grammar "${language}" was not loaded; pass it in options.languages or to prepare`,
        );
      return checkText(parser, language, text, timeoutMs);
    },
  };
}

function initRuntime(): Promise<void> {
  // locateFile: the runtime would otherwise look next to its own URL, which breaks under
  // bundlers and test transforms; resolving the package's export is exact and offline.
  runtime ??= Parser.init({
    locateFile: () => require.resolve('web-tree-sitter/tree-sitter.wasm'),
  }).catch((e: unknown) => {
    runtime = undefined; // let a later call retry rather than cache the failure
    throw e;
  });
  return runtime;
}

/** The cached parser of one grammar (loaded on first use, one load at a time). */
export function parserFor(language: SyntaxLanguage): Promise<Parser> {
  let parser = grammars.get(language);
  if (!parser) {
    // Loads run one at a time: with web-tree-sitter 0.25.8, overlapping Language.load calls
    // fail while dynamically linking the grammar ("bad export type for
    // 'tree_sitter_python_external_scanner_create': undefined").
    parser = loading.then(async () => {
      await initRuntime();
      // tree-sitter-wasms has no "exports" map, so its files resolve by subpath.
      const grammar = await Language.load(
        require.resolve(`tree-sitter-wasms/out/tree-sitter-${language}.wasm`),
      );
      return new Parser().setLanguage(grammar); // throws on an incompatible grammar ABI
    });
    loading = parser.catch(() => undefined);
    parser.catch(() => grammars.delete(language));
    grammars.set(language, parser);
  }
  return parser;
}

function checkText(
  parser: Parser,
  language: SyntaxLanguage,
  text: string,
  timeoutMs: number,
): SyntaxProblem[] {
  const deadline = performance.now() + timeoutMs;
  let timedOut = false;
  const expired = (): boolean => (timedOut ||= performance.now() > deadline);
  // The deadline is checked on every read as well as in the progress callback: during error
  // recovery a grammar can go seconds between progress callbacks but keeps re-reading input.
  // Once expired, reads return '' (end of input) so the parser winds down, and the progress
  // callback cancels. (0.25's .d.ts types that callback as returning void; returning true
  // cancels, per its docs and source.)
  parser.reset(); // a cancelled parse would otherwise be resumed
  const tree = parser.parse((index) => (expired() ? '' : text.slice(index, index + CHUNK)), null, {
    progressCallback: expired,
  });
  try {
    if (timedOut || !tree) {
      return [
        {
          line: 1,
          column: 1,
          kind: 'timeout',
          snippet: `parse timed out after ${timeoutMs} ms; file not checked`,
        },
      ];
    }
    let raw = treeProblems(tree, MAX_SYNTAX_PROBLEMS);
    // concat, not push(...): a long misindented file can have more problems than call arguments.
    if (language === 'python') raw = raw.concat(pythonIndentProblems(tree.rootNode, text));
    raw.sort((a, b) => a.index - b.index);
    return raw.slice(0, MAX_SYNTAX_PROBLEMS).map((p) => problemAt(text, p.index, p.kind));
  } finally {
    tree?.delete(); // trees live in WASM memory; the GC never frees them
    parser.reset();
  }
}
