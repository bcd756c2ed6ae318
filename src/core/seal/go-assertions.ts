/**
 * The assertions of a Go test body that twins can be made from (PROTOCOL 5.1). Go has no
 * assertion calls: a test compares and fails by hand. An assertion here is an `if` directly
 * in the test's body whose branch fails the test (`t.Error…`, `t.Fatal…`, `t.Fail…`) and
 * whose condition compares with a literal expected value, in the spellings Go tests use:
 *
 *   if got, want := Parse("5"), 5; got != want { t.Errorf(…) }
 *   if want := []int{5}; !reflect.DeepEqual(got, want) { t.Fatalf(…) }
 *   if got != "abc" { t.Fatal(…) }
 *   if !reflect.DeepEqual(got, []int{1, 2}) { t.Error(…) }
 *
 * A twin is a copy of the whole test with that literal changed: a correct implementation
 * fails it. Only statements directly in the body count: one in a loop or a subtest may never
 * run, and a twin must fail whenever its original passes.
 */
import type { Assertion } from './assertions.js';
import { isLiteral, valueTwins } from './literal-values.js';
import { named, type SyntaxNode } from './syntax.js';

/** The twinnable assertions among the statements of a Go test body; `t` is the name of its `*testing.T`. */
export function goAssertions(body: SyntaxNode, t: string): Assertion[] {
  const fails = new RegExp(`\\b${t}\\s*\\.\\s*(?:Error|Errorf|Fatal|Fatalf|Fail|FailNow)\\s*\\(`);
  const found: Assertion[] = [];
  for (const statement of named(body)) {
    if (statement.type !== 'if_statement' || statement.childForFieldName('alternative')) continue;
    const consequence = statement.childForFieldName('consequence');
    const condition = statement.childForFieldName('condition');
    if (!consequence || !condition || !fails.test(consequence.text)) continue;
    const expected = expectedIn(condition, statement.childForFieldName('initializer'));
    if (expected)
      found.push({
        start: statement.startIndex,
        twins: (count, random) => valueTwins(expected, 'go', count, random),
      });
  }
  return found;
}

/** The literal the condition compares with: written in it, or bound in the `if`'s initializer to a name it compares. */
function expectedIn(condition: SyntaxNode, initializer: SyntaxNode | null): SyntaxNode | null {
  const sides = comparedSides(condition);
  if (!sides) return null;
  const bound = bindings(initializer);
  for (const side of sides) {
    if (isLiteral(side, 'go'))
      return sides.every((s) => s === side || !isLiteral(s, 'go')) ? side : null;
    const value = side.type === 'identifier' ? bound.get(side.text) : undefined;
    if (value && isLiteral(value, 'go'))
      return sides.every(
        (s) =>
          s === side ||
          !(
            s.type === 'identifier' &&
            bound.has(s.text) &&
            isLiteral(bound.get(s.text) as SyntaxNode, 'go')
          ),
      )
        ? value
        : null;
  }
  return null;
}

/** The two compared sides of `a != b` or `!reflect.DeepEqual(a, b)`. */
function comparedSides(condition: SyntaxNode): [SyntaxNode, SyntaxNode] | null {
  if (
    condition.type === 'binary_expression' &&
    condition.childForFieldName('operator')?.text === '!='
  ) {
    const left = condition.childForFieldName('left');
    const right = condition.childForFieldName('right');
    return left && right ? [left, right] : null;
  }
  if (
    condition.type === 'unary_expression' &&
    condition.childForFieldName('operator')?.text === '!'
  ) {
    const call = condition.childForFieldName('operand') ?? named(condition)[0];
    if (
      call?.type !== 'call_expression' ||
      !/^(?:\w+\.)?DeepEqual$/.test(call.childForFieldName('function')?.text ?? '')
    )
      return null;
    const args = named(call.childForFieldName('arguments') as SyntaxNode).filter(
      (a) => a.type !== 'comment',
    );
    return args.length === 2 ? [args[0] as SyntaxNode, args[1] as SyntaxNode] : null;
  }
  return null;
}

/** `got, want := f(x), 5` as name → value (only when both sides have as many entries). */
function bindings(initializer: SyntaxNode | null): Map<string, SyntaxNode> {
  const out = new Map<string, SyntaxNode>();
  if (initializer?.type !== 'short_var_declaration') return out;
  const left = named(initializer.childForFieldName('left') as SyntaxNode);
  const right = named(initializer.childForFieldName('right') as SyntaxNode);
  if (left.length !== right.length) return out;
  left.forEach((name, i) => out.set(name.text, right[i] as SyntaxNode));
  return out;
}
