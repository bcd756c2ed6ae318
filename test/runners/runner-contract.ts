/**
 * The runner contract (PROTOCOL 5): what every implementation of the runner port must do
 * alike, run against the fake (fake.test.ts), the trusted-local (local.test.ts) and the
 * Docker runner (docker.test.ts), as the ServiceStore contract (test/db/*-contract.ts) runs
 * against every database driver. The same jobs must give the same facts and so the same phase
 * verdicts, and the same patches of test/fixtures/python-calc the same validation. Where a runner
 * legitimately differs, its harness says so in `capabilities`, and the contract checks that
 * difference instead of skipping the scenario in silence.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorkspaceFactory } from '../../src/core/execution/execute.js';
import type { Runner, RunnerFingerprint } from '../../src/core/runner/runner-port.js';
import { processContract } from './process-contract.js';
import { type FixtureWiring, validationContract } from './validation-contract.js';
import {
  HANG,
  PATCHED,
  type JobScenario,
  jobSpec,
  judge,
  runScenario,
  verdictScenarios,
} from './verdict-scenarios.js';

/** How a runner that starts real processes behaves where runners may differ. */
export interface ProcessTraits {
  /**
   * The working directory its command sees for a workspace: the folder itself, or where a container
   * holds its copy.
   */
  cwd(workspaceDir: string): string;
  /**
   * Variables its platform adds to the fixed ones and the spec's (the engine sets HOSTNAME in a
   * container).
   */
  readonly addedEnv: readonly string[];
  /**
   * Entries the runner adds to every copy (the container's mount point of the read-only trusted
   * folder).
   */
  readonly addedEntries: readonly string[];
  /**
   * How a command missing from PATH ends: refused before anything starts (an infrastructure
   * error), or exit 127 from the container's init. The phase fails either way, but not with
   * the same classification (ENVIRONMENT_ERROR, CONFIG_ERROR): see process-contract.ts.
   */
  readonly missingCommand: 'infrastructure-error' | 'exit-127';
  /** A scratch workspace holding `files`, removed by the harness's cleanup. */
  workspace(files?: Record<string, string>): string;
}

export interface RunnerCapabilities {
  /**
   * Null for the fake: it answers from its script and starts no process (the process scenarios
   * check that instead).
   */
  readonly process: ProcessTraits | null;
  /**
   * Confined (no network, read-only root, non-root): only then can a PASS be proof grade. False for
   * trusted-local.
   */
  readonly isolated: boolean;
  /**
   * Has prepare() for environment.setup; without it a spec with a setup is refused, never run
   * without one.
   */
  readonly prepares: boolean;
}

/** One runner under the contract, as its test file makes it. */
export interface RunnerHarness {
  readonly kind: RunnerFingerprint['kind'];
  /** The suite's title (Docker's says why it is skipped, when it is). */
  readonly title: string;
  readonly skip?: boolean;
  readonly capabilities: RunnerCapabilities;
  /** A fresh runner: a validation closes the one it used. */
  runner(): Promise<Runner>;
  /**
   * What runs one scenario's job: `shared` and copies holding its files, or (the fake) a runner
   * scripted with its answer.
   */
  job(shared: Runner, scenario: JobScenario): { runner: Runner; workspaces: WorkspaceFactory };
  /** How the python-calc validation is wired for this runner. */
  readonly fixture: FixtureWiring;
  /** Removes what the harness made. */
  cleanup(): void;
}

export function runnerContract(h: RunnerHarness): void {
  describe.skipIf(h.skip === true)(h.title, () => {
    let shared: Runner;
    beforeAll(async () => {
      shared = await h.runner();
    });
    afterAll(async () => {
      await shared?.close?.();
      h.cleanup();
    });
    const runner = (): Runner => shared;

    it(`fingerprints itself as ${h.kind}, isolated exactly when its capabilities say (${h.capabilities.isolated})`, async () => {
      const fingerprint = await shared.fingerprint();
      expect(fingerprint).toMatchObject({ kind: h.kind, isolated: h.capabilities.isolated });
      expect(shared.isolated).toBe(h.capabilities.isolated);
    });

    describe('verdict scenarios: the same job gives the same facts and the same phase verdict', () => {
      verdictScenarios(h, runner);
    });

    describe('cancellation', () => {
      it('a run cancelled before it starts never starts: no exit code, an infrastructure error', async () => {
        const { runner: r, workspaces } = h.job(shared, HANG);
        const lease = await workspaces.create(PATCHED);
        const started = performance.now();
        const run = await r.run(lease.workspace, jobSpec(HANG), { signal: AbortSignal.abort() });
        await lease.dispose();
        expect(run).toMatchObject({ exitCode: null, timedOut: false });
        expect(run.infrastructureError).toEqual(expect.any(String));
        expect(run.stdout.byteLength).toBe(0);
        expect(performance.now() - started).toBeLessThan(10_000);
      });

      it('a run cancelled while it runs is stopped at once and fails its phase (ENVIRONMENT_ERROR), never a pass', async () => {
        const controller = new AbortController();
        const started = performance.now();
        setTimeout(() => controller.abort(), 500);
        const outcome = await runScenario(h.job(shared, HANG), HANG, controller.signal);
        // HANG sleeps 60 s and has a 60 s timeout: only the cancellation ends it this soon.
        expect(performance.now() - started).toBeLessThan(30_000);
        expect(outcome.run).toMatchObject({ exitCode: null, timedOut: false });
        expect(outcome.run.infrastructureError).toEqual(expect.any(String));
        expect(judge(outcome, 'patched', HANG)).toMatchObject({
          outcome: 'fail',
          classification: 'ENVIRONMENT_ERROR',
        });
      }, 60_000);
    });

    processContract(h, runner);

    validationContract(h);
  });
}
