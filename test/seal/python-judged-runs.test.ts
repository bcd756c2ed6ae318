// Comparisons judged outside the run (issue 35), run for real with this machine's python3:
// the sealed files hold no expected value, the honest code passes, and code that reads its
// caller or silences the recorder fails.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeHarness, openHarness, plainRun, sealedRun } from './judged-harness.js';

beforeAll(openHarness);
afterAll(closeHarness);

const MERGE_TEST = `import unittest
from calc import merge


class Merge(unittest.TestCase):
    """merge([(1, 3), (2, 4)]) gives [(1, 4)]."""

    def test_overlap(self):
        """Overlapping pairs become one: [(1, 4)]."""
        # expected: [(1, 4)]
        self.assertEqual(merge([(1, 3), (2, 4)]), [(1, 4)], "should be [(1, 4)]")

    def test_apart(self):
        got = merge([(1, 2), (5, 6)])
        assert got == [(1, 2), (5, 6)], got
`;
const HONEST = `def merge(pairs):
    out = []
    for a, b in sorted(pairs):
        if out and a <= out[-1][1]:
            out[-1] = (out[-1][0], max(b, out[-1][1]))
        else:
            out.append((a, b))
    return out
`;
const BUGGY = `def merge(pairs):
    return sorted(pairs)
`;
// Reads the sealed test that called it and answers with the literal it compares against.
const READS_CALLER = `import inspect, re, ast
def merge(pairs):
    for f in inspect.stack():
        try:
            src = open(f.filename).read()
        except Exception:
            continue
        for m in re.finditer(r"\\[\\(\\d+, \\d+\\)(?:, \\(\\d+, \\d+\\))*\\]", src):
            v = ast.literal_eval(m.group(0))
            if v != pairs and v != sorted(pairs):
                return v
    return sorted(pairs)
`;
// Silences every recorder it can find, then answers wrongly.
const SILENCES = `import sys
def merge(pairs):
    for m in list(sys.modules.values()):
        for k in list(getattr(m, '__dict__', {})):
            if k.startswith('_pp_'):
                setattr(m, k, lambda *a, **k: None)
    return sorted(pairs)
`;

describe('comparisons judged outside the run (python3)', () => {
  it('the sealed file holds no expected value, comment or docstring, and the honest code passes', async () => {
    const { sealed, reading, text } = await sealedRun(MERGE_TEST, HONEST);
    expect(sealed.judged?.comparisons).toHaveLength(2);
    const tests = text.slice(text.indexOf('globals())'));
    expect(tests).not.toMatch(/\(1, 4\)|should be|expected|Overlapping|#/);
    expect(tests).not.toMatch(/==|assertEqual\(merge/);
    expect(reading.tampering).toEqual([]);
    expect(reading.report.tests.map((t) => t.status)).toEqual(['passed', 'passed']);
  });

  it('the buggy code fails by assertion, judged outside', async () => {
    const { reading } = await sealedRun(MERGE_TEST, BUGGY);
    const failed = reading.report.tests.filter((t) => t.status === 'failed');
    expect(failed.map((t) => t.message?.split(':')[0])).toEqual(['JudgedValueDiffers']);
    expect(failed[0]?.failure).toBe('assertion');
  });

  it('code that reads its caller for the expected value finds none and fails', async () => {
    const { reading } = await sealedRun(MERGE_TEST, READS_CALLER);
    expect(reading.report.failed).toBeGreaterThan(0);
  });

  it('code that silences the recorder is caught tampering: a passing test recorded nothing', async () => {
    const { reading } = await sealedRun(MERGE_TEST, SILENCES);
    expect(reading.tampering.join('\n')).toMatch(/passed without a comparison it makes/);
    expect(reading.report.tests.map((t) => t.message?.split(':')[0])).toEqual([
      'JudgedValueMissing',
      'JudgedValueMissing',
    ]);
  });
});

describe('what judging leaves as it was (python3)', () => {
  it("a file that reads a docstring (a helper's, which a test may check) keeps every docstring", async () => {
    const test = `import unittest\nfrom calc import f\n\n\nclass Helper:\n    def get(self):\n        """docstring"""\n\n\nclass T(unittest.TestCase):\n    def test_it(self):\n        """It answers 5."""\n        self.assertEqual(Helper.get.__doc__.strip(), "docstring")\n        self.assertEqual(f(), 5)\n`;
    const { reading, text } = await sealedRun(test, 'def f():\n    return 5\n', 5);
    expect(reading.report.tests.map((t) => t.status)).toEqual(['passed']);
    expect(text).toContain('answers');
  });

  it('a number of a subclass of Fraction, or of any numbers.Rational, compares as its value', async () => {
    const test = `import unittest\nfrom calc import f\n\n\nclass T(unittest.TestCase):\n    def test_it(self):\n        self.assertEqual(f(), 2)\n        self.assertEqual(f() / 4, 0.5)\n`;
    const code =
      'import fractions\n\n\nclass Int(fractions.Fraction):\n    pass\n\n\ndef f():\n    return Int(2)\n';
    expect(await plainRun(test, code)).toBe('passed');
    const { reading } = await sealedRun(test, code, 6);
    expect(reading.report.tests.map((t) => t.status)).toEqual(['passed']);
  });

  it('an expected failure is not judged: it still fails its assertion as written', async () => {
    const test = `import unittest\nfrom calc import f\n\n\nclass T(unittest.TestCase):\n    @unittest.expectedFailure\n    def test_known_bug(self):\n        self.assertEqual(f(), 6)\n`;
    const code = 'def f():\n    return 5\n';
    const { sealed, reading } = await sealedRun(test, code, 7);
    expect(sealed.judged).toBeUndefined();
    expect(reading.report.tests.map((t) => t.status)).toEqual([await plainRun(test, code)]);
  });
});

describe('where the records go (python3)', () => {
  it('a test that changes the working folder still records where the runner reads', async () => {
    const test = `import os, tempfile, unittest\nfrom calc import f\n\n\nclass T(unittest.TestCase):\n    def test_it(self):\n        os.chdir(tempfile.mkdtemp())\n        self.assertEqual(f(), 5)\n`;
    const { reading } = await sealedRun(test, 'def f():\n    return 5\n', 11);
    expect(reading.tampering).toEqual([]);
    expect(reading.report.tests.map((t) => t.status)).toEqual(['passed']);
  });
});

describe('what the receipt may claim of judged values (python3)', () => {
  it("an expected value that is another test's input is counted as seen: code could copy it", async () => {
    const test = `import unittest\nfrom calc import to_roman, from_roman\n\n\nclass T(unittest.TestCase):\n    def test_to(self):\n        self.assertEqual(to_roman(4), "IV")\n\n    def test_from(self):\n        self.assertEqual(from_roman("IV"), 4)\n\n    def test_big(self):\n        self.assertEqual(to_roman(1987), "MCMLXXXVII")\n`;
    // No roman numerals at all: it answers with its neighbour's input.
    const copier = `def to_roman(n):\n    return "IV"\n\n\ndef from_roman(s):\n    return 4\n`;
    const { sealed, reading } = await sealedRun(test, copier, 13);
    const seen = sealed.judged?.comparisons.filter((c) => c.seen === true).map((c) => c.expected);
    expect(seen?.sort()).toEqual(['"IV"', '4']);
    // The copy passes what it could copy, and fails what shows nowhere.
    expect(reading.report.tests.filter((t) => t.status === 'failed')).toHaveLength(1);
  });
});
