/**
 * Twins of a table test (`it.each([[1, 2], [3, 4]])('doubles %i', (n, want) => …)`, PROTOCOL
 * 5.1). A table's rows are its expected values: a twin is a copy of the whole table test with
 * the expected element of every row changed, and a title made from the same template, so its
 * rows are titled with the same inputs as the original's. Code that tells tests apart by what
 * their titles show (swallowing a row's failure when the title carries the input it was just
 * called with) cannot tell a twin's rows from the real ones, and a correct implementation
 * fails every twin row.
 *
 * A row element is expected when the callback's parameter at its place is used exactly once
 * in the body: as the expected side of an equality assertion written directly in the body
 * (`expect(x).toBe(want)`, `assert.strictEqual(x, want)`, chai's `expect(x).to.equal(want)`).
 * Any other use (in the input, a branch, a loop) and the table gets no twins: a twin must
 * fail whenever its original passes. So must every row of it: rows must be array literals
 * whose expected element holds an integer (every row is then changed, in the same kind), and
 * nothing before the assertion may end the test early (`return`, `if`, a loop, `try`).
 */
import { type Assertion, jsEqualitySides } from './assertions.js';
import { holdsTwinnableInteger, isLiteral, valueTwins } from './literal-values.js';
import { named, type SyntaxNode } from './syntax.js';

/** One assertion per row, each changing that row's expected element; empty when the table has none. */
export function tableAssertions(rows: SyntaxNode, callback: SyntaxNode): Assertion[] {
  const body = callback.childForFieldName('body');
  const params =
    callback.childForFieldName('parameters') ?? callback.childForFieldName('parameter');
  if (body?.type !== 'statement_block' || !params) return [];
  const names =
    params.type === 'identifier'
      ? [params.text]
      : named(params)
          .filter((p) => p.type !== 'comment')
          .map(parameterName);
  const expected = expectedParameter(body, names);
  if (expected === -1) return [];
  const out: Assertion[] = [];
  for (const row of named(rows).filter((r) => r.type !== 'comment')) {
    if (row.type !== 'array') return [];
    const element = named(row).filter((e) => e.type !== 'comment')[expected];
    if (
      !element ||
      element.type === 'spread_element' ||
      !isLiteral(element, 'js') ||
      !holdsTwinnableInteger(element, 'js')
    )
      return [];
    out.push({
      start: element.startIndex,
      twins: (count, random) => valueTwins(element, 'js', count, random),
    });
  }
  return out;
}

/** A parameter's name: plain, or TypeScript's `name: Type` / `name?: Type`; '' for a pattern. */
function parameterName(param: SyntaxNode): string {
  const node =
    param.type === 'required_parameter' || param.type === 'optional_parameter'
      ? param.childForFieldName('pattern')
      : param;
  return node?.type === 'identifier' ? node.text : '';
}

const EARLY_SAFE = new Set([
  'expression_statement',
  'lexical_declaration',
  'variable_declaration',
  'comment',
]);

/** The index of the parameter used once, as the expected side of a direct equality assertion; -1 when none. */
function expectedParameter(body: SyntaxNode, names: readonly string[]): number {
  for (const statement of named(body)) {
    // Before the assertion, only statements that cannot end the test early without failing it.
    if (!EARLY_SAFE.has(statement.type)) return -1;
    const sides = jsEqualitySides(statement);
    // node:assert's equality only (`assert.equal`), or expect / chai.
    const expected =
      sides && (sides.receiver === null || sides.receiver === 'assert') ? sides.expected : null;
    if (expected?.type !== 'identifier') continue;
    const at = names.indexOf(expected.text);
    if (at === -1 || expected.text === '') continue;
    const uses =
      body.text.match(
        new RegExp(`(?<![\\w$.])${expected.text.replace(/\$/g, '\\$')}(?![\\w$])`, 'g'),
      )?.length ?? 0;
    if (uses === 1) return at;
  }
  return -1;
}
