// The authority matrix through a listening `patchproof serve` on PostgreSQL, generated from
// the route table (ROUTES): every authenticated route, called by every role with a token of
// project alpha about what belongs to project beta, answers 404 (or 403 RoleNotAllowed when
// the role may not act at all), with nothing of beta in the body and nothing changed; the
// same request with beta's token reaches it. A route added without a row here fails the
// first test, so no route can ship without its scope being tried.
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ROUTES } from '../../src/http/app.js';
import { ROLES, type Role } from '../../src/core/service/roles.js';
import { createTestDatabase, describeDatabase } from '../support/databases.js';
import { writeFixtureProjects } from '../support/projects.js';
import {
  createTokenCli,
  http,
  type HttpReply,
  type ServeProcess,
  startServe,
} from '../support/serve-process.js';
import { repoRoot } from '../support/shared.js';
import { buildTar } from '../support/tar.js';

const PROJECTS = ['alpha', 'beta'] as const;
type Project = (typeof PROJECTS)[number];

/** Beta's objects, made by beta's own tokens: what alpha's tokens must not reach. */
interface World {
  readonly emptyRun: string;
  readonly proposedRun: string;
  readonly approvedRun: string;
  readonly proposal: string;
  readonly base: string;
  readonly approval: string;
  readonly validation: string;
  /** A standing order beta's executor left on the proposed run. */
  readonly order: string;
  /** A tree beta sent as an upload. */
  readonly tar: Uint8Array;
  readonly upload: string;
}

interface Request {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly body?: unknown;
  readonly tar?: Uint8Array;
}

/** How a route is tried: the request about beta's objects, and the code alpha's allowed roles get. */
interface Row {
  readonly request: (w: World) => Request;
  readonly notFound: string;
  /** A route about no object (GET /metrics): every allowed token is answered, over its own projects only. */
  readonly global?: true;
}

const ROWS: Readonly<Record<string, Row>> = {
  'POST /v1/uploads': {
    request: (w) => ({ method: 'POST', path: '/v1/uploads?project=beta', tar: w.tar }),
    notFound: 'ProjectNotFound',
  },
  'POST /v1/runs': {
    request: () => ({ method: 'POST', path: '/v1/runs', body: { project: 'beta' } }),
    notFound: 'ProjectNotFound',
  },
  'GET /v1/runs/{run}': {
    request: (w) => ({ method: 'GET', path: `/v1/runs/${w.proposedRun}` }),
    notFound: 'RunNotFound',
  },
  'POST /v1/runs/{run}/proposals': {
    request: (w) => ({ method: 'POST', path: `/v1/runs/${w.emptyRun}/proposals`, body: PATCH }),
    notFound: 'RunNotFound',
  },
  'GET /v1/proposals/{hash}': {
    request: (w) => ({ method: 'GET', path: `/v1/proposals/${w.proposal}` }),
    notFound: 'ProposalNotFound',
  },
  'POST /v1/proposals/{hash}/approvals': {
    request: (w) => ({
      method: 'POST',
      path: `/v1/proposals/${w.proposal}/approvals`,
      body: { run: w.proposedRun, snapshot: w.base },
    }),
    notFound: 'RunNotFound',
  },
  'GET /v1/runs/{run}/approvals': {
    request: (w) => ({
      method: 'GET',
      path: `/v1/runs/${w.approvedRun}/approvals?proposal=${w.proposal}`,
    }),
    notFound: 'RunNotFound',
  },
  'POST /v1/runs/{run}/validations': {
    request: (w) => ({
      method: 'POST',
      path: `/v1/runs/${w.approvedRun}/validations`,
      body: { approval: w.approval },
    }),
    notFound: 'RunNotFound',
  },
  'GET /v1/runs/{run}/validations': {
    request: (w) => ({
      method: 'GET',
      path: `/v1/runs/${w.approvedRun}/validations?proposal=${w.proposal}`,
    }),
    notFound: 'RunNotFound',
  },
  'GET /v1/validations/{id}': {
    request: (w) => ({ method: 'GET', path: `/v1/validations/${w.validation}` }),
    notFound: 'ValidationNotFound',
  },
  'GET /v1/validations/{id}/events': {
    request: (w) => ({ method: 'GET', path: `/v1/validations/${w.validation}/events` }),
    notFound: 'ValidationNotFound',
  },
  'POST /v1/validations/{id}/cancel': {
    request: (w) => ({ method: 'POST', path: `/v1/validations/${w.validation}/cancel` }),
    notFound: 'ValidationNotFound',
  },
  'POST /v1/validations/{id}/publish': {
    request: (w) => ({ method: 'POST', path: `/v1/validations/${w.validation}/publish` }),
    notFound: 'ValidationNotFound',
  },
  'POST /v1/runs/{run}/approvals/chained': {
    request: (w) => ({
      method: 'POST',
      path: `/v1/runs/${w.proposedRun}/approvals/chained`,
      body: { proposal: w.proposal },
    }),
    notFound: 'RunNotFound',
  },
  'POST /v1/runs/{run}/orders': {
    request: (w) => ({
      method: 'POST',
      path: `/v1/runs/${w.proposedRun}/orders`,
      body: { proposal: w.proposal },
    }),
    notFound: 'RunNotFound',
  },
  'POST /v1/orders/{id}/publisher': {
    request: (w) => ({ method: 'POST', path: `/v1/orders/${w.order}/publisher` }),
    notFound: 'OrderNotFound',
  },
  'GET /metrics': {
    request: () => ({ method: 'GET', path: '/metrics' }),
    notFound: '',
    global: true,
  },
  'GET /v1/orders/{id}': {
    request: (w) => ({ method: 'GET', path: `/v1/orders/${w.order}` }),
    notFound: 'OrderNotFound',
  },
};

let PATCH = '';
const AUTHENTICATED = ROUTES.filter((route) => route.auth !== 'public');
const keyOf = (route: (typeof ROUTES)[number]) => `${route.method.toUpperCase()} ${route.path}`;
const mayCall = (route: (typeof ROUTES)[number], role: Role) =>
  route.auth === 'token' || (route.auth as readonly string[]).includes(role);

describeDatabase(
  'postgres',
  'authority matrix: role × project × route, through patchproof serve',
  () => {
    let root: string;
    let database: Awaited<ReturnType<typeof createTestDatabase>>;
    let serve: ServeProcess;
    let tokens: Record<Project, Record<Role, string>>;
    let w: World;

    /** One request as `token`; events are read until the headers arrive, then dropped. */
    async function call(token: string, request: Request): Promise<HttpReply> {
      if (request.path.endsWith('/events')) {
        const controller = new AbortController();
        const response = await fetch(`${serve.url}${request.path}`, {
          headers: { authorization: `Bearer ${token}` },
          signal: controller.signal,
        });
        const text = response.ok ? '' : await response.text();
        controller.abort();
        return {
          status: response.status,
          headers: response.headers,
          bytes: new TextEncoder().encode(text),
          json: text ? (JSON.parse(text) as HttpReply['json']) : {},
        };
      }
      if (request.tar) {
        const response = await fetch(`${serve.url}${request.path}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-tar' },
          body: request.tar,
        });
        return {
          status: response.status,
          headers: response.headers,
          bytes: new Uint8Array(),
          json: (await response.json()) as HttpReply['json'],
        };
      }
      return http(serve.url, request.method, request.path, token, request.body);
    }

    beforeAll(async () => {
      root = await mkdtemp(join(tmpdir(), 'pp-matrix-'));
      const projects: Record<string, unknown> = {};
      for (const name of PROJECTS) {
        await cp(join(repoRoot, 'test', 'fixtures', 'python-calc'), join(root, name), {
          recursive: true,
        });
        projects[name] = {
          repository: `${name}/repo`,
          spec: `${name}/spec/patchproof.json`,
          uploads: true,
        };
      }
      await writeFixtureProjects(root, { version: 1, projects });
      PATCH = await readFile(join(root, 'beta', 'patches', 'fix.patch'), 'utf8');
      database = await createTestDatabase();
      const env = { DATABASE_URL: database.url, XDG_DATA_HOME: join(root, 'xdg') };
      tokens = Object.fromEntries(
        PROJECTS.map((p) => [
          p,
          Object.fromEntries(
            ROLES.map((role) => [role, createTokenCli(role, `${role}-${p}`, env, undefined, [p])]),
          ),
        ]),
      ) as typeof tokens;
      // No workers: the queued validation stays queued, so every row finds it as it was made.
      serve = await startServe(['--repos-root', root, '--workers', '0', '--metrics'], env);
      const beta = tokens.beta;
      const run = async () =>
        (await http(serve.url, 'POST', '/v1/runs', beta.proposer, { project: 'beta' })).json
          .id as string;
      const propose = async (runId: string) =>
        (await http(serve.url, 'POST', `/v1/runs/${runId}/proposals`, beta.proposer, PATCH)).json;
      const proposedRun = await run();
      const proposed = await propose(proposedRun);
      const approve = async (runId: string) =>
        (
          await http(
            serve.url,
            'POST',
            `/v1/proposals/${proposed.hash as string}/approvals`,
            beta.approver,
            { run: runId, snapshot: proposed.base },
          )
        ).json.hash as string;
      const approvedRun = await run();
      await propose(approvedRun);
      const approval = await approve(approvedRun);
      const queuedRun = await run();
      await propose(queuedRun);
      const queued = await http(
        serve.url,
        'POST',
        `/v1/runs/${queuedRun}/validations`,
        beta.executor,
        { approval: await approve(queuedRun) },
      );
      expect(queued.status).toBe(202);
      const tar = await buildTar([
        { name: 'calc.py', content: 'def add(a, b):\n    return a + b  # beta only\n' },
      ]);
      const uploaded = await fetch(`${serve.url}/v1/uploads?project=beta`, {
        method: 'POST',
        headers: { authorization: `Bearer ${beta.proposer}`, 'content-type': 'application/x-tar' },
        body: tar,
      });
      expect(uploaded.status).toBe(201);
      const upload = ((await uploaded.json()) as { upload: string }).upload;
      const order = await http(serve.url, 'POST', `/v1/runs/${proposedRun}/orders`, beta.executor, {
        proposal: proposed.hash,
      });
      expect(order.status).toBe(201);
      w = {
        emptyRun: await run(),
        proposedRun,
        approvedRun,
        proposal: proposed.hash as string,
        base: proposed.base as string,
        approval,
        validation: queued.json.id as string,
        order: order.json.id as string,
        tar,
        upload,
      };
    }, 240_000);

    afterAll(async () => {
      await serve?.stop();
      await database?.drop();
      await rm(root, { recursive: true, force: true });
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
        PATCH,
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
        { patch: PATCH, authors: ['approver-alpha'] },
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
