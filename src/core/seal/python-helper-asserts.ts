/**
 * The assertions inside a trusted Python suite's own helpers (red-team finding f1, issue 34).
 * A test that checks through a helper (`expect(calc.add(2, 3), 5)`, with `def expect(got,
 * want): assert got == want` beside it) has no assertion of its own that sealing sees, so it
 * had no twin, and code under test that turns the helper into a no-op (found by name, or
 * by walking `sys.modules` or `gc` for functions loaded from the trusted folder) passed it.
 *
 * A helper whose body asserts two of its parameters equal, before anything else touches
 * them, is an equality assertion: a call of it in a test's body with one of those two
 * arguments a literal is twinned as `assertEqual(x, 5)` is (assertions.ts). The helper is
 * found where the test gets it: defined in its own file, imported from a module of the
 * suite (`from helpers import expect`, `import helpers` then `helpers.expect`), or handed
 * over by a pytest fixture of a conftest.py above it whose body is `return expect`.
 */
import { assertionsOf } from './assertions.js';
import type { SealRandom } from './prng.js';
import type { Container } from './python-tests.js';
import {
  dirOf,
  importsOf,
  readPythonFiles,
  resolveFirst,
  type SuiteModule,
  suiteModules,
} from './python-imports.js';
import { named, type SyntaxNode, type TestFileParser } from './syntax.js';

/** The positions of the two arguments a helper compares. */
export type ComparedArgs = readonly [number, number];

/** What a test file's calls may mean: callee text → compared arguments. */
export interface HelperCalls {
  /** Names bound in the module (`expect`, `helpers.expect`). */
  readonly names: ReadonlyMap<string, ComparedArgs>;
  /** Fixtures a test takes as a parameter (`def test_x(check)`). */
  readonly fixtures: ReadonlyMap<string, ComparedArgs>;
}

interface FileFacts {
  /** Module-level functions that are equality assertions. */
  readonly own: Map<string, ComparedArgs>;
  /** Module-level names imported from modules of the suite: local name → module key and attribute (null: the module). */
  readonly imported: Map<string, { key: string; attribute: string | null }>;
  /** pytest fixtures whose body is `return <name>`: fixture → name. */
  readonly fixtures: Map<string, string>;
}

/** The helper calls each Python file of a suite can make, read from the files before sealing. */
export function helperCallsOf(
  files: ReadonlyMap<string, Uint8Array>,
  parser: TestFileParser,
): (path: string) => HelperCalls {
  const modules = suiteModules(files.keys());
  const facts = readPythonFiles(files, parser, (path, _text, root) =>
    readFacts(path, root, modules),
  );
  const bound = (path: string, name: string): ComparedArgs | undefined => {
    const f = facts.get(path);
    const own = f?.own.get(name);
    if (own) return own;
    const from = f?.imported.get(name);
    const module = from ? modules.get(from.key) : undefined;
    return from?.attribute && module ? facts.get(module.path)?.own.get(from.attribute) : undefined;
  };
  return (path) => {
    const names = new Map<string, ComparedArgs>();
    const f = facts.get(path);
    for (const [name, args] of f?.own ?? []) names.set(name, args);
    for (const [local, from] of f?.imported ?? []) {
      const module = modules.get(from.key);
      const helper = module ? facts.get(module.path) : undefined;
      if (from.attribute === null)
        for (const [name, args] of helper?.own ?? []) names.set(`${local}.${name}`, args);
      else if (helper?.own.has(from.attribute))
        names.set(local, helper.own.get(from.attribute) as ComparedArgs);
    }
    return { names, fixtures: conftestFixtures(path, facts, bound) };
  };
}

/** Fixtures of the conftest.py files from the suite's root down to the file's folder (the nearest wins). */
function conftestFixtures(
  path: string,
  facts: ReadonlyMap<string, FileFacts>,
  bound: (path: string, name: string) => ComparedArgs | undefined,
): Map<string, ComparedArgs> {
  const dirs: string[] = [];
  for (let dir = dirOf(path); ; dir = dirOf(dir.slice(0, -1))) {
    dirs.unshift(dir);
    if (dir === '') break;
  }
  const out = new Map<string, ComparedArgs>();
  for (const dir of dirs) {
    const conftest = `${dir}conftest.py`;
    for (const [fixture, name] of facts.get(conftest)?.fixtures ?? []) {
      const args = bound(conftest, name);
      if (args) out.set(fixture, args);
      else out.delete(fixture);
    }
  }
  return out;
}

function readFacts(
  path: string,
  root: SyntaxNode,
  modules: ReadonlyMap<string, SuiteModule>,
): FileFacts {
  const own = new Map<string, ComparedArgs>();
  const fixtures = new Map<string, string>();
  const imported = new Map<string, { key: string; attribute: string | null }>();
  for (const statement of named(root)) {
    if (statement.type === 'function_definition') {
      const name = statement.childForFieldName('name')?.text ?? '';
      const args = comparedArgs(statement);
      if (args && !name.startsWith('test')) own.set(name, args);
      else own.delete(name);
    } else if (statement.type === 'decorated_definition') {
      const def = statement.childForFieldName('definition');
      const decorators = statement.text.slice(0, (def?.startIndex ?? 0) - statement.startIndex);
      const returned = def?.type === 'function_definition' ? onlyReturn(def) : null;
      const name = def?.childForFieldName('name')?.text ?? '';
      own.delete(name);
      if (returned && /^@(?:pytest\.)?fixture\b/m.test(decorators)) fixtures.set(name, returned);
    }
  }
  for (const i of importsOf(root)) {
    if (!i.topLevel) continue;
    if (i.module) {
      const parts = i.module.parts;
      const key = resolveFirst(path, i.level, parts[0] as string, modules);
      if (!key || parts.length > 1) continue;
      for (const n of i.names)
        if (n.parts.length === 1)
          imported.set(n.alias ?? (n.parts[0] as string), { key, attribute: n.parts[0] as string });
      continue;
    }
    for (const n of i.names) {
      const key = resolveFirst(path, i.level, n.parts[0] as string, modules);
      if (key && n.parts.length === 1)
        imported.set(n.alias ?? (n.parts[0] as string), { key, attribute: null });
    }
  }
  return { own, imported, fixtures };
}

/**
 * The two parameters a function asserts equal (`assert a == b`, with or without a message),
 * when that assertion is a statement of its body and nothing before it names either of them
 * or could return. Null otherwise.
 */
export function comparedArgs(def: SyntaxNode): ComparedArgs | null {
  const params = positionalParams(def.childForFieldName('parameters'));
  const body = def.childForFieldName('body');
  if (!params || !body) return null;
  for (const statement of named(body)) {
    if (statement.type === 'comment' || isDocstring(statement)) continue;
    if (statement.type === 'assert_statement') {
      const condition = named(statement)[0];
      const sides = condition?.type === 'comparison_operator' ? named(condition) : [];
      const operators = condition?.children.filter((c) => c !== null && !/^[a-z_]+$/.test(c.type));
      if (sides.length === 2 && operators?.length === 1 && operators[0]?.type === '==') {
        const a = params.indexOf(sides[0]?.type === 'identifier' ? (sides[0]?.text ?? '') : '');
        const b = params.indexOf(sides[1]?.type === 'identifier' ? (sides[1]?.text ?? '') : '');
        if (a >= 0 && b >= 0 && a !== b) return [a, b];
      }
    }
    if (/\b(?:return|yield|raise)\b/.test(statement.text) || names(statement, params)) return null;
  }
  return null;
}

/** Plain positional parameter names in order; null if any is a pattern or comes after `*`. */
function positionalParams(node: SyntaxNode | null, least = 2): string[] | null {
  if (!node) return null;
  const out: string[] = [];
  for (const p of named(node)) {
    if (p.type === 'comment') continue;
    const name =
      p.type === 'identifier'
        ? p
        : p.type === 'default_parameter' || p.type === 'typed_default_parameter'
          ? p.childForFieldName('name')
          : p.type === 'typed_parameter'
            ? (named(p)[0] ?? null)
            : null;
    if (name?.type !== 'identifier') break;
    out.push(name.text);
  }
  return out.length >= least ? out : null;
}

/** A statement names one of the parameters (as an identifier anywhere in it). */
function names(node: SyntaxNode, params: readonly string[]): boolean {
  if (node.type === 'identifier') return params.includes(node.text);
  return named(node).some((c) => names(c, params));
}

/** `return <identifier>` as a function's whole body (after a docstring): the name it returns. */
function onlyReturn(def: SyntaxNode): string | null {
  const body = def.childForFieldName('body');
  const statements = body ? named(body).filter((s) => s.type !== 'comment') : [];
  const [first, second] = statements;
  const only =
    first && isDocstring(first) && statements.length === 2
      ? second
      : statements.length === 1
        ? first
        : null;
  const value = only?.type === 'return_statement' ? named(only)[0] : null;
  return value?.type === 'identifier' ? value.text : null;
}

function isDocstring(statement: SyntaxNode): boolean {
  return statement.type === 'expression_statement' && named(statement)[0]?.type === 'string';
}

/**
 * The containers' tests with their helper calls counted as assertions too (each test is
 * replaced before anything holds it). In a test, a parameter names a fixture and shadows a
 * module-level name of the same spelling.
 */
export function withHelperAssertions(containers: readonly Container[], calls: HelperCalls): void {
  for (const c of containers)
    c.tests.forEach((t, i) => {
      const fn =
        t.definition.type === 'decorated_definition'
          ? t.definition.childForFieldName('definition')
          : t.definition;
      const body = fn?.childForFieldName('body');
      if (!fn || !body) return;
      const params = new Set(positionalParams(fn.childForFieldName('parameters'), 0) ?? []);
      const helpers = (callee: string): ComparedArgs | null => {
        if (params.has(callee)) return calls.fixtures.get(callee) ?? null;
        if (params.has(callee.split('.')[0] as string)) return null;
        return calls.names.get(callee) ?? null;
      };
      c.tests[i] = { ...t, assertions: assertionsOf(body, 'python', helpers) };
    });
}

/**
 * The call a must-fail plant makes instead of a bare `assert a == b`, where the file has an
 * equality helper comparing its first two arguments: a helper turned into a no-op lets the
 * plant pass. A fixture only where the plant is a pytest function that can take it. Null
 * (and no draw) where there is none.
 */
export function plantHelper(
  calls: HelperCalls | undefined,
  functionStyle: boolean,
  random: SealRandom,
): { readonly callee: string; readonly fixture: boolean } | null {
  const firstTwo = (args: ComparedArgs): boolean =>
    Math.min(...args) === 0 && Math.max(...args) === 1;
  const candidates = [
    ...[...(calls?.names ?? [])]
      .filter(([, args]) => firstTwo(args))
      .map(([callee]) => ({ callee, fixture: false })),
    ...(functionStyle ? [...(calls?.fixtures ?? [])] : [])
      .filter(([, args]) => firstTwo(args))
      .map(([callee]) => ({ callee, fixture: true })),
  ].sort((x, y) => (x.callee < y.callee ? -1 : x.callee > y.callee ? 1 : 0));
  return candidates.length > 0 ? (candidates[random.below(candidates.length)] ?? null) : null;
}
