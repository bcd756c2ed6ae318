// Probes in execute() on the fake runner (a real implementation of the runner port): the
// input goes in, the expected output never does, any miss fails the hidden phase whatever
// its tests said, and what is published names no case.
import { describe, expect, it } from 'vitest';
import { approve, rfc3339 } from '../../src/core/execution/approval.js';
import { execute } from '../../src/core/execution/execute.js';
import {
  createFakeRunner,
  type FakeScript,
  fakeWorkspaces,
} from '../../src/core/execution/fake-runner.js';
import { proposalHash } from '../../src/core/intake/proposal.js';
import type { ResolvedRunSpec } from '../../src/core/runspec/resolve.js';
import { protectedPathsInForce } from '../../src/core/gates/protected-paths.js';
import { DEFAULT_LIMITS, type TestSpec } from '../../src/core/runner/runner-port.js';
import { parseProbeCases } from '../../src/core/probes/cases.js';
import { unittestStderr } from '../support/unittest-output.js';

const utf8 = new TextEncoder();
const base = `ws1_${'a'.repeat(64)}` as const;
const object = {
  base,
  result: `ws1_${'b'.repeat(64)}` as const,
  diff: `sha256:${'c'.repeat(64)}` as const,
};
const proposal = { hash: proposalHash(object), object };
const approval = approve({
  proposal: proposal.hash,
  run: 'run_p',
  snapshot: base,
  actor: 'reviewer@example.org',
  approvedAt: rfc3339(new Date(0)),
});
const suite = {
  command: ['python3', '-m', 'unittest', '-v'],
  report: { format: 'unittest' as const },
};
const list = parseProbeCases(
  new Map([
    ['add-secret-name/stdin', utf8.encode('add 2 3\n')],
    ['add-secret-name/stdout', utf8.encode('5\n')],
    ['empty/stdout', utf8.encode('')],
    ['empty/exit', utf8.encode('1')],
    ['empty/args.json', utf8.encode('["--strict"]')],
  ]),
);
const spec: ResolvedRunSpec = {
  hash: `sha256:${'d'.repeat(64)}`,
  runner: { kind: 'local' },
  reproduction: {
    mode: 'spec',
    ...suite,
    tests: { dir: '/trusted/repro', digest: base },
    targets: [],
  },
  regression: suite,
  hidden: { ...suite, tests: { dir: '/trusted/hidden', digest: base } },
  probes: { command: ['python3', 'cli.py'], cases: { dir: '/trusted/probes', digest: base, list } },
  environment: { include: [], variables: {} },
  limits: DEFAULT_LIMITS,
  protectedPaths: protectedPathsInForce(),
};
const ut = (outcome: 'ok' | 'FAIL') => ({
  exitCode: outcome === 'ok' ? 0 : 1,
  stderr: utf8.encode(unittestStderr({ 't.R.test_add': outcome })),
});
/** A correct program: answers from its input alone. */
const correct = (s: TestSpec) => {
  const input = new TextDecoder().decode(s.stdin);
  if (s.command.includes('--strict') && input === '') return { exitCode: 1 };
  const [, a, b] = input.trim().split(' ');
  return { exitCode: 0, stdout: utf8.encode(`${Number(a) + Number(b)}\n`) };
};
const script = (probe: FakeScript['probe']): FakeScript => ({
  baseline: ut('FAIL'),
  patched: ut('ok'),
  'regression-base': ut('ok'),
  regression: ut('ok'),
  hidden: ut('ok'),
  ...(probe ? { probe } : {}),
});

async function run(probe: FakeScript['probe']) {
  const seen: TestSpec[] = [];
  const runner = createFakeRunner(
    script((s, signal) => {
      seen.push(s);
      return typeof probe === 'function' ? probe(s, signal) : (probe ?? {});
    }),
  );
  const workspaces = fakeWorkspaces();
  const result = await execute({
    runId: 'run_p',
    proposal,
    approval,
    spec,
    runner,
    workspaces,
    liveSnapshot: async () => base,
  });
  return { result, seen, runner, workspaces };
}

describe('probes in execute', () => {
  it('runs each case in its own patched copy with its input and args, and passes when every case matches', async () => {
    const { result, seen, runner, workspaces } = await run(correct);
    const hidden = result.phases.find((p) => p.name === 'hidden');
    expect(result.verdict).toBe('PASS');
    expect(hidden).toMatchObject({
      outcome: 'pass',
      probes: { cases: 2, passed: 2 },
      evidence: 'probes',
    });
    expect(runner.calls.filter((c) => c === 'probe')).toHaveLength(2);
    expect(seen.map((s) => s.command)).toEqual(
      expect.arrayContaining([
        ['python3', 'cli.py'],
        ['python3', 'cli.py', '--strict'],
      ]),
    );
    // The expected output is nowhere in what the runner was given.
    expect(seen.every((s) => s.report === undefined && !JSON.stringify(s).includes('"5\\n"'))).toBe(
      true,
    );
    expect(workspaces.live.size).toBe(0);
  });

  it('fails the hidden phase on one wrong answer even when the hidden tests (which code can forge) all passed', async () => {
    const { result } = await run((s) =>
      s.command.includes('--strict')
        ? { exitCode: 1 }
        : { exitCode: 0, stdout: utf8.encode('-1\n') },
    );
    const hidden = result.phases.find((p) => p.name === 'hidden');
    expect(result.verdict).toBe('FAIL');
    expect(hidden).toMatchObject({
      outcome: 'fail',
      classification: 'TEST_FAILURE',
      probes: { cases: 2, passed: 1 },
    });
    expect(hidden?.reasons.map((r) => r.code)).toEqual(['ProbesFailed']);
    // Published: codes and counts only; the operator's copy names the case.
    expect(JSON.stringify(result.phases)).not.toContain('add-secret-name');
    expect(result.hiddenDetail.reasons[0]?.detail).toContain('add-secret-name (stdout)');
  });

  it('fails closed when a case cannot run or hangs', async () => {
    const broken = await run({ infrastructureError: 'RunnerFault: engine gone', exitCode: null });
    expect(broken.result.phases.find((p) => p.name === 'hidden')).toMatchObject({
      outcome: 'fail',
      classification: 'ENVIRONMENT_ERROR',
      probes: { passed: 0 },
    });
    const hung = await run({ timedOut: true, exitCode: null });
    expect(hung.result.phases.find((p) => p.name === 'hidden')).toMatchObject({
      outcome: 'fail',
      classification: 'TIMEOUT',
    });
  });

  it('starts no case after one missed: a patch that hangs on every case costs one timeout per slot', async () => {
    const runner = createFakeRunner(script({ timedOut: true, exitCode: null }));
    const result = await execute({
      runId: 'run_p',
      proposal,
      approval,
      spec,
      runner,
      workspaces: fakeWorkspaces(),
      concurrency: 1,
      liveSnapshot: async () => base,
    });
    expect(runner.calls.filter((c) => c === 'probe')).toHaveLength(1);
    expect(result.phases.find((p) => p.name === 'hidden')).toMatchObject({
      outcome: 'fail',
      probes: { cases: 2, passed: 0 },
    });
    expect(result.hiddenDetail.reasons.at(-1)?.detail).toContain('(not-run)');
  });

  it('leaves a spec without probes as it was: no probe run, no probe fields', async () => {
    const runner = createFakeRunner(script(undefined));
    const plain: ResolvedRunSpec = { ...spec };
    delete (plain as { probes?: unknown }).probes;
    const result = await execute({
      runId: 'run_p',
      proposal,
      approval,
      spec: plain,
      runner,
      workspaces: fakeWorkspaces(),
      liveSnapshot: async () => base,
    });
    expect(runner.calls).not.toContain('probe');
    expect(result.phases.find((p) => p.name === 'hidden')).not.toHaveProperty('evidence');
  });
});
