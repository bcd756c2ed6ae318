/**
 * Cancelling Docker runs on the real engine (the service's cancel and SIGTERM): the
 * container is killed at once, not at the test timeout, then removed with its volume; a
 * run cancelled before it starts creates no container; execute() aborted mid-phase leaves
 * nothing behind. What is left is read with the docker CLI, apart from the adapter.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  OWNER_LABEL,
  PART_LABEL,
  createDockerRunner,
  dockerFailureCode,
} from '../../src/adapters/docker/index.js';
import { currentOwner, formatOwner } from '../../src/adapters/runner-common/process-owner.js';
import { approve, rfc3339 } from '../../src/core/execution/approval.js';
import {
  type ProgressEvent,
  type WorkspaceFactory,
  execute,
} from '../../src/core/execution/execute.js';
import { DEFAULT_LIMITS, type Runner } from '../../src/core/runner/runner-port.js';
import { proposalHash } from '../../src/core/intake/proposal.js';
import type { ResolvedRunSpec } from '../../src/core/runspec/resolve.js';
import { protectedPathsInForce } from '../../src/core/gates/protected-paths.js';
import { startEngineProxy } from './engine-proxy.js';
import {
  PYTHON_IMAGE,
  argvSpec,
  danglingRunnerVolumes,
  makeWorkspace,
  ourContainers,
  removeWorkspaces,
  requireEngine,
  skipDocker,
  suiteName,
} from './support.js';

requireEngine();

const SLEEP = ['python3', '-c', 'import time; time.sleep(60)'];

/** Runs' own containers (not their volume holders) of this process the engine says are running now. */
function ourRunning(): string[] {
  const out = execFileSync(
    'docker',
    [
      'ps',
      '-q',
      '--no-trunc',
      '--filter',
      `label=${OWNER_LABEL}=${formatOwner(currentOwner())}`,
      '--filter',
      `label=${PART_LABEL}=run`,
      '--filter',
      'status=running',
    ],
    { encoding: 'utf8' },
  );
  return out.split('\n').filter((line) => line !== '');
}

/** Containers of this process the engine created between two instants (its event log, not the adapter's word). */
function createdBetween(since: Date, until: Date): string[] {
  const out = execFileSync(
    'docker',
    [
      'events',
      '--since',
      since.toISOString(),
      '--until',
      until.toISOString(),
      '--format',
      '{{.Actor.ID}}',
      '--filter',
      'type=container',
      '--filter',
      'event=create',
      '--filter',
      `label=${OWNER_LABEL}=${formatOwner(currentOwner())}`,
    ],
    { encoding: 'utf8', timeout: 15_000 },
  );
  return out.split('\n').filter((line) => line !== '');
}

async function until(check: () => boolean, withinMs: number): Promise<boolean> {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    if (check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return check();
}

describe.skipIf(skipDocker)(suiteName('Docker runner: cancellation on the real engine'), () => {
  let runner: Runner;
  beforeAll(async () => {
    runner = await createDockerRunner({ image: PYTHON_IMAGE });
  });
  afterEach(() => {
    expect(ourContainers()).toEqual([]);
    expect(danglingRunnerVolumes()).toEqual([]);
  });
  afterAll(removeWorkspaces);

  it('an abort kills the running container at once and removes it with its volume', async () => {
    const controller = new AbortController();
    const running = runner.run(
      { dir: makeWorkspace() },
      argvSpec(SLEEP, { limits: { timeoutSeconds: 120 } }),
      { signal: controller.signal },
    );
    expect(await until(() => ourRunning().length === 1, 20_000)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const aborted = Date.now();
    controller.abort();
    const result = await running;
    expect(Date.now() - aborted).toBeLessThan(5000);
    expect(dockerFailureCode(result.infrastructureError)).toBe('Cancelled');
    expect(result).toMatchObject({ exitCode: null, timedOut: false, signal: 'SIGKILL' });
    expect(ourContainers()).toEqual([]);
    expect(danglingRunnerVolumes()).toEqual([]);
  }, 60_000);

  // Before the copy-in test: this one counts the containers created in the last second.
  it('an already aborted signal creates no container', async () => {
    const since = new Date(Date.now() - 1000);
    const result = await runner.run({ dir: makeWorkspace() }, argvSpec(SLEEP), {
      signal: AbortSignal.abort(),
    });
    expect(dockerFailureCode(result.infrastructureError)).toBe('Cancelled');
    // Control: the same query sees a container a normal run creates, so an empty answer means something.
    const control = await runner.run({ dir: makeWorkspace() }, argvSpec(['true']));
    expect(control.exitCode).toBe(0);
    const events = createdBetween(since, new Date(Date.now() + 1000));
    // The control run's container and its volume holder.
    expect(events).toHaveLength(2);
  }, 60_000);

  it('an abort while the workspace is being copied in fails the run closed and crashes nothing', async () => {
    // The abort lands exactly when the engine receives the archive upload (seen at a proxy in
    // front of the real socket), with a large file mid-stream: the tar entry being written is
    // destroyed, and its error must reach the run, not the process (it once killed serve).
    const proxy = await startEngineProxy();
    try {
      const proxied = await createDockerRunner({ image: PYTHON_IMAGE, docker: proxy.docker });
      const dir = makeWorkspace();
      writeFileSync(join(dir, 'big.bin'), Buffer.alloc(64 * 1024 * 1024, 7));
      const controller = new AbortController();
      proxy.onRequest = (method, url) => {
        if (method === 'PUT' && url.includes('/archive')) controller.abort();
      };
      const result = await proxied.run({ dir }, argvSpec(SLEEP), { signal: controller.signal });
      expect(controller.signal.aborted).toBe(true);
      expect(dockerFailureCode(result.infrastructureError)).toBe('Cancelled');
      expect(await until(() => ourContainers().length === 0, 20_000)).toBe(true);
    } finally {
      await proxy.close();
    }
  }, 60_000);
});

describe.skipIf(skipDocker)(suiteName('execute on the Docker runner: cancellation'), () => {
  const base = `ws1_${'a'.repeat(64)}` as const;
  const object = {
    base,
    result: `ws1_${'b'.repeat(64)}` as const,
    diff: `sha256:${'c'.repeat(64)}` as const,
  };
  const proposal = { hash: proposalHash(object), object };
  const approval = approve({
    proposal: proposal.hash,
    run: 'run_cancel',
    snapshot: base,
    actor: 'reviewer@example.org',
    approvedAt: rfc3339(new Date(0)),
  });
  const suite = { command: SLEEP, report: { format: 'unittest' as const } };
  const spec: ResolvedRunSpec = {
    hash: `sha256:${'d'.repeat(64)}`,
    runner: { kind: 'docker', image: PYTHON_IMAGE },
    reproduction: { mode: 'spec', ...suite, tests: { dir: '/unused', digest: base }, targets: [] },
    regression: suite,
    hidden: { ...suite, tests: { dir: '/unused', digest: base } },
    environment: { include: [], variables: {} },
    limits: { ...DEFAULT_LIMITS, timeoutSeconds: 120 },
    protectedPaths: protectedPathsInForce(),
  };
  const live = new Set<string>();
  const workspaces: WorkspaceFactory = {
    async create() {
      const dir = mkdtempSync(join(tmpdir(), 'pp-docker-cancel-'));
      live.add(dir);
      return {
        workspace: { dir },
        dispose: async () => (rmSync(dir, { recursive: true, force: true }), void live.delete(dir)),
      };
    },
  };

  it('aborted mid-phase: rejects with Cancelled within seconds, leaving no container, volume or workspace', async () => {
    const runner = await createDockerRunner({ image: PYTHON_IMAGE });
    const controller = new AbortController();
    const events: ProgressEvent[] = [];
    const done = execute({
      runId: 'run_cancel',
      proposal,
      approval,
      spec,
      runner,
      workspaces,
      signal: controller.signal,
      concurrency: 2,
      liveSnapshot: async () => base,
      onProgress: (e) => events.push(e),
    });
    done.catch(() => undefined);
    expect(await until(() => ourRunning().length === 2, 30_000)).toBe(true);
    const aborted = Date.now();
    controller.abort();
    await expect(done).rejects.toMatchObject({
      code: 'Cancelled',
      details: { notStarted: ['patched', 'hidden', 'regression'] },
    });
    expect(Date.now() - aborted).toBeLessThan(10_000);
    // The regression suite's base run goes second (the regression run's plants wait for it).
    expect(events.filter((e) => e.type === 'phase-started').map((e) => e.phase)).toEqual([
      'baseline',
      'regression-base',
    ]);
    expect(ourContainers()).toEqual([]);
    expect(danglingRunnerVolumes()).toEqual([]);
    expect(live.size).toBe(0);
  }, 90_000);
});
