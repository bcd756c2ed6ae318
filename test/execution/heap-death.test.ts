// A test process that dies of its runtime's heap limit (issue 34, nanoid-600: a count that
// never reaches zero grows a string until V8 aborts). Real output: fixtures/tap/heap.tap.
// At baseline, where only the base's code and the trusted tests run, that is the bug
// exhausting memory, as a container killed for memory is (run-end.ts); wherever a patch
// runs, or with the proposer's own tests, it fails the phase as before.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { evaluatePhase, type PhaseEvidence } from '../../src/core/execution/evaluate-phase.js';
import { parseTap } from '../../src/core/reports/tap.js';

const TAP = readFileSync(join(__dirname, '../reports/fixtures/tap/heap.tap'), 'utf8');
const TARGET = 'a negative count is refused';
const run = (exitCode: number, stdout: string) => ({
  exitCode,
  timedOut: false,
  truncated: false,
  stdout: new TextEncoder().encode(stdout),
  stderr: new Uint8Array(),
  durationMs: 1,
  reportFile: null,
});
const phase = (extra: Partial<PhaseEvidence> & Pick<PhaseEvidence, 'name'>) =>
  evaluatePhase({ run: run(1, TAP), report: parseTap(TAP), targets: [TARGET], ...extra });
const codes = (r: { reasons: readonly { code: string }[] }): string[] =>
  r.reasons.map((x) => x.code);

describe("a test process that dies of V8's heap limit", () => {
  it('is read as its file failing with what V8 printed', () => {
    expect(parseTap(TAP).collectionErrors).toEqual([
      '/workspace/patchproof_tests/reproduction/negative.test.js: FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory',
    ]);
  });

  it('at baseline is the bug exhausting memory: the phase passes and says so', () => {
    const r = phase({ name: 'baseline' });
    expect(r.reasons).toEqual([]);
    expect(r.evidence).toBe('memory');
  });

  it('fails every phase a patch runs in', () => {
    for (const name of ['patched', 'hidden'] as const) {
      const r = phase({ name });
      expect(r.outcome).toBe('fail');
      expect(codes(r)).toContain('CollectionError');
      expect(r.evidence).toBeUndefined();
    }
  });

  it("is not excused in a proposal's baseline: the proposer's tests are not trusted", () => {
    const r = phase({ name: 'baseline', targets: [], proposal: { base: parseTap(TAP) } });
    expect(r.evidence).not.toBe('memory');
  });

  it('excuses only that file: another collection error beside it still fails the baseline', () => {
    const report = parseTap(TAP);
    const other = {
      ...report,
      collectionErrors: [...report.collectionErrors, 'b.test.js: SyntaxError'],
    };
    const r = phase({ name: 'baseline', report: other });
    expect(codes(r)).toEqual(['TrustedSuiteNotLoadable']);
    expect(r.reasons[0]?.detail).toContain('b.test.js: SyntaxError');
  });

  it('needs the run to have failed: V8 words in the output of a run that exited 0 excuse nothing', () => {
    const r = phase({ name: 'baseline', run: run(0, TAP) });
    expect(r.outcome).toBe('fail');
    expect(r.evidence).toBeUndefined();
  });

  it('needs V8 to have said it: a file that died otherwise is not the bug exhausting memory', () => {
    const other = TAP.replace(/^# FATAL ERROR: .*$/m, '# Error: something else');
    const r = phase({ name: 'baseline', run: run(1, other), report: parseTap(other) });
    expect(r.outcome).toBe('fail');
    expect(r.evidence).toBeUndefined();
  });
});
