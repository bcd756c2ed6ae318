// Nobody approves a patch they wrote, over HTTP, whichever token they use: not as its
// proposer, not as one of several, not after relaying it through another run or having a bot
// declare them its author, and not by turning author after their approval was given. The
// tests share one service and run in order: each one's proposals of fix.patch change who
// counts as its author in the next.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createToken } from '../../src/service/tokens.js';
import { databaseKinds, describeDatabase } from '../support/databases.js';
import { openTestService, type TestService } from '../support/service.js';
import { expectProblem } from './problem-assert.js';

for (const kind of databaseKinds()) {
  describeDatabase(kind, 'API authority: self-approval', () => {
    let s: TestService;
    let fixPatch: string;

    beforeAll(async () => {
      s = await openTestService(kind);
      fixPatch = await s.patch('fix.patch');
    });
    afterAll(async () => {
      await s?.close();
    });

    it('an approver token whose actor proposed the patch is 403 SelfApproval, and nothing is approved', async () => {
      const run = await s.registerRun();
      const proposed = await s.call('POST', `/v1/runs/${run}/proposals`, {
        token: s.tokens.proposer,
        body: fixPatch,
        headers: { 'content-type': 'text/plain' },
      });
      expect(proposed.status).toBe(201);
      // The same actor as the proposer's token ('agent-1'), holding the approver role.
      const { token } = await createToken(s.db.store, 'approver', 'agent-1', null);
      const reply = await s.call(
        'POST',
        `/v1/proposals/${proposed.json.hash as string}/approvals`,
        { token, json: { run, snapshot: proposed.json.base } },
      );
      expectProblem(reply, 403, 'SelfApproval');
      expect((await s.db.store.listEvents({ runId: run })).map((e) => e.stage)).toEqual([
        'register-run',
        'propose',
      ]);
      const other = await s.call(
        'POST',
        `/v1/proposals/${proposed.json.hash as string}/approvals`,
        { token: s.tokens.approver, json: { run, snapshot: proposed.json.base } },
      );
      expect(other.status).toBe(201);
    });

    it('any of several proposers of the same patch is refused as its approver', async () => {
      const run = await s.registerRun();
      const first = await s.call('POST', `/v1/runs/${run}/proposals`, {
        token: s.tokens.proposer,
        body: fixPatch,
        headers: { 'content-type': 'text/plain' },
      });
      const second = await s.call('POST', `/v1/runs/${run}/proposals`, {
        token: s.tokens.proposer2,
        body: fixPatch,
        headers: { 'content-type': 'text/plain' },
      });
      expect([first.status, second.status]).toEqual([201, 200]);
      expect(second.json.proposers).toEqual(['agent-1', 'agent-2']);
      const { token } = await createToken(s.db.store, 'approver', 'agent-2', null);
      const reply = await s.call('POST', `/v1/proposals/${first.json.hash as string}/approvals`, {
        token,
        json: { run, snapshot: first.json.base },
      });
      expectProblem(reply, 403, 'SelfApproval');
    });

    const propose = (run: string, token: string, authors?: string) =>
      s.call('POST', `/v1/runs/${run}/proposals`, {
        token,
        body: fixPatch,
        headers: {
          'content-type': 'text/plain',
          ...(authors !== undefined ? { 'x-patchproof-authors': authors } : {}),
        },
      });
    const approveAs = (token: string, hash: string, run: string, base: string) =>
      s.call('POST', `/v1/proposals/${hash}/approvals`, { token, json: { run, snapshot: base } });

    it('relayed through a second run: the author of the bytes in run 1 may not approve them in run 2', async () => {
      const [first, second] = [await s.registerRun(), await s.registerRun()];
      const authored = await propose(first, s.tokens.proposer);
      // Another proposer (a CI bot) submits the same bytes to a run the author never touched.
      const relayed = await propose(second, s.tokens.proposer2);
      expect([authored.status, relayed.status, relayed.json.hash]).toEqual([
        201,
        201,
        authored.json.hash,
      ]);
      const { token } = await createToken(s.db.store, 'approver', 'agent-1', null);
      expectProblem(
        await approveAs(token, relayed.json.hash as string, second, relayed.json.base as string),
        403,
        'SelfApproval',
      );
      expect(await s.db.store.approvalsOf(second, relayed.json.hash as `sha256:${string}`)).toEqual(
        [],
      );
    });

    it('relayed by a bot that declares the author: the declared author may not approve, in any case of their name', async () => {
      const run = await s.registerRun();
      const relayed = await propose(
        run,
        s.tokens.proposer2,
        `${encodeURIComponent('Octo Cat')},${encodeURIComponent('dev,ops')}`,
      );
      expect(relayed.json).toMatchObject({
        proposers: ['agent-2'],
        authors: ['Octo Cat', 'agent-2', 'dev,ops'],
      });
      for (const actor of ['octo cat', 'DEV,OPS']) {
        const { token } = await createToken(s.db.store, 'approver', actor, null);
        expectProblem(
          await approveAs(token, relayed.json.hash as string, run, relayed.json.base as string),
          403,
          'SelfApproval',
        );
      }
      // JSON bodies declare them as a list; a malformed header is refused before intake.
      const json = await s.call('POST', `/v1/runs/${await s.registerRun()}/proposals`, {
        token: s.tokens.proposer2,
        json: { patch: fixPatch, authors: ['mona'] },
      });
      expect(json.json.authors).toEqual(['agent-2', 'mona']);
      expectProblem(await propose(run, s.tokens.proposer2, '%E0%A4%A'), 400, 'InvalidRequest');
      expectProblem(
        await propose(run, s.tokens.proposer2, encodeURIComponent(' padded')),
        400,
        'InvalidRequest',
      );
      // The honest reviewer is no author: approved.
      expect(
        (
          await approveAs(
            s.tokens.approver,
            relayed.json.hash as string,
            run,
            relayed.json.base as string,
          )
        ).status,
      ).toBe(201);
    });

    it('an approval does not carry over: a second run needs its own, and an approver who turns author cannot queue theirs', async () => {
      const approved = await s.approved();
      const second = await s.registerRun();
      await propose(second, s.tokens.proposer2);
      // The first run's approval names the first run: refused for the second.
      expectProblem(
        await s.call('POST', `/v1/runs/${second}/validations`, {
          token: s.tokens.executor,
          json: { approval: approved.approval },
        }),
        409,
        'ApprovalMismatch',
      );
      // The approver of run 1 now submits the same bytes themselves (with a proposer token of their name).
      const { token } = await createToken(s.db.store, 'proposer', 'reviewer-1', null);
      expect((await propose(await s.registerRun(), token)).status).toBe(201);
      expectProblem(
        await s.call('POST', `/v1/runs/${approved.run}/validations`, {
          token: s.tokens.executor,
          json: { approval: approved.approval },
        }),
        403,
        'SelfApproval',
      );
      expect(
        await s.db.store.validationsOf(approved.run, approved.proposal as `sha256:${string}`),
      ).toEqual([]);
    });

    it('an approver named an author after the validation was queued cannot have it published', async () => {
      // Another patch than fix.patch, whose authors the tests above have changed.
      const approved = await s.approved('no-fix.patch');
      const queued = await s.call('POST', `/v1/runs/${approved.run}/validations`, {
        token: s.tokens.executor,
        json: { approval: approved.approval },
      });
      expect(queued.status).toBe(202);
      const relayed = await s.call('POST', `/v1/runs/${await s.registerRun()}/proposals`, {
        token: s.tokens.proposer2,
        json: { patch: await s.patch('no-fix.patch'), authors: ['reviewer-1'] },
      });
      expect(relayed.json.hash).toBe(approved.proposal);
      expectProblem(
        await s.call('POST', `/v1/validations/${queued.json.id as string}/publish`, {
          token: s.tokens.publisher,
        }),
        403,
        'SelfApproval',
      );
    });

    it('a proposer cannot declare more than 32 authors of one proposal in one run, however many submissions it takes', async () => {
      const run = await s.registerRun();
      const names = (from: number) => Array.from({ length: 20 }, (_, i) => `person-${from + i}`);
      const first = await s.call('POST', `/v1/runs/${run}/proposals`, {
        token: s.tokens.proposer2,
        json: { patch: fixPatch, authors: names(0) },
      });
      expect(first.status).toBe(201);
      expectProblem(
        await s.call('POST', `/v1/runs/${run}/proposals`, {
          token: s.tokens.proposer2,
          json: { patch: fixPatch, authors: names(20) },
        }),
        400,
        'InvalidRequest',
      );
      // Nothing of the refused submission was kept: the submitter and its first 20.
      expect(
        await s.db.store.runAuthorsOf(run, first.json.hash as `sha256:${string}`),
      ).toHaveLength(21);
      expect(
        (
          await s.call('POST', `/v1/runs/${run}/proposals`, {
            token: s.tokens.proposer2,
            json: { patch: fixPatch, authors: names(10) },
          })
        ).status,
      ).toBe(200);
    });
  });
}
