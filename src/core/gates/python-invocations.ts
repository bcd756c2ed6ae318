/**
 * What a Python invocation puts on `sys.path`, read from its arguments: `python -m …` and
 * `-c` the working folder, `python script.py` the script's folder, `-m unittest discover`
 * its start and top-level folders, pytest its `--rootdir`, its `-c` ini file, `-o
 * pythonpath=…` and the test files it is given (PROTOCOL 5.1, Test integrity). Also which
 * file names count as test files and which plugins `-p` loads. Only what can be read from
 * the arguments; the tree rules (python-path.ts) cover the rest.
 */
import { basename, type Invocation, repoPath } from './command-words.js';

/** A folder on sys.path and why it is there (for the refusal's message). */
export interface PathFolder {
  readonly dir: string;
  readonly why: string;
}

export interface PythonFacts {
  readonly folders: PathFolder[];
  /** File-name patterns of test files (`test*.py`, pytest's `python_files`, unittest's `-p`). */
  readonly testPatterns: string[];
  /** Test files named on the command line (pytest collects them whatever their name). */
  readonly testFiles: string[];
  /** Modules pytest loads with `-p NAME`. */
  readonly plugins: string[];
  /** Ini files named with `pytest -c FILE`. */
  readonly iniFiles: string[];
  /** `-o NAME=VALUE` overrides of pytest's ini settings, with the folder they resolve against. */
  readonly overrides: Array<{ readonly setting: string; readonly cwd: string | null }>;
  /** Program names of the Python interpreters started (`python3`, `/opt/py/bin/python`). */
  readonly interpreters: string[];
  /**
   * Why Python may run from any folder: a command whose working folder cannot be told
   * (`cd "$X"`), or a program that runs commands of its own (make, tox, npm, a script).
   */
  readonly anywhere: string[];
}

/** Where the Python runner image keeps the trusted unittest reporter (runners/python/unittest_junit.py). */
export const UNITTEST_REPORTER = '/usr/lib/patchproof/unittest_junit.py';

export const PYTHON_PROGRAM = /^(?:python|pypy)(?:\d+(?:\.\d+)*)?$/u;
const PYTEST_PROGRAM = /^(?:pytest|py\.test)(?:-?\d+(?:\.\d+)*)?$/u;
const COVERAGE_PROGRAM = /^coverage(?:-?\d+(?:\.\d+)*)?$/u;

// Programs that run commands this file cannot read; a shell left here runs a script file
// (command-words.ts has already opened `sh -c` scripts).
const OPAQUE_PROGRAMS = new Set([
  'make',
  'gmake',
  'tox',
  'nox',
  'invoke',
  'just',
  'npm',
  'npx',
  'yarn',
  'pnpm',
  'hatch',
  'nose2',
  'xargs',
  'find',
]);
const SHELL_PROGRAMS = new Set(['sh', 'bash', 'dash', 'zsh', 'ash', 'ksh']);

export function emptyFacts(): PythonFacts {
  return {
    folders: [],
    testPatterns: [],
    testFiles: [],
    plugins: [],
    iniFiles: [],
    overrides: [],
    interpreters: [],
    anywhere: [],
  };
}

/** True when the invocation starts Python (directly, or as pytest or coverage). */
export function startsPython(invocation: Invocation): boolean {
  const program = basename(invocation.argv[0] ?? '');
  return (
    PYTHON_PROGRAM.test(program) || PYTEST_PROGRAM.test(program) || COVERAGE_PROGRAM.test(program)
  );
}

/** Adds what `invocation` tells about Python's search path to `facts`. */
export function readInvocation(invocation: Invocation, facts: PythonFacts): void {
  const { argv, cwd } = invocation;
  const program = basename(argv[0] ?? '');
  const addFolder = (path: string, why: string): void => {
    const dir = repoPath(cwd, path);
    if (dir !== null) facts.folders.push({ dir, why });
  };
  for (const entry of (invocation.env['PYTHONPATH'] ?? '').split(':')) {
    if (entry !== '') addFolder(entry, 'it is on PYTHONPATH');
  }
  if (startsPython(invocation) && cwd === null)
    facts.anywhere.push('a command runs Python from a folder that cannot be told');
  if (
    OPAQUE_PROGRAMS.has(program) ||
    ((argv[0] as string).includes('/') && !startsPython(invocation)) ||
    (SHELL_PROGRAMS.has(program) && argv.length > 1)
  ) {
    facts.anywhere.push(`\`${program}\` runs commands of its own, which may start Python anywhere`);
  }
  if (PYTEST_PROGRAM.test(program)) return readPytest(argv.slice(1), invocation, facts);
  if (COVERAGE_PROGRAM.test(program)) return readCoverage(argv.slice(1), invocation, facts);
  if (!PYTHON_PROGRAM.test(program)) return;
  facts.interpreters.push(argv[0] as string);
  const run = pythonTarget(argv);
  if (run.kind === 'script' && run.name === UNITTEST_REPORTER && run.args[0] === '--junit-xml') {
    // The trusted reporter runs what `python -m unittest` runs, with the working folder first.
    addFolder('.', 'it is the working folder of the trusted unittest reporter');
    return readUnittest(run.args.slice(2), invocation, facts);
  }
  if (run.kind === 'script') addFolder(parentOf(run.name), `it holds the script ${run.name}`);
  else addFolder('.', 'it is the working folder of `python -m`/`-c`');
  if (run.kind === 'module') readModule(run.name, run.args, invocation, facts);
}

/** Reads `python -m <module> args`. */
function readModule(
  module: string,
  args: readonly string[],
  invocation: Invocation,
  facts: PythonFacts,
): void {
  if (module === 'pytest' || module === 'py.test') readPytest(args, invocation, facts);
  else if (module === 'unittest') readUnittest(args, invocation, facts);
  else if (module === 'coverage') readCoverage(args, invocation, facts);
}

type Target =
  { kind: 'module' | 'script'; name: string; args: readonly string[] } | { kind: 'code' };

/** What `python [options] …` runs. Options that take a value: -c -m -W -X, --check-hash-based-pycs. */
function pythonTarget(argv: readonly string[]): Target {
  for (let i = 1; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '--')
      return argv[i + 1] === undefined
        ? { kind: 'code' }
        : { kind: 'script', name: argv[i + 1] as string, args: argv.slice(i + 2) };
    if (arg === '-' || !arg.startsWith('-'))
      return arg === '-'
        ? { kind: 'code' }
        : { kind: 'script', name: arg, args: argv.slice(i + 1) };
    if (arg === '--check-hash-based-pycs') {
      i += 1;
      continue;
    }
    if (arg.startsWith('--')) continue;
    for (let j = 1; j < arg.length; j++) {
      const flag = arg[j] as string;
      if (!'cmWX'.includes(flag)) continue;
      const attached = arg.slice(j + 1);
      const value = attached !== '' ? attached : argv[i + 1];
      if (attached === '') i += 1;
      if (flag === 'c') return { kind: 'code' };
      if (flag === 'm') return { kind: 'module', name: value ?? '', args: argv.slice(i + 1) };
      break;
    }
  }
  return { kind: 'code' };
}

/** `coverage run [options] (-m module | script) args`: the program it runs is Python too. */
function readCoverage(args: readonly string[], invocation: Invocation, facts: PythonFacts): void {
  if (args[0] !== 'run') return;
  const valued = new Set([
    '--rcfile',
    '--source',
    '--omit',
    '--include',
    '--data-file',
    '--context',
    '--concurrency',
    '--debug',
  ]);
  for (let i = 1; i < args.length; i++) {
    const arg = args[i] as string;
    if (arg === '-m' || arg === '--module') {
      readInvocation({ ...invocation, argv: ['python', '-m', ...args.slice(i + 1)] }, facts);
      return;
    }
    if (!arg.startsWith('-')) {
      readInvocation({ ...invocation, argv: ['python', ...args.slice(i)] }, facts);
      return;
    }
    if (valued.has(arg)) i += 1;
  }
}

/** `-m unittest [discover] …`: discovery inserts its top-level folder (default: the start folder). */
function readUnittest(args: readonly string[], invocation: Invocation, facts: PythonFacts): void {
  const names = args.filter((a) => !a.startsWith('-'));
  if (names.length > 0 && names[0] !== 'discover') return;
  const found = {
    start: [] as string[],
    top: [] as string[],
    pattern: [] as string[],
    positional: [] as string[],
  };
  const valued: Record<string, keyof typeof found> = {
    '-s': 'start',
    '--start-directory': 'start',
    '-t': 'top',
    '--top-level-directory': 'top',
    '-p': 'pattern',
    '--pattern': 'pattern',
  };
  const rest = names[0] === 'discover' ? args.slice(args.indexOf('discover') + 1) : args;
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i] as string;
    const [flag, attached] =
      arg.startsWith('--') && arg.includes('=')
        ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)]
        : [arg, undefined];
    const key = valued[flag as string];
    if (key !== undefined) found[key].push(attached ?? rest[++i] ?? '.');
    else if (arg === '-k' || arg === '--durations') i += 1;
    else if (!arg.startsWith('-')) found.positional.push(arg);
  }
  const start = found.start[0] ?? found.positional[0] ?? '.';
  const top = found.top[0] ?? found.positional[2];
  const add = (path: string, why: string): void => {
    const dir = repoPath(invocation.cwd, path);
    if (dir !== null) facts.folders.push({ dir, why });
  };
  add(start, 'unittest discovery starts there');
  if (top !== undefined) add(top, "it is unittest discovery's top-level folder");
  facts.testPatterns.push(
    ...found.pattern,
    ...(found.positional[1] !== undefined ? [found.positional[1]] : []),
    'test*.py',
  );
}

// pytest options whose value is the next argument (when not written `--name=value`).
const PYTEST_VALUED = new Set([
  '-k',
  '-m',
  '-r',
  '-W',
  '--tb',
  '--maxfail',
  '--deselect',
  '--ignore',
  '--ignore-glob',
  '--durations',
  '--durations-min',
  '--import-mode',
  '--junitxml',
  '--junit-xml',
  '--junit-prefix',
  '--basetemp',
  '--confcutdir',
  '--color',
  '--capture',
  '--log-level',
  '--log-file',
  '--log-file-level',
  '--log-format',
  '--log-cli-level',
  '--cov',
  '--cov-report',
  '--cov-config',
  '--debug',
  '--result-log',
  '--doctest-glob',
  '--ignore-glob',
  '--timeout',
]);

/** pytest's arguments (also those of `PYTEST_ADDOPTS` and an ini file's `addopts`). */
export function readPytest(
  args: readonly string[],
  invocation: Invocation,
  facts: PythonFacts,
): void {
  const { cwd } = invocation;
  const all = [...splitWords(invocation.env['PYTEST_ADDOPTS'] ?? ''), ...args];
  const value = (i: number, flag: string): [string | undefined, number] => {
    const arg = all[i] as string;
    if (arg.startsWith(`${flag}=`)) return [arg.slice(flag.length + 1), i];
    if (!flag.startsWith('--') && arg.length > flag.length) return [arg.slice(flag.length), i];
    return [all[i + 1], i + 1];
  };
  const matches = (arg: string, ...flags: string[]): string | undefined =>
    flags.find(
      (f) => arg === f || arg.startsWith(`${f}=`) || (!f.startsWith('--') && arg.startsWith(f)),
    );
  for (let i = 0; i < all.length; i++) {
    const arg = all[i] as string;
    let flag: string | undefined;
    let v: string | undefined;
    if ((flag = matches(arg, '--rootdir'))) {
      [v, i] = value(i, flag);
      const dir = v === undefined ? null : repoPath(cwd, v);
      if (dir !== null) facts.folders.push({ dir, why: "it is pytest's --rootdir" });
    } else if ((flag = matches(arg, '--config-file', '--inifile', '-c'))) {
      [v, i] = value(i, flag);
      const file = v === undefined ? null : repoPath(cwd, v);
      if (file !== null) facts.iniFiles.push(file);
    } else if ((flag = matches(arg, '--override-ini', '-o'))) {
      [v, i] = value(i, flag);
      if (v !== undefined) facts.overrides.push({ setting: v, cwd });
    } else if ((flag = matches(arg, '-p'))) {
      [v, i] = value(i, flag);
      if (v !== undefined && !v.startsWith('no:')) facts.plugins.push(v);
    } else if (arg.startsWith('-')) {
      if (PYTEST_VALUED.has(arg)) i += 1;
    } else {
      const file = repoPath(cwd, arg.split('::')[0] as string);
      if (file !== null && file.endsWith('.py')) facts.testFiles.push(file);
    }
  }
  facts.testPatterns.push('test_*.py', '*_test.py');
}

/** Whitespace-separated words with simple quoting (PYTEST_ADDOPTS, addopts). */
export function splitWords(text: string): string[] {
  return [...text.matchAll(/"([^"]*)"|'([^']*)'|(\S+)/gu)].map(
    (m) => (m[1] ?? m[2] ?? m[3]) as string,
  );
}

function parentOf(path: string): string {
  const slash = path.lastIndexOf('/');
  return slash === -1 ? '.' : path.slice(0, slash) || '/';
}
