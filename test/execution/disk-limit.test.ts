// A run that ran out of its disk cap (PROTOCOL 5.1 "Bounded disk"), from RunResult.diskLimit
// to the phase: the reason DiskLimit (ENVIRONMENT_ERROR, like OutOfMemory), never a PASS,
// whatever the report and the exit status say; on every phase, the guard run and a probe case.
import { describe, expect, it } from 'vitest';
import { approve, rfc3339 } from '../../src/core/execution/approval.js';
import { evaluatePhase } from '../../src/core/execution/evaluate-phase.js';
import { execute } from '../../src/core/execution/execute.js';
import {
  createFakeRunner,
  type FakeScript,
  fakeWorkspaces,
} from '../../src/core/execution/fake-runner.js';
import { proposalHash } from '../../src/core/intake/proposal.js';
import type { DiskLimitExceeded, RunResult } from '../../src/core/runner/runner-port.js';
import { guardReasons } from '../../src/core/execution/test-integrity.js';
import { judgeProbe } from '../../src/core/execution/judge-probes.js';
import { parseProbeCases } from '../../src/core/probes/cases.js';
import type { TestReport } from '../../src/core/reports/model.js';
import { unittestSpec } from '../support/resolved-spec.js';
import { type Outcome, unittestStderr } from '../support/unittest-output.js';

const FULL: DiskLimitExceeded = {
  stage: 'run',
  places: ['/workspace'],
  detail: '/workspace reached limits.diskMiB (1024 MiB)',
};
const empty = new Uint8Array(0);
const run = (over: Partial<RunResult> = {}): RunResult => ({
  exitCode: 0,
  timedOut: false,
  truncated: false,
  stdout: empty,
  stderr: empty,
  durationMs: 5,
  reportFile: null,
  ...over,
});
const allPass: TestReport = {
  executed: 1,
  passed: 1,
  failed: 0,
  errored: 0,
  skipped: 0,
  tests: [{ id: 't1', status: 'passed' }],
  collectionErrors: [],
};

describe('evaluatePhase with a run that ran out of disk', () => {
  it.each(['patched', 'regression', 'hidden'] as const)(
    '%s: a clean report and exit 0 still fail, with DiskLimit alone and ENVIRONMENT_ERROR',
    (name) => {
      const phase = evaluatePhase({
        name,
        run: run({ diskLimit: FULL }),
        report: allPass,
        targets: [],
      });
      expect(phase.outcome).toBe('fail');
      expect(phase.reasons).toEqual([{ code: 'DiskLimit', detail: FULL.detail }]);
      expect(phase.classification).toBe('ENVIRONMENT_ERROR');
    },
  );

  it('baseline: a bug that shows as it should still fails the phase', () => {
    const failing: TestReport = {
      ...allPass,
      passed: 0,
      failed: 1,
      tests: [{ id: 't1', status: 'failed', failure: 'assertion' }],
    };
    const phase = evaluatePhase({
      name: 'baseline',
      run: run({ exitCode: 1, diskLimit: FULL }),
      report: failing,
      targets: ['t1'],
    });
    expect(phase.reasons.map((r) => r.code)).toEqual(['DiskLimit']);
    expect(phase.outcome).toBe('fail');
  });

  it('is not an Infrastructure reason; beside a runner fault both are given, and a timeout still leads the class', () => {
    const both = evaluatePhase({
      name: 'hidden',
      run: run({ diskLimit: FULL, infrastructureError: 'RemoveFailed: x' }),
      report: allPass,
      targets: [],
    });
    expect(both.reasons.map((r) => r.code)).toEqual(['Infrastructure', 'DiskLimit']);
    const hung = evaluatePhase({
      name: 'hidden',
      run: run({ exitCode: null, timedOut: true, diskLimit: FULL }),
      report: null,
      targets: [],
    });
    expect(hung.classification).toBe('TIMEOUT');
    expect(hung.reasons.map((r) => r.code)).toContain('DiskLimit');
  });

  it('the guard run gives DiskLimit to the regression phase', () => {
    const { reasons } = guardReasons(
      { run: run({ diskLimit: FULL }), report: allPass },
      new Set(['t1']),
      new Set(),
    );
    expect(reasons.map((r) => r.code)).toEqual(['DiskLimit']);
  });

  it('a probe case that filled its disk misses, even with the expected output', () => {
    const [probe] = parseProbeCases(new Map([['c/stdout', new TextEncoder().encode('5\n')]]));
    if (probe === undefined) throw new Error('no case');
    const answer = new TextEncoder().encode('5\n');
    expect(judgeProbe(probe, run({ stdout: answer }))).toBeNull();
    expect(judgeProbe(probe, run({ stdout: answer, diskLimit: FULL }))).toBe('disk');
  });
});

describe('execute with a phase that ran out of disk (fake runner)', () => {
  const base = `ws1_${'a'.repeat(64)}` as const;
  const object = {
    base,
    result: `ws1_${'b'.repeat(64)}` as const,
    diff: `sha256:${'c'.repeat(64)}` as const,
  };
  const proposal = { hash: proposalHash(object), object };
  const approval = approve({
    proposal: proposal.hash,
    run: 'run_disk',
    snapshot: base,
    actor: 'reviewer@example.org',
    approvedAt: rfc3339(new Date(0)),
  });
  const spec = unittestSpec({ digest: base, targets: ['t.R.test_add'] });
  const ut = (tests: Record<string, Outcome>) => ({
    exitCode: Object.values(tests).includes('FAIL') ? 1 : 0,
    stderr: new TextEncoder().encode(unittestStderr(tests)),
  });
  const honest: FakeScript = {
    baseline: ut({ 't.R.test_add': 'FAIL' }),
    patched: ut({ 't.R.test_add': 'ok' }),
    'regression-base': ut({ 'r.T.test_a': 'ok' }),
    regression: ut({ 'r.T.test_a': 'ok' }),
    hidden: ut({ 'h.H.test_x': 'ok' }),
  };
  const executeWith = (script: Partial<FakeScript>) =>
    execute({
      runId: 'run_disk',
      proposal,
      approval,
      spec,
      runner: createFakeRunner({ ...honest, ...script }),
      workspaces: fakeWorkspaces(),
      liveSnapshot: async () => base,
    });

  it.each(['patched', 'regression', 'hidden'] as const)(
    'a %s run that passed its tests but filled its disk: FAIL, DiskLimit on that phase only',
    async (job) => {
      const result = await executeWith({ [job]: { ...honest[job], diskLimit: FULL } });
      expect(result.verdict).toBe('FAIL');
      expect(result.proofGrade).toBe(false);
      const failed = result.phases.filter((p) => p.outcome === 'fail');
      expect(failed.map((p) => [p.name, p.classification, p.reasons.map((r) => r.code)])).toEqual([
        [job, 'ENVIRONMENT_ERROR', ['DiskLimit']],
      ]);
    },
  );

  it('the published hidden phase says DiskLimit with a fixed sentence, not which place the code filled', async () => {
    const result = await executeWith({ hidden: { ...honest.hidden, diskLimit: FULL } });
    const published = result.phases.find((p) => p.name === 'hidden');
    expect(published?.reasons).toEqual([
      { code: 'DiskLimit', detail: 'the hidden run ran out of its disk cap (limits.diskMiB)' },
    ]);
    expect(result.hiddenDetail.reasons[0]?.detail).toContain('/workspace');
  });

  it('a workspace that did not fit (nothing ran) is DiskLimit with no report read', async () => {
    const result = await executeWith({
      patched: {
        ...honest.patched,
        exitCode: null,
        diskLimit: { stage: 'copy', places: [], detail: 'the workspace copy needs about 20 MiB' },
      },
    });
    const patched = result.phases.find((p) => p.name === 'patched');
    expect(patched?.reasons.map((r) => r.code)).toEqual(
      expect.arrayContaining(['DiskLimit', 'ReportUnreadable']),
    );
    expect(patched?.tests.executed).toBe(0);
  });

  it('a regression run on the base that filled its disk leaves nothing to compare against: FAIL', async () => {
    const result = await executeWith({
      'regression-base': { ...honest['regression-base'], diskLimit: FULL },
    });
    expect(result.regressionBase.usable).toBe(false);
    expect(result.verdict).toBe('FAIL');
  });
});
