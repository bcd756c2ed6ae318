// The sealing fidelity property (issue 34) on the shapes of real Python test files: sealed
// under unittest and pytest, with no twins and with twins, the file compiles with the host's
// python3, holds exactly its tests (mapped back through the name map), leaves what is not a
// test as it was (docstrings, comments, helpers, module code: AST and comments compared),
// and every twin differs from its original only in literals. The checker is the one
// `npm run seal:fidelity` runs over thousands of real files.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadTestFileParser } from '../../src/adapters/syntax/test-file-parser.js';
import type { TestFileParser } from '../../src/core/seal/syntax.js';
import {
  type FidelityChecker,
  formatReport,
  runFidelity,
  sealOne,
} from '../../scripts/seal-fidelity-core.js';
import { pythonFidelity, startPythonChecker } from '../../scripts/seal-fidelity-python.js';

let parser: TestFileParser;
let checker: FidelityChecker;

beforeAll(async () => {
  parser = await loadTestFileParser(['python']);
  checker = startPythonChecker();
});
afterAll(() => checker.close());

/** Every failure of the property for `source` as test_shapes.py, under both frameworks. */
async function failuresOf(source: string, seeds = 4): Promise<string[]> {
  const failures: string[] = [];
  for (const format of ['unittest', 'junit'] as const)
    for (const maxTwins of [0, 128])
      for (let n = 1; n <= seeds; n++) {
        const seed = new Uint8Array(32).fill(n);
        const sealed = sealOne('test_shapes.py', source, format, parser, maxTwins, seed);
        const job = {
          path: 'test_shapes.py',
          name: 'test_shapes.py',
          format,
          twins: maxTwins > 0,
          original: source,
          ...sealed,
        };
        for (const f of await checker.check(job)) failures.push(`${format} seed ${n}: ${f}`);
      }
  return failures;
}

describe('sealing keeps a Python test file what it was', () => {
  it('a class indented with tabs stays indented with tabs (spaces gave an IndentationError)', async () => {
    const source = [
      'import unittest',
      '',
      '',
      'class T(unittest.TestCase):',
      '\tdef test_one(self):',
      '\t\tself.assertEqual(len("abc"), 3)',
      '',
      '\tdef helper(self):',
      '\t\treturn 7',
      '',
      '\tdef test_two(self):',
      '\t\tassert self.helper() == 7',
      '',
    ].join('\n');
    expect(await failuresOf(source)).toEqual([]);
  });

  it('docstrings, comments, helpers, module code, aliases and nested classes stay', async () => {
    const source = `"""Module docstring."""
# a comment before everything
from __future__ import annotations

import unittest

CONSTANT = 41  # module-level code


def helper(x):
    """A helper, not a test."""
    return x + 1


class Base(unittest.TestCase):
    """Class docstring."""

    # a comment between tests
    def setUp(self):
        self.value = helper(CONSTANT)

    def test_value(self):
        # a comment inside a test
        self.assertEqual(self.value, 42)

    def test_value(self):  # defined twice: Python keeps this one
        self.assertEqual(self.value, 42)

    test_alias = test_value

    async def test_async(self):
        self.assertTrue(self.value)

    @unittest.skip("not now")
    def test_skipped(self):
        self.assertEqual(self.value, 0)

    class Inner:
        def test_inner(self):
            assert 1 + 1 == 2


class Other(unittest.TestCase):
    def test_value(self):  # the same name as Base's: one sealed name for both
        self.assertEqual(b"xy".decode(), "xy")


class Derived(Base):
    def test_more(self):
        self.assertIsNone(None if self.value else 1)


def test_module_level():
    assert helper(1) == 2, "helper adds one"


def test_not_flag():
    assert not helper(-1)


if __name__ == "__main__":
    unittest.main()
`;
    expect(await failuresOf(source)).toEqual([]);
  });
});

describe('the fidelity checker reads real files as Python does', () => {
  it('two classes of one name are two containers (test_importlib/test_util.py)', async () => {
    const source = `import unittest


class MagicNumberTests:
    def test_length(self):
        self.assertEqual(len(b"ab"), 2)


Both = (MagicNumberTests,)


class MagicNumberTests(unittest.TestCase):
    def test_magic_number(self):
        self.assertEqual(3495, 3000 + 495)
`;
    expect(await failuresOf(source)).toEqual([]);
  });

  it('a form feed does not shift the lines twins are read from (test_isinstance.py)', async () => {
    // str.splitlines breaks at \f, Python's lines do not: every test after it was misread.
    const source = [
      'import unittest',
      '\f',
      'class T(unittest.TestCase):',
      '    def test_one(self):',
      '        self.assertEqual(len("abc"), 3)',
      '\f',
      '    def test_two(self):',
      '        self.assertTrue(isinstance("", str | int))',
      '        self.assertEqual("v" + str(41), "v41")',
      '',
    ].join('\n');
    expect(await failuresOf(source)).toEqual([]);
  });

  it("a twin may change the compared arguments of the file's equality helper, no other", async () => {
    // networkx's test_traveling_salesman.py: validate_solution(cycle, cost, [...], 31.0).
    const source = `def validate(soln, cost, exp_soln, exp_cost):
    assert soln == exp_soln
    assert cost == exp_cost


def test_greedy():
    got = sorted([2, 1])
    validate(got, len("abc"), [1, 2], 31.0)
`;
    expect(await failuresOf(source)).toEqual([]);
    const sealed = sealOne('test_h.py', source, 'junit', parser, 128);
    expect(sealed.tests.some((t) => t.role === 'twin')).toBe(true);
    // A twin that also changes the argument the helper does not compare is caught.
    const edited = sealed.sealed.replace(/len\("abc"\), \[1, (?!2\])/, 'len("abd"), [1, ');
    expect(edited).not.toBe(sealed.sealed);
    const job = { path: 'test_h.py', name: 'test_h.py', format: 'junit' as const, twins: true };
    const found = await checker.check({ ...job, original: source, ...sealed, sealed: edited });
    expect(found.join('\n')).toMatch(/a literal outside an assertion/);
  });

  it('a file sealing declines is counted as refused, neither sealed nor passed', async () => {
    // Tree-sitter's Python grammar rejects a line inside brackets dedented below its
    // statement, which CPython accepts (test_compile.py's test_weird_attribute_position_regressions).
    const dir = mkdtempSync(join(tmpdir(), 'fidelity-'));
    const path = join(dir, 'test_weird.py');
    writeFileSync(path, 'def test_weird():\n    (bar.\nbaz)\n    assert 1 + 1 == 2\n');
    try {
      const [report] = await runFidelity(pythonFidelity, [{ source: 's', path }], parser);
      expect(report).toMatchObject({ checked: 1, refused: 1, sealable: 0, failures: [] });
      expect(report?.refusals.map((r) => r.reason).join('\n')).toMatch(/\(SuiteNotSealable\)/);
      expect(formatReport(report ? [report] : [])).toMatch(/1 refused by sealing, 0 files failing/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the fidelity checker catches what it is there for', () => {
  const source = `import unittest

LIMIT = 41


class T(unittest.TestCase):
    def test_one(self):
        self.assertEqual(len("abc"), 3)  # three letters

    def test_two(self):
        prefix = "v"
        self.assertEqual(prefix + str(LIMIT), "v41")
`;

  /** The checker's failures for the sealed text after `edit`. */
  async function caught(maxTwins: number, edit: (sealed: string) => string): Promise<string[]> {
    const sealed = sealOne('test_c.py', source, 'unittest', parser, maxTwins);
    const job = {
      path: 'test_c.py',
      name: 'test_c.py',
      format: 'unittest' as const,
      twins: maxTwins > 0,
      original: source,
      ...sealed,
    };
    expect(await checker.check(job)).toEqual([]);
    return [...(await checker.check({ ...job, sealed: edit(sealed.sealed) }))];
  }

  it.each([
    [
      'code that is not a test changed',
      (s: string) => s.replace('LIMIT = 41', 'LIMIT = 42'),
      /not a test/,
    ],
    [
      'a test changed beyond its name',
      (s: string) => s.replace('len("abc"), 3', 'len("abc"), 4'),
      /changed beyond its name/,
    ],
    ['a comment lost', (s: string) => s.replace('  # three letters', ''), /comments lost/],
    [
      'a test whose code is named other than it was written (own-names.ts)',
      (s: string) => s.replaceAll(/\btest_one\b/g, 'test_uno'),
      /code of test_\w+ is named test_uno, not test_one/,
    ],
    [
      'a file that does not compile',
      (s: string) => s.replace('LIMIT = 41', 'LIMIT = "\\N{NO SUCH NAME}"'),
      /does not compile/,
    ],
  ])('%s', async (_, edit, expected) => {
    expect((await caught(0, edit)).join('\n')).toMatch(expected);
  });

  it('a twin that changes more than a literal, a literal outside its assertions, or a kind', async () => {
    // The twin of test_two is the definition whose assertion no longer reads "v41".
    const inTwin =
      (from: string, to: string) =>
      (s: string): string =>
        s
          .split('\n    def ')
          .map((d) =>
            d.includes('prefix + str') && !d.includes('"v41"') ? d.replace(from, to) : d,
          )
          .join('\n    def ');
    const more = await caught(128, inTwin('str(LIMIT)', 'repr(LIMIT)'));
    expect(more.join('\n')).toMatch(/changes more than a literal/);
    const outside = await caught(128, inTwin('prefix = "v"', 'prefix = "w"'));
    expect(outside.join('\n')).toMatch(/a literal outside an assertion/);
    const kind = await caught(128, inTwin(', "', ', r"'));
    expect(kind.join('\n')).toMatch(/kind of a string literal/);
    // Its code named otherwise than its original's: a name that tells them apart.
    const named = await caught(128, (s) =>
      s
        .split('\n    def ')
        .map((d) =>
          d.includes('prefix + str') && !d.includes('"v41"')
            ? d.replaceAll('test_two', 'test_deux')
            : d,
        )
        .join('\n    def '),
    );
    expect(named.join('\n')).toMatch(
      /twin test_\w+'s code is named test_deux, its original's test_two/,
    );
  });
});
