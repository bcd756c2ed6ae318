// Cancelling execute() on the fake runner: nothing starts after the abort, runs in flight end
// and clean up before it settles, and a run cancelled midway is never evidence.
import { describe, expect, it } from 'vitest';
import { execute, type ProgressEvent } from '../../src/core/execution/execute.js';
import {
  FAKE_CANCELLED,
  createFakeRunner,
  fakeWorkspaces,
} from '../../src/core/execution/fake-runner.js';
import { DEFAULT_LIMITS, type RunResult } from '../../src/core/runner/runner-port.js';
import { approval, base, honest, proposal, runId, spec } from './execute-fake.js';

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
