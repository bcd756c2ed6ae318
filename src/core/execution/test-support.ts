/**
 * Test-support modules outside test folders (PROTOCOL 5.1, test integrity): a helper such
 * as `support/checks.py` (`assert_rejects(case, fn, *args)`) or `lib/expect-merge.js` judges
 * tests as much as the test files do, so a patch that weakens it weakens every test that
 * calls it. Such a module is test material when, in the base tree:
 *
 * - a test file imports it (directly, or through another such module);
 * - it imports a test framework or assertion library itself (`unittest`, `pytest`,
 *   `node:assert`, `node:test`, chai, …): code under test does not;
 * - nothing else imports it: a module the code under test imports is code under test,
 *   whatever else it imports, and is never put back to its base version.
 *
 * Imports are read by a byte scan and resolved as the runners would: Python modules from the
 * repository root, `src/` and the importing file's folder (unittest and pytest put test
 * folders on sys.path), relative imports from the package; JavaScript relative specifiers
 * with the usual extensions and `index` files. A miss only makes the guard smaller.
 */

const PY_FRAMEWORK =
  /^\s*(?:import\s+(?:unittest|pytest|hypothesis)\b|from\s+(?:unittest|pytest|_pytest|hypothesis)\b[\w.]*\s+import\b)/m;
const JS_FRAMEWORK =
  /(?:require\s*\(\s*|from\s+|import\s+)['"](?:node:)?(?:assert(?:\/strict)?|test)['"]|(?:require\s*\(\s*|from\s+|import\s+)['"](?:chai|tap|vitest|@jest\/globals|mocha|uvu(?:\/assert)?|ava)['"]/;

// One statement per match: lists stay on their line unless parenthesised.
const PY_IMPORT =
  /^[ \t]*import[ \t]+([\w.]+(?:[ \t]*,[ \t]*[\w.]+)*)|^[ \t]*from[ \t]+(\.*[\w.]*)[ \t]+import[ \t]*(?:\(([^)]*)\)|([\w \t,*]+))/gm;
const JS_IMPORT =
  /(?:require|import)\s*\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)|(?:from|import)\s+['"](\.{1,2}\/[^'"]+)['"]/g;

const JS_FILE = /\.(?:js|mjs|cjs)$/;
const PASS_THROUGH = /(?:^|\/)(?:__init__\.py|index\.[cm]?js)$/;
const JS_EXTENSIONS = ['', '.js', '.mjs', '.cjs', '/index.js', '/index.mjs', '/index.cjs'];

/**
 * The test-support modules of a base tree: `files` maps each Python and JavaScript path to
 * its text; `isTest` says which are test files.
 */
export function testSupportFiles(
  files: ReadonlyMap<string, string>,
  isTest: (path: string) => boolean,
): Set<string> {
  const imports = new Map<string, Set<string>>();
  for (const [path, text] of files) {
    const targets = importsOf(path, text, files);
    targets.delete(path); // `from . import x` in a package's __init__.py names the package too
    imports.set(path, targets);
  }
  const importers = new Map<string, string[]>();
  for (const [from, targets] of imports)
    for (const to of targets) importers.set(to, [...(importers.get(to) ?? []), from]);
  const framework = (path: string): boolean =>
    (JS_FILE.test(path) ? JS_FRAMEWORK : PY_FRAMEWORK).test(files.get(path) ?? '');
  // Grown from the test files outwards, one import at a time. A package's `__init__.py` (or
  // a folder's index.js) that only tests import passes their imports on.
  const support = new Set<string>();
  const through = new Set<string>();
  const judges = (path: string): boolean => isTest(path) || support.has(path) || through.has(path);
  for (let grew = true; grew;) {
    grew = false;
    for (const [path, from] of importers) {
      if (judges(path) || !from.every(judges)) continue;
      if (framework(path)) support.add(path);
      else if (PASS_THROUGH.test(path)) through.add(path);
      else continue;
      grew = true;
    }
  }
  // A package's `__init__.py` runs before any of its modules: in a package that holds only
  // tests and test support, it is test support too (it could rebind a helper before use).
  for (const path of [...support]) {
    for (
      let dir = path.slice(0, path.lastIndexOf('/'));
      dir !== '' && !dir.endsWith('.');
      dir = dir.includes('/') ? dir.slice(0, dir.lastIndexOf('/')) : ''
    ) {
      const init = `${dir}/__init__.py`;
      const members = [...files.keys()].filter(
        (p) => p.startsWith(`${dir}/`) && p.endsWith('.py') && p !== init,
      );
      if (
        files.has(init) &&
        members.length > 0 &&
        members.every((p) => support.has(p) || isTest(p))
      )
        support.add(init);
      else break;
    }
  }
  return support;
}

/**
 * Every module of `files` that `roots` import, directly or through each other (Python and
 * JavaScript, read as testSupportFiles reads them): what the trusted suites can reach.
 */
export function reachableFrom(
  files: ReadonlyMap<string, string>,
  roots: readonly string[],
): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const path = queue.pop() as string;
    const targets = [...importsOf(path, files.get(path) ?? '', files)];
    // Importing `a.b.c` runs `a/__init__.py` and `a/b/__init__.py` first.
    for (const target of [...targets]) {
      if (!target.endsWith('.py')) continue;
      for (
        let dir = target.slice(0, Math.max(0, target.lastIndexOf('/')));
        dir !== '';
        dir = dir.slice(0, Math.max(0, dir.lastIndexOf('/')))
      ) {
        if (files.has(`${dir}/__init__.py`)) targets.push(`${dir}/__init__.py`);
      }
    }
    for (const target of targets) {
      if (seen.has(target) || roots.includes(target)) continue;
      seen.add(target);
      queue.push(target);
    }
  }
  return seen;
}

/** The files of the tree that `path` imports, as far as a byte scan can tell. */
function importsOf(path: string, text: string, files: ReadonlyMap<string, string>): Set<string> {
  const found = new Set<string>();
  const dir = path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '';
  if (JS_FILE.test(path)) {
    for (const match of text.matchAll(JS_IMPORT)) {
      const target = resolveJs(dir, (match[1] ?? match[2]) as string, files);
      if (target !== undefined) found.add(target);
    }
    return found;
  }
  for (const match of text.matchAll(PY_IMPORT)) {
    const names = match[1] !== undefined ? match[1].split(',').map((n) => n.trim()) : [];
    if (match[2] !== undefined) {
      const base = match[2];
      const listed = (match[3] ?? match[4] ?? '')
        .split(',')
        .map((n) => n.trim().split(/\s+/)[0] ?? '')
        .filter((n) => /^\w+$/.test(n));
      names.push(base, ...listed.map((n) => (base.endsWith('.') ? `${base}${n}` : `${base}.${n}`)));
    }
    for (const name of names) for (const target of resolvePy(dir, name, files)) found.add(target);
  }
  return found;
}

function resolvePy(dir: string, name: string, files: ReadonlyMap<string, string>): string[] {
  const dots = /^\.*/.exec(name)?.[0].length ?? 0;
  const rest = name.slice(dots).split('.').filter(Boolean);
  let roots: string[];
  if (dots > 0) {
    const parts = dir === '' ? [] : dir.split('/');
    if (dots - 1 > parts.length) return [];
    roots = [parts.slice(0, parts.length - (dots - 1)).join('/')];
  } else roots = [...new Set(['', 'src', dir])];
  const hits: string[] = [];
  for (const root of roots) {
    const stem = [root, ...rest].filter(Boolean).join('/');
    if (stem === '') continue;
    for (const candidate of [`${stem}.py`, `${stem}/__init__.py`])
      if (files.has(candidate)) hits.push(candidate);
  }
  return hits;
}

function resolveJs(
  dir: string,
  specifier: string,
  files: ReadonlyMap<string, string>,
): string | undefined {
  const parts = dir === '' ? [] : dir.split('/');
  for (const part of specifier.split('/')) {
    if (part === '..') {
      if (parts.length === 0) return undefined;
      parts.pop();
    } else if (part !== '.' && part !== '') parts.push(part);
  }
  const stem = parts.join('/');
  return JS_EXTENSIONS.map((ext) => `${stem}${ext}`).find((candidate) => files.has(candidate));
}
