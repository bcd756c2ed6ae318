/**
 * Comparisons judged outside the container (issue 35). A statement of a trusted Python test
 * that compares what the code gives with a literal (`self.assertEqual(f(x), 5)`, its kin
 * `assertCountEqual` and `assertAlmostEqual`, `assertNotEqual`, `assert f(x) == 5, "msg"`,
 * `!=`, and membership in a literal: `assertIn(f(x), [1, 2])`, `assert f(x) not in (1, 2)`) is
 * rewritten to record the code's value and nothing else: the literal, the message and the
 * method stay with PatchProof, and a judge that never sees patched code compares them
 * afterwards with Python's own `==` or unittest's own method (python-judge.ts). Code that
 * reads the test that calls it finds no expected value to copy. Membership of a literal in
 * the code's value (`assertIn("a", f(x))`) is left as written: only the value's own
 * `__contains__` can answer it, and that would need the literal in the container.
 *
 * Only statements directly in a test's body are judged (assertions.ts): one that runs
 * whenever the test passes, so a passing test whose statement recorded nothing was tampered
 * with. The rewrite keeps the statement's line count, so tracebacks keep their line numbers.
 */
import { PY_EQUAL } from './assertions.js';
import { isLiteral } from './literal-values.js';
import { named, type SyntaxNode } from './syntax.js';
import type { TextEdit } from './text-edits.js';

/** One judged statement as written, before any id is given to it. */
export interface JudgedForm {
  /** The statement's span in its file. */
  readonly start: number;
  readonly end: number;
  /** Source of the side the code computes. */
  readonly actual: string;
  /** Source of the literal: Python's `ast.literal_eval` reads it in the judge. */
  readonly expected: string;
  /** The operator of an assert statement (`==`, `!=`, `in`, `not in`), else the unittest method called. */
  readonly method: string;
  /** The computed side was written first (the order the judge compares in). */
  readonly actualFirst: boolean;
  /** `places` / `delta` of assertAlmostEqual, as literal source. */
  readonly options: Readonly<Record<string, string>>;
  /**
   * No statement before it in the body can return: whenever the test passes, this one ran.
   * A passing test without its record was then tampered with (judged-run.ts).
   */
  readonly always?: boolean;
}

/** A judged statement of one sealed test, as the judge receives it (never enters the container). */
export interface JudgedComparison {
  readonly id: string;
  /** The sealed test whose body holds it. */
  readonly token: string;
  /** Which written definition of that test holds it (tests of one name share a token). */
  readonly definition: string;
  readonly method: string;
  readonly expected: string;
  readonly actualFirst: boolean;
  readonly options: Readonly<Record<string, string>>;
  readonly always?: boolean;
  /**
   * The expected value still shows elsewhere in the sealed files (another test's input, a
   * helper's data): code can copy it from there, so it is not counted as unseen.
   */
  readonly seen?: true;
}

const EQUAL = new Set([
  ...PY_EQUAL,
  'assertCountEqual',
  'assertMultiLineEqual',
  'assertSetEqual',
  'assertNotEqual',
  'assertNotEquals',
  'assertIn',
  'assertNotIn',
]);
/** Membership: judged only where the literal is the container. */
const CONTAINS = new Set(['assertIn', 'assertNotIn', 'in', 'not in']);
/** The operators of an assert statement that are judged. */
const OPERATORS = new Set(['==', '!=', 'in', 'not in']);
const ALMOST = new Set(['assertAlmostEqual', 'assertAlmostEquals']);
/** Methods that compare any iterable (1) or any sequence (2) as its items. */
const ITEMS: Readonly<Record<string, number>> = { assertCountEqual: 1, assertSequenceEqual: 2 };
/** assertAlmostEqual(first, second, places, msg, delta): what each position means. */
const ALMOST_POSITIONS = ['places', 'msg', 'delta'];

/** The judged form of a statement of a test body, or null when it is not one. */
export function judgedForm(statement: SyntaxNode): JudgedForm | null {
  if (statement.type === 'assert_statement') return assertForm(statement);
  if (statement.type !== 'expression_statement') return null;
  const call = named(statement)[0];
  if (call?.type !== 'call') return null;
  const fn = call.childForFieldName('function');
  if (fn?.type !== 'attribute' || fn.childForFieldName('object')?.text !== 'self') return null;
  const method = fn.childForFieldName('attribute')?.text ?? '';
  const almost = ALMOST.has(method);
  if (!almost && !EQUAL.has(method)) return null;
  const args = named(call.childForFieldName('arguments') as SyntaxNode).filter(
    (c) => c.type !== 'comment',
  );
  const positional: SyntaxNode[] = [];
  const options: Record<string, string> = {};
  let extra = 0;
  for (const arg of args) {
    if (/splat|generator/.test(arg.type)) return null;
    let name: string | undefined;
    let value: SyntaxNode | null = arg;
    if (arg.type === 'keyword_argument') {
      name = arg.childForFieldName('name')?.text;
      value = arg.childForFieldName('value');
    } else if (positional.length < 2) {
      positional.push(arg);
      continue;
    } else name = almost ? ALMOST_POSITIONS[extra++] : extra++ === 0 ? 'msg' : undefined;
    if (name === undefined || value === null) return null;
    if (name === 'msg') continue;
    if (!almost || (name !== 'places' && name !== 'delta') || !judgeableLiteral(value)) return null;
    options[name] = value.text;
  }
  if (positional.length !== 2) return null;
  return sides(statement, positional as [SyntaxNode, SyntaxNode], method, options);
}

function assertForm(statement: SyntaxNode): JudgedForm | null {
  const condition = named(statement).filter((c) => c.type !== 'comment')[0];
  if (condition?.type !== 'comparison_operator') return null;
  const operands = named(condition);
  // The children that are not named spell the one operator (both tokens of `not in` have
  // that type, aliased).
  const namedIds = new Set(condition.namedChildren.map((c) => c?.id));
  const types = condition.children
    .filter((c) => c !== null && !namedIds.has(c.id))
    .map((c) => c?.type);
  const operator = [...new Set(types)].join(' ');
  if (operands.length !== 2 || !OPERATORS.has(operator)) return null;
  return sides(statement, operands as [SyntaxNode, SyntaxNode], operator, {});
}

/** Exactly one side a literal the judge can read: that side is the expected value. */
function sides(
  statement: SyntaxNode,
  [a, b]: [SyntaxNode, SyntaxNode],
  method: string,
  options: Record<string, string>,
): JudgedForm | null {
  const aLiteral = isLiteral(a, 'python');
  const bLiteral = isLiteral(b, 'python');
  if (aLiteral === bLiteral) return null;
  const [actual, expected] = aLiteral ? [b, a] : [a, b];
  if (!judgeableLiteral(expected)) return null;
  // `lit in x`: only the container's own __contains__ says (a case-insensitive header map, a
  // cache whose entries expire, an interval), and it would need the literal in the container.
  // Left as written (rt41 P1, F3); `x in lit` searches the literal and is judged.
  if (CONTAINS.has(method) && aLiteral) return null;
  return {
    start: statement.startIndex,
    end: statement.endIndex,
    actual: actual.text,
    expected: expected.text,
    method,
    actualFirst: !aLiteral,
    options,
  };
}

/**
 * A literal `ast.literal_eval` reads to the value Python gives it: not an f-string (a
 * JoinedStr even without a placeholder) and no prefix it does not know.
 */
export function judgeableLiteral(node: SyntaxNode): boolean {
  if (!isLiteral(node, 'python')) return false;
  const strings: SyntaxNode[] = [];
  const walk = (n: SyntaxNode): void => {
    if (n.type === 'string') strings.push(n);
    else for (const c of named(n)) walk(c);
  };
  walk(node);
  return strings.every((s) => /^[rRbBuU]{0,2}['"]/.test(s.text) && !/^[uU][rRbB]/.test(s.text));
}

/**
 * A suite file that gives a judged method a meaning of its own (a TestCase that overrides
 * `assertEqual`, registers `addTypeEqualityFunc`, or rebinds one): unittest's own method in
 * the judge would not be what the test meant, so such a suite is not judged (rt40 A3).
 */
export function overridesComparison(text: string): boolean {
  const names = [...EQUAL, ...ALMOST, '_getAssertEqualityFunc', '_baseAssertEqual'].join('|');
  return new RegExp(`\\bdef\\s+(?:${names})\\b|\\b(?:${names})\\s*=[^=]|addTypeEqualityFunc`).test(
    text,
  );
}

/** A test file that reads its own text (docstrings, comments, source): left as written. */
export function readsOwnText(text: string): boolean {
  return /__doc__|shortDescription|getdoc|getcomments|getsource/.test(text);
}

/**
 * Whether a judged literal still shows in the sealed files' texts: a string's content
 * anywhere, anything else as written (spaces aside), a number as a whole token.
 */
export function literalShows(expected: string, texts: readonly string[]): boolean {
  const string = /^[rRbBuU]{0,2}(['"])(?:\1\1)?([\s\S]*?)(?:\1\1)?\1$/.exec(expected.trim());
  if (string) {
    const content = string[2] as string;
    return content.length > 0 && texts.some((t) => t.includes(content));
  }
  const squeezed = expected.replace(/\s+/g, '');
  const token = new RegExp(`(?<![\\w.])${escapeRegExp(squeezed)}(?![\\w.])`);
  return texts.some((t) => token.test(t.replace(/\s+/g, '')));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The statement rewritten to record its computed side under `id`: `rec('id', (actual))`,
 * with the statement's line breaks kept inside the call.
 */
export function judgedEdit(
  form: JudgedForm,
  source: string,
  recorder: string,
  id: string,
): TextEdit {
  const breaks = (source.slice(form.start, form.end).match(/\n/g) ?? []).length;
  const actualBreaks = (form.actual.match(/\n/g) ?? []).length;
  const seq = ITEMS[form.method] ? `, ${ITEMS[form.method]}` : '';
  return {
    start: form.start,
    end: form.end,
    text: `${recorder}('${id}', (${form.actual})${seq}${'\n'.repeat(Math.max(0, breaks - actualBreaks))})`,
  };
}
