// An engine that stalls (accepts requests, never answers) rather than dropping, through the
// compiled CLI and the engine proxy of the fault tests. Each engine call has a 30 s deadline;
// once one finds the engine not answering, the runner fails later runs at once and leaves
// removals to close() (bounded to 10 s in all) and the next runner's sweep. With a signal the
// 25 s grace answers Cancelled. Found by review: before, the answer came after 480 s of
// silence (every orphan retried one after another before every run, 30 s each); measured
// after the fix, 90 s, and Cancelled at 25.0 s with SIGTERM. The clean-clone CI then found
// 30.1 s: validate had answered early, but the process waited for the engine calls left in
// flight to reach their 30 s deadlines; a command a signal stopped now ends when it answers.
import { afterAll, describe, expect, it } from 'vitest';
import { createDockerRunner } from '../../src/adapters/docker/index.js';
import { type EngineProxy, startEngineProxy } from './engine-proxy.js';
import {
  type FaultCase,
  answerOf,
  containersOf,
  faultCase,
  runningRun,
  validateChild,
  volumesOf,
  waitFor,
} from './fault-support.js';
import { PYTHON_IMAGE, requireEngine, skipDocker, suiteName } from './support.js';

requireEngine();

const cases: FaultCase[] = [];
const proxies: EngineProxy[] = [];

describe.skipIf(skipDocker)(suiteName('validate on Docker: a stalled engine'), () => {
  afterAll(async () => {
    for (const p of proxies.splice(0)) await p.close();
    for (const c of cases.splice(0)) c.remove();
  });

  it('stalls mid-phase, no signal: the coded answer comes within 2 minutes', async () => {
    const c = faultCase(PYTHON_IMAGE, 20);
    cases.push(c);
    const proxy = await startEngineProxy();
    proxies.push(proxy);
    const { child, done } = validateChild(c, { DOCKER_HOST: `unix://${proxy.socketPath}` });
    const pid = child.pid ?? 0;
    await runningRun(pid);
    const stalled = performance.now();
    proxy.stall();
    const timer = setTimeout(() => child.kill('SIGKILL'), 600_000);
    const end = await done;
    clearTimeout(timer);
    const seconds = Math.round((performance.now() - stalled) / 1000);
    console.log(
      `stalled engine, no signal: answered after ${seconds} s, status ${end.status}, stdout ${end.stdout.slice(0, 300)}`,
    );
    proxy.resume();
    // What a human or a CI step would wait for before calling it a hang.
    expect({ status: end.status, seconds: seconds < 120 }).toEqual({ status: 1, seconds: true });
    expect(answerOf(end.stdout).verdict).toBe('FAIL');
    await createDockerRunner({ image: PYTHON_IMAGE });
    await waitFor('the sweep', 60_000, () =>
      containersOf(pid).length === 0 && volumesOf(pid).length === 0 ? true : undefined,
    );
  }, 700_000);

  it('stalls, then SIGTERM: Cancelled (143) within the 25 s grace', async () => {
    const c = faultCase(PYTHON_IMAGE, 20);
    cases.push(c);
    const proxy = await startEngineProxy();
    proxies.push(proxy);
    const { child, done } = validateChild(c, { DOCKER_HOST: `unix://${proxy.socketPath}` });
    const pid = child.pid ?? 0;
    await runningRun(pid);
    proxy.stall();
    const sent = performance.now();
    child.kill('SIGTERM');
    const end = await done;
    const seconds = (performance.now() - sent) / 1000;
    console.log(
      `stalled engine, SIGTERM: answered after ${seconds.toFixed(1)} s, status ${end.status}`,
      end.stderr.slice(-800),
    );
    proxy.resume();
    expect({ status: end.status, code: answerOf(end.stdout).error?.code }).toEqual({
      status: 143,
      code: 'Cancelled',
    });
    expect(seconds).toBeLessThan(28);
    await createDockerRunner({ image: PYTHON_IMAGE });
    await waitFor('the sweep', 60_000, () =>
      containersOf(pid).length === 0 && volumesOf(pid).length === 0 ? true : undefined,
    );
  }, 120_000);
});
