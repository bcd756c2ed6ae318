// The one validation sequence (src/app/validate.ts) on the fake runner, a real
// implementation of the runner port: the order of the steps, what a refusal at each step
// leaves undone, and that the hidden record is best effort.
import { describe, expect, it } from 'vitest';
import { type ValidationPorts, type ValidationStep, validate } from '../../src/app/validate.js';
import { IntakeRefusal } from '../../src/core/errors.js';
import { approve, rfc3339 } from '../../src/core/execution/approval.js';
import { createFakeRunner, fakeWorkspaces } from '../../src/core/execution/fake-runner.js';
import { proposalHash } from '../../src/core/intake/proposal.js';
import type { Proposal } from '../../src/core/intake/propose.js';
import { intakePolicy } from '../../src/core/intake/policy.js';
import { HONEST } from '../support/fake-execution.js';
import { unittestSpec } from '../support/resolved-spec.js';

const base = `ws1_${'a'.repeat(64)}` as const;
const object = {
  base,
  result: `ws1_${'b'.repeat(64)}` as const,
  diff: `sha256:${'c'.repeat(64)}` as const,
};
const proposal: Proposal = {
  hash: proposalHash(object),
  object,
  format: 'git',
  normalizedDiff: '',
  files: [],
  gates: [],
  changes: [],
  findings: [],
  policy: intakePolicy(),
};
const runId = 'run_app';
const spec = unittestSpec({ digest: base, targets: ['test_repro_add.ReproAdd.test_add'] });

function harness(overrides: Partial<ValidationPorts<string>> = {}) {
  const runner = createFakeRunner(HONEST, { isolated: true });
  const workspaces = fakeWorkspaces();
  const log: string[] = [];
  let closed = 0;
  const ports: ValidationPorts<string> = {
    runner: async () => runner,
    propose: async () => proposal,
    approve: async (p) =>
      approve({
        proposal: p.hash,
        run: runId,
        snapshot: base,
        actor: 'reviewer@example.org',
        approvedAt: rfc3339(new Date(0)),
      }),
    workspaces: () => ({
      create: (r) => workspaces.create(r),
      close: async () => void (closed += 1),
    }),
    seal: async () => undefined,
    liveSnapshot: async () => base,
    publish: async (receipt) => (log.push(`publish ${receipt.digest}`), `stored ${receipt.digest}`),
    recordHidden: async (run, digest, hidden) =>
      void log.push(`hidden ${run} ${digest} ${hidden.name}`),
    ...overrides,
  };
  const steps: ValidationStep['stage'][] = [];
  const go = () =>
    validate({ runId, spec, toolVersion: 'test', onStep: (s) => steps.push(s.stage) }, ports);
  return { go, runner, log, steps, closed: () => closed, workspaces };
}

describe('validate: the one sequence', () => {
  it('runs propose, approve, execute, the phases, then publishes and records the hidden phase for the operator', async () => {
    const h = harness();
    const v = await h.go();
    expect(v.execution.verdict).toBe('PASS');
    expect(v.published).toBe(`stored ${v.receipt.digest}`);
    expect(h.log).toEqual([
      `publish ${v.receipt.digest}`,
      `hidden ${runId} ${v.receipt.digest} hidden`,
    ]);
    expect(h.steps.slice(0, 3)).toEqual(['propose', 'approve', 'execute']);
    expect(h.steps.at(-1)).toBe('publish');
    expect(h.steps.filter((s) => s === 'phase').length).toBeGreaterThanOrEqual(8);
    expect(h.closed()).toBe(1);
    expect(h.workspaces.live.size).toBe(0);
  });

  it('a gate list read from another image than the runs use is refused before anything runs (image-changed)', async () => {
    const modules = { python: null, source: 'image label', imageId: `sha256:${'1'.repeat(64)}` };
    const runner = createFakeRunner(HONEST, { isolated: true });
    const h = harness({
      runner: async () => ({
        ...runner,
        fingerprint: async () => ({
          kind: 'docker',
          isolated: true,
          details: { imageId: `sha256:${'2'.repeat(64)}` },
        }),
      }),
      propose: async () => ({
        ...proposal,
        policy: intakePolicy({ shadowing: { modules, commands: [] } }),
      }),
    });
    await expect(h.go()).rejects.toMatchObject({
      code: 'RunnerUnavailable',
      details: { reason: 'image-changed' },
    });
    expect([runner.calls, h.log]).toEqual([[], []]);
  });

  it('a refused proposal runs nothing, publishes nothing and asks for no approval', async () => {
    let approved = false;
    const h = harness({
      propose: async () => {
        throw new IntakeRefusal('ProtectedPath', 'refused');
      },
      approve: async () => {
        approved = true;
        throw new Error('unreachable');
      },
    });
    await expect(h.go()).rejects.toMatchObject({ code: 'ProtectedPath' });
    expect(approved).toBe(false);
    expect(h.runner.calls).toEqual([]);
    expect(h.log).toEqual([]);
  });

  it('a store that cannot take the receipt is found before any test runs', async () => {
    const h = harness({
      readyToPublish: async () => {
        throw new Error('store not writable');
      },
    });
    await expect(h.go()).rejects.toThrow('store not writable');
    expect(h.runner.calls).toEqual([]);
    expect(h.steps).toEqual(['propose', 'approve']);
  });

  it('an approval of another proposal is refused by execute, the copies are closed, nothing is published', async () => {
    const h = harness({
      approve: async () =>
        approve({
          proposal: proposalHash({ ...object, diff: `sha256:${'e'.repeat(64)}` }),
          run: runId,
          snapshot: base,
          actor: 'r@example.org',
          approvedAt: rfc3339(new Date(0)),
        }),
    });
    await expect(h.go()).rejects.toMatchObject({ code: 'ApprovalMismatch' });
    expect(h.runner.calls).toEqual([]);
    expect(h.closed()).toBe(1);
    expect(h.log).toEqual([]);
  });

  it('a lost hidden record does not undo a published verdict', async () => {
    const h = harness({
      recordHidden: async () => {
        throw new Error('disk full');
      },
    });
    const v = await h.go();
    expect(v.execution.verdict).toBe('PASS');
    expect(h.log).toEqual([`publish ${v.receipt.digest}`]);
  });
});
