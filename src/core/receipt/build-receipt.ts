/**
 * The receipt (PROTOCOL 6): everything an auditor needs to judge a validation offline,
 * as canonical JSON under the type `patchproof.receipt.v1`. Free text from the run (test
 * ids, reasons) is attacker-influenced, so it is made NFC and well-formed before hashing.
 */
import type { PatchFinding } from '../intake/environment-findings.js';
import type { Approval } from '../execution/approval.js';
import type { ExecutionResult } from '../execution/execute.js';
import type { PhaseResult } from '../execution/phase-result.js';
import { canonicalBytes, type TypedHash } from '../hash/typed-hash.js';
import { moduleListRecord } from '../gates/runner-modules.js';
import type { UploadedBase } from '../intake/base-gates.js';
import type { IntakePolicy } from '../intake/policy.js';
import type { ProposalObject } from '../intake/proposal.js';
import type { ResolvedRunSpec } from '../runspec/resolve.js';
import type { SnapshotId } from '../snapshot/inventory.js';
import { TARGET_BITS } from '../seal/seal-suite.js';
import { reportText } from './report-text.js';
import { quoteUntrusted } from '../text/safe-text.js';
import { receiptAddress } from '../store/address.js';

export interface ReceiptInput {
  readonly runId: string;
  /** `policy`: the intake policy it passed (its ShadowedModule list is recorded). */
  readonly proposal: {
    readonly hash: TypedHash;
    readonly object: ProposalObject;
    readonly policy?: Pick<IntakePolicy, 'shadowing'>;
    /** Environment findings (core/intake/environment-findings.ts); absent: none. */
    readonly findings?: readonly PatchFinding[];
  };
  readonly approval: Approval;
  readonly spec: ResolvedRunSpec;
  readonly execution: ExecutionResult;
  readonly toolVersion: string;
  /**
   * `environment.setup` as it ran (PROTOCOL 4): its output by digest. The image the phases
   * ran on is pinned by ID in the runner's fingerprint, as an environment image's is.
   */
  readonly setup?: {
    readonly command: readonly string[];
    readonly network: boolean;
    readonly output: SnapshotId;
  };
  /** An uploaded base and its tree-gate findings (core/intake/base-gates.ts); the execution's proof grade already accounts for them. */
  readonly base?: UploadedBase;
  /** The result's Git tree SHA-1 (40 hex), read from a patched copy: an in-toto subject digest. */
  readonly resultGitTree?: string;
}

export interface BuiltReceipt {
  /** The content address: typed hash of exactly `bytes`. */
  readonly digest: TypedHash;
  /** The canonical JSON that is stored and hashed. */
  readonly bytes: Uint8Array;
  readonly receipt: Record<string, unknown>;
}

/**
 * Text fields from a run, made safe to hash and to print: bounded at a code-point
 * boundary, control and bidirectional characters shown as U+FFFD (a test id with a
 * newline must not add a line to the report), well-formed, NFC.
 */
function clean(text: string, max = 2000): string {
  return quoteUntrusted(text, max).normalize('NFC');
}

function phaseRecord(p: PhaseResult) {
  return {
    name: p.name,
    outcome: p.outcome,
    classification: p.classification,
    reasons: p.reasons.map((r) => ({ code: r.code, detail: clean(r.detail) })),
    exitCode: p.exitCode,
    tests: p.tests,
    targets: p.targets.map((t) => ({ id: clean(t.id, 500), status: t.status })),
    durationMs: p.durationMs,
    stdout: p.stdout,
    stderr: p.stderr,
    truncated: p.truncated,
    ...(p.lostTests ? { lostTests: p.lostTests.slice(0, 200).map((t) => clean(t, 500)) } : {}),
    ...(p.rechecked ? { rechecked: p.rechecked.map((t) => clean(t, 500)) } : {}),
    ...(p.seal ? { seal: p.seal } : {}),
    ...(p.testIntegrity
      ? {
          testIntegrity: {
            files: p.testIntegrity.files
              .slice(0, 500)
              .map((f) => ({ path: clean(f.path, 1000), op: f.op })),
            guarded: p.testIntegrity.guarded,
            accepted: p.testIntegrity.accepted.slice(0, 500).map((t) => clean(t, 1000)),
            ...(p.testIntegrity.updated
              ? { updated: p.testIntegrity.updated.slice(0, 500).map((t) => clean(t, 1000)) }
              : {}),
          },
        }
      : {}),
    ...(p.probes ? { probes: p.probes } : {}),
    ...(p.evidence ? { evidence: p.evidence } : {}),
  };
}

/** Builds the receipt and its content address. */
export function buildReceipt(input: ReceiptInput): BuiltReceipt {
  const { execution, spec } = input;
  const body = {
    version: 1,
    run: input.runId,
    proposal: {
      hash: input.proposal.hash,
      ...input.proposal.object,
      ...(input.resultGitTree ? { resultGitTree: input.resultGitTree } : {}),
    },
    // The actor is kept whole so an auditor can recompute the approval hash.
    // Accepted changes are kept whole too: they are part of the approval hash.
    approval: {
      hash: input.approval.hash,
      actor: input.approval.object.actor,
      approvedAt: input.approval.object.approvedAt,
      ...(input.approval.object.acceptedChanges?.length
        ? { acceptedChanges: [...input.approval.object.acceptedChanges] }
        : {}),
      ...(input.approval.object.acceptedFindings?.length
        ? { acceptedFindings: [...input.approval.object.acceptedFindings] }
        : {}),
      // A merge queue's approval names the reviewer's approval it carries over (also hashed).
      ...(input.approval.object.chainedFrom
        ? { chainedFrom: input.approval.object.chainedFrom }
        : {}),
    },
    runSpec: {
      hash: spec.hash,
      // The gate mode (resolve.ts); only mode spec has a trusted reproduction folder.
      reproduction: spec.reproduction.mode,
      ...(spec.reproduction.mode === 'spec'
        ? { reproductionTests: spec.reproduction.tests.digest }
        : {}),
      hiddenTests: spec.hidden.tests.digest,
      ...(spec.probes ? { probes: spec.probes.cases.digest } : {}),
      environment: spec.environment.include,
      // Whole, not by digest: an auditor reads what the commands ran with.
      ...(Object.keys(spec.environment.variables).length > 0
        ? { variables: { ...spec.environment.variables } }
        : {}),
      // What the environment image was built from; the image itself is pinned by ID in the runner's fingerprint.
      ...(spec.environment.image
        ? {
            image: {
              dockerfile: `sha256:${spec.environment.image.dockerfile.sha256}`,
              context: spec.environment.image.context.digest,
              network: spec.environment.image.network,
            },
          }
        : {}),
      ...(input.setup
        ? {
            setup: {
              command: [...input.setup.command],
              network: input.setup.network,
              output: input.setup.output,
            },
          }
        : {}),
      protectedPaths: spec.protectedPaths,
      // The list the ShadowedModule gate judged the patch against, when it ran.
      ...(input.proposal.policy?.shadowing
        ? { moduleList: moduleListRecord(input.proposal.policy.shadowing.modules) }
        : {}),
    },
    runner: {
      kind: execution.fingerprint.kind,
      isolated: execution.fingerprint.isolated,
      fingerprint: execution.fingerprint.details,
    },
    phases: execution.phases.map(phaseRecord),
    regressionBase: execution.regressionBase,
    repository: { before: execution.snapshotBefore, after: execution.snapshotAfter },
    problems: execution.problems.map((p) => clean(p)),
    // Traceability: requirement → tests → result, absent when the spec lists none.
    ...(execution.requirements.length > 0
      ? {
          requirements: execution.requirements.map((r) => ({
            id: clean(r.id, 100),
            ...(r.text !== undefined ? { text: clean(r.text, 1000) } : {}),
            tests: r.tests.map((t) => ({ id: clean(t.id, 1000), status: t.status })),
            result: r.result,
          })),
        }
      : {}),
    // Where the patch may tell the sandbox from production (v1.6; absent when none): never proof grade.
    ...(input.proposal.findings?.length
      ? {
          findings: input.proposal.findings.map((f) => ({
            code: f.code,
            path: clean(f.path, 1000),
            line: f.line,
            detail: clean(f.detail, 200),
          })),
        }
      : {}),
    verdict: execution.verdict,
    proofGrade: execution.proofGrade,
    // The seed is published now that the runs are over, so anyone can make the plants again.
    seal: execution.seal ? { ...execution.seal, target: TARGET_BITS } : null,
    ...(input.base
      ? {
          base: {
            upload: input.base.upload,
            findings: input.base.findings.map((f) => ({
              code: f.code,
              path: clean(f.path, 1000),
              detail: clean(f.detail, 500),
            })),
            omitted: input.base.omitted,
          },
        }
      : {}),
    tool: { name: 'patchproof', version: input.toolVersion },
  };
  const receipt = { ...body, report: reportText(body) };
  const bytes = canonicalBytes(receipt);
  return { digest: receiptAddress(bytes), bytes, receipt };
}
