/**
 * Approvals (PROTOCOL 2.4): a reviewer approves one exact proposal for one run at one
 * repository snapshot. Execution re-checks all three before a single test runs.
 */
import { ExecutionError, PatchProofError } from '../errors.js';
import { type TypedHash, typedHash } from '../hash/typed-hash.js';
import type { SnapshotId } from '../snapshot/inventory.js';

export interface ApprovalObject {
  readonly proposal: TypedHash;
  readonly run: string;
  readonly snapshot: SnapshotId;
  readonly actor: string;
  /** RFC 3339 UTC, second precision: `2026-11-29T12:00:00Z`. */
  readonly approvedAt: string;
  /**
   * Base tests the reviewer accepts not passing with the patch (PROTOCOL 5.1, test
   * integrity): ids as the regression suite reports them. Sorted and without repeats; part
   * of the hash only when there is one, so approvals without any keep their hashes.
   */
  readonly acceptedChanges?: readonly string[];
  /**
   * Environment findings of the patch the reviewer accepts (issue 35): keys `Code@path:line`
   * (environment-findings.ts `findingKey`). A PASS whose every finding is accepted may be
   * proof grade. Sorted and without repeats; part of the hash only when there is one.
   */
  readonly acceptedFindings?: readonly string[];
  /**
   * A merge queue's approval (service/chained-approvals.ts): the approval this one carries
   * over, of the same normalized diff on another base by the same reviewer. Part of the hash
   * only when present, so other approvals keep their hashes.
   */
  readonly chainedFrom?: TypedHash;
}

export interface Approval {
  readonly hash: TypedHash;
  readonly object: ApprovalObject;
}

/** Formats a time as the approval's RFC 3339 UTC timestamp. */
export function rfc3339(date: Date): string {
  return `${date.toISOString().slice(0, 19)}Z`;
}

/** Most accepted changes one approval may name, and the longest id. */
export const MAX_ACCEPTED_CHANGES = 500;
const MAX_ACCEPTED_ID = 1000;

/** Creates an approval object and its typed hash; InvalidApproval when `acceptedChanges` is not a list of test ids. */
export function approve(object: ApprovalObject): Approval {
  const accepted = acceptedChangesOf(object.acceptedChanges ?? []);
  const findings = acceptedFindingsOf(object.acceptedFindings ?? []);
  const clean = {
    proposal: object.proposal,
    run: object.run,
    snapshot: object.snapshot,
    actor: object.actor,
    approvedAt: object.approvedAt,
    ...(accepted.length > 0 ? { acceptedChanges: accepted } : {}),
    ...(findings.length > 0 ? { acceptedFindings: findings } : {}),
    ...(object.chainedFrom !== undefined ? { chainedFrom: object.chainedFrom } : {}),
  };
  return { hash: typedHash('patchproof.approval.v1', clean), object: clean };
}

/** The accepted test ids in their one form (sorted by code unit, no repeats); InvalidApproval for anything that is not a test id. */
export function acceptedChangesOf(ids: readonly string[]): string[] {
  if (ids.length > MAX_ACCEPTED_CHANGES) {
    throw new ExecutionError(
      'InvalidApproval',
      `an approval can accept at most ${MAX_ACCEPTED_CHANGES} changed tests, not ${ids.length}; approve a smaller change`,
    );
  }
  for (const id of ids) {
    // Control characters (newlines included) would let an id forge lines of a report.
    if (
      typeof id !== 'string' ||
      id.length === 0 ||
      id.length > MAX_ACCEPTED_ID ||
      /[\p{Cc}\p{Cf}]/u.test(id) ||
      id.trim() !== id
    ) {
      throw new ExecutionError(
        'InvalidApproval',
        `accepted change ${JSON.stringify(String(id).slice(0, 80))} is not a test id (1 to ${MAX_ACCEPTED_ID} printable characters, no surrounding spaces); name tests as the failure lists them`,
      );
    }
  }
  return [...new Set(ids)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/** Most findings one approval may accept. */
export const MAX_ACCEPTED_FINDINGS = 100;
const FINDING_KEY = /^(?:EnvironmentProbe|BuildConstraint)@[^\p{Cc}\p{Cf}]{1,1000}:[1-9]\d{0,8}$/u;

/** Accepted finding keys in their one form (sorted, no repeats); InvalidApproval for anything else. */
export function acceptedFindingsOf(keys: readonly string[]): string[] {
  if (keys.length > MAX_ACCEPTED_FINDINGS)
    throw new ExecutionError(
      'InvalidApproval',
      `an approval can accept at most ${MAX_ACCEPTED_FINDINGS} findings, not ${keys.length}`,
    );
  for (const key of keys)
    if (typeof key !== 'string' || !FINDING_KEY.test(key))
      throw new ExecutionError(
        'InvalidApproval',
        `accepted finding ${JSON.stringify(String(key).slice(0, 80))} is not a finding key; copy it as validate prints it (Code@path:line)`,
      );
  return [...new Set(keys)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * Refuses execution unless the approval names this proposal, this run and the repository's
 * current snapshot, and its hash is the hash of its content.
 */
export function assertApprovalMatches(
  approval: Approval,
  expected: { proposal: TypedHash; run: string; base: SnapshotId; current: SnapshotId },
): void {
  if (expected.current !== expected.base) {
    throw new PatchProofError(
      'BaseMismatch',
      `the repository is at ${expected.current}, but the proposal was made against ${expected.base}; nothing was run. Propose again against the current tree`,
      {
        details: { expected: expected.base, actual: expected.current },
      },
    );
  }
  const mismatch = (field: string, want: string, got: string): never => {
    throw new ExecutionError(
      'ApprovalMismatch',
      `the approval is for ${field} ${got}, not ${want}; nothing was run. Ask the reviewer to approve this exact ${field}`,
      {
        details: { field, expected: want, actual: got },
      },
    );
  };
  if (approve(approval.object).hash !== approval.hash)
    mismatch('approval hash', approve(approval.object).hash, approval.hash);
  if (approval.object.proposal !== expected.proposal)
    mismatch('proposal', expected.proposal, approval.object.proposal);
  if (approval.object.run !== expected.run) mismatch('run', expected.run, approval.object.run);
  if (approval.object.snapshot !== expected.current)
    mismatch('snapshot', expected.current, approval.object.snapshot);
}
