// Gate modes (docs/ci/README.md, "Gate modes") on the fake runner: the same execute(),
// verdict rules, receipt and offline verification as every runner. Mode spec is the rest of
// test/execution; here are modes proposal and none, each attack beside the honest case.
import { describe, expect, it } from 'vitest';
import { approve, rfc3339 } from '../../src/core/execution/approval.js';
import { execute } from '../../src/core/execution/execute.js';
import {
  createFakeRunner,
  type FakeScript,
  fakeWorkspaces,
} from '../../src/core/execution/fake-runner.js';
import { proposalHash } from '../../src/core/intake/proposal.js';
import type { ResolvedRunSpec } from '../../src/core/runspec/resolve.js';
import type { ProposedFile } from '../../src/core/seal/regression-plants.js';
import { buildReceipt } from '../../src/core/receipt/build-receipt.js';
import { consistencyProblems, verifyReceipt } from '../../src/core/receipt/verify-receipt.js';
import type { Receipt } from '../../src/core/receipt/schema.js';
import { honestSealedRun, sealedPhases, sealInputOf } from '../support/sealed-script.js';
import { unittestSpec } from '../support/resolved-spec.js';
import { type Outcome, unittestStderr } from '../support/unittest-output.js';

const base = `ws1_${'a'.repeat(64)}` as const;
const object = {
  base,
  result: `ws1_${'b'.repeat(64)}` as const,
  diff: `sha256:${'c'.repeat(64)}` as const,
};
const proposal = { hash: proposalHash(object), object };
const runId = 'run_modes';
const approval = approve({
  proposal: proposal.hash,
  run: runId,
  snapshot: base,
  actor: 'reviewer@example.org',
  approvedAt: rfc3339(new Date(0)),
});
const specIn = (mode: 'proposal' | 'none'): ResolvedRunSpec => ({
  ...unittestSpec({ digest: base, targets: [] }),
  reproduction: { mode },
});

const ut = (tests: Record<string, Outcome>, errorText?: string) => ({
  exitCode: Object.values(tests).some((o) => o === 'FAIL' || o === 'ERROR') ? 1 : 0,
  stderr: new TextEncoder().encode(unittestStderr(tests, errorText)),
});
const OLD = { 'test_calc.Calc.test_add': 'ok', 'test_calc.Calc.test_sub': 'ok' } as const;
const NEW = 'test_calc.Calc.test_mul';
// The patch adds test_mul to test_calc.py; without its code the test fails, with it it passes.
const feature: FakeScript = {
  baseline: ut({ ...OLD, [NEW]: 'FAIL' }),
  patched: ut({ ...OLD, [NEW]: 'ok' }),
  'regression-base': ut(OLD),
  regression: ut({ ...OLD, [NEW]: 'ok' }),
  hidden: ut({ 'h.H.test_x': 'ok' }),
};
const proposed = (text: string) => ({ bytes: new TextEncoder().encode(text), executable: false });
const changedTest = new Map<string, ProposedFile | null>([
  ['test_calc.py', proposed('# the patched test file\n')],
]);

async function run(
  mode: 'proposal' | 'none',
  script: Partial<FakeScript>,
  proposedTests: ReadonlyMap<string, ProposedFile | null> = changedTest,
) {
  const runner = createFakeRunner({ ...feature, ...script });
  const spec = specIn(mode);
  const result = await execute({
    runId,
    proposal,
    approval,
    spec,
    runner,
    workspaces: fakeWorkspaces(),
    proposedTests,
    liveSnapshot: async () => base,
  });
  const receipt = buildReceipt({
    runId,
    proposal,
    approval,
    spec,
    execution: result,
    toolVersion: '0.1.0',
  });
  return { result, runner, receipt, verified: verifyReceipt(receipt.bytes, receipt.digest) };
}
const phase = (result: Awaited<ReturnType<typeof run>>['result'], name: string) =>
  result.phases.find((p) => p.name === name);
const codes = (result: Awaited<ReturnType<typeof run>>['result'], name: string) =>
  phase(result, name)?.reasons.map((r) => r.code);

describe('gate mode proposal: the tests the patch adds or changes are the reproduction', () => {
  it("PASSes a feature whose new test fails without its code and passes with it; both phases say the tests are the proposer's", async () => {
    const { result, receipt, verified } = await run('proposal', {});
    expect(result.verdict).toBe('PASS');
    expect(phase(result, 'baseline')).toMatchObject({
      outcome: 'pass',
      evidence: 'proposal',
      targets: [{ id: NEW, status: 'failed' }],
    });
    expect(phase(result, 'patched')).toMatchObject({
      outcome: 'pass',
      evidence: 'proposal',
      targets: [{ id: NEW, status: 'passed' }],
    });
    expect(result.transitions.failToPass).toEqual([{ id: NEW, status: 'passed' }]);
    expect(verified.problems).toEqual([]);
    const r = receipt.receipt as {
      runSpec: Record<string, unknown>;
      report: { en: string; zh: string };
    };
    expect(r.runSpec.reproduction).toBe('proposal');
    expect(r.runSpec.reproductionTests).toBeUndefined();
    expect(r.report.en).toContain(
      "Gate mode proposal: the baseline and patched phases ran the tests the patch adds or changes (the proposer's own)",
    );
    expect(r.report.en).toContain(`The proposer's tests that showed the change: ${NEW} passed.`);
    expect(r.report.zh).toContain('门禁模式 proposal');
  });

  it('FAILs a patch that changes no test without running either phase, and names the mode that fits', async () => {
    const { result, runner, verified } = await run('proposal', {}, new Map());
    expect(result.verdict).toBe('FAIL');
    for (const name of ['baseline', 'patched']) {
      expect(phase(result, name)).toMatchObject({
        outcome: 'fail',
        classification: 'CONFIG_ERROR',
        evidence: 'proposal',
        exitCode: null,
      });
      expect(codes(result, name)).toEqual(['NoProposalTests']);
      expect(phase(result, name)?.reasons[0]?.detail).toContain('gate mode "none"');
    }
    expect(runner.calls).not.toContain('baseline');
    expect(runner.calls).not.toContain('patched');
    expect(verified.problems).toEqual([]);
  });

  it('FAILs tests that pass without the change (they test nothing it does)', async () => {
    const { result } = await run('proposal', { baseline: ut({ ...OLD, [NEW]: 'ok' }) });
    expect(result.verdict).toBe('FAIL');
    expect(codes(result, 'baseline')).toEqual(['ProposalTestsNotFailing']);
    expect(codes(result, 'patched')).toEqual(['TargetMissing']);
  });

  it('FAILs a new test that still fails with the patch, and a test the patch breaks that passed on the base', async () => {
    const stillFailing = await run('proposal', { patched: ut({ ...OLD, [NEW]: 'FAIL' }) });
    expect(codes(stillFailing.result, 'patched')).toContain('TargetNotPassing');
    const breaks = await run('proposal', {
      patched: ut({ ...OLD, 'test_calc.Calc.test_sub': 'FAIL', [NEW]: 'ok' }),
    });
    expect(codes(breaks.result, 'patched')).toEqual(['TestsFailed']);
    expect(breaks.result.verdict).toBe('FAIL');
  });

  it("does not count a test that already failed on the plain base as the proposer's", async () => {
    // Only the flaky or broken old test fails at baseline: nothing the patch's tests did.
    const { result } = await run('proposal', {
      'regression-base': ut({ ...OLD, 'test_calc.Calc.test_sub': 'FAIL' }),
      baseline: ut({ ...OLD, 'test_calc.Calc.test_sub': 'FAIL', [NEW]: 'ok' }),
    });
    expect(codes(result, 'baseline')).toEqual(['ProposalTestsNotFailing']);
  });

  it('PASSes a new test module that cannot even load without the code it tests (it imports a name the patch adds)', async () => {
    const importError = "ImportError: cannot import name 'mul' from 'calc' (/workspace/calc.py)";
    const { result, verified } = await run(
      'proposal',
      {
        baseline: ut({ ...OLD, 'unittest.loader._FailedTest.test_mul': 'ERROR' }, importError),
        patched: ut({ ...OLD, 'test_mul.Mul.test_mul': 'ok', 'test_mul.Mul.test_zero': 'ok' }),
        regression: ut({ ...OLD, 'test_mul.Mul.test_mul': 'ok', 'test_mul.Mul.test_zero': 'ok' }),
      },
      new Map([['test_mul.py', proposed('from calc import mul\n')]]),
    );
    expect(phase(result, 'baseline')).toMatchObject({ outcome: 'pass', targets: [] });
    expect(phase(result, 'patched')?.targets).toEqual([
      { id: 'test_mul.Mul.test_mul', status: 'passed' },
      { id: 'test_mul.Mul.test_zero', status: 'passed' },
    ]);
    expect(result.verdict).toBe('PASS');
    expect(verified.problems).toEqual([]);
  });

  it("judges the proposer's tests against an unusable plain-base run as unknown, never as shown", async () => {
    const { result } = await run('proposal', {
      'regression-base': { exitCode: null, timedOut: true },
    });
    expect(codes(result, 'baseline')).toEqual(['BaseRegressionUnavailable']);
    expect(result.verdict).toBe('FAIL');
  });
});

describe('gate mode none: no baseline, the regression and hidden suites carry the verdict', () => {
  it('PASSes a refactor without running baseline or patched, and says so in the receipt in both languages', async () => {
    const { result, runner, receipt, verified } = await run(
      'none',
      { regression: ut(OLD) },
      new Map(),
    );
    expect(result.verdict).toBe('PASS');
    expect(result.phases.map((p) => p.outcome)).toEqual(['skipped', 'skipped', 'pass', 'pass']);
    expect([...runner.calls].sort()).toEqual(['hidden', 'regression', 'regression-base']);
    expect(verified.problems).toEqual([]);
    const r = receipt.receipt as {
      runSpec: Record<string, unknown>;
      report: { en: string; zh: string };
    };
    expect(r.runSpec.reproduction).toBe('none');
    expect(r.report.en).toContain('Gate mode none: no baseline or patched phase ran');
    expect(r.report.en).toContain('Phase baseline: skipped;');
    expect(r.report.zh).toContain('门禁模式 none');
  });

  it('FAILs a "refactor" that changes behaviour a base test checks', async () => {
    const { result } = await run(
      'none',
      { regression: ut({ ...OLD, 'test_calc.Calc.test_add': 'FAIL' }) },
      new Map(),
    );
    expect(result.verdict).toBe('FAIL');
    expect(codes(result, 'regression')).toContain('RegressionLost');
  });
});

describe('gate modes in a sealed receipt, checked offline', () => {
  async function sealed(mode: 'proposal' | 'none') {
    const seal = await sealInputOf();
    // Modes proposal and none have no trusted reproduction suite to seal.
    const input = { ...seal, suites: { hidden: seal.suites.hidden } };
    const hidden = sealedPhases(seal).hidden;
    const runner = createFakeRunner({
      ...feature,
      hidden: honestSealedRun(hidden, 'test_h.H', 'ok'),
    });
    const spec = specIn(mode);
    const execution = await execute({
      runId,
      proposal,
      approval,
      spec,
      runner,
      workspaces: fakeWorkspaces(),
      seal: input,
      proposedTests: mode === 'proposal' ? changedTest : new Map(),
      liveSnapshot: async () => base,
    });
    const receipt = buildReceipt({
      runId,
      proposal,
      approval,
      spec,
      execution,
      toolVersion: '0.1.0',
    });
    return {
      execution,
      receipt,
      parsed: JSON.parse(new TextDecoder().decode(receipt.bytes)) as Receipt,
    };
  }
  const problemCodes = (r: Receipt) =>
    [...new Set(consistencyProblems(r).map((p) => p.code))]
      .filter((c) => c !== 'ReportMismatch')
      .sort();

  // The regression plants need a real suite to calibrate on: the Docker end-to-end test
  // (test/e2e/gate-modes-docker.test.ts) shows the proof-grade PASS with them.
  it.each(['proposal', 'none'] as const)(
    'mode %s: sealed, but no plant checked the regression report, so no proof grade, and the reports say why',
    async (mode) => {
      const { execution, receipt, parsed } = await sealed(mode);
      expect(execution.verdict).toBe('PASS');
      expect(execution.proofGrade).toBe(false);
      expect(verifyReceipt(receipt.bytes, receipt.digest).problems).toEqual([]);
      expect(parsed.phases.filter((p) => p.seal).map((p) => p.name)).toEqual(['hidden']);
      expect(parsed.seal?.bits).toBe(parsed.phases.find((p) => p.name === 'hidden')?.seal?.bits);
      expect(parsed.report.en).toContain('passes the hidden phase with chance at most');
      expect(parsed.report.en).toContain(
        `Why not proof grade: in gate mode ${mode} the project's own suite carries the verdict, and no planted test checked its report.`,
      );
      // A receipt that claims proof grade anyway is refused offline.
      expect(problemCodes({ ...parsed, proofGrade: true })).toEqual([
        'ProofGradeUncheckedRegression',
      ]);
    },
  );

  it('refuses a receipt whose gate mode and phases disagree (a mode changed after the fact)', async () => {
    const none = (await sealed('none')).parsed;
    // Mode none relabelled spec: its skipped phases are not a PASS there, and spec names a trusted folder.
    expect(problemCodes({ ...none, runSpec: { ...none.runSpec, reproduction: 'spec' } })).toEqual([
      'ModeInconsistent',
      'PassWithFailedPhase',
      'SealInconsistent',
    ]);
    const proposalReceipt = (await sealed('proposal')).parsed;
    // The proposer's tests passed off as a trusted reproduction: no folder, no seal.
    const unmarked = {
      ...proposalReceipt,
      phases: proposalReceipt.phases.map((p) => ({
        ...p,
        evidence: undefined,
      })) as Receipt['phases'],
    };
    expect(problemCodes(JSON.parse(JSON.stringify(unmarked)) as Receipt)).toEqual([
      'ModeInconsistent',
    ]);
    // A failed run relabelled none, its failing phases set to skipped.
    const failing = (await sealed('proposal')).parsed;
    const skippedRegression = {
      ...failing,
      runSpec: { ...failing.runSpec, reproduction: 'none' as const },
      phases: failing.phases.map((p) =>
        p.name === 'regression' || p.name === 'baseline' || p.name === 'patched'
          ? { ...p, outcome: 'skipped' as const }
          : p,
      ),
    };
    expect(problemCodes(skippedRegression)).toEqual(['ModeInconsistent', 'PassWithFailedPhase']);
  });
});
