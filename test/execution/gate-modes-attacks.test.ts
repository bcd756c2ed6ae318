// Attacks on gate modes proposal and none by someone who read the code (an adversarial
// review), each beside the honest case, on the fake runner with regression plants that hold
// (test/support/gate-mode-harness.ts), so a bought PASS would be proof grade.
import { describe, expect, it } from 'vitest';
import { canonicalBytes } from '../../src/core/hash/typed-hash.js';
import { reportText } from '../../src/core/receipt/report-text.js';
import type { Receipt } from '../../src/core/receipt/schema.js';
import { verifyReceipt } from '../../src/core/receipt/verify-receipt.js';
import { gate, OLD, phaseOf, proposedFile } from '../support/gate-mode-harness.js';
import { passingReceipt } from '../support/receipt-fixture.js';

const NEW = 'test_calc.Calc.test_mul';
const changed = new Map([['test_calc.py', proposedFile('# the patched test file\n')]]);
const without = <T extends object>(value: T, key: keyof T): Record<string, unknown> =>
  Object.fromEntries(Object.entries(value).filter(([k]) => k !== key));
const codes = (phase: { reasons: ReadonlyArray<{ code: string }> } | undefined) =>
  phase?.reasons.map((r) => r.code);

describe("gate mode proposal: what counts as the patch's own tests", () => {
  it("honest: a new test of the patch's test file, failing without its code, PASSes with proof grade", async () => {
    const { result, verified } = await gate({
      mode: 'proposal',
      proposedTests: changed,
      script: {
        baseline: { ...OLD, [NEW]: 'FAIL' },
        patched: { ...OLD, [NEW]: 'ok' },
        regression: { ...OLD, [NEW]: 'ok' },
      },
    });
    expect(result).toMatchObject({ verdict: 'PASS', proofGrade: true });
    expect(verified.problems).toEqual([]);
  });

  it("a base test of a file the patch did not touch, failing at baseline (a data file changed, a flake), is not the proposer's", async () => {
    const dataOnly = new Map([['tests/data/cases.json', proposedFile('{"cases": []}\n')]]);
    const { result } = await gate({
      mode: 'proposal',
      proposedTests: dataOnly,
      script: { baseline: { ...OLD, 'test_calc.Calc.test_sub': 'FAIL' } },
    });
    expect(codes(phaseOf(result, 'baseline'))).toEqual(['ProposalTestsNotFailing']);
    expect(result.verdict).toBe('FAIL');
  });

  it('deleting a test helper so that an untouched base test errors at baseline shows nothing', async () => {
    const deleted = new Map([['tests/helpers.py', null]]);
    const { result } = await gate({
      mode: 'proposal',
      proposedTests: deleted,
      script: { baseline: { ...OLD, 'test_calc.Calc.test_add': 'ERROR' } },
    });
    expect(result.verdict === 'PASS' && result.proofGrade).toBe(false);
  });

  it("a requirement is evidenced by the sealed regression run, never by the proposal's unsealed patched run", async () => {
    const { result, parsed } = await gate({
      mode: 'proposal',
      proposedTests: changed,
      requirements: [{ id: 'REQ-MUL', tests: [NEW] }],
      // The patched run is the project's suite, unsealed: the patch's code writes it. The regression run never reported test_mul.
      script: {
        baseline: { ...OLD, [NEW]: 'FAIL' },
        patched: { ...OLD, [NEW]: 'ok' },
        regression: { ...OLD },
      },
    });
    expect(parsed.requirements).toEqual([
      { id: 'REQ-MUL', tests: [{ id: NEW, status: 'missing' }], result: 'FAIL' },
    ]);
    expect(result.verdict).toBe('FAIL');
  });
});

describe('gate-mode receipts, checked offline', () => {
  const reissue = (receipt: Record<string, unknown>) =>
    verifyReceipt(
      canonicalBytes(
        JSON.parse(JSON.stringify({ ...receipt, report: reportText(receipt as never) })),
      ),
    );

  it('a receipt that records its gate mode cannot drop its seal and keep proof grade', async () => {
    const { parsed } = await gate({ mode: 'none', script: {} });
    expect(parsed.proofGrade).toBe(true);
    expect(reissue(parsed).problems).toEqual([]);
    const stripped = {
      ...without(parsed, 'seal'),
      phases: parsed.phases.map((p) => (p.name === 'hidden' ? { ...p, seal: undefined } : p)),
    };
    expect(reissue(stripped).problems.map((p) => p.code)).toContain('SealInconsistent');
  });

  it('holds: receipts from before gate modes (no runSpec.reproduction), and from before sealing, still verify', async () => {
    const parsed = JSON.parse(new TextDecoder().decode((await passingReceipt()).bytes)) as Receipt;
    expect(parsed.runSpec.reproduction).toBe('spec');
    const runSpec = without(parsed.runSpec, 'reproduction');
    expect(reissue({ ...parsed, runSpec }).problems).toEqual([]);
    const legacy = without(
      {
        ...parsed,
        runSpec,
        proofGrade: false,
        phases: parsed.phases.map((p) => ({ ...p, seal: undefined })),
      },
      'seal',
    );
    expect(reissue(legacy).problems).toEqual([]);
  });
});
