// Attacks on standing orders (src/service/orders.ts) by someone who read the code (an
// adversarial review of 030523a): each failed on b99fac2 and holds now. In-process, on each
// database, with a GitHub stand-in, a forge that never answers, and a secret no header takes.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { completeOrder } from '../../src/service/orders.js';
import { createToken, revokeToken } from '../../src/service/tokens.js';
import type { Worker } from '../../src/service/worker.js';
import { databaseKinds, describeDatabase } from '../support/databases.js';
import { sealedHonestWorker } from '../support/fake-execution.js';
import { type GitHubStandIn, startGitHubStandIn } from '../support/github-stand-in.js';
import { FIXTURE_PROJECT } from '../support/projects.js';
import { openTestService, type Reply, type TestService } from '../support/service.js';
import { expectProblem } from './problem-assert.js';

const PUBLIC = 'https://patchproof.example.org';
const sha = (c: string): string => c.repeat(40);

for (const kind of databaseKinds()) {
  describeDatabase(kind, 'standing orders under attack', () => {
    let s: TestService;
    let github: GitHubStandIn;
    let hanging: Server;

    beforeAll(async () => {
      github = await startGitHubStandIn('octo/calc', 'service-token');
      // A forge that accepts the connection and never answers.
      hanging = createServer(() => undefined);
      await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
      const slowApi = `http://127.0.0.1:${(hanging.address() as AddressInfo).port}`;
      const spec = { repository: 'python-calc/repo', spec: 'python-calc/spec/patchproof.json' };
      s = await openTestService(kind, {
        projects: {
          version: 1,
          projects: {
            [FIXTURE_PROJECT]: {
              ...spec,
              uploads: true,
              report: {
                forge: 'github',
                repository: 'octo/calc',
                token: 'GOOD_TOKEN',
                api: github.url,
              },
            },
            // A secret with a second line (a pasted token plus a comment, a CRLF in the middle).
            loud: {
              ...spec,
              report: {
                forge: 'github',
                repository: 'octo/calc',
                token: 'TWO_LINE_TOKEN',
                api: github.url,
              },
            },
            slow: {
              ...spec,
              report: {
                forge: 'github',
                repository: 'octo/calc',
                token: 'GOOD_TOKEN',
                api: slowApi,
              },
            },
          },
        },
        context: {
          publicUrl: PUBLIC,
          secret: (name) =>
            ({
              GOOD_TOKEN: 'service-token',
              TWO_LINE_TOKEN: 'ghp_SERVICE_SECRET_0123456789\nrotated 2026-12',
            })[name],
        },
      });
    });
    afterAll(async () => {
      hanging?.closeAllConnections();
      hanging?.close();
      await s?.close();
      await github?.close();
    });

    /** A worker, started only where a test wants validations to run (so queued ones stay queued otherwise). */
    function worker(): Worker {
      return sealedHonestWorker(s.context);
    }
    async function proposed(
      project = FIXTURE_PROJECT,
    ): Promise<{ run: string; proposal: string; base: string }> {
      const run = await s.call('POST', '/v1/runs', { token: s.tokens.proposer, json: { project } });
      const reply = await s.call('POST', `/v1/runs/${run.json.id as string}/proposals`, {
        token: s.tokens.proposer,
        body: await s.patch('fix.patch'),
        headers: { 'content-type': 'text/plain' },
      });
      expect(reply.status).toBe(201);
      return {
        run: run.json.id as string,
        proposal: reply.json.hash as string,
        base: reply.json.base as string,
      };
    }
    const approve = (p: { run: string; proposal: string; base: string }) =>
      s.call('POST', `/v1/proposals/${p.proposal}/approvals`, {
        token: s.tokens.approver,
        json: { run: p.run, snapshot: p.base },
      });
    const leave = (token: string, p: { run: string; proposal: string }, commit: string) =>
      s.call('POST', `/v1/runs/${p.run}/orders`, {
        token,
        json: { proposal: p.proposal, report: { sha: commit, request: 1 } },
      });
    const order = (id: string) => s.call('GET', `/v1/orders/${id}`, { token: s.tokens.auditor });
    async function until(path: string, states: readonly string[], ms = 10_000): Promise<Reply> {
      const end = Date.now() + ms;
      for (;;) {
        const reply = await s.call('GET', path, { token: s.tokens.auditor });
        // An order claims `done` before calling the forge; its detail says once the forge answered.
        const settled =
          states.includes(reply.json.state as string) && reply.json.detail !== 'reporting';
        if (settled || Date.now() > end) return reply;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }

    /** A proposal approved, validated and published the ordinary way (gate without --no-wait, or curl): no order. */
    async function publishedWithoutOrder(): Promise<{
      run: string;
      proposal: string;
      validation: string;
    }> {
      const a = await s.approved();
      const queued = await s.call('POST', `/v1/runs/${a.run}/validations`, {
        token: s.tokens.executor,
        json: { approval: a.approval },
      });
      const w = worker();
      await until(`/v1/validations/${queued.json.id as string}`, ['completed']);
      await w.stop();
      expect(
        (
          await s.call('POST', `/v1/validations/${queued.json.id as string}/publish`, {
            token: s.tokens.publisher,
          })
        ).status,
      ).toBe(201);
      return { run: a.run, proposal: a.proposal, validation: queued.json.id as string };
    }

    // F1 (high): an order left on a proposal whose validation already passed adopted it
    // (ValidationExists -> queued): with the CI job's executor and publisher tokens, any earlier
    // PASS of the project turned any commit green. An order now reports only what it queued.
    it('F1: an order cannot re-point an earlier PASS at a commit of its choosing', async () => {
      const earlier = await publishedWithoutOrder();
      const evil = sha('e');
      const adopted = await leave(s.tokens.executor, earlier, evil);
      expect(adopted.status).toBe(201);
      expect(adopted.json).toMatchObject({ state: 'failed', validation: null });
      expect(adopted.json.detail).toContain('not by this order');
      expectProblem(
        await s.call('POST', `/v1/orders/${adopted.json.id as string}/publisher`, {
          token: s.tokens.publisher,
        }),
        409,
        'OrderClosed',
      );
      expect(github.statuses.filter((st) => st.sha === evil)).toEqual([]);
    });

    // F2 (medium): the executor token that chose report.sha is not looked up again when the
    // order reports; a leaked executor token, revoked, still gets its commit marked.
    it('F2: a revoked executor’s order reports nothing in its name', async () => {
      const executor = await createToken(s.context.store, 'executor', 'ci-runner-leaked', null);
      const p = await proposed();
      const left = await leave(executor.token, p, sha('2'));
      expect((await approve(p)).status).toBe(201);
      expect((await order(left.json.id as string)).json.state).toBe('queued');
      const val = (await order(left.json.id as string)).json.validation as string;
      const w = worker();
      await until(`/v1/validations/${val}`, ['completed']);
      await w.stop();
      await revokeToken(s.context.store, executor.record.id, 'operator');
      // An honest publisher publishes the validation by hand.
      expect(
        (await s.call('POST', `/v1/validations/${val}/publish`, { token: s.tokens.publisher }))
          .status,
      ).toBeLessThan(300);
      expect(github.statuses.filter((st) => st.sha === sha('2'))).toEqual([]);
    });

    // F3 (medium): a forge token the fetch API refuses as a header (an inner newline) is quoted
    // by the thrown TypeError, copied into order.detail and the event log: any auditor reads it.
    it('F3: the service’s forge token never appears in an order’s detail', async () => {
      const w = worker();
      const p = await proposed('loud');
      const left = await leave(s.tokens.executor, p, sha('3'));
      await s.call('POST', `/v1/orders/${left.json.id as string}/publisher`, {
        token: s.tokens.publisher,
      });
      expect((await approve(p)).status).toBe(201);
      const done = await until(`/v1/orders/${left.json.id as string}`, ['done', 'failed']);
      await w.stop();
      expect(done.json.state).toBe('done');
      expect(done.text).not.toContain('ghp_SERVICE_SECRET');
    });

    // F4 (low): a queued validation cancelled (or failed WorkerLost in claimValidation) never
    // calls completeOrder: the order stays `queued` and the commit status `pending` forever.
    it('F4: an order whose validation is cancelled while queued settles and reports', async () => {
      const p = await proposed();
      const left = await leave(s.tokens.executor, p, sha('4'));
      expect((await approve(p)).status).toBe(201);
      const val = (await order(left.json.id as string)).json.validation as string;
      expect(
        (await s.call('POST', `/v1/validations/${val}/cancel`, { token: s.tokens.executor })).json
          .state,
      ).toBe('cancelled');
      const after = await until(`/v1/orders/${left.json.id as string}`, ['done', 'failed'], 2000);
      expect(after.json.state).not.toBe('queued');
      expect(github.statuses.filter((st) => st.sha === sha('4')).map((st) => st.state)).toEqual([
        'error',
      ]);
    });

    // F5 (low): publishValidation throwing inside completeOrder (SelfApproval re-check, ReceiptConflict)
    // is swallowed by the caller; the order stays `queued`, nothing is reported, nobody is told.
    it('F5: an order whose publish is refused settles failed and reports error', async () => {
      const reviewer = await createToken(s.context.store, 'approver', 'reviewer-5', null);
      const w = worker();
      const p = await proposed();
      const left = await leave(s.tokens.executor, p, sha('5'));
      expect(
        (
          await s.call('POST', `/v1/proposals/${p.proposal}/approvals`, {
            token: reviewer.token,
            json: { run: p.run, snapshot: p.base },
          })
        ).status,
      ).toBe(201);
      const val = (await order(left.json.id as string)).json.validation as string;
      await until(`/v1/validations/${val}`, ['completed']);
      await w.stop();
      // The reviewer is since declared an author of the same bytes (another run of the project).
      const other = await s.registerRun();
      const relayed = await s.call('POST', `/v1/runs/${other}/proposals`, {
        token: s.tokens.proposer2,
        body: await s.patch('fix.patch'),
        headers: { 'content-type': 'text/plain', 'x-patchproof-authors': 'reviewer-5' },
      });
      expect(relayed.status).toBe(201);
      const joined = await s.call('POST', `/v1/orders/${left.json.id as string}/publisher`, {
        token: s.tokens.publisher,
      });
      expect(joined.status).toBe(200);
      const after = await until(`/v1/orders/${left.json.id as string}`, ['done', 'failed'], 2000);
      expect(after.json.state).toBe('failed');
      expect(github.statuses.filter((st) => st.sha === sha('5')).map((st) => st.state)).toEqual([
        'error',
      ]);
    });

    // F6 (low): finish() posts to the forge BEFORE settleOrder claims queued -> done, so two
    // service processes completing one order both report (store-orders.ts promises they cannot both act).
    it('F6: two processes completing the same order report once', async () => {
      const p = await proposed();
      const left = await leave(s.tokens.executor, p, sha('6'));
      expect((await approve(p)).status).toBe(201);
      const val = (await order(left.json.id as string)).json.validation as string;
      const w = worker();
      await until(`/v1/validations/${val}`, ['completed']);
      await w.stop();
      // Published by hand; then what two service processes do when both see it (a worker's sweep, a publisher's call).
      expect(
        (await s.call('POST', `/v1/validations/${val}/publish`, { token: s.tokens.publisher }))
          .status,
      ).toBe(201);
      await Promise.all([completeOrder(s.context, val), completeOrder(s.context, val)]);
      await until(`/v1/orders/${left.json.id as string}`, ['done']);
      expect(github.statuses.filter((st) => st.sha === sha('6'))).toHaveLength(1);
    });

    // F7 (low): the forge call runs inside the publisher's POST /publish (and inside the worker
    // loop): a forge that hangs holds the publish answer for the full 30 s fetch timeout.
    it(
      'F7: a hanging forge does not hold the publisher’s answer',
      { timeout: 60_000 },
      async () => {
        const w = worker();
        const p = await proposed('slow');
        const left = await leave(s.tokens.executor, p, sha('7'));
        expect((await approve(p)).status).toBe(201);
        const val = (await order(left.json.id as string)).json.validation as string;
        await until(`/v1/validations/${val}`, ['completed']);
        await w.stop();
        const started = Date.now();
        await s.call('POST', `/v1/validations/${val}/publish`, { token: s.tokens.publisher });
        expect(Date.now() - started).toBeLessThan(5000);
      },
    );
  });
}
