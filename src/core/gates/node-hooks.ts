/**
 * Files a run spec's Node commands load before or around the tests: preloads (`--require`,
 * `--import`), loader hooks (`--loader`, `--experimental-loader`), a custom test reporter
 * (`--test-reporter=./reporter.mjs`, which writes the very report that is judged), an env
 * file (`--env-file`, which may set NODE_OPTIONS), a policy file, and the same flags in
 * `NODE_OPTIONS`; for mocha, jest and vitest their `--config`, `--require`, `--file` and
 * setup files. They decide how tests run, so they join the protected paths of the spec
 * (ProtectedPath), are recorded in the receipt and hold again when the patch lands.
 *
 * What Node 20 reads by itself is protected by default already: `package.json` at any depth
 * (`type`, `imports`, `exports`, `main` change how files below it resolve), `.npmrc`, and
 * `node_modules/` anywhere. Node 20 reads no `.noderc` or `node.config.json`, and a bare
 * `require('fs')` always gets the built-in, so workspace files cannot shadow built-ins.
 */
import { basename, invocationsOf, type Invocation, repoPath } from './command-words.js';
import { splitWords } from './python-invocations.js';

const NODE_PROGRAM = /^node(?:js)?(?:\d+)?$/u;
const NODE_FLAGS = [
  '--require',
  '-r',
  '--import',
  '--loader',
  '--experimental-loader',
  '--test-reporter',
  '--env-file',
  '--experimental-policy',
];
const RUNNER_FLAGS: Readonly<Record<string, readonly string[]>> = {
  mocha: ['--require', '-r', '--file', '--config', '--reporter', '-R', '--ui', '-u'],
  _mocha: ['--require', '-r', '--file', '--config', '--reporter', '-R', '--ui', '-u'],
  jest: [
    '--config',
    '-c',
    '--setupFiles',
    '--setupFilesAfterEnv',
    '--globalSetup',
    '--globalTeardown',
    '--testEnvironment',
    '--reporters',
    '--resolver',
    '--transform',
  ],
  vitest: ['--config', '-c', '--setupFiles', '--globalSetup', '--environment', '--reporter'],
};
// Values that name something built in, never a file of the workspace.
const BUILT_IN = new Set([
  'spec',
  'tap',
  'dot',
  'junit',
  'lcov',
  'json',
  'list',
  'min',
  'nyan',
  'progress',
  'landing',
  'xunit',
  'doc',
  'verbose',
  'default',
  'basic',
  'node',
  'jsdom',
  'happy-dom',
  'bdd',
  'tdd',
  'qunit',
  'exports',
  'hanging-process',
  'github-actions',
]);

/** Protected-path patterns (anchored at the root) for the hook files `commands` name. */
export function nodeHookPatterns(
  commands: ReadonlyArray<readonly string[]>,
  env: Readonly<Record<string, string>> = {},
): string[] {
  const patterns = new Set<string>();
  for (const command of commands) {
    for (const invocation of invocationsOf(command, env)) {
      for (const [value, cwd] of hookValues(invocation))
        for (const p of patternsOf(value, cwd)) patterns.add(p);
    }
  }
  return [...patterns].sort();
}

function hookValues(invocation: Invocation): Array<[string, string | null]> {
  const program = basename(invocation.argv[0] ?? '').replace(/\.(?:c|m)?js$/u, '');
  const found: Array<[string, string | null]> = [];
  const options = invocation.env['NODE_OPTIONS'];
  if (options !== undefined)
    found.push(
      ...flagValues(splitWords(options), NODE_FLAGS).map((v): [string, string | null] => [
        v,
        invocation.cwd,
      ]),
    );
  const flags = NODE_PROGRAM.test(program) ? NODE_FLAGS : RUNNER_FLAGS[program];
  if (flags !== undefined)
    found.push(
      ...flagValues(invocation.argv.slice(1), flags).map((v): [string, string | null] => [
        v,
        invocation.cwd,
      ]),
    );
  return found;
}

/** The values of `flags` in `args` (`--flag value`, `--flag=value`); a node script ends Node's own options. */
function flagValues(args: readonly string[], flags: readonly string[]): string[] {
  const values: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (arg === '--') break;
    const eq = arg.indexOf('=');
    const name = arg.startsWith('--') && eq !== -1 ? arg.slice(0, eq) : arg;
    if (!flags.includes(name)) continue;
    const value = name === arg ? args[++i] : arg.slice(eq + 1);
    if (value !== undefined) values.push(...value.split(',').filter((v) => v !== ''));
  }
  return values;
}

/** The file a value names, and its extension-less and index forms. */
function patternsOf(value: string, cwd: string | null): string[] {
  if (
    BUILT_IN.has(value) ||
    value.startsWith('node:') ||
    value.startsWith('data:') ||
    /^[a-z][a-z0-9+.-]*:\/\//iu.test(value)
  )
    return [];
  const local = value.startsWith('file://') ? value.slice('file://'.length) : value;
  const path = repoPath(cwd, local);
  if (path === null || path === '' || /[*?[\]\\]/u.test(path)) return [];
  return [`/${path}`, `/${path}.*`];
}
