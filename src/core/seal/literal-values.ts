/**
 * Expected values that a twin can change (PROTOCOL 5.1). A twin copies a real assertion with
 * its expected value replaced by another value of the same kind, so a correct implementation
 * fails it. Only literals are changed: an integer (the values form a window of consecutive
 * integers with the real one at a uniformly random place, so its rank tells nothing; 0, 1
 * and -1 stand out by themselves and count for no bits), a
 * boolean (its negation), or, as a last resort, one letter or digit of a string. Each choice
 * says how many bits of guessing it costs a patch that copies expected values instead of
 * computing them; strings count for none, because a human-looking string stands out among
 * its mutations.
 */
import type { SealRandom } from './prng.js';
import { goWindow } from './go-integers.js';
import { followsOctalEscape } from './js-string-value.js';
import { named, type SyntaxNode } from './syntax.js';

export type Flavor = 'python' | 'js' | 'go';

/** One place in an expected value and the texts that replace it in each twin. */
export interface ValueTwins {
  readonly start: number;
  readonly end: number;
  readonly texts: readonly string[];
  /** log2 of (twins + 1) when the twins cannot be told from the real value, else 0. */
  readonly bits: number;
  readonly kind: 'integer' | 'boolean' | 'string' | 'flip';
}

/** The most twins one assertion gets: 15 twins, 4 bits. */
export const MAX_TWINS_PER_ASSERTION = 15;

const PY_ATOMS = new Set([
  'integer',
  'float',
  'true',
  'false',
  'none',
  'string',
  'concatenated_string',
]);
const JS_ATOMS = new Set(['number', 'true', 'false', 'null', 'undefined', 'string']);
const GO_ATOMS = new Set([
  'int_literal',
  'float_literal',
  'true',
  'false',
  'nil',
  'interpreted_string_literal',
  'raw_string_literal',
]);
const ATOMS: Readonly<Record<Flavor, ReadonlySet<string>>> = {
  python: PY_ATOMS,
  js: JS_ATOMS,
  go: GO_ATOMS,
};
const CONTAINERS = new Set([
  'list',
  'tuple',
  'array',
  'parenthesized_expression',
  'dictionary',
  'pair',
  'object',
  'expression_list',
]);

/** True when `node` is made of literals only (so it is the expected side, not code under test). */
export function isLiteral(node: SyntaxNode, flavor: Flavor): boolean {
  const t = node.type;
  if (ATOMS[flavor].has(t)) return !hasInterpolation(node);
  // Go: `[]int{1, 2}`, `map[string]int{"a": 1}`; the type is not part of the value.
  if (flavor === 'go' && t === 'composite_literal') {
    const body = node.childForFieldName('body');
    return body !== null && isLiteral(body, flavor);
  }
  if (
    flavor === 'go' &&
    (t === 'literal_value' || t === 'literal_element' || t === 'keyed_element')
  )
    return named(node).every((c) => c.type === 'comment' || isLiteral(c, flavor));
  if (t === 'template_string') return !named(node).some((c) => c.type === 'template_substitution');
  if (flavor === 'js' && t === 'identifier') return node.text === 'undefined';
  if ((t === 'unary_operator' || t === 'unary_expression') && /^[-+]/.test(node.text)) {
    const arg = node.childForFieldName('argument') ?? named(node)[0];
    return (
      arg !== undefined &&
      arg !== null &&
      (arg.type === 'integer' ||
        arg.type === 'float' ||
        arg.type === 'number' ||
        arg.type === 'int_literal' ||
        arg.type === 'float_literal')
    );
  }
  if (t === 'pair') {
    const key = node.childForFieldName('key');
    const value = node.childForFieldName('value');
    return (
      key !== null &&
      value !== null &&
      isLiteral(value, flavor) &&
      (isLiteral(key, flavor) || key.type === 'property_identifier')
    );
  }
  if (CONTAINERS.has(t))
    return named(node).every((c) => c.type === 'comment' || isLiteral(c, flavor));
  return false;
}

function hasInterpolation(node: SyntaxNode): boolean {
  return named(node).some((c) => c.type === 'interpolation' || hasInterpolation(c));
}

/**
 * Twins for an expected literal, or null when it holds nothing to change. `count` is the
 * number of twins wanted; fewer come back when the value cannot give that many.
 */
export function valueTwins(
  expected: SyntaxNode,
  flavor: Flavor,
  count: number,
  random: SealRandom,
): ValueTwins | null {
  // `{"k": 5, "k": 7}` is `{"k": 7}`: a twin of the 5 would change nothing.
  if (repeatsAKey(expected)) return null;
  const numbers: SyntaxNode[] = [];
  const booleans: SyntaxNode[] = [];
  const strings: SyntaxNode[] = [];
  collect(expected, flavor, numbers, booleans, strings);
  if (numbers.length > 0) {
    // An integer that does not stand out, where the literal has one (`[(1, 10)]`: 10).
    const plain = numbers.filter((n) => !STANDOUT.has(literalInteger(n)));
    const from = plain.length > 0 ? plain : numbers;
    return integerTwins(from[random.below(from.length)] as SyntaxNode, count, random, flavor);
  }
  if (booleans.length > 0) {
    const b = booleans[random.below(booleans.length)] as SyntaxNode;
    const flipped =
      flavor === 'python'
        ? b.type === 'true'
          ? 'False'
          : 'True'
        : b.type === 'true'
          ? 'false'
          : 'true'; // js and go alike
    return { start: b.startIndex, end: b.endIndex, texts: [flipped], bits: 1, kind: 'boolean' };
  }
  if (strings.length > 0)
    return stringTwins(
      strings[random.below(strings.length)] as SyntaxNode,
      Math.min(count, 3),
      random,
    );
  return null;
}

/** Whether a dict or object in the literal names one key twice (by its text). */
function repeatsAKey(node: SyntaxNode): boolean {
  if (node.type === 'dictionary' || node.type === 'object') {
    const keys = named(node)
      .filter((c) => c.type === 'pair')
      .map((c) => c.childForFieldName('key')?.text ?? '');
    if (new Set(keys).size < keys.length) return true;
  }
  return named(node).some(repeatsAKey);
}

/** Whether an expected literal holds an integer its twins would change (they change integers first). */
export function holdsTwinnableInteger(expected: SyntaxNode, flavor: Flavor): boolean {
  const numbers: SyntaxNode[] = [];
  collect(expected, flavor, numbers, [], []);
  return numbers.length > 0;
}

function collect(
  node: SyntaxNode,
  flavor: Flavor,
  numbers: SyntaxNode[],
  booleans: SyntaxNode[],
  strings: SyntaxNode[],
): void {
  const t = node.type;
  if (t === 'integer' || t === 'number' || t === 'int_literal') {
    if (twinnableInteger(node.text, flavor)) numbers.push(node);
    return;
  }
  if ((t === 'unary_operator' || t === 'unary_expression') && node.text.startsWith('-')) {
    if (twinnableInteger(node.text.replace(/^-\s*/, ''), flavor)) numbers.push(node);
    return;
  }
  if (t === 'true' || t === 'false') return void booleans.push(node);
  if (t === 'string_content' || t === 'string_fragment' || t === 'interpreted_string_literal')
    return void strings.push(node);
  // A Go composite literal's type (`[3]int`) holds numbers that are not the value.
  if (t === 'composite_literal') {
    const body = node.childForFieldName('body');
    if (body) collect(body, flavor, numbers, booleans, strings);
    return;
  }
  if (t === 'pair') {
    const value = node.childForFieldName('value');
    if (value) collect(value, flavor, numbers, booleans, strings);
    return;
  }
  for (const c of named(node)) collect(c, flavor, numbers, booleans, strings);
}

/**
 * An integer twins can count around. A JavaScript number past 2^53 is not one: its
 * neighbours are the same double, so a twin of it would pass wherever it does.
 */
function twinnableInteger(text: string, flavor: Flavor): boolean {
  const value = integerValue(text);
  if (value === null) return false;
  return flavor !== 'js' || text.endsWith('n') || value <= BigInt(Number.MAX_SAFE_INTEGER) - 16n;
}

/**
 * A plain decimal integer (a `5n` BigInt keeps its suffix). Hex, octal, binary and `1_000`
 * are left alone: twins are written in decimal, and one in another spelling would stand out.
 */
function integerValue(text: string): bigint | null {
  const clean = text.replace(/n$/, '');
  if (!/^(?:0|[1-9][0-9]*)$/.test(clean)) return null;
  return BigInt(clean);
}

const STANDOUT: ReadonlySet<bigint> = new Set([0n, 1n, -1n]);

/** The value of an integer literal twins can count around (twinnableInteger). */
function literalInteger(node: SyntaxNode): bigint {
  const negative = node.text.startsWith('-');
  const raw = negative ? node.text.replace(/^-\s*/, '') : node.text;
  return (negative ? -1n : 1n) * (integerValue(raw) as bigint);
}

function integerTwins(
  node: SyntaxNode,
  count: number,
  random: SealRandom,
  flavor: Flavor,
): ValueTwins {
  const suffix = node.text.endsWith('n') ? 'n' : '';
  const value = literalInteger(node);
  const k = Math.max(1, Math.min(count, MAX_TWINS_PER_ASSERTION));
  // A window of k + 1 consecutive values with the real one at a uniform position; in Go, a
  // window that stays inside the types the value fits (go-integers.ts).
  const { below, hidden } =
    flavor === 'go'
      ? goWindow(value, k, random)
      : { below: BigInt(random.below(k + 1)), hidden: true };
  const texts: string[] = [];
  for (let i = 0n; i <= BigInt(k); i++) {
    const v = value - below + i;
    if (v !== value) texts.push(`${v < 0n ? '-' : ''}${(v < 0n ? -v : v).toString()}${suffix}`);
  }
  return {
    start: node.startIndex,
    end: node.endIndex,
    texts: random.shuffle(texts),
    // 0, 1 and -1 stand out among their neighbours: tests check them far more often than
    // any other value (`len(errors) == 0`), so a patch that bets on one wins where it is the
    // real value. Twins still test them; they are credited no bits, like strings.
    bits: STANDOUT.has(value) || !hidden ? 0 : Math.log2(k + 1),
    kind: 'integer',
  };
}

function stringTwins(node: SyntaxNode, count: number, random: SealRandom): ValueTwins | null {
  const text = node.text;
  const inEscape = escapeOffsets(text);
  const places = text
    .split('')
    .map((ch, i) => ({ ch, i }))
    .filter(({ ch, i }) => /[A-Za-z0-9]/.test(ch) && !inEscape.has(i))
    .filter(({ i }) => i > 0 || node.type !== 'string_fragment' || !followsOctalEscape(node));
  if (places.length === 0) return null;
  const { ch, i } = places[random.below(places.length)] as { ch: string; i: number };
  const pool = /[a-z]/.test(ch)
    ? 'abcdefghijklmnopqrstuvwxyz'
    : /[A-Z]/.test(ch)
      ? 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
      : '0123456789';
  const others = random.shuffle([...pool].filter((c) => c !== ch)).slice(0, count);
  const texts = others.map((c) => text.slice(0, i) + c + text.slice(i + 1));
  return { start: node.startIndex, end: node.endIndex, texts, bits: 0, kind: 'string' };
}

/**
 * The offsets of a string literal's body that belong to an escape sequence, which a twin
 * leaves alone: changing a letter of `\x1b`, `\N{BULLET}` or `\u00e9` gives text Python
 * (and JavaScript, and Go) refuses to compile. Read the same way in every language and in raw
 * strings, and generously: after `\x`, `\u`, `\U` or an octal digit every hex digit that
 * follows counts, after `\N{` or `\u{` everything to the `}`, so no escape of any of the
 * three grammars can lose a character to a twin; a letter that is not in an escape after all
 * is only a twin fewer.
 */
function escapeOffsets(text: string): Set<number> {
  const out = new Set<number>();
  for (let i = 0; i < text.length; i++) {
    if (text[i] !== '\\') continue;
    const kind = text[i + 1] ?? '';
    let end = i + 2;
    if (kind === 'N' || (kind === 'u' && text[i + 2] === '{')) {
      const close = text.indexOf('}', i);
      end = close < 0 ? text.length : close + 1;
    } else if (/[xuU0-7]/.test(kind)) {
      while (end < text.length && /[0-9A-Fa-f]/.test(text[end] as string)) end++;
    }
    for (let j = i; j < end; j++) out.add(j);
    i = end - 1;
  }
  return out;
}
