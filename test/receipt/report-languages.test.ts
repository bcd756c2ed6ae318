// The bilingual report says the same facts in both languages: every number that appears
// in the English report appears, as often, in the Chinese one (text and Markdown).
import { describe, expect, it } from 'vitest';
import { reportMarkdown } from '../../src/core/receipt/report-markdown.js';
import { type ReportData, reportText } from '../../src/core/receipt/report-text.js';

const phase = (name: string, outcome: string, exitCode: number | null, n: [number, number, number, number, number], classification: string | null, reasons: Array<{ code: string; detail: string }> = []) => ({
  name, outcome, exitCode, classification, reasons,
  tests: { executed: n[0], passed: n[1], failed: n[2], errored: n[3], skipped: n[4] },
});

const cases: Array<[string, ReportData]> = [
  ['a PASS', { verdict: 'PASS', proofGrade: true, runner: { kind: 'docker', isolated: true }, problems: [], phases: [
    phase('baseline', 'pass', 1, [3, 1, 2, 0, 0], null), phase('patched', 'pass', 0, [3, 3, 0, 0, 0], null),
    phase('regression', 'pass', 0, [41, 40, 0, 0, 1], null), phase('hidden', 'pass', 0, [7, 7, 0, 0, 0], null)] }],
  ['a FAIL with reasons', { verdict: 'FAIL', proofGrade: false, runner: { kind: 'local', isolated: false }, problems: ['the live repository changed during execution'], phases: [
    phase('baseline', 'pass', 1, [2, 0, 2, 0, 0], null), phase('patched', 'fail', 1, [2, 1, 1, 0, 0], 'TEST_FAILURE', [{ code: 'TestsFailed', detail: '1 tests fail: t2' }]),
    phase('regression', 'fail', null, [0, 0, 0, 0, 0], 'TIMEOUT', [{ code: 'Timeout', detail: 'killed after 120 s' }]), phase('hidden', 'pass', 0, [5, 5, 0, 0, 0], null)] }],
];

const numbers = (text: string): string[] => (text.match(/\d+/g) ?? []).sort();

describe('bilingual report', () => {
  it.each(cases)('%s: the same numbers in English and Chinese, as text and as Markdown', (_name, data) => {
    const text = reportText(data);
    expect(numbers(text.zh)).toEqual(numbers(text.en));
    expect(numbers(reportMarkdown(data, 'zh'))).toEqual(numbers(reportMarkdown(data, 'en')));
    expect(numbers(text.en).length).toBeGreaterThan(20);
  });

  it('Markdown keeps a table intact whatever a reason says', () => {
    const data = cases[1]?.[1] as ReportData;
    const md = reportMarkdown({ ...data, problems: ['a | b\nc'] }, 'en');
    expect(md).toContain('- a \\| b c');
    expect(md.split('\n').filter((l) => l.startsWith('|')).length).toBe(6);
  });
});
