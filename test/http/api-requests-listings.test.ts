// What a run lists of one proposal, to any token: its approvals and its validations, none
// before there is one, none of another run's, and a refused query when the proposal is missing
// or malformed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, describeDatabase } from '../support/databases.js';
import { openTestService, type TestService } from '../support/service.js';
import { expectProblem } from './problem-assert.js';

for (const kind of databaseKinds()) {
  describeDatabase(kind, "API requests: a run's approvals and validations of a proposal", () => {
    let s: TestService;
    beforeAll(async () => {
      s = await openTestService(kind);
    });
    afterAll(async () => {
      await s?.close();
    });

    describe('GET /v1/runs/{run}/approvals?proposal=', () => {
      it("lists the run's approval of that proposal to any token, none before a reviewer approves, and refuses a bad query", async () => {
        const { run, proposal, approval, base } = await s.approved();
        const listed = await s.call('GET', `/v1/runs/${run}/approvals?proposal=${proposal}`, {
          token: s.tokens.auditor,
        });
        expect(listed.status).toBe(200);
        expect(listed.json).toEqual({
          approvals: [
            expect.objectContaining({
              hash: approval,
              proposal,
              run,
              snapshot: base,
              actor: 'reviewer-1',
            }),
          ],
        });
        // The same proposal on another run is not approved there.
        const other = await s.registerRun();
        const proposed = await s.call('POST', `/v1/runs/${other}/proposals`, {
          token: s.tokens.proposer,
          body: await s.patch('fix.patch'),
          headers: { 'content-type': 'text/plain' },
        });
        expect(proposed.json.hash).toBe(proposal);
        expect(
          (
            await s.call('GET', `/v1/runs/${other}/approvals?proposal=${proposal}`, {
              token: s.tokens.proposer,
            })
          ).json,
        ).toEqual({ approvals: [] });
        expectProblem(
          await s.call('GET', `/v1/runs/${run}/approvals`, { token: s.tokens.auditor }),
          400,
          'InvalidRequest',
        );
        expectProblem(
          await s.call('GET', `/v1/runs/${run}/approvals?proposal=nope`, {
            token: s.tokens.auditor,
          }),
          400,
          'InvalidRequest',
        );
        expectProblem(
          await s.call('GET', `/v1/runs/run_00000000000000000000/approvals?proposal=${proposal}`, {
            token: s.tokens.auditor,
          }),
          404,
          'RunNotFound',
        );
        expectProblem(
          await s.call('GET', `/v1/runs/${run}/approvals?proposal=${proposal}`),
          401,
          'Unauthorized',
        );
      });
    });

    describe('GET /v1/runs/{run}/validations?proposal=', () => {
      it("lists the proposal's validations in the run to any token, none before one is queued, and refuses a bad query", async () => {
        const { run, proposal, approval } = await s.approved();
        expect(
          (
            await s.call('GET', `/v1/runs/${run}/validations?proposal=${proposal}`, {
              token: s.tokens.proposer,
            })
          ).json,
        ).toEqual({ validations: [] });
        const queued = await s.call('POST', `/v1/runs/${run}/validations`, {
          token: s.tokens.executor,
          json: { approval },
        });
        expect(queued.status).toBe(202);
        const listed = await s.call('GET', `/v1/runs/${run}/validations?proposal=${proposal}`, {
          token: s.tokens.auditor,
        });
        expect(listed.status).toBe(200);
        expect(listed.json).toEqual({
          validations: [expect.objectContaining({ id: queued.json.id, run, approval, proposal })],
        });
        expectProblem(
          await s.call('GET', `/v1/runs/${run}/validations`, { token: s.tokens.auditor }),
          400,
          'InvalidRequest',
        );
        expectProblem(
          await s.call(
            'GET',
            `/v1/runs/run_00000000000000000000/validations?proposal=${proposal}`,
            { token: s.tokens.auditor },
          ),
          404,
          'RunNotFound',
        );
        expectProblem(
          await s.call('GET', `/v1/runs/${run}/validations?proposal=${proposal}`),
          401,
          'Unauthorized',
        );
      });
    });
  });
}
