// The verdict rules of one phase (PROTOCOL 5), fed evidence directly: every rule that can
// fail a phase does, with the classification the precedence gives.
import { describe, expect, it } from 'vitest';
import { evaluatePhase, type PhaseEvidence } from '../../src/core/execution/evaluate-phase.js';
import type { RunResult } from '../../src/core/runner/runner-port.js';
import type { TestCaseResult, TestReport } from '../../src/core/reports/model.js';

const enc = (s: string): Uint8Array => new TextEncoder().encode(s);

function run(partial: Partial<RunResult> = {}): RunResult {
  return {
    exitCode: 0,
    timedOut: false,
    truncated: false,
    stdout: enc(''),
    stderr: enc(''),
    durationMs: 5,
    reportFile: null,
    ...partial,
  };
}

function report(tests: TestCaseResult[], collectionErrors: string[] = []): TestReport {
  const count = (s: string): number => tests.filter((t) => t.status === s).length;
  const [passed, failed, errored, skipped] = ['passed', 'failed', 'errored', 'skipped'].map(
    count,
  ) as [number, number, number, number];
  return {
    executed: passed + failed + errored,
    passed,
    failed,
    errored,
    skipped,
    tests,
    collectionErrors,
  };
}

const pass = (id: string): TestCaseResult => ({ id, status: 'passed' });
const failAssert = (id: string): TestCaseResult => ({
  id,
  status: 'failed',
  failure: 'assertion',
  message: 'AssertionError: 1 != 2',
});
const error = (id: string, message: string): TestCaseResult => ({
  id,
  status: 'errored',
  failure: 'error',
  message,
});

function phase(e: Partial<PhaseEvidence> & Pick<PhaseEvidence, 'name'>) {
  return evaluatePhase({ run: run(), report: report([pass('t1')]), targets: [], ...e });
}
const codes = (r: ReturnType<typeof phase>): string[] => r.reasons.map((x) => x.code);

describe('baseline', () => {
  it('passes when the bug shows: an assertion failure, targets failing, non-zero exit', () => {
    const r = phase({
      name: 'baseline',
      run: run({ exitCode: 1 }),
      report: report([failAssert('t1'), pass('t2')]),
      targets: ['t1'],
    });
    expect(r.outcome).toBe('pass');
    expect(r.classification).toBeNull();
  });

  it('fails when the baseline passes: the reproduction does not reproduce (CONFIG_ERROR)', () => {
    const r = phase({ name: 'baseline', run: run({ exitCode: 0 }), report: report([pass('t1')]) });
    expect(codes(r)).toEqual(expect.arrayContaining(['NoAssertionFailure', 'WrongExitStatus']));
    expect(r.classification).toBe('CONFIG_ERROR');
  });

  it('fails on an import error at baseline: the trusted suite did not load (issue 34), naming the module (DEPENDENCY_ERROR)', () => {
    const r = phase({
      name: 'baseline',
      run: run({ exitCode: 1 }),
      report: report([], ["tests/test_calc.py: ModuleNotFoundError: No module named 'calc'"]),
    });
    expect(codes(r)).toEqual(['TrustedSuiteNotLoadable']);
    expect(r.reasons[0]?.detail).toContain("No module named 'calc'");
    expect(r.classification).toBe('DEPENDENCY_ERROR');
  });

  it('fails when a target passes on the base', () => {
    const r = phase({
      name: 'baseline',
      run: run({ exitCode: 1 }),
      report: report([failAssert('t1'), pass('t2')]),
      targets: ['t1', 't2'],
    });
    expect(codes(r)).toContain('TargetNotFailing');
  });

  it('fails when only errors (no assertion) show the bug', () => {
    const r = phase({
      name: 'baseline',
      run: run({ exitCode: 1 }),
      report: report([error('t1', "TypeError: 'NoneType' object is not callable")]),
    });
    expect(codes(r)).toContain('NoAssertionFailure');
  });
});

describe('patched, regression and hidden', () => {
  it('passes when everything passes with exit 0', () => {
    expect(phase({ name: 'patched', targets: ['t1'] }).outcome).toBe('pass');
    expect(phase({ name: 'hidden' }).outcome).toBe('pass');
  });

  it('fails a patch that does not fix: assertion failures are TEST_FAILURE', () => {
    const r = phase({
      name: 'patched',
      run: run({ exitCode: 1 }),
      report: report([failAssert('t1')]),
      targets: ['t1'],
    });
    // Exit 1 is what a run with a failing test gives: no WrongExitStatus on top, so the reasons
    // do not depend on whether a planted must-fail test ran before the failure (a Go panic
    // ends the binary wherever it comes; the same receipt, whatever the seed).
    expect(codes(r)).toEqual(['TestsFailed', 'TargetNotPassing']);
    expect(r.classification).toBe('TEST_FAILURE');
  });

  it('classifies by precedence: a TypeError beats a plain assertion failure', () => {
    const r = phase({
      name: 'hidden',
      run: run({ exitCode: 1 }),
      report: report([failAssert('a'), error('b', 'TypeError: unsupported operand')]),
    });
    expect(r.classification).toBe('TYPE_ERROR');
  });

  it('fails closed on zero tests, even with exit 0 (CONFIG_ERROR)', () => {
    const r = phase({ name: 'hidden', report: report([]) });
    expect(codes(r)).toEqual(['NoTestsExecuted']);
    expect(r.classification).toBe('CONFIG_ERROR');
  });

  it('fails when the report and the exit status disagree, either way', () => {
    expect(
      codes(
        phase({ name: 'patched', run: run({ exitCode: 0 }), report: report([failAssert('t1')]) }),
      ),
    ).toContain('ReportDisagreesWithExit');
    expect(
      codes(phase({ name: 'patched', run: run({ exitCode: 3 }), report: report([pass('t1')]) })),
    ).toContain('ReportDisagreesWithExit');
  });

  it('fails on an unreadable report (a process that exited 0 before running anything)', () => {
    const r = phase({ name: 'patched', report: null, reportError: 'no summary line' });
    expect(codes(r)).toEqual(['ReportUnreadable']);
    expect(r.classification).toBe('CONFIG_ERROR');
  });

  it('TIMEOUT outranks everything; truncation and infrastructure are ENVIRONMENT_ERROR', () => {
    expect(
      phase({ name: 'patched', run: run({ exitCode: null, timedOut: true }), report: null })
        .classification,
    ).toBe('TIMEOUT');
    expect(phase({ name: 'patched', run: run({ truncated: true }) }).classification).toBe(
      'ENVIRONMENT_ERROR',
    );
    expect(
      phase({
        name: 'patched',
        run: run({ exitCode: null, infrastructureError: 'engine stopped' }),
        report: null,
      }).classification,
    ).toBe('ENVIRONMENT_ERROR');
    expect(
      phase({ name: 'patched', run: run({ exitCode: null, oomKilled: true }) }).classification,
    ).toBe('ENVIRONMENT_ERROR');
  });

  it('regression fails when a test that passed on the base no longer passes (deleted or skipped)', () => {
    const basePassed = new Set(['keep', 'deleted', 'skipped']);
    const now = report([pass('keep'), { id: 'skipped', status: 'skipped' }]);
    const r = phase({ name: 'regression', report: now, basePassed });
    expect(r.lostTests).toEqual(['deleted', 'skipped']);
    expect(codes(r)).toEqual(['RegressionLost']);
    expect(r.classification).toBe('TEST_FAILURE');
  });

  it('regression fails closed when the base run is unusable', () => {
    expect(codes(phase({ name: 'regression', basePassed: null }))).toEqual(['RegressionLost']);
  });

  it('an unusable base run says why, and never blames the patch (TEST_FAILURE) for it', () => {
    // The base run's container was removed by another process: the environment failed.
    const gone = phase({
      name: 'regression',
      basePassed: null,
      baseRun: {
        run: run({ exitCode: null, infrastructureError: 'EngineRefused: no such container' }),
      },
    });
    expect(codes(gone)).toEqual(['Infrastructure']);
    expect(gone.reasons[0]?.detail).toMatch(/^the regression suite's run on the base: /);
    expect(gone.classification).toBe('ENVIRONMENT_ERROR');
    const slow = phase({
      name: 'regression',
      basePassed: null,
      baseRun: { run: run({ exitCode: null, timedOut: true }) },
    });
    expect([codes(slow), slow.classification]).toEqual([['Timeout'], 'TIMEOUT']);
    const unread = phase({
      name: 'regression',
      basePassed: null,
      baseRun: { run: run(), reportError: 'no test lines' },
    });
    expect(codes(unread)).toEqual(['ReportUnreadable']);
    // A usable base run adds nothing of its own.
    expect(
      codes(phase({ name: 'regression', basePassed: new Set(['t1']), baseRun: { run: run() } })),
    ).toEqual([]);
  });

  it('records digests of stdout and stderr, never their content', () => {
    const r = phase({ name: 'patched', run: run({ stdout: enc('hello'), stderr: enc('') }) });
    expect(r.stdout).toEqual({
      sha256: '2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824',
      bytes: 5,
    });
    expect(r.stderr.bytes).toBe(0);
  });
});
