// Twins change a literal into a literal of the same kind that is valid where it stands (issue
// 34, class "faithful literals"). Before the fix a Go string's escapes were changed
// (`"\x1b[0m"` twinned as `"\x1q[0m"`, which Go refuses), JavaScript's `"\08"` could become
// the octal escape `"\03"`, and a Go integer could leave its type (255 compared with a uint8
// twinned as 256, 0 compared with a uint as -1): each a suite that no longer compiles. Go
// windows are tiles of the range between two type ends, so none shows which value is real.
import { Parser } from 'acorn';
import { beforeAll, describe, expect, it } from 'vitest';
import { valueTwins } from '../../src/core/seal/literal-values.js';
import { SealRandom } from '../../src/core/seal/prng.js';
import type { SealLanguage, SyntaxNode } from '../../src/core/seal/syntax.js';
import { loadParser, parser } from './js-sealing.js';

beforeAll(async () => {
  await loadParser();
});

/** The first node of `type` in `source`, parsed as `language`. */
function first(language: SealLanguage, source: string, type: string): SyntaxNode {
  const root = parser().parse(language, source).root;
  const stack: SyntaxNode[] = [root];
  while (stack.length > 0) {
    const n = stack.shift() as SyntaxNode;
    if (n.type === type) return n;
    stack.push(...(n.children.filter((c) => c !== null) as SyntaxNode[]));
  }
  throw new Error(`no ${type} in ${source}`);
}

/** Every twin of `node` over many seeds, as the whole source with the twin in place. */
function twinSources(source: string, node: SyntaxNode, flavor: 'js' | 'go'): string[] {
  const out: string[] = [];
  for (let seed = 0; seed < 40; seed++) {
    const made = valueTwins(node, flavor, 15, new SealRandom(new Uint8Array(32).fill(seed), 'x'));
    for (const text of made?.texts ?? [])
      out.push(source.slice(0, made?.start) + text + source.slice(made?.end));
  }
  return out;
}

describe('string twins keep every escape as it is', () => {
  it.each([
    ['"\\x1b[0mZ\\u00e9x\\101q"', ['\\x1b', '\\u00e9', '\\101']],
    ['"\\U0001F600\\tab\\\\n"', ['\\U0001F600', '\\t', '\\\\']],
  ])('Go %s', (literal, escapes) => {
    const source = `package x\n\nvar _ = ${literal}\n`;
    const twins = twinSources(source, first('go', source, 'interpreted_string_literal'), 'go');
    expect(twins.length).toBeGreaterThan(0);
    for (const twin of twins) {
      for (const e of escapes) expect(twin).toContain(e);
      expect(twin).not.toBe(source);
    }
  });

  it.each([
    ["'\\x1b[0mZ\\u{1F600}ab'", 'script'],
    ["'\\08 and \\1 9'", 'script'],
    ['`a\\u00e9b\\x41c`', 'module'],
  ] as const)('JavaScript %s: every twin parses as the original did', (literal, sourceType) => {
    const source = `expect(x).toBe(${literal});\n`;
    const string = first(
      'javascript',
      source,
      literal.startsWith('`') ? 'template_string' : 'string',
    );
    const twins = twinSources(source, string, 'js');
    expect(twins.length).toBeGreaterThan(0);
    for (const twin of twins) {
      expect(() => Parser.parse(twin, { ecmaVersion: 'latest', sourceType })).not.toThrow();
      // The escapes (and what follows an octal one) are the original's.
      for (const e of literal.match(/\\(?:x..|u\{[^}]+\}|u....|[0-7]+[89]?)/g) ?? [])
        expect(twin).toContain(e);
    }
  });
});

describe('Go integer twins stay inside the types the original fits', () => {
  const goTwins = (literal: string, seed: number) => {
    const source = `package x\n\nvar _ = ${literal}\n`;
    const node = literal.startsWith('-')
      ? first('go', source, 'unary_expression')
      : first('go', source, 'int_literal');
    return valueTwins(node, 'go', 15, new SealRandom(new Uint8Array(32).fill(seed), 'x'));
  };

  it.each([
    ['255', 0n, 255n],
    ['127', 0n, 127n],
    ['0', 0n, 127n],
    ['3', 0n, 127n],
    ['65535', 32768n, 65535n],
    ['-128', -128n, -1n],
    ['128', 128n, 255n],
  ])('%s', (literal, low, high) => {
    for (let seed = 0; seed < 40; seed++) {
      const made = goTwins(literal, seed);
      expect(made?.texts.length).toBe(15);
      for (const text of made?.texts ?? []) {
        expect(BigInt(text)).toBeGreaterThanOrEqual(low);
        expect(BigInt(text)).toBeLessThanOrEqual(high);
      }
      // 0 stands out by itself; the others are hidden in their window.
      expect(made?.bits).toBe(literal === '0' ? 0 : 4);
    }
  });

  it('every value of a tile shows the same window: the window does not tell which is real', () => {
    const windowOf = (v: number) =>
      [...(goTwins(String(v), v)?.texts ?? []), String(v)].map(Number).sort((a, b) => a - b);
    const windows = new Set([240, 241, 247, 250, 255].map((v) => windowOf(v).join(',')));
    expect([...windows]).toEqual([Array.from({ length: 16 }, (_, i) => 240 + i).join(',')]);
  });
});
