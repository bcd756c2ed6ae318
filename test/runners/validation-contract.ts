/**
 * The validation scenarios of the runner contract: the one validation sequence
 * (src/app/validate.ts) on test/fixtures/python-calc, with each runner wired in as its
 * harness says, must reach the same verdict and the same phase results on every runner. Only
 * proof grade may differ, and only as the runner's `isolated` capability says (PROTOCOL 5:
 * the trusted-local runner never gives proof grade).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openRepository, readSnapshot, type Repository } from '../../src/adapters/repo/index.js';
import { loadRunSpec } from '../../src/adapters/runspec/index.js';
import { type ClosableWorkspaces, type ValidationPorts, validate } from '../../src/app/validate.js';
import { approve, rfc3339 } from '../../src/core/execution/approval.js';
import type { ExecutionResult } from '../../src/core/execution/execute.js';
import type { PhaseResult } from '../../src/core/execution/phase-result.js';
import type { Runner } from '../../src/core/runner/runner-port.js';
import type { SealInput } from '../../src/core/execution/sealing.js';
import type { RunnerModules } from '../../src/core/gates/runner-modules.js';
import { type Proposal, propose } from '../../src/core/intake/propose.js';
import { intakePolicyFor } from '../../src/core/runspec/intake-policy.js';
import type { ResolvedRunSpec } from '../../src/core/runspec/resolve.js';
import { repoRoot } from '../support/shared.js';
import { syntaxChecker } from '../support/syntax.js';
import type { RunnerHarness } from './runner-contract.js';

export const FIXTURE = join(repoRoot, 'test', 'fixtures', 'python-calc');
export type FixturePatch = 'fix' | 'no-fix' | 'exit-on-import';
/** The reproduction target, and the real tests of the regression and hidden suites, by id. */
export const FIXTURE_TESTS = {
  target: 'test_repro_add.ReproAdd.test_add',
  regression: ['test_calc.CalcTest.test_sub', 'test_calc.CalcTest.test_sub_negative'],
  hidden: [
    'test_hidden_add.HiddenAdd.test_add_negative',
    'test_hidden_add.HiddenAdd.test_add_zero',
  ],
} as const;

/** What one validation needs of the runner's side, given the proposal's context. */
export interface FixtureContext {
  readonly patch: FixturePatch;
  readonly spec: ResolvedRunSpec;
  readonly repository: Repository;
}
export interface FixtureWiring {
  /** The runner, its copies and its seal for one validation of `patch`. */
  wire(context: FixtureContext): Promise<{
    runner: Runner;
    workspaces(proposal: Proposal): ClosableWorkspaces;
    seal(proposal: Proposal): Promise<SealInput | undefined>;
    /** The runner's module list, for the ShadowedModule gate at intake (the fake has none). */
    modules?(): Promise<RunnerModules>;
  }>;
}

/** Runs propose → approve → execute → publish (kept in memory) for one patch of the fixture. */
export async function validateFixture(
  patch: FixturePatch,
  wiring: FixtureWiring,
): Promise<ExecutionResult> {
  const [repository, syntax] = await Promise.all([
    openRepository(join(FIXTURE, 'repo')),
    syntaxChecker(),
  ]);
  const spec = await loadRunSpec(join(FIXTURE, 'spec', 'patchproof.json'), repository.root);
  const side = await wiring.wire({ patch, spec, repository });
  const runId = `run_contract_${patch}`;
  const ports: ValidationPorts<null> = {
    runner: async () => side.runner,
    propose: async () =>
      propose({
        patch: readFileSync(join(FIXTURE, 'patches', `${patch}.patch`)),
        repository,
        syntax,
        policy: intakePolicyFor(spec, await side.modules?.()),
      }),
    approve: async (proposal) =>
      approve({
        proposal: proposal.hash,
        run: runId,
        snapshot: repository.snapshot.id,
        actor: 'reviewer@example.org',
        approvedAt: rfc3339(new Date()),
      }),
    workspaces: (proposal) => side.workspaces(proposal),
    seal: (proposal) => side.seal(proposal),
    liveSnapshot: async () => (await readSnapshot(repository.root)).id,
    publish: async () => null,
    recordHidden: async () => undefined,
  };
  return (await validate({ runId, spec, toolVersion: 'test' }, ports)).execution;
}

type Summary = Pick<PhaseResult, 'name' | 'outcome' | 'classification'> & {
  executed: number;
  failed: number;
};
const phase = (
  name: PhaseResult['name'],
  outcome: PhaseResult['outcome'],
  executed: number,
  failed = 0,
  classification: PhaseResult['classification'] = null,
): Summary => ({ name, outcome, classification, executed, failed });

/**
 * The same on every runner: verdict, and each phase's outcome, classification and real test counts.
 */
const EXPECTED: Record<FixturePatch, { verdict: 'PASS' | 'FAIL'; phases: Summary[] }> = {
  fix: {
    verdict: 'PASS',
    phases: [
      phase('baseline', 'pass', 1, 1),
      phase('patched', 'pass', 1),
      phase('regression', 'pass', 2),
      phase('hidden', 'pass', 2),
    ],
  },
  'no-fix': {
    verdict: 'FAIL',
    phases: [
      phase('baseline', 'pass', 1, 1),
      phase('patched', 'fail', 1, 1, 'TEST_FAILURE'),
      phase('regression', 'pass', 2),
      phase('hidden', 'fail', 2, 2, 'TEST_FAILURE'),
    ],
  },
  'exit-on-import': {
    verdict: 'FAIL',
    phases: [
      phase('baseline', 'pass', 1, 1),
      phase('patched', 'fail', 0, 0, 'CONFIG_ERROR'),
      phase('regression', 'fail', 0, 0, 'CONFIG_ERROR'),
      phase('hidden', 'fail', 0, 0, 'CONFIG_ERROR'),
    ],
  },
};

export function validationContract(h: RunnerHarness): void {
  describe('validation of test/fixtures/python-calc: the same verdict on every runner', () => {
    it.each(Object.keys(EXPECTED) as FixturePatch[])(
      '%s',
      async (patch) => {
        const execution = await validateFixture(patch, h.fixture);
        const summaries = execution.phases.map((p): Summary => ({
          name: p.name,
          outcome: p.outcome,
          classification: p.classification,
          executed: p.tests.executed,
          failed: p.tests.failed,
        }));
        expect({ verdict: execution.verdict, phases: summaries }).toEqual(EXPECTED[patch]);
        expect(execution.fingerprint).toMatchObject({
          kind: h.kind,
          isolated: h.capabilities.isolated,
        });
        // Proof grade: a sealed PASS on an isolated runner, and nothing else.
        expect(execution.proofGrade).toBe(execution.verdict === 'PASS' && h.capabilities.isolated);
        expect(execution.snapshotAfter).toBe(execution.snapshotBefore);
      },
      180_000,
    );
  });
}
