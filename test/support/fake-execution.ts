/**
 * Executor dependencies for service tests that exercise the queue rather than the tests:
 * the fake runner (a real implementation of the runner port) with an honest script for the
 * python-calc fixture, and label-only workspaces.
 */
import {
  createFakeRunner,
  type FakeScript,
  fakeWorkspaces,
} from '../../src/core/execution/fake-runner.js';
import type { ExecutorDeps } from '../../src/service/run-claim.js';
import type { ServiceContext } from '../../src/service/context.js';
import { sealInputFor } from '../../src/adapters/workspace/trusted-suite.js';
import type { SealInput } from '../../src/core/execution/sealing.js';
import type { ResolvedRunSpec } from '../../src/core/runspec/resolve.js';
import { startWorker, type Worker, type WorkerOptions } from '../../src/service/worker.js';
import { honestSealedRun, sealedPhases } from './sealed-script.js';
import { type Outcome, unittestStderr } from './unittest-output.js';

const exitOf = (tests: Record<string, Outcome>): number =>
  Object.values(tests).some((o) => o === 'FAIL' || o === 'ERROR') ? 1 : 0;
/** A unittest run with these outcomes, as the fake runner returns it. */
/**
 * The hidden pace of test workers (phase-tracker.ts): short, so the hold-and-release path runs
 * in every service test without the 10 s a proposer-facing service waits.
 */
export const TEST_PACE_MS = 100;

export const unittestRun = (tests: Record<string, Outcome>) => ({
  exitCode: exitOf(tests),
  stderr: new TextEncoder().encode(unittestStderr(tests)),
});

const TARGET = 'test_repro_add.ReproAdd.test_add';

/** What python-calc's fix does: the target fails on the base and passes patched. */
export const HONEST: FakeScript = {
  baseline: unittestRun({ [TARGET]: 'FAIL' }),
  patched: unittestRun({ [TARGET]: 'ok' }),
  'regression-base': unittestRun({ 'test_calc.CalcTest.test_sub': 'ok' }),
  regression: unittestRun({ 'test_calc.CalcTest.test_sub': 'ok' }),
  hidden: unittestRun({ 'test_hidden.Hidden.test_add_more': 'ok' }),
};

/** A script whose `job` hangs until its run is cancelled (or `release()` is called). */
export function hangingScript(job: keyof FakeScript): {
  script: FakeScript;
  started: Promise<void>;
  release(): void;
} {
  let release = (): void => undefined;
  let markStarted = (): void => undefined;
  const started = new Promise<void>((resolve) => (markStarted = resolve));
  const gate = new Promise<void>((resolve) => (release = resolve));
  const script: FakeScript = {
    ...HONEST,
    [job]: async (_spec: unknown, signal?: AbortSignal) => {
      markStarted();
      await new Promise<void>((resolve) => {
        void gate.then(resolve);
        signal?.addEventListener('abort', () => resolve(), { once: true });
      });
      return HONEST[job] as Exclude<FakeScript[typeof job], (...args: never[]) => unknown>;
    },
  };
  return { script, started, release };
}

/** Executor deps running `script` on the fake runner; `runner.calls` shows what ran. */
export function fakeExecutor(context: ServiceContext, script: FakeScript = HONEST) {
  const runner = createFakeRunner(script);
  const deps: ExecutorDeps = {
    context,
    toolVersion: 'test',
    runnerFor: async () => runner,
    workspacesFor: () => ({ ...fakeWorkspaces(), close: async () => undefined }),
    // The scripted reports know nothing of planted tests: these runs are unsealed (never proof grade).
    sealInput: async () => undefined,
  };
  return { deps, runner };
}

/**
 * The real trusted suites of the run's spec, sealed with a fixed seed instead of a random one.
 * The fake runner scripts reports and writes no records for a judge (python-judged.ts), so
 * its sealed runs keep twins in place of judged comparisons.
 */
export async function fixedSeal(spec: ResolvedRunSpec): Promise<SealInput> {
  return { ...(await sealInputFor(spec)), seed: new Uint8Array(32).fill(5), judge: false };
}

/**
 * A real worker loop whose runner is the fake one answering as python-calc's fix does, sealed
 * with a fixed seed (so the script knows the names planted in each phase): validations of the
 * fixture's fix end PASS with proof grade.
 */
export function sealedHonestWorker(context: ServiceContext, options: WorkerOptions = {}): Worker {
  return startWorker(
    {
      context,
      toolVersion: 'test',
      sealInput: fixedSeal,
      runnerFor: async (spec) => {
        const sealed = sealedPhases(await fixedSeal(spec));
        return createFakeRunner({
          ...HONEST,
          baseline: honestSealedRun(sealed.baseline, 'test_repro_add.ReproAdd', 'FAIL'),
          patched: honestSealedRun(sealed.patched, 'test_repro_add.ReproAdd', 'ok'),
          hidden: honestSealedRun(sealed.hidden, 'test_hidden_add.HiddenAdd', 'ok'),
        });
      },
      workspacesFor: () => ({ ...fakeWorkspaces(), close: async () => undefined }),
    },
    { pollMs: 50, hiddenPaceMs: TEST_PACE_MS, ...options },
  );
}
