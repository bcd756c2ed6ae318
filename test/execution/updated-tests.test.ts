// regression.updatedTests, judged from evidence alone (test-integrity.ts): the named base
// tests are excused in the guard run, and their absence from the regression run when the patch
// changed test files; a version of them that runs must pass. The same on Docker, through the CLI:
// test/redteam/updated-tests.test.ts.
import { describe, expect, it } from 'vitest';
import { evaluatePhase, type PhaseEvidence } from '../../src/core/execution/evaluate-phase.js';
import type { RunResult } from '../../src/core/runner/runner-port.js';
import type { TestCaseResult, TestReport } from '../../src/core/reports/model.js';

const run = (exitCode: number): RunResult => ({
  exitCode,
  timedOut: false,
  truncated: false,
  stdout: new Uint8Array(),
  stderr: new Uint8Array(),
  durationMs: 5,
  reportFile: null,
});

function report(tests: TestCaseResult[]): TestReport {
  const n = (s: string): number => tests.filter((t) => t.status === s).length;
  return {
    executed: tests.length,
    passed: n('passed'),
    failed: n('failed'),
    errored: 0,
    skipped: 0,
    tests,
    collectionErrors: [],
  };
}
const pass = (id: string): TestCaseResult => ({ id, status: 'passed' });
const fail = (id: string): TestCaseResult => ({ id, status: 'failed', failure: 'assertion' });

/** The regression phase of a patch that changed t.py: the guard ran its base version. */
function regression(
  patched: TestCaseResult[],
  guard: TestCaseResult[],
  updated: string[],
): ReturnType<typeof evaluatePhase> {
  const failing = patched.some((t) => t.status !== 'passed');
  const e: PhaseEvidence = {
    name: 'regression',
    run: run(failing ? 1 : 0),
    report: report(patched),
    targets: [],
    basePassed: new Set(['t.A', 't.B']),
    accepted: new Set(),
    updated: new Set(updated),
    integrity: {
      files: [{ path: 't.py', op: 'changed' }],
      guard: { run: run(guard.some((t) => t.status !== 'passed') ? 1 : 0), report: report(guard) },
    },
  };
  return evaluatePhase(e);
}
const codes = (r: ReturnType<typeof evaluatePhase>): string[] => r.reasons.map((x) => x.code);

describe('regression.updatedTests', () => {
  it("excuses a named test's base version failing in the guard run, and records it apart", () => {
    const r = regression([pass('t.A'), pass('t.B')], [fail('t.A'), pass('t.B')], ['t.A']);
    expect(codes(r)).toEqual([]);
    expect(r.testIntegrity).toMatchObject({ accepted: [], updated: ['t.A'] });
  });

  it('excuses nothing unnamed: the guard run loses t.B', () => {
    const r = regression([pass('t.A'), pass('t.B')], [pass('t.A'), fail('t.B')], ['t.A']);
    expect(codes(r)).toContain('RegressionLost');
    expect(r.testIntegrity?.updated).toBeUndefined();
  });

  it("does not excuse the named test's own version failing in the regression run", () => {
    const failing = regression([fail('t.A'), pass('t.B')], [fail('t.A'), pass('t.B')], ['t.A']);
    expect(codes(failing)).toContain('RegressionLost');
  });

  it('excuses a named test the patch removed from the test file it changed, and records it', () => {
    const removed = regression([pass('t.B')], [fail('t.A'), pass('t.B')], ['t.A']);
    expect(codes(removed)).toEqual([]);
    expect(removed.testIntegrity).toMatchObject({ accepted: [], updated: ['t.A'] });
    // Unnamed, the same removal is a lost test.
    expect(codes(regression([pass('t.B')], [fail('t.A'), pass('t.B')], []))).toContain(
      'RegressionLost',
    );
  });

  it('excuses no absence when the patch changed no test file: the test vanished some other way', () => {
    const r = evaluatePhase({
      name: 'regression',
      run: run(0),
      report: report([pass('t.B')]),
      targets: [],
      basePassed: new Set(['t.A', 't.B']),
      accepted: new Set(),
      updated: new Set(['t.A']),
    });
    expect(codes(r)).toContain('RegressionLost');
  });

  it('without the name the same guard run is RegressionLost, and the detail says how to consent', () => {
    const r = regression([pass('t.A'), pass('t.B')], [fail('t.A'), pass('t.B')], []);
    expect(codes(r)).toEqual(['RegressionLost']);
    expect(r.reasons[0]?.detail).toContain('regression.updatedTests');
  });
});
