/**
 * Sealing one node:test file (also `describe`/`it`, as node:test and Jest-style runners
 * spell them). Every title is replaced by a fresh random title; a title computed at run
 * time becomes `"<random> " + String(title)`, so its instances still carry a known name.
 * node:test runs a file's tests in the order they are registered, and real suites rely on
 * that, so real tests stay in their order; twins and plants are inserted among them at
 * random places, with the number of twins before the original uniform, so the original's
 * rank within its group tells nothing. Nothing is inserted above a declaration that the
 * original comes after.
 */
import type { FilePlan, FileSealer, SealedTest } from './model.js';
import type { SealRandom } from './prng.js';
import { named, type SyntaxNode } from './syntax.js';
import { applyEdits, lineStart, type TextEdit } from './text-edits.js';
import { twinSet } from './twin-set.js';
import { isTestStatementText } from './js-callee.js';
import { ASSERT_CALL, expectCheck, expectStyle } from './js-assert-style.js';
import { jsExportsSealer } from './js-exports.js';
import { findTestCalls, isFlatSuite, type JsTest } from './js-tests.js';

export function jsFileSealer(
  path: string,
  source: string,
  root: SyntaxNode,
  random: SealRandom,
  tokens: Set<string>,
  /** The suite runs under mocha's `exports` interface and no trusted file imports this one. */
  exportsUi = false,
): FileSealer {
  const tests: JsTest[] = [];
  findTestCalls(root, null, tests);
  if (exportsUi && tests.length === 0) return jsExportsSealer(path, source, root, random, tokens);
  const assertWith = plantAssertion(root);
  // A twin copies its test's text: subtests inside it would keep their real titles.
  const enclosing = new Set(tests.map((t) => t.parent));
  // A test with subtests: TAP lists it only when it fails on its own, so it is not required,
  // and no plant takes it as its host (a file whose tests all have subtests takes none).
  for (const t of tests)
    if (enclosing.has(t))
      Object.assign(t, { twinnable: false, required: t.kind === 'test' ? false : t.required });
  const hosts = tests.filter(
    (t) =>
      t.statement &&
      t.kind === 'test' &&
      t.required &&
      (t.parent === null || t.parent.kind === 'suite'),
  );
  const scopes = [
    ...new Map(hosts.map((t) => [(t.scope as SyntaxNode).id, t.scope as SyntaxNode])).values(),
  ];
  return {
    tests,
    plantSites: assertWith ? scopes.length : 0,
    render: (plan) => render(path, source, tests, scopes, assertWith, plan, random, tokens),
  };
}

/** How a plant asserts `a === b`: with the file's own assertion style (js-assert-style.ts). */
type PlantAssert = (a: number | string, b: number | string) => string;

function plantAssertion(root: SyntaxNode): PlantAssert | null {
  const text = root.text;
  if (ASSERT_CALL.test(text)) return (a, b) => `assert.strictEqual(${a}, ${b});`;
  const style = expectStyle(text);
  return style === null ? null : (a, b) => `${expectCheck(style, a, b)};`;
}

interface Insert {
  readonly scope: SyntaxNode;
  readonly slot: number;
  readonly text: string;
}

function render(
  path: string,
  source: string,
  tests: JsTest[],
  scopes: SyntaxNode[],
  assertWith: PlantAssert | null,
  plan: FilePlan,
  random: SealRandom,
  tokens: Set<string>,
) {
  const edits: TextEdit[] = [];
  const inserts: Insert[] = [];
  const sealed: SealedTest[] = [];
  const tokenOf = new Map<JsTest, string>();
  let bits = 0;
  for (const t of tests) {
    const mine = fresh(random, tokens);
    tokenOf.set(t, mine);
    const parents = chain(t.parent, tokenOf);
    const dynamic = t.title !== null && !t.staticTitle;
    if (t.title === null) {
      const args = t.call.childForFieldName('arguments') as SyntaxNode;
      edits.push({
        start: args.startIndex + 1,
        end: args.startIndex + 1,
        text: `${JSON.stringify(mine)}, `,
      });
    } else {
      edits.push({
        start: t.title.startIndex,
        end: t.title.endIndex,
        text: dynamic
          ? `(${JSON.stringify(`${mine} `)} + String(${t.title.text}))`
          : JSON.stringify(mine),
      });
    }
    sealed.push({
      token: mine,
      role: t.kind === 'suite' ? 'suite' : 'real',
      original: t.title === null ? '<anonymous>' : t.name,
      file: path,
      parents,
      required: t.required && t.kind === 'test',
      multi: t.multi,
      dynamic,
      ...(t.loose ? { loose: true } : {}),
    });
  }
  for (const t of tests) {
    if (!t.twinnable || !t.statement || !t.scope || !t.title) continue;
    const statements = statementsOf(t.scope);
    const p = indexIn(statements, t.statement);
    const [lo, hi] = flatGroup(statements, p, tests);
    const floor = Math.max(lo, lastDeclarationBefore(statements, p) + 1);
    const group: string[] = [];
    const made = twinSet(t.assertions, plan.twins.get(t) ?? 0, random);
    bits += made?.bits ?? 0;
    for (const changes of made?.twins ?? []) {
      const twin = fresh(random, tokens);
      // A table's twin is titled from the same template: its rows show the same inputs.
      const dynamic = !t.staticTitle;
      const title = {
        start: t.title.startIndex,
        end: t.title.endIndex,
        text: dynamic
          ? `(${JSON.stringify(`${twin} `)} + String(${t.title.text}))`
          : JSON.stringify(twin),
      };
      group.push(applyEdits(t.statement.text, [title, ...changes], t.statement.startIndex));
      sealed.push({
        token: twin,
        role: 'twin',
        original: tokenOf.get(t) as string,
        file: path,
        parents: chain(t.parent, tokenOf),
        required: true,
        multi: dynamic,
        dynamic,
      });
    }
    const before = random.below(group.length + 1);
    random.shuffle(group).forEach((text, i) => {
      const slot = i < before ? floor + random.below(p - floor + 1) : p + 1 + random.below(hi - p);
      inserts.push({ scope: t.scope as SyntaxNode, slot, text });
    });
  }
  const roles = [
    ...Array(plan.mustFail).fill('must-fail'),
    ...Array(plan.mustPass).fill('must-pass'),
  ] as ('must-fail' | 'must-pass')[];
  // Scopes that hold a table of literal rows: a plant there may be a one-row table too, so
  // code that treats tables apart from plain tests (swallowing their rows' failures) meets a
  // plant. The first must-fail plant of a file with tables always is one.
  const tableScopes = scopes.filter((sc) =>
    tests.some((t) => t.eachCallee !== null && t.scope?.id === sc.id),
  );
  let tabled = false;
  for (const role of scopes.length > 0 && assertWith ? roles : []) {
    const asTable: boolean =
      tableScopes.length > 0 && ((role === 'must-fail' && !tabled) || random.below(2) === 0);
    const pool = asTable ? tableScopes : scopes;
    const scope = pool[random.below(pool.length)] as SyntaxNode;
    const statements = statementsOf(scope);
    const host =
      tests.find(
        (t) =>
          t.scope?.id === scope.id &&
          t.statement &&
          t.kind === 'test' &&
          t.required &&
          t.eachCallee === null,
      ) ??
      (tests.find(
        (t) => t.scope?.id === scope.id && t.statement && t.kind === 'test' && t.required,
      ) as JsTest);
    const first = indexIn(statements, host.statement as SyntaxNode);
    const [lo, hi] = flatGroup(statements, first, tests);
    const floor = Math.max(lo, lastDeclarationBefore(statements, first) + 1);
    const name = fresh(random, tokens);
    const a = 2 + random.below(998);
    const b = role === 'must-pass' ? a : (a + 1 + random.below(997)) % 1000;
    const indent = indentOf(source, host.statement as SyntaxNode);
    const table: JsTest | undefined = asTable
      ? tests.find((t) => t.eachCallee !== null && t.scope?.id === scope.id)
      : undefined;
    tabled ||= table !== undefined && role === 'must-fail';
    const text = table
      ? `${table.eachCallee}([[${a}, ${b}]])(${JSON.stringify(name)}, (got, want) => {\n${indent}  ${(assertWith as PlantAssert)('got', 'want')}\n${indent}});`
      : `${plainCallee(host)}(${JSON.stringify(name)}, () => {\n${indent}  ${(assertWith as PlantAssert)(a, b)}\n${indent}});`;
    inserts.push({ scope, slot: floor + random.below(hi - floor + 1), text });
    sealed.push({
      token: name,
      role,
      original: '',
      file: path,
      parents: chain(host.parent, tokenOf),
      required: true,
      multi: false,
      dynamic: false,
    });
  }
  for (const ins of inserts) {
    const statements = statementsOf(ins.scope);
    const anchor = statements[Math.min(ins.slot, statements.length - 1)] as SyntaxNode;
    const indent = indentOf(source, anchor);
    if (ins.slot < statements.length) {
      const at = lineStart(source, anchor.startIndex) + indent.length;
      edits.push({ start: at, end: at, text: `${ins.text}\n${indent}` });
    } else {
      edits.push({ start: anchor.endIndex, end: anchor.endIndex, text: `\n${indent}${ins.text}` });
    }
  }
  return { text: applyEdits(source, mergeInserts(edits)), tests: sealed, bits };
}

/**
 * How a plant that is not a table calls its host's framework: the host's callee without what
 * would skip it, and without a table's rows (a host `it.each([[1, 2], [3, 4]])` would run the
 * plant once per row, under one title).
 */
function plainCallee(host: JsTest): string {
  if (host.eachCallee !== null || host.callee.includes('('))
    return /^[A-Za-z_$][\w$]*/.exec(host.callee)?.[0] ?? 'test';
  return host.callee.replace(/\.(?:skip|only|todo)$/, '');
}

/** Insertions at one offset become one edit; a title edit inside a statement stays its own. */
function mergeInserts(edits: TextEdit[]): TextEdit[] {
  const byPoint = new Map<string, TextEdit>();
  const out: TextEdit[] = [];
  for (const e of edits) {
    if (e.start !== e.end) {
      out.push(e);
      continue;
    }
    const key = String(e.start);
    const prior = byPoint.get(key);
    byPoint.set(key, prior ? { ...prior, text: prior.text + e.text } : e);
  }
  return [...out, ...byPoint.values()];
}

/**
 * The statements a test inserted beside statement `p` may go among, as [first, last + 1]:
 * in a file of flat qunit suites, those of `p`'s suite (after its `suite(…)` call, before the
 * next), so the inserted test belongs to the suite its parents say; elsewhere, all of them.
 */
function flatGroup(
  statements: SyntaxNode[],
  p: number,
  tests: readonly JsTest[],
): [number, number] {
  const flat = new Set(tests.filter(isFlatSuite).map((t) => (t.statement as SyntaxNode).id));
  let lo = 0;
  let hi = statements.length;
  statements.forEach((s, i) => {
    if (!flat.has(s.id)) return;
    if (i < p) lo = i + 1;
    else if (i > p && hi === statements.length) hi = i;
  });
  return [lo, hi];
}

function chain(parent: JsTest | null, tokenOf: Map<JsTest, string>): string[] {
  const out: string[] = [];
  for (let p = parent; p; p = p.parent) out.unshift(tokenOf.get(p) as string);
  return out;
}

function indexIn(statements: readonly SyntaxNode[], node: SyntaxNode): number {
  return statements.findIndex((s) => s.id === node.id);
}

function statementsOf(scope: SyntaxNode): SyntaxNode[] {
  return named(scope).filter((s) => s.type !== 'comment');
}

/** Index of the last statement before `p` that is not a test call (-1 when none). */
function lastDeclarationBefore(statements: SyntaxNode[], p: number): number {
  for (let i = p - 1; i >= 0; i--) if (!isTestStatement(statements[i] as SyntaxNode)) return i;
  return -1;
}

function isTestStatement(s: SyntaxNode): boolean {
  return s.type === 'expression_statement' && isTestStatementText(s.text);
}

function indentOf(source: string, node: SyntaxNode): string {
  const start = lineStart(source, node.startIndex);
  return /^[ \t]*/.exec(source.slice(start, node.startIndex))?.[0] ?? '';
}

function fresh(random: SealRandom, tokens: Set<string>): string {
  for (;;) {
    const name = random.word(12);
    if (!tokens.has(name)) {
      tokens.add(name);
      return name;
    }
  }
}
