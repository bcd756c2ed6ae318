/**
 * The protected paths that stand for a module of the test machinery (`pytest/`, `pluggy.py`
 * …), and when such a path is the project's own code instead.
 *
 * A library tested in its own checkout shadows its installed copy: that is what its tests are
 * for. pluggy's and iniconfig's repositories hold `src/pluggy/` and `src/iniconfig/`; pytest's
 * holds `src/_pytest/`. Refusing every fix to them would refuse the project itself, so a path
 * under such a module is excused when the base already provides the same module at the same
 * place: the package's `__init__.py` in the same folder, or the very module file. A patch that
 * brings the name in new (`tests/pluggy.py`, a new `pluggy/` package anywhere) is still
 * refused here, and the ShadowedModule gate judges, with the runner's real search path, any
 * shadow it makes; the sealed evidence judges what the changed code does.
 */

/** Top-level names of the test machinery that the default protected paths name. */
export const MACHINERY_MODULES: readonly string[] = [
  'unittest',
  'pytest',
  '_pytest',
  'pluggy',
  'iniconfig',
];

/** The default patterns for them: `name.py` and `name/`, at any depth. */
export const MACHINERY_PATTERNS: readonly string[] = MACHINERY_MODULES.flatMap((name) => [
  `${name}.py`,
  `${name}/`,
]);

const PACKAGE_PATTERN = new Map(MACHINERY_MODULES.map((name) => [`${name}/`, name]));
const MODULE_PATTERN = new Map(MACHINERY_MODULES.map((name) => [`${name}.py`, name]));

/**
 * `path` matched `pattern`, a machinery pattern, and the base already provides that module at
 * that place: the module file itself, or for a package every folder of that name on the path
 * holds an `__init__.py` in the base. Names compare case-folded, as patterns match.
 */
export function providedByBase(
  pattern: string,
  path: string,
  baseHas: (path: string) => boolean,
): boolean {
  const parts = path.split('/');
  const fold = (s: string): string => s.toLowerCase();
  const module = MODULE_PATTERN.get(pattern);
  if (module !== undefined)
    return fold(parts[parts.length - 1] as string) === `${module}.py` && baseHas(path);
  const packageName = PACKAGE_PATTERN.get(pattern);
  if (packageName === undefined) return false;
  const folders = parts
    .slice(0, -1)
    .map((name, i) => ({ name, i }))
    .filter(({ name }) => fold(name) === packageName);
  return (
    folders.length > 0 &&
    folders.every(({ i }) => baseHas(`${parts.slice(0, i + 1).join('/')}/__init__.py`))
  );
}
