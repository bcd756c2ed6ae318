// EvidenceTampered only for evidence (issue 34): a trusted reproduction suite that does not
// load on the base is TrustedSuiteNotLoadable (CONFIG_ERROR), naming the error and the file,
// never tampering or a disagreeing exit status. A patch cannot turn its own doing into the
// softer code: with the patch, only a failure the base showed the same is softened, and a
// forged report or a plant that passed stays EvidenceTampered (src/core/execution/suite-loading.ts).
import { describe, expect, it } from 'vitest';
import { evaluatePhase, type PhaseEvidence } from '../../src/core/execution/evaluate-phase.js';
import { suiteLoading } from '../../src/core/execution/suite-loading.js';
import { reportMarkdown } from '../../src/core/receipt/report-markdown.js';
import { type ReportData, reportText } from '../../src/core/receipt/report-text.js';
import type { TestCaseResult, TestReport } from '../../src/core/reports/model.js';
import type { RunResult } from '../../src/core/runner/runner-port.js';

const enc = (s: string): Uint8Array => new TextEncoder().encode(s);
const run = (partial: Partial<RunResult> = {}): RunResult => ({
  exitCode: 1,
  timedOut: false,
  truncated: false,
  stdout: enc(''),
  stderr: enc(''),
  durationMs: 5,
  reportFile: null,
  ...partial,
});
function report(tests: TestCaseResult[], collectionErrors: string[] = []): TestReport {
  const n = (s: string): number => tests.filter((t) => t.status === s).length;
  return {
    executed: n('passed') + n('failed') + n('errored'),
    passed: n('passed'),
    failed: n('failed'),
    errored: n('errored'),
    skipped: n('skipped'),
    tests,
    collectionErrors,
  };
}
const failAssert = (id: string): TestCaseResult => ({
  id,
  status: 'failed',
  failure: 'assertion',
  message: 'AssertionError: 1 != 2',
});
// What the seal reads from a run where no test of the trusted files came out.
const missing = (
  r: TestReport,
  tampering = ['a test of the trusted files is missing from the report (test_x)'],
) => ({
  reading: {
    report: r,
    rawFailing: r.failed + r.errored,
    tampering,
    plantsAsPlanted: false,
    written: { executed: 0, passed: 0, failed: 0, errored: 0, skipped: 0 },
  },
  summary: { planted: 4, twins: 0, plantsAsPlanted: false, bits: 0, seedDigest: 'sha256:00' },
});
const IMPORT =
  "patchproof_tests.reproduction.test_x: ModuleNotFoundError: No module named 'helpers'";

function phase(e: Partial<PhaseEvidence> & Pick<PhaseEvidence, 'name'>) {
  return evaluatePhase({ run: run(), report: report([]), targets: [], ...e });
}
const codes = (r: ReturnType<typeof phase>): string[] => r.reasons.map((x) => x.code);

describe('a trusted suite that does not load on the base', () => {
  it('collected nothing (pytest exit 5, plants missing): TrustedSuiteNotLoadable alone, CONFIG_ERROR, not EvidenceTampered', () => {
    const empty = report([]);
    const r = phase({
      name: 'baseline',
      run: run({ exitCode: 5 }),
      report: empty,
      seal: missing(empty),
      targets: ['patchproof_tests.reproduction.test_x::test_a'],
    });
    expect(codes(r)).toEqual(['TrustedSuiteNotLoadable']);
    expect(r.classification).toBe('CONFIG_ERROR');
  });

  it('an import error of a trusted module: the detail names the error and the file', () => {
    const r = phase({ name: 'baseline', report: report([], [IMPORT]) });
    expect(codes(r)).toEqual(['TrustedSuiteNotLoadable']);
    expect(r.reasons[0]?.detail).toContain(IMPORT);
    // A module that is not there: the environment's (or the suite's) to provide.
    expect(r.classification).toBe('DEPENDENCY_ERROR');
    const syntax = phase({
      name: 'baseline',
      report: report([], ['patchproof_tests.reproduction.test_x: SyntaxError: invalid syntax']),
    });
    expect([codes(syntax), syntax.classification]).toEqual([
      ['TrustedSuiteNotLoadable'],
      'CONFIG_ERROR',
    ]);
  });

  it('no report at all (a conftest.py pytest refused): the detail quotes the run', () => {
    const stderr = enc(
      "ImportError while loading conftest '/workspace/patchproof_tests/reproduction/conftest.py'.\n_pytest.pathlib.ImportPathMismatchError: ('conftest', '/workspace/conftest.py', PosixPath('/workspace/patchproof_tests/reproduction/conftest.py'))\n",
    );
    const r = phase({
      name: 'baseline',
      run: run({ exitCode: 4, stderr }),
      report: null,
      reportError: 'the run wrote no JUnit report at "repro-report.xml"',
    });
    expect(codes(r)).toEqual(['TrustedSuiteNotLoadable']);
    expect(r.reasons[0]?.detail).toMatch(
      /ImportError while loading conftest .*ImportPathMismatchError/,
    );
  });

  it('one module failing beside tests that ran: the rest is still judged', () => {
    const r = phase({
      name: 'baseline',
      report: report([failAssert('t1')], [IMPORT]),
      targets: ['t1', 't2'],
    });
    expect(codes(r)).toEqual(['TrustedSuiteNotLoadable', 'TargetMissing']);
  });

  it('a run that timed out keeps its own reason', () => {
    const r = phase({
      name: 'baseline',
      run: run({ exitCode: null, timedOut: true }),
      report: null,
    });
    expect(codes(r)).toContain('Timeout');
    expect(codes(r)).not.toContain('TrustedSuiteNotLoadable');
  });

  it('a plant that passed at baseline, with tests run, is still EvidenceTampered', () => {
    const ran = report([failAssert('t1')]);
    const r = phase({
      name: 'baseline',
      report: ran,
      seal: missing(ran, ['a planted test that must fail by assertion is reported passed']),
      targets: ['t1'],
    });
    expect(codes(r)).toEqual(['EvidenceTampered']);
  });
});

describe('with the patch', () => {
  it('the same failure as on the base: TrustedSuiteNotLoadable', () => {
    const failed = report([], [IMPORT]);
    const r = phase({
      name: 'patched',
      report: failed,
      baselineLoading: suiteLoading(failed, run()),
      targets: ['t1'],
    });
    expect(codes(r)).toEqual(['TrustedSuiteNotLoadable']);
    expect(r.reasons[0]?.detail).toContain('on the base and with the patch alike');
  });

  it('the base loaded and the patch made the tests vanish: EvidenceTampered stays, no softer code', () => {
    const empty = report([]);
    const r = phase({
      name: 'patched',
      run: run({ exitCode: 5 }),
      report: empty,
      seal: missing(empty),
      baselineLoading: null,
      targets: ['t1'],
    });
    expect(codes(r)).toContain('EvidenceTampered');
    expect(codes(r)).not.toContain('TrustedSuiteNotLoadable');
  });

  it('an import error the patch caused (the base failed otherwise or not at all) fails the patch', () => {
    const circular = report(
      [],
      [
        "patchproof_tests.reproduction.test_x: ImportError: cannot import name 'CodecError' from partially initialized module 'codec'",
      ],
    );
    for (const baselineLoading of [null, suiteLoading(report([], [IMPORT]), run())]) {
      const r = phase({ name: 'patched', report: circular, baselineLoading, targets: ['t1'] });
      expect(codes(r)).toContain('CollectionError');
      expect(codes(r)).not.toContain('TrustedSuiteNotLoadable');
      expect(r.classification).not.toBe('CONFIG_ERROR');
    }
  });

  it('hidden has no run on the base: its reasons stay as they are', () => {
    const r = phase({ name: 'hidden', report: report([], [IMPORT]) });
    expect(codes(r)).toEqual(['CollectionError', 'NoTestsExecuted', 'WrongExitStatus']);
  });
});

describe('the receipt’s next step for a suite that did not load on the base', () => {
  const data = (baseline: string): ReportData => ({
    verdict: 'FAIL',
    proofGrade: false,
    runner: { kind: 'docker', isolated: true },
    problems: [],
    phases: ['baseline', 'patched', 'regression', 'hidden'].map((name) => ({
      name,
      outcome: name === 'baseline' ? 'fail' : 'pass',
      classification: name === 'baseline' ? 'CONFIG_ERROR' : null,
      reasons: name === 'baseline' ? [{ code: baseline, detail: IMPORT }] : [],
      exitCode: 1,
      tests: { executed: 0, passed: 0, failed: 0, errored: 0, skipped: 0 },
    })),
  });

  it('tells the spec’s owner to make the trusted tests load, not the proposer to fix the patch', () => {
    const d = data('TrustedSuiteNotLoadable');
    const text = reportText(d);
    expect(text.en).toContain('Next: the trusted reproduction suite did not load on the base');
    expect(text.en).not.toContain('propose a new patch');
    expect(text.zh).toContain('这不是补丁的问题');
    expect(reportMarkdown(d, 'en')).toContain('make the trusted tests load there');
    expect(reportText(data('CollectionError')).en).toContain('propose a new patch');
  });
});
