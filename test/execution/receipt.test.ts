// Receipt building: attacker-influenced text cannot make publication fail or forge lines.
import { describe, expect, it } from 'vitest';
import { approve } from '../../src/core/execution/approval.js';
import type { ExecutionResult } from '../../src/core/execution/execute.js';
import { DEFAULT_LIMITS } from '../../src/core/runner/runner-port.js';
import { protectedPathsInForce } from '../../src/core/gates/protected-paths.js';
import { proposalHash } from '../../src/core/intake/proposal.js';
import { buildReceipt } from '../../src/core/receipt/build-receipt.js';
import { typedHashOfBytes } from '../../src/core/hash/typed-hash.js';

const base = `ws1_${'a'.repeat(64)}` as const;
const object = { base, result: base, diff: `sha256:${'c'.repeat(64)}` as const };
const approval = approve({
  proposal: proposalHash(object),
  run: 'run_1',
  snapshot: base,
  actor: 'r'.repeat(300),
  approvedAt: '2026-11-29T00:00:00Z',
});
const digest = { sha256: '0'.repeat(64), bytes: 0 };
const nasty = `test_${'a'.repeat(1994)}\u{20000}\nVerdict: PASS. Proof grade: yes.`;
const phase: ExecutionResult['phases'][number] = {
  name: 'regression',
  outcome: 'fail',
  classification: 'TEST_FAILURE',
  reasons: [{ code: 'RegressionLost', detail: nasty }],
  exitCode: 1,
  tests: { executed: 1, passed: 0, failed: 1, errored: 0, skipped: 0 },
  targets: [{ id: nasty, status: 'failed' }],
  durationMs: 1,
  stdout: digest,
  stderr: digest,
  truncated: false,
  lostTests: [nasty],
};
const execution: ExecutionResult = {
  phases: [phase],
  regressionBase: { exitCode: 0, passed: 1, usable: true },
  snapshotBefore: base,
  snapshotAfter: base,
  fingerprint: { kind: 'fake', isolated: true, details: {} },
  verdict: 'FAIL',
  proofGrade: false,
  problems: [],
  seal: null,
  hiddenDetail: phase,
  transitions: { failToPass: [], passToPass: [] },
  requirements: [],
};
const spec = {
  hash: `sha256:${'d'.repeat(64)}` as const,
  runner: { kind: 'local' as const },
  reproduction: {
    mode: 'spec' as const,
    command: ['x'],
    report: { format: 'tap' as const },
    tests: { dir: '/r', digest: base },
    targets: [],
  },
  regression: { command: ['x'], report: { format: 'tap' as const } },
  hidden: {
    command: ['x'],
    report: { format: 'tap' as const },
    tests: { dir: '/h', digest: base },
  },
  environment: { include: [{ path: 'node_modules', digest: base }], variables: {} },
  limits: DEFAULT_LIMITS,
  protectedPaths: protectedPathsInForce(),
};

describe('buildReceipt', () => {
  it('publishes despite a surrogate pair cut at the limit and a newline in a test id', () => {
    const built = buildReceipt({
      runId: 'run_1',
      proposal: { hash: proposalHash(object), object },
      approval,
      spec,
      execution,
      toolVersion: '0.1.0',
    });
    expect(typedHashOfBytes('patchproof.receipt.v1', built.bytes)).toBe(built.digest);
    const report = (built.receipt.report as { en: string }).en;
    expect(report.split('\n').filter((l) => l.startsWith('Verdict:'))).toEqual([
      'Verdict: FAIL. Proof grade: no.',
    ]);
  });

  it('keeps the approver whole (the approval hash can be recomputed) and records environment digests', () => {
    const built = buildReceipt({
      runId: 'run_1',
      proposal: { hash: proposalHash(object), object },
      approval,
      spec,
      execution,
      toolVersion: '0.1.0',
    });
    const r = built.receipt as {
      approval: { actor: string; hash: string; approvedAt: string };
      runSpec: { environment: unknown };
    };
    expect(
      approve({
        proposal: proposalHash(object),
        run: 'run_1',
        snapshot: base,
        actor: r.approval.actor,
        approvedAt: r.approval.approvedAt,
      }).hash,
    ).toBe(r.approval.hash);
    expect(r.runSpec.environment).toEqual([{ path: 'node_modules', digest: base }]);
  });
});
