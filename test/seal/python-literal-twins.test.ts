// Twins of Python literals of every spelling (issue 34): a twin may change only the literal it
// twins, into a literal of the same kind that is still valid where it stands. Each file below
// is sealed under several seeds and judged by the fidelity checker (the host's python3
// compiles it and compares every twin with its original by AST and tokens). Before the fix,
// a letter inside an escape (`\x1b`, `\N{…}`, `\u00e9`) was changed, which Python refuses:
// "(unicode error) 'unicodeescape' codec can't decode bytes …: truncated \xXX escape", as
// an upstream suite comparing terminal colour codes showed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadTestFileParser } from '../../src/adapters/syntax/test-file-parser.js';
import type { TestFileParser } from '../../src/core/seal/syntax.js';
import { type FidelityChecker, sealOne } from '../../scripts/seal-fidelity-core.js';
import { startPythonChecker } from '../../scripts/seal-fidelity-python.js';

let parser: TestFileParser;
let checker: FidelityChecker;

beforeAll(async () => {
  parser = await loadTestFileParser(['python']);
  checker = startPythonChecker();
});
afterAll(() => checker.close());

const unittestFile = (body: string): string =>
  `import unittest\n\n\nclass T(unittest.TestCase):\n${body}\n\n\nif __name__ == '__main__':\n    unittest.main()\n`;

const method = (name: string, expected: string): string =>
  `    def ${name}(self):\n        self.assertEqual(value(), ${expected})\n`;

/** Seals `source` under `seeds` seeds; returns the checker's failures and the twins made. */
async function sealAndCheck(
  source: string,
  seeds = 8,
  format: 'unittest' | 'junit' = 'unittest',
): Promise<{ failures: string[]; twins: number; bits: number }> {
  const failures: string[] = [];
  let twins = 0;
  let bits = 0;
  for (let n = 1; n <= seeds; n++) {
    const sealed = sealOne(
      'test_literals.py',
      source,
      format,
      parser,
      128,
      new Uint8Array(32).fill(n),
    );
    const job = {
      path: 'test_literals.py',
      name: 'test_literals.py',
      format,
      twins: true,
      original: source,
      ...sealed,
    };
    failures.push(...(await checker.check(job)).map((f) => `seed ${n}: ${f}`));
    twins += sealed.tests.filter((t) => t.role === 'twin').length;
    bits += sealed.bits;
  }
  return { failures, twins, bits };
}

describe('twins of Python string literals with escapes', () => {
  it.each([
    ['hex escapes (terminal colour codes)', String.raw`'\x1b[0m\x1b[1mAb\xdc'`],
    ['named unicode escapes', String.raw`'\N{LATIN SMALL LETTER E WITH ACUTE}x'`],
    ['\\u and \\U escapes', String.raw`'\u00e9\U0001F600z'`],
    ['octal escapes', String.raw`'\101\7z\0'`],
    ['an escaped backslash before a letter', String.raw`'\\x1b\\N{x}q'`],
    ['a line continuation', "'ab\\\ncd'"],
    ['triple quotes over lines', "'''line one\n\\x1b two\n'''"],
    ['implicit concatenation', String.raw`'ab' "\x41c" r'\x'`],
    ['an f-string without fields', String.raw`f'ab{{c}}\x41'`],
    ['prefixes in any case', String.raw`U'ab\x41'`],
  ])('%s: every twin compiles and changes only the literal', async (_, literal) => {
    const { failures, twins } = await sealAndCheck(unittestFile(method('test_one', literal)), 16);
    expect(failures).toEqual([]);
    expect(twins).toBeGreaterThan(0); // the letters outside escapes still give twins
  });

  it.each([
    ['raw strings', String.raw`r'\d+\x1b\N{x}'`],
    ['raw strings, upper case', String.raw`R'\N{BULLET}z'`],
    ['bytes', String.raw`b'\xffab\x00'`],
    ['raw bytes in every spelling', String.raw`Rb'\x' bR'\N{q}' rB'a\u12'`],
  ])('%s: every twin compiles and keeps its prefix', async (_, literal) => {
    const { failures } = await sealAndCheck(unittestFile(method('test_one', literal)));
    expect(failures).toEqual([]);
  });

  it('a string made only of escapes gets no twin and no bits', async () => {
    const { failures, twins, bits } = await sealAndCheck(
      unittestFile(method('test_colour', String.raw`'\x1b\xdc\N{BULLET}\u00e9'`)),
    );
    expect(failures).toEqual([]);
    expect(twins).toBe(0);
    expect(bits).toBe(0);
  });

  it('an f-string with a field is not a literal: no twin', async () => {
    const { failures, twins } = await sealAndCheck(unittestFile(method('test_f', `f'{1}ab'`)));
    expect(failures).toEqual([]);
    expect(twins).toBe(0);
  });
});

describe('twins of Python numbers', () => {
  it.each([
    ['underscores', '1_000'],
    ['hex', '0x1F'],
    ['octal', '0o17'],
    ['binary', '0b101'],
    ['complex', '5j'],
    ['a float', '1e3'],
  ])('%s are not counted around (no twin changes them)', async (_, literal) => {
    const { failures, twins, bits } = await sealAndCheck(unittestFile(method('test_n', literal)));
    expect(failures).toEqual([]);
    expect(twins).toBe(0);
    expect(bits).toBe(0);
  });

  it.each([
    ['a negative number', '-5'],
    ['a negative number with a space', '- 7'],
    ['a plus sign', '+3'],
    ['numbers in a tuple', '(2, -1, 40)'],
  ])('%s: twins are decimal integers that compile', async (_, literal) => {
    const { failures, twins } = await sealAndCheck(unittestFile(method('test_n', literal)));
    expect(failures).toEqual([]);
    expect(twins).toBeGreaterThan(0);
  });

  it('pytest asserts with numbers and strings beside them compile', async () => {
    const source =
      "import pytest\n\n\ndef test_a():\n    assert value() == -12\n\n\ndef test_b():\n    assert value() == '\\x1b[31mred\\x1b[0m'\n";
    const { failures, twins } = await sealAndCheck(source, 8, 'junit');
    expect(failures).toEqual([]);
    expect(twins).toBeGreaterThan(0);
  });
});

describe('flipped assertions', () => {
  it('assert(x) with no space flips to a valid assert, not a call of assertnot (sympy, numpy, mpmath)', async () => {
    const source =
      'def test_a():\n    assert(value())\n\n\ndef test_b():\n    assert(not value()), "msg"\n';
    const { failures, twins } = await sealAndCheck(source, 8, 'junit');
    expect(failures).toEqual([]);
    expect(twins).toBeGreaterThan(0);
  });
});
