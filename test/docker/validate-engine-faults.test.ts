// Faults of the engine and the image while `patchproof validate --json` runs (issue 15).
// The child talks to the real engine through a proxy (DOCKER_HOST), so "the engine
// restarts" (connections cut, its containers killed, back a moment later) and "another
// process removes or re-tags the image between two runs" happen at a chosen point without
// disturbing the engine other test files share.
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { type EngineProxy, startEngineProxy } from './engine-proxy.js';
import { PYTHON_IMAGE, requireEngine, skipDocker, suiteName } from './support.js';
import {
  type FaultCase,
  answerOf,
  containersOf,
  faultCase,
  runningRun,
  storeFiles,
  validateChild,
  volumesOf,
  waitFor,
} from './fault-support.js';

requireEngine();

type Answer = ReturnType<typeof answerOf> & {
  receipt?: string;
  phases: { classification: string | null }[];
};

const CREATE = /^(\/v[\d.]+)?\/containers\/create/;

describe.skipIf(skipDocker)(
  suiteName('validate on Docker: the engine and the image fail mid-validation'),
  () => {
    const cases: FaultCase[] = [];
    const proxies: EngineProxy[] = [];
    // An image of this file's own (same content as the runner image, its own ID), so removing
    // it disturbs no other test.
    const tag = `patchproof-fault-${randomBytes(4).toString('hex')}:1`;
    let imageId = '';
    afterEach(async () => {
      for (const made of proxies.splice(0)) await made.close();
    });
    afterAll(() => {
      for (const made of cases.splice(0)) made.remove();
      execFileSync('docker', ['rmi', '-f', tag], { stdio: 'ignore' });
    });

    /** (Re)builds the file's image; returns its ID. */
    function buildImage(): string {
      execFileSync('docker', ['build', '-q', '-t', tag, '-'], {
        input: `FROM ${PYTHON_IMAGE}\nLABEL org.patchproof.test.fault="${tag}"\n`,
        stdio: ['pipe', 'ignore', 'inherit'],
      });
      imageId = execFileSync('docker', ['image', 'inspect', '-f', '{{.Id}}', tag], {
        encoding: 'utf8',
      }).trim();
      return imageId;
    }

    async function proxied(
      c: FaultCase,
      socketPath?: string,
    ): Promise<{ proxy: EngineProxy; run: ReturnType<typeof validateChild> }> {
      const proxy = await startEngineProxy(socketPath);
      proxies.push(proxy);
      return { proxy, run: validateChild(c, { DOCKER_HOST: `unix://${proxy.socketPath}` }) };
    }

    /** Holds the `nth` container create (1-based) until `act` has run. */
    function holdCreate(proxy: EngineProxy, nth: number, act: () => Promise<void>): Promise<void> {
      let creates = 0;
      return new Promise((acted) => {
        proxy.hold = (method, url) => {
          if (method !== 'POST' || !CREATE.test(url) || ++creates !== nth) return undefined;
          return act().finally(acted);
        };
      });
    }

    it('the image removed between two runs: FAIL receipt with ENVIRONMENT_ERROR, nothing left', async () => {
      buildImage();
      const c = faultCase(tag, 1);
      cases.push(c);
      const { proxy, run } = await proxied(c);
      // Creates 1–2 are the fingerprint probe's holder and run; 3 is the first phase's holder.
      const removed = holdCreate(proxy, 3, async () => {
        await waitFor('the image removed', 30_000, () => {
          try {
            execFileSync('docker', ['rmi', '-f', imageId], { stdio: 'ignore' });
            return true;
          } catch {
            return undefined; // still used by a container the child is removing
          }
        });
      });
      const end = await run.done;
      await removed;
      const answer = answerOf(end.stdout) as Answer;
      expect({ status: end.status, verdict: answer.verdict }).toEqual({
        status: 1,
        verdict: 'FAIL',
      });
      expect(new Set(answer.phases.map((p) => p.classification))).toEqual(
        new Set(['ENVIRONMENT_ERROR']),
      );
      const receipt = readFileSync(
        join(c.store, 'sha256', `${(answer.receipt ?? '').slice('sha256:'.length)}.json`),
        'utf8',
      );
      // Each phase says the engine no longer has the image (the hidden phase only by its code).
      const phases = (
        JSON.parse(receipt) as {
          phases: { name: string; reasons: { code: string; detail: string }[] }[];
        }
      ).phases;
      for (const phase of phases) {
        const said = phase.reasons.some(
          (r) =>
            r.code === 'Infrastructure' &&
            (phase.name === 'hidden' || /no such image/i.test(r.detail)),
        );
        expect(said, `${phase.name}: ${JSON.stringify(phase.reasons)}`).toBe(true);
      }
      expect({
        containers: containersOf(run.child.pid ?? 0).length,
        volumes: volumesOf(run.child.pid ?? 0).length,
      }).toEqual({ containers: 0, volumes: 0 });
    }, 180_000);

    it('the tag moved to another image mid-validation: the runs stay on the image ID they started with, and PASS', async () => {
      const original = buildImage();
      const c = faultCase(tag, 1);
      cases.push(c);
      const { proxy, run } = await proxied(c);
      const other = execFileSync(
        'docker',
        ['image', 'inspect', '-f', '{{.Id}}', 'patchproof-runner-node:20'],
        { encoding: 'utf8' },
      ).trim();
      const moved = holdCreate(
        proxy,
        3,
        async () => void execFileSync('docker', ['tag', other, tag]),
      );
      const end = await run.done;
      await moved;
      const answer = answerOf(end.stdout) as Answer;
      expect({
        status: end.status,
        verdict: answer.verdict,
        proofGrade: answer['proofGrade'],
      }).toEqual({ status: 0, verdict: 'PASS', proofGrade: true });
      const receipt = readFileSync(
        join(c.store, 'sha256', `${(answer.receipt ?? '').slice('sha256:'.length)}.json`),
        'utf8',
      );
      expect(receipt).toContain(original);
      expect(receipt).not.toContain(other);
      // The ShadowedModule gate judged the patch against the same image's module list.
      expect(
        (JSON.parse(receipt) as { runSpec: { moduleList?: { imageId?: string; source: string } } })
          .runSpec.moduleList,
      ).toMatchObject({ imageId: original, source: 'image label' });
    }, 180_000);

    it('the engine restarts mid-phase: FAIL receipt with ENVIRONMENT_ERROR, and nothing of the child left', async () => {
      const c = faultCase(PYTHON_IMAGE, 20);
      cases.push(c);
      const { proxy, run } = await proxied(c);
      const pid = run.child.pid ?? 0;
      await runningRun(pid);
      // What a restart without live-restore does: every connection cut, every container stopped.
      await proxy.drop();
      // One at a time, each allowed to have stopped already: a run container that finished
      // between the listing and the kill made one `docker kill` of all of them fail (seen in CI).
      for (const { id } of containersOf(pid))
        spawnSync('docker', ['kill', id], { stdio: 'ignore' });
      expect(containersOf(pid).filter((x) => running(x.id))).toEqual([]);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      proxies.push(await startEngineProxy(proxy.socketPath));
      const end = await run.done;
      const answer = answerOf(end.stdout) as Answer;
      expect({ status: end.status, verdict: answer.verdict }).toEqual({
        status: 1,
        verdict: 'FAIL',
      });
      expect(answer.phases.map((p) => p.classification)).toContain('ENVIRONMENT_ERROR');
      expect(storeFiles(c.store).filter((f) => f.includes('.tmp-'))).toEqual([]);
      expect({ containers: containersOf(pid).length, volumes: volumesOf(pid).length }).toEqual({
        containers: 0,
        volumes: 0,
      });
    }, 180_000);
  },
);

function running(id: string): boolean {
  const r = spawnSync('docker', ['inspect', '--format', '{{.State.Running}}', id], {
    encoding: 'utf8',
  });
  return r.status === 0 && r.stdout.trim() === 'true';
}
