/**
 * The runner contract against the fake runner (src/core/execution/fake-runner.ts), the real
 * implementation of the port the verdict-rule tests use. It starts no process: each scenario
 * is answered from a script written as the real runners answer it, with the helpers the
 * other fake-runner tests use (unittestRun, honestSealedRun), so the contract checks those
 * answers lead to the verdicts real runs lead to. It has no prepare(); it says it is
 * isolated, so a sealed PASS on it is proof grade, as on Docker.
 */
import { expect } from 'vitest';
import {
  createFakeRunner,
  type FakeScript,
  fakeWorkspaces,
} from '../../src/core/execution/fake-runner.js';
import type { SealInput } from '../../src/core/execution/sealing.js';
import { fixedSeal, HONEST, unittestRun } from '../support/fake-execution.js';
import { honestSealedRun, sealedPhases } from '../support/sealed-script.js';
import { runnerContract } from './runner-contract.js';
import { FIXTURE_TESTS, type FixturePatch } from './validation-contract.js';
import { ADD_TEST, FLOOD_CAP, JUNIT_XML, OK_TEST, type ScenarioName } from './verdict-scenarios.js';

type Answer = FakeScript['patched'];
const encode = (text: string): Uint8Array => new TextEncoder().encode(text);

/** Until the run is cancelled: a hang ends only by its signal. */
const untilCancelled: Answer = (_spec, signal) =>
  new Promise((resolve) =>
    signal?.addEventListener('abort', () => resolve({ exitCode: null }), { once: true }),
  );

/** Each scenario's answer, as the trusted-local and Docker runners give it. */
const ANSWERS: Record<ScenarioName, Answer> = {
  passes: unittestRun({ [OK_TEST]: 'ok' }),
  fails: unittestRun({ [ADD_TEST]: 'FAIL' }),
  junit: { exitCode: 1, reportFile: encode(JUNIT_XML) },
  junitMissing: { exitCode: 0 },
  timeout: { exitCode: null, signal: 'SIGKILL', timedOut: true, durationMs: 2000 },
  flood: {
    exitCode: null,
    signal: 'SIGKILL',
    truncated: true,
    stdout: encode('flood\n'.repeat(FLOOD_CAP)).subarray(0, FLOOD_CAP),
  },
  hang: untilCancelled,
};

/**
 * A python-calc run with these real tests all ending `outcome` (what the fixture's suites hold).
 */
const suiteRun = (ids: readonly string[], outcome: 'ok' | 'FAIL') =>
  unittestRun(Object.fromEntries(ids.map((id) => [id, outcome])));
/** `os._exit(0)` on import: every run that imports calc ends at once, silent, with exit 0. */
const SILENT: Answer = { exitCode: 0 };

function scriptFor(patch: FixturePatch, seal: SealInput): FakeScript {
  const sealed = sealedPhases(seal);
  const fixed = patch === 'fix' ? 'ok' : 'FAIL';
  const imports = patch !== 'exit-on-import';
  return {
    ...HONEST,
    baseline: honestSealedRun(sealed.baseline, 'test_repro_add.ReproAdd', 'FAIL'),
    patched: imports ? honestSealedRun(sealed.patched, 'test_repro_add.ReproAdd', fixed) : SILENT,
    'regression-base': suiteRun(FIXTURE_TESTS.regression, 'ok'),
    regression: imports ? suiteRun(FIXTURE_TESTS.regression, 'ok') : SILENT,
    hidden: imports ? honestSealedRun(sealed.hidden, 'test_hidden_add.HiddenAdd', fixed) : SILENT,
  };
}

runnerContract({
  kind: 'fake',
  title: 'runner contract: fake',
  capabilities: { process: null, isolated: true, prepares: false },
  runner: async () => createFakeRunner(HONEST),
  job: (_shared, scenario) => {
    const answer =
      ANSWERS[scenario.name as ScenarioName] ??
      expect.unreachable(
        `the fake has no answer for scenario ${scenario.name}: add one to ANSWERS`,
      );
    return {
      runner: createFakeRunner({ ...HONEST, patched: answer }),
      workspaces: fakeWorkspaces(),
    };
  },
  fixture: {
    wire: async ({ patch, spec }) => {
      // Sealed with a fixed seed, so the script knows the names planted in each phase.
      const seal = await fixedSeal(spec);
      const workspaces = fakeWorkspaces();
      return {
        runner: createFakeRunner(scriptFor(patch, seal)),
        workspaces: () => ({
          create: (request) => workspaces.create(request),
          close: async () => undefined,
        }),
        seal: async () => seal,
      };
    },
  },
  cleanup: () => undefined,
});
