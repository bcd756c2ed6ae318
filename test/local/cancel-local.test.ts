/**
 * Cancelling a trusted-local run (the service's cancel and SIGTERM): the whole process
 * group dies at once, not at the test timeout, and a run cancelled before it starts starts
 * nothing. Checked with real processes, read from /proc apart from the adapter.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalRunner, localFailureCode } from '../../src/adapters/local/index.js';
import {
  eventually,
  isRunning,
  makeWorkspace,
  readPid,
  removeWorkspaces,
  runningGroupMembers,
  shSpec,
} from './support.js';

const runner = createLocalRunner({ pipeCloseGraceMs: 1000 });
afterAll(removeWorkspaces);

describe('local runner: cancellation', () => {
  it('kills the whole group at once: the leader and a TERM-ignoring child that would outlive it', async () => {
    const dir = makeWorkspace();
    // The child ignores TERM and keeps no pipe open: only a group kill stops it.
    const script =
      'trap "" TERM; echo $$ > leader.pid; sleep 100 </dev/null >/dev/null 2>&1 & echo $! > child.pid; wait';
    const controller = new AbortController();
    const running = runner.run({ dir }, shSpec(script, { limits: { timeoutSeconds: 60 } }), {
      signal: controller.signal,
    });
    expect(
      await eventually(
        () => existsSync(join(dir, 'child.pid')) && readPid(dir, 'child.pid') > 0,
        5000,
      ),
    ).toBe(true);
    const child = readPid(dir, 'child.pid');
    const leader = readPid(dir, 'leader.pid');
    expect(isRunning(child)).toBe(true);
    const aborted = Date.now();
    controller.abort();
    const result = await running;
    expect(Date.now() - aborted).toBeLessThan(3000);
    expect(localFailureCode(result.infrastructureError)).toBe('Cancelled');
    expect(result).toMatchObject({ exitCode: null, timedOut: false, signal: 'SIGKILL' });
    expect(isRunning(child)).toBe(false);
    expect(runningGroupMembers(leader)).toEqual([]);
  });

  it('starts nothing when the signal is already aborted', async () => {
    const dir = makeWorkspace();
    const result = await runner.run({ dir }, shSpec('touch started'), {
      signal: AbortSignal.abort(),
    });
    expect(localFailureCode(result.infrastructureError)).toBe('Cancelled');
    expect(result.exitCode).toBeNull();
    expect(existsSync(join(dir, 'started'))).toBe(false);
  });

  it('a signal aborted after the run ended changes nothing', async () => {
    const controller = new AbortController();
    const result = await runner.run({ dir: makeWorkspace() }, shSpec('exit 3'), {
      signal: controller.signal,
    });
    controller.abort();
    expect(result.exitCode).toBe(3);
    expect(result.infrastructureError).toBeUndefined();
  });
});
