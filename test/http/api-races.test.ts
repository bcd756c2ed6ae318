// Approvals and validations over HTTP (PROTOCOL 2.4, 8): an approval binds one proposal,
// one run and one snapshot, so it cannot be made against another base, for a run the
// proposal never reached, for a repository that moved, or replayed onto another run.
// Racing requests get exactly one winner from the database, and the loser is told which.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PENDING_PHASES } from '../../src/service/validations.js';
import { databaseKinds, describeDatabase } from '../support/databases.js';
import { FIXTURE, openTestService, type TestService } from '../support/service.js';
import { absentHash, expectProblem } from './problem-assert.js';

for (const kind of databaseKinds()) {
  describeDatabase(kind, 'API approvals and validations', () => {
    let s: TestService;
    let fixPatch: string;
    beforeAll(async () => {
      s = await openTestService(kind);
      fixPatch = await s.patch('fix.patch');
    });
    afterAll(async () => {
      await s?.close();
    });

    const propose = async (run: string, token = s.tokens.proposer) => {
      const reply = await s.call('POST', `/v1/runs/${run}/proposals`, {
        token,
        body: fixPatch,
        headers: { 'content-type': 'text/plain' },
      });
      expect(reply.status).toBeLessThan(300);
      return { hash: reply.json.hash as string, base: reply.json.base as string };
    };
    const approve = (hash: string, body: unknown, token = s.tokens.approver) =>
      s.call('POST', `/v1/proposals/${hash}/approvals`, { token, json: body });
    const queue = (run: string, approval: string) =>
      s.call('POST', `/v1/runs/${run}/validations`, {
        token: s.tokens.executor,
        json: { approval },
      });
    const stages = async (run: string) =>
      (await s.db.store.listEvents({ runId: run })).map((e) => e.stage);

    describe('approvals', () => {
      it("a snapshot other than the proposal's base is 409 ApprovalMismatch", async () => {
        const run = await s.registerRun();
        const { hash } = await propose(run);
        const reply = await approve(hash, { run, snapshot: `ws1_${'0'.repeat(64)}` });
        expectProblem(reply, 409, 'ApprovalMismatch');
        expect(reply.json.details).toMatchObject({ field: 'snapshot' });
        expect(await stages(run)).toEqual(['register-run', 'propose']);
      });

      it('a run the proposal was not submitted to is 404 ProposalNotFound', async () => {
        const submitted = await s.registerRun();
        const { hash, base } = await propose(submitted);
        const other = await s.registerRun();
        expectProblem(await approve(hash, { run: other, snapshot: base }), 404, 'ProposalNotFound');
        expect(await stages(other)).toEqual(['register-run']);
      });

      it('an unknown run is 404 RunNotFound; an unknown proposal 404 ProposalNotFound', async () => {
        const run = await s.registerRun();
        const { hash, base } = await propose(run);
        expectProblem(
          await approve(hash, { run: 'run_00000000000000000000', snapshot: base }),
          404,
          'RunNotFound',
        );
        expectProblem(
          await approve(absentHash(), { run, snapshot: base }),
          404,
          'ProposalNotFound',
        );
      });

      it('a repository changed after proposing is 409 BaseMismatch, and nothing is approved', async () => {
        const run = await s.registerRun();
        const { hash, base } = await propose(run);
        const file = join(s.root, FIXTURE, 'repo', 'calc.py');
        const original = await readFile(file);
        await writeFile(
          file,
          Buffer.concat([original, Buffer.from('\n# edited after the proposal\n')]),
        );
        try {
          expectProblem(await approve(hash, { run, snapshot: base }), 409, 'BaseMismatch');
        } finally {
          // Same bytes, same mode: the tree is at its base again for the tests after this one.
          await writeFile(file, original);
        }
        expect(await stages(run)).toEqual(['register-run', 'propose']);
        expect((await approve(hash, { run, snapshot: base })).status).toBe(201);
      });

      it('two approvers racing on one run and proposal: exactly one 201, the other 409 ApprovalExists naming the winner', async () => {
        const run = await s.registerRun();
        const { hash, base } = await propose(run);
        const replies = await Promise.all([
          approve(hash, { run, snapshot: base }, s.tokens.approver),
          approve(hash, { run, snapshot: base }, s.tokens.approver2),
        ]);
        const won = replies.filter((r) => r.status === 201);
        const lost = replies.filter((r) => r.status !== 201);
        expect(won).toHaveLength(1);
        expect(lost).toHaveLength(1);
        expectProblem(lost[0] as (typeof replies)[number], 409, 'ApprovalExists');
        expect(lost[0]?.json.details).toMatchObject({ approval: won[0]?.json.hash });
        expect((await stages(run)).filter((stage) => stage === 'approve')).toHaveLength(1);
      });

      it('approving again after the race is 409 ApprovalExists too', async () => {
        const { run, proposal, base } = await s.approved();
        expectProblem(
          await approve(proposal, { run, snapshot: base }, s.tokens.approver2),
          409,
          'ApprovalExists',
        );
      });

      it('replay: an approval made for run A cannot queue a validation on run B (409 ApprovalMismatch, nothing stored)', async () => {
        const a = await s.approved();
        // Run B has the same proposal (same patch, same base), so only the run differs.
        const b = await s.registerRun();
        await propose(b);
        const reply = await queue(b, a.approval);
        expectProblem(reply, 409, 'ApprovalMismatch');
        expect(reply.json.details).toMatchObject({ field: 'run', expected: b, actual: a.run });
        expect(await stages(b)).toEqual(['register-run', 'propose']);
        // Had a validation been stored for the approval, this would be ValidationExists.
        expect((await queue(a.run, a.approval)).status).toBe(202);
      });
    });

    describe('validations', () => {
      it('two queue requests of one approval racing: one 202, one 409 ValidationExists naming the winner', async () => {
        const { run, approval } = await s.approved();
        const replies = await Promise.all([queue(run, approval), queue(run, approval)]);
        const won = replies.filter((r) => r.status === 202);
        const lost = replies.filter((r) => r.status !== 202);
        expect(won).toHaveLength(1);
        expect(lost).toHaveLength(1);
        expectProblem(lost[0] as (typeof replies)[number], 409, 'ValidationExists');
        expect(lost[0]?.json.details).toMatchObject({ validation: won[0]?.json.id });
        expect(won[0]?.headers.get('location')).toBe(
          `/v1/validations/${won[0]?.json.id as string}`,
        );
        expect(won[0]?.json).toMatchObject({
          state: 'queued',
          run,
          approval,
          phases: PENDING_PHASES,
        });
      });

      it('an unknown approval is 404 ApprovalNotFound; a malformed one 400 InvalidRequest', async () => {
        const run = await s.registerRun();
        expectProblem(await queue(run, absentHash()), 404, 'ApprovalNotFound');
        expectProblem(await queue(run, 'sha256:nothex'), 400, 'InvalidRequest');
        expect(await stages(run)).toEqual(['register-run']);
      });

      it('an unknown validation is 404 ValidationNotFound on every route that names one', async () => {
        const id = 'val_00000000000000000000';
        expectProblem(
          await s.call('GET', `/v1/validations/${id}`, { token: s.tokens.auditor }),
          404,
          'ValidationNotFound',
        );
        expectProblem(
          await s.call('GET', `/v1/validations/${id}/events`, { token: s.tokens.auditor }),
          404,
          'ValidationNotFound',
        );
        expectProblem(
          await s.call('POST', `/v1/validations/${id}/cancel`, { token: s.tokens.executor }),
          404,
          'ValidationNotFound',
        );
        expectProblem(
          await s.call('POST', `/v1/validations/${id}/publish`, { token: s.tokens.publisher }),
          404,
          'ValidationNotFound',
        );
      });

      it('publishing before the validation completed is 409 ValidationNotFinished, and no receipt exists', async () => {
        const { run, approval } = await s.approved();
        const queued = await queue(run, approval);
        const id = queued.json.id as string;
        const reply = await s.call('POST', `/v1/validations/${id}/publish`, {
          token: s.tokens.publisher,
        });
        expectProblem(reply, 409, 'ValidationNotFinished');
        expect(reply.json.details).toMatchObject({ validation: id, state: 'queued' });
        expect((await s.db.store.getValidation(id))?.state).toBe('queued');
      });

      it('cancelling a queued validation makes it cancelled at once, and no worker ever claims it', async () => {
        const { run, approval } = await s.approved();
        const id = (await queue(run, approval)).json.id as string;
        const reply = await s.call('POST', `/v1/validations/${id}/cancel`, {
          token: s.tokens.executor,
        });
        expect(reply.status).toBe(202);
        expect(reply.json).toMatchObject({ id, state: 'cancelled' });
        expect((await stages(run)).slice(-2)).toEqual(['queue', 'cancel']);
        // Drain the queue as a worker would: every other queued job may be claimed, this one never.
        const claimed: string[] = [];
        for (
          let claim = await s.db.store.claimValidation('wrk_test', 30, PENDING_PHASES);
          claim;
          claim = await s.db.store.claimValidation('wrk_test', 30, PENDING_PHASES)
        ) {
          claimed.push(claim.validationId);
        }
        expect(claimed.length).toBeGreaterThan(0);
        expect(claimed).not.toContain(id);
        const after = await s.call('GET', `/v1/validations/${id}`, { token: s.tokens.auditor });
        expect(after.json).toMatchObject({ state: 'cancelled', attempt: 0 });
        // Publishing a cancelled validation is refused like any unfinished one.
        expectProblem(
          await s.call('POST', `/v1/validations/${id}/publish`, { token: s.tokens.publisher }),
          409,
          'ValidationNotFinished',
        );
      });
    });
  });
}
