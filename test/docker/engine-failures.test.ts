// When the engine fails the runner, the run fails closed and never hangs: a dockerd that
// goes away mid-run, one that stops answering, one that warns at create, and one whose
// inspect shows weaker confinement than requested. The real engine sits behind a proxy
// (engine-proxy.ts) so this runner's engine can break without disturbing the shared one.
import { execFileSync } from 'node:child_process';
import Dockerode from 'dockerode';
import { afterEach, describe, expect, it } from 'vitest';
import { createDockerRunner, dockerFailureCode } from '../../src/adapters/docker/index.js';
import { PatchProofError } from '../../src/core/errors.js';
import { type EngineProxy, startEngineProxy } from './engine-proxy.js';
import {
  PYTHON_IMAGE,
  argvSpec,
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

/** The engine deadline of the runners here: short, with room for a CI machine under load. */
const ENGINE_TIMEOUT_MS = 3000;

async function refusedCode(promise: Promise<unknown>): Promise<{ code: string; reason: unknown }> {
  const error: unknown = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(PatchProofError);
  return {
    code: (error as PatchProofError).code,
    reason: (error as PatchProofError).details['reason'],
  };
}

/** Resolves once a container start request has been answered by the engine (the command is running). */
function afterStart(proxy: EngineProxy, then: () => void | Promise<void>, delayMs: number): void {
  proxy.onRequest = (method, url) => {
    if (
      method === 'POST' &&
      /^\/containers\/[0-9a-f]{64}\/start/.test(url.replace(/^\/v[\d.]+/, ''))
    ) {
      proxy.onRequest = undefined;
      setTimeout(() => void then(), delayMs);
    }
  };
}

describe.skipIf(skipDocker)(suiteName('Docker runner: engine failures'), () => {
  const proxies: EngineProxy[] = [];
  const proxy = async (path?: string): Promise<EngineProxy> => {
    const made = await startEngineProxy(path);
    proxies.push(made);
    return made;
  };
  afterEach(async () => {
    for (const made of proxies.splice(0)) await made.close();
    // Whatever a broken engine left behind is removed here, by the real engine.
    forceRemove(ourContainers());
    removeWorkspaces();
  });

  it('refuses to create a runner when no engine answers (RunnerUnavailable)', async () => {
    const docker = new Dockerode({ socketPath: '/nonexistent/patchproof/docker.sock' });
    expect(await refusedCode(createDockerRunner({ image: PYTHON_IMAGE, docker }))).toEqual({
      code: 'RunnerUnavailable',
      reason: 'engine-unavailable',
    });
  });

  it('refuses a missing image without pulling it', async () => {
    expect(await refusedCode(createDockerRunner({ image: 'patchproof-runner-missing:0' }))).toEqual(
      { code: 'RunnerUnavailable', reason: 'image-missing' },
    );
  });

  it('engine gone mid-run: run() resolves promptly with EngineUnavailable; the leftover is removed once the engine is back', async () => {
    const first = await proxy();
    const runner = await createDockerRunner({ image: PYTHON_IMAGE, docker: first.docker });
    afterStart(first, () => first.drop(), 300);
    const started = performance.now();
    const result = await runner.run(
      { dir: makeWorkspace() },
      argvSpec(['sleep', '60'], { limits: { timeoutSeconds: 60 } }),
    );
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(dockerFailureCode(result.infrastructureError)).toBe('EngineUnavailable');
    expect(result.infrastructureError).toContain('RemoveFailed');
    expect(result).toMatchObject({ exitCode: null, reportFile: null });
    // The run's container and its volume holder are still running in the real engine: the runner could not reach them.
    expect(ourContainers()).toHaveLength(2);

    // The engine comes back at the same socket: the next run first removes the orphan.
    await proxy(first.socketPath);
    const next = await runner.run({ dir: makeWorkspace() }, shSpec('exit 0'));
    expect(next.exitCode).toBe(0);
    expect(ourContainers()).toEqual([]);
    expect(ourVolumes()).toEqual([]);
  });

  it('engine hung mid-run: run() gives up at the deadline with EngineUnresponsive instead of waiting forever', async () => {
    const hung = await proxy();
    // Engine calls get 3 s: on a loaded CI machine starting the volume holder alone took over
    // 1 s (measured with both cores busy), which failed the runner's creation, not the run.
    const runner = await createDockerRunner({
      image: PYTHON_IMAGE,
      docker: hung.docker,
      engineTimeoutMs: ENGINE_TIMEOUT_MS,
      killGraceMs: 1000,
    });
    afterStart(hung, () => hung.stall(), 300);
    const started = performance.now();
    const result = await runner.run(
      { dir: makeWorkspace() },
      argvSpec(['sleep', '60'], { limits: { timeoutSeconds: 2 } }),
    );
    const stalledMs = performance.now() - started;
    // Within the run's deadline plus the engine's: a call in flight at the stall may give up sooner.
    expect(stalledMs).toBeLessThan(2000 + 3 * ENGINE_TIMEOUT_MS + 1000);
    expect(dockerFailureCode(result.infrastructureError)).toBe('EngineUnresponsive');
    expect(result.exitCode).toBeNull();
    hung.resume();
    const next = await runner.run({ dir: makeWorkspace() }, shSpec('true'));
    // Where the time went, for a run in CI that is slower than it should be.
    console.log(
      `engine hung mid-run: stalled run ${Math.round(stalledMs)} ms, next run ${Math.round(performance.now() - started - stalledMs)} ms, exit ${next.exitCode}`,
    );
    expect(ourContainers()).toEqual([]);
  }, 90_000);

  it('a create whose answer is lost fails the run (EngineUnresponsive); the container it made is removed before the next run', async () => {
    const lossy = await proxy();
    const runner = await createDockerRunner({
      image: PYTHON_IMAGE,
      docker: lossy.docker,
      engineTimeoutMs: ENGINE_TIMEOUT_MS,
    });
    lossy.swallow = (method, url) => method === 'POST' && url.includes('/containers/create');
    const result = await runner.run({ dir: makeWorkspace() }, shSpec('true'));
    expect(dockerFailureCode(result.infrastructureError)).toBe('EngineUnresponsive');
    await expect.poll(() => ourContainers().length).toBe(1);
    lossy.swallow = undefined;
    expect((await runner.run({ dir: makeWorkspace() }, shSpec('exit 5'))).exitCode).toBe(5);
    expect(ourContainers()).toEqual([]);
  }, 60_000);

  it('a create warning fails the run closed (CreateWarning) and the container is still removed', async () => {
    const warns = await proxy();
    const runner = await createDockerRunner({ image: PYTHON_IMAGE, docker: warns.docker });
    warns.rewrite = (method, url, body) =>
      method === 'POST' && url.includes('/containers/create')
        ? { ...body, Warnings: ['Your kernel does not support pids limit capabilities'] }
        : body;
    const result = await runner.run({ dir: makeWorkspace() }, shSpec('echo should-not-run'));
    expect(dockerFailureCode(result.infrastructureError)).toBe('CreateWarning');
    expect(result.stdout.byteLength).toBe(0);
    expect(ourContainers()).toEqual([]);
    // The same warning at runner creation: the probe refuses the engine.
    expect(
      await refusedCode(createDockerRunner({ image: PYTHON_IMAGE, docker: warns.docker })),
    ).toMatchObject({ code: 'RunnerUnavailable' });
  });

  it('trusts the inspected confinement, not the request: an engine that drops read-only root is refused', async () => {
    const weak = await proxy();
    const runner = await createDockerRunner({ image: PYTHON_IMAGE, docker: weak.docker });
    weak.rewrite = (method, url, body) => {
      if (method !== 'GET' || !/\/containers\/[0-9a-f]{64}\/json/.test(url)) return body;
      return {
        ...body,
        HostConfig: { ...(body['HostConfig'] as object), ReadonlyRootfs: false, PidsLimit: 0 },
      };
    };
    const result = await runner.run({ dir: makeWorkspace() }, shSpec('echo should-not-run'));
    expect(dockerFailureCode(result.infrastructureError)).toBe('ConfinementMismatch');
    expect(result.infrastructureError).toMatch(/root filesystem is writable.*pids limit is 0/);
    expect(result.stdout.byteLength).toBe(0);
    expect(ourContainers()).toEqual([]);
    expect(
      await refusedCode(createDockerRunner({ image: PYTHON_IMAGE, docker: weak.docker })),
    ).toEqual({ code: 'RunnerUnavailable', reason: 'probe-failed' });
  });

  it('trusts the volumes the engine lists, not the request: a writable place that is not a capped tmpfs is refused before the command runs', async () => {
    const weak = await proxy();
    const runner = await createDockerRunner({ image: PYTHON_IMAGE, docker: weak.docker });
    weak.rewrite = (method, url, body) => {
      if (method !== 'GET' || !/^(\/v[\d.]+)?\/volumes\?/.test(url)) return body;
      const volumes = (body['Volumes'] as Array<Record<string, unknown>>).map((v) => ({
        ...v,
        Options: { ...(v['Options'] as object), o: 'size=100g' },
      }));
      return { ...body, Volumes: volumes };
    };
    const result = await runner.run({ dir: makeWorkspace() }, shSpec('echo should-not-run'));
    expect(dockerFailureCode(result.infrastructureError)).toBe('ConfinementMismatch');
    expect(result.infrastructureError).toContain('/workspace is not a 1024 MiB tmpfs');
    expect(result.stdout.byteLength).toBe(0);
    expect(ourContainers()).toEqual([]);
    expect(ourVolumes()).toEqual([]);
    expect(
      await refusedCode(createDockerRunner({ image: PYTHON_IMAGE, docker: weak.docker })),
    ).toEqual({ code: 'RunnerUnavailable', reason: 'probe-failed' });
  });

  it('a container killed by another process fails the run closed (KilledOutside), and an ordinary exit does not', async () => {
    const runner = await createDockerRunner({ image: PYTHON_IMAGE });
    const killed = runner.run(
      { dir: makeWorkspace() },
      argvSpec(['sleep', '30'], { limits: { timeoutSeconds: 60 } }),
    );
    const id = await (async () => {
      for (;;) {
        const [found] = ourContainers().filter(
          (c) =>
            execFileSync(
              'docker',
              [
                'inspect',
                '-f',
                '{{.State.Running}} {{index .Config.Labels "org.patchproof.part"}}',
                c,
              ],
              { encoding: 'utf8' },
            ).trim() === 'true run',
        );
        if (found !== undefined) return found;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    execFileSync('docker', ['kill', id], { stdio: 'ignore' });
    const result = await killed;
    expect(dockerFailureCode(result.infrastructureError)).toBe('KilledOutside');
    expect(result.infrastructureError).toMatch(/SIGKILL \(exit 137\) that PatchProof did not send/);
    const plain = await runner.run({ dir: makeWorkspace() }, shSpec('exit 3'));
    expect([plain.exitCode, plain.infrastructureError]).toEqual([3, undefined]);
    expect(ourContainers()).toEqual([]);
  }, 60_000);
});
