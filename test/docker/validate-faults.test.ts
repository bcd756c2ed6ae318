// Faults while `patchproof validate --json` runs on Docker (issue 15): the process stopped
// by a signal, and its containers or volumes removed by another process. Each ends in one
// coded JSON answer and a documented exit status, with nothing of the child left in the
// engine and nothing half-published in the store. The child is the compiled CLI; the faults
// are real (signals, docker rm -f).
import { execFileSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { createDockerRunner } from '../../src/adapters/docker/index.js';
import { PYTHON_IMAGE, requireEngine, skipDocker, suiteName } from './support.js';
import {
  type ChildContainer,
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

const cases: FaultCase[] = [];
function slowCase(seconds = 8): FaultCase {
  const made = faultCase(PYTHON_IMAGE, seconds);
  cases.push(made);
  return made;
}

/**
 * A run container of the slow regression suite: one still running 2 s after it was seen
 * (the reproduction runs take well under a second).
 */
async function slowRun(pid: number): Promise<ChildContainer> {
  for (;;) {
    const seen = await runningRun(pid);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    if (containersOf(pid).some((x) => x.id === seen.id && x.state === 'running')) return seen;
  }
}

/** What a finished child left: containers and volumes in the engine, files in the store. */
function leftBy(
  pid: number,
  store: string,
): { containers: number; volumes: number; files: string[] } {
  return {
    containers: containersOf(pid).length,
    volumes: volumesOf(pid).length,
    files: storeFiles(store),
  };
}

describe.skipIf(skipDocker)(suiteName('validate on Docker: faults mid-phase'), () => {
  afterAll(() => {
    for (const made of cases.splice(0)) made.remove();
  });

  it('SIGTERM mid-phase: exit 143, one Cancelled answer, runs stopped and removed, nothing published', async () => {
    const c = slowCase(30);
    const { child, done } = validateChild(c);
    const pid = child.pid ?? 0;
    await runningRun(pid);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const sent = performance.now();
    child.kill('SIGTERM');
    const end = await done;
    const answer = answerOf(end.stdout);
    expect({
      status: end.status,
      verdict: answer.verdict,
      code: answer.error?.code,
      signal: answer.error?.signal,
    }).toEqual({ status: 143, verdict: 'CANCELLED', code: 'Cancelled', signal: 'SIGTERM' });
    expect(answer.error?.message).toMatch(/nothing was published/);
    // Well inside the grace time: the runners killed their containers, not the timer.
    expect(performance.now() - sent).toBeLessThan(20_000);
    expect(end.stderr).toMatch(/cancelled: Cancelled: stopped by SIGTERM/);
    expect(leftBy(pid, c.store)).toEqual({ containers: 0, volumes: 0, files: [] });
  }, 120_000);

  it('SIGINT twice: exit 130 at once; what the child could not remove is swept by the next runner', async () => {
    const c = slowCase(30);
    const { child, done, stderrOf } = validateChild(c);
    const pid = child.pid ?? 0;
    await runningRun(pid);
    child.kill('SIGINT');
    // Signals sent back to back can arrive as one: the second goes once the first was taken.
    await waitFor('the first signal taken', 10_000, () =>
      stderrOf().includes('SIGINT: stopping the runs') ? true : undefined,
    );
    child.kill('SIGINT');
    const end = await done;
    const answer = answerOf(end.stdout);
    expect({ status: end.status, code: answer.error?.code, signal: answer.error?.signal }).toEqual({
      status: 130,
      code: 'Cancelled',
      signal: 'SIGINT',
    });
    expect(answer.error?.message).toMatch(/a second signal came/);
    expect(storeFiles(c.store)).toEqual([]);
    // The child is gone: the next runner created on this machine removes its leftovers.
    await createDockerRunner({ image: PYTHON_IMAGE });
    await waitFor('the sweep', 30_000, () =>
      containersOf(pid).length === 0 && volumesOf(pid).length === 0 ? true : undefined,
    );
  }, 120_000);

  for (const part of ['run', 'holder'] as const) {
    it(`the ${part} container removed by another process: FAIL receipt with ENVIRONMENT_ERROR, nothing left`, async () => {
      const c = slowCase();
      const { child, done } = validateChild(c);
      const pid = child.pid ?? 0;
      const running = await slowRun(pid);
      // The slow run's own holder: another run's may end (and be removed) before the rm (seen in CI).
      const target =
        part === 'run'
          ? running
          : await waitFor('its holder', 10_000, () =>
              containersOf(pid).find(
                (x) => x.part === 'holder' && x.state === 'running' && x.run === running.run,
              ),
            );
      execFileSync('docker', ['rm', '-f', target.id], { stdio: 'ignore' });
      const end = await done;
      const answer = answerOf(end.stdout) as ReturnType<typeof answerOf> & {
        receipt: string;
        phases: { classification: string | null }[];
      };
      expect({ status: end.status, verdict: answer.verdict }).toEqual({
        status: 1,
        verdict: 'FAIL',
      });
      // The environment failed, so nothing may blame the patch (TEST_FAILURE) or the spec (CONFIG_ERROR).
      expect(new Set(answer.phases.map((p) => p.classification).filter((x) => x !== null))).toEqual(
        new Set(['ENVIRONMENT_ERROR']),
      );
      const left = leftBy(pid, c.store);
      expect({ containers: left.containers, volumes: left.volumes }).toEqual({
        containers: 0,
        volumes: 0,
      });
      // Published whole: the receipt under its address and the diff it covers, no temporary file.
      expect(left.files.filter((f) => f.startsWith('sha256/'))).toEqual([
        `sha256/${answer.receipt.slice('sha256:'.length)}.json`,
      ]);
      expect(left.files.filter((f) => f.includes('.tmp-'))).toEqual([]);
    }, 120_000);
  }

  it('a run volume cannot be removed while in use: the engine refuses, and the validation PASSes', async () => {
    const c = slowCase(6);
    const { child, done } = validateChild(c);
    const pid = child.pid ?? 0;
    const run = await slowRun(pid);
    // The volumes this running container mounts (not those of a run that is just ending).
    const volumes = execFileSync(
      'docker',
      ['inspect', '-f', '{{range .Mounts}}{{.Name}} {{end}}', run.id],
      { encoding: 'utf8' },
    )
      .trim()
      .split(' ')
      .filter(Boolean);
    expect(volumes.length).toBeGreaterThan(0);
    const refused = volumes.map((v) => {
      try {
        execFileSync('docker', ['volume', 'rm', '-f', v], { stdio: 'pipe' });
        return 'removed';
      } catch (error) {
        return /in use/.test(String((error as { stderr?: Buffer }).stderr))
          ? 'in use'
          : String(error);
      }
    });
    expect(new Set(refused)).toEqual(new Set(['in use']));
    const end = await done;
    expect({ status: end.status, verdict: answerOf(end.stdout).verdict }).toEqual({
      status: 0,
      verdict: 'PASS',
    });
    expect(leftBy(pid, c.store).containers).toBe(0);
  }, 120_000);
});
