/**
 * One proposal, its approval and a unittest run spec, for execute() on the fake runner
 * (execute-*.test.ts): `honest` is the script of a patch that fixes the bug, and `run`
 * executes it with some phases' runs replaced.
 */
import { approve, rfc3339 } from '../../src/core/execution/approval.js';
import { execute } from '../../src/core/execution/execute.js';
import {
  createFakeRunner,
  type FakeScript,
  fakeWorkspaces,
} from '../../src/core/execution/fake-runner.js';
import { proposalHash } from '../../src/core/intake/proposal.js';
import { unittestSpec } from '../support/resolved-spec.js';
import { type Outcome, unittestStderr } from '../support/unittest-output.js';

export const base = `ws1_${'a'.repeat(64)}` as const;
const object = {
  base,
  result: `ws1_${'b'.repeat(64)}` as const,
  diff: `sha256:${'c'.repeat(64)}` as const,
};
export const proposal = { hash: proposalHash(object), object };
export const runId = 'run_test';
export const approval = approve({
  proposal: proposal.hash,
  run: runId,
  snapshot: base,
  actor: 'reviewer@example.org',
  approvedAt: rfc3339(new Date(0)),
});
export const spec = unittestSpec({ digest: base, targets: ['t.R.test_add'] });

const exitOf = (tests: Record<string, Outcome>): number =>
  Object.values(tests).some((o) => o === 'FAIL' || o === 'ERROR') ? 1 : 0;
/** A unittest run with these outcomes, as the fake runner returns it. */
export const ut = (tests: Record<string, Outcome>) => ({
  exitCode: exitOf(tests),
  stderr: new TextEncoder().encode(unittestStderr(tests)),
});

export const honest: FakeScript = {
  baseline: ut({ 't.R.test_add': 'FAIL' }),
  patched: ut({ 't.R.test_add': 'ok' }),
  'regression-base': ut({ 'r.T.test_a': 'ok', 'r.T.test_b': 'ok' }),
  regression: ut({ 'r.T.test_a': 'ok', 'r.T.test_b': 'ok' }),
  hidden: ut({ 'h.H.test_x': 'ok' }),
};

/** execute() of `honest` with `script`'s runs instead; the live repository reads `snapshots`. */
export async function run(
  script: Partial<FakeScript>,
  options: { isolated?: boolean; snapshots?: string[] } = {},
) {
  const runner = createFakeRunner({ ...honest, ...script }, options);
  const workspaces = fakeWorkspaces();
  const snapshots = [...(options.snapshots ?? [base, base])];
  const result = await execute({
    runId,
    proposal,
    approval,
    spec,
    runner,
    workspaces,
    liveSnapshot: async () => (snapshots.shift() ?? base) as typeof base,
  });
  return { result, runner, workspaces };
}
