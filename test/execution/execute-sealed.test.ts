// execute() with sealed suites on the fake runner (PROTOCOL 5.1): an honest sealed run is
// proof grade; a forged one fails as EvidenceTampered, never as an ordinary test failure;
// the hidden phase comes out with codes only, its details kept for the operator; the seed
// is published only in the result, and the receipt built from it verifies.
import { describe, expect, it } from 'vitest';
import { approve, rfc3339 } from '../../src/core/execution/approval.js';
import { execute, type ProgressEvent } from '../../src/core/execution/execute.js';
import {
  createFakeRunner,
  type FakeScript,
  fakeWorkspaces,
} from '../../src/core/execution/fake-runner.js';
import { seedDigest } from '../../src/core/execution/sealing.js';
import type { SealedSuite } from '../../src/core/seal/model.js';
import { proposalHash } from '../../src/core/intake/proposal.js';
import { buildReceipt } from '../../src/core/receipt/build-receipt.js';
import { verifyReceipt } from '../../src/core/receipt/verify-receipt.js';
import { unittestSpec } from '../support/resolved-spec.js';
import { honestSealedRun, sealedPhases, sealInputOf } from '../support/sealed-script.js';
import { unittestStderr } from '../support/unittest-output.js';

const base = `ws1_${'a'.repeat(64)}` as const;
const object = {
  base,
  result: `ws1_${'b'.repeat(64)}` as const,
  diff: `sha256:${'c'.repeat(64)}` as const,
};
const proposal = { hash: proposalHash(object), object };
const runId = 'run_sealed';
const approval = approve({
  proposal: proposal.hash,
  run: runId,
  snapshot: base,
  actor: 'reviewer@example.org',
  approvedAt: rfc3339(new Date(0)),
});
const spec = unittestSpec({
  digest: base,
  targets: ['test_a.A.test_t'],
  runner: { kind: 'docker', image: 'x' },
});
const regression = {
  exitCode: 0,
  stderr: new TextEncoder().encode(unittestStderr({ 'r.R.test_r': 'ok' })),
};

async function run(change: (sealed: ReturnType<typeof sealedPhases>) => Partial<FakeScript>) {
  const seal = await sealInputOf(4);
  const sealed = sealedPhases(seal);
  const script: FakeScript = {
    baseline: honestSealedRun(sealed.baseline, 'test_a.A', 'FAIL'),
    patched: honestSealedRun(sealed.patched, 'test_a.A', 'ok'),
    'regression-base': regression,
    regression,
    hidden: honestSealedRun(sealed.hidden, 'test_h.H', 'ok'),
    ...change(sealed),
  };
  const events: ProgressEvent[] = [];
  const result = await execute({
    runId,
    proposal,
    approval,
    spec,
    runner: createFakeRunner(script),
    workspaces: fakeWorkspaces(),
    seal,
    liveSnapshot: async () => base,
    onProgress: (e) => events.push(e),
  });
  return { result, events, seal };
}

describe('execute, sealed', () => {
  it('an honest sealed run is proof grade; the seed comes out only at the end, and the receipt verifies', async () => {
    const { result, events, seal } = await run(() => ({}));
    expect(result.verdict).toBe('PASS');
    expect(result.proofGrade).toBe(true);
    expect(result.seal).toMatchObject({ seedDigest: seedDigest(seal.seed) });
    expect(JSON.stringify(events)).not.toContain(result.seal?.seed);
    for (const name of ['baseline', 'patched', 'hidden'])
      expect(result.phases.find((p) => p.name === name)?.seal).toMatchObject({
        plantsAsPlanted: true,
        planted: 4,
      });
    const receipt = buildReceipt({
      runId,
      proposal,
      approval,
      spec,
      execution: result,
      toolVersion: 'test',
    });
    expect(verifyReceipt(receipt.bytes, receipt.digest).problems).toEqual([]);
  });

  it('a report in which every sealed test passes is EvidenceTampered (CODE_ERROR), not a test failure', async () => {
    const allOk = (s: SealedSuite, module: string) => {
      const tests = Object.fromEntries(
        s.tests
          .filter((t) => t.role !== 'suite')
          .map((t) => [`${module}.${t.token}`, 'ok' as const]),
      );
      return { exitCode: 0, stderr: new TextEncoder().encode(unittestStderr(tests)) };
    };
    const { result } = await run((sealed) => ({
      patched: allOk(sealed.patched, 'test_a.A'),
      hidden: allOk(sealed.hidden, 'test_h.H'),
    }));
    const patched = result.phases.find((p) => p.name === 'patched');
    expect(patched?.outcome).toBe('fail');
    expect(patched?.classification).toBe('CODE_ERROR');
    expect(patched?.reasons.map((r) => r.code)).toEqual(['EvidenceTampered']);
    expect(result.proofGrade).toBe(false);
  });

  it('the hidden phase is published with fixed sentences; the operator’s copy has the details', async () => {
    const { result, events } = await run((sealed) => {
      const leak = { 'leak.Leak.test_secret_hidden_name': 'FAIL' as const };
      const tests = {
        ...Object.fromEntries(
          sealed.hidden.tests.map((t) => [
            `test_h.H.${t.token}`,
            t.role === 'must-pass' || t.role === 'real' ? ('ok' as const) : ('FAIL' as const),
          ]),
        ),
        ...leak,
      };
      return { hidden: { exitCode: 1, stderr: new TextEncoder().encode(unittestStderr(tests)) } };
    });
    const hidden = result.phases.find((p) => p.name === 'hidden');
    expect(hidden?.reasons.map((r) => r.code)).toContain('EvidenceTampered');
    expect(JSON.stringify(hidden)).not.toContain('secret_hidden_name');
    expect(JSON.stringify(events)).not.toContain('secret_hidden_name');
    expect(JSON.stringify(result.hiddenDetail)).toContain('secret_hidden_name');
  });
});
