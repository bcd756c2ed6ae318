// The bilingual report says the same facts in both languages: every number that appears
// in the English report appears, as often, in the Chinese one (text and Markdown).
import { describe, expect, it } from 'vitest';
import { reportMarkdown } from '../../src/core/receipt/report-markdown.js';
import { type ReportData, reportText } from '../../src/core/receipt/report-text.js';

const phase = (
  name: string,
  outcome: string,
  exitCode: number | null,
  n: [number, number, number, number, number],
  classification: string | null,
  reasons: Array<{ code: string; detail: string }> = [],
) => ({
  name,
  outcome,
  exitCode,
  classification,
  reasons,
  tests: { executed: n[0], passed: n[1], failed: n[2], errored: n[3], skipped: n[4] },
});

const cases: Array<[string, ReportData]> = [
  [
    'a PASS',
    {
      verdict: 'PASS',
      proofGrade: true,
      runner: { kind: 'docker', isolated: true },
      problems: [],
      phases: [
        phase('baseline', 'pass', 1, [3, 1, 2, 0, 0], null),
        phase('patched', 'pass', 0, [3, 3, 0, 0, 0], null),
        phase('regression', 'pass', 0, [41, 40, 0, 0, 1], null),
        phase('hidden', 'pass', 0, [7, 7, 0, 0, 0], null),
      ],
    },
  ],
  [
    'a FAIL with reasons',
    {
      verdict: 'FAIL',
      proofGrade: false,
      runner: { kind: 'local', isolated: false },
      problems: ['the live repository changed during execution'],
      phases: [
        phase('baseline', 'pass', 1, [2, 0, 2, 0, 0], null),
        phase('patched', 'fail', 1, [2, 1, 1, 0, 0], 'TEST_FAILURE', [
          { code: 'TestsFailed', detail: '1 tests fail: t2' },
        ]),
        phase('regression', 'fail', null, [0, 0, 0, 0, 0], 'TIMEOUT', [
          { code: 'Timeout', detail: 'killed after 120 s' },
        ]),
        phase('hidden', 'pass', 0, [5, 5, 0, 0, 0], null),
      ],
    },
  ],
  [
    'a FAIL for a full disk',
    {
      verdict: 'FAIL',
      proofGrade: false,
      runner: { kind: 'docker', isolated: true },
      problems: [],
      phases: [
        phase('baseline', 'pass', 1, [2, 0, 2, 0, 0], null),
        phase('patched', 'fail', 0, [2, 2, 0, 0, 0], 'ENVIRONMENT_ERROR', [
          { code: 'DiskLimit', detail: '/workspace reached limits.diskMiB (1024 MiB)' },
        ]),
        phase('regression', 'pass', 0, [4, 4, 0, 0, 0], null),
        phase('hidden', 'pass', 0, [5, 5, 0, 0, 0], null),
      ],
    },
  ],
];

const numbers = (text: string): string[] => (text.match(/\d+/g) ?? []).sort();

describe('bilingual report', () => {
  it.each(cases)(
    '%s: the same numbers in English and Chinese, as text and as Markdown',
    (_name, data) => {
      const text = reportText(data);
      expect(numbers(text.zh)).toEqual(numbers(text.en));
      expect(numbers(reportMarkdown(data, 'zh'))).toEqual(numbers(reportMarkdown(data, 'en')));
      expect(numbers(text.en).length).toBeGreaterThan(20);
    },
  );

  it('a DiskLimit phase gets a line in both languages that says it cannot pass, worded for the runner', () => {
    const data = cases[2]?.[1] as ReportData;
    const docker = reportText(data);
    expect(docker.en).toContain(
      "  Disk: the run used up its disk cap (limits.diskMiB) in a place it can write (the workspace, the trusted test folder, or /tmp, which is HOME); writes past the cap were refused and never reached the host's disk",
    );
    expect(docker.zh).toContain(
      '  磁盘：本次运行在可写位置（工作区、可信测试文件夹或 /tmp，即 HOME）用尽了磁盘上限（limits.diskMiB）',
    );
    const local = reportText({ ...data, runner: { kind: 'local', isolated: false } });
    expect(local.en).toContain(
      "the run wrote more than its disk cap (limits.diskMiB) to this machine's disk, so it was stopped",
    );
    expect(local.zh).toContain('因此被终止');
    expect(reportMarkdown(data, 'zh')).toContain('- patched: `DiskLimit` 磁盘：');
    // Only a phase with the reason gets it.
    expect(reportText(cases[1]?.[1] as ReportData).en).not.toContain('Disk:');
  });

  it('Markdown keeps a table intact whatever a reason says', () => {
    const data = cases[1]?.[1] as ReportData;
    const md = reportMarkdown({ ...data, problems: ['a | b\nc'] }, 'en');
    expect(md).toContain('- a \\| b c');
    expect(md.split('\n').filter((l) => l.startsWith('|')).length).toBe(6);
  });
});
