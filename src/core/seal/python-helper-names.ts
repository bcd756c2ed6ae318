/**
 * Sealed names for the helper modules of a trusted Python suite (red-team finding f1, issue
 * 34). The trusted tests import their helpers by bare name (`from helpers import expect`),
 * and code under test that runs first can put a module of its own under that name in
 * `sys.modules`, or serve it from an import hook, whatever python-bootstrap.ts dropped
 * before. So each helper module (a `.py` file or a package beside the tests, holding no test
 * and not a file the framework loads by itself) is copied under a fresh name drawn per
 * sealing, and every import of it in the suite is rewritten to that name on the same line:
 *
 *     import helpers              →  import h3kq9x0v7m2a as helpers
 *     from helpers import expect  →  from h3kq9x0v7m2a import expect
 *     import testutil.sub         →  import h3kq9x0v7m2a.sub, h3kq9x0v7m2a as testutil
 *     from . import helpers       →  from . import h3kq9x0v7m2a as helpers
 *
 * The tests keep their local names; the helper's `__name__`, its classes' `__module__` and
 * its key in `sys.modules` are the sealed name alike, so pickling and `logging.getLogger(
 * __name__)` agree with themselves. A module named anywhere in a string (an `importlib`
 * call, `mock.patch("helpers.now")`, `pytest_plugins`) or in a configuration file of the
 * suite keeps its name: a rewrite could not follow it.
 *
 * A patch that goes by no name (every function loaded from the trusted folder, found through
 * `sys.modules` or `gc`) is beyond a name: the helpers' assertions are twinned for it
 * (python-helper-asserts.ts).
 */
import type { SealRandom } from './prng.js';
import {
  importsOf,
  type PyImport,
  readPythonFiles,
  resolveFirst,
  type SuiteModule,
  suiteModules,
} from './python-imports.js';
import { PROVIDED_MODULES } from './python-provided-modules.js';
import type { TestFileParser } from './syntax.js';
import { applyEdits, type TextEdit } from './text-edits.js';

// Files a framework collects by itself (pytest's and unittest's default patterns): they keep their names.
const COLLECTED = /^(?:test.*|.*_test|conftest)$/;

interface Parsed {
  readonly text: string;
  readonly imports: readonly PyImport[];
}

/**
 * The suite's files with its helper modules under fresh names and every import of them
 * rewritten. `holdsTests`: the files sealing found tests in (their names stay).
 */
export function sealHelperNames(
  files: ReadonlyMap<string, Uint8Array>,
  parser: TestFileParser,
  random: SealRandom,
  holdsTests: (path: string) => boolean,
): Map<string, Uint8Array> {
  const parsed = parseAll(files, parser);
  const modules = suiteModules(files.keys());
  const renamed = chooseModules(files, parsed, modules, holdsTests);
  if (renamed.size === 0) return new Map(files);
  const taken = new Set([...modules.values()].map((m) => m.name));
  const tokens = new Map<string, string>();
  for (const key of [...renamed].sort()) {
    let token = random.word(12);
    while (taken.has(token)) token = random.word(12);
    taken.add(token);
    tokens.set(key, token);
  }
  const out = new Map<string, Uint8Array>();
  for (const [path, bytes] of files) {
    const p = parsed.get(path);
    const edits = p ? importEdits(path, p.imports, modules, tokens) : [];
    const next =
      edits.length > 0 ? new TextEncoder().encode(applyEdits(p?.text ?? '', edits)) : bytes;
    out.set(movedPath(path, modules, tokens), next);
  }
  return out;
}

function parseAll(
  files: ReadonlyMap<string, Uint8Array>,
  parser: TestFileParser,
): Map<string, Parsed> {
  return readPythonFiles(files, parser, (_path, text, root) => ({
    text,
    imports: importsOf(root),
  }));
}

/** The keys of the modules that get a sealed name. */
function chooseModules(
  files: ReadonlyMap<string, Uint8Array>,
  parsed: ReadonlyMap<string, Parsed>,
  modules: ReadonlyMap<string, SuiteModule>,
  holdsTests: (path: string) => boolean,
): Set<string> {
  const imported = new Set<string>();
  const unfollowed = new Set<string>();
  for (const [path, p] of parsed)
    for (const i of p.imports) {
      const module = i.module?.parts ?? [];
      const heads = i.module ? [module] : i.names.map((n) => n.parts);
      for (const [first, ...rest] of heads) {
        const key = resolveFirst(path, i.level, first as string, modules);
        if (key) imported.add(key);
        // A suite module reached through a name the rewrite does not follow (`suite.helpers`,
        // `from suite import helpers`) keeps its name.
        else
          for (const part of [...rest, ...(i.module ? i.names.map((n) => n.parts[0]) : [])])
            unfollowed.add(part as string);
      }
    }
  const texts = [...files].flatMap(([path, bytes]) =>
    /\.(?:py|ini|cfg|toml|txt|json|ya?ml)$/.test(path)
      ? [[path, new TextDecoder().decode(bytes)] as const]
      : [],
  );
  const chosen = new Set<string>();
  for (const key of imported) {
    const m = modules.get(key) as SuiteModule;
    if ((m.kind === 'file' && COLLECTED.test(m.name)) || unfollowed.has(m.name)) continue;
    // `import gc` is the interpreter's gc even beside a suite file gc.py: not a helper.
    if (PROVIDED_MODULES.has(m.name)) continue;
    const inside = [...files.keys()].filter((f) =>
      m.kind === 'file' ? f === m.path : f.startsWith(`${m.dir}${m.name}/`),
    );
    if (
      inside.some((f) => holdsTests(f) || /(?:^|\/)(?:conftest|test[^/]*|[^/]*_test)\.py$/.test(f))
    )
      continue;
    if (texts.some(([path, text]) => namedInText(text, m.name, path.endsWith('.py')))) continue;
    chosen.add(key);
  }
  // A module inside a chosen package goes with it, under the package's sealed name.
  for (const key of [...chosen])
    if ([...chosen].some((other) => key.startsWith(`${other}/`))) chosen.delete(key);
  return chosen;
}

/** A Python file names the module in a string; a configuration file names it at all. */
function namedInText(text: string, name: string, python: boolean): boolean {
  const pattern = python
    ? new RegExp(`(['"])${name}(?:\\.[\\w.]*)?\\1`)
    : new RegExp(`(?<![\\w.])${name}(?![\\w])`);
  return pattern.test(text);
}

/** Where a file of the suite goes: a renamed module's file or package folder under its token. */
function movedPath(
  path: string,
  modules: ReadonlyMap<string, SuiteModule>,
  tokens: ReadonlyMap<string, string>,
): string {
  for (const [key, token] of tokens) {
    const m = modules.get(key) as SuiteModule;
    if (m.kind === 'file' && path === m.path) return `${m.dir}${token}.py`;
    if (m.kind === 'package' && path.startsWith(`${key}/`))
      return `${m.dir}${token}/${path.slice(key.length + 1)}`;
  }
  return path;
}

/** The rewrites of one file's imports of renamed modules; each stays on its line. */
function importEdits(
  path: string,
  imports: readonly PyImport[],
  modules: ReadonlyMap<string, SuiteModule>,
  tokens: ReadonlyMap<string, string>,
): TextEdit[] {
  const edits: TextEdit[] = [];
  const tokenOf = (level: number, first: string): string | undefined => {
    const key = resolveFirst(path, level, first, modules);
    return key ? tokens.get(key) : undefined;
  };
  for (const i of imports) {
    if (i.module) {
      // `from helpers.sub import x`, `from .helpers import x`: the module's first name.
      const first = i.module.parts[0] as string;
      const token = tokenOf(i.level, first);
      if (token)
        edits.push({ start: i.module.start, end: i.module.start + first.length, text: token });
      continue;
    }
    for (const n of i.names) {
      const first = n.parts[0] as string;
      const token = tokenOf(i.level, first);
      if (!token) continue;
      const rest = n.parts.slice(1).join('.');
      const sealed = rest ? `${token}.${rest}` : token;
      // `import a.b` binds `a`; `from . import a` binds `a`: the local name stays.
      const text =
        n.alias !== null
          ? `${sealed} as ${n.alias}`
          : i.kind === 'import' && rest
            ? `${sealed}, ${token} as ${first}`
            : `${sealed} as ${first}`;
      edits.push({ start: n.start, end: n.end, text });
    }
  }
  return edits;
}
