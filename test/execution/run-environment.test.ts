// Every run of a sealed validation gets a Python hash seed of its own, derived from the
// validation's secret seed (run-environment.ts): the same in every run of that validation
// (baseline, patched, both regression runs, hidden, probes), different in the next one, and
// repeatable from the seed the receipt publishes. An unsealed run keeps the runner's fixed 0.
// A fixed seed for every validation let a "fix" that depends on the order of a set of
// strings pass every time under PatchProof and fail outside it (a red-team finding).
import { describe, expect, it } from 'vitest';
import { execute } from '../../src/core/execution/execute.js';
import {
  createFakeRunner,
  type FakeScript,
  fakeWorkspaces,
} from '../../src/core/execution/fake-runner.js';
import { pythonHashSeed, runVariables } from '../../src/core/execution/run-environment.js';
import type { SealInput } from '../../src/core/execution/sealing.js';
import type { TestSpec } from '../../src/core/runner/runner-port.js';
import { approval, base, proposal, runId } from '../support/gate-mode-harness.js';
import { unittestSpec } from '../support/resolved-spec.js';
import { honestSealedRun, sealedPhases, sealInputOf } from '../support/sealed-script.js';
import { unittestStderr } from '../support/unittest-output.js';

const plain = unittestSpec({
  digest: base,
  targets: ['test_a.A.test_t'],
  runner: { kind: 'docker', image: 'x' },
});
const spec = { ...plain, environment: { ...plain.environment, variables: { EXTRA: 'kept' } } };

/** The environment of every run of one validation, by job. */
async function envsOf(seal: SealInput | undefined): Promise<Map<string, TestSpec['env']>> {
  const envs = new Map<string, TestSpec['env']>();
  const regression = {
    exitCode: 0,
    stderr: new TextEncoder().encode(unittestStderr({ 'r.R.test_r': 'ok' })),
  };
  const sealed = seal ? sealedPhases(seal) : undefined;
  const answer = (job: string, result: object) => async (testSpec: TestSpec) => {
    envs.set(job, testSpec.env);
    return result;
  };
  const script: FakeScript = {
    baseline: answer(
      'baseline',
      sealed ? honestSealedRun(sealed.baseline, 'test_a.A', 'FAIL') : {},
    ),
    patched: answer('patched', sealed ? honestSealedRun(sealed.patched, 'test_a.A', 'ok') : {}),
    'regression-base': answer('regression-base', regression),
    regression: answer('regression', regression),
    hidden: answer('hidden', sealed ? honestSealedRun(sealed.hidden, 'test_h.H', 'ok') : {}),
  };
  await execute({
    runId,
    proposal,
    approval,
    spec,
    runner: createFakeRunner(script),
    workspaces: fakeWorkspaces(),
    ...(seal ? { seal } : {}),
    liveSnapshot: async () => base,
  });
  return envs;
}

describe('the hash seed of a validation', () => {
  it('is one value for every run of a sealed validation, with the spec variables kept', async () => {
    const seal = await sealInputOf(4);
    const envs = await envsOf(seal);
    expect([...envs.keys()].sort()).toEqual(
      ['baseline', 'hidden', 'patched', 'regression', 'regression-base'].sort(),
    );
    for (const [job, env] of envs)
      expect(env, job).toEqual({ EXTRA: 'kept', PYTHONHASHSEED: pythonHashSeed(seal.seed) });
  });

  it('differs from one validation to the next, and is repeatable from the published seed', async () => {
    const seeds = await Promise.all([1, 2, 3, 4, 5].map((n) => sealInputOf(n)));
    const values = seeds.map((s) => pythonHashSeed(s.seed));
    expect(new Set(values).size).toBe(5);
    expect(seeds.map((s) => pythonHashSeed(new Uint8Array(s.seed)))).toEqual(values);
    // Pinned: an auditor repeating runs from a receipt's seed must get this very value.
    expect(pythonHashSeed(new Uint8Array(32).fill(5))).toBe(PINNED);
    for (const value of values) {
      expect(Number(value)).toBeGreaterThanOrEqual(1);
      expect(Number(value)).toBeLessThanOrEqual(4294967295);
    }
  });

  it('is left to the runner (0) when the validation is not sealed', async () => {
    const envs = await envsOf(undefined);
    for (const [job, env] of envs) expect(env, job).toEqual({ EXTRA: 'kept' });
    expect(runVariables(spec, undefined)).toEqual({ EXTRA: 'kept' });
  });
});

const PINNED = '1313821585';
