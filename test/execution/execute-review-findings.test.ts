// execute() on the fake runner, against what reviews found: skipped tests are no pass, a
// target is checked without being named, a listener or an unreadable repository cannot crash
// it, and a runner that is not isolated runs one phase at a time.
import { describe, expect, it } from 'vitest';
import { execute } from '../../src/core/execution/execute.js';
import {
  createFakeRunner,
  type FakeScript,
  fakeWorkspaces,
} from '../../src/core/execution/fake-runner.js';
import type { RunResult } from '../../src/core/runner/runner-port.js';
import { approval, base, honest, proposal, run, runId, spec, ut } from './execute-fake.js';

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
