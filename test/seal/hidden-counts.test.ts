// A report that repeats the trusted tests under many class names (issue 35): inheritance lets
// one test appear under several classes, so the judge cannot call it tampering, and before
// `written` the hidden phase published the rows' number (18 tests for a 4-test suite), a
// count the code chose, which carried hidden bytes. Now the public counts are the written
// tests, each once at its worst; the judging report keeps every row for the operator.
import { beforeAll, describe, expect, it } from 'vitest';
import { loadTestFileParser } from '../../src/adapters/syntax/test-file-parser.js';
import { redactHidden } from '../../src/core/execution/hidden.js';
import type { PhaseResult } from '../../src/core/execution/phase-result.js';
import { buildReport } from '../../src/core/reports/report-builder.js';
import type { TestCaseResult } from '../../src/core/reports/model.js';
import { judgeSealed } from '../../src/core/seal/judge-sealed.js';
import type { SealedSuite, SealedTest } from '../../src/core/seal/model.js';
import { SealRandom } from '../../src/core/seal/prng.js';
import { sealSuite } from '../../src/core/seal/seal-suite.js';

const PY =
  'import unittest\nfrom calc import add\n\nclass Add(unittest.TestCase):\n    def test_add(self):\n        self.assertEqual(add(2, 3), 5)\n\n    def test_zero(self):\n        self.assertEqual(add(0, 7), 7)\n';
let suite: SealedSuite;

beforeAll(async () => {
  suite = sealSuite(
    'tests',
    { files: new Map([['test_add.py', new TextEncoder().encode(PY)]]) },
    'unittest',
    await loadTestFileParser(),
    new SealRandom(new Uint8Array(32).fill(5), 'hidden'),
  );
});

/** The honest rows of a correct fix, each real test also under `classes` more class names. */
function rows(classes: readonly string[], realStatus: 'passed' | 'failed' = 'passed') {
  const row = (cls: string, t: SealedTest): TestCaseResult => {
    const failing =
      t.role === 'twin' || t.role === 'must-fail' || (t.role === 'real' && realStatus === 'failed');
    return {
      id: `test_add.${cls}.${t.token}`,
      status: failing ? 'failed' : 'passed',
      ...(failing ? { failure: 'assertion' as const } : {}),
    };
  };
  const sealed = suite.tests.filter((t) => t.role !== 'suite');
  return [
    ...sealed.map((t) => row('Add', t)),
    ...classes.flatMap((cls) => sealed.filter((t) => t.role === 'real').map((t) => row(cls, t))),
  ];
}

const PHASE: PhaseResult = {
  name: 'hidden',
  outcome: 'fail',
  classification: 'TEST_FAILURE',
  reasons: [],
  exitCode: 1,
  tests: { executed: 0, passed: 0, failed: 0, errored: 0, skipped: 0 },
  targets: [],
  durationMs: 12_345,
  stdout: { sha256: 'x', bytes: 1 },
  stderr: { sha256: 'x', bytes: 1 },
  truncated: false,
};

describe('hidden counts are the written tests', () => {
  it('eight extra class names (a byte) do not change the published counts', () => {
    const leak = Array.from({ length: 8 }, (_, i) => `Leak${i}`);
    const reading = judgeSealed(buildReport(rows(leak, 'failed'), []), suite, 'unittest');
    // The rows are there for the operator's judging report...
    expect(reading.report.executed).toBe(2 * 9);
    // ...the public counts are the two tests of the file.
    expect(reading.written).toEqual({ executed: 2, passed: 0, failed: 2, errored: 0, skipped: 0 });
    const published = redactHidden(
      { ...PHASE, tests: { ...PHASE.tests, executed: reading.report.executed } },
      reading.written,
    );
    expect(published.tests).toEqual(reading.written);
    // Whatever the number of classes, the same counts.
    for (const n of [0, 1, 5, 8]) {
      const again = judgeSealed(
        buildReport(rows(leak.slice(0, n), 'failed'), []),
        suite,
        'unittest',
      );
      expect(again.written).toEqual(reading.written);
    }
  });

  it('a test that passes under one class and fails under another counts once, as failed', () => {
    const mixed = rows(['Sub']).map((r) =>
      r.id.startsWith('test_add.Sub.')
        ? { ...r, status: 'failed' as const, failure: 'assertion' as const }
        : r,
    );
    const reading = judgeSealed(buildReport(mixed, []), suite, 'unittest');
    expect(reading.written).toMatchObject({ executed: 2, passed: 0, failed: 2 });
  });

  it('an honest run publishes its tests as before', () => {
    const reading = judgeSealed(buildReport(rows([]), []), suite, 'unittest');
    expect(reading.tampering).toEqual([]);
    expect(reading.written).toEqual({ executed: 2, passed: 2, failed: 0, errored: 0, skipped: 0 });
    expect(reading.report.executed).toBe(2);
  });

  it("failed, errored and skipped are published as one count: which of them is the code's choice", () => {
    const written = { executed: 3, passed: 1, failed: 1, errored: 1, skipped: 2 };
    expect(redactHidden(PHASE, written).tests).toEqual({
      executed: 5,
      passed: 1,
      failed: 4,
      errored: 0,
      skipped: 0,
    });
  });

  it('an unsealed hidden run keeps the counts it has (no written tests to count)', () => {
    expect(redactHidden({ ...PHASE, tests: { ...PHASE.tests, executed: 3 } }).tests.executed).toBe(
      3,
    );
  });
});
