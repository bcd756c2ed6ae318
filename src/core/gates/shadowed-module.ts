/**
 * The ShadowedModule gate (PROTOCOL 5.1, Test integrity): a patch may not bring a module into
 * a folder on `sys.path` that a test run would import instead of the standard library's or
 * the installed test machinery's own. `unittest.main` imports argparse, difflib, fnmatch,
 * signal …; pytest imports pluggy, iniconfig, packaging …; a workspace `difflib.py` that
 * loads the real one and then bends how failures are judged runs before any test does.
 *
 * The gate compares the shadows of the base with those of the result, each tree with its
 * own search path (python-path.ts): a shadow that is new is refused. A shadow the base
 * already has at the same place is the project's design, not the patch's doing: the patch may
 * change it (a library tested in its own checkout shadows its installed copy), except a `-p`
 * plugin or distribution metadata, and except a symlink (its target is unknown, so no change
 * is allowed while it is there); one the patch removes goes. A shadow is
 *  - `name.py` (`.pyc`, `.so`, `name.cpython-311-x86_64-linux-gnu.so` …) in a search folder;
 *  - `name/` with an `__init__` module (a regular package wins over every later folder), or
 *    any `name/` when the installed `name` is a namespace package (the workspace's portion
 *    comes first in it); a plain `name/` folder does not shadow a regular module, so
 *    `json/data.json` or `html/index.html` pass;
 *  - a symlink named so in a search folder (its target is unknown, so any change may be one);
 *  - a `*.dist-info/` or `*.egg-info/` folder: importlib.metadata finds distributions on
 *    sys.path, and pytest loads their `pytest11` entry points as plugins;
 *  - a module named by `pytest -p NAME` (dotted names too).
 * Other installed modules (the project's dependencies) count only when new: a repository
 * that is itself an installed package may change its own code.
 * Names compare NFKC case-folded, so a case-insensitive disk cannot hide one.
 */
import { IntakeRefusal } from '../errors.js';
import { MODULE_FILE, parentDir, type TreeIndex } from './python-path.js';
import type { PythonModules } from './runner-modules.js';

/** One tree as the gate sees it: its index and its search path. */
export interface ShadowSide {
  readonly tree: TreeIndex;
  readonly folders: ReadonlyMap<string, string>;
  readonly plugins: readonly string[];
}

type Source = 'stdlib' | 'test package' | 'pytest plugin' | 'installed' | 'distribution metadata';

interface Shadow {
  readonly key: string;
  readonly module: string;
  readonly folder: string;
  readonly source: Source;
  /** The paths that make it up (the module file, or everything below the package folder). */
  readonly files: string[];
  /** A symlink: what it points to is not known, so every change of the tree may change it. */
  opaque: boolean;
}

/** Throws `ShadowedModule` for the first shadow of `result` that is new, or guarded and changed by `touched`. */
export function assertNoShadowedModules(
  modules: PythonModules,
  base: ShadowSide,
  result: ShadowSide,
  touched: ReadonlySet<string>,
): void {
  const before = shadowsOf(modules, base);
  for (const shadow of shadowsOf(modules, result).values()) {
    const earlier = before.get(shadow.key);
    if (earlier === undefined)
      refuse(
        shadow,
        shadow.files.find((p) => touched.has(p)) ?? (shadow.files[0] as string),
        result,
        modules,
        'new',
      );
    if (shadow.opaque && touched.size > 0)
      refuse(shadow, shadow.files[0] as string, result, modules, 'symlink');
    if (!GUARDED_WHEN_CHANGED.has(shadow.source)) continue;
    const changed = [...shadow.files, ...earlier.files].find((p) => touched.has(p));
    if (changed !== undefined) refuse(shadow, changed, result, modules, 'changed');
  }
}

/**
 * Sources whose existing shadows a patch may not change: what the spec loads as test
 * machinery (`-p` plugins) and distribution metadata (its entry points become plugins). A
 * stdlib, test-machinery or other installed name that the base already provides at the same
 * place is the project's own code (a library tested in its own checkout shadows its installed
 * copy; that is what its tests are for): fixing it is not shadowing, and the sealed evidence
 * judges what it does.
 */
const GUARDED_WHEN_CHANGED: ReadonlySet<Source> = new Set([
  'pytest plugin',
  'distribution metadata',
]);

/** Every shadow in `side`, by folder and folded module name. */
export function shadowsOf(modules: PythonModules, side: ShadowSide): Map<string, Shadow> {
  const sources = new Map<string, Source>();
  const learn = (names: readonly string[], source: Source): void => {
    for (const name of names) if (!sources.has(fold(name))) sources.set(fold(name), source);
  };
  learn(modules.stdlib, 'stdlib');
  learn(modules.testPackages, 'test package');
  const dotted = side.plugins.map((p) => p.split('.').map(fold));
  learn(
    dotted.filter((d) => d.length === 1).map((d) => d[0] as string),
    'pytest plugin',
  );
  learn(modules.installed, 'installed');
  const namespaces = new Set(modules.namespaces.map(fold));
  const found = new Map<string, Shadow>();
  const note = (folder: string, module: string, source: Source, path: string): void => {
    const key = `${folder}\u0000${module}`;
    const shadow = found.get(key) ?? { key, module, folder, source, files: [], opaque: false };
    shadow.files.push(path);
    shadow.opaque ||= side.tree.symlinks.has(path) && source !== 'installed';
    found.set(key, shadow);
  };
  for (const path of side.tree.files) {
    for (const folder of foldersAbove(path, side.folders)) {
      const parts = (folder === '' ? path : path.slice(folder.length + 1)).split('/');
      const head = parts[0] as string;
      if (parts.length === 1) {
        // A symlink may be a folder: `json -> ../data` is a package if the target is one.
        const module = moduleOf(head) ?? (side.tree.symlinks.has(path) ? fold(head) : undefined);
        const source = module === undefined ? undefined : sources.get(module);
        if (module !== undefined && source !== undefined) note(folder, module, source, path);
      } else if (/\.(?:dist|egg)-info$/iu.test(head)) {
        note(folder, fold(head), 'distribution metadata', path);
      } else {
        const source = sources.get(fold(head));
        const dir = folder === '' ? head : `${folder}/${head}`;
        if (source !== undefined && (side.tree.packages.has(dir) || namespaces.has(fold(head))))
          note(folder, fold(head), source, path);
      }
      const plugin = dotted.find((d) => d.length > 1 && isDottedModule(parts, d));
      if (plugin !== undefined) note(folder, plugin.join('.'), 'pytest plugin', path);
    }
  }
  return found;
}

/** `parts` (a path below a search folder) is, or is inside, the module `dotted`. */
function isDottedModule(parts: readonly string[], dotted: readonly string[]): boolean {
  if (parts.length < dotted.length) return false;
  for (let i = 0; i < dotted.length - 1; i++)
    if (fold(parts[i] as string) !== dotted[i]) return false;
  const last = parts[dotted.length - 1] as string;
  const leaf = dotted[dotted.length - 1];
  return parts.length === dotted.length ? moduleOf(last) === leaf : fold(last) === leaf;
}

/** The search folders `path` lies below (a file may be below several). */
function foldersAbove(path: string, folders: ReadonlyMap<string, string>): string[] {
  const above: string[] = [];
  for (let dir = parentDir(path); ; dir = parentDir(dir)) {
    if (folders.has(dir)) above.push(dir);
    if (dir === '') return above;
  }
}

/** The module a file name is imported as (`signal.cpython-311-x86_64-linux-gnu.so` → `signal`). */
function moduleOf(name: string): string | undefined {
  return MODULE_FILE.test(name) ? fold(name.split('.')[0] as string) : undefined;
}

function fold(name: string): string {
  return name.normalize('NFKC').toLowerCase();
}

const SOURCE_TEXT: Readonly<Record<Source, string>> = {
  stdlib: 'standard-library module',
  'test package': 'module of the installed test machinery',
  'pytest plugin': 'pytest plugin named in the run spec',
  installed: 'installed module',
  'distribution metadata': 'distributions',
};

function refuse(
  shadow: Shadow,
  path: string,
  side: ShadowSide,
  modules: PythonModules,
  why: 'new' | 'changed' | 'symlink',
): never {
  const where = shadow.folder === '' ? 'the repository root' : `${shadow.folder}/`;
  const onPath = side.folders.get(shadow.folder) ?? '';
  const what =
    shadow.source === 'distribution metadata'
      ? `${path} is distribution metadata in ${where}, which is on sys.path (${onPath}): pytest would load plugins it declares`
      : `${path} would be imported as "${shadow.module}" from ${where}, which is on sys.path (${onPath}), instead of the runner's own ${SOURCE_TEXT[shadow.source]} (Python ${modules.python})`;
  const more =
    why === 'changed'
      ? ' The base already has this module; the patch may not change it.'
      : why === 'symlink'
        ? ' It is a symlink of the base, so any change may change what it points to; the repository owner should replace it with a real module of another name.'
        : '';
  throw new IntakeRefusal(
    'ShadowedModule',
    `${what}: it would change how tests run, not what they test.${more} Rename the module (or move it into your package) so it does not shadow "${shadow.module}"`,
    {
      location: { path },
      details: {
        module: shadow.module,
        folder: shadow.folder,
        source: shadow.source,
        ...(why === 'new' ? {} : { shadow: why }),
      },
    },
  );
}
