// Red-team review of five defences loosened for honest fixes (issue 34): what a patch that
// fixes nothing, or breaks what the regression suite guards, could try through each loosened
// rule, judged from evidence alone (evaluatePhase), as the runs would hand it over. Each case
// is an attack that does not get through today; it stays as a guard. The ones that do get
// through are Docker tests kept apart (the red-team report of the review lists them).
// - c99a702/3a5df47 regression.updatedTests: only the exact ids named are excused;
// - 1097c23 a baseline killed for memory is the bug showing: nowhere a patch runs;
// - 75615cf a run the infrastructure failed is judged by that alone: it still fails;
// - d957098 generated `<…>` frames are the code's: only the baseline reads where a test raised;
// - 5b69f0a a cut regression run passes when the base run was cut too: nothing lost, no new crash.
import { describe, expect, it } from 'vitest';
import { evaluatePhase, type PhaseEvidence } from '../../src/core/execution/evaluate-phase.js';
import { raiseSite } from '../../src/core/reports/raise-site.js';
import type { TestCaseResult, TestReport } from '../../src/core/reports/model.js';
import type { RunResult } from '../../src/core/runner/runner-port.js';

const run = (exitCode: number | null, extra: Partial<RunResult> = {}): RunResult => ({
  exitCode,
  timedOut: false,
  truncated: false,
  stdout: new Uint8Array(),
  stderr: new Uint8Array(),
  durationMs: 1,
  reportFile: null,
  ...extra,
});

function report(tests: TestCaseResult[], extra: Partial<TestReport> = {}): TestReport {
  const n = (s: string): number => tests.filter((t) => t.status === s).length;
  return {
    executed: tests.length - n('skipped'),
    passed: n('passed'),
    failed: n('failed'),
    errored: n('errored'),
    skipped: n('skipped'),
    tests,
    collectionErrors: [],
    ...extra,
  };
}
const pass = (id: string): TestCaseResult => ({ id, status: 'passed' });
const fail = (id: string): TestCaseResult => ({ id, status: 'failed', failure: 'assertion' });
const codes = (r: { reasons: readonly { code: string }[] }): string[] =>
  r.reasons.map((x) => x.code);

/** The regression phase of a patch that changed (or deleted) t.py, whose base version ran in the guard. */
function regression(
  patched: TestCaseResult[],
  guard: TestCaseResult[],
  updated: string[],
  op: 'changed' | 'deleted' | 'added' = 'changed',
  basePassed = ['t.A', 't.B'],
): ReturnType<typeof evaluatePhase> {
  const bad = (ts: TestCaseResult[]): boolean =>
    ts.some((t) => t.status === 'failed' || t.status === 'errored');
  const e: PhaseEvidence = {
    name: 'regression',
    run: run(bad(patched) ? 1 : 0),
    report: report(patched),
    targets: [],
    basePassed: new Set(basePassed),
    accepted: new Set(),
    updated: new Set(updated),
    integrity: {
      files: [{ path: 't.py', op }],
      guard: { run: run(bad(guard) ? 1 : 0), report: report(guard) },
    },
  };
  return evaluatePhase(e);
}

describe('regression.updatedTests excuses the exact ids named, nothing near them', () => {
  it('a parametrized or nested id under the named one is not excused, in the guard run or by its absence', () => {
    const ids = ['t::f', 't::f[1]', 't::f[2]', 't.A'];
    // The spec names t::f; the patch breaks t::f[2] and rewrites it to pass.
    const guarded = regression(
      [pass('t::f'), pass('t::f[1]'), pass('t::f[2]'), pass('t.A')],
      [pass('t::f'), pass('t::f[1]'), fail('t::f[2]'), pass('t.A')],
      ['t::f'],
      'changed',
      ids,
    );
    expect(codes(guarded)).toContain('RegressionLost');
    // ... or deletes it.
    const removed = regression(
      [pass('t::f'), pass('t::f[1]'), pass('t.A')],
      [pass('t::f'), pass('t::f[1]'), fail('t::f[2]'), pass('t.A')],
      ['t::f'],
      'changed',
      ids,
    );
    expect(codes(removed)).toContain('RegressionLost');
    // A name that is a prefix of the id (a file, a class) excuses nothing either.
    const prefix = regression([pass('t.A')], [fail('t.A'), fail('t.B')], ['t', 't.'], 'deleted');
    expect(codes(prefix)).toContain('RegressionLost');
  });

  it('a deleted file takes its named test with it, and its other tests are lost', () => {
    const r = regression([], [fail('t.A'), fail('t.B')], ['t.A'], 'deleted');
    expect(codes(r)).toContain('RegressionLost');
    expect(r.lostTests).toEqual(['t.B']);
  });

  it('a named test that still runs must pass: skipped or failing with the patch is RegressionLost', () => {
    const skipped = regression(
      [{ id: 't.A', status: 'skipped' }, pass('t.B')],
      [fail('t.A'), pass('t.B')],
      ['t.A'],
    );
    expect(codes(skipped)).toContain('RegressionLost');
    const failing = regression([fail('t.A'), pass('t.B')], [fail('t.A'), pass('t.B')], ['t.A']);
    expect(codes(failing)).toEqual(expect.arrayContaining(['RegressionLost', 'TestsFailed']));
  });

  it('a patch that only added test files gets no absence excused', () => {
    const r = regression(
      [pass('t.B'), pass('new.C')],
      [pass('t.B'), pass('new.C')],
      ['t.A'],
      'added',
    );
    expect(codes(r)).toContain('RegressionLost');
    expect(r.lostTests).toEqual(['t.A']);
  });
});

describe('a run killed for memory or failed by the infrastructure, wherever a patch runs', () => {
  const allPassed = report([pass('pkg::TestA'), pass('pkg::TestB')]);

  it('fails every phase but a trusted baseline, even with a report that says all passed', () => {
    for (const name of ['patched', 'regression', 'hidden'] as const) {
      for (const end of [{ oomKilled: true }, { infrastructureError: 'engine stopped' }]) {
        const r = evaluatePhase({
          name,
          run: run(0, end),
          report: allPassed,
          targets: name === 'patched' ? ['pkg::TestA'] : [],
          ...(name === 'regression'
            ? { basePassed: new Set(['pkg::TestA', 'pkg::TestB']), baseFailing: new Set<string>() }
            : {}),
        });
        expect(r.outcome, `${name} ${JSON.stringify(end)}`).toBe('fail');
        expect(codes(r), name).toContainEqual(
          'oomKilled' in end ? 'OutOfMemory' : 'Infrastructure',
        );
        expect(r.evidence, name).toBeUndefined();
      }
    }
  });

  it('fails the guard run of the base versions of changed test files', () => {
    for (const end of [{ oomKilled: true }, { infrastructureError: 'engine stopped' }]) {
      const r = evaluatePhase({
        name: 'regression',
        run: run(0),
        report: allPassed,
        targets: [],
        basePassed: new Set(['pkg::TestA', 'pkg::TestB']),
        updated: new Set(['pkg::TestA', 'pkg::TestB']),
        integrity: {
          files: [{ path: 'a_test.go', op: 'changed' }],
          guard: { run: run(0, end), report: allPassed },
        },
      });
      expect(r.outcome).toBe('fail');
    }
  });

  it('a baseline killed for memory with a timeout or an infrastructure failure is judged by those', () => {
    const r = evaluatePhase({
      name: 'baseline',
      run: run(null, { oomKilled: true, timedOut: true }),
      report: null,
      reportError: 'no report',
      targets: ['pkg::TestA'],
    });
    expect(r.outcome).toBe('fail');
    expect(r.evidence).toBeUndefined();
  });
});

describe('generated `<…>` frames decide only at baseline, where no patch runs', () => {
  // What a patch's code can print: an error "raised" in code it exec'd under a test-like name.
  const forged = `Traceback (most recent call last):
  File "/workspace/tests/test_merge.py", line 9, in test_merge
    assert merge([[1, 3], [3, 5]]) == [[1, 5]]
  File "<tests/test_merge.py>", line 1, in <module>
ValueError: not fixed`;

  it('is read as the code (a raised error), and still fails the patched and hidden phases', () => {
    expect(raiseSite(forged)).toBe('code');
    const raised: TestCaseResult = {
      id: 'T::test_merge',
      status: 'errored',
      failure: 'error',
      raisedIn: 'code',
    };
    for (const name of ['patched', 'hidden'] as const) {
      const r = evaluatePhase({
        name,
        run: run(1),
        report: report([raised, pass('T::other')]),
        targets: name === 'patched' ? ['T::test_merge'] : [],
      });
      expect(r.outcome, name).toBe('fail');
      expect(codes(r), name).toContain('TestsFailed');
    }
  });
});

describe('a cut regression run, the base run cut too', () => {
  const FILE = '/workspace/test/relay.test.js';
  const cut = (tests: TestCaseResult[]): TestReport => report(tests, { interrupted: true });
  const crash = (file: string): TestCaseResult => ({
    id: file,
    status: 'failed',
    failure: 'error',
  });
  const base = {
    basePassed: new Set(['Relay > one', 'Relay > two', 'Other > three']),
    baseFailing: new Set([FILE]),
    baseInterrupted: true,
  };

  it('a crash in another file than the one the base crashed in is a new failure', () => {
    const r = evaluatePhase({
      name: 'regression',
      run: run(1),
      report: cut([
        pass('Relay > one'),
        pass('Relay > two'),
        pass('Other > three'),
        crash(FILE),
        crash('/workspace/test/other.test.js'),
      ]),
      targets: [],
      ...base,
    });
    expect(codes(r)).toContain('TestsFailed');
  });

  it('a crash earlier than the base one loses the tests that passed there', () => {
    const r = evaluatePhase({
      name: 'regression',
      run: run(1),
      report: cut([pass('Relay > one'), pass('Other > three'), crash(FILE)]),
      targets: [],
      ...base,
    });
    expect(codes(r)).toContain('RegressionLost');
    expect(r.lostTests).toEqual(['Relay > two']);
  });

  it('a cut run that exits 0 or is killed disagrees with its exit status', () => {
    for (const exit of [0, null]) {
      const r = evaluatePhase({
        name: 'regression',
        run: run(exit),
        report: cut([pass('Relay > one'), pass('Relay > two'), pass('Other > three'), crash(FILE)]),
        targets: [],
        ...base,
      });
      expect(r.outcome, String(exit)).toBe('fail');
    }
  });

  it('the base cut excuses no cut in the patched or hidden phase', () => {
    for (const name of ['patched', 'hidden'] as const) {
      const r = evaluatePhase({
        name,
        run: run(1),
        report: cut([pass('Relay > one'), crash(FILE)]),
        targets: [],
        baseInterrupted: true,
      });
      expect(codes(r), name).toContain('TestsFailed');
    }
  });
});
