// The authority matrix through a listening `patchproof serve` on PostgreSQL, generated from
// the route table (ROUTES): every authenticated route, called by every role with a token of
// project alpha about what belongs to project beta, answers 404 (or 403 RoleNotAllowed when
// the role may not act at all), with nothing of beta in the body and nothing changed; the
// same request with beta's token reaches it. A route added without a row (authority-rows.ts)
// fails the first test, so no route can ship without its scope being tried. The service and
// beta's objects are made in authority-world.ts; the tests run in order on that one world.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ROLES, type Role } from '../../src/core/service/roles.js';
import { describeDatabase } from '../support/databases.js';
import {
  createTokenCli,
  http,
  type HttpReply,
  type ServeProcess,
} from '../support/serve-process.js';
import { AUTHENTICATED, keyOf, mayCall, type Request, ROWS, type World } from './authority-rows.js';
import { type Matrix, openMatrix } from './authority-world.js';

describeDatabase(
  'postgres',
  'authority matrix: role × project × route, through patchproof serve',
  () => {
    let database: Matrix['database'];
    let serve: ServeProcess;
    let tokens: Matrix['tokens'];
    let w: World;
    let call: Matrix['call'];
    let close: Matrix['close'] | undefined;

    beforeAll(async () => {
      ({ database, serve, tokens, w, call, close } = await openMatrix());
    }, 240_000);

    afterAll(async () => {
      await close?.();
    });

    it('every authenticated route has a row: a new route cannot ship untried', () => {
      expect(AUTHENTICATED.map(keyOf).sort()).toEqual(Object.keys(ROWS).sort());
    });

    /** What an answer to alpha must not carry: beta's ids, hashes, actors and name, except what the request itself named. */
    function leaks(reply: HttpReply, request: Request): string[] {
      const asked = `${request.path} ${JSON.stringify(request.body ?? '')}`;
      const secrets = [
        w.upload,
        w.emptyRun,
        w.proposedRun,
        w.approvedRun,
        w.proposal,
        w.base,
        w.approval,
        w.validation,
        w.order,
        ...ROLES.map((role) => `${role}-beta`),
        'beta',
      ];
      const body = new TextDecoder().decode(reply.bytes) + JSON.stringify(reply.json);
      return secrets.filter((secret) => !asked.includes(secret) && body.includes(secret));
    }

    const cases = AUTHENTICATED.flatMap((route) =>
      ROLES.map((role) => [keyOf(route), role, route] as const),
    );
    it.each(cases)(
      "%s with alpha's %s token: nothing of beta reached, nothing leaked",
      async (key, role, route) => {
        const row = ROWS[key];
        if (row === undefined) throw new Error(`no row for ${key}`);
        const request = row.request(w);
        const reply = await call(tokens.alpha[role], request);
        if (mayCall(route, role) && row.global) expect(reply.status).toBe(200);
        else if (mayCall(route, role))
          expect([reply.status, reply.json.code]).toEqual([404, row.notFound]);
        else expect([reply.status, reply.json.code]).toEqual([403, 'RoleNotAllowed']);
        expect(leaks(reply, request)).toEqual([]);
      },
    );

    it('after every refusal beta is as it was: the proposal has one run per submission, one approval, a queued validation', async () => {
      const beta = tokens.beta.auditor;
      const validation = await http(serve.url, 'GET', `/v1/validations/${w.validation}`, beta);
      expect(validation.json).toMatchObject({ state: 'queued', cancelRequested: false });
      const approvals = await http(
        serve.url,
        'GET',
        `/v1/runs/${w.approvedRun}/approvals?proposal=${w.proposal}`,
        beta,
      );
      expect((approvals.json.approvals as unknown[]).length).toBe(1);
      expect(
        (
          await http(
            serve.url,
            'GET',
            `/v1/runs/${w.proposedRun}/approvals?proposal=${w.proposal}`,
            beta,
          )
        ).json.approvals,
      ).toEqual([]);
      const proposal = await http(serve.url, 'GET', `/v1/proposals/${w.proposal}`, beta);
      expect(proposal.json).toMatchObject({
        proposers: ['proposer-beta'],
        authors: ['proposer-beta'],
      });
      expect((proposal.json.runs as string[]).includes(w.emptyRun)).toBe(false);
    });

    it("one patch proposed in both projects: each project's tokens see their own runs and proposers only", async () => {
      const alphaRun = (
        await http(serve.url, 'POST', '/v1/runs', tokens.alpha.proposer, { project: 'alpha' })
      ).json.id as string;
      const proposed = await http(
        serve.url,
        'POST',
        `/v1/runs/${alphaRun}/proposals`,
        tokens.alpha.proposer,
        w.patch,
      );
      expect([proposed.status, proposed.json.hash]).toEqual([201, w.proposal]);
      const seen = await http(
        serve.url,
        'GET',
        `/v1/proposals/${w.proposal}`,
        tokens.alpha.auditor,
      );
      expect(seen.json).toMatchObject({
        run: alphaRun,
        runs: [alphaRun],
        proposers: ['proposer-alpha'],
        authors: ['proposer-alpha'],
      });
      // The base is the same snapshot in both (two copies of one fixture): content, not beta's.
      expect(leaks(seen, { method: 'GET', path: `/v1/proposals/${w.proposal} ${w.base}` })).toEqual(
        [],
      );
      // Authorship is not scoped: beta's proposer wrote these bytes, so alpha may not have them approved by them.
      const betaAuthor = createTokenCli(
        'approver',
        'proposer-beta',
        { DATABASE_URL: database.url },
        undefined,
        ['alpha'],
      );
      const refused = await http(
        serve.url,
        'POST',
        `/v1/proposals/${w.proposal}/approvals`,
        betaAuthor,
        { run: alphaRun, snapshot: proposed.json.base },
      );
      expect([refused.status, refused.json.code]).toEqual([403, 'SelfApproval']);
      // A declaration binds its own project only: beta naming alpha's reviewer locks nobody out of alpha.
      const declared = await http(
        serve.url,
        'POST',
        `/v1/runs/${w.emptyRun}/proposals`,
        tokens.beta.proposer,
        { patch: w.patch, authors: ['approver-alpha'] },
      );
      expect(declared.status).toBe(201);
      const approved = await http(
        serve.url,
        'POST',
        `/v1/proposals/${w.proposal}/approvals`,
        tokens.alpha.approver,
        { run: alphaRun, snapshot: proposed.json.base },
      );
      expect(approved.status, JSON.stringify(approved.json)).toBe(201);
    });

    it("beta's upload is not alpha's: alpha cannot register a run on its digest, and sending the same bytes is new to alpha (no oracle)", async () => {
      const registered = await http(serve.url, 'POST', '/v1/runs', tokens.alpha.proposer, {
        project: 'alpha',
        upload: w.upload,
      });
      expect([registered.status, registered.json.code]).toEqual([404, 'UploadNotFound']);
      const again = await call(tokens.alpha.proposer, {
        method: 'POST',
        path: '/v1/uploads?project=alpha',
        tar: w.tar,
      });
      expect([again.status, again.json.upload]).toEqual([201, w.upload]);
      const repeated = await call(tokens.alpha.proposer, {
        method: 'POST',
        path: '/v1/uploads?project=alpha',
        tar: w.tar,
      });
      expect(repeated.status).toBe(200);
    });

    // Last, since some of them change beta: each row's request, made by beta, is not a 404.
    it.each(AUTHENTICATED.map((route) => [keyOf(route), route] as const))(
      "%s with beta's own token reaches it",
      async (key, route) => {
        const row = ROWS[key];
        if (row === undefined) throw new Error(`no row for ${key}`);
        const role = ROLES.find((r) => mayCall(route, r)) as Role;
        const request = row.request(w);
        const reply = await call(tokens.beta[role], request);
        expect(reply.status, JSON.stringify(reply.json)).toBeLessThan(500);
        expect([403, 404]).not.toContain(reply.status);
      },
    );
  },
);
