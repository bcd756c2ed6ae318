// A bug that exhausts memory (issue 34, boltons-443 of the corpus: a range that never advances
// builds an endless list). On the base the reproduction cannot fail by assertion: the kernel
// kills the run at limits.memoryMiB and no report is written. The baseline accepts that as
// the bug showing, since only the base's code and the trusted tests run there and memory,
// unlike time, does not run out for a busy machine. Everywhere a patch runs, running out of
// memory still fails the phase.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { requireEngine, skipDocker, suiteName } from '../docker/support.js';
import { reasonCodes, SCENARIOS, validateDir } from './support.js';

const DIR = join(SCENARIOS, 'py-exhausts-memory');

interface Phase {
  name: string;
  outcome: string;
  evidence?: string;
}
const phasesOf = (receipt: string): Phase[] => (JSON.parse(receipt) as { phases: Phase[] }).phases;

describe.skipIf(skipDocker)(suiteName('a bug that exhausts memory on the base'), () => {
  requireEngine();

  it('the honest fix PASSes with proof grade; the receipt says how the bug showed', async () => {
    const r = await validateDir(DIR, 'honest');
    expect([r.verdict, r.proofGrade], r.printed).toEqual(['PASS', true]);
    const baseline = phasesOf(r.receipt).find((p) => p.name === 'baseline');
    expect(baseline).toMatchObject({ outcome: 'pass', evidence: 'memory' });
    const { report } = JSON.parse(r.receipt) as { report: { en: string; zh: string } };
    expect(report.en).toContain('The bug showed as the run on the base exhausting its memory');
    expect(report.zh).toContain('基线上的运行耗尽了内存');
  }, 240_000);

  it('a fix of one case whose other case still exhausts memory ends FAIL: out of memory fails every phase a patch runs in', async () => {
    const r = await validateDir(DIR, 'zero-only');
    expect(r.verdict, r.printed).toBe('FAIL');
    expect(reasonCodes(r.receipt, 'hidden')).toContain('OutOfMemory');
  }, 240_000);
});
