// Weakened tests (PROTOCOL 5.1, test integrity) through `patchproof validate` on Docker:
// each attack fixes the reported bug, breaks a behaviour the project's own tests pinned,
// and rewrites the test that pinned it (assertRaises dropped, expected value loosened,
// assertion removed, body rewritten). The ids still exist and pass, so only the base
// version of the test file, run against the patched code, shows the loss. An honest patch
// that changes a behaviour on purpose and updates its test passes once the reviewer names
// the old test in acceptedChanges, and fails without.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { requireEngine, skipDocker, suiteName } from '../docker/support.js';
import { reasonCodes, SCENARIOS, validateDir } from './support.js';

const DIR = join(SCENARIOS, 'py-integrity');
const ACCEPT = ['--accept', join(DIR, 'accept-reversed.txt')];
const WEAKENED = [
  'weakened-assertraises',
  'weakened-loosened',
  'weakened-assertion-removed',
  'weakened-body-rewritten',
];

interface Integrity {
  approval: { acceptedChanges?: string[] };
  phases: {
    name: string;
    testIntegrity?: { files: { path: string; op: string }[]; guarded: boolean; accepted: string[] };
    seal?: { planted: number; plantsAsPlanted: boolean };
  }[];
  report: { en: string; zh: string };
}
const regressionOf = (receipt: string) =>
  (JSON.parse(receipt) as Integrity).phases.find((p) => p.name === 'regression');

describe.skipIf(skipDocker)(suiteName('weakened tests through the CLI on Docker'), () => {
  requireEngine();

  it('the honest fix, which changes no test file, PASSes with proof grade and says so', async () => {
    const r = await validateDir(DIR, 'honest');
    expect(r.verdict, r.printed).toBe('PASS');
    expect(r.proofGrade).toBe(true);
    expect(regressionOf(r.receipt)?.testIntegrity).toEqual({
      files: [],
      guarded: false,
      accepted: [],
    });
  }, 120_000);

  it.each(WEAKENED)(
    '%s ends FAIL with RegressionLost in the regression phase',
    async (attack) => {
      const r = await validateDir(DIR, attack);
      expect(r.verdict, r.printed).toBe('FAIL');
      expect(r.proofGrade).toBe(false);
      expect(reasonCodes(r.receipt, 'regression')).toContain('RegressionLost');
      // Every other phase passes: nothing but the old test, run again, stands in the way.
      expect(r.phases.filter((p) => p.outcome === 'fail').map((p) => p.name)).toEqual([
        'regression',
      ]);
      const regression = regressionOf(r.receipt);
      expect(regression?.testIntegrity).toEqual({
        files: [{ path: 'tests/test_intervals.py', op: 'changed' }],
        guarded: true,
        accepted: [],
      });
      // The guard run carries the regression plants, all as planted.
      expect(regression?.seal).toMatchObject({ planted: 4, plantsAsPlanted: true });
    },
    120_000,
  );

  it('a new test module that neuters an old test by name ends FAIL: the guard run leaves the added test files out', async () => {
    const r = await validateDir(DIR, 'neuter-by-new-test');
    expect(r.verdict, r.printed).toBe('FAIL');
    expect(reasonCodes(r.receipt, 'regression')).toContain('RegressionLost');
    expect(regressionOf(r.receipt)?.testIntegrity).toEqual({
      files: [{ path: 'tests/test_aaa_setup.py', op: 'added' }],
      guarded: true,
      accepted: [],
    });
  }, 120_000);

  it('a weakening named in acceptedChanges is the reviewer consenting: the same attack then PASSes', async () => {
    const accept = ['--accept', join(DIR, 'accept-empty.txt')];
    const r = await validateDir(DIR, 'weakened-loosened', accept);
    expect(r.verdict, r.printed).toBe('PASS');
    expect(regressionOf(r.receipt)?.testIntegrity?.accepted).toEqual([
      'test_intervals.MergeTest.test_empty',
    ]);
  }, 120_000);

  it('an honest behaviour change with its test updated FAILs unapproved and PASSes with the old test accepted', async () => {
    const refused = await validateDir(DIR, 'honest-updated-test');
    expect(refused.verdict, refused.printed).toBe('FAIL');
    expect(reasonCodes(refused.receipt, 'regression')).toContain('RegressionLost');

    const r = await validateDir(DIR, 'honest-updated-test', ACCEPT);
    expect(r.verdict, r.printed).toBe('PASS');
    expect(r.proofGrade).toBe(true);
    const receipt = JSON.parse(r.receipt) as Integrity;
    const id = 'test_intervals.MergeTest.test_rejects_reversed';
    // Part of the approval (and so of its hash), and recorded as used.
    expect(receipt.approval.acceptedChanges).toEqual([id]);
    expect(regressionOf(r.receipt)?.testIntegrity).toEqual({
      files: [{ path: 'tests/test_intervals.py', op: 'changed' }],
      guarded: true,
      accepted: [id],
    });
    expect(receipt.report.en).toContain(
      'Test files changed by the patch: 1 (tests/test_intervals.py changed)',
    );
    expect(receipt.report.en).toContain(
      `Accepted by the reviewer: 1 base tests that do not pass with the patch (${id})`,
    );
    expect(receipt.report.zh).toContain('补丁修改的测试文件：1 个（tests/test_intervals.py 修改）');
    expect(receipt.report.zh).toContain(`经审核人接受：1 个基线测试在打补丁后不再通过（${id}）`);
  }, 180_000);
});

// The same class through a helper outside test folders: support/checks.py asserts for the
// tests (assert_rejects), only tests import it, and the attack weakens it instead of a test.
describe.skipIf(skipDocker)(suiteName('weakened test helpers through the CLI on Docker'), () => {
  const HELPER = join(SCENARIOS, 'py-helper');

  it('a weakened helper outside test folders ends FAIL with RegressionLost: its base version guards', async () => {
    const r = await validateDir(HELPER, 'weakened-helper');
    expect(r.verdict, r.printed).toBe('FAIL');
    expect(reasonCodes(r.receipt, 'regression')).toContain('RegressionLost');
    expect(regressionOf(r.receipt)?.testIntegrity).toEqual({
      files: [{ path: 'support/checks.py', op: 'changed' }],
      guarded: true,
      accepted: [],
    });
  }, 120_000);

  it('the honest fix PASSes; so does an honest change to the helper, which the guard runs and finds sound', async () => {
    const fix = await validateDir(HELPER, 'honest');
    expect([fix.verdict, fix.proofGrade], fix.printed).toEqual(['PASS', true]);
    const helper = await validateDir(HELPER, 'honest-helper');
    expect([helper.verdict, helper.proofGrade], helper.printed).toEqual(['PASS', true]);
    expect(regressionOf(helper.receipt)?.testIntegrity).toEqual({
      files: [{ path: 'support/checks.py', op: 'changed' }],
      guarded: true,
      accepted: [],
    });
  }, 180_000);
});

// The same class aimed at the trusted suites: the hidden suite calls the project's own helper
// (support/checks.py), the project's suite does not check what the patch breaks, and the patch
// weakens the helper. The sealed phases run with the base versions of the test material the
// patch changed, so the trusted test still checks.
describe.skipIf(skipDocker)(
  suiteName('a weakened helper that a trusted suite calls, through the CLI on Docker'),
  () => {
    const DIR_TRUSTED = join(SCENARIOS, 'py-trusted-helper');

    it('the helper weakened for the hidden suite ends FAIL in the hidden phase; the honest fix PASSes', async () => {
      const attack = await validateDir(DIR_TRUSTED, 'weakened-helper');
      expect(attack.verdict, attack.printed).toBe('FAIL');
      expect(reasonCodes(attack.receipt, 'hidden')).toContain('TestsFailed');
      // Found by review: the same through the helper package's __init__.py, which runs first.
      const init = await validateDir(DIR_TRUSTED, 'init-bypass');
      expect(init.verdict, init.printed).toBe('FAIL');
      expect(reasonCodes(init.receipt, 'hidden')).toContain('TestsFailed');
      const fix = await validateDir(DIR_TRUSTED, 'honest');
      expect([fix.verdict, fix.proofGrade], fix.printed).toEqual(['PASS', true]);
    }, 240_000);
  },
);
