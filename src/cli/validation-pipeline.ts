/**
 * The local validation pipeline (PROTOCOL 7): propose, approve, execute and publish, each a
 * separate recorded step. Shared by `patchproof validate` and `patchproof demo`, so the
 * demo shows exactly what validate does.
 */
import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { access, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { recordHiddenPhase } from '../adapters/fs/hidden-record.js';
import { pickRunner, type RunnerKind } from '../adapters/pick-runner.js';
import { openRepository, readSnapshot } from '../adapters/repo/index.js';
import { loadRunSpec } from '../adapters/runspec/load-run-spec.js';
import { publishDiff } from '../adapters/store/diff-store.js';
import { fsReceiptStore } from '../adapters/store/fs-receipt-store.js';
import { loadTreeSitterChecker } from '../adapters/syntax/tree-sitter.js';
import { sealInputFor } from '../adapters/workspace/trusted-suite.js';
import { createWorkspaceFactory } from '../adapters/workspace/workspace-factory.js';
import { approve, rfc3339 } from '../core/execution/approval.js';
import { utf8 } from '../core/hash/digest.js';
import { type ExecutionResult, execute, type ProgressEvent } from '../core/execution/execute.js';
import { type Proposal, propose } from '../core/intake/propose.js';
import { intakePolicyFor } from '../core/runspec/intake-policy.js';
import { buildReceipt } from '../core/receipt/build-receipt.js';
import { UsageError } from './output.js';
import { version } from './version.js';

/** One step of the pipeline as a printable line; `execute` marks the point after which a failure is a FAIL, not a refusal. */
export interface PipelineStep {
  readonly stage: 'propose' | 'approve' | 'execute' | 'phase' | 'publish';
  readonly text: string;
  /** For `phase` steps: the execution event the text describes, for live displays. */
  readonly event?: ProgressEvent;
}

export interface PipelineInput {
  readonly repoDir: string;
  readonly patch: Uint8Array;
  readonly specPath: string;
  /** The runner to use; the run spec's own kind when absent. */
  readonly runner?: RunnerKind;
  /** The receipt store folder (created when missing). */
  readonly store: string;
  /** Who approves the run, e.g. `alice@local`. */
  readonly actor: string;
  onStep?(step: PipelineStep): void;
}

export interface PipelineResult {
  readonly proposal: Proposal;
  readonly execution: ExecutionResult;
  readonly receipt: { readonly digest: string; readonly path: string };
}

/** Runs the whole pipeline; throws coded errors (before execution: a refusal; after: a failure). */
export async function runValidation(input: PipelineInput): Promise<PipelineResult> {
  const step = (stage: PipelineStep['stage'], text: string, event?: ProgressEvent): void => input.onStep?.(event ? { stage, text, event } : { stage, text });
  const [repository, syntax] = await Promise.all([openRepository(input.repoDir), loadTreeSitterChecker()]);
  const spec = await loadRunSpec(input.specPath, repository.root);
  const kind = runnerKind(input.runner ?? spec.runner.kind);
  const runner = await pickRunner(kind, spec);
  const proposal = await propose({ patch: input.patch, repository, syntax, policy: intakePolicyFor(spec) });
  step('propose', `propose   accepted ${proposal.hash} (${proposal.files.length} files, ${proposal.format})`);
  const runId = `run_${randomBytes(8).toString('hex')}`;
  const approval = approve({ proposal: proposal.hash, run: runId, snapshot: repository.snapshot.id, actor: input.actor, approvedAt: rfc3339(new Date()) });
  step('approve', `approve   ${approval.hash} by ${input.actor} for ${runId}`);

  // Before anything runs: a run whose receipt cannot be published is wasted evidence.
  await assertWritableStore(input.store);
  step('execute', `execute   on the ${kind} runner (${runner.isolated ? 'isolated' : 'not isolated'})`);
  const workspaces = createWorkspaceFactory({ repository, changes: proposal.changes, spec, expected: { base: proposal.object.base, result: proposal.object.result } });
  let execution;
  try {
    execution = await execute({
      runId, proposal, approval, spec, runner, workspaces,
      seal: await sealInputFor(spec),
      liveSnapshot: async () => (await readSnapshot(repository.root)).id,
      onProgress: (event) => step('phase', progressLine(event), event),
    });
  } finally {
    await workspaces.close();
  }
  const receipt = buildReceipt({ runId, proposal, approval, spec, execution, toolVersion: version() });
  const path = await fsReceiptStore(input.store).publish(receipt.digest, receipt.bytes);
  // The hidden phase's details are the operator's alone; the receipt has its codes and counts.
  // Best effort: the verdict is published already, and a missing record must not undo it.
  await recordHiddenPhase(runId, receipt.digest, execution.hiddenDetail).catch(() => undefined);
  // Beside the receipt, so `patchproof apply --receipt <digest>` finds what it covers.
  await publishDiff(input.store, utf8.encode(proposal.normalizedDiff));
  step('publish', `publish   ${receipt.digest}\n          ${path}`);
  return { proposal, execution, receipt: { digest: receipt.digest, path } };
}

/** `yes`, or `no` with the reason when a PASS is not proof grade. */
export function proofGradeText(execution: ExecutionResult): string {
  if (execution.proofGrade) return 'yes';
  return execution.verdict === 'PASS' ? `no (${execution.fingerprint.kind} runner is not isolated)` : 'no';
}

/** The runner kind named on a command line or in a run spec. */
export function runnerKind(kind: string): RunnerKind {
  if (kind === 'local' || kind === 'docker') return kind;
  if (kind === 'fake') throw new UsageError('the fake runner is for tests of the verdict rules; use --runner local or docker');
  throw new UsageError(`unknown runner "${kind}"; use docker or local`);
}

async function assertWritableStore(store: string): Promise<void> {
  try {
    await mkdir(join(store, 'sha256'), { recursive: true });
    await access(join(store, 'sha256'), constants.W_OK);
  } catch (error) {
    throw new UsageError(`the receipt store ${store} is not a writable folder (${(error as NodeJS.ErrnoException).code ?? 'error'}); pass --store <dir>`);
  }
}

function progressLine(event: ProgressEvent): string {
  if (event.type === 'phase-started') return `run       ${event.phase} …`;
  const r = event.result;
  if (!r) return `done      ${event.phase}`;
  const t = r.tests;
  const why = r.outcome === 'pass' ? '' : `  ${r.classification}: ${r.reasons.map((x) => x.code).join(', ')}`;
  return `phase     ${r.name.padEnd(10)} ${r.outcome.padEnd(4)} exit ${r.exitCode ?? '-'}  tests ${t.passed}/${t.executed} passed${why}`;
}
