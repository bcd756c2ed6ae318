// Honest test styles a red-team review of comparisons judged outside found broken (issue 35,
// /work/helpers/rt40): each must read as Python reads it unsealed — same status per test, and
// never EvidenceTampered.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeHarness, openHarness, plainRun, plainStatuses, sealedRun } from './judged-harness.js';

beforeAll(openHarness);
afterAll(closeHarness);

const STYLES: ReadonlyArray<[string, string, string]> = [
  [
    'a skipped class with a test of the same name as a passing one',
    'import unittest\nimport calc\n\ntry:\n    import _calc_speedups\nexcept ImportError:\n    _calc_speedups = None\n\n\nclass TestPure(unittest.TestCase):\n    def test_add(self):\n        self.assertEqual(calc.add(2, 3), 5)\n\n\n@unittest.skipIf(_calc_speedups is None, "no speedups")\nclass TestSpeedups(unittest.TestCase):\n    def test_add(self):\n        self.assertEqual(_calc_speedups.add(2, 3), 5)\n',
    'def add(a, b):\n    return a + b\n',
  ],
  [
    'a test inherited by two classes, one of which fails',
    'import unittest\nimport calc\n\n\nclass Base:\n    factor = 1\n\n    def test_scaled(self):\n        self.assertEqual(calc.scale(2, self.factor), 2)\n\n\nclass One(Base, unittest.TestCase):\n    factor = 1\n\n\nclass Two(Base, unittest.TestCase):\n    factor = 2\n',
    'def scale(a, f):\n    return a * f\n',
  ],
  [
    'tests that mock os.path and json, which the recorder must not use',
    'import unittest\nfrom unittest import mock\nfrom calc import config_path, dump\n\n\nclass T(unittest.TestCase):\n    @mock.patch("os.path.join", return_value="/etc/app.cfg")\n    def test_path(self, join):\n        self.assertEqual(config_path(), "/etc/app.cfg")\n\n    @mock.patch("json.dumps", return_value="{}")\n    def test_dump(self, dumps):\n        self.assertEqual(dump({"a": 1}), "{}")\n\n    @mock.patch("os.path.realpath", side_effect=lambda p: "/real" + p)\n    def test_real(self, rp):\n        self.assertEqual(config_path(), "/x/app.cfg")\n',
    'import json, os\n\n\ndef config_path():\n    return os.path.join("/x", "app.cfg")\n\n\ndef dump(d):\n    return json.dumps(d)\n',
  ],
  [
    'a decorator that returns without running the test',
    'import functools\nimport unittest\nfrom calc import add\n\n\ndef needs_fast(fn):\n    @functools.wraps(fn)\n    def wrapper(self):\n        return None\n    return wrapper\n\n\nclass T(unittest.TestCase):\n    def test_add(self):\n        self.assertEqual(add(2, 3), 5)\n\n    @needs_fast\n    def test_fast_add(self):\n        self.assertEqual(add(2, 3, fast=True), 5)\n',
    'def add(a, b, fast=False):\n    return a + b\n',
  ],
  [
    'an expected string written as two literals on two lines',
    'import unittest\nfrom calc import greet\n\n\nclass T(unittest.TestCase):\n    def test_greet(self):\n        self.assertEqual(greet("Bob"), "Hello, Bob! "\n                                       "Welcome.")\n\n    def test_greet_assert(self):\n        assert greet("Al") == ("Hello, Al! "\n                               "Welcome.")\n',
    'def greet(n):\n    return f"Hello, {n}! Welcome."\n',
  ],
  [
    'numpy hidden from sys.modules by the test',
    'import sys\nimport unittest\nfrom unittest import mock\nimport calc\n\n\nclass T(unittest.TestCase):\n    @mock.patch.dict(sys.modules, {"numpy": None})\n    def test_keys(self):\n        self.assertCountEqual(calc.keys({"b": 1, "a": 2}), ["a", "b"])\n\n    @mock.patch.dict(sys.modules, {"numpy": None})\n    def test_ratio(self):\n        self.assertEqual(calc.ratio(1, 2), 0.5)\n',
    'from fractions import Fraction\n\n\ndef keys(d):\n    return d.keys()\n\n\ndef ratio(a, b):\n    return Fraction(a, b)\n',
  ],
  [
    'a generator where a sequence is asserted (unittest fails it)',
    'import unittest\nfrom calc import evens\n\n\nclass T(unittest.TestCase):\n    def test_evens(self):\n        self.assertSequenceEqual(evens(5), [0, 2, 4])\n',
    'def evens(n):\n    return (i for i in range(n) if i % 2 == 0)\n',
  ],
  [
    "the project's own retry decorator: the second try holds (rt40 B7)",
    'import functools\nimport unittest\nfrom calc import warm\n\n\ndef retry(times):\n    def wrap(fn):\n        @functools.wraps(fn)\n        def run(self):\n            for i in range(times):\n                try:\n                    return fn(self)\n                except AssertionError:\n                    if i == times - 1:\n                        raise\n        return run\n    return wrap\n\n\nclass T(unittest.TestCase):\n    @retry(3)\n    def test_warm(self):\n        self.assertEqual(warm(), "hot")\n',
    'state = []\n\n\ndef warm():\n    state.append(1)\n    return "hot" if len(state) > 1 else "cold"\n',
  ],
];

describe('honest styles under judged comparisons (python3)', () => {
  it.each(STYLES)('%s', async (_name, test, code) => {
    const plain = await plainStatuses(test, code);
    const { reading } = await sealedRun(test, code, 12);
    expect(reading.tampering).toEqual([]);
    expect(
      reading.report.tests
        .map((t) => `${t.id.replace(/^.*?test_calc[.:]+/, '')} ${t.status}`)
        .sort(),
    ).toEqual(plain);
  });
});

describe('suites the judge leaves to the container (python3)', () => {
  it('a suite whose TestCase redefines assertEqual is not judged: its meaning is its own', async () => {
    const test = `import unittest\nfrom calc import f\n\n\nclass Strict(unittest.TestCase):\n    def assertEqual(self, a, b, msg=None):\n        super().assertEqual(type(a), type(b))\n        super().assertEqual(a, b)\n\n    def test_it(self):\n        self.assertEqual(f(), 3)\n`;
    const { sealed, reading } = await sealedRun(test, 'def f():\n    return 3.0\n', 14);
    expect(sealed.judged).toBeUndefined();
    expect(reading.report.tests.map((t) => t.status)).toEqual([
      await plainRun(test, 'def f():\n    return 3.0\n'),
    ]);
  });

  it('a test that reads its own docstring keeps it', async () => {
    const test = `import unittest\nfrom calc import f\n\n\nclass T(unittest.TestCase):\n    def test_it(self):\n        """three"""\n        self.assertEqual(self.shortDescription(), "three")\n        self.assertEqual(f(), 3)\n`;
    const { reading } = await sealedRun(test, 'def f():\n    return 3\n', 15);
    expect(reading.report.tests.map((t) => t.status)).toEqual(['passed']);
  });
});

describe('one test name written in several classes (python3)', () => {
  // packaging#1360's three tests, each a class of its own with one name: the last compares
  // with objects, not a literal, so it has no comparison to record (corpus, packaging-1360).
  it('a class whose test of that name has no judged comparison passes, and nothing is tampering', async () => {
    const test = `from calc import f, Tag\n\n\nclass TestA:\n    def test_empty(self):\n        assert f(1) == []\n\n\nclass TestB:\n    def test_empty(self):\n        result = f(2)\n        assert result == []\n\n\nclass TestC:\n    def test_empty(self):\n        result = f(3)\n        assert result == [Tag("x")]\n`;
    const code = `class Tag:\n    def __init__(self, n):\n        self.n = n\n\n    def __eq__(self, o):\n        return self.n == o.n\n\n\ndef f(n):\n    return [Tag("x")] if n == 3 else []\n`;
    const { reading } = await sealedRun(test, code, 16, 'pytest');
    expect(reading.tampering).toEqual([]);
    expect(reading.report.tests.map((t) => t.status)).toEqual(['passed', 'passed', 'passed']);
  });
});
