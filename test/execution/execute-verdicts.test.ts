// The four-phase protocol end to end on the fake runner (a real implementation of the
// runner port): the same execute() and verdict rules the local and Docker runners use. A PASS
// and what makes each phase FAIL; cancellation is in execute-cancellation.test.ts.
import { describe, expect, it } from 'vitest';
import { approve } from '../../src/core/execution/approval.js';
import { execute } from '../../src/core/execution/execute.js';
import {
  createFakeRunner,
  type FakeScript,
  fakeWorkspaces,
} from '../../src/core/execution/fake-runner.js';
import { approval, base, honest, proposal, run, runId, spec, ut } from './execute-fake.js';

describe('execute on the fake runner', () => {
  it('PASS on an isolated runner, but not proof grade unsealed; every run in its own workspace, all disposed', async () => {
    const { result, runner, workspaces } = await run({});
    expect(result.verdict).toBe('PASS');
    // Reports the code under test could have forged are no proof (PROTOCOL 5.1).
    expect(result.proofGrade).toBe(false);
    expect(result.seal).toBeNull();
    expect(result.phases.map((p) => p.outcome)).toEqual(['pass', 'pass', 'pass', 'pass']);
    expect([...runner.calls].sort()).toEqual([
      'baseline',
      'hidden',
      'patched',
      'regression',
      'regression-base',
    ]);
    expect(workspaces.live.size).toBe(0);
  });

  it('PASS is never proof grade on a runner that is not isolated', async () => {
    const { result } = await run({}, { isolated: false });
    expect(result.verdict).toBe('PASS');
    expect(result.proofGrade).toBe(false);
  });

  it.each([
    [
      'a baseline that passes',
      { baseline: ut({ 't.R.test_add': 'ok' }) },
      'baseline',
      'CONFIG_ERROR',
    ],
    [
      'a patch that does not fix',
      { patched: ut({ 't.R.test_add': 'FAIL' }) },
      'patched',
      'TEST_FAILURE',
    ],
    [
      'a patch that deletes a regression test',
      { regression: ut({ 'r.T.test_a': 'ok' }) },
      'regression',
      'TEST_FAILURE',
    ],
    [
      'a patch that skips a regression test',
      { regression: ut({ 'r.T.test_a': 'ok', 'r.T.test_b': 'skip' }) },
      'regression',
      'TEST_FAILURE',
    ],
    [
      'hidden tests that fail with a TypeError',
      { hidden: ut({ 'h.H.test_x': 'ERROR' }) },
      'hidden',
      'TYPE_ERROR',
    ],
    [
      'zero tests',
      {
        hidden: {
          exitCode: 5,
          stderr: new TextEncoder().encode(
            '\n----------------------------------------------------------------------\nRan 0 tests in 0.000s\n\nNO TESTS RAN\n',
          ),
        },
      },
      'hidden',
      'CONFIG_ERROR',
    ],
    [
      'os._exit(0) on import: nothing ran, exit 0',
      { patched: { exitCode: 0 } },
      'patched',
      'CONFIG_ERROR',
    ],
    [
      'a hang past the timeout',
      { hidden: { exitCode: null, timedOut: true } },
      'hidden',
      'TIMEOUT',
    ],
    [
      'an output flood',
      { patched: { ...ut({ 't.R.test_add': 'ok' }), truncated: true } },
      'patched',
      'ENVIRONMENT_ERROR',
    ],
    [
      'the engine stopping mid-run',
      { regression: { exitCode: null, infrastructureError: 'engine stopped' } },
      'regression',
      'ENVIRONMENT_ERROR',
    ],
  ] as const)('FAIL for %s', async (_name, script, phase, classification) => {
    const { result } = await run(script as Partial<FakeScript>);
    expect(result.verdict).toBe('FAIL');
    expect(result.proofGrade).toBe(false);
    const failed = result.phases.find((p) => p.name === phase);
    expect(failed?.outcome).toBe('fail');
    expect(failed?.classification).toBe(classification);
  });

  it('FAIL when the base regression run is unusable (nothing to compare against)', async () => {
    const { result } = await run({ 'regression-base': { exitCode: null, timedOut: true } });
    const regression = result.phases.find((p) => p.name === 'regression');
    // The base run's own failure, said as such: the patch did not run there, so no RegressionLost.
    expect(regression?.reasons.map((r) => r.code)).toEqual(['Timeout']);
    expect(regression?.reasons[0]?.detail).toMatch(/^the regression suite's run on the base: /);
    expect(regression?.classification).toBe('TIMEOUT');
    expect(result.verdict).toBe('FAIL');
  });

  it('FAIL when the live repository changes during execution', async () => {
    const { result } = await run({}, { snapshots: [base, `ws1_${'e'.repeat(64)}`] });
    expect(result.verdict).toBe('FAIL');
    expect(result.problems[0]).toMatch(/changed during execution/);
  });

  it('refuses before any test runs when the approval or the base does not match', async () => {
    const runner = createFakeRunner(honest);
    const common = {
      runId,
      proposal,
      spec,
      runner,
      workspaces: fakeWorkspaces(),
      liveSnapshot: async () => base,
    };
    const otherRun = approve({ ...approval.object, run: 'run_other' });
    await expect(execute({ ...common, approval: otherRun })).rejects.toMatchObject({
      code: 'ApprovalMismatch',
    });
    const forged = { ...approval, object: { ...approval.object, actor: 'someone-else' } };
    await expect(execute({ ...common, approval: forged })).rejects.toMatchObject({
      code: 'ApprovalMismatch',
    });
    await expect(
      execute({ ...common, approval, liveSnapshot: async () => `ws1_${'f'.repeat(64)}` as const }),
    ).rejects.toMatchObject({ code: 'BaseMismatch' });
    expect(runner.calls).toEqual([]);
  });
});
