// What the base already does is not the patch's doing (issue 34, seen on real projects):
// a regression test that failed on the base too may fail again, and at baseline a run the
// bug itself cut short leaves its later targets unrun without blaming the run spec.
import { describe, expect, it } from 'vitest';
import { evaluatePhase } from '../../src/core/execution/evaluate-phase.js';
import type { TestReport } from '../../src/core/reports/model.js';

const run = (exitCode: number) => ({
  exitCode,
  timedOut: false,
  truncated: false,
  stdout: new Uint8Array(),
  stderr: new Uint8Array(),
  durationMs: 1,
  reportFile: null,
});

type Test = { id: string; status: 'passed' | 'failed' | 'errored'; failure?: string };
function report(tests: Test[], extra: Partial<TestReport> = {}): TestReport {
  const count = (s: string): number => tests.filter((t) => t.status === s).length;
  return {
    tests: tests.map((t) => (t.status === 'passed' ? t : { message: 'boom', ...t })),
    collectionErrors: [],
    executed: tests.length,
    passed: count('passed'),
    failed: count('failed'),
    errored: count('errored'),
    skipped: 0,
    ...extra,
  } as unknown as TestReport;
}

describe('regression: tests that failed on the base too', () => {
  const base = (failing: string[], passed: string[]) => ({
    basePassed: new Set(passed),
    baseFailing: new Set(failing),
  });

  it('a test failing on the base and with the patch does not fail the phase', () => {
    const r = evaluatePhase({
      name: 'regression',
      run: run(1),
      report: report([
        { id: 'pkg::TestStackPaths', status: 'failed', failure: 'assertion' },
        { id: 'pkg::TestWrap', status: 'passed' },
      ]),
      targets: [],
      ...base(['pkg::TestStackPaths'], ['pkg::TestWrap']),
    });
    expect(r.reasons).toEqual([]);
    expect(r.outcome).toBe('pass');
  });

  it('a test that passed on the base and fails now, or a failing test the base did not have, still fails it', () => {
    const r = evaluatePhase({
      name: 'regression',
      run: run(1),
      report: report([
        { id: 'pkg::TestStackPaths', status: 'failed', failure: 'assertion' },
        { id: 'pkg::TestWrap', status: 'failed', failure: 'assertion' },
        { id: 'pkg::TestNew', status: 'errored' },
      ]),
      targets: [],
      ...base(['pkg::TestStackPaths'], ['pkg::TestWrap']),
    });
    expect(r.reasons.map((x) => x.code).sort()).toEqual(['RegressionLost', 'TestsFailed']);
    const failed = r.reasons.find((x) => x.code === 'TestsFailed')?.detail ?? '';
    expect(failed).toContain('2 tests fail (and 1 that failed on the base too)');
    expect(failed).not.toContain('TestStackPaths');
  });

  it('only in regression: hidden and patched still need every test to pass', () => {
    const r = evaluatePhase({
      name: 'hidden',
      run: run(1),
      report: report([{ id: 'h::t', status: 'failed', failure: 'assertion' }]),
      targets: [],
      baseFailing: new Set(['h::t']),
    });
    expect(r.reasons.map((x) => x.code)).toContain('TestsFailed');
  });
});

describe('baseline: a run the bug cut short', () => {
  const cut = report([{ id: 'pkg::TestFlags/first', status: 'failed', failure: 'assertion' }], {
    interrupted: true,
  });

  it('leaves the targets after the crash unrun without TargetMissing', () => {
    const r = evaluatePhase({
      name: 'baseline',
      run: run(2),
      report: cut,
      targets: ['pkg::TestFlags/first', 'pkg::TestFlags/second'],
    });
    expect(r.reasons.map((x) => x.code)).not.toContain('TargetMissing');
    expect(r.outcome).toBe('pass');
  });

  it('still says TargetMissing when the run was not cut short, and once patched', () => {
    const whole = report([{ id: 'pkg::TestFlags/first', status: 'failed', failure: 'assertion' }]);
    const targets = ['pkg::TestFlags/first', 'pkg::TestFlags/second'];
    expect(
      evaluatePhase({ name: 'baseline', run: run(1), report: whole, targets }).reasons.map(
        (x) => x.code,
      ),
    ).toContain('TargetMissing');
    const patched = report([{ id: 'pkg::TestFlags/first', status: 'passed' }], {
      interrupted: true,
    });
    expect(
      evaluatePhase({ name: 'patched', run: run(0), report: patched, targets }).reasons.map(
        (x) => x.code,
      ),
    ).toContain('TargetMissing');
  });
});

describe('a run killed at its time limit', () => {
  it('is judged by its timeout alone: a cut report is no evidence of tampering or of a wrong spec', () => {
    const r = evaluatePhase({
      name: 'baseline',
      run: { ...run(137), timedOut: true },
      report: report([]),
      targets: ['pkg::TestA'],
      seal: {
        reading: { tampering: ['a test of the trusted files is missing from the report'] },
        summary: {},
      } as never,
    });
    expect(r.reasons.map((x) => x.code)).toEqual(['Timeout']);
    expect(r.outcome).toBe('fail');
    expect(r.classification).toBe('TIMEOUT');
  });

  it('so is a run the infrastructure failed: its missing targets do not blame the run spec', () => {
    const r = evaluatePhase({
      name: 'baseline',
      run: { ...run(1), exitCode: null, infrastructureError: 'the engine stopped answering' },
      report: null,
      reportError: 'no report file',
      targets: ['pkg::TestA'],
    });
    expect(r.reasons.map((x) => x.code)).toEqual(['Infrastructure']);
    expect(r.classification).toBe('ENVIRONMENT_ERROR');
  });

  it('a run killed for memory keeps its other reasons: a patch can cause that', () => {
    const r = evaluatePhase({
      name: 'patched',
      run: { ...run(137), oomKilled: true },
      report: report([]),
      targets: ['pkg::TestA'],
    });
    expect(r.reasons.map((x) => x.code)).toEqual(
      expect.arrayContaining(['OutOfMemory', 'TargetMissing']),
    );
  });

  it('at baseline a run killed for memory is the bug showing: nothing its cut report lacks counts', () => {
    const r = evaluatePhase({
      name: 'baseline',
      run: { ...run(137), oomKilled: true },
      report: null,
      reportError: 'no report file',
      targets: ['pkg::TestA'],
    });
    expect(r.reasons).toEqual([]);
    expect(r.evidence).toBe('memory');
  });

  it('but a target it reported passing before the kill still fails the baseline', () => {
    const r = evaluatePhase({
      name: 'baseline',
      run: { ...run(137), oomKilled: true },
      report: report([{ id: 'pkg::TestA', status: 'passed' }]),
      targets: ['pkg::TestA', 'pkg::TestB'],
    });
    expect(r.reasons.map((x) => x.code)).toEqual(['TargetNotFailing']);
  });

  it("a proposal's baseline killed for memory is not excused: the proposer's tests are not trusted", () => {
    const r = evaluatePhase({
      name: 'baseline',
      run: { ...run(137), oomKilled: true },
      report: null,
      reportError: 'no report file',
      targets: [],
      proposal: { ownTests: [], plainBase: null } as never,
    });
    expect(r.outcome).toBe('fail');
    expect(r.evidence).not.toBe('memory');
  });

  it('a run that finished keeps its tampering', () => {
    const r = evaluatePhase({
      name: 'baseline',
      run: run(1),
      report: report([{ id: 'pkg::TestA', status: 'failed', failure: 'assertion' }]),
      targets: ['pkg::TestA'],
      seal: {
        reading: { tampering: ['a plant passed'], rawFailing: 0 },
        summary: {},
      } as never,
    });
    expect(r.reasons.map((x) => x.code)).toContain('EvidenceTampered');
  });
});

describe('showingBug: what the patched run must pass', () => {
  it('leaves out the record of a cut node:test file, which stands for the process, not a test', async () => {
    const { showingBug } = await import('../../src/core/execution/conclude.js');
    const tests: Test[] = [
      { id: 'parse > rejects', status: 'failed', failure: 'assertion' },
      {
        id: '/workspace/patchproof_tests/reproduction/add.test.js',
        status: 'failed',
        failure: 'assertion',
      },
    ];
    const cut = { run: run(1), report: report(tests, { interrupted: true }) } as never;
    expect([...showingBug(cut)]).toEqual(['parse > rejects']);
    // In a run that was not cut, every test that showed the bug must pass once patched.
    const whole = { run: run(1), report: report(tests) } as never;
    expect(showingBug(whole).size).toBe(2);
  });
});

describe('gate mode proposal: a patched run cut short', () => {
  it('passes no patched phase, as in the other modes', () => {
    const base = report([{ id: 'p::test_new', status: 'failed', failure: 'assertion' }]);
    const phase = (interrupted: boolean) =>
      evaluatePhase({
        name: 'patched',
        run: run(1),
        report: report(
          [{ id: 'p::test_new', status: 'passed' }],
          interrupted ? { interrupted: true } : {},
        ),
        targets: [],
        proposal: { base: report([]), baseline: base },
      });
    expect(phase(false).reasons.map((x) => x.code)).not.toContain('TestsFailed');
    const cut = phase(true);
    expect(cut.outcome).toBe('fail');
    expect(cut.reasons.find((x) => x.code === 'TestsFailed')?.detail).toContain('cut short');
  });
});
