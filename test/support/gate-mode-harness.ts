/**
 * Gate modes on the fake runner with regression plants that hold, so a PASS can be proof
 * grade: the runner reports every plant of a planted copy as an honest unittest suite would
 * (test/execution/gate-modes-attacks.test.ts). Written by an adversarial review of gate modes.
 */
import { loadTestFileParser } from '../../src/adapters/syntax/test-file-parser.js';
import { approve, rfc3339 } from '../../src/core/execution/approval.js';
import {
  execute,
  type WorkspaceFactory,
  type WorkspaceRequest,
} from '../../src/core/execution/execute.js';
import { jobOf } from '../../src/core/execution/fake-runner.js';
import type { Runner, RunResult } from '../../src/core/runner/runner-port.js';
import type { SealInput } from '../../src/core/execution/sealing.js';
import { proposalHash } from '../../src/core/intake/proposal.js';
import { buildReceipt } from '../../src/core/receipt/build-receipt.js';
import { verifyReceipt } from '../../src/core/receipt/verify-receipt.js';
import type { Receipt } from '../../src/core/receipt/schema.js';
import type { Requirement, ResolvedRunSpec } from '../../src/core/runspec/resolve.js';
import type { ProposedFile } from '../../src/core/seal/regression-plants.js';
import { honestSealedRun, sealedPhases, sealInputOf } from './sealed-script.js';
import { unittestSpec } from './resolved-spec.js';
import { type Outcome, unittestStderr } from './unittest-output.js';

export const base = `ws1_${'a'.repeat(64)}` as const;
const object = {
  base,
  result: `ws1_${'b'.repeat(64)}` as const,
  diff: `sha256:${'c'.repeat(64)}` as const,
};
export const proposal = { hash: proposalHash(object), object };
export const runId = 'run_review';
export const approval = approve({
  proposal: proposal.hash,
  run: runId,
  snapshot: base,
  actor: 'reviewer@example.org',
  approvedAt: rfc3339(new Date(0)),
});
const enc = (s: string): Uint8Array => new TextEncoder().encode(s);

/** The project's own regression test file (unittest), where the plants go. */
export const REG_FILE =
  'import unittest\n\n\nclass Calc(unittest.TestCase):\n    def test_add(self):\n        self.assertEqual(1 + 1, 2)\n\n    def test_sub(self):\n        self.assertEqual(3 - 1, 2)\n';
export const OLD: Record<string, Outcome> = {
  'test_calc.Calc.test_add': 'ok',
  'test_calc.Calc.test_sub': 'ok',
};

export type Job = 'baseline' | 'patched' | 'regression-base' | 'regression' | 'hidden';
export type Script = Partial<Record<Job, Record<string, Outcome>>>;

/** A runner whose runs of planted copies report the plants as an honest suite would. */
function plantedOutcomes(
  files: ReadonlyMap<string, Uint8Array> | undefined,
): Record<string, Outcome> {
  const text = files?.get('test_calc.py');
  if (!text) return {};
  const real = new Set(Object.keys(OLD).map((id) => id.split('.').at(-1)));
  const out: Record<string, Outcome> = {};
  for (const m of new TextDecoder()
    .decode(text)
    .matchAll(/def (test_\w+)\(self\):\n\s+self\.\w+\(\[?(\d+)\D+(\d+)/g)) {
    if (real.has(m[1])) continue;
    out[`test_calc.Calc.${m[1] as string}`] = m[2] === m[3] ? 'ok' : 'FAIL';
  }
  return out;
}

export async function gate(options: {
  mode: 'proposal' | 'none';
  script: Script;
  proposedTests?: ReadonlyMap<string, ProposedFile | null>;
  requirements?: Requirement[];
}) {
  const seal0 = await sealInputOf();
  const parser = await loadTestFileParser(['python']);
  const seal: SealInput = {
    seed: seal0.seed,
    parser,
    suites: { hidden: seal0.suites.hidden },
    regression: {
      base: new Map([['test_calc.py', enc(REG_FILE)]]),
      changed: new Map(),
      touched: [...(options.proposedTests ?? new Map()).entries()].map(([path, b]) => ({
        path,
        op: b === null ? ('deleted' as const) : ('changed' as const),
      })),
      changesCode: true,
    },
  };
  const hidden = sealedPhases({ ...seal0 }).hidden;
  const requests = new Map<string, WorkspaceRequest>();
  let n = 0;
  const workspaces: WorkspaceFactory = {
    async create(request) {
      const dir = `ws:${jobOf(request)}:${++n}`;
      requests.set(dir, request);
      return { workspace: { dir }, dispose: async () => undefined };
    },
  };
  const calls: string[] = [];
  const runner: Runner = {
    isolated: true,
    async fingerprint() {
      return { kind: 'fake', isolated: true, details: { scripted: true } };
    },
    async run(workspace): Promise<RunResult> {
      const request = requests.get(workspace.dir) as WorkspaceRequest;
      const job = jobOf(request) as Job;
      calls.push(request.rewrite && job === 'regression-base' ? 'calibration' : job);
      const empty = new Uint8Array(0);
      if (job === 'hidden') {
        const h = honestSealedRun(hidden, 'test_h.H', 'ok');
        return {
          exitCode: h.exitCode,
          timedOut: false,
          truncated: false,
          stdout: empty,
          stderr: h.stderr,
          durationMs: 1,
          reportFile: null,
        };
      }
      const real = options.script[job] ?? OLD;
      const tests = {
        ...real,
        ...(request.tests === 'proposal' ? {} : plantedOutcomes(request.rewrite)),
      };
      const failing = Object.values(tests).some((o) => o === 'FAIL' || o === 'ERROR');
      return {
        exitCode: failing ? 1 : 0,
        timedOut: false,
        truncated: false,
        stdout: empty,
        stderr: enc(unittestStderr(tests)),
        durationMs: 1,
        reportFile: null,
      };
    },
  };
  const spec: ResolvedRunSpec = {
    ...unittestSpec({ digest: base, targets: [] }),
    reproduction: { mode: options.mode },
    ...(options.requirements ? { requirements: options.requirements } : {}),
  };
  const result = await execute({
    runId,
    proposal,
    approval,
    spec,
    runner,
    workspaces,
    seal,
    ...(options.proposedTests ? { proposedTests: options.proposedTests } : {}),
    liveSnapshot: async () => base,
  });
  const receipt = buildReceipt({
    runId,
    proposal,
    approval,
    spec,
    execution: result,
    toolVersion: '0.1.0',
  });
  return {
    result,
    receipt,
    calls,
    verified: verifyReceipt(receipt.bytes, receipt.digest),
    parsed: JSON.parse(new TextDecoder().decode(receipt.bytes)) as Receipt,
  };
}
export const phaseOf = <P extends { readonly name: string }>(
  result: { readonly phases: readonly P[] },
  name: string,
): P | undefined => result.phases.find((p) => p.name === name);

/** A test file as the patch leaves it. */
export const proposedFile = (text: string, executable = false): ProposedFile => ({
  bytes: enc(text),
  executable,
});
