// The run spec's regression.updatedTests (test-integrity.ts): a fix commit that also changes
// an old test's expectation, as real fixes often do (google/uuid#150, semver, go-chi). The spec
// names the old test; its base version may then fail in the guard run, and the patch may
// remove it, for every patch. What it must not excuse: the same test, left as it was, failing
// against a patch (the regression run holds it), or any other test weakened.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { requireEngine, skipDocker, suiteName } from '../docker/support.js';
import { reasonCodes, SCENARIOS, validateDir } from './support.js';

const DIR = join(SCENARIOS, 'py-integrity');
const SPEC = 'spec/updated.json';
const ID = 'test_intervals.MergeTest.test_rejects_reversed';

interface Regression {
  name: string;
  testIntegrity?: { guarded: boolean; accepted: string[]; updated?: string[] };
}
const regressionOf = (receipt: string): Regression | undefined =>
  (JSON.parse(receipt) as { phases: Regression[] }).phases.find((p) => p.name === 'regression');

describe.skipIf(skipDocker)(
  suiteName('tests a fix updates on purpose, named by the run spec'),
  () => {
    requireEngine();

    it('the fix with the old test updated in place PASSes with proof grade; the receipt says which test and why', async () => {
      const r = await validateDir(DIR, 'honest-updated-in-place', [], SPEC);
      expect([r.verdict, r.proofGrade], r.printed).toEqual(['PASS', true]);
      expect(regressionOf(r.receipt)?.testIntegrity).toEqual({
        files: [{ path: 'tests/test_intervals.py', op: 'changed' }],
        guarded: true,
        accepted: [],
        updated: [ID],
      });
      const { report } = JSON.parse(r.receipt) as { report: { en: string; zh: string } };
      expect(report.en).toContain(`Updated on purpose, as the run spec expects: 1 base tests`);
      expect(report.zh).toContain('按运行规范预期有意更新：1 个基线测试');
      // The same patch without the spec's word is a weakened test.
      const plain = await validateDir(DIR, 'honest-updated-in-place');
      expect(plain.verdict, plain.printed).toBe('FAIL');
      expect(reasonCodes(plain.receipt, 'regression')).toContain('RegressionLost');
    }, 240_000);

    it('the behaviour changed but the old test left as it was ends FAIL: the regression run holds it', async () => {
      const r = await validateDir(DIR, 'behaviour-change-only', [], SPEC);
      expect(r.verdict, r.printed).toBe('FAIL');
      expect(reasonCodes(r.receipt, 'regression')).toContain('RegressionLost');
    }, 120_000);

    it('the named test replaced by another (more-itertools#1216 deleted the test that pinned old hashes) PASSes', async () => {
      const r = await validateDir(DIR, 'honest-updated-test', [], SPEC);
      expect([r.verdict, r.proofGrade], r.printed).toEqual(['PASS', true]);
      expect(regressionOf(r.receipt)?.testIntegrity?.updated).toEqual([ID]);
    }, 120_000);

    it('another test weakened ends FAIL: only the named test is excused', async () => {
      const r = await validateDir(DIR, 'weakened-loosened', [], SPEC);
      expect(r.verdict, r.printed).toBe('FAIL');
      expect(reasonCodes(r.receipt, 'regression')).toContain('RegressionLost');
      expect(regressionOf(r.receipt)?.testIntegrity?.updated).toBeUndefined();
    }, 120_000);
  },
);
