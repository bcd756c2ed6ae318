// parseReport reads each format from where its tool writes it, and nowhere else.
import { describe, expect, it } from 'vitest';
import { parseReport } from '../../src/core/reports/index.js';
import type { ReportSpec } from '../../src/core/reports/model.js';
import { expectUnreadable, fixture } from './support.js';

const junit: ReportSpec = { format: 'junit', path: 'report.xml' };

describe('parseReport', () => {
  it('reads junit from the report file and refuses a run that wrote none', () => {
    const xml = fixture('junit', 'pytest-7.2-pass.xml');
    expect(parseReport(junit, { stdout: '', stderr: '', reportFile: xml }).passed).toBe(4);
    expectUnreadable(() => parseReport(junit, { stdout: xml, stderr: xml, reportFile: null }));
  });

  it('reads tap from stdout only', () => {
    const tap = fixture('tap', 'pass.tap');
    expect(
      parseReport({ format: 'tap' }, { stdout: tap, stderr: '', reportFile: null }).passed,
    ).toBe(2);
    expectUnreadable(() =>
      parseReport({ format: 'tap' }, { stdout: '', stderr: tap, reportFile: tap }),
    );
  });

  it('reads unittest from stderr only', () => {
    const out = fixture('unittest', 'pass.stderr.txt');
    expect(
      parseReport({ format: 'unittest' }, { stdout: '', stderr: out, reportFile: null }).passed,
    ).toBe(2);
    expectUnreadable(() =>
      parseReport({ format: 'unittest' }, { stdout: out, stderr: '', reportFile: out }),
    );
  });

  it('refuses a format it does not know instead of returning an empty report', () => {
    const spec = { format: 'xunit' } as unknown as ReportSpec;
    expectUnreadable(() => parseReport(spec, { stdout: '', stderr: '', reportFile: '' }));
  });
});
