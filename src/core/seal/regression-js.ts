/**
 * Where the regression suite's plants go in a node:test file (regression-plants.ts): at the
 * end of a file's top level, among its top-level tests, and at the end of each top-level
 * `describe` block, among its tests. Only tests written as plain statements with a fixed
 * title count, so a site's ids are known before the run; the plant calls the same function
 * its neighbours do (`test`, `it`) and the file's own `assert`, or its `expect` (Jest,
 * Vitest, chai). A file with neither takes no plant.
 *
 * Node's reports name a test by its titles, outermost first (`merge > keeps order`; JUnit
 * adds `<classname>::` in front), without the file: a site fits an id made of its describe's
 * title (if any) and one of its tests' titles.
 */
import { expectCheck, expectStyle, type ExpectStyle } from './js-assert-style.js';
import type { PlantSite } from './regression-plants.js';
import { leadingWhitespace, named, type SyntaxNode } from './syntax.js';

interface Call {
  readonly callee: string;
  readonly title: string;
  readonly body: SyntaxNode | null;
  readonly statement: SyntaxNode;
}

const FORMS = ['strictEqual', 'equal', 'deepStrictEqual', 'ok'];

export function jsPlantSites(path: string, root: SyntaxNode): PlantSite[] {
  const text = root.text;
  // The assertion forms the file itself uses: its `assert` calls, or else its `expect` style
  // (Jest, Vitest, chai; js-assert-style.ts). None, and the file takes no plant.
  const asserts = FORMS.filter((m) => new RegExp(`\\bassert\\s*\\.\\s*${m}\\s*\\(`).test(text));
  const style = asserts.length === 0 ? expectStyle(text) : null;
  const forms = style === null ? asserts : [`expect:${style}`];
  if (forms.length === 0) return [];
  const out: PlantSite[] = [];
  const top = callsIn(root);
  const site = (parent: string | null, calls: Call[], end: number, indent: string): void => {
    const tests = calls.filter((c) => c.callee === 'test' || c.callee === 'it');
    if (tests.length === 0) return;
    const titles = new Set(tests.map((c) => c.title));
    const callee = (tests[0] as Call).callee;
    // Before each test (at its line), or before the block's end.
    const befores = tests.map((c) => text.lastIndexOf('\n', c.statement.startIndex - 1) + 1);
    out.push({
      file: path,
      key: parent === null ? 'top' : `describe ${JSON.stringify(parent)}`,
      header: callee,
      tests: titles,
      slots: [...befores, end],
      forms,
      fits: (id) => fitsSite(id, parent, titles),
      plant: (name, a, b, form, slot) => {
        const call = `${indent}${callee}(${JSON.stringify(name)}, () => {\n${indent}  ${check(form, a, b)};\n${indent}});\n`;
        return slot === befores.length ? `\n${call}` : `${call}\n`;
      },
      nameFrom: (words) => words.join(' '),
    });
  };
  site(null, top, root.endIndex, '');
  for (const d of top) {
    if (d.callee !== 'describe' || !d.body) continue;
    const inner = callsIn(d.body);
    const first = inner.find((c) => c.callee === 'test' || c.callee === 'it');
    // Before the block's closing brace.
    site(
      d.title,
      inner,
      d.body.endIndex - 1,
      first ? leadingWhitespace(text, first.statement) : '  ',
    );
  }
  return out;
}

/**
 * Whether report id `id` names one of `titles` in the describe `parent` (null: the top
 * level), as the reporters spell it: node:test and Vitest `…::parent > title`, mocha's xunit
 * `parent::title`, mocha-junit-reporter `title::parent title`, jest-junit `parent title::parent
 * title` (a top-level test is its bare title in each).
 */
function fitsSite(id: string, parent: string | null, titles: ReadonlySet<string>): boolean {
  const at = id.indexOf('::');
  const classname = at >= 0 ? id.slice(0, at) : '';
  const name = at >= 0 ? id.slice(at + 2) : id;
  const segments = name.split(' > ');
  const want = parent === null ? 1 : 2;
  if (
    segments.length === want &&
    (parent === null || segments[0] === parent) &&
    titles.has(segments[want - 1] as string)
  )
    return true;
  if (parent === null) return false;
  if (classname === parent && titles.has(name)) return true;
  if (titles.has(classname) && name === `${parent} ${classname}`) return true;
  const prefix = `${parent} `;
  return classname === name && name.startsWith(prefix) && titles.has(name.slice(prefix.length));
}

/** A check of `a` against `b` with the file's `assert` or `expect`; it fails by assertion exactly when a ≠ b. */
function check(form: string, a: number, b: number): string {
  if (form === 'expect:jest' || form === 'expect:chai')
    return expectCheck(form.slice('expect:'.length) as ExpectStyle, a, b);
  if (form === 'ok') return `assert.ok(${a} === ${b})`;
  if (form === 'deepStrictEqual') return `assert.deepStrictEqual([${a}], [${b}])`;
  return `assert.${form}(${a}, ${b})`;
}

/** The test calls that are plain statements of a program or block, with a fixed title. */
function callsIn(block: SyntaxNode): Call[] {
  const out: Call[] = [];
  for (const statement of named(block)) {
    if (statement.type !== 'expression_statement') continue;
    let call = named(statement)[0] ?? null;
    if (call?.type === 'await_expression') call = named(call)[0] ?? null;
    if (call?.type !== 'call_expression') continue;
    const fn = call.childForFieldName('function');
    if (fn?.type !== 'identifier' || !['test', 'it', 'describe'].includes(fn.text)) continue;
    const args = named(call.childForFieldName('arguments') as SyntaxNode).filter(
      (a) => a.type !== 'comment',
    );
    const first = args[0];
    if (!first || first.type !== 'string') continue;
    const title = stringValue(first);
    if (title === null) continue;
    const callback = args[args.length - 1];
    const body =
      callback && (callback.type === 'arrow_function' || callback.type === 'function_expression')
        ? callback.childForFieldName('body')
        : null;
    out.push({
      callee: fn.text,
      title,
      body: body?.type === 'statement_block' ? body : null,
      statement,
    });
  }
  return out;
}

/** A plain string literal's value; null when it has escapes (its value would need decoding). */
function stringValue(node: SyntaxNode): string | null {
  const inner = node.text.slice(1, -1);
  return inner.includes('\\') ? null : inner;
}
