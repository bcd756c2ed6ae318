// Traceability: requirement → tests → result. A requirement passes only when some of its
// tests ran and all passed once patched; one none of whose tests ran fails the validation.
import { describe, expect, it } from 'vitest';
import { requirementProblems, traceRequirements } from '../../src/core/execution/requirements.js';
import type { TestReport } from '../../src/core/reports/model.js';
import { reportMarkdown } from '../../src/core/receipt/report-markdown.js';
import { reportText } from '../../src/core/receipt/report-text.js';

const report = (tests: TestReport['tests']): TestReport => ({
  executed: tests.length,
  passed: 0,
  failed: 0,
  errored: 0,
  skipped: 0,
  collectionErrors: [],
  tests,
});
const patched = report([
  { id: 'repro::single', status: 'passed' },
  { id: 'repro::range', status: 'passed' },
]);
const regression = report([
  { id: 'tests::order', status: 'passed' },
  { id: 'tests::spaces', status: 'failed', failure: 'assertion' },
  { id: 'tests::skipped', status: 'skipped' },
]);

describe('traceRequirements', () => {
  it('reads tests from the patched reproduction and regression reports; a requirement needs one executed test and all passed', () => {
    const results = traceRequirements(
      [
        { id: 'R1', text: 'a single number is kept', tests: ['repro::single', 'tests::order'] },
        { id: 'R2', tests: ['tests::spaces', 'repro::range'] },
        { id: 'R3', tests: ['hidden::anything', 'tests::skipped'] },
      ],
      [patched, regression],
    );
    expect(results.map((r) => [r.id, r.result])).toEqual([
      ['R1', 'PASS'],
      ['R2', 'FAIL'],
      ['R3', 'FAIL'],
    ]);
    expect(results[2]?.tests).toEqual([
      { id: 'hidden::anything', status: 'missing' },
      { id: 'tests::skipped', status: 'skipped' },
    ]);
    expect(requirementProblems(results)).toEqual([
      'requirement R2: 1 of its tests did not pass (tests::spaces failed)',
      'requirement R3: none of its 2 tests was executed',
    ]);
  });

  it('an unreadable report leaves its tests missing, never passed', () => {
    expect(
      traceRequirements([{ id: 'R', tests: ['repro::single'] }], [null, regression])[0]?.result,
    ).toBe('FAIL');
  });

  it('both reports show the requirement → tests → result table, in English and Chinese', () => {
    const requirements = traceRequirements(
      [{ id: 'R1', text: 'kept', tests: ['repro::single'] }],
      [patched],
    );
    const data = {
      verdict: 'PASS',
      proofGrade: true,
      runner: { kind: 'docker', isolated: true },
      phases: [],
      problems: [],
      requirements,
    };
    const text = reportText(data);
    expect(text.en).toContain('Requirement R1 (kept): PASS; tests: repro::single passed.');
    expect(text.zh).toContain('需求 R1（kept）：通过；测试：repro::single 通过。');
    expect(reportMarkdown(data, 'en')).toContain('| R1: kept | repro::single (passed) | PASS |');
  });
});
