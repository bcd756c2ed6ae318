// Where in a run the engine stops answering must not matter: every request the runner makes
// is tried as the stall point, deterministically (the proxy stalls when that request arrives,
// or holds that one request forever), and the run must still settle within its deadlines,
// fail closed, and leave nothing that keeps the next run (after the engine is back) waiting.
// Found by review of a CI timeout of engine-failures.test.ts ("engine hung mid-run", 90 s):
// its timer stalls 300 ms after the first start request, the volume holder's, so on a loaded
// machine the stall can land on the copy in, whose deadline was copyTimeoutMs (300 s).
import { afterEach, describe, expect, it } from 'vitest';
import { createDockerRunner, dockerFailureCode } from '../../src/adapters/docker/index.js';
import type { RunResult, Runner } from '../../src/core/runner/runner-port.js';
import { type EngineProxy, startEngineProxy } from './engine-proxy.js';
import {
  PYTHON_IMAGE,
  forceRemove,
  makeWorkspace,
  ourContainers,
  ourVolumes,
  removeWorkspaces,
  requireEngine,
  shSpec,
  skipDocker,
  suiteName,
} from './support.js';

requireEngine();

const ENGINE_TIMEOUT_MS = 3000;
const KILL_GRACE_MS = 1000;
const RUN_TIMEOUT_S = 2;
/** A stalled run: its own deadline and kill grace, three engine deadlines, and slack for a loaded machine. */
const STALLED_BOUND_MS = RUN_TIMEOUT_S * 1000 + KILL_GRACE_MS + 3 * ENGINE_TIMEOUT_MS + 3000;
/** The next run: a ping, the leftovers' removals, and a short run of its own. */
const NEXT_BOUND_MS = 30_000;

/** `METHOD /path` with the API version, the query and IDs taken out: the kind of a request. */
function kindOf(method: string, url: string): string {
  const path = url
    .replace(/^\/v[\d.]+/, '')
    .replace(/\?.*$/, '')
    .replace(/[0-9a-f]{64}/g, ':id');
  return `${method} ${path}`;
}

/**
 * Every request of one run, in the order a run makes them (the nth of a kind is `kind#n`):
 * the holder's create and start, the run's create, inspect, volume list, copy in, attach,
 * start, wait, kill at the deadline, inspect, the holder's measurement, the report's stat and
 * read, and both removals.
 */
const POINTS = [
  'POST /containers/create#1',
  'POST /containers/:id/start#1',
  'POST /containers/create#2',
  'GET /containers/:id/json#1',
  'GET /volumes#1',
  'PUT /containers/:id/archive#1',
  'POST /containers/:id/attach#1',
  'POST /containers/:id/start#2',
  'POST /containers/:id/wait#1',
  'POST /containers/:id/kill#1',
  'GET /containers/:id/json#2',
  'POST /containers/:id/exec#1',
  'POST /exec/:id/start#1',
  'GET /exec/:id/json#1',
  'HEAD /containers/:id/archive#1',
  'GET /containers/:id/archive#1',
  'DELETE /containers/:id#1',
  'DELETE /containers/:id#2',
];

/** Writes a one-line report, then sleeps past the deadline: the run is killed, measured, and its report read. */
const spec = () =>
  shSpec('echo "<testsuite/>" > r.xml; sleep 60', {
    limits: { timeoutSeconds: RUN_TIMEOUT_S },
    report: { format: 'junit', path: 'r.xml' },
  });

/** Calls `then` when the `nth` request of `kind` arrives, before the proxy decides what to do with it. */
function atRequest(proxy: EngineProxy, point: string, then: () => void): { hit: () => boolean } {
  const [kind, nth] = point.split('#') as [string, string];
  let count = 0;
  let hit = false;
  proxy.onRequest = (method, url) => {
    if (hit || kindOf(method, url) !== kind || ++count !== Number(nth)) return;
    hit = true;
    then();
  };
  return { hit: () => hit };
}

/** The run's result, or 'pending' when it has not settled within `ms`. */
async function within(run: Promise<RunResult>, ms: number): Promise<RunResult | 'pending'> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'pending'>(
    (resolve) => (timer = setTimeout(() => resolve('pending'), ms)),
  );
  try {
    return await Promise.race([run, late]);
  } finally {
    clearTimeout(timer);
  }
}

describe.skipIf(skipDocker)(
  suiteName('Docker runner: the engine stalls at each request of a run'),
  () => {
    const proxies: EngineProxy[] = [];
    const runnerOn = async (): Promise<{ proxy: EngineProxy; runner: Runner }> => {
      const proxy = await startEngineProxy();
      proxies.push(proxy);
      // As engine-failures.test.ts: copyTimeoutMs is left at its default.
      const runner = await createDockerRunner({
        image: PYTHON_IMAGE,
        docker: proxy.docker,
        engineTimeoutMs: ENGINE_TIMEOUT_MS,
        killGraceMs: KILL_GRACE_MS,
      });
      proxy.seen.splice(0);
      return { proxy, runner };
    };
    afterEach(async () => {
      // Closing the proxy cuts whatever is still waiting on it, so a run left pending settles.
      for (const made of proxies.splice(0)) await made.close();
      forceRemove(ourContainers());
      removeWorkspaces();
    });

    it('a run makes exactly these requests, in this order of first use', async () => {
      const { proxy, runner } = await runnerOn();
      const result = await runner.run({ dir: makeWorkspace() }, spec());
      expect([result.timedOut, result.infrastructureError, result.reportFile === null]).toEqual([
        true,
        undefined,
        false,
      ]);
      const counted = new Map<string, number>();
      const points = proxy.seen.map((line) => {
        const [method, url] = line.split(' ') as [string, string];
        const kind = kindOf(method, url);
        counted.set(kind, (counted.get(kind) ?? 0) + 1);
        return `${kind}#${counted.get(kind) ?? 0}`;
      });
      expect([...points].sort()).toEqual([...POINTS].sort());
    }, 60_000);

    const modes = [
      // The engine stops answering every request from this one on (streams already open go on).
      ['stalls at', (proxy: EngineProxy) => proxy.stall()],
      // Only this one request is never answered; the engine answers everything else.
      [
        'holds only',
        (proxy: EngineProxy) => {
          let held = false;
          proxy.hold = () =>
            held ? undefined : ((held = true), new Promise<void>(() => undefined));
        },
      ],
    ] as const;

    for (const [mode, act] of modes) {
      it.each(POINTS)(
        `the engine ${mode} %s: the run settles within its deadlines and fails closed; the next run is not held up`,
        async (point) => {
          const { proxy, runner } = await runnerOn();
          const at = atRequest(proxy, point, () => act(proxy));
          const started = performance.now();
          const result = await within(
            runner.run({ dir: makeWorkspace() }, spec()),
            STALLED_BOUND_MS,
          );
          const stalledMs = Math.round(performance.now() - started);
          proxy.onRequest = undefined;
          proxy.hold = undefined;
          proxy.resume();
          expect(at.hit()).toBe(true);
          if (result === 'pending')
            throw new Error(
              `the run did not settle within ${STALLED_BOUND_MS} ms of its start; its requests: ${proxy.seen.map((l) => kindOf(...(l.split(' ') as [string, string]))).join(', ')}`,
            );
          // Fails closed: the engine's silence is the reason (a lost removal is reported as such).
          expect(['EngineUnresponsive', 'RemoveFailed']).toContain(
            dockerFailureCode(result.infrastructureError),
          );
          expect(result.infrastructureError).toMatch(/did not answer/);
          expect(result.exitCode).toBeNull();
          const resumed = performance.now();
          const next = await within(
            runner.run({ dir: makeWorkspace() }, shSpec('exit 0')),
            NEXT_BOUND_MS,
          );
          const nextMs = Math.round(performance.now() - resumed);
          console.log(
            `${mode} ${point}: stalled run ${stalledMs} ms (${result.infrastructureError?.slice(0, 160) ?? ''}), next run ${nextMs} ms`,
          );
          if (next === 'pending')
            throw new Error(
              `the next run, after the engine answered again, did not settle within ${NEXT_BOUND_MS} ms`,
            );
          expect([next.exitCode, next.infrastructureError]).toEqual([0, undefined]);
          expect(ourContainers()).toEqual([]);
          expect(ourVolumes()).toEqual([]);
        },
        120_000,
      );
    }
  },
);
