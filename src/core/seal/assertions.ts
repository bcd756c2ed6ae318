/**
 * The assertions of a test body that twins can be made from (PROTOCOL 5.1): equality with a
 * literal expected value (`assertEqual(x, 5)`, `assert x == 5`, `assert.deepStrictEqual(x,
 * [1])`, `expect(x).toBe(5)`, chai's `expect(x).to.deep.equal([1])`) and plain truth checks (`assertTrue(x)`, `assert x`,
 * `assert.ok(x)`), whose twin asserts the opposite. Only statements directly in the test's
 * body count: one inside a loop, a branch or a callback may never run, and a twin must fail
 * whenever its original passes.
 */
import { isLiteral, type Flavor, type ValueTwins, valueTwins } from './literal-values.js';
import type { SealRandom } from './prng.js';
import { named, type SyntaxNode } from './syntax.js';

/** Makes the twins of one assertion: each text edit gives one twin. */
export interface Assertion {
  readonly start: number;
  twins(count: number, random: SealRandom): ValueTwins | null;
}

/** unittest's equality methods (python-judged.ts judges these and a few more). */
export const PY_EQUAL: ReadonlySet<string> = new Set([
  'assertEqual',
  'assertEquals',
  'assertListEqual',
  'assertTupleEqual',
  'assertDictEqual',
  'assertSequenceEqual',
]);
// Order-free equality (issue 35: untwinned, a patch could make them no-ops for free). A twin
// changes one atom of the literal, so one element becomes an unequal one and the multiset
// differs: the twin fails wherever the original passes.
const PY_COUNT_EQUAL = new Set(['assertCountEqual']);
// Equal to 7 places by default: a twin's integer differs by at least 1. With a `places`,
// `delta` or `msg` argument the tolerance is the test's own, so those get no twins.
const PY_ALMOST_EQUAL = new Set(['assertAlmostEqual', 'assertAlmostEquals']);
const PY_FLIP: Readonly<Record<string, string>> = {
  assertTrue: 'assertFalse',
  assertFalse: 'assertTrue',
  assertIsNone: 'assertIsNotNone',
  assertIsNotNone: 'assertIsNone',
};
const JS_EQUAL = new Set(['equal', 'strictEqual', 'deepEqual', 'deepStrictEqual']);
const JS_EXPECT = new Set(['toBe', 'toEqual', 'toStrictEqual']);
// chai: `expect(x).to.equal(5)`, `.to.deep.equal([1])`, `.to.eql([1])`, `.to.be.equal(5)`.
const CHAI_EQUAL = new Set(['equal', 'equals', 'eq', 'eql', 'eqls']);
// chai's language chains and the flags that keep equality's meaning (`not` is not one).
const CHAI_CHAIN = new Set([
  'to',
  'be',
  'been',
  'is',
  'that',
  'which',
  'and',
  'has',
  'have',
  'with',
  'at',
  'of',
  'same',
  'but',
  'does',
  'still',
  'also',
  'deep',
  'strict',
]);

/**
 * Which calls of a Python test are equality assertions of the suite's own helpers
 * (python-helper-asserts.ts): the callee as written → the positions of the two arguments
 * compared.
 */
export type HelperAssertions = (callee: string) => readonly [number, number] | null;

/** The assertions among the statements of a test body. */
export function assertionsOf(
  body: SyntaxNode,
  flavor: Flavor,
  helpers: HelperAssertions = () => null,
): Assertion[] {
  const found: Assertion[] = [];
  for (const statement of named(body)) {
    const a = flavor === 'python' ? pythonAssertion(statement, helpers) : jsAssertion(statement);
    if (a) found.push(a);
  }
  return found;
}

function pythonAssertion(statement: SyntaxNode, helpers: HelperAssertions): Assertion | null {
  if (statement.type === 'assert_statement') {
    const condition = named(statement)[0];
    if (!condition || isLiteral(condition, 'python')) return null;
    const sides = equalitySides(condition);
    if (sides) return equality(statement.startIndex, sides, 'python');
    // `assert(x)` has no space before its condition: `assertnot (…)` would be a call.
    const space = condition.startIndex === statement.startIndex + 'assert'.length ? ' ' : '';
    const text =
      condition.type === 'not_operator'
        ? `${space}(${condition.childForFieldName('argument')?.text ?? ''})`
        : `${space}not (${condition.text})`;
    return flip(statement.startIndex, condition, text);
  }
  if (statement.type !== 'expression_statement') return null;
  const call = named(statement)[0];
  if (call?.type !== 'call') return null;
  const fn = call.childForFieldName('function');
  const method = fn?.type === 'attribute' ? fn.childForFieldName('attribute') : null;
  const args = positional(call.childForFieldName('arguments'));
  const compared = fn ? helpers(fn.text) : null;
  if (compared && !splatted(call)) {
    const [a, b] = [args[compared[0]], args[compared[1]]];
    return a && b ? equality(statement.startIndex, [a, b], 'python') : null;
  }
  if (!method || fn?.childForFieldName('object')?.text !== 'self') return null;
  const pair: [SyntaxNode, SyntaxNode] = [args[0] as SyntaxNode, args[1] as SyntaxNode];
  if (PY_EQUAL.has(method.text) && args.length >= 2)
    return equality(statement.startIndex, pair, 'python');
  // A dict compares as its keys there, and twins change values: no twins of one.
  if (
    PY_COUNT_EQUAL.has(method.text) &&
    args.length >= 2 &&
    !pair.some((a) => a.type === 'dictionary')
  )
    return equality(statement.startIndex, pair, 'python');
  // Past 2^53 a float cannot tell an integer from its neighbours: no twins of such a value.
  if (PY_ALMOST_EQUAL.has(method.text) && args.length === 2 && !keywords(call) && !pair.some(huge))
    return equality(statement.startIndex, pair, 'python');
  const opposite = PY_FLIP[method.text];
  if (opposite && args.length >= 1 && !isLiteral(args[0] as SyntaxNode, 'python'))
    return flip(statement.startIndex, method, opposite);
  return null;
}

function jsAssertion(statement: SyntaxNode): Assertion | null {
  const sides = jsEqualitySides(statement);
  if (sides) return equality(statement.startIndex, [sides.actual, sides.expected], 'js');
  const call = statementCall(statement);
  const fn = call?.childForFieldName('function');
  const args = positional(call?.childForFieldName('arguments') ?? null);
  if (fn?.type === 'identifier' && fn.text === 'assert' && args.length >= 1)
    return jsFlip(statement, args[0] as SyntaxNode);
  if (
    fn?.type === 'member_expression' &&
    fn.childForFieldName('property')?.text === 'ok' &&
    args.length >= 1
  )
    return jsFlip(statement, args[0] as SyntaxNode);
  return null;
}

/**
 * The two sides of a JavaScript equality assertion statement: `assert.equal(actual,
 * expected)` and its kin (`receiver` is what the method is called on), `expect(actual).toBe(
 * expected)`, chai's `expect(actual).to.equal(expected)`. Null for any other statement.
 */
export function jsEqualitySides(
  statement: SyntaxNode,
): { actual: SyntaxNode; expected: SyntaxNode; receiver: string | null } | null {
  const call = statementCall(statement);
  const fn = call?.childForFieldName('function');
  if (!call || fn?.type !== 'member_expression') return null;
  const args = positional(call.childForFieldName('arguments'));
  const property = fn.childForFieldName('property')?.text ?? '';
  const object = fn.childForFieldName('object');
  if (JS_EQUAL.has(property) && args.length >= 2)
    return {
      actual: args[0] as SyntaxNode,
      expected: args[1] as SyntaxNode,
      receiver: object?.text ?? null,
    };
  if (args.length !== 1) return null;
  if (
    JS_EXPECT.has(property) &&
    object?.type === 'call_expression' &&
    object.childForFieldName('function')?.text === 'expect'
  ) {
    const actual = positional(object.childForFieldName('arguments'))[0];
    return actual ? { actual, expected: args[0] as SyntaxNode, receiver: null } : null;
  }
  const actual = CHAI_EQUAL.has(property) ? chaiSubject(object) : null;
  return actual ? { actual, expected: args[0] as SyntaxNode, receiver: null } : null;
}

/** The call a statement makes (`await` looked through), or null. */
function statementCall(statement: SyntaxNode): SyntaxNode | null {
  if (statement.type !== 'expression_statement') return null;
  let call = named(statement)[0] ?? null;
  if (call?.type === 'await_expression') call = named(call)[0] ?? null;
  return call?.type === 'call_expression' ? call : null;
}

/** The value a chai chain asserts on (`x` in `expect(x).to.deep`), when every link keeps equality's meaning. */
function chaiSubject(node: SyntaxNode | null): SyntaxNode | null {
  let at = node;
  while (at?.type === 'member_expression') {
    if (!CHAI_CHAIN.has(at.childForFieldName('property')?.text ?? '')) return null;
    at = at.childForFieldName('object');
  }
  if (at?.type !== 'call_expression' || at.childForFieldName('function')?.text !== 'expect')
    return null;
  return positional(at.childForFieldName('arguments'))[0] ?? null;
}

function jsFlip(statement: SyntaxNode, argument: SyntaxNode): Assertion | null {
  if (isLiteral(argument, 'js')) return null;
  const text =
    argument.type === 'unary_expression' && argument.text.startsWith('!')
      ? `(${argument.childForFieldName('argument')?.text ?? ''})`
      : `!(${argument.text})`;
  return flip(statement.startIndex, argument, text);
}

/** `a == b` with exactly one operator, as its two sides. */
function equalitySides(node: SyntaxNode): [SyntaxNode, SyntaxNode] | null {
  if (node.type !== 'comparison_operator') return null;
  const operands = named(node);
  const operators = node.children.filter((c) => c !== null && !c.type.match(/^[a-z_]+$/));
  if (operands.length !== 2 || operators.length !== 1 || operators[0]?.type !== '==') return null;
  return [operands[0] as SyntaxNode, operands[1] as SyntaxNode];
}

/** One side literal, the other not: the literal is the expected value. */
function equality(
  start: number,
  [a, b]: [SyntaxNode, SyntaxNode],
  flavor: Flavor,
): Assertion | null {
  const aLit = isLiteral(a, flavor);
  const bLit = isLiteral(b, flavor);
  if (aLit === bLit) return null;
  const expected = aLit ? a : b;
  return { start, twins: (count, random) => valueTwins(expected, flavor, count, random) };
}

/** A truth check's opposite: it catches code that answers every test, but its `not (…)` shows, so it earns no bits. */
function flip(start: number, node: SyntaxNode, text: string): Assertion {
  return {
    start,
    twins: () => ({
      start: node.startIndex,
      end: node.endIndex,
      texts: [text],
      bits: 0,
      kind: 'flip',
    }),
  };
}

/** An integer literal of 16 digits or more (2^53 has 16). */
function huge(node: SyntaxNode): boolean {
  return /^[-+]?\s*\d{16,}$/.test(node.text.replace(/_/g, ''));
}

/** A call with a keyword argument, `*args` or `**kwargs`. */
function keywords(call: SyntaxNode): boolean {
  const args = call.childForFieldName('arguments');
  return (
    args !== null && named(args).some((c) => c.type === 'keyword_argument' || /splat/.test(c.type))
  );
}

/** A call with `*args` or `**kwargs`: its positions say nothing. */
function splatted(call: SyntaxNode): boolean {
  const args = call.childForFieldName('arguments');
  return args !== null && named(args).some((c) => /splat/.test(c.type));
}

/** Positional arguments (keyword arguments, comments and spreads left out). */
function positional(args: SyntaxNode | null): SyntaxNode[] {
  if (!args) return [];
  return named(args).filter(
    (c) =>
      !['keyword_argument', 'comment', 'spread_element', 'list_splat', 'dictionary_splat'].includes(
        c.type,
      ),
  );
}
