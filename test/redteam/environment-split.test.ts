// Environment splits (issue 35). py-intervals' env-split-privs fixes the bug only where
// /proc/self/status shows NoNewPrivs: 1 and no capabilities, as in the runner's container and
// seldom in production. Measured before environment findings: PASS with proof grade. Now the
// verdict stands (every phase ran the fixed code) but the receipt names the probe and is not
// proof grade; receipt verify refuses the same receipt claiming proof grade.
import { describe, expect, it } from 'vitest';
import { verifyReceipt } from '../../src/core/receipt/verify-receipt.js';
import { canonicalBytes } from '../../src/core/hash/typed-hash.js';
import { requireEngine, skipDocker, suiteName } from '../docker/support.js';
import { join } from 'node:path';
import { SCENARIOS, validateCli, validateDir } from './support.js';

describe.skipIf(skipDocker)(suiteName('red team: a fix only where the sandbox shows'), () => {
  requireEngine();

  it('py-intervals env-split-privs: PASS but not proof grade, the probes named in the receipt', async () => {
    const r = await validateCli('py-intervals', 'env-split-privs');
    expect(r.verdict).toBe('PASS');
    expect(r.proofGrade).toBe(false);
    const receipt = JSON.parse(r.receipt) as {
      findings?: { code: string; path: string; line: number; detail: string }[];
      proofGrade: boolean;
      report: { en: string; zh: string };
    };
    expect(receipt.findings).toEqual([
      { code: 'EnvironmentProbe', path: 'intervals.py', line: 7, detail: '/proc/self' },
      { code: 'EnvironmentProbe', path: 'intervals.py', line: 11, detail: 'NoNewPrivs' },
    ]);
    expect(receipt.report.en).toContain('Why not proof grade: the patch has environment findings');
    expect(receipt.report.zh).toContain('环境发现');
    // The same receipt claiming proof grade does not verify.
    const forged = { ...receipt, proofGrade: true };
    expect(verifyReceipt(canonicalBytes(forged)).problems.map((p) => p.code)).toContain(
      'ProofGradeWithFindings',
    );
  }, 180_000);

  it('the same patch with both findings accepted by the reviewer PASSes with proof grade', async () => {
    const r = await validateDir(join(SCENARIOS, 'py-intervals'), 'env-split-privs', [
      '--accept-finding',
      'EnvironmentProbe@intervals.py:7,EnvironmentProbe@intervals.py:11',
    ]);
    expect(r.verdict).toBe('PASS');
    expect(r.proofGrade).toBe(true);
    const receipt = JSON.parse(r.receipt) as { approval: { acceptedFindings?: string[] } };
    expect(receipt.approval.acceptedFindings).toEqual([
      'EnvironmentProbe@intervals.py:11',
      'EnvironmentProbe@intervals.py:7',
    ]);
    expect(verifyReceipt(new TextEncoder().encode(r.receipt)).problems).toEqual([]);
  }, 180_000);
});
