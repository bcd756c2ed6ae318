// TargetMissing says which reported ids are nearest the target and, at baseline, that the run
// spec is at fault, not the patch (issue 34): in the phase's reason, in both reports' "Next"
// line, and in the receipt verify's re-rendering of them.
import { describe, expect, it } from 'vitest';
import { closestIds, missingTargetDetail } from '../../src/core/execution/closest-ids.js';
import { evaluatePhase } from '../../src/core/execution/evaluate-phase.js';
import { reportMarkdown } from '../../src/core/receipt/report-markdown.js';
import { type ReportData, reportText } from '../../src/core/receipt/report-text.js';
import type { TestReport } from '../../src/core/reports/model.js';

const pytest = [
  'tests.test_calc::test_add',
  'tests.test_calc::test_add_negative',
  'tests.test_calc::TestDivide::test_by_zero',
  'tests.test_parse::test_ranges[1-3]',
];

describe('closestIds', () => {
  it('finds the id a wrong form or a typo meant, best first', () => {
    expect(closestIds('tests/test_calc.py::test_add', pytest)[0]).toBe('tests.test_calc::test_add');
    expect(closestIds('tests.test_calc::test_ad', pytest)[0]).toBe('tests.test_calc::test_add');
    expect(closestIds('tests.test_calc::test_by_zero', pytest)[0]).toBe(
      'tests.test_calc::TestDivide::test_by_zero',
    );
    // A describe left out of a Jest id.
    expect(
      closestIds('single.test.js::parseRanges > is kept', [
        'single.test.js::parseRanges > a single number > is kept',
        'single.test.js::parseRanges > a range > is expanded',
      ])[0],
    ).toBe('single.test.js::parseRanges > a single number > is kept');
  });

  it('gives at most three, and none when nothing is alike', () => {
    expect(closestIds('tests.test_calc::test_add', pytest).length).toBeLessThanOrEqual(3);
    expect(closestIds('zzz', ['abcdefgh::ijklmnop'])).toEqual([]);
    expect(closestIds('x', [])).toEqual([]);
  });

  it('stays fast on a report of 20,000 long ids', () => {
    const ids = Array.from(
      { length: 20_000 },
      (_, i) => `pkg.module_${i}.TestClass::test_case_${i}_${'x'.repeat(150)}`,
    );
    const started = performance.now();
    expect(closestIds('pkg.module_123.TestClass::test_case_123', ids)).toHaveLength(3);
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});

const run = {
  exitCode: 1,
  timedOut: false,
  truncated: false,
  stdout: new Uint8Array(),
  stderr: new Uint8Array(),
  durationMs: 1,
  reportFile: null,
};
const report: TestReport = {
  tests: [
    {
      id: 'tests.test_calc::test_add',
      status: 'failed',
      failure: 'assertion',
      message: 'assert 3 == 4',
    },
    { id: 'tests.test_calc::test_sub', status: 'passed' },
  ],
  collectionErrors: [],
  executed: 2,
  passed: 1,
  failed: 1,
  errored: 0,
  skipped: 0,
} as unknown as TestReport;

describe('the TargetMissing reason', () => {
  it('at baseline names the nearest ids and the run spec', () => {
    const r = evaluatePhase({
      name: 'baseline',
      run,
      report,
      targets: ['tests/test_calc.py::test_add'],
    });
    const reason = r.reasons.find((x) => x.code === 'TargetMissing');
    expect(r.classification).toBe('CONFIG_ERROR');
    expect(reason?.detail).toContain('closest reported: "tests.test_calc::test_add"');
    expect(reason?.detail).toContain('run spec');
  });

  it('once patched names the nearest ids but blames nobody (a patch can break a test)', () => {
    const detail = missingTargetDetail('t::gone', ['t::gone2'], 'patched');
    expect(detail).toContain('"t::gone2"');
    expect(detail).not.toContain('run spec');
  });
});

const phaseData = (
  name: string,
  outcome: string,
  reasons: Array<{ code: string; detail: string }>,
) => ({
  name,
  outcome,
  exitCode: 1,
  classification: reasons.length > 0 ? 'CONFIG_ERROR' : null,
  reasons,
  tests: { executed: 2, passed: 1, failed: 1, errored: 0, skipped: 0 },
});

function receipt(baselineReasons: Array<{ code: string; detail: string }>): ReportData {
  return {
    verdict: 'FAIL',
    proofGrade: false,
    runner: { kind: 'local', isolated: false },
    problems: [],
    phases: [
      phaseData('baseline', baselineReasons.length > 0 ? 'fail' : 'pass', baselineReasons),
      phaseData('patched', 'fail', [{ code: 'TestsFailed', detail: '1 tests fail: t2' }]),
      phaseData('regression', 'pass', []),
      phaseData('hidden', 'pass', []),
    ],
  };
}

describe('the receipt’s next step', () => {
  it('blames the run spec for a target missing at baseline, in both languages and in Markdown', () => {
    const d = receipt([
      { code: 'TargetMissing', detail: missingTargetDetail('a::b', ['a::c'], 'baseline') },
    ]);
    const text = reportText(d);
    expect(text.en).toContain('Next: the run spec names a target');
    expect(text.en).not.toContain('propose a new patch');
    expect(text.zh).toContain('运行规格');
    expect(reportMarkdown(d, 'en')).toContain('correct "targets" in the run spec');
    expect(reportMarkdown(d, 'zh')).toContain('这不是补丁的问题');
  });

  it('still tells the proposer to fix the patch otherwise', () => {
    const text = reportText(receipt([]));
    expect(text.en).toContain('Next: fix what the failed phases report, then propose a new patch.');
  });
});
