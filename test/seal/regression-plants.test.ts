// The regression suite's plants (PROTOCOL 5.1, src/core/seal/regression-plants.ts), run for
// real with this machine's python3 (unittest, and pytest on a vendored excerpt of pytest's
// own suite): an honest run of the planted files reads clean with every real test as it
// was; a blanket trick contradicts the plants; nothing is planted where the base run does
// not show the suite collected.
import { execFile } from 'node:child_process';
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadTestFileParser } from '../../src/adapters/syntax/test-file-parser.js';
import { parseReport } from '../../src/core/reports/index.js';
import { buildReport } from '../../src/core/reports/report-builder.js';
import type { TestReport } from '../../src/core/reports/model.js';
import { judgeSealed } from '../../src/core/seal/judge-sealed.js';
import { SealRandom } from '../../src/core/seal/prng.js';
import { plantRegression } from '../../src/core/seal/regression-plants.js';
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

async function project(name: string, files: Record<string, string>): Promise<string> {
  const root = join(dir, name);
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), text);
  }
  return root;
}

async function unittestRun(root: string): Promise<TestReport> {
  const r = await run('python3', ['-m', 'unittest', 'discover', '-v', '-s', 'tests'], { cwd: root, env: { PATH: process.env['PATH'] ?? '', PYTHONDONTWRITEBYTECODE: '1' } }).catch((e: { stdout: string; stderr: string }) => e);
  return parseReport({ format: 'unittest' }, { stdout: r.stdout, stderr: r.stderr, reportFile: null });
}

async function pytestRun(root: string): Promise<TestReport> {
  await run('python3', ['-m', 'pytest', '-q', '-p', 'no:cacheprovider', '--junitxml=report.xml', 'tests'], { cwd: root, env: { PATH: process.env['PATH'] ?? '', PYTHONDONTWRITEBYTECODE: '1' } }).catch(() => undefined);
  return parseReport({ format: 'junit', path: 'report.xml' }, { stdout: '', stderr: '', reportFile: await readFile(join(root, 'report.xml'), 'utf8') });
}

async function plantInto(root: string, files: ReadonlyMap<string, Uint8Array>): Promise<void> {
  for (const [path, bytes] of files) await writeFile(join(root, path), bytes);
}

const random = (n: number): SealRandom => new SealRandom(new Uint8Array(32).fill(n), 'regression');

describe('regression plants, unittest', () => {
  it('go into the collected class only, named from its words; an honest run reads clean with every real test as it was', async () => {
    const root = await project('honest', { 'calc.py': CALC, 'tests/__init__.py': '', 'tests/test_calc.py': UNITTEST });
    const base = await unittestRun(root);
    const suite = plantRegression({ files: new Map([['tests/test_calc.py', enc(UNITTEST)]]) }, 'unittest', base, parser, random(1));
    expect(suite.planted).toBe(4);
    expect(suite.twins).toBe(0);
    for (const t of suite.tests) expect(t.token).toMatch(/^test_(?:small|numbers|negative)(?:_(?:small|numbers|negative)){1,2}$/);
    const text = new TextDecoder().decode(suite.files.get('tests/test_calc.py'));
    // Real tests are untouched, and nothing went into the skipped class.
    expect(text.startsWith(UNITTEST.slice(0, UNITTEST.indexOf('    def helper')))).toBe(true);
    expect(text.slice(text.indexOf('@unittest.skip'))).toBe(UNITTEST.slice(UNITTEST.indexOf('@unittest.skip')));
    await plantInto(root, suite.files);
    const reading = judgeSealed(await unittestRun(root), suite, 'unittest', { open: true });
    expect(reading.tampering).toEqual([]);
    expect(reading.plantsAsPlanted).toBe(true);
    expect(reading.report.tests.map((t) => `${t.id} ${t.status}`).sort()).toEqual(base.tests.map((t) => `${t.id} ${t.status}`).sort());
  });

  it('a blanket no-op of assertEqual contradicts the must-fail plants', async () => {
    const root = await project('no-op', { 'calc.py': `${NO_OP}${CALC}`, 'tests/__init__.py': '', 'tests/test_calc.py': UNITTEST });
    const base = await unittestRun(await project('no-op-base', { 'calc.py': CALC, 'tests/__init__.py': '', 'tests/test_calc.py': UNITTEST }));
    const suite = plantRegression({ files: new Map([['tests/test_calc.py', enc(UNITTEST)]]) }, 'unittest', base, parser, random(2));
    await plantInto(root, suite.files);
    const reading = judgeSealed(await unittestRun(root), suite, 'unittest', { open: true });
    expect(reading.tampering.join('\n')).toContain('must fail by assertion is reported passed');
    expect(reading.plantsAsPlanted).toBe(false);
  });

  it('a plant left out is no contradiction (a command may select tests); a plant reported passing that must fail is', async () => {
    const root = await project('selected', { 'calc.py': CALC, 'tests/__init__.py': '', 'tests/test_calc.py': UNITTEST });
    const base = await unittestRun(root);
    const suite = plantRegression({ files: new Map([['tests/test_calc.py', enc(UNITTEST)]]) }, 'unittest', base, parser, random(3));
    await plantInto(root, suite.files);
    // `python -m unittest tests.test_calc.AddTest.test_small_numbers`: one test of the class.
    const r = await run('python3', ['-m', 'unittest', '-v', 'tests.test_calc.AddTest.test_small_numbers'], { cwd: root }).catch((e: { stdout: string; stderr: string }) => e);
    const one = parseReport({ format: 'unittest' }, { stdout: r.stdout, stderr: r.stderr, reportFile: null });
    expect(one.executed).toBe(1);
    expect(judgeSealed(one, suite, 'unittest', { open: true }).tampering).toEqual([]);
    // A forger who lists what is in the files and calls every test passed.
    const forged = buildReport([...base.tests, ...suite.tests.map((t) => ({ id: `test_calc.AddTest.${t.token}`, status: 'passed' as const }))], []);
    expect(judgeSealed(forged, suite, 'unittest', { open: true }).tampering.join('\n')).toContain('must fail by assertion is reported passed');
  });

  it('plants nothing where the base run shows nothing collected, or where the grammar cannot read the file', () => {
    const files = new Map([['tests/test_calc.py', enc(UNITTEST)], ['tests/test_broken.py', enc('class T(unittest.TestCase):\n    def test_x(self:\n')]]);
    const empty: TestReport = { tests: [], executed: 0, passed: 0, failed: 0, errored: 0, skipped: 0, collectionErrors: [] } as unknown as TestReport;
    expect(plantRegression({ files }, 'unittest', empty, parser, random(4)).planted).toBe(0);
    expect(plantRegression({ files }, 'unittest', null, parser, random(4)).planted).toBe(0);
    expect(plantRegression({ files }, 'tap', empty, parser, random(4)).planted).toBe(0);
  });

  it('an id that fits two files places no plant in either', async () => {
    // Two start folders with the same module name: `test_calc.AddTest.test_small_numbers` fits both.
    const root = await project('twice', { 'calc.py': CALC, 'tests/__init__.py': '', 'tests/test_calc.py': UNITTEST });
    const base = await unittestRun(root);
    const files = new Map([['tests/test_calc.py', enc(UNITTEST)], ['other/test_calc.py', enc(UNITTEST)]]);
    expect(plantRegression({ files }, 'unittest', base, parser, random(5)).planted).toBe(0);
  });
});

describe('regression plants, pytest', () => {
  it('pytest classes and module functions of a real suite (an excerpt of pytest\'s own approx tests) read clean when run honestly', async () => {
    const excerpt = await readFile(join(repoRoot, 'test', 'seal', 'fixtures', 'pytest_approx_excerpt.py'), 'utf8');
    const module = `${excerpt}\n\ndef test_plain_module_function():\n    assert 1 + 1 == 2\n`;
    const root = await project('pytest', { 'tests/test_approx.py': module });
    const base = await pytestRun(root);
    expect(base.passed).toBeGreaterThan(0);
    const suite = plantRegression({ files: new Map([['tests/test_approx.py', enc(module)]]) }, 'junit', base, parser, random(6));
    expect(suite.planted).toBe(4);
    await plantInto(root, suite.files);
    const after = await pytestRun(root);
    const reading = judgeSealed(after, suite, 'junit', { open: true });
    expect(reading.tampering).toEqual([]);
    expect(reading.report.tests.map((t) => `${t.id} ${t.status}`).sort()).toEqual(base.tests.map((t) => `${t.id} ${t.status}`).sort());
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

async function nodeRun(root: string): Promise<TestReport> {
  const r = await run(process.execPath, ['--test', '--test-reporter=tap', 'test/'], { cwd: root, env: { PATH: process.env['PATH'] ?? '' } }).catch((e: { stdout: string; stderr: string }) => e);
  return parseReport({ format: 'tap' }, { stdout: r.stdout, stderr: r.stderr, reportFile: null });
}

describe('regression plants, node:test', () => {
  it('go among the top-level tests and into describe blocks, titled from their words; an honest run reads clean', async () => {
    const root = await project('node-honest', { 'calc.js': INTERVALS, 'test/calc.test.js': NODE_TESTS });
    const base = await nodeRun(root);
    expect(base.passed).toBe(3);
    const suite = plantRegression({ files: new Map([['test/calc.test.js', enc(NODE_TESTS)]]) }, 'tap', base, parser, random(7));
    expect(suite.planted).toBe(4);
    for (const t of suite.tests) expect(t.token).toMatch(/^[a-z]+(?: [a-z]+){1,2}$/);
    await plantInto(root, suite.files);
    const after = await nodeRun(root);
    const reading = judgeSealed(after, suite, 'tap', { open: true });
    expect(reading.tampering).toEqual([]);
    expect(reading.report.tests.map((t) => `${t.id} ${t.status}`).sort()).toEqual(base.tests.map((t) => `${t.id} ${t.status}`).sort());
  });

  it('assertions made no-ops on import contradict the must-fail plants', async () => {
    const noOp = "for (const n of ['equal', 'strictEqual', 'deepStrictEqual', 'ok']) require('node:assert')[n] = () => {};\n";
    const base = await nodeRun(await project('node-base', { 'calc.js': INTERVALS, 'test/calc.test.js': NODE_TESTS }));
    const root = await project('node-no-op', { 'calc.js': noOp + INTERVALS, 'test/calc.test.js': NODE_TESTS });
    const suite = plantRegression({ files: new Map([['test/calc.test.js', enc(NODE_TESTS)]]) }, 'tap', base, parser, random(8));
    await plantInto(root, suite.files);
    const reading = judgeSealed(await nodeRun(root), suite, 'tap', { open: true });
    expect(reading.tampering.join('\n')).toContain('must fail by assertion is reported passed');
  });
});
