/** A real receipt from a scripted (fake-runner) validation, for receipt, store and signature tests. */
import { approve } from '../../src/core/execution/approval.js';
import { execute } from '../../src/core/execution/execute.js';
import { createFakeRunner, fakeWorkspaces } from '../../src/core/execution/fake-runner.js';
import { DEFAULT_LIMITS } from '../../src/core/runner/runner-port.js';
import { protectedPathsInForce } from '../../src/core/gates/protected-paths.js';
import { proposalHash } from '../../src/core/intake/proposal.js';
import { type ReceiptInput, buildReceipt } from '../../src/core/receipt/build-receipt.js';
import { honestSealedRun, sealedPhases, sealInputOf } from './sealed-script.js';
import { unittestStderr } from './unittest-output.js';

export const base = `ws1_${'a'.repeat(64)}` as const;
export const object = {
  base,
  result: `ws1_${'b'.repeat(64)}` as const,
  diff: `sha256:${'c'.repeat(64)}` as const,
};
export const proposal = { hash: proposalHash(object), object };
const suite = {
  command: ['python3', '-m', 'unittest', '-v'],
  report: { format: 'unittest' as const },
};
export const spec = {
  hash: `sha256:${'d'.repeat(64)}` as const,
  runner: { kind: 'docker' as const, image: 'x' },
  reproduction: {
    mode: 'spec' as const,
    ...suite,
    tests: { dir: '/r', digest: base },
    targets: [],
  },
  regression: suite,
  hidden: { ...suite, tests: { dir: '/h', digest: base } },
  environment: { include: [], variables: {} },
  limits: DEFAULT_LIMITS,
  protectedPaths: protectedPathsInForce(),
};
const ut = (tests: Record<string, 'ok' | 'FAIL'>) => ({
  exitCode: Object.values(tests).includes('FAIL') ? 1 : 0,
  stderr: new TextEncoder().encode(unittestStderr(tests)),
});

/** The approval of `proposal` for `runId`, by reviewer@example.org. */
export function approvalFor(runId: string) {
  return approve({
    proposal: proposal.hash,
    run: runId,
    snapshot: base,
    actor: 'reviewer@example.org',
    approvedAt: '2026-11-29T12:00:00Z',
  });
}

/** A sealed PASS receipt (proof grade when the runner is isolated). */
export async function passingReceipt(options: { runId?: string; isolated?: boolean } = {}) {
  return buildReceipt(await passingInput(options));
}

/** What passingReceipt builds from: the input of buildReceipt, for variations of it. */
export async function passingInput(
  options: { runId?: string; isolated?: boolean } = {},
): Promise<ReceiptInput> {
  const runId = options.runId ?? 'run_1';
  const approval = approvalFor(runId);
  const seal = await sealInputOf();
  const sealed = sealedPhases(seal);
  const runner = createFakeRunner(
    {
      baseline: honestSealedRun(sealed.baseline, 'test_a.A', 'FAIL'),
      patched: honestSealedRun(sealed.patched, 'test_a.A', 'ok'),
      'regression-base': ut({ 'r.R.t': 'ok' }),
      regression: ut({ 'r.R.t': 'ok' }),
      hidden: honestSealedRun(sealed.hidden, 'test_h.H', 'ok'),
    },
    { isolated: options.isolated ?? true },
  );
  const execution = await execute({
    runId,
    proposal,
    approval,
    spec,
    runner,
    workspaces: fakeWorkspaces(),
    seal,
    liveSnapshot: async () => base,
  });
  return { runId, proposal, approval, spec, execution, toolVersion: '0.1.0' };
}
