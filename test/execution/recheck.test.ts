// A regression test that fails once, by the machine (issue 34: timing tests of robfig/cron
// and golang-lru under load), is run again before it counts as lost (recheck.ts). The rule
// on the fake runner, which drives the same execute() as Docker: what is excused, and what a
// patch cannot make it excuse.
import { describe, expect, it } from 'vitest';
import type { FakeScript } from '../../src/core/execution/fake-runner.js';
import type { JobOutcome } from '../../src/core/execution/job-runs.js';
import { MAX_LOST, RECHECK_RUNS, recheckCandidates } from '../../src/core/execution/recheck.js';
import type { Outcome } from '../support/unittest-output.js';
import { run, ut } from './execute-fake.js';

const BASE = { 'r.T.test_a': 'ok', 'r.T.test_b': 'ok' } as const;
/** A regression entry answering its n-th call (0: the regression run, then the reruns). */
function calls(...answers: Record<string, Outcome>[]): FakeScript['regression'] {
  let n = 0;
  return () => ut(answers[Math.min(n++, answers.length - 1)] as Record<string, Outcome>);
}
const regressionOf = (r: Awaited<ReturnType<typeof run>>) =>
  r.result.phases.find((p) => p.name === 'regression');
const regressionRuns = (r: Awaited<ReturnType<typeof run>>): number =>
  r.runner.calls.filter((c) => c === 'regression').length;

describe('regression: a lost test is run again before it counts', () => {
  it('a test that failed once and passes in every rerun is excused, and the phase says so', async () => {
    const r = await run({ regression: calls({ ...BASE, 'r.T.test_b': 'FAIL' }, BASE) });
    expect(r.result.verdict).toBe('PASS');
    expect(regressionOf(r)).toMatchObject({ outcome: 'pass', rechecked: ['r.T.test_b'] });
    expect(regressionRuns(r)).toBe(1 + RECHECK_RUNS);
    expect(r.workspaces.live.size).toBe(0);
  });

  it('a test the patch breaks every time stays lost after one rerun', async () => {
    const r = await run({ regression: calls({ ...BASE, 'r.T.test_b': 'FAIL' }) });
    expect(r.result.verdict).toBe('FAIL');
    expect(regressionOf(r)?.reasons.map((x) => x.code)).toEqual(['TestsFailed', 'RegressionLost']);
    expect(regressionOf(r)?.rechecked).toBeUndefined();
    expect(regressionRuns(r)).toBe(2);
  });

  it('a test that passes one rerun and fails the next stays lost: every rerun must pass it', async () => {
    const broken = { ...BASE, 'r.T.test_b': 'ERROR' } as const;
    const r = await run({ regression: calls(broken, BASE, broken) });
    expect(r.result.verdict).toBe('FAIL');
    expect(regressionOf(r)?.reasons.map((x) => x.code)).toContain('RegressionLost');
    expect(regressionRuns(r)).toBe(3);
  });

  it('a missing test is never rerun: deleting or renaming is no flake', async () => {
    const r = await run({ regression: calls({ 'r.T.test_a': 'ok' }, BASE) });
    expect(r.result.verdict).toBe('FAIL');
    expect(regressionRuns(r)).toBe(1);
  });

  it(`more than ${MAX_LOST} lost tests are not rerun`, async () => {
    const many = Object.fromEntries(
      Array.from({ length: MAX_LOST + 1 }, (_, i) => [`r.T.test_${i}`, 'ok' as const]),
    );
    const failing = Object.fromEntries(Object.keys(many).map((id) => [id, 'FAIL' as const]));
    const r = await run({ 'regression-base': ut(many), regression: calls(failing, many) });
    expect(r.result.verdict).toBe('FAIL');
    expect(regressionRuns(r)).toBe(1);
  });

  it('a rerun whose evidence does not hold excuses nothing (timed out, unreadable)', async () => {
    let n = 0;
    const regression: FakeScript['regression'] = () =>
      n++ === 0 ? ut({ ...BASE, 'r.T.test_b': 'FAIL' }) : { ...ut(BASE), timedOut: true };
    const r = await run({ regression });
    expect(r.result.verdict).toBe('FAIL');
    expect(regressionOf(r)?.reasons.map((x) => x.code)).toContain('RegressionLost');
    expect(regressionRuns(r)).toBe(2);
  });
});

describe('recheckCandidates', () => {
  const outcome = (tests: Record<string, Outcome>, extra: Partial<JobOutcome> = {}): JobOutcome =>
    ({
      run: { exitCode: 1, timedOut: false, truncated: false },
      report: {
        tests: Object.entries(tests).map(([id, o]) => ({
          id,
          status: o === 'ok' ? 'passed' : o === 'FAIL' ? 'failed' : 'errored',
        })),
      },
      ...extra,
    }) as unknown as JobOutcome;
  const passed = new Set(['a', 'b']);

  it('takes the base-passing tests that failed or errored', () => {
    expect(recheckCandidates({ basePassed: passed }, outcome({ a: 'FAIL', b: 'ERROR' }))).toEqual([
      'a',
      'b',
    ]);
  });

  it('takes none from an unusable base, a cut run, or a run with a seal contradiction', () => {
    const failing = { a: 'FAIL', b: 'ok' } as const;
    expect(recheckCandidates({ basePassed: null }, outcome(failing))).toEqual([]);
    const cut = outcome(failing);
    expect(
      recheckCandidates({ basePassed: passed }, {
        ...cut,
        report: { ...cut.report, interrupted: true },
      } as never),
    ).toEqual([]);
    const tampered = { reading: null, tampering: ['a plant passed'] } as never;
    expect(recheckCandidates({ basePassed: passed }, outcome(failing, { seal: tampered }))).toEqual(
      [],
    );
  });
});
