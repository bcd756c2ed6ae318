// The regression suite's plants (PROTOCOL 5.1, src/core/seal/regression-plants.ts), placed,
// calibrated and carried as an execution does, every run for real with this machine's
// python3, pytest and node: an honest run reads clean with every real test as it was; a
// blanket trick contradicts the plants; suites that plants would disturb (fail-fast, a
// skipped subclass, class-level parametrize) keep none; a patch cannot steer the places.
import { execFile } from 'node:child_process';
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadTestFileParser } from '../../src/adapters/syntax/test-file-parser.js';
import { parseReport } from '../../src/core/reports/index.js';
import type { TestReport } from '../../src/core/reports/model.js';
import { judgeSealed } from '../../src/core/seal/judge-sealed.js';
import { SealRandom } from '../../src/core/seal/prng.js';
import { calibrate, placePlants, plantPatched } from '../../src/core/seal/regression-plants.js';
import type { TestFileParser } from '../../src/core/seal/syntax.js';
import { repoRoot } from '../support/shared.js';

const run = promisify(execFile);
const enc = (s: string): Uint8Array => new TextEncoder().encode(s);

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

let parser: TestFileParser;
let dir: string;

beforeAll(async () => {
  parser = await loadTestFileParser(['python', 'javascript']);
  dir = await mkdtemp(join(tmpdir(), 'pp-regression-plants-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

type Format = 'unittest' | 'junit' | 'tap';
type Runner = (root: string) => Promise<TestReport>;

async function project(name: string, files: Record<string, string | null>): Promise<string> {
  const root = join(dir, name);
  for (const [path, text] of Object.entries(files)) {
    if (text === null) continue;
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), text);
  }
  return root;
}

const env = { PATH: process.env['PATH'] ?? '', PYTHONDONTWRITEBYTECODE: '1' };
const unittestWith =
  (...extra: string[]): Runner =>
  async (root) => {
    const r = await run('python3', ['-m', 'unittest', 'discover', '-v', ...extra, '-s', 'tests'], {
      cwd: root,
      env,
    }).catch((e: { stdout: string; stderr: string }) => e);
    return parseReport(
      { format: 'unittest' },
      { stdout: r.stdout, stderr: r.stderr, reportFile: null },
    );
  };
const pytestRun: Runner = async (root) => {
  await run(
    'python3',
    ['-m', 'pytest', '-q', '-p', 'no:cacheprovider', '--junitxml=report.xml', 'tests'],
    { cwd: root, env },
  ).catch(() => undefined);
  return parseReport(
    { format: 'junit', path: 'report.xml' },
    { stdout: '', stderr: '', reportFile: await readFile(join(root, 'report.xml'), 'utf8') },
  );
};
const nodeRun: Runner = async (root) => {
  const r = await run(process.execPath, ['--test', '--test-reporter=tap', 'test/'], {
    cwd: root,
    env: { PATH: env.PATH },
  }).catch((e: { stdout: string; stderr: string }) => e);
  return parseReport({ format: 'tap' }, { stdout: r.stdout, stderr: r.stderr, reportFile: null });
};

let made = 0;
/**
 * What an execution does, step by step: the base run, placing in the base's test files, the
 * calibration run on the planted base, carrying into the patched files, the regression run.
 */
async function sealed(
  base: Record<string, string>,
  patch: Record<string, string | null>,
  format: Format,
  runner: Runner,
  seed: number,
) {
  const n = (made += 1);
  const tests = (files: Record<string, string | null>) =>
    new Map(Object.entries(files).filter(([p]) => /(^|\/)test/.test(p)));
  const baseReport = await runner(await project(`${n}-base`, base));
  const source = {
    base: new Map([...tests(base)].map(([p, t]) => [p, enc(t as string)])),
    changed: new Map(
      [...tests(patch)]
        .filter(([p, t]) => p in base || t !== null)
        .map(([p, t]) => [p, t === null ? null : enc(t)]),
    ),
  };
  const placement = placePlants(
    source,
    format,
    baseReport,
    parser,
    new SealRandom(new Uint8Array(32).fill(seed), 'regression'),
  );
  if (placement === null || placement === 'unmatchable')
    return {
      placed: 0,
      kept: new Set<string>(),
      planted: 0,
      lost: 0,
      reading: null,
      baseReport,
      patched: null,
      unmatchable: placement === 'unmatchable',
    };
  const calibration = await project(`${n}-cal`, base);
  for (const [path, bytes] of placement.files) await writeFile(join(calibration, path), bytes);
  const kept = calibrate(placement, await runner(calibration), baseReport, format);
  const carried = plantPatched(placement, kept, source, format, parser);
  const patchedRoot = await project(`${n}-patched`, { ...base, ...patch });
  for (const [path, bytes] of carried.files) await writeFile(join(patchedRoot, path), bytes);
  const patched = await runner(patchedRoot);
  const reading = judgeSealed(patched, carried.suite, format, { open: true });
  return {
    placed: placement.plants.length,
    kept,
    planted: carried.suite.planted,
    lost: carried.lost,
    reading,
    baseReport,
    patched,
    placement,
    unmatchable: false,
  };
}

const PY = { 'calc.py': CALC, 'tests/__init__.py': '', 'tests/test_calc.py': UNITTEST };
const sameReal = (a: TestReport, b: TestReport): void =>
  expect(a.tests.map((t) => `${t.id} ${t.status}`).sort()).toEqual(
    b.tests.map((t) => `${t.id} ${t.status}`).sort(),
  );

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
    expect(placePlants(source, 'unittest', empty, parser, random(7))).toBeNull();
    expect(placePlants(source, 'tap', empty, parser, random(7))).toBeNull();
    const base = await unittestWith()(await project('twice', PY));
    const twice = {
      base: new Map([
        ['tests/test_calc.py', enc(UNITTEST)],
        ['other/test_calc.py', enc(UNITTEST)],
      ]),
      changed: new Map(),
    };
    expect(placePlants(twice, 'unittest', base, parser, random(7))).toBeNull();
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

describe('regression plants, pytest', () => {
  it("classes and module functions of a real suite (an excerpt of pytest's own approx tests) read clean when run honestly", async () => {
    const excerpt = await readFile(
      join(repoRoot, 'test', 'seal', 'fixtures', 'pytest_approx_excerpt.py'),
      'utf8',
    );
    const module = `${excerpt}\n\ndef test_plain_module_function():\n    assert 1 + 1 == 2\n`;
    const r = await sealed({ 'tests/test_approx.py': module }, {}, 'junit', pytestRun, 8);
    expect(r.baseReport.passed).toBeGreaterThan(0);
    expect(r.planted).toBe(4);
    expect(r.reading?.tampering).toEqual([]);
    sameReal(r.reading?.report as TestReport, r.baseReport);
  });

  it('a class parametrized by pytestmark (plants would take no argument) keeps none, and reads clean', async () => {
    const source =
      'import pytest\n\n\nclass TestShift:\n    pytestmark = pytest.mark.parametrize("shift", [0, 1])\n\n    def test_add_shift(self, shift):\n        assert shift + 1 > shift\n\n    def test_sub_shift(self, shift):\n        assert shift - 1 < shift\n';
    const r = await sealed({ 'tests/test_shift.py': source }, {}, 'junit', pytestRun, 9);
    expect(r.kept.size).toBe(0);
    expect(r.reading?.tampering).toEqual([]);
    sameReal(r.reading?.report as TestReport, r.baseReport);
  });
});

const INTERVALS = "'use strict';\nexports.add = (a, b) => a + b;\n";
const NODE_TESTS = [
  "'use strict';",
  "const { describe, it, test } = require('node:test');",
  "const assert = require('node:assert');",
  "const { add } = require('../calc.js');",
  '',
  "test('adds small numbers', () => {",
  '  assert.strictEqual(add(2, 3), 5);',
  '});',
  '',
  "describe('negative numbers', () => {",
  "  it('adds two negatives', () => {",
  '    assert.strictEqual(add(-2, -3), -5);',
  '  });',
  '',
  "  it('adds a negative to a positive', () => {",
  '    assert.strictEqual(add(-2, 3), 1);',
  '  });',
  '});',
  '',
].join('\n');

describe('regression plants, node:test', () => {
  it('go among the top-level tests and into describe blocks, titled from their words; an honest run reads clean', async () => {
    const r = await sealed(
      { 'calc.js': INTERVALS, 'test/calc.test.js': NODE_TESTS },
      {},
      'tap',
      nodeRun,
      10,
    );
    expect(r.baseReport.passed).toBe(3);
    expect(r.planted).toBe(4);
    for (const p of r.placement?.plants ?? [])
      expect(p.test.token).toMatch(/^[a-z]+(?: [a-z]+){1,2}$/);
    expect(r.reading?.tampering).toEqual([]);
    sameReal(r.reading?.report as TestReport, r.baseReport);
  });

  it('assertions made no-ops on import contradict the must-fail plants', async () => {
    const noOp =
      "for (const n of ['equal', 'strictEqual', 'deepStrictEqual', 'ok']) require('node:assert')[n] = () => {};\n";
    const r = await sealed(
      { 'calc.js': INTERVALS, 'test/calc.test.js': NODE_TESTS },
      { 'calc.js': noOp + INTERVALS },
      'tap',
      nodeRun,
      11,
    );
    expect(r.planted).toBe(4);
    expect(r.reading?.tampering.join('\n')).toContain('must fail by assertion is reported passed');
  });
});
