// Chained approvals for merge queues (src/service/chained-approvals.ts) in-process on each
// database: a reviewer's approval of a normalized diff is carried over to another run's
// proposal of the same diff in the same project, in the reviewer's name and naming what it
// carries; a diff that differs, another project's approval, or a reviewer who has since
// proposed the same bytes carries nothing; only an executor may ask. The validation of a
// chained approval runs in full and its receipt says where the approval came from.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { approve } from '../../src/core/execution/approval.js';
import { verifyReceipt } from '../../src/core/receipt/verify-receipt.js';
import { createToken } from '../../src/service/tokens.js';
import type { Worker } from '../../src/service/worker.js';
import { databaseKinds, describeDatabase } from '../support/databases.js';
import { sealedHonestWorker } from '../support/fake-execution.js';
import { FIXTURE_PROJECT } from '../support/projects.js';
import { openTestService, type TestService } from '../support/service.js';
import { expectProblem } from './problem-assert.js';

const entry = { repository: 'python-calc/repo', spec: 'python-calc/spec/patchproof.json' };

for (const kind of databaseKinds()) {
  describeDatabase(
    kind,
    'chained approvals: a merge queue carries the approval of the same normalized diff',
    () => {
      let s: TestService;
      let worker: Worker;

      beforeAll(async () => {
        s = await openTestService(kind, {
          projects: { version: 1, projects: { [FIXTURE_PROJECT]: entry, other: entry } },
        });
        worker = sealedHonestWorker(s.context);
      });
      afterAll(async () => {
        await worker?.stop();
        await s?.close();
      });

      async function proposed(
        patch: string,
        project = FIXTURE_PROJECT,
        token = s.tokens.proposer,
      ): Promise<{ run: string; proposal: string; base: string }> {
        const run = (await s.call('POST', '/v1/runs', { token, json: { project } })).json
          .id as string;
        const reply = await s.call('POST', `/v1/runs/${run}/proposals`, {
          token,
          body: await s.patch(patch),
          headers: { 'content-type': 'text/plain' },
        });
        expect(reply.status).toBe(201);
        return { run, proposal: reply.json.hash as string, base: reply.json.base as string };
      }
      const chain = (p: { run: string; proposal: string }, token = s.tokens.executor) =>
        s.call('POST', `/v1/runs/${p.run}/approvals/chained`, {
          token,
          json: { proposal: p.proposal },
        });

      it("carries the reviewer's approval to the same diff in another run; the chained validation's receipt says so and verifies", async () => {
        const first = await proposed('fix.patch');
        const approved = await s.call('POST', `/v1/proposals/${first.proposal}/approvals`, {
          token: s.tokens.approver,
          json: { run: first.run, snapshot: first.base },
        });
        const queue = await proposed('fix.patch');
        const carried = await chain(queue);
        expect(carried.status).toBe(201);
        expect(carried.json).toMatchObject({
          proposal: queue.proposal,
          run: queue.run,
          snapshot: queue.base,
          actor: 'reviewer-1',
          chainedFrom: approved.json.hash,
        });
        // The hash binds what it carries: an auditor recomputes it from the receipt's fields.
        const recomputed = approve({
          proposal: queue.proposal as never,
          run: queue.run,
          snapshot: queue.base as never,
          actor: 'reviewer-1',
          approvedAt: carried.json.approvedAt as string,
          chainedFrom: approved.json.hash as never,
        });
        expect(recomputed.hash).toBe(carried.json.hash);
        // Carried once: the run now has its approval.
        expectProblem(await chain(queue), 409, 'ApprovalExists');

        const queued = await s.call('POST', `/v1/runs/${queue.run}/validations`, {
          token: s.tokens.executor,
          json: { approval: carried.json.hash },
        });
        let state = queued.json;
        while (state.state === 'queued' || state.state === 'running') {
          await new Promise((resolve) => setTimeout(resolve, 50));
          state = (
            await s.call('GET', `/v1/validations/${queued.json.id as string}`, {
              token: s.tokens.auditor,
            })
          ).json;
        }
        expect(state).toMatchObject({ state: 'completed', verdict: 'PASS' });
        await s.call('POST', `/v1/validations/${queued.json.id as string}/publish`, {
          token: s.tokens.publisher,
        });
        const receipt = await s.call('GET', `/v1/receipts/${state.receipt as string}`);
        const checked = verifyReceipt(receipt.bytes, state.receipt as string);
        expect(checked.problems).toEqual([]);
        expect(checked.receipt?.approval).toMatchObject({
          actor: 'reviewer-1',
          chainedFrom: approved.json.hash,
        });
        expect(checked.receipt?.report.en).toContain(
          `Approval carried over: reviewer-1 approved the same normalized diff on another base (${approved.json.hash as string})`,
        );
      });

      it('carries nothing to another diff, from another project, or from a reviewer who has since proposed the same bytes', async () => {
        expectProblem(await chain(await proposed('no-fix.patch')), 404, 'ApprovalNotFound');
        // Another project's approval of exactly this diff.
        const elsewhere = await proposed('skip-test.patch', 'other');
        expect(
          (
            await s.call('POST', `/v1/proposals/${elsewhere.proposal}/approvals`, {
              token: s.tokens.approver,
              json: { run: elsewhere.run, snapshot: elsewhere.base },
            })
          ).status,
        ).toBe(201);
        expectProblem(await chain(await proposed('skip-test.patch')), 404, 'ApprovalNotFound');
        // reviewer-2 approves delete-test, then proposes the same bytes: they are its author now.
        const first = await proposed('delete-test.patch');
        expect(
          (
            await s.call('POST', `/v1/proposals/${first.proposal}/approvals`, {
              token: s.tokens.approver2,
              json: { run: first.run, snapshot: first.base },
            })
          ).status,
        ).toBe(201);
        const asAuthor = await createToken(s.context.store, 'proposer', 'reviewer-2', null);
        expectProblem(
          await chain(await proposed('delete-test.patch', FIXTURE_PROJECT, asAuthor.token)),
          404,
          'ApprovalNotFound',
        );
      });

      it('only an executor carries an approval', async () => {
        const p = await proposed('fix.patch');
        for (const token of [
          s.tokens.proposer,
          s.tokens.approver,
          s.tokens.publisher,
          s.tokens.auditor,
        ])
          expectProblem(await chain(p, token), 403, 'RoleNotAllowed');
      });
    },
  );
}
