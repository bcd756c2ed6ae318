// The four-phase protocol end to end on the fake runner (a real implementation of the
// runner port): the same execute() and verdict rules the local and Docker runners use.
import { describe, expect, it } from 'vitest';
import { approve, rfc3339 } from '../../src/core/execution/approval.js';
import { execute } from '../../src/core/execution/execute.js';
import {
  FAKE_CANCELLED,
  createFakeRunner,
  type FakeScript,
  fakeWorkspaces,
} from '../../src/core/execution/fake-runner.js';
import type { ProgressEvent } from '../../src/core/execution/execute.js';
import { proposalHash } from '../../src/core/intake/proposal.js';
import { DEFAULT_LIMITS, type RunResult } from '../../src/core/runner/runner-port.js';
import { unittestSpec } from '../support/resolved-spec.js';
import { type Outcome, unittestStderr } from '../support/unittest-output.js';

const base = `ws1_${'a'.repeat(64)}` as const;
const object = {
  base,
  result: `ws1_${'b'.repeat(64)}` as const,
  diff: `sha256:${'c'.repeat(64)}` as const,
};
const proposal = { hash: proposalHash(object), object };
const runId = 'run_test';
const approval = approve({
  proposal: proposal.hash,
  run: runId,
  snapshot: base,
  actor: 'reviewer@example.org',
  approvedAt: rfc3339(new Date(0)),
});
const spec = unittestSpec({ digest: base, targets: ['t.R.test_add'] });

const exitOf = (tests: Record<string, Outcome>): number =>
  Object.values(tests).some((o) => o === 'FAIL' || o === 'ERROR') ? 1 : 0;
const ut = (tests: Record<string, Outcome>) => ({
  exitCode: exitOf(tests),
  stderr: new TextEncoder().encode(unittestStderr(tests)),
});

const honest: FakeScript = {
  baseline: ut({ 't.R.test_add': 'FAIL' }),
  patched: ut({ 't.R.test_add': 'ok' }),
  'regression-base': ut({ 'r.T.test_a': 'ok', 'r.T.test_b': 'ok' }),
  regression: ut({ 'r.T.test_a': 'ok', 'r.T.test_b': 'ok' }),
  hidden: ut({ 'h.H.test_x': 'ok' }),
};

async function run(
  script: Partial<FakeScript>,
  options: { isolated?: boolean; snapshots?: string[] } = {},
) {
  const runner = createFakeRunner({ ...honest, ...script }, options);
  const workspaces = fakeWorkspaces();
  const snapshots = [...(options.snapshots ?? [base, base])];
  const result = await execute({
    runId,
    proposal,
    approval,
    spec,
    runner,
    workspaces,
    liveSnapshot: async () => (snapshots.shift() ?? base) as typeof base,
  });
  return { result, runner, workspaces };
}

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

describe('review findings: skips, implicit targets, listeners', () => {
  it('FAIL when code under test skips a hidden test (a skip is not a pass)', async () => {
    const { result } = await run({ hidden: ut({ 'h.H.test_x': 'ok', 'h.H.test_neg': 'skip' }) });
    const hidden = result.phases.find((p) => p.name === 'hidden');
    expect(hidden?.reasons.map((r) => r.code)).toContain('TestsSkipped');
    expect(result.verdict).toBe('FAIL');
  });

  it('FAIL when a test that failed at baseline is skipped once patched, even without targets', async () => {
    const untargeted = { ...spec, reproduction: { ...spec.reproduction, targets: [] } };
    const runner = createFakeRunner({
      ...honest,
      baseline: ut({ 't.R.test_add': 'FAIL', 't.R.test_other': 'ok' }),
      patched: ut({ 't.R.test_other': 'ok' }),
    });
    const result = await execute({
      runId,
      proposal,
      approval,
      spec: untargeted,
      runner,
      workspaces: fakeWorkspaces(),
      liveSnapshot: async () => base,
    });
    expect(result.phases.find((p) => p.name === 'patched')?.reasons.map((r) => r.code)).toContain(
      'TargetNotPassing',
    );
    expect(result.verdict).toBe('FAIL');
  });

  it('a baseline target that only errors (no assertion) does not count as reproducing the bug', async () => {
    const { result } = await run({
      baseline: ut({ 't.R.test_add': 'ERROR', 't.R.test_b': 'FAIL' }),
    });
    expect(result.phases[0]?.reasons.map((r) => r.code)).toContain('TargetNotFailing');
  });

  it('a progress listener that throws changes nothing', async () => {
    const result = await execute({
      runId,
      proposal,
      approval,
      spec,
      runner: createFakeRunner(honest),
      workspaces: fakeWorkspaces(),
      liveSnapshot: async () => base,
      onProgress: () => {
        throw new Error('listener broke');
      },
    });
    expect(result.verdict).toBe('PASS');
  });

  it('a live repository that cannot be read afterwards is a FAIL, not a crash', async () => {
    let calls = 0;
    const result = await execute({
      runId,
      proposal,
      approval,
      spec,
      runner: createFakeRunner(honest),
      workspaces: fakeWorkspaces(),
      liveSnapshot: async () => {
        if (calls++ === 0) return base;
        throw new Error('EACCES');
      },
    });
    expect(result.verdict).toBe('FAIL');
    expect(result.snapshotAfter).toMatch(/^unreadable/);
  });

  it('runs one phase at a time on a runner that is not isolated', async () => {
    let inFlight = 0;
    let most = 0;
    const slow = (p: Partial<RunResult>) => () => {
      inFlight++;
      most = Math.max(most, inFlight);
      inFlight--;
      return p;
    };
    const script = Object.fromEntries(
      Object.entries(honest).map(([k, v]) => [k, slow(v as object)]),
    ) as unknown as FakeScript;
    await execute({
      runId,
      proposal,
      approval,
      spec,
      runner: createFakeRunner(script, { isolated: false }),
      workspaces: fakeWorkspaces(),
      liveSnapshot: async () => base,
    });
    expect(most).toBe(1);
  });
});

describe('cancellation', () => {
  const started = (events: ProgressEvent[]): string[] =>
    events.filter((e) => e.type === 'phase-started').map((e) => e.phase);
  const untilAborted = (signal: AbortSignal | undefined): Promise<void> =>
    new Promise((resolve) => signal?.addEventListener('abort', () => resolve(), { once: true }));

  it('starts no job after the abort, rejects with Cancelled, and disposes every workspace', async () => {
    const controller = new AbortController();
    // Not isolated: one job at a time, so the abort lands while only the baseline has started.
    const runner = createFakeRunner(
      { ...honest, baseline: () => (controller.abort(), honest.baseline as Partial<RunResult>) },
      { isolated: false },
    );
    const workspaces = fakeWorkspaces();
    const events: ProgressEvent[] = [];
    let snapshots = 0;
    const done = execute({
      runId,
      proposal,
      approval,
      spec,
      runner,
      workspaces,
      signal: controller.signal,
      liveSnapshot: async () => (snapshots++, base),
      onProgress: (e) => events.push(e),
    });
    await expect(done).rejects.toMatchObject({
      code: 'Cancelled',
      details: { notStarted: ['regression-base', 'patched', 'hidden', 'regression'] },
    });
    expect(runner.calls).toEqual(['baseline']);
    expect(started(events)).toEqual(['baseline']);
    expect(workspaces.live.size).toBe(0);
    expect(snapshots).toBe(1); // no "after" snapshot: a cancelled execution has no evidence to compare
  });

  it('settles only after the runs in flight have ended and cleaned up', async () => {
    const controller = new AbortController();
    const cleaned: string[] = [];
    const hang =
      (job: string) =>
      async (_spec: unknown, signal?: AbortSignal): Promise<Partial<RunResult>> => {
        await untilAborted(signal);
        await new Promise((resolve) => setTimeout(resolve, 30)); // the runner's own cleanup takes time
        cleaned.push(job);
        return { exitCode: 0 };
      };
    const runner = createFakeRunner({
      ...honest,
      baseline: hang('baseline'),
      patched: hang('patched'),
    });
    const workspaces = fakeWorkspaces();
    setTimeout(() => controller.abort(), 20);
    const outcome = await execute({
      runId,
      proposal,
      approval,
      spec,
      runner,
      workspaces,
      signal: controller.signal,
      liveSnapshot: async () => base,
    }).then(
      () => 'resolved',
      (error: { code?: string }) => ({
        code: error.code,
        cleaned: [...cleaned].sort(),
        live: workspaces.live.size,
      }),
    );
    expect(outcome).toEqual({ code: 'Cancelled', cleaned: ['baseline', 'patched'], live: 0 });
    // The regression suite's base run goes second and ends at once; the patched run then hangs too.
    expect([...runner.calls].sort()).toEqual(['baseline', 'patched', 'regression-base']);
  });

  it('an already aborted signal runs nothing', async () => {
    const runner = createFakeRunner(honest);
    const done = execute({
      runId,
      proposal,
      approval,
      spec,
      runner,
      workspaces: fakeWorkspaces(),
      signal: AbortSignal.abort(),
      liveSnapshot: async () => base,
    });
    await expect(done).rejects.toMatchObject({ code: 'Cancelled' });
    expect(runner.calls).toEqual([]);
  });

  it('the fake runner never runs a script for an aborted signal, and a run cancelled midway is never evidence', async () => {
    const runner = createFakeRunner(honest);
    const spec0 = { command: ['true'], report: { format: 'tap' as const }, limits: DEFAULT_LIMITS };
    const before = await runner.run({ dir: 'fake-workspace:hidden:1' }, spec0, {
      signal: AbortSignal.abort(),
    });
    expect(before.infrastructureError).toBe(FAKE_CANCELLED);
    expect(runner.calls).toEqual([]);
    const controller = new AbortController();
    const midway = createFakeRunner({
      ...honest,
      hidden: () => (controller.abort(), { exitCode: 0 }),
    });
    const result = await midway.run({ dir: 'fake-workspace:hidden:1' }, spec0, {
      signal: controller.signal,
    });
    expect(result).toMatchObject({ exitCode: null, infrastructureError: FAKE_CANCELLED });
  });
});
