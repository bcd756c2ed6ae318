/**
 * Go test-support packages (PROTOCOL 5.1, test integrity; test-support.ts for Python and
 * JavaScript): a package such as `internal/testutil` (`testutil.Equal(t, got, want)`) judges
 * the tests that call it, trusted suites included, so a patch that weakens it weakens every
 * one of them, and twins (made from `if got != want` checks only) cannot see it. In Go the
 * unit is the package, a folder: it is test support when, in the base tree,
 *
 * - one of its files imports `testing` (code under test does not), and
 * - test files (`_test.go`, or files in test folders) import it, and nothing else does but
 *   other such packages: a package the code under test imports is code under test.
 *
 * Only packages that are the module's own count (under `internal/`, or named as test support:
 * `testutil/`, `testhelpers/`); an exported package such as `zaptest` is a product others
 * import, and its code is code under test, as is a library's own package that exports test
 * helpers. Every file of a helper package is test material.
 *
 * Import paths are read by a byte scan of each file's import declarations and resolved with
 * the module path of the root `go.mod`; a package outside the module is not the tree's.
 */

import { isTestSupportPath } from '../gates/test-paths.js';

// `import "x"`, `import name "x"`, and each line of an `import ( … )` block.
const IMPORT_BLOCK = /^import\s*\(([^)]*)\)/gm;
const IMPORT_LINE = /^import\s+(?:[\w.]+\s+)?"([^"]+)"/gm;
const BLOCK_ENTRY = /^\s*(?:[\w.]+\s+)?"([^"]+)"/gm;
const MODULE = /^module\s+("?)([^\s"]+)\1\s*$/m;

/**
 * The files of the tree's Go test-support packages. `files` maps each `.go` path (and
 * `go.mod`) to its text; `isTest` says which paths are test files.
 */
export function goTestSupportFiles(
  files: ReadonlyMap<string, string>,
  isTest: (path: string) => boolean,
): Set<string> {
  const module = MODULE.exec(files.get('go.mod') ?? '')?.[2];
  if (module === undefined) return new Set();
  const packages = new Map<string, string[]>(); // folder → its non-test .go files
  const importers = new Map<string, Set<string>>(); // folder → files that import it
  const importsTesting = new Set<string>(); // folders with a file that imports "testing"
  for (const [path, text] of files) {
    if (!path.endsWith('.go')) continue;
    const dir = folderOf(path);
    if (!path.endsWith('_test.go')) packages.set(dir, [...(packages.get(dir) ?? []), path]);
    for (const imported of importPaths(text)) {
      if (imported === 'testing' && !path.endsWith('_test.go')) importsTesting.add(dir);
      const target =
        imported === module
          ? ''
          : imported.startsWith(`${module}/`)
            ? imported.slice(module.length + 1)
            : null;
      if (target === null || target === dir) continue;
      importers.set(target, (importers.get(target) ?? new Set()).add(path));
    }
  }
  const support = new Set<string>();
  const judges = (path: string): boolean => isTest(path) || support.has(folderOf(path));
  // Grown from the test files outwards: a helper that only helpers import counts too.
  for (let grew = true; grew;) {
    grew = false;
    for (const dir of importsTesting) {
      const from = importers.get(dir);
      if (
        support.has(dir) ||
        !packages.has(dir) ||
        from === undefined ||
        from.size === 0 ||
        ![...from].every(judges)
      )
        continue;
      support.add(dir);
      grew = true;
    }
  }
  // A package others can import (not under internal/, not named as test support) may be a
  // product of its own (zaptest, httptest): its code is code under test. Of the module's own
  // helper packages every file counts (a `var Tolerance` judges as much as `Near` does).
  const private_ = (dir: string): boolean =>
    /(?:^|\/)internal(?:\/|$)/.test(dir) || isTestSupportPath(`${dir}/x.go`);
  return new Set([...support].filter(private_).flatMap((dir) => packages.get(dir) ?? []));
}

/** Every non-test file of the module's packages that `roots` import, directly or through each other. */
export function goReachableFrom(
  files: ReadonlyMap<string, string>,
  roots: readonly string[],
): Set<string> {
  const module = MODULE.exec(files.get('go.mod') ?? '')?.[2];
  const seen = new Set<string>();
  if (module === undefined) return seen;
  const queue = [...roots];
  const visited = new Set<string>();
  while (queue.length > 0) {
    for (const imported of importPaths(files.get(queue.pop() as string) ?? '')) {
      const dir =
        imported === module
          ? ''
          : imported.startsWith(`${module}/`)
            ? imported.slice(module.length + 1)
            : null;
      if (dir === null || visited.has(dir)) continue;
      visited.add(dir);
      for (const path of files.keys()) {
        if (!path.endsWith('.go') || path.endsWith('_test.go') || folderOf(path) !== dir) continue;
        seen.add(path);
        queue.push(path);
      }
    }
  }
  return seen;
}

/** The import paths of one Go file's import declarations. */
export function importPaths(text: string): string[] {
  // Comments out first (a `)` in one would end a block early); paths may be raw strings too.
  const code = text
    .replace(/\/\*[^]*?\*\//g, ' ')
    .replace(/\/\/[^\n]*/g, '')
    .replace(/`([^`\n]*)`/g, '"$1"');
  const found: string[] = [];
  for (const m of code.matchAll(IMPORT_LINE)) found.push(m[1] as string);
  for (const block of code.matchAll(IMPORT_BLOCK))
    for (const m of (block[1] as string).matchAll(BLOCK_ENTRY)) found.push(m[1] as string);
  return found;
}

function folderOf(path: string): string {
  const at = path.lastIndexOf('/');
  return at === -1 ? '' : path.slice(0, at);
}
