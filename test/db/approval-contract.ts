/**
 * The ServiceStore contract for approvals and the validations they queue, one part of the
 * contract every driver registers (pglite.test.ts, postgres.test.ts): one approval per run and
 * proposal, one live validation per approval, and exactly one winner of every race for either.
 */
import { expect, it } from 'vitest';
import { describeDatabase, type DatabaseKind } from '../support/databases.js';
import { sharedTestStore } from './contract-store.js';
import {
  event,
  hash,
  newApproval,
  newProposal,
  newRun,
  newValidation,
  rejection,
  seedApproval,
} from './fixtures.js';

export function approvalContract(kind: DatabaseKind): void {
  describeDatabase(kind, 'ServiceStore approvals and validations', () => {
    const t = sharedTestStore(kind);

    it('allows one approval per run and proposal (ApprovalExists)', async () => {
      const { run, proposal, approval } = await seedApproval(t.store);
      expect(await t.store.getApproval(approval.hash)).toEqual(approval);
      const error = await rejection(
        t.store.createApproval(newApproval(run.id, proposal.hash, 'reviewer-2'), event('approve')),
      );
      expect(error.code).toBe('ApprovalExists');
      expect(error.details?.['approval']).toBe(approval.hash);
    });

    it('keeps what the reviewer accepted, as hashed: base tests and environment findings', async () => {
      const run = await t.store.createRun(newRun(), event('register-run'));
      const { record } = await t.store.saveProposal(newProposal(run.id), event('propose'));
      const approval = {
        ...newApproval(run.id, record.hash),
        acceptedChanges: ['tests/test_x.py::test_old'],
        acceptedFindings: ['EnvironmentProbe@src/x.ts:3'],
      };
      await t.store.createApproval(approval, event('approve'));
      expect(await t.store.getApproval(approval.hash)).toEqual(approval);
      // None accepted: no field at all, as the approval's hash has none.
      const plain = await seedApproval(t.store);
      expect(Object.keys(plain.approval)).not.toContain('acceptedFindings');
    });

    it('lists the approvals of one proposal for one run, and none for another run or proposal', async () => {
      const { run, proposal, approval } = await seedApproval(t.store);
      expect(await t.store.approvalsOf(run.id, proposal.hash)).toEqual([approval]);
      // The same proposal submitted to a second run, not approved there: the first run's approval is not its.
      const other = await t.store.createRun(newRun(), event('register-run'));
      await t.store.saveProposal(newProposal(other.id, 'agent-1', proposal.hash), event('propose'));
      expect(await t.store.approvalsOf(other.id, proposal.hash)).toEqual([]);
      expect(await t.store.approvalsOf(run.id, hash())).toEqual([]);
      expect(await t.store.approvalsOf('run_missing', proposal.hash)).toEqual([]);
    });

    it('gives racing approvals exactly one winner', async () => {
      const run = await t.store.createRun(newRun(), event('register-run'));
      const { record } = await t.store.saveProposal(newProposal(run.id), event('propose'));
      const results = await Promise.allSettled(
        [1, 2, 3].map((n) =>
          t.store.createApproval(
            newApproval(run.id, record.hash, `reviewer-${n}`),
            event('approve', { runId: run.id }),
          ),
        ),
      );
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
      expect(refused.map((r) => (r.reason as { code: unknown }).code)).toEqual([
        'ApprovalExists',
        'ApprovalExists',
      ]);
      // The losers' events rolled back with them.
      const approves = (await t.store.listEvents({ runId: run.id })).filter(
        (e) => e.stage === 'approve',
      );
      expect(approves).toHaveLength(1);
    });

    it('refuses an approval of a proposal not submitted to the run (ProposalNotFound)', async () => {
      const run = await t.store.createRun(newRun(), event('register-run'));
      expect(
        (await rejection(t.store.createApproval(newApproval(run.id, hash()), event('approve'))))
          .code,
      ).toBe('ProposalNotFound');
    });

    it('allows one validation per approval (ValidationExists names it)', async () => {
      const seed = await seedApproval(t.store);
      const first = await t.store.enqueueValidation(newValidation(seed), event('enqueue'));
      expect(first).toMatchObject({
        state: 'queued',
        attempt: 0,
        cancelRequested: false,
        verdict: null,
        receiptDigest: null,
        currentPhase: null,
      });
      expect(await t.store.getValidation(first.id)).toEqual(first);
      const error = await rejection(
        t.store.enqueueValidation(newValidation(seed), event('enqueue')),
      );
      expect(error.code).toBe('ValidationExists');
      expect(error.details?.['validation']).toBe(first.id);
      expect(await t.store.getValidation('val_missing')).toBeNull();
      const unapproved = { ...newValidation(seed), approval: hash() };
      expect((await rejection(t.store.enqueueValidation(unapproved, event('enqueue')))).code).toBe(
        'ApprovalNotFound',
      );
    });

    it('queues an approval again once its validation was cancelled, but not while one is live', async () => {
      const seed = await seedApproval(t.store);
      const first = await t.store.enqueueValidation(newValidation(seed), event('enqueue'));
      await t.store.requestCancel(first.id, event('cancel'));
      expect((await t.store.getValidation(first.id))?.state).toBe('cancelled');
      const second = await t.store.enqueueValidation(newValidation(seed), event('enqueue'));
      expect(second.id).not.toBe(first.id);
      const error = await rejection(
        t.store.enqueueValidation(newValidation(seed), event('enqueue')),
      );
      expect(error.code).toBe('ValidationExists');
      expect(error.details?.['validation']).toBe(second.id);
    });

    it('gives racing enqueues exactly one winner', async () => {
      const seed = await seedApproval(t.store);
      const results = await Promise.allSettled(
        [1, 2].map(() => t.store.enqueueValidation(newValidation(seed), event('enqueue'))),
      );
      const won = results.filter((r) => r.status === 'fulfilled');
      expect(won).toHaveLength(1);
      const lost = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
      expect((lost?.reason as { code: unknown }).code).toBe('ValidationExists');
      expect((lost?.reason as { details: Record<string, unknown> }).details['validation']).toBe(
        won[0]?.value.id,
      );
    });
  });
}
