/**
 * Records for the store contract. Hashes are random (the store does not recompute
 * proposal or approval hashes: intake and the HTTP layer do), except receipts, whose
 * address the store does check, so those are real typed hashes of real bytes.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import {
  canonicalBytes,
  type TypedHash,
  typedHashOfBytes,
} from '../../src/core/hash/typed-hash.js';
import type {
  ApprovalRecord,
  NewEvent,
  PhaseProgress,
  ProposalRecord,
  RunRecord,
} from '../../src/core/service/records.js';
import type { NewValidation, ServiceStore } from '../../src/core/service/service-store.js';
import type { SnapshotId } from '../../src/core/snapshot/inventory.js';

export const hash = (): TypedHash => `sha256:${randomBytes(32).toString('hex')}`;
export const snapshot = (): SnapshotId => `ws1_${randomBytes(32).toString('hex')}`;

export function event(
  stage: string,
  ids: { runId?: string; validationId?: string } = {},
): NewEvent {
  return {
    runId: ids.runId ?? null,
    validationId: ids.validationId ?? null,
    traceId: randomUUID(),
    stage,
    actor: 'tester',
    status: 'ok',
    error: null,
    durationMs: 3,
    detail: { note: stage },
  };
}

export function newRun(): Omit<RunRecord, 'createdAt'> {
  return {
    id: `run_${randomUUID()}`,
    project: 'demo',
    repository: 'demo/repo',
    specPath: 'demo/spec/patchproof.json',
    specHash: hash(),
    snapshot: snapshot(),
    base: null,
    createdBy: 'alice',
  };
}

export function newProposal(
  runId: string,
  proposer = 'agent-1',
  proposalHash = hash(),
): Omit<ProposalRecord, 'createdAt'> {
  return {
    runId,
    hash: proposalHash,
    base: snapshot(),
    result: snapshot(),
    diff: hash(),
    format: 'unified',
    normalizedDiff: '--- a/x\n+++ b/x\n',
    files: [{ path: 'src/x.ts', op: 'modify' }],
    gates: ['paths', 'budget', 'syntax'],
    findings: [{ code: 'EnvironmentProbe', path: 'src/x.ts', line: 3, detail: '/proc/self' }],
    // 0x00 and 0xff: bytea must round-trip bytes that are not text.
    patch: new Uint8Array([0x2d, 0x2d, 0x2d, 0x00, 0xff, 0x0a]),
    proposer,
  };
}

export const PHASES: readonly PhaseProgress[] = [
  { name: 'reproduce', state: 'pending' },
  { name: 'apply', state: 'pending' },
  { name: 'verify', state: 'pending' },
  { name: 'hidden', state: 'pending' },
];

/** A run with one proposal and its approval: what a validation needs. */
export async function seedApproval(
  store: ServiceStore,
): Promise<{ run: RunRecord; proposal: ProposalRecord; approval: ApprovalRecord }> {
  const run = await store.createRun(newRun(), event('register-run'));
  const { record: proposal } = await store.saveProposal(
    newProposal(run.id),
    event('propose', { runId: run.id }),
  );
  const approval = await store.createApproval(
    newApproval(run.id, proposal.hash),
    event('approve', { runId: run.id }),
  );
  return { run, proposal, approval };
}

export function newApproval(
  runId: string,
  proposal: TypedHash,
  actor = 'reviewer-1',
): ApprovalRecord {
  return {
    hash: hash(),
    runId,
    proposal,
    snapshot: snapshot(),
    actor,
    approvedAt: '2025-01-02T03:04:05Z',
  };
}

export function newValidation(seed: { run: RunRecord; approval: ApprovalRecord }): NewValidation {
  return {
    id: `val_${randomUUID()}`,
    runId: seed.run.id,
    approval: seed.approval.hash,
    proposal: seed.approval.proposal,
    phases: PHASES,
    createdBy: 'executor-1',
  };
}

/** A queued validation on a fresh run, proposal and approval. */
export async function seedQueued(store: ServiceStore): Promise<{ id: string; runId: string }> {
  const seed = await seedApproval(store);
  const validation = await store.enqueueValidation(
    newValidation(seed),
    event('enqueue', { runId: seed.run.id }),
  );
  return { id: validation.id, runId: seed.run.id };
}

/** Receipt bytes and their true address. */
export function receipt(label: string): { digest: TypedHash; bytes: Uint8Array } {
  const bytes = canonicalBytes({ type: 'patchproof.receipt.v1', label });
  return { digest: typedHashOfBytes('patchproof.receipt.v1', bytes), bytes };
}

/** The error a promise rejects with (fails the test if it resolves). */
export async function rejection(
  promise: Promise<unknown>,
): Promise<{ code?: unknown; details?: Record<string, unknown> }> {
  try {
    await promise;
  } catch (error) {
    return error as { code?: unknown; details?: Record<string, unknown> };
  }
  throw new Error('expected the call to fail, but it succeeded');
}
