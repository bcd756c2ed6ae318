/**
 * The tests of a node:test / Jest-style file: every `test`/`it`/`describe` call (and node:test's
 * `t.test` subtests), each with its enclosing test or suite, whether its title is known before
 * it runs, whether a forged report could leave it out (required), and whether a twin may copy it.
 */
import { assertionsOf } from './assertions.js';
import type { FoundTest } from './model.js';
import { named, type SyntaxNode } from './syntax.js';
import { touchesSharedState } from './shared-state.js';
import { testCallee } from './js-callee.js';
import { tableAssertions } from './js-table-twins.js';
import { jsStringValue } from './js-string-value.js';

export interface JsTest extends FoundTest {
  readonly call: SyntaxNode;
  readonly kind: 'test' | 'suite';
  readonly parent: JsTest | null;
  readonly title: SyntaxNode | null;
  /** The statement that holds the call when it is a direct statement of a scope. */
  readonly statement: SyntaxNode | null;
  readonly scope: SyntaxNode | null;
  readonly callee: string;
  readonly staticTitle: boolean;
  /** For a table test of literal rows (`it.each([[…], …])(…)`): its callee (`it.each`), which plants may take too. */
  readonly eachCallee: string | null;
  /** The name of its callback's first parameter (node:test's test context `t`), or null. */
  readonly context: string | null;
  /** Inside a function other than its parent's callback: its suites at run time may differ. */
  readonly loose: boolean;
}

/**
 * Finds test calls, keeping each one's enclosing test or suite. mocha's qunit interface
 * writes its suites flat (`suite('Array'); test('length', fn)`): a top-level `suite` call
 * with no function encloses the tests after it, up to the next such call.
 */
export function findTestCalls(node: SyntaxNode, parent: JsTest | null, out: JsTest[]): void {
  let flat: JsTest | null = null;
  for (const child of named(node)) {
    if (node.type === 'program' && child.type === 'expression_statement') {
      const call = named(child)[0];
      const suite = call?.type === 'call_expression' ? testCall(call, null) : null;
      if (suite && isFlatSuite(suite)) {
        out.push(suite);
        flat = suite;
        continue;
      }
    }
    const found = child.type === 'call_expression' ? testCall(child, parent) : null;
    if (found) {
      out.push(found);
      for (const arg of named(child.childForFieldName('arguments') as SyntaxNode))
        findTestCalls(arg, found, out);
    } else {
      findTestCalls(child, flat ?? parent, out);
    }
  }
}

/** A qunit-interface suite: `suite(title)` with no function to hold its tests. */
export function isFlatSuite(t: JsTest): boolean {
  if (t.kind !== 'suite' || t.title === null || t.statement === null) return false;
  const args = named(t.call.childForFieldName('arguments') as SyntaxNode);
  return !args.some((a) => a.type === 'arrow_function' || a.type === 'function_expression');
}

function testCall(call: SyntaxNode, parent: JsTest | null): JsTest | null {
  const fn = call.childForFieldName('function');
  if (!fn) return null;
  // node:test's subtests: `t.test(…)` inside a test, on that test's own context (not
  // `regexp.test(line)`, nor a context of another test).
  const subtest =
    fn.type === 'member_expression' &&
    fn.childForFieldName('property')?.text === 'test' &&
    parent?.kind === 'test' &&
    parent.context !== null &&
    fn.childForFieldName('object')?.text === parent.context;
  const callee = subtest
    ? { base: 'test' as const, optional: false, table: false, inverted: false }
    : testCallee(fn);
  if (callee === null) return null;
  const args = named(call.childForFieldName('arguments') as SyntaxNode).filter(
    (a) => a.type !== 'comment',
  );
  const first = args[0] ?? null;
  // A table's titles are formatted per row (`%i`, `$a`): the title is made at run time.
  const staticTitle =
    !callee.table &&
    first !== null &&
    (first.type === 'string' ||
      (first.type === 'template_string' &&
        !named(first).some((c) => c.type === 'template_substitution')));
  const callback = args[args.length - 1];
  const body =
    callback && (callback.type === 'arrow_function' || callback.type === 'function_expression')
      ? callback.childForFieldName('body')
      : null;
  let holder = call.parent;
  if (holder?.type === 'await_expression') holder = holder.parent;
  const statement = holder?.type === 'expression_statement' ? holder : null;
  const scope = statement?.parent ?? null;
  const direct =
    scope !== null &&
    (scope.type === 'program' ||
      (scope.type === 'statement_block' &&
        parent !== null &&
        scope.parent?.parent?.parent?.id === parent.call.id));
  const plain = !callee.optional && !callee.table && !callee.inverted;
  // A table of literal rows runs at least once: its test is required (a forged report cannot
  // leave it out), though each row is reported under its own computed title.
  const rows =
    callee.table && fn.type === 'call_expression'
      ? named(fn.childForFieldName('arguments') as SyntaxNode).filter(
          (a) => a.type !== 'comment',
        )[0]
      : undefined;
  const literalTable = rows?.type === 'array' && named(rows).length > 0;
  const eachOf =
    fn.type === 'call_expression' ? (fn.childForFieldName('function')?.text ?? '') : '';
  const tableTest =
    literalTable &&
    !callee.optional &&
    !callee.inverted &&
    /^(?:it|test)(?:\.concurrent)?\.each$/.test(eachOf);
  const table =
    tableTest &&
    rows &&
    callback &&
    (callback.type === 'arrow_function' || callback.type === 'function_expression')
      ? tableAssertions(rows, callback)
      : [];
  const kind = callee.base === 'describe' || callee.base === 'suite' ? 'suite' : 'test';
  const multi = !direct || !staticTitle || callee.table;
  return {
    name: staticTitle && first ? (jsStringValue(first) as string) : (first?.text ?? ''),
    kind,
    call,
    parent,
    title:
      first &&
      first.type !== 'arrow_function' &&
      first.type !== 'function_expression' &&
      first.type !== 'object'
        ? first
        : null,
    statement: direct ? statement : null,
    scope: direct ? scope : null,
    callee: fn.text,
    staticTitle,
    context: contextName(callback),
    loose: insideHelper(call, parent),
    eachCallee:
      literalTable && kind === 'test' && /^(?:it|test)(?:\.concurrent)?\.each$/.test(eachOf)
        ? eachOf
        : null,
    required:
      direct &&
      (plain || (literalTable && !callee.optional && !callee.inverted)) &&
      !(parent?.multi ?? false),
    multi: multi || (parent?.multi ?? false),
    // A twin runs the test's code again: not where that changes what other tests see.
    twinnable:
      kind === 'test' &&
      direct &&
      (staticTitle ? plain : table.length > 0) &&
      body?.type === 'statement_block' &&
      parent?.kind !== 'test' &&
      !touchesSharedState(callback as SyntaxNode, 'js'),
    // A table's twins change its rows' expected values (js-table-twins.ts).
    assertions:
      kind !== 'test' || body?.type !== 'statement_block'
        ? []
        : table.length > 0
          ? table
          : assertionsOf(body, 'js'),
  };
}

const FUNCTION =
  /^(?:function|function_expression|arrow_function|function_declaration|generator_function|generator_function_declaration|method_definition)$/;

/**
 * Whether a function other than the parent's callback lies between the call and its parent
 * (or the file, for a call without one): a helper's body, a callback a helper calls.
 */
function insideHelper(call: SyntaxNode, parent: JsTest | null): boolean {
  for (let node = call.parent; node && node.id !== parent?.call.id; node = node.parent) {
    if (!FUNCTION.test(node.type)) continue;
    const owner = node.parent?.type === 'arguments' ? node.parent.parent : null;
    return owner === null || owner === undefined || owner.id !== parent?.call.id;
  }
  return false;
}

/** The first parameter's name of a test's callback (`t` in `(t) => …`, `t => …`, `function (t: T)`). */
function contextName(callback: SyntaxNode | undefined): string | null {
  if (!callback || (callback.type !== 'arrow_function' && callback.type !== 'function_expression'))
    return null;
  const single = callback.childForFieldName('parameter');
  const list = callback.childForFieldName('parameters');
  const first = single ?? (list ? named(list).find((p) => p.type !== 'comment') : undefined);
  const id =
    first?.type === 'required_parameter' || first?.type === 'optional_parameter'
      ? first.childForFieldName('pattern')
      : first;
  return id?.type === 'identifier' ? id.text : null;
}
