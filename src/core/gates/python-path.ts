/**
 * The folders of a tree that are on Python's `sys.path` while some phase runs, each with the
 * reason. Beyond what the commands say (python-invocations.ts) and the pytest settings of the
 * tree (pytest-ini.ts), always: the repository root (the working folder of `python -m` and
 * unittest's default top-level folder), `tests/`, `test/` and `src/`, and — pytest's
 * `prepend` import mode — for every test file and conftest.py the first folder upward from it
 * that is not a package (holds no `__init__`). Over-approximated on purpose: a folder counted
 * that a run never puts on the path costs at most the refusal of a stdlib-named module there.
 */
import { repoPath } from './command-words.js';
import { type PathFolder, type PythonFacts, readPytest } from './python-invocations.js';
import { overrideValues, PYTEST_CONFIG_FILES, pytestSettings } from './pytest-ini.js';

/** The paths of one tree, with its folders and the folders that are packages. */
export interface TreeIndex {
  readonly files: ReadonlySet<string>;
  readonly dirs: ReadonlySet<string>;
  /** Folders holding an `__init__` module (`__init__.py`, `.pyc`, `.so` …): regular packages. */
  readonly packages: ReadonlySet<string>;
  /** The files that are symlinks (their targets are not known here). */
  readonly symlinks: ReadonlySet<string>;
}

/** pytest's default `python_files`, and unittest discovery's default pattern. */
const DEFAULT_TEST_PATTERNS = ['test_*.py', '*_test.py', 'test*.py'];

/** File names Python imports a module from: source, byte code, extension modules. */
export const MODULE_FILE = /\.(?:py|pyc|pyw|pyd|so)$/iu;

export function treeIndex(paths: Iterable<string>, symlinks: Iterable<string> = []): TreeIndex {
  const files = new Set<string>();
  const dirs = new Set<string>(['']);
  const packages = new Set<string>();
  for (const path of paths) {
    files.add(path);
    const parts = path.split('/');
    for (let i = 1; i < parts.length; i++) dirs.add(parts.slice(0, i).join('/'));
    const name = parts[parts.length - 1] as string;
    if (MODULE_FILE.test(name) && name.split('.')[0] === '__init__')
      packages.add(parts.slice(0, -1).join('/'));
  }
  return { files, dirs, packages, symlinks: new Set(symlinks) };
}

/** The folder of a path (`''` for the root). */
export function parentDir(path: string): string {
  const slash = path.lastIndexOf('/');
  return slash === -1 ? '' : path.slice(0, slash);
}

/** The pytest configuration files of `tree` and those the commands name: the ones to read. */
export function configFilesOf(tree: TreeIndex, facts: PythonFacts): string[] {
  const named = [...tree.files].filter((p) =>
    PYTEST_CONFIG_FILES.has(p.slice(p.lastIndexOf('/') + 1)),
  );
  return [...new Set([...named, ...facts.iniFiles.filter((f) => tree.files.has(f))])].sort();
}

export interface SearchPath {
  /** Folder → why it is on sys.path. */
  readonly folders: ReadonlyMap<string, string>;
  /** Modules loaded by name as pytest plugins (`-p NAME`, in commands or `addopts`). */
  readonly plugins: readonly string[];
}

/** A predicate for the test files of a tree under `facts` (pytest's and unittest's patterns). */
export function testFilePredicate(facts: PythonFacts): (path: string) => boolean {
  // The defaults of pytest and unittest count whatever the commands say: a command this
  // file cannot read (a Makefile, tox) still runs one of them.
  const patterns = [...new Set([...DEFAULT_TEST_PATTERNS, ...facts.testPatterns])].map(fnmatch);
  return (path) => {
    const name = path.slice(path.lastIndexOf('/') + 1);
    return name.endsWith('.py') && patterns.some((p) => p(path, name));
  };
}

/**
 * Where Python looks for modules in `tree` under `facts`, with `config` the texts of
 * configFilesOf() and `runtime` the folders test code adds itself (python-runtime-path.ts).
 */
export function pythonSearchPath(
  tree: TreeIndex,
  facts: PythonFacts,
  config: ReadonlyMap<string, string>,
  runtime: readonly PathFolder[] = [],
): SearchPath {
  const all = withConfig(facts, config);
  const folders = new Map<string, string>();
  const add = (f: PathFolder): void => {
    if (!folders.has(f.dir) && (f.dir === '' || tree.dirs.has(f.dir))) folders.set(f.dir, f.why);
  };
  add({
    dir: '',
    why: 'it is the working folder of `python -m` and the default top-level folder of unittest discovery',
  });
  for (const dir of ['tests', 'test']) add({ dir, why: 'test runners start there' });
  add({ dir: 'src', why: 'src layouts put it on the path' });
  for (const f of [...all.folders, ...runtime]) add(f);
  // Python may start from any folder: every folder that is no package counts.
  const anywhere = all.anywhere[0];
  if (anywhere !== undefined)
    for (const dir of tree.dirs) if (!tree.packages.has(dir)) add({ dir, why: anywhere });
  const isTest = testFilePredicate(all);
  for (const file of tree.files) {
    const name = file.slice(file.lastIndexOf('/') + 1);
    if (!all.testFiles.includes(file) && name !== 'conftest.py' && !isTest(file)) continue;
    let dir = parentDir(file);
    while (dir !== '' && tree.packages.has(dir)) dir = parentDir(dir);
    add({
      dir,
      why: `pytest puts it on sys.path for ${file} (the first folder upward without __init__.py)`,
    });
  }
  return { folders, plugins: [...new Set(all.plugins)] };
}

/** The command facts plus what the configuration files and `-o` overrides add. */
function withConfig(facts: PythonFacts, config: ReadonlyMap<string, string>): PythonFacts {
  const all = copyOf(facts);
  for (const [path, text] of config) {
    const dir = parentDir(path);
    const settings = pytestSettings(path, text);
    for (const entry of settings.pythonpath) {
      const folder = repoPath(dir, entry);
      if (folder !== null) all.folders.push({ dir: folder, why: `pythonpath in ${path} names it` });
    }
    all.testPatterns.push(...settings.pythonFiles);
    readPytest(settings.addopts, { argv: [], cwd: '', env: {} }, all);
  }
  for (const { setting, cwd } of all.overrides) {
    const { key, values } = overrideValues(setting);
    if (key === 'python_files') all.testPatterns.push(...values);
    if (key !== 'pythonpath') continue;
    for (const value of values) {
      for (const base of new Set([cwd, ''])) {
        const folder = repoPath(base, value);
        if (folder !== null)
          all.folders.push({ dir: folder, why: `pytest -o pythonpath=${value} names it` });
      }
    }
  }
  return all;
}

function copyOf(facts: PythonFacts): PythonFacts {
  return {
    folders: [...facts.folders],
    testPatterns: [...facts.testPatterns],
    testFiles: [...facts.testFiles],
    plugins: [...facts.plugins],
    iniFiles: [...facts.iniFiles],
    overrides: [...facts.overrides],
    interpreters: [...facts.interpreters],
    anywhere: [...facts.anywhere],
  };
}

/**
 * fnmatch as pytest applies `python_files`: a pattern without `/` matches the file name, one
 * with `/` the end of the path. `*` crosses `/` there, as in Python's fnmatch.
 */
function fnmatch(pattern: string): (path: string, name: string) => boolean {
  let re = '';
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i] as string;
    if (c === '*') re += '.*';
    else if (c === '?') re += '.';
    else if (c === '[') {
      const end = pattern.indexOf(']', i + 2);
      if (end === -1) re += '\\[';
      else {
        const body = pattern.slice(i + 1, end);
        re += `[${body.startsWith('!') ? `^${body.slice(1)}` : body}]`.replace(/\\/gu, '\\\\');
        i = end;
      }
    } else re += c.replace(/[.+^${}()|[\]\\]/gu, '\\$&');
  }
  const anchored = pattern.includes('/');
  const regex = new RegExp(anchored ? `(?:^|/)${re}$` : `^${re}$`, 'su');
  return (path, name) => regex.test(anchored ? path : name);
}
