/**
 * `patchproof spec targets` (issue 34): the reproduction suite run once on the base, and every
 * test id it reports with its outcome, so a run spec's `targets` can be pasted instead of
 * guessed. It is the baseline job of a validation (execution-plan.ts) and nothing more: the
 * same disposable base copy, the same `environment.setup`, the same runner, and the same seal
 * for the baseline (new names and plants, no twins), so the ids come out as a validation
 * reads them: mocha's and Jest's reporters spell titles their own way and only the sealed
 * reading turns them into the target form (token-chain.ts). When the suite cannot be sealed,
 * it runs unsealed and says so, since ids may then differ from what a validation reads.
 * Nothing is proposed, approved or published: there is no patch.
 */
import { ExecutionError, PatchProofError } from '../core/errors.js';
import type { Job, JobOutcome } from '../core/execution/job-runs.js';
import { runJob } from '../core/execution/job-runs.js';
import { reproduction } from '../core/execution/reproduction.js';
import { type SealInput, sealPhase } from '../core/execution/sealing.js';
import type { WorkspaceFactory } from '../core/execution/workspace-port.js';
import type { TestCaseResult } from '../core/reports/model.js';
import type { Runner } from '../core/runner/runner-port.js';
import type { ResolvedRunSpec, SuiteSpec } from '../core/runspec/resolve.js';
import type { SealedSuite } from '../core/seal/model.js';
import { type PreparableBase, prepareEnvironment } from './environment-setup.js';

export interface TargetListPorts {
  runner(): Promise<Runner>;
  workspaces(): WorkspaceFactory & PreparableBase & { close(): Promise<void> };
  /** The sealing input (a fresh seed and the trusted suites); a throw runs the suite unsealed. */
  seal(): Promise<SealInput>;
}

export interface ListedTest {
  readonly id: string;
  readonly status: TestCaseResult['status'];
  readonly failure?: TestCaseResult['failure'];
  /** Fails on the base in a way that shows a bug (reproduction.ts): what a target must do. */
  readonly showsBug: boolean;
}

export interface TargetListing {
  /** Whether the run was sealed as a validation's baseline is; `unsealed` says why not. */
  readonly sealed: boolean;
  readonly unsealed?: string;
  readonly runner: { readonly kind: string; readonly isolated: boolean };
  readonly exitCode: number | null;
  readonly tests: readonly ListedTest[];
  readonly collectionErrors: readonly string[];
  /** Why there is no report (unreadable, missing, the run failed), when there is none. */
  readonly reportError?: string;
  /** What the sealed reading could not place (tests made at run time …). */
  readonly notes: readonly string[];
}

/** Runs the reproduction suite of `spec` once on the base and lists what it reports. */
export async function listTargets(
  spec: ResolvedRunSpec,
  ports: TargetListPorts,
  signal?: AbortSignal,
): Promise<TargetListing> {
  const suite = spec.reproduction;
  if (suite.mode !== 'spec')
    throw new ExecutionError(
      'InvalidRunSpec',
      `the run spec's reproduction is gate mode ${suite.mode}, which has no trusted reproduction suite and so no targets`,
      { details: { field: 'reproduction' } },
    );
  const sealing = await sealBaseline(suite, ports);
  const runner = await ports.runner();
  const workspaces = ports.workspaces();
  let prepared: Awaited<ReturnType<typeof prepareEnvironment>>;
  try {
    prepared = await prepareEnvironment(runner, workspaces, spec, { changes: [] }, signal);
    const job: Job = {
      id: 'baseline',
      request: {
        patched: false,
        suite: 'reproduction',
        ...(sealing.sealed ? { trusted: sealing.sealed.files } : {}),
      },
      suite,
      ...(sealing.sealed ? { sealed: sealing.sealed } : {}),
    };
    const context = {
      spec,
      ...(sealing.input ? { seal: sealing.input } : {}),
      runner: prepared?.runner ?? runner,
      workspaces,
      ...(signal ? { signal } : {}),
    };
    const outcome = await runJob(context, job, () => undefined);
    const fingerprint = await runner.fingerprint();
    return listing(outcome, sealing, { kind: fingerprint.kind, isolated: runner.isolated });
  } finally {
    await Promise.all([
      workspaces.close(),
      prepared && prepared.runner !== runner ? prepared.runner.close?.() : undefined,
      runner.close?.(),
    ]);
    await prepared?.release();
  }
}

interface Sealing {
  readonly input?: SealInput;
  readonly sealed?: SealedSuite;
  readonly why?: string;
}

/** The baseline's seal, or why the suite runs unsealed. */
async function sealBaseline(suite: SuiteSpec, ports: TargetListPorts): Promise<Sealing> {
  try {
    const input = await ports.seal();
    const sealed = sealPhase(input, 'baseline', suite.report, suite.command);
    return { input, sealed };
  } catch (error) {
    const why =
      error instanceof PatchProofError ? `${error.code}: ${error.message}` : String(error);
    return { why: why.slice(0, 300) };
  }
}

function listing(
  outcome: JobOutcome,
  sealing: Sealing,
  runner: TargetListing['runner'],
): TargetListing {
  const report = outcome.report;
  return {
    sealed: sealing.sealed !== undefined,
    ...(sealing.why !== undefined ? { unsealed: sealing.why } : {}),
    runner,
    exitCode: outcome.run.exitCode,
    tests: (report?.tests ?? []).map((t) => ({
      id: t.id,
      status: t.status,
      ...(t.failure ? { failure: t.failure } : {}),
      showsBug: reproduction(t).shows,
    })),
    collectionErrors: report?.collectionErrors ?? [],
    ...(report === null
      ? {
          reportError: [outcome.reportError, outcome.run.infrastructureError]
            .filter((x) => x !== undefined)
            .join(': '),
        }
      : {}),
    notes: outcome.seal?.tampering ?? [],
  };
}
