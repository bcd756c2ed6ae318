/**
 * Folders that test code puts on `sys.path` itself while it runs: a conftest.py or test
 * module with `sys.path.insert(0, os.path.join(os.path.dirname(__file__), '..', 'lib'))`,
 * `site.addsitedir('vendor')` and the like. Read by pattern, not by running anything: each
 * such line that starts from `__file__` counts the file's folder and every folder above it
 * that is not a package (code that puts a package's own folder on the path is rare; counting
 * them would make every module of a package a shadow), and each of those joined with the
 * line's string literals (in order, as os.path.join and `/` on a Path would); a line without
 * `__file__` joins them to the working folder. Over-approximated on purpose, like the rest
 * of the search path.
 */
import { repoPath } from './command-words.js';
import type { PathFolder } from './python-invocations.js';
import { parentDir, type TreeIndex } from './python-path.js';

// A line that changes the search path: sys.path.insert/append/extend, `sys.path +=`,
// `sys.path[:0] =`, `sys.path = […]`, site.addsitedir.
const CHANGES_PATH =
  /\bsys\.path\s*(?:\.\s*(?:insert|append|extend)\b|\+=|\[[^\]]*\]\s*=(?!=)|=(?!=))|\bsite\.addsitedir\b|\baddsitedir\s*\(/u;
const TEST_FOLDER = /(?:^|\/)(?:tests?|testing)\//u;

/** Which files of a tree to read: conftest.py, test modules, and Python files below test folders. */
export function runtimePathCandidates(
  files: Iterable<string>,
  isTestFile: (path: string) => boolean,
): string[] {
  return [...files].filter(
    (p) =>
      p.endsWith('.py') &&
      (p === 'conftest.py' || p.endsWith('/conftest.py') || isTestFile(p) || TEST_FOLDER.test(p)),
  );
}

/** The folders the texts of those files add, with the reason. */
export function runtimeFolders(texts: ReadonlyMap<string, string>, tree: TreeIndex): PathFolder[] {
  const found: PathFolder[] = [];
  for (const [path, text] of texts) {
    if (!CHANGES_PATH.test(text)) continue;
    const bases: string[] = [];
    for (let dir = parentDir(path); ; dir = parentDir(dir)) {
      bases.push(dir);
      if (dir === '') break;
    }
    const why = `${path} changes sys.path when it runs`;
    for (const line of text.split('\n')) {
      if (!CHANGES_PATH.test(line)) continue;
      const literals = [...line.matchAll(/(?<![A-Za-z])[rRbBuU]?(?:"([^"\n]*)"|'([^'\n]*)')/gu)]
        .map((m) => (m[1] ?? m[2]) as string)
        .filter((l) => l !== '');
      // One literal, or the literals joined in order; each alone only when it is a path itself.
      const tails = [
        ...new Set([
          literals.join('/'),
          ...literals.filter((l) => literals.length === 1 || l.includes('/')),
        ]),
      ].filter((t) => t !== '');
      // Relative to the file when the line starts from __file__, else to the working folder.
      const fromFile = /__file__/u.test(line);
      for (const base of fromFile ? bases : ['']) {
        if (fromFile && !tree.packages.has(base)) found.push({ dir: base, why });
        for (const tail of tails) {
          const dir = repoPath(base, tail);
          if (dir !== null) found.push({ dir, why });
        }
      }
    }
  }
  return found;
}
