/**
 * What `patchproof evaluate` writes per instance (`<out>/<instance_id>/report.json`) and for
 * the whole batch (`<out>/summary.json`), in the shapes of SWE-bench's harness: a report
 * keyed by instance id with `resolved` and FAIL_TO_PASS / PASS_TO_PASS success and failure
 * lists, and a summary with `resolved_ids`, `unresolved_ids`, `error_ids`,
 * `empty_patch_ids`. PatchProof's own evidence (verdict, proof grade, phases, receipt) sits
 * beside it under `patchproof`, so a SWE-bench reader ignores it and nothing of it is lost.
 *
 * Outcomes: `resolved` (the receipt says PASS), `unresolved` (FAIL, or refused at intake:
 * the patch never applied), `empty_patch` (nothing to validate) and `error` (no verdict:
 * the instance could not be run, e.g. its run spec is wrong or no runner was available).
 * An error is not a decision: a resumed batch runs it again.
 */
import { INTAKE_CODES, PatchProofError } from '../errors.js';
import type { PhaseResult } from '../execution/phase-result.js';
import { splitBySuccess, type TestTransitions } from '../execution/transitions.js';

export type InstanceOutcome = 'resolved' | 'unresolved' | 'empty_patch' | 'error';

/** How one instance ended, before it is written out. */
export type InstanceResult =
  | {
      readonly kind: 'validated';
      readonly verdict: 'PASS' | 'FAIL';
      readonly proofGrade: boolean;
      readonly phases: readonly PhaseResult[];
      readonly transitions: TestTransitions;
      readonly receipt: string;
    }
  | { readonly kind: 'refused' | 'error'; readonly code: string; readonly message: string }
  | { readonly kind: 'empty' };

export interface InstanceRecord {
  readonly instanceId: string;
  /** The instance's digest (batch-input.ts) and the patch's sha256: what a resumed batch compares. */
  readonly instanceDigest: string;
  readonly patchDigest: string | null;
  readonly model: string;
  readonly patchIsNone: boolean;
  readonly result: InstanceResult;
  readonly durationMs: number;
}

const EMPTY_LISTS = { success: [] as string[], failure: [] as string[] };

/**
 * The result of a validation that threw: a refusal of the patch at intake (the patch is the
 * cause: unresolved), or an error (anything else: the instance could not be decided).
 */
export function failedResult(error: unknown): InstanceResult {
  if (error instanceof PatchProofError) {
    const intake = (INTAKE_CODES as readonly string[]).includes(error.code);
    return {
      kind: intake ? 'refused' : 'error',
      code: error.code,
      message: error.message.slice(0, 2000),
    };
  }
  return {
    kind: 'error',
    code: 'InternalError',
    message: `unexpected failure: ${error instanceof Error ? error.message : String(error)}`.slice(
      0,
      2000,
    ),
  };
}

export function outcomeOf(result: InstanceResult): InstanceOutcome {
  switch (result.kind) {
    case 'validated':
      return result.verdict === 'PASS' ? 'resolved' : 'unresolved';
    case 'refused':
      return 'unresolved';
    case 'empty':
      return 'empty_patch';
    case 'error':
      return 'error';
  }
}

/** The report.json object: `{ "<instance_id>": { …SWE-bench fields, patchproof: {…} } }`. */
export function instanceReport(record: InstanceRecord): Record<string, unknown> {
  const r = record.result;
  const validated = r.kind === 'validated' ? r : null;
  return {
    [record.instanceId]: {
      patch_is_None: record.patchIsNone,
      patch_exists: r.kind !== 'empty',
      patch_successfully_applied: validated !== null,
      resolved: outcomeOf(r) === 'resolved',
      tests_status: {
        FAIL_TO_PASS: validated ? splitBySuccess(validated.transitions.failToPass) : EMPTY_LISTS,
        PASS_TO_PASS: validated ? splitBySuccess(validated.transitions.passToPass) : EMPTY_LISTS,
        FAIL_TO_FAIL: EMPTY_LISTS,
        PASS_TO_FAIL: EMPTY_LISTS,
      },
      patchproof: {
        outcome: outcomeOf(r),
        model_name_or_path: record.model,
        instance_digest: record.instanceDigest,
        patch_sha256: record.patchDigest,
        duration_ms: Math.round(record.durationMs),
        ...(validated
          ? {
              verdict: validated.verdict,
              proof_grade: validated.proofGrade,
              receipt: validated.receipt,
              // Codes and counts only: the hidden phase's names never leave the runner's side (PROTOCOL 5.1).
              phases: validated.phases.map((p) => ({
                name: p.name,
                outcome: p.outcome,
                classification: p.classification,
                reasons: p.reasons.map((x) => x.code),
                tests: p.tests,
              })),
            }
          : {}),
        ...(r.kind === 'refused'
          ? { verdict: 'REFUSED', refusal: { code: r.code, message: r.message } }
          : {}),
        ...(r.kind === 'error' ? { error: { code: r.code, message: r.message } } : {}),
      },
    },
  };
}

/** What a resumed batch needs of a report it finds: whose it is and how it ended; undefined when it is not one of ours. */
export function readInstanceReport(
  id: string,
  json: unknown,
):
  | {
      outcome: InstanceOutcome;
      instanceDigest: string;
      patchDigest: string | null;
      proofGrade: boolean;
      durationMs: number;
    }
  | undefined {
  const entry = (json as Record<string, unknown> | null)?.[id] as
    Record<string, unknown> | undefined;
  const pp = entry?.['patchproof'] as Record<string, unknown> | undefined;
  const outcome = pp?.['outcome'];
  if (!pp || !['resolved', 'unresolved', 'empty_patch', 'error'].includes(outcome as string))
    return undefined;
  if (
    typeof pp['instance_digest'] !== 'string' ||
    (pp['patch_sha256'] !== null && typeof pp['patch_sha256'] !== 'string')
  )
    return undefined;
  return {
    outcome: outcome as InstanceOutcome,
    instanceDigest: pp['instance_digest'],
    patchDigest: pp['patch_sha256'] as string | null,
    proofGrade: pp['proof_grade'] === true,
    durationMs: typeof pp['duration_ms'] === 'number' ? pp['duration_ms'] : 0,
  };
}

export interface DecidedInstance {
  readonly id: string;
  readonly outcome: InstanceOutcome;
  readonly proofGrade: boolean;
}

/**
 * summary.json, with SWE-bench's keys (schema 2): `incomplete_ids` are the instances with no
 * prediction, as there. PatchProof adds `proof_grade_ids` (resolved on an isolated runner with
 * sealed evidence) and `pending_ids` (submitted, not decided yet: a batch that was stopped).
 */
export function batchSummary(
  instanceIds: readonly string[],
  submittedIds: readonly string[],
  decided: readonly DecidedInstance[],
): Record<string, unknown> {
  const ids = (outcome: InstanceOutcome): string[] =>
    decided
      .filter((d) => d.outcome === outcome)
      .map((d) => d.id)
      .sort();
  const done = new Set(decided.map((d) => d.id));
  const submitted = new Set(submittedIds);
  const resolved = ids('resolved');
  const unresolved = ids('unresolved');
  const empty = ids('empty_patch');
  const errors = ids('error');
  const completed = [...resolved, ...unresolved].sort();
  return {
    total_instances: instanceIds.length,
    submitted_instances: submittedIds.length,
    completed_instances: completed.length,
    resolved_instances: resolved.length,
    unresolved_instances: unresolved.length,
    empty_patch_instances: empty.length,
    error_instances: errors.length,
    completed_ids: completed,
    incomplete_ids: instanceIds.filter((id) => !submitted.has(id)).sort(),
    empty_patch_ids: empty,
    submitted_ids: [...submittedIds].sort(),
    resolved_ids: resolved,
    unresolved_ids: unresolved,
    error_ids: errors,
    pending_ids: [...submittedIds].filter((id) => !done.has(id)).sort(),
    proof_grade_ids: decided
      .filter((d) => d.outcome === 'resolved' && d.proofGrade)
      .map((d) => d.id)
      .sort(),
    schema_version: 2,
  };
}
