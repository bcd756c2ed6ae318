/**
 * The local wiring of the one validation sequence (src/app/validate.ts): the repository on
 * disk, the run spec, the chosen runner and the receipt store folder. Shared by `patchproof
 * validate` and `patchproof demo`, so the demo shows exactly what validate does.
 */
import { randomBytes } from 'node:crypto';
import { recordHiddenPhase } from '../adapters/fs/index.js';
import { pickRunner, type RunnerKind } from '../adapters/runners/index.js';
import { openRepository, readSnapshot } from '../adapters/repo/index.js';
import { readPreparedModules, readRunnerModules } from '../adapters/runners/index.js';
import { loadRunSpec } from '../adapters/runspec/index.js';
import { publishDiff } from '../adapters/store/index.js';
import { fsReceiptStore } from '../adapters/store/index.js';
import { assertStoreHasRoom } from '../adapters/store/index.js';
import { loadTreeSitterChecker } from '../adapters/syntax/index.js';
import { sealInputFor } from '../adapters/workspace/index.js';
import { createWorkspaceFactory } from '../adapters/workspace/index.js';
import { approve, rfc3339 } from '../core/execution/approval.js';
import { utf8 } from '../core/hash/digest.js';
import type { ExecutionResult, ProgressEvent } from '../core/execution/execute.js';
import { type Proposal, propose } from '../core/intake/propose.js';
import { intakePolicyFor } from '../core/runspec/intake-policy.js';
import {
  type ValidationInput,
  type ValidationPorts,
  type ValidationStep,
  validate,
} from '../app/validate.js';
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
  /** Base tests the approval accepts not passing with the patch (PROTOCOL 5.1). */
  readonly acceptedChanges?: readonly string[];
  /** Environment findings the approval accepts, `Code@path:line` (issue 35). */
  readonly acceptedFindings?: readonly string[];
  /** Stops the runs (their containers are removed) and ends in `Cancelled`; nothing is published. */
  readonly signal?: AbortSignal;
  onStep?(step: PipelineStep): void;
}

export interface PipelineResult {
  readonly proposal: Proposal;
  readonly execution: ExecutionResult;
  /** `why`: the receipt's own reason, when a PASS is not proof grade (its report says it). */
  readonly receipt: { readonly digest: string; readonly path: string; readonly why?: string };
}

/** Runs the whole pipeline; throws coded errors (before execution: a refusal; after: a failure). */
export async function runValidation(input: PipelineInput): Promise<PipelineResult> {
  const local = await localValidation(input);
  const validation = await validate(local.input, local.ports);
  return {
    proposal: validation.proposal,
    execution: validation.execution,
    receipt: {
      digest: validation.receipt.digest,
      path: validation.published,
      ...whyOf((validation.receipt.receipt.report as { en: string }).en),
    },
  };
}

/** The reason the receipt's report gives for a PASS that is not proof grade. */
function whyOf(report: string): { why?: string } {
  const why = /Why not proof grade: (.*?)\.(?:\n|$)/.exec(report)?.[1];
  return why === undefined ? {} : { why };
}

/**
 * The sequence's input and ports on this machine: the repository on disk, the run spec, the
 * chosen runner and the receipt store folder (the published value is the receipt's path).
 * Exported for the benchmarks, which run exactly this.
 */
export async function localValidation(
  input: PipelineInput,
): Promise<{ input: ValidationInput; ports: ValidationPorts<string> }> {
  const [repository, syntax] = await Promise.all([
    openRepository(input.repoDir),
    loadTreeSitterChecker(),
  ]);
  const spec = await loadRunSpec(input.specPath, repository.root);
  const kind = runnerKind(input.runner ?? spec.runner.kind);
  const runId = `run_${randomBytes(8).toString('hex')}`;
  const store = fsReceiptStore(input.store);
  let path = '';
  const ports: ValidationPorts<string> = {
    runner: () => pickRunner(kind, spec),
    // The runner's own module list decides what the ShadowedModule gate protects.
    propose: async () =>
      propose({
        patch: input.patch,
        repository,
        syntax,
        policy: intakePolicyFor(spec, await readRunnerModules(kind, spec)),
      }),
    approve: async (proposal) =>
      approve({
        proposal: proposal.hash,
        run: runId,
        snapshot: repository.snapshot.id,
        actor: input.actor,
        approvedAt: rfc3339(new Date()),
        acceptedChanges: input.acceptedChanges ?? [],
        acceptedFindings: input.acceptedFindings ?? [],
      }),
    readyToPublish: (proposal) =>
      assertStoreHasRoom(input.store, utf8.encode(proposal.normalizedDiff).length),
    workspaces: (proposal) =>
      createWorkspaceFactory({
        repository,
        changes: proposal.changes,
        spec,
        expected: { base: proposal.object.base, result: proposal.object.result },
      }),
    preparedModules: (prepared) => readPreparedModules(kind, spec, prepared),
    seal: (proposal) => sealInputFor(spec, { repository, changes: proposal.changes }),
    liveSnapshot: async () => (await readSnapshot(repository.root)).id,
    publish: async (receipt, proposal) => {
      // The diff first, beside the receipt, so `patchproof apply --receipt <digest>` finds what
      // it covers: a store that fills up in between keeps an orphan diff (harmless, content
      // addressed), never a receipt whose diff is missing.
      await publishDiff(input.store, utf8.encode(proposal.normalizedDiff));
      path = (await store.publish(receipt.digest, receipt.bytes)).location;
      return path;
    },
    recordHidden: async (run, digest, hidden) =>
      void (await recordHiddenPhase(run, digest, hidden)),
  };
  return {
    input: {
      runId,
      spec,
      toolVersion: version(),
      ...(input.signal ? { signal: input.signal } : {}),
      onStep: (s) => input.onStep?.(stepLine(s, kind, input.actor, runId, () => path)),
    },
    ports,
  };
}

/** The printable line of one step of the sequence. */
function stepLine(
  s: ValidationStep,
  kind: RunnerKind,
  actor: string,
  runId: string,
  path: () => string,
): PipelineStep {
  switch (s.stage) {
    case 'propose':
      return {
        stage: s.stage,
        text: `propose   accepted ${s.proposal.hash} (${s.proposal.files.length} files, ${s.proposal.format})`,
      };
    case 'approve':
      return { stage: s.stage, text: `approve   ${s.approval.hash} by ${actor} for ${runId}` };
    case 'execute':
      return {
        stage: s.stage,
        text: `execute   on the ${kind} runner (${s.runner.isolated ? 'isolated' : 'not isolated'})`,
      };
    case 'phase':
      return { stage: s.stage, text: progressLine(s.event), event: s.event };
    case 'publish':
      return { stage: s.stage, text: `publish   ${s.receipt.digest}\n          ${path()}` };
  }
}

/** `yes`, or `no` with the receipt's reason when a PASS is not proof grade. */
export function proofGradeText(execution: ExecutionResult, why: string | undefined): string {
  if (execution.proofGrade) return 'yes';
  return execution.verdict === 'PASS' && why !== undefined ? `no (${why})` : 'no';
}

/** The runner kind named on a command line or in a run spec. */
export function runnerKind(kind: string): RunnerKind {
  if (kind === 'local' || kind === 'docker') return kind;
  if (kind === 'fake')
    throw new UsageError(
      'the fake runner is for tests of the verdict rules; use --runner local or docker',
    );
  throw new UsageError(`unknown runner "${kind}"; use docker or local`);
}

function progressLine(event: ProgressEvent): string {
  if (event.type === 'phase-started') return `run       ${event.phase} …`;
  const r = event.result;
  if (!r) return `done      ${event.phase}`;
  const t = r.tests;
  const why =
    r.outcome === 'pass' ? '' : `  ${r.classification}: ${r.reasons.map((x) => x.code).join(', ')}`;
  return `phase     ${r.name.padEnd(10)} ${r.outcome.padEnd(4)} exit ${r.exitCode ?? '-'}  tests ${t.passed}/${t.executed} passed${why}`;
}
