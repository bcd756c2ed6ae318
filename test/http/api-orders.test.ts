// Standing orders (`patchproof gate --no-wait`, src/service/orders.ts) in-process on each
// database: the executor leaves an order, the publisher joins it, and when a reviewer
// approves, the service itself queues, a worker runs (fake runner, sealed, honest), the
// service publishes and sets the commit status on a GitHub stand-in with the receipt's
// public link. Beside it: a token revoked before the approval does nothing in its name,
// roles that may not order are refused, and a project without a forge takes no report.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createToken, revokeToken } from '../../src/service/tokens.js';
import type { Worker } from '../../src/service/worker.js';
import { databaseKinds, describeDatabase } from '../support/databases.js';
import { sealedHonestWorker } from '../support/fake-execution.js';
import { type GitHubStandIn, startGitHubStandIn } from '../support/github-stand-in.js';
import { FIXTURE_PROJECT } from '../support/projects.js';
import { openTestService, type Reply, type TestService } from '../support/service.js';
import { expectProblem } from './problem-assert.js';

const SHA = 'a'.repeat(40);
const PUBLIC = 'https://patchproof.example.org';

for (const kind of databaseKinds()) {
  describeDatabase(
    kind,
    'standing orders: the service validates, publishes and reports once approved',
    () => {
      let s: TestService;
      let github: GitHubStandIn;
      let worker: Worker;

      beforeAll(async () => {
        github = await startGitHubStandIn('octo/calc', 'service-token');
        const report = {
          forge: 'github',
          repository: 'octo/calc',
          token: 'PATCHPROOF_TEST_GITHUB_TOKEN',
          api: github.url,
        };
        s = await openTestService(kind, {
          projects: {
            version: 1,
            projects: {
              [FIXTURE_PROJECT]: {
                repository: 'python-calc/repo',
                spec: 'python-calc/spec/patchproof.json',
                uploads: true,
                report,
              },
              quiet: { repository: 'python-calc/repo', spec: 'python-calc/spec/patchproof.json' },
            },
          },
          context: {
            publicUrl: PUBLIC,
            secret: (name) =>
              name === 'PATCHPROOF_TEST_GITHUB_TOKEN' ? 'service-token' : undefined,
          },
        });
        worker = sealedHonestWorker(s.context);
      });
      afterAll(async () => {
        await worker?.stop();
        await s?.close();
        await github?.close();
      });

      async function proposed(): Promise<{ run: string; proposal: string; base: string }> {
        const run = await s.registerRun();
        const reply = await s.call('POST', `/v1/runs/${run}/proposals`, {
          token: s.tokens.proposer,
          body: await s.patch('fix.patch'),
          headers: { 'content-type': 'text/plain' },
        });
        expect(reply.status).toBe(201);
        return { run, proposal: reply.json.hash as string, base: reply.json.base as string };
      }
      const approve = (p: { run: string; proposal: string; base: string }) =>
        s.call('POST', `/v1/proposals/${p.proposal}/approvals`, {
          token: s.tokens.approver,
          json: { run: p.run, snapshot: p.base },
        });
      async function until(id: string, states: readonly string[]): Promise<Reply> {
        for (;;) {
          const reply = await s.call('GET', `/v1/orders/${id}`, { token: s.tokens.auditor });
          expect(reply.status).toBe(200);
          // `done` is claimed before the forge is called; the detail says once it has answered.
          if (states.includes(reply.json.state as string) && reply.json.detail !== 'reporting')
            return reply;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      }

      it('an order left before the approval: queued on approval, published and reported with the receipt link', async () => {
        const p = await proposed();
        const left = await s.call('POST', `/v1/runs/${p.run}/orders`, {
          token: s.tokens.executor,
          json: { proposal: p.proposal, report: { sha: SHA, request: 7 } },
        });
        expect(left.status).toBe(201);
        expect(left.json).toMatchObject({
          state: 'waiting',
          executor: 'ci-runner',
          publisher: null,
          validation: null,
          report: { sha: SHA, request: 7 },
        });
        const id = left.json.id as string;
        const joined = await s.call('POST', `/v1/orders/${id}/publisher`, {
          token: s.tokens.publisher,
        });
        expect(joined.json).toMatchObject({ state: 'waiting', publisher: 'publisher-1' });

        expect((await approve(p)).status).toBe(201);
        const done = await until(id, ['done', 'failed']);
        expect(done.json).toMatchObject({ state: 'done' });
        const validation = await s.call(
          'GET',
          `/v1/validations/${done.json.validation as string}`,
          { token: s.tokens.auditor },
        );
        expect(validation.json).toMatchObject({
          state: 'published',
          verdict: 'PASS',
          proofGrade: true,
        });
        const receipt = validation.json.receipt as string;
        expect((await s.call('GET', `/v1/receipts/${receipt}`)).status).toBe(200);
        expect(github.statuses.filter((st) => st.sha === SHA)).toEqual([
          {
            sha: SHA,
            state: 'success',
            context: `patchproof/${FIXTURE_PROJECT}`,
            description: expect.stringMatching(
              /^PatchProof: PASS, proof grade yes \(proposal [0-9a-f]{12}\)$/,
            ),
            target_url: `${PUBLIC}/ui/receipts/${receipt}`,
          },
        ]);
      });

      it('an order left after the approval acts at once', async () => {
        const p = await proposed();
        expect((await approve(p)).status).toBe(201);
        const left = await s.call('POST', `/v1/runs/${p.run}/orders`, {
          token: s.tokens.executor,
          json: { proposal: p.proposal },
        });
        expect(left.json).toMatchObject({ state: 'queued' });
        expect(left.json.validation).toMatch(/^val_/);
      });

      it('a token revoked before the approval does nothing in its name; the approval stands', async () => {
        const executor = await createToken(s.context.store, 'executor', 'ci-runner-2', null);
        const p = await proposed();
        const left = await s.call('POST', `/v1/runs/${p.run}/orders`, {
          token: executor.token,
          json: { proposal: p.proposal, report: { sha: 'b'.repeat(40), request: null } },
        });
        await revokeToken(s.context.store, executor.record.id, 'operator');
        expect((await approve(p)).status).toBe(201);
        const failed = await until(left.json.id as string, ['failed', 'queued', 'done']);
        expect(failed.json).toMatchObject({ state: 'failed', validation: null });
        expect(failed.json.detail).toContain('revoked');
        const validations = await s.call(
          'GET',
          `/v1/runs/${p.run}/validations?proposal=${p.proposal}`,
          { token: s.tokens.auditor },
        );
        expect(validations.json.validations).toEqual([]);
        expect(github.statuses.filter((st) => st.sha === 'b'.repeat(40))).toEqual([]);
      });

      it('only an executor leaves and only a publisher joins; a project that names no forge takes no commit', async () => {
        const p = await proposed();
        for (const token of [s.tokens.proposer, s.tokens.approver, s.tokens.publisher]) {
          expectProblem(
            await s.call('POST', `/v1/runs/${p.run}/orders`, {
              token,
              json: { proposal: p.proposal },
            }),
            403,
            'RoleNotAllowed',
          );
        }
        const left = await s.call('POST', `/v1/runs/${p.run}/orders`, {
          token: s.tokens.executor,
          json: { proposal: p.proposal },
        });
        expectProblem(
          await s.call('POST', `/v1/orders/${left.json.id as string}/publisher`, {
            token: s.tokens.executor,
          }),
          403,
          'RoleNotAllowed',
        );
        expectProblem(
          await s.call('GET', '/v1/orders/ord_00000000000000000000', { token: s.tokens.auditor }),
          404,
          'OrderNotFound',
        );
        const quiet = await s.call('POST', '/v1/runs', {
          token: s.tokens.proposer,
          json: { project: 'quiet' },
        });
        const quietProposal = await s.call(
          'POST',
          `/v1/runs/${quiet.json.id as string}/proposals`,
          {
            token: s.tokens.proposer,
            body: await s.patch('fix.patch'),
            headers: { 'content-type': 'text/plain' },
          },
        );
        const refused = await s.call('POST', `/v1/runs/${quiet.json.id as string}/orders`, {
          token: s.tokens.executor,
          json: { proposal: quietProposal.json.hash, report: { sha: SHA, request: 1 } },
        });
        expectProblem(refused, 400, 'InvalidRequest');
      });
    },
  );
}
