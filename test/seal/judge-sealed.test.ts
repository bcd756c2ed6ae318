// Reading a sealed report back (PROTOCOL 5.1): an honest run reads clean and under real
// names; each contradiction an honest run cannot produce is tampering; a wrong answer that
// matches a twin's value is an ordinary failure.
import { beforeAll, describe, expect, it } from 'vitest';
import { loadTestFileParser } from '../../src/adapters/syntax/test-file-parser.js';
import { buildReport } from '../../src/core/reports/report-builder.js';
import type { TestCaseResult } from '../../src/core/reports/model.js';
import { judgeSealed } from '../../src/core/seal/judge-sealed.js';
import type { SealedSuite, SealedTest } from '../../src/core/seal/model.js';
import { SealRandom } from '../../src/core/seal/prng.js';
import { sealSuite } from '../../src/core/seal/seal-suite.js';

const PY =
  'import unittest\nfrom calc import add\n\nclass Add(unittest.TestCase):\n    def test_add(self):\n        self.assertEqual(add(2, 3), 5)\n\n    def test_zero(self):\n        self.assertEqual(add(0, 7), 7)\n';
const JS =
  "const { describe, it } = require('node:test');\nconst assert = require('node:assert');\nconst { add } = require('./calc.js');\ndescribe('add', () => {\n  it('adds', () => {\n    assert.strictEqual(add(2, 3), 5);\n  });\n});\n";
let py: SealedSuite;
let js: SealedSuite;

beforeAll(async () => {
  const parser = await loadTestFileParser();
  const seal = (path: string, source: string, format: 'unittest' | 'tap'): SealedSuite =>
    sealSuite(
      'tests',
      { files: new Map([[path, new TextEncoder().encode(source)]]) },
      format,
      parser,
      new SealRandom(new Uint8Array(32).fill(3), 'patched'),
    );
  py = seal('test_add.py', PY, 'unittest');
  js = seal('add.test.js', JS, 'tap');
});

type Outcome = 'passed' | 'failed' | 'errored' | 'skipped' | 'missing';

/** What a run reports when each sealed test ends as `outcome(t)`. */
function reportOf(
  suite: SealedSuite,
  outcome: (t: SealedTest) => Outcome,
  format: 'unittest' | 'tap',
  extra: TestCaseResult[] = [],
) {
  const id = (t: SealedTest): string =>
    format === 'unittest' ? `test_add.Add.${t.token}` : [...t.parents, t.token].join(' > ');
  const tests: TestCaseResult[] = suite.tests
    .filter((t) => t.role !== 'suite' && outcome(t) !== 'missing')
    .map((t) => {
      const status = outcome(t) as Exclude<Outcome, 'missing'>;
      return {
        id: id(t),
        status,
        ...(status === 'failed'
          ? { failure: 'assertion' as const }
          : status === 'errored'
            ? { failure: 'error' as const }
            : {}),
      };
    });
  return buildReport([...tests, ...extra], []);
}

/** An honest run of a correct implementation. */
const honest = (t: SealedTest): Outcome =>
  t.role === 'twin' || t.role === 'must-fail' ? 'failed' : 'passed';

describe('judgeSealed', () => {
  it('an honest run of a correct fix: no tampering, real tests under their real names, twins and plants counted apart', () => {
    const reading = judgeSealed(reportOf(py, honest, 'unittest'), py, 'unittest');
    expect(reading.tampering).toEqual([]);
    expect(reading.plantsAsPlanted).toBe(true);
    expect(reading.report.tests.map((t) => t.id).sort()).toEqual([
      'test_add.Add.test_add',
      'test_add.Add.test_zero',
    ]);
    expect(reading.report.passed).toBe(2);
    expect(reading.rawFailing).toBe(py.twins + 2);
    const node = judgeSealed(reportOf(js, honest, 'tap'), js, 'tap');
    expect(node.tampering).toEqual([]);
    expect(node.report.tests.map((t) => t.id)).toEqual(['add > adds']);
  });

  it('an honest run of a wrong fix is an ordinary failure, even when a twin happens to match', () => {
    const wrong = (t: SealedTest): Outcome =>
      t.role === 'real'
        ? 'failed'
        : t.role === 'twin'
          ? t === py.tests.find((x) => x.role === 'twin')
            ? 'passed'
            : 'failed'
          : honest(t);
    const reading = judgeSealed(reportOf(py, wrong, 'unittest'), py, 'unittest');
    expect(reading.tampering).toEqual([]);
    expect(reading.report.failed).toBe(2);
  });

  it.each<[string, (t: SealedTest) => Outcome]>([
    ['everything passes (a forged report, or assertions made no-ops)', () => 'passed'],
    ['a must-fail plant passes', (t) => (t.role === 'must-fail' ? 'passed' : honest(t))],
    [
      'a must-fail plant errors instead of failing by assertion',
      (t) => (t.role === 'must-fail' ? 'errored' : honest(t)),
    ],
    [
      'a must-pass plant fails by assertion',
      (t) => (t.role === 'must-pass' ? 'failed' : honest(t)),
    ],
    ['a must-pass plant is skipped', (t) => (t.role === 'must-pass' ? 'skipped' : honest(t))],
    [
      'a twin passes with its original (the code answers what each test expects)',
      (t) => (t.role === 'twin' || t.role === 'real' ? 'passed' : honest(t)),
    ],
    [
      'a planted test is left out of the report',
      (t) => (t.role === 'must-pass' ? 'missing' : honest(t)),
    ],
    [
      'a real test is left out of the report',
      (t) => (t.role === 'real' && t.original === 'test_zero' ? 'missing' : honest(t)),
    ],
  ])('tampering: %s', (_name, outcome) => {
    const reading = judgeSealed(reportOf(py, outcome, 'unittest'), py, 'unittest');
    expect(reading.tampering.length).toBeGreaterThan(0);
    const node = judgeSealed(reportOf(js, outcome, 'tap'), js, 'tap');
    if (js.tests.some((t) => outcome(t) !== honest(t)))
      expect(node.tampering.length).toBeGreaterThan(0);
  });

  it('a made-up test id is tampering, and the real names never come from the report', () => {
    const leak: TestCaseResult = {
      id: 'leak.Leak.test_68656c6c6f',
      status: 'failed',
      failure: 'assertion',
    };
    const reading = judgeSealed(reportOf(py, honest, 'unittest', [leak]), py, 'unittest');
    expect(reading.tampering.join()).toContain('do not define');
    expect(reading.report.tests.map((t) => t.id)).not.toContain(leak.id);
    // The real names of the suite, not the original ones, are what the report must use.
    const unsealed: TestCaseResult = { id: 'test_add.Add.test_add', status: 'passed' };
    expect(
      judgeSealed(reportOf(py, honest, 'unittest', [unsealed]), py, 'unittest').tampering.length,
    ).toBeGreaterThan(0);
  });

  it('a node test reported under another parent is unknown', () => {
    const adds = js.tests.find((t) => t.original === 'adds') as SealedTest;
    const moved: TestCaseResult = { id: adds.token, status: 'passed' };
    const reading = judgeSealed(buildReport([moved], []), js, 'tap');
    expect(reading.tampering.join()).toContain('do not define');
  });
  it("a real test run twice (a title repeated in a loop) is the project's; a plant or twin run twice is tampering", () => {
    const id = (t: SealedTest): string => `test_add.Add.${t.token}`;
    const real = py.tests.find((t) => t.role === 'real') as SealedTest;
    const again: TestCaseResult = { id: id(real), status: 'failed', failure: 'assertion' };
    const loop = judgeSealed(reportOf(py, honest, 'unittest', [again]), py, 'unittest');
    expect(loop.tampering).toEqual([]);
    // The worst run stands: the second run's failure is not hidden by the first's pass.
    expect(loop.report.failed).toBe(1);
    for (const role of ['must-pass', 'must-fail', 'twin'] as const) {
      const t = py.tests.find((x) => x.role === role) as SealedTest;
      const copy: TestCaseResult =
        role === 'must-pass'
          ? { id: id(t), status: 'passed' }
          : { id: id(t), status: 'failed', failure: 'assertion' };
      const reading = judgeSealed(reportOf(py, honest, 'unittest', [copy]), py, 'unittest');
      expect(reading.tampering.join(), role).toContain('reported 2 times');
    }
  });
  it("a node:test file whose process died is the run's record, not an unknown test: the tests after it never ran", () => {
    const crash: TestCaseResult = {
      id: '/workspace/patchproof_tests/reproduction/add.test.js',
      status: 'failed',
      failure: 'error',
      message: 'RangeError: boom',
      raisedIn: 'code',
    };
    const cut = { ...buildReport([crash], []), interrupted: true as const };
    const reading = judgeSealed(cut, js, 'tap');
    expect(reading.tampering).toEqual([]);
    expect(reading.report.tests).toMatchObject([{ id: crash.id, status: 'failed' }]);
    // Only in a report the parser read as cut short.
    expect(judgeSealed(buildReport([crash], []), js, 'tap').tampering.length).toBeGreaterThan(0);
  });
});
