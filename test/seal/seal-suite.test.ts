// Sealing trusted suites (PROTOCOL 5.1) on real test files: every test renamed, twins that
// change exactly one literal, plants, nothing that tells a twin from its original by name
// or place, the same plants again from the same seed, and sealed text that still parses.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadTestFileParser } from '../../src/adapters/syntax/test-file-parser.js';
import type { SealedSuite } from '../../src/core/seal/model.js';
import { SealRandom } from '../../src/core/seal/prng.js';
import { sealSuite, TARGET_BITS } from '../../src/core/seal/seal-suite.js';
import type { TestFileParser } from '../../src/core/seal/syntax.js';
import { repoRoot } from '../support/shared.js';

const here = join(repoRoot, 'test', 'seal', 'fixtures');
const fixture = (name: string): Uint8Array => new Uint8Array(readFileSync(join(here, name)));
const seed = (n: number): Uint8Array => new Uint8Array(32).fill(n);
const text = (suite: SealedSuite, path: string): string =>
  new TextDecoder().decode(suite.files.get(path));
let parser: TestFileParser;

beforeAll(async () => {
  parser = await loadTestFileParser();
});

function seal(
  files: Record<string, Uint8Array | string>,
  format: 'unittest' | 'junit' | 'tap',
  n = 1,
  label = 'patched',
): SealedSuite {
  const map = new Map(
    Object.entries(files).map(([k, v]) => [
      k,
      typeof v === 'string' ? new TextEncoder().encode(v) : v,
    ]),
  );
  return sealSuite('test suite', { files: map }, format, parser, new SealRandom(seed(n), label));
}

function parses(language: 'python' | 'javascript', source: string): boolean {
  const parsed = parser.parse(language, source);
  try {
    return !parsed.root.hasError;
  } finally {
    parsed.dispose();
  }
}

describe('sealing a pytest suite (pytest’s own approx tests)', () => {
  it('renames every collected test, keeps fixtures and helpers, and still parses', () => {
    const suite = seal({ 'test_approx.py': fixture('pytest_approx_excerpt.py') }, 'junit');
    const out = text(suite, 'test_approx.py');
    expect(parses('python', out)).toBe(true);
    for (const name of [
      'test_repr_string',
      'test_operator_overloading',
      'test_exactly_equal',
      'test_list_wrong_len',
    ]) {
      // Collected under a fresh name: the written one is only the code's (own-names.ts),
      // bound to a token and deleted right after each definition.
      const defs = out.match(new RegExp(`def ${name}\\(`, 'g'))?.length ?? 0;
      expect(defs).toBeGreaterThan(0);
      expect(
        out.match(new RegExp(`^ *test_\\w{12} = ${name}\\n *del ${name}$`, 'gm'))?.length,
      ).toBe(defs);
    }
    expect(out).toContain('def plus_minus(self)');
    const real = suite.tests.filter((t) => t.role === 'real');
    expect(real.map((t) => t.original).sort()).toEqual([
      'test_comparison_operator_type_error',
      'test_exactly_equal',
      'test_list_wrong_len',
      'test_operator_overloading',
      'test_reasonable_defaults',
      'test_repr_string',
    ]);
    // Parametrized: may be reported once per parameter, and never twinned.
    expect(real.find((t) => t.original === 'test_comparison_operator_type_error')).toMatchObject({
      multi: true,
    });
    expect(
      suite.tests
        .filter((t) => t.role === 'twin')
        .every(
          (t) =>
            real.find((r) => r.token === t.original)?.original !==
            'test_comparison_operator_type_error',
        ),
    ).toBe(true);
    // Each `def test_…` in the output is one sealed test: real, twin or plant.
    expect(out.match(/^ {4}def test_/gm)?.length).toBe(suite.tests.length);
  });

  it('twins change exactly one literal of a literal-vs-code assertion; loops and code-vs-code are left alone', () => {
    const suite = seal({ 'test_approx.py': fixture('pytest_approx_excerpt.py') }, 'junit');
    const out = text(suite, 'test_approx.py');
    // `assert 1 == approx(1, …)`: the twins assert another integer on the left.
    // (Twins of the method's other assertions copy this line unchanged.)
    const values = new Set(
      [...out.matchAll(/assert (-?\d+) == approx\(1, rel=1e-6, abs=1e-12\)/g)].map((m) => m[1]),
    );
    expect(values.has('1')).toBe(true);
    expect(values.size).toBeGreaterThan(1);
    // `0.1 + 0.2 == approx(0.3)` has no literal side; the loop in test_exactly_equal never twins.
    expect(out.match(/assert 0\.1 \+ 0\.2 == approx\(0\.3\)/g)?.length).toBe(1);
    expect(out.match(/assert a == approx\(x\)/g)?.length).toBe(1);
  });
});

describe('a TestCase through a base class of the same file (croniter’s tests: class HashTest(Base), Base(unittest.TestCase))', () => {
  it.each(['junit', 'unittest'] as const)(
    'is collected and takes plants under %s, as the framework collects it',
    (format) => {
      const source =
        'import unittest\n\n\nclass Base(unittest.TestCase):\n    epoch = 1\n\n\nclass HashTest(Base):\n    def test_invalid(self):\n        with self.assertRaises(ValueError):\n            int("x")\n';
      const suite = seal({ 'test_hash.py': source }, format);
      expect(suite.tests.find((t) => t.original === 'test_invalid')).toMatchObject({
        role: 'real',
        required: true,
      });
      // Before, the class was not seen as collected: no plants, and the phase proved nothing planted.
      expect(suite.planted).toBe(4);
      expect(parses('python', text(suite, 'test_hash.py'))).toBe(true);
    },
  );
});

describe('sealing a node:test suite (Node’s own describe/it fixture)', () => {
  it('gives every test and suite a fresh title, nested ones included, and still parses', () => {
    const suite = seal({ 'describe_it.test.js': fixture('node_describe_it_excerpt.js') }, 'tap');
    const out = text(suite, 'describe_it.test.js');
    expect(parses('javascript', out)).toBe(true);
    for (const title of [
      'sync pass',
      'level 1a',
      'inner describe',
      'it inside inner describe',
      'mixing describe/it and test should work',
    ])
      expect(out).not.toContain(`'${title}'`);
    expect(out).not.toContain('"it inside describe 1"');
    const byOriginal = new Map(
      suite.tests
        .filter((t) => t.role === 'real' || t.role === 'suite')
        .map((t) => [t.original, t]),
    );
    const inner = byOriginal.get('it inside inner describe');
    expect(inner?.parents).toEqual([
      byOriginal.get('async describe function')?.token,
      byOriginal.get('inner describe')?.token,
    ]);
    // it() and it(fn): a title is added, and they are known as anonymous tests.
    expect(suite.tests.filter((t) => t.original === '<anonymous>').length).toBe(2);
    // todo and skip tests may be reported or not; they are not required.
    expect(byOriginal.get('sync pass todo')?.required).toBe(false);
  });

  it('inserts twins only after the declarations their original follows', () => {
    const source =
      "'use strict';\nconst test = require('node:test');\nconst assert = require('node:assert');\nconst { add } = require('./add.js');\n\ntest('adds', () => {\n  assert.strictEqual(add(2, 3), 5);\n});\n\nconst later = 1;\n\ntest('adds later', () => {\n  assert.strictEqual(add(later, 1), 2);\n});\n";
    for (let n = 1; n <= 20; n++) {
      const out = text(seal({ 'add.test.js': source }, 'tap', n), 'add.test.js');
      const lines = out.split('\n');
      const declared = lines.findIndex((l) => l.startsWith('const { add }'));
      const later = lines.findIndex((l) => l.startsWith('const later'));
      lines.forEach((l, i) => {
        if (/add\(2, 3\)/.test(l)) expect(i).toBeGreaterThan(declared);
        if (/add\(later, 1\)/.test(l)) expect(i).toBeGreaterThan(later);
      });
    }
  });
});

describe('the seal’s randomness', () => {
  const calc = readFileSync(
    join(repoRoot, 'test', 'fixtures', 'python-calc', 'spec', 'hidden', 'test_hidden_add.py'),
  );

  it('is the same from the same seed and phase, and different from another seed or phase', () => {
    const a = text(seal({ 'test_t.py': calc }, 'unittest', 1), 'test_t.py');
    expect(text(seal({ 'test_t.py': calc }, 'unittest', 1), 'test_t.py')).toBe(a);
    expect(text(seal({ 'test_t.py': calc }, 'unittest', 2), 'test_t.py')).not.toBe(a);
    expect(text(seal({ 'test_t.py': calc }, 'unittest', 1, 'hidden'), 'test_t.py')).not.toBe(a);
  });

  it('places the original uniformly among its twins (unittest runs them by name, pytest in file order)', () => {
    const ranks = new Map<number, number>();
    for (let n = 0; n < 200; n++) {
      const out = text(
        seal(
          {
            'test_t.py':
              'import unittest\nfrom calc import add\n\nclass T(unittest.TestCase):\n    def test_a(self):\n        self.assertEqual(add(2, 3), 5)\n',
          },
          'unittest',
          n,
        ),
        'test_t.py',
      );
      const values = [...out.matchAll(/assertEqual\(add\(2, 3\), (-?\d+)\)/g)].map((m) =>
        Number(m[1]),
      );
      const byName = [
        ...out.matchAll(/def (test_\w+)\(self\):\n\s+self\.assertEqual\(add\(2, 3\), (-?\d+)\)/g),
      ].sort((x, y) => ((x[1] as string) < (y[1] as string) ? -1 : 1));
      expect(values).toContain(5);
      const rank = byName.findIndex((m) => m[2] === '5');
      ranks.set(rank, (ranks.get(rank) ?? 0) + 1);
    }
    // 16 places, 200 draws: each place well under a third of them.
    expect(Math.max(...ranks.values())).toBeLessThan(60);
    expect(ranks.size).toBeGreaterThan(8);
  });

  it('reaches the target bound when the suite has enough assertions, and says how far it got when not', () => {
    const many = seal({ 'test_t.py': calc }, 'unittest');
    expect(many.bits).toBeGreaterThan(0);
    expect(many.bits).toBeLessThanOrEqual(TARGET_BITS + 4);
    const none = seal(
      {
        'test_t.py':
          'import unittest\n\nclass T(unittest.TestCase):\n    def test_a(self):\n        with self.assertRaises(ValueError):\n            int("x")\n',
      },
      'unittest',
    );
    expect(none.bits).toBe(0);
    expect(none.twins).toBe(0);
    expect(none.planted).toBe(4);
  });

  it('credits no bits for 0, 1 and -1, which stand out among their twins, but still twins them', () => {
    // A patch reading the test bets on the value tests use most and wins where it is real.
    const suite = (expected: string): SealedSuite =>
      seal(
        {
          'test_t.py': `import unittest\n\nclass T(unittest.TestCase):\n    def test_a(self):\n        self.assertEqual(count(), ${expected})\n`,
        },
        'unittest',
      );
    for (const standout of ['0', '1', '-1']) {
      const sealed = suite(standout);
      expect(sealed.bits, standout).toBe(0);
      expect(sealed.twins, standout).toBeGreaterThan(0);
    }
    expect(suite('5').bits).toBe(4);
    // A literal holding a standout and another integer has the other one twinned.
    for (let n = 1; n <= 8; n += 1)
      expect(
        seal(
          {
            'test_t.py': `import unittest\n\nclass T(unittest.TestCase):\n    def test_a(self):\n        self.assertEqual(span(), [(1, 10)])\n`,
          },
          'unittest',
          n,
        ).bits,
      ).toBe(4);
  });

  it('requires only what unittest discovery loads: test*.py, in packages below the start folder', () => {
    const source =
      'import unittest\n\nclass T(unittest.TestCase):\n    def test_a(self):\n        self.assertEqual(len("ab"), 2)\n';
    const suite = seal(
      {
        'test_top.py': source,
        'helpers.py': source,
        'sub/test_sub.py': source,
        'pkg/__init__.py': '',
        'pkg/test_pkg.py': source,
      },
      'unittest',
    );
    // One name, one entry (an override stays an override): required, because two of its files are loaded.
    expect(suite.tests.filter((t) => t.role === 'real')).toMatchObject([
      { original: 'test_a', required: true },
    ]);
    // Plants and twins go only where discovery looks.
    expect(
      suite.tests
        .filter((t) => t.role !== 'real')
        .every((t) => t.file === 'test_top.py' || t.file === 'pkg/test_pkg.py'),
    ).toBe(true);
    const alone = seal({ 'helpers.py': source, 'sub/test_sub.py': source }, 'unittest');
    expect(alone.tests.every((t) => t.role === 'real' && !t.required)).toBe(true);
  });

  it('gives every twin of a test all its integer assertions changed, so no member is one change from all others', () => {
    const source =
      'import unittest\nfrom m import f, g\n\nclass T(unittest.TestCase):\n    def test_a(self):\n        self.assertEqual(f(1), 10)\n        self.assertEqual(g(2), 20)\n';
    const out = text(seal({ 'test_m.py': source }, 'unittest'), 'test_m.py');
    const pairs = [
      ...out.matchAll(/assertEqual\(f\(1\), (-?\d+)\)\n\s+self\.assertEqual\(g\(2\), (-?\d+)\)/g),
    ].map((m) => [m[1], m[2]]);
    expect(pairs.length).toBeGreaterThan(2);
    // Each value appears once at each place: no majority points at the original.
    expect(new Set(pairs.map((p) => p[0])).size).toBe(pairs.length);
    expect(new Set(pairs.map((p) => p[1])).size).toBe(pairs.length);
  });

  it('refuses a trusted file that does not parse, before anything runs', () => {
    expect(() => seal({ 't.py': 'class T(:\n' }, 'unittest')).toThrow(
      expect.objectContaining({ code: 'SuiteNotSealable' }),
    );
  });
});
