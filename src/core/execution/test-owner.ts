/**
 * Which file a reported test id comes from, as far as the id says (gate mode proposal,
 * proposal-phases.ts): only tests of the files a patch adds or changes are its own tests.
 * Ids carry their file in most report formats:
 * - unittest `test_calc.CalcTest.test_add` and pytest's JUnit `tests.test_calc.TestCalc::test_add`:
 *   the module, dotted, from the discovery folder or the root (so any dotted tail of the path);
 * - JUnit from Jest, Vitest and mocha: the file's path as the classname (`src/x.test.js::…`);
 * - Go `example.com/mod/internal/calc::TestAdd`: the package, whose folder holds the file.
 * node:test's TAP ids are test titles alone, and say nothing of their file.
 */
const SEPARATOR = /^(?:\.|::|\/| |>|#|\[|\()/;
const SOURCE = /\.(?:py|[cm]?[jt]sx?|go)$/;

export type TestOwner = (id: string) => boolean;

/** The forms of a test file's name an id can start with. */
function formsOf(path: string): string[] {
  const stem = path.replace(/\.[^./]+$/, '');
  const parts = stem.split('/');
  return [path, stem, ...parts.map((_, i) => parts.slice(i).join('.'))];
}

/** Whether `id` names one of `files`, by the forms above. */
export function ownedBy(files: Iterable<string>): TestOwner {
  const forms = new Set<string>();
  const packages = new Set<string>();
  for (const file of files) {
    if (!SOURCE.test(file)) continue;
    if (file.endsWith('.go')) {
      const folder = file.includes('/') ? file.slice(0, file.lastIndexOf('/')) : '';
      if (folder !== '') packages.add(folder);
      continue;
    }
    for (const form of formsOf(file)) forms.add(form);
  }
  return (id) => {
    const pkg = id.includes('::') ? id.slice(0, id.indexOf('::')) : null;
    if (
      pkg !== null &&
      [...packages].some((folder) => pkg === folder || pkg.endsWith(`/${folder}`))
    )
      return true;
    for (const form of forms)
      if (id === form || (id.startsWith(form) && SEPARATOR.test(id.slice(form.length))))
        return true;
    return false;
  };
}

/**
 * The owner rule for one report: `ownedBy(proposed)` when the report's ids name files at all
 * (some id names one of `known`, the repository's test files), else every id, since a format
 * whose ids carry no file (TAP) cannot be told apart by file.
 */
export function proposalOwner(
  proposed: Iterable<string>,
  known: Iterable<string>,
  ids: readonly string[],
): TestOwner {
  const anyFile = ownedBy([...known, ...proposed]);
  return ids.some(anyFile) ? ownedBy(proposed) : () => true;
}
