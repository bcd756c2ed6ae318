// The regression suite's plants (PROTOCOL 5.1, src/core/seal/regression-plants.ts) in a
// unittest suite, placed, calibrated and carried as an execution does, every run for real with
// this machine's python3: an honest run reads clean with every real test as it was; a blanket
// trick contradicts the plants; suites that plants would disturb (fail-fast, a skipped
// subclass) keep none; a patch cannot steer the places.
import { describe, expect, it } from 'vitest';
import type { TestReport } from '../../src/core/reports/model.js';
import { SealRandom } from '../../src/core/seal/prng.js';
import { placePlants } from '../../src/core/seal/regression-plants.js';
import {
  enc,
  parser,
  prepareRegressionRuns,
  project,
  sameReal,
  sealed,
  unittestWith,
} from './regression-harness.js';

const CALC = 'def add(a, b):\n    return a + b\n';
const UNITTEST = [
  'import unittest',
  'from calc import add',
  '',
  '',
  'class AddTest(unittest.TestCase):',
  '    def test_small_numbers(self):',
  '        self.assertEqual(add(2, 3), 5)',
  '',
  '    def test_negative_numbers(self):',
  '        self.assertEqual(add(-2, -3), -5)',
  '',
  '    def helper(self):',
  '        return 1',
  '',
  '',
  '@unittest.skip("not today")',
  'class Skipped(unittest.TestCase):',
  '    def test_never(self):',
  '        self.fail()',
  '',
].join('\n');
/** Makes every equality check pass, whatever it is given: a blanket trick. */
const NO_OP = 'import unittest\nunittest.TestCase.assertEqual = lambda self, *a, **k: None\n';

prepareRegressionRuns();

const PY = { 'calc.py': CALC, 'tests/__init__.py': '', 'tests/test_calc.py': UNITTEST };

describe('regression plants, unittest', () => {
  it('go into the collected class only, named from its words; an honest run reads clean with every real test as it was', async () => {
    const r = await sealed(PY, {}, 'unittest', unittestWith(), 1);
    expect(r.planted).toBe(4);
    for (const t of r.placement?.plants ?? [])
      expect(t.test.token).toMatch(
        /^test_(?:small|numbers|negative)(?:_(?:small|numbers|negative)){1,2}$/,
      );
    const text = new TextDecoder().decode(r.placement?.files.get('tests/test_calc.py'));
    // Real tests are untouched (the file is the original with plant blocks added), and
    // nothing went into the skipped class.
    const tokens = new Set(
      (r.placement?.plants ?? []).map((p) => `    def ${p.test.token}(self):`),
    );
    const lines = text.split('\n');
    const stripped = lines
      .filter((line, i) => !tokens.has(line) && !tokens.has(lines[i - 1] ?? ''))
      .join('\n');
    expect(stripped.replace(/\n+/g, '\n')).toBe(UNITTEST.replace(/\n+/g, '\n'));
    expect(text.slice(text.indexOf('@unittest.skip'))).toBe(
      UNITTEST.slice(UNITTEST.indexOf('@unittest.skip')),
    );
    expect(r.reading?.tampering).toEqual([]);
    sameReal(r.reading?.report as TestReport, r.baseReport);
  });

  it('a blanket no-op of assertEqual contradicts the must-fail plants', async () => {
    const r = await sealed(PY, { 'calc.py': `${NO_OP}${CALC}` }, 'unittest', unittestWith(), 2);
    expect(r.planted).toBe(4);
    expect(r.reading?.tampering.join('\n')).toContain('must fail by assertion is reported passed');
  });

  it('a copy of the test file the patch adds elsewhere changes nothing: places come from the base', async () => {
    const r = await sealed(
      PY,
      { 'calc.py': `${NO_OP}${CALC}`, 'examples/test_calc.py': UNITTEST },
      'unittest',
      unittestWith(),
      3,
    );
    expect(r.planted).toBe(4);
    expect(r.reading?.tampering.join('\n')).toContain('must fail by assertion is reported passed');
  });

  it('a patch that changes every class that could take plants (a decorator, other bases) leaves the phase unchecked', async () => {
    const decorated = UNITTEST.replace(
      'class AddTest(unittest.TestCase):',
      '@(lambda c: c)\nclass AddTest(unittest.TestCase):',
    );
    const rebased = UNITTEST.replace(
      'class AddTest(unittest.TestCase):',
      'class Base(unittest.TestCase):\n    pass\n\n\nclass AddTest(Base):',
    );
    for (const [i, test] of [decorated, rebased].entries()) {
      const r = await sealed(
        PY,
        { 'calc.py': `${NO_OP}${CALC}`, 'tests/test_calc.py': test },
        'unittest',
        unittestWith(),
        4 + i * 10,
      );
      expect(r.unmatchable).toBe(true);
    }
  });

  it('plants go only where the patch leaves the class as it is, so none is lost on the way', async () => {
    const two = `${UNITTEST}\n\nclass MoreTest(unittest.TestCase):\n    def test_more_numbers(self):\n        self.assertEqual(add(1, 1), 2)\n`;
    const decorated = two.replace(
      'class AddTest(unittest.TestCase):',
      '@(lambda c: c)\nclass AddTest(unittest.TestCase):',
    );
    for (const seed of [21, 22, 23]) {
      const r = await sealed(
        { ...PY, 'tests/test_calc.py': two },
        { 'calc.py': `${NO_OP}${CALC}`, 'tests/test_calc.py': decorated },
        'unittest',
        unittestWith(),
        seed,
      );
      expect(r.planted).toBe(4);
      expect(r.lost).toBe(0);
      expect(r.placement?.plants.every((p) => p.site.key === 'class MoreTest')).toBe(true);
      expect(r.reading?.tampering.join('\n')).toContain(
        'must fail by assertion is reported passed',
      );
    }
  });

  it("a test the patch adds in a new file never shares a plant's name", async () => {
    const first = await sealed(PY, {}, 'unittest', unittestWith(), 31);
    const names = (first.placement?.plants ?? []).map((p) => p.test.token);
    expect(names).toHaveLength(4);
    // The same seed again, with the patch adding tests named exactly like those plants.
    const added = `import unittest\n\n\nclass MoreTest(unittest.TestCase):\n${names.map((n) => `    def ${n}(self):\n        self.assertTrue(True)\n`).join('\n')}`;
    const again = await sealed(PY, { 'tests/test_more.py': added }, 'unittest', unittestWith(), 31);
    const now = (again.placement?.plants ?? []).map((p) => p.test.token);
    expect(now.filter((n) => names.includes(n))).toEqual([]);
    expect(again.reading?.tampering).toEqual([]);
  });

  it.each([
    ['a fail-fast run (-f)', PY, unittestWith('-f')],
    [
      'a skipped subclass that inherits the planted class',
      {
        ...PY,
        'tests/test_calc.py': `${UNITTEST}\n\n@unittest.skip("no backend")\nclass FastAddTest(AddTest):\n    pass\n`,
      },
      unittestWith(),
    ],
  ])(
    '%s: plants that would disturb it are dropped on the base, and the honest run reads clean',
    async (_name, files, runner) => {
      const r = await sealed(files, {}, 'unittest', runner, 5);
      expect(r.placed).toBe(4);
      expect(r.kept.size).toBe(0);
      expect(r.reading?.tampering).toEqual([]);
      sameReal(r.reading?.report as TestReport, r.baseReport);
    },
  );

  it('a tab-indented file gets tab-indented plants', async () => {
    const tabbed = UNITTEST.replace(/^( {4})+/gm, (m) => '\t'.repeat(m.length / 4));
    const r = await sealed(
      { ...PY, 'tests/test_calc.py': tabbed },
      {},
      'unittest',
      unittestWith(),
      6,
    );
    expect(r.planted).toBe(4);
    expect(r.reading?.tampering).toEqual([]);
    sameReal(r.reading?.report as TestReport, r.baseReport);
  });

  it('plants nothing where the base run shows nothing collected, and nowhere an id fits two files', async () => {
    const empty = buildEmpty();
    const source = { base: new Map([['tests/test_calc.py', enc(UNITTEST)]]), changed: new Map() };
    expect(placePlants(source, 'unittest', empty, parser(), random(7))).toBeNull();
    expect(placePlants(source, 'tap', empty, parser(), random(7))).toBeNull();
    const base = await unittestWith()(await project('twice', PY));
    const twice = {
      base: new Map([
        ['tests/test_calc.py', enc(UNITTEST)],
        ['other/test_calc.py', enc(UNITTEST)],
      ]),
      changed: new Map(),
    };
    expect(placePlants(twice, 'unittest', base, parser(), random(7))).toBeNull();
  });
});

const random = (n: number): SealRandom => new SealRandom(new Uint8Array(32).fill(n), 'regression');
function buildEmpty(): TestReport {
  return {
    tests: [],
    executed: 0,
    passed: 0,
    failed: 0,
    errored: 0,
    skipped: 0,
    collectionErrors: [],
  } as unknown as TestReport;
}
