import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../../src/core/hash/canonical-json.js';
import { parseStrictJson } from '../../src/core/hash/strict-json.js';
import { PatchProofError } from '../../src/core/errors.js';

function codeOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (e) {
    return e instanceof PatchProofError ? e.code : `not coded: ${String(e)}`;
  }
  return undefined;
}

describe('canonicalJson refuses what JCS cannot carry faithfully', () => {
  const cases: Array<[string, unknown]> = [
    ['undefined member', { a: undefined }],
    ['undefined at top', undefined],
    ['NaN', { n: NaN }],
    ['Infinity', [Infinity]],
    ['-0', { z: -0 }],
    ['2^53', { big: 2 ** 53 }],
    ['1e300', { big: 1e300 }],
    ['bigint', { b: 1n }],
    ['function', { f: () => 1 }],
    ['Date', { d: new Date(0) }],
    ['Map', new Map()],
    ['toJSON object', { x: { toJSON: () => 'y' } }],
    ['non-NFC text', { name: 'cafe\u0301' }],
    ['non-NFC key', { ['e\u0301']: 1 }],
    ['lone surrogate', { s: '\ud800' }],
    // eslint-disable-next-line no-sparse-arrays -- the hole is the case under test.
    ['sparse array', [1, , 3]],
  ];
  it.each(cases)('%s', (_name, value) => {
    expect(codeOf(() => canonicalJson(value))).toBe('NotCanonicalizable');
  });

  it('refuses cycles', () => {
    const a: Record<string, unknown> = {};
    a.self = a;
    expect(codeOf(() => canonicalJson(a))).toBe('NotCanonicalizable');
  });

  it('accepts near-legal values: 2^53 - 1, fractions, NFC text, shared (non-cyclic) objects', () => {
    const shared = { k: 1 };
    expect(canonicalJson({ max: 2 ** 53 - 1, f: 0.5, t: 'caf\u00e9', a: shared, b: shared })).toBe(
      '{"a":{"k":1},"b":{"k":1},"f":0.5,"max":9007199254740991,"t":"café"}',
    );
  });

  it('round-trips any accepted value through the strict reader unchanged', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        let text: string;
        try {
          text = canonicalJson(value);
        } catch (e) {
          return e instanceof PatchProofError && e.code === 'NotCanonicalizable';
        }
        return canonicalJson(parseStrictJson(text)) === text;
      }),
      { numRuns: 300 },
    );
  });
});

describe('parseStrictJson', () => {
  it.each([
    ['duplicate keys', '{"a":1,"a":2}'],
    ['unsafe integer', '{"a":9007199254740993}'],
    ['trailing garbage', '{} x'],
    ['raw control char', '"a\u0001"'],
    ['single quotes', "{'a':1}"],
    ['leading zero', '01'],
  ])('refuses %s', (_name, text) => {
    expect(() => parseStrictJson(text)).toThrow();
  });

  it('keeps __proto__ as an ordinary key', () => {
    const value = parseStrictJson('{"__proto__":{"polluted":true}}') as Record<string, unknown>;
    expect(Object.keys(value)).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
