// Offline verification (PROTOCOL 6): address on the stored bytes, canonical form, strict
// schema, and consistency of what the receipt claims; and the store's re-hashing reads.
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readReceipt, receiptPath } from '../../src/adapters/store/read-receipt.js';
import { writeReceipt } from '../../src/adapters/store/write-receipt.js';
import { main } from '../../src/main/cli.js';
import { canonicalBytes } from '../../src/core/hash/typed-hash.js';
import { reportText } from '../../src/core/receipt/report-text.js';
import { verifyReceipt } from '../../src/core/receipt/verify-receipt.js';
import { passingReceipt } from '../support/receipt-fixture.js';

async function receipt(isolated = true) {
  return passingReceipt({ isolated });
}

/** A receipt edited consistently (report regenerated, canonical bytes): only the claim is wrong. */
function edited(
  r: Record<string, unknown>,
  change: (r: Record<string, unknown>) => void,
): Uint8Array {
  const copy = structuredClone(r);
  change(copy);
  copy.report = reportText(copy as unknown as Parameters<typeof reportText>[0]);
  return canonicalBytes(copy);
}

const codes = (bytes: Uint8Array, expected?: string): string[] =>
  verifyReceipt(bytes, expected).problems.map((p) => p.code);
const store = mkdtempSync(join(tmpdir(), 'pp-verify-'));
afterAll(() => rmSync(store, { recursive: true, force: true }));

describe('verifyReceipt', () => {
  it('accepts a receipt as built, under its own address', async () => {
    const r = await receipt();
    expect(verifyReceipt(r.bytes, r.digest)).toMatchObject({
      valid: true,
      digest: r.digest,
      problems: [],
    });
  });

  it('accepts proof grade with findings only when the approval accepts every one of them', async () => {
    const r = await receipt();
    const finding = { code: 'EnvironmentProbe', path: 'm.py', line: 2, detail: '/proc/self' };
    const withFindings = (accepted: string[]) =>
      edited(r.receipt, (x) => {
        x.findings = [finding, { ...finding, line: 5 }];
        Object.assign(x.approval as object, { acceptedFindings: accepted });
      });
    expect(codes(withFindings(['EnvironmentProbe@m.py:2']))).toContain('ProofGradeWithFindings');
    expect(
      codes(withFindings(['EnvironmentProbe@m.py:2', 'EnvironmentProbe@m.py:5'])),
    ).not.toContain('ProofGradeWithFindings');
  });

  it('catches a tampered byte, extra white space, truncation, an extra field', async () => {
    const r = await receipt();
    const tampered = r.bytes.slice();
    tampered[40] = (tampered[40] as number) ^ 1;
    expect(codes(tampered, r.digest)).toContain('DigestMismatch');
    expect(codes(new TextEncoder().encode(` ${new TextDecoder().decode(r.bytes)}`))).toContain(
      'NotCanonical',
    );
    expect(codes(r.bytes.subarray(0, r.bytes.length - 5))).toEqual(['NotJson']);
    expect(codes(edited(r.receipt, (x) => void (x.extra = 1)))).toContain('SchemaViolation');
  });

  it.each([
    [
      'PASS with a failed phase',
      (x: Record<string, unknown>) => {
        const phases = x.phases as Array<Record<string, unknown>>;
        Object.assign(phases[3] as object, {
          outcome: 'fail',
          classification: 'TEST_FAILURE',
          reasons: [{ code: 'TestsFailed', detail: 'x' }],
        });
      },
      'PassWithFailedPhase',
    ],
    [
      'proof grade from a runner that is not isolated',
      (x: Record<string, unknown>) =>
        void Object.assign(x.runner as object, { kind: 'local', isolated: false }),
      'ProofGradeWithoutIsolation',
    ],
    [
      'proof grade on a FAIL',
      (x: Record<string, unknown>) => void (x.verdict = 'FAIL'),
      'ProofGradeWithoutPass',
    ],
    [
      'PASS although the repository changed',
      (x: Record<string, unknown>) =>
        void Object.assign(x.repository as object, { after: `ws1_${'e'.repeat(64)}` }),
      'RepositoryChanged',
    ],
    [
      'counts that do not add up',
      (x: Record<string, unknown>) =>
        void Object.assign((x.phases as Array<Record<string, unknown>>)[1] as object, {
          tests: { executed: 5, passed: 1, failed: 0, errored: 0, skipped: 0 },
        }),
      'CountsInconsistent',
    ],
    [
      'proof grade on a patch with environment findings (it may tell the sandbox from production)',
      (x: Record<string, unknown>) =>
        void (x.findings = [
          { code: 'EnvironmentProbe', path: 'm.py', line: 2, detail: '/proc/self' },
        ]),
      'ProofGradeWithFindings',
    ],
    [
      'proof grade from a run that was not sealed',
      (x: Record<string, unknown>) => {
        x.seal = null;
        for (const p of x.phases as Array<Record<string, unknown>>) delete p.seal;
      },
      'ProofGradeUnsealed',
    ],
    [
      'a published seed that is not the one its digest names',
      (x: Record<string, unknown>) =>
        void Object.assign(x.seal as object, { seed: 'f'.repeat(64) }),
      'SealInconsistent',
    ],
    [
      'a passed phase whose planted tests were not all reported as planted',
      (x: Record<string, unknown>) => {
        const patched = (x.phases as Array<Record<string, unknown>>)[1] as {
          seal: Record<string, unknown>;
        };
        patched.seal.plantsAsPlanted = false;
      },
      'SealInconsistent',
    ],
    [
      'a bound that is not the sealed phases’ bits',
      (x: Record<string, unknown>) => void Object.assign(x.seal as object, { bits: 99 }),
      'SealInconsistent',
    ],
    [
      'a sealed phase without its seal',
      (x: Record<string, unknown>) =>
        void delete ((x.phases as Array<Record<string, unknown>>)[3] as Record<string, unknown>)
          .seal,
      'SealInconsistent',
    ],
    [
      'probes in the hidden phase the run spec never named',
      (x: Record<string, unknown>) =>
        void Object.assign((x.phases as Array<Record<string, unknown>>)[3] as object, {
          probes: { cases: 2, passed: 2 },
          evidence: 'probes',
        }),
      'ProbesInconsistent',
    ],
    [
      'a passed hidden phase with a probe case that missed',
      (x: Record<string, unknown>) => {
        Object.assign(x.runSpec as object, { probes: `ws1_${'f'.repeat(64)}` });
        Object.assign((x.phases as Array<Record<string, unknown>>)[3] as object, {
          probes: { cases: 2, passed: 1 },
          evidence: 'probes',
        });
      },
      'ProbesInconsistent',
    ],
    [
      'probes outside the hidden phase',
      (x: Record<string, unknown>) =>
        void Object.assign((x.phases as Array<Record<string, unknown>>)[2] as object, {
          probes: { cases: 1, passed: 1 },
        }),
      'ProbesInconsistent',
    ],
  ])('refuses %s', async (_name, change, code) => {
    const r = await receipt();
    expect(codes(edited(r.receipt, change))).toContain(code);
  });

  // The regression suite's plants: a seal with plants only, on the same seed (optional:
  // sealed receipts from before it have none).
  const regressionSeal = (
    x: Record<string, unknown>,
    change: Record<string, unknown> = {},
  ): void => {
    const phases = x.phases as Array<Record<string, unknown>>;
    const patched = phases[1] as { seal: Record<string, unknown> };
    Object.assign(phases[2] as object, {
      seal: { ...patched.seal, planted: 4, twins: 0, bits: 0, plantsAsPlanted: true, ...change },
    });
  };

  it("accepts a regression phase with plants on the run's seed, and says so in both languages", async () => {
    const r = await receipt();
    const bytes = edited(r.receipt, (x) => regressionSeal(x));
    expect(codes(bytes)).toEqual([]);
    const report = (
      JSON.parse(new TextDecoder().decode(bytes)) as { report: { en: string; zh: string } }
    ).report;
    expect(report.en).toContain("Planted: 4 tests among the project's own tests");
    expect(report.zh).toContain('在项目自身的测试中植入了 4 个测试');
    const none = (
      JSON.parse(
        new TextDecoder().decode(edited(r.receipt, (x) => regressionSeal(x, { planted: 0 }))),
      ) as { report: { en: string; zh: string } }
    ).report;
    expect(none.en).toContain('Planted: none.');
    expect(none.zh).toContain('植入：无。');
  });

  it.each([
    ['twins', { twins: 3 }],
    ['another seed', { seedDigest: `sha256:${'e'.repeat(64)}` }],
    ['a plant not reported as planted in a passed phase', { plantsAsPlanted: false }],
  ])('refuses a regression seal with %s', async (_name, change) => {
    const r = await receipt();
    expect(codes(edited(r.receipt, (x) => regressionSeal(x, change)))).toContain(
      'SealInconsistent',
    );
  });

  it('accepts probes that agree: named by the run spec, counted in the hidden phase, all passed', async () => {
    const r = await receipt();
    const bytes = edited(r.receipt, (x) => {
      Object.assign(x.runSpec as object, { probes: `ws1_${'f'.repeat(64)}` });
      Object.assign((x.phases as Array<Record<string, unknown>>)[3] as object, {
        probes: { cases: 2, passed: 2 },
        evidence: 'probes',
      });
    });
    expect(codes(bytes)).toEqual([]);
  });

  it('accepts rechecked tests only in a regression phase that counts them failing, said in both languages', async () => {
    const r = await receipt();
    const recheck = (i: number, failed: number) =>
      edited(r.receipt, (x) => {
        const p = (x.phases as Array<{ tests: Record<string, number> }>)[i] as {
          tests: Record<string, number>;
        };
        Object.assign(p, { rechecked: ['r.T.test_b'] });
        Object.assign(p.tests, { executed: (p.tests.executed ?? 0) + failed, failed });
      });
    const ok = recheck(2, 1);
    expect(codes(ok)).toEqual([]);
    const { en, zh } = (
      JSON.parse(new TextDecoder().decode(ok)) as { report: Record<string, string> }
    ).report;
    expect([en, zh].map((t) => t?.includes('r.T.test_b'))).toEqual([true, true]);
    expect(codes(recheck(1, 1))).toContain('PhaseInconsistent');
    expect(codes(recheck(2, 0))).toContain('CountsInconsistent');
  });

  it('refuses a report that says something else than the data', async () => {
    const r = await receipt();
    const copy = structuredClone(r.receipt) as { report: { en: string; zh: string } };
    copy.report.zh = copy.report.zh.replace('通过', '失败');
    expect(codes(canonicalBytes(copy))).toEqual(['ReportMismatch']);
  });

  it('verifies a failed receipt made before its next step named the run spec (the generic line), and no other wording', async () => {
    const r = await receipt();
    const failed = structuredClone(r.receipt) as Record<string, unknown> & {
      phases: Array<Record<string, unknown>>;
    };
    failed.verdict = 'FAIL';
    failed.proofGrade = false;
    const baseline = failed.phases.find((p) => p.name === 'baseline') as Record<string, unknown>;
    baseline.outcome = 'fail';
    baseline.classification = 'CONFIG_ERROR';
    baseline.reasons = [{ code: 'TargetMissing', detail: 'target t::x is not in the report' }];
    const data = failed as unknown as Parameters<typeof reportText>[0];
    const now = reportText(data);
    const before = reportText(data, { genericNext: true });
    expect(now.en).toContain('correct "targets" in the run spec');
    expect(before.en).toContain('Next: fix what the failed phases report');
    for (const report of [now, before])
      expect(codes(canonicalBytes({ ...failed, report }))).not.toContain('ReportMismatch');
    // Any other edit of the line is still a report that does not say what the data says.
    const other = { en: now.en.replace('correct "targets"', 'ignore "targets"'), zh: now.zh };
    expect(codes(canonicalBytes({ ...failed, report: other }))).toContain('ReportMismatch');
  });

  it('refuses non-NFC text and numbers JCS would mangle', async () => {
    const r = await receipt();
    const text = new TextDecoder().decode(r.bytes);
    expect(
      codes(
        new TextEncoder().encode(
          text.replace('reviewer@example.org', 'reviewe\u0301r@example.org'),
        ),
      ),
    ).toContain('NotCanonical');
    expect(
      codes(new TextEncoder().encode(text.replace('"durationMs":1', '"durationMs":1.0'))),
    ).toContain('NotCanonical');
  });
});

describe('the store', () => {
  it('publishes once; reads re-hash; refuses tampering, wrong names, planted symlinks', async () => {
    const r = await receipt();
    const path = await writeReceipt(store, r.digest, r.bytes);
    expect(await writeReceipt(store, r.digest, r.bytes)).toBe(path);
    expect(Buffer.from(await readReceipt(store, r.digest)).equals(Buffer.from(r.bytes))).toBe(true);
    const other = await receipt(false);
    await expect(writeReceipt(store, r.digest, other.bytes)).rejects.toMatchObject({
      code: 'ReceiptConflict',
    });
    // A valid receipt stored under another receipt's name.
    writeFileSync(receiptPath(store, other.digest), r.bytes);
    await expect(readReceipt(store, other.digest)).rejects.toMatchObject({
      code: 'ReceiptTampered',
    });
    const planted = `sha256:${'f'.repeat(64)}` as const;
    symlinkSync(path, receiptPath(store, planted));
    await expect(readReceipt(store, planted)).rejects.toMatchObject({ code: 'ReceiptTampered' });
    await expect(readReceipt(store, `sha256:${'0'.repeat(64)}`)).rejects.toMatchObject({
      code: 'ReceiptNotFound',
    });
  });

  it('patchproof receipt verify: exit 0 valid, 1 invalid; works on a bare file', async () => {
    const r = await receipt();
    await writeReceipt(store, r.digest, r.bytes);
    const run = async (...argv: string[]) => {
      let out = '';
      const code = await main(['receipt', ...argv], {
        out: (t) => void (out += t),
        err: () => undefined,
      });
      return { code, out };
    };
    expect(await run('verify', r.digest, '--store', store, '--json')).toMatchObject({
      code: 0,
      out: expect.stringContaining('"valid":true'),
    });
    const file = join(store, 'copy.json');
    writeFileSync(file, readFileSync(receiptPath(store, r.digest)));
    expect((await run('verify', file)).code).toBe(0);
    writeFileSync(
      file,
      readFileSync(receiptPath(store, r.digest)).toString().replace('"PASS"', '"FAIL"'),
    );
    expect((await run('verify', file)).code).toBe(1);
    expect((await run('show', r.digest, '--store', store, '--lang', 'zh')).out).toContain(
      '结论：通过',
    );
  });
});
