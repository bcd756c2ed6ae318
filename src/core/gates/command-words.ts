/**
 * A run spec's commands as the programs they really start: `env A=B python …`, `timeout 60
 * pytest …` and `sh -c "cd tests && python -m pytest"` all end in one program with its
 * arguments, its working folder and the variables set for it. The gates that ask what a
 * command puts on Python's or Node's search path read these, not the raw argv.
 */

/** One program a command starts. */
export interface Invocation {
  readonly argv: readonly string[];
  /** The working folder, repository-relative (`''` = the root); null when it cannot be told. */
  readonly cwd: string | null;
  readonly env: Readonly<Record<string, string>>;
}

/** Where the Docker runner mounts the workspace; an absolute path below it is a repository path. */
export const CONTAINER_WORKSPACE = '/workspace';

const SHELLS = new Set(['sh', 'bash', 'dash', 'zsh', 'ash', 'ksh']);
const MAX_DEPTH = 4;

/** The invocations of `command`, run from the repository root with `env`. */
export function invocationsOf(
  command: readonly string[],
  env: Readonly<Record<string, string>> = {},
): Invocation[] {
  return unwrap(command, '', env, 0);
}

/** The last path component. */
export function basename(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

/**
 * `path` (relative to `cwd`, or absolute inside the container's workspace) as a clean
 * repository-relative folder or file path; null when it leaves the repository or `cwd` is unknown.
 */
export function repoPath(cwd: string | null, path: string): string | null {
  let joined: string;
  if (path === CONTAINER_WORKSPACE || path.startsWith(`${CONTAINER_WORKSPACE}/`))
    joined = path.slice(CONTAINER_WORKSPACE.length);
  else if (path.startsWith('/')) return null;
  else if (cwd === null) return null;
  else joined = `${cwd}/${path}`;
  const out: string[] = [];
  for (const part of joined.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (out.length === 0) return null;
      out.pop();
    } else out.push(part);
  }
  return out.join('/');
}

function unwrap(
  argv: readonly string[],
  cwd: string | null,
  env: Readonly<Record<string, string>>,
  depth: number,
): Invocation[] {
  const program = basename(argv[0] ?? '');
  if (argv.length === 0 || depth > MAX_DEPTH) return [];
  if (program === 'env') return unwrapEnv(argv, cwd, env, depth);
  if (program === 'timeout')
    return unwrap(
      afterOptions(argv, ['-s', '-k', '--signal', '--kill-after'], 1),
      cwd,
      env,
      depth + 1,
    );
  if (program === 'nice')
    return unwrap(afterOptions(argv, ['-n', '--adjustment'], 0), cwd, env, depth + 1);
  if (program === 'stdbuf' || program === 'nohup' || program === 'exec' || program === 'command') {
    return unwrap(afterOptions(argv, ['-i', '-o', '-e'], 0), cwd, env, depth + 1);
  }
  if (SHELLS.has(program)) {
    const script = shellScript(argv);
    if (script !== undefined) return shellInvocations(script, cwd, env, depth + 1);
  }
  if (RUN_WRAPPERS.has(program) && argv[1] === 'run') return unwrapRun(argv, cwd, env, depth);
  return [{ argv, cwd, env }];
}

// Environment managers that run a command: `poetry run pytest`, `uv run --with x pytest`.
const RUN_WRAPPERS = new Set(['poetry', 'pdm', 'pipenv', 'uv', 'rye', 'hatch']);
const RUN_VALUED = new Set([
  '--with',
  '--python',
  '-p',
  '--project',
  '--directory',
  '--env',
  '-e',
  '--group',
  '--extra',
  '--package',
]);

function unwrapRun(
  argv: readonly string[],
  cwd: string | null,
  env: Readonly<Record<string, string>>,
  depth: number,
): Invocation[] {
  let dir = cwd;
  let i = 2;
  for (; i < argv.length && (argv[i] as string).startsWith('-'); i++) {
    const arg = argv[i] as string;
    if (arg === '--') {
      i += 1;
      break;
    }
    if (arg === '--directory') dir = workingFolder(dir, argv[i + 1] ?? '');
    else if (arg.startsWith('--directory='))
      dir = workingFolder(dir, arg.slice('--directory='.length));
    if (RUN_VALUED.has(arg)) i += 1;
  }
  return unwrap(argv.slice(i), dir, env, depth + 1);
}

/** The folder `cd target` leads to; null (unknown) when the target is computed (`$X`, `~`, a glob). */
function workingFolder(cwd: string | null, target: string): string | null {
  return /[$`~*?[]/u.test(target) ? null : repoPath(cwd, target);
}

/** The arguments after a wrapper's options (`valued` take a value) and `positional` leading operands. */
function afterOptions(
  argv: readonly string[],
  valued: readonly string[],
  positional: number,
): string[] {
  let i = 1;
  while (i < argv.length && (argv[i] as string).startsWith('-') && argv[i] !== '--') {
    const arg = argv[i] as string;
    i += valued.includes(arg) ? 2 : 1;
  }
  if (argv[i] === '--') i += 1;
  return argv.slice(i + positional);
}

function unwrapEnv(
  argv: readonly string[],
  cwd: string | null,
  env: Readonly<Record<string, string>>,
  depth: number,
): Invocation[] {
  let vars: Record<string, string> = { ...env };
  let dir = cwd;
  let i = 1;
  for (; i < argv.length; i++) {
    const arg = argv[i] as string;
    const assignment = /^([A-Za-z_][A-Za-z0-9_]*)=(.*)$/su.exec(arg);
    if (assignment) vars[assignment[1] as string] = assignment[2] as string;
    else if (arg === '-i' || arg === '--ignore-environment' || arg === '-') vars = {};
    else if (arg === '-u' || arg === '-C') {
      const value = argv[++i] ?? '';
      if (arg === '-u') delete vars[value];
      else dir = workingFolder(dir, value);
    } else if (arg.startsWith('--chdir=')) dir = workingFolder(dir, arg.slice('--chdir='.length));
    else if (arg.startsWith('--unset=')) delete vars[arg.slice('--unset='.length)];
    else if (arg === '--') {
      i += 1;
      break;
    } else if (!arg.startsWith('-')) break;
  }
  return unwrap(argv.slice(i), dir, vars, depth + 1);
}

/** The script of `sh -c SCRIPT`, `bash -ec SCRIPT`, …; undefined for a shell running a file. */
function shellScript(argv: readonly string[]): string | undefined {
  for (let i = 1; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (!arg.startsWith('-') || arg === '--') return undefined;
    if (!arg.startsWith('--') && arg.includes('c')) return argv[i + 1];
    if (arg === '-o') i += 1;
  }
  return undefined;
}

/**
 * The simple commands of a shell script, split at `;`, `&&`, `||`, `|`, `&` and newlines,
 * with quotes and backslashes undone; `cd DIR` moves the working folder of those after it
 * and `NAME=value` before a command sets a variable for it. Enough for the scripts specs
 * write; expansions (`$X`, globs) stay literal.
 */
function shellInvocations(
  script: string,
  cwd: string | null,
  env: Readonly<Record<string, string>>,
  depth: number,
): Invocation[] {
  const found: Invocation[] = [];
  let dir = cwd;
  // `export A=B` and a line of bare assignments set variables for the commands after them
  // (counted as exported: a variable the gate ignores could only widen what a run sees).
  const shellEnv: Record<string, string> = { ...env };
  for (const words of shellCommands(script)) {
    const exported = words[0] === 'export' ? words.slice(1) : undefined;
    let i = 0;
    const vars: Record<string, string> = { ...shellEnv };
    const assignments = exported ?? words;
    for (; i < assignments.length; i++) {
      const assignment = /^([A-Za-z_][A-Za-z0-9_]*)=(.*)$/su.exec(assignments[i] as string);
      if (!assignment) break;
      vars[assignment[1] as string] = assignment[2] as string;
    }
    const rest = exported ? [] : words.slice(i);
    if (rest.length === 0) Object.assign(shellEnv, vars);
    else if (rest[0] === 'cd' || rest[0] === 'pushd')
      dir = rest[1] === undefined ? null : workingFolder(dir, rest[1]);
    else found.push(...unwrap(rest, dir, vars, depth));
  }
  return found;
}

/** Splits a shell script into simple commands of words. */
export function shellCommands(script: string): string[][] {
  const commands: string[][] = [];
  let words: string[] = [];
  let word: string | null = null;
  const endWord = (): void => {
    if (word !== null) words.push(word);
    word = null;
  };
  const endCommand = (): void => {
    endWord();
    if (words.length > 0) commands.push(words);
    words = [];
  };
  for (let i = 0; i < script.length; i++) {
    const c = script[i] as string;
    if (c === "'") {
      const end = script.indexOf("'", i + 1);
      word = (word ?? '') + script.slice(i + 1, end === -1 ? script.length : end);
      i = end === -1 ? script.length : end;
    } else if (c === '"') {
      let text = '';
      for (i += 1; i < script.length && script[i] !== '"'; i++) {
        if (
          script[i] === '\\' &&
          i + 1 < script.length &&
          '"\\$`'.includes(script[i + 1] as string)
        )
          i += 1;
        text += script[i] as string;
      }
      word = (word ?? '') + text;
    } else if (c === '\\' && i + 1 < script.length) {
      word = (word ?? '') + (script[++i] as string);
    } else if (c === ';' || c === '&' || c === '|' || c === '\n' || c === '(' || c === ')')
      endCommand();
    else if (c === ' ' || c === '\t') endWord();
    else if (c === '#' && word === null) {
      const end = script.indexOf('\n', i);
      i = end === -1 ? script.length : end - 1;
    } else word = (word ?? '') + c;
  }
  endCommand();
  return commands;
}
