/**
 * `patchproof validate` (PROTOCOL 7): propose, approve, execute and publish in one go,
 * each a separate recorded step. Exit 0 PASS, 1 FAIL (receipt published), 2 refused
 * before execution.
 */
import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { access, mkdir } from 'node:fs/promises';
import { homedir, userInfo } from 'node:os';
import { join } from 'node:path';
import { pickRunner, type RunnerKind } from '../../adapters/pick-runner.js';
import { openRepository, readSnapshot } from '../../adapters/repo/index.js';
import { loadRunSpec } from '../../adapters/runspec/load-run-spec.js';
import { fsReceiptStore } from '../../adapters/store/fs-receipt-store.js';
import { loadTreeSitterChecker } from '../../adapters/syntax/tree-sitter.js';
import { createWorkspaceFactory } from '../../adapters/workspace/workspace-factory.js';
import { approve, rfc3339 } from '../../core/execution/approval.js';
import { execute, type ProgressEvent } from '../../core/execution/execute.js';
import { intakePolicyFor } from '../../core/runspec/intake-policy.js';
import { DEFAULT_BUDGETS } from '../../core/gates/budgets.js';
import { propose } from '../../core/intake/propose.js';
import { buildReceipt } from '../../core/receipt/build-receipt.js';
import { EXIT, type Io, printError, printJson, UsageError, wireOf } from '../output.js';
import { parseCommand } from '../parse-command.js';
import { version } from '../version.js';
import { readPatch } from './propose.js';

const OPTIONS = {
  repo: { type: 'string' },
  patch: { type: 'string' },
  spec: { type: 'string' },
  runner: { type: 'string' },
  'approve-as': { type: 'string' },
  store: { type: 'string' },
  json: { type: 'boolean' },
} as const;

/** Where receipts go when --store is not given: the XDG data folder. */
export function defaultStore(): string {
  return join(process.env.XDG_DATA_HOME || join(homedir(), '.local', 'share'), 'patchproof', 'receipts');
}

export async function validateCommand(args: string[], io: Io, deps: { stdin: NodeJS.ReadableStream }): Promise<number> {
  let json = args.includes('--json');
  const step = (text: string): void => (json ? undefined : io.err(text));
  let executing = false;
  try {
    const { values } = parseCommand(args, OPTIONS, 0);
    json = values.json ?? false;
    if (!values.repo || !values.patch || !values.spec) throw new UsageError('validate needs --repo <dir>, --patch <file> and --spec <patchproof.json>');
    const patch = await readPatch(values.patch === '-' ? deps.stdin : values.patch, DEFAULT_BUDGETS.maxPatchBytes);
    const [repository, syntax] = await Promise.all([openRepository(values.repo), loadTreeSitterChecker()]);
    const spec = await loadRunSpec(values.spec, repository.root);
    const runner = await pickRunner(runnerKind(values.runner ?? spec.runner.kind), spec);
    const proposal = await propose({ patch, repository, syntax, policy: intakePolicyFor(spec) });
    step(`propose   accepted ${proposal.hash} (${proposal.files.length} files, ${proposal.format})`);
    const runId = `run_${randomBytes(8).toString('hex')}`;
    const actor = values['approve-as'] ?? `${userInfo().username}@local`;
    const approval = approve({ proposal: proposal.hash, run: runId, snapshot: repository.snapshot.id, actor, approvedAt: rfc3339(new Date()) });
    step(`approve   ${approval.hash} by ${actor} for ${runId}`);

    // Before anything runs: a run whose receipt cannot be published is wasted evidence.
    const store = values.store ?? defaultStore();
    await assertWritableStore(store);
    executing = true;
    const workspaces = createWorkspaceFactory({ repository, changes: proposal.changes, spec, expected: { base: proposal.object.base, result: proposal.object.result } });
    let execution;
    try {
      execution = await execute({
        runId, proposal, approval, spec, runner, workspaces,
        liveSnapshot: async () => (await readSnapshot(repository.root)).id,
        onProgress: (event) => step(progressLine(event)),
      });
    } finally {
      await workspaces.close();
    }
    const receipt = buildReceipt({ runId, proposal, approval, spec, execution, toolVersion: version() });
    const path = await fsReceiptStore(store).publish(receipt.digest, receipt.bytes);
    step(`publish   ${receipt.digest}\n          ${path}`);
    if (json) {
      printJson(io, {
        verdict: execution.verdict,
        receipt: receipt.digest,
        proofGrade: execution.proofGrade,
        phases: execution.phases.map((p) => ({ name: p.name, outcome: p.outcome, classification: p.classification, tests: p.tests })),
      });
    } else {
      io.out(`${execution.verdict}  proof grade: ${execution.proofGrade ? 'yes' : `no${execution.verdict === 'PASS' ? ` (${execution.fingerprint.kind} runner is not isolated)` : ''}`}`);
      io.out(`receipt ${receipt.digest}`);
    }
    return execution.verdict === 'PASS' ? EXIT.ok : EXIT.fail;
  } catch (error) {
    const wire = wireOf(error);
    // Exit 2 means refused before execution (PROTOCOL 7). Once tests have run, a failure to
    // finish is a FAIL without a receipt, never a refusal.
    const verdict = executing ? 'FAIL' : 'REFUSED';
    if (json) printJson(io, { verdict, proofGrade: false, phases: [], error: { code: wire.code, message: wire.message } });
    printError(io, wire, executing ? 'failed after execution started' : 'refused');
    return executing ? EXIT.fail : EXIT.refused;
  }
}

async function assertWritableStore(store: string): Promise<void> {
  try {
    await mkdir(join(store, 'sha256'), { recursive: true });
    await access(join(store, 'sha256'), constants.W_OK);
  } catch (error) {
    throw new UsageError(`the receipt store ${store} is not a writable folder (${(error as NodeJS.ErrnoException).code ?? 'error'}); pass --store <dir>`);
  }
}

function runnerKind(kind: string): RunnerKind {
  if (kind === 'local' || kind === 'docker') return kind;
  if (kind === 'fake') throw new UsageError('the fake runner is for tests of the verdict rules; use --runner local or docker');
  throw new UsageError(`unknown runner "${kind}"; use docker or local`);
}

function progressLine(event: ProgressEvent): string {
  if (event.type === 'phase-started') return `run       ${event.phase} …`;
  const r = event.result;
  if (!r) return `done      ${event.phase}`;
  const t = r.tests;
  const why = r.outcome === 'pass' ? '' : `  ${r.classification}: ${r.reasons.map((x) => x.code).join(', ')}`;
  return `phase     ${r.name.padEnd(10)} ${r.outcome.padEnd(4)} exit ${r.exitCode ?? '-'}  tests ${t.passed}/${t.executed} passed${why}`;
}
