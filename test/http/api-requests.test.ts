// What the API refuses before any action runs: bodies that are not the strict JSON a route
// takes, oversized bodies, missing or unknown tokens, malformed addresses, unknown routes,
// and patches refused at intake (which are still recorded in the event log). Also the
// public surface: health, /openapi.json and receipts need no token.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '../../src/http/app.js';
import { databaseKinds, describeDatabase } from '../support/databases.js';
import { openTestService, type TestService } from '../support/service.js';
import { absentHash, expectProblem } from './problem-assert.js';

const RUN_BODY = { project: 'python-calc' };
/** The JSON limit of POST /v1/runs (routes/proposals.ts). */
const JSON_LIMIT = 64 * 1024;

for (const kind of databaseKinds()) {
  describeDatabase(kind, 'API requests and refusals', () => {
    let s: TestService;
    beforeAll(async () => {
      s = await openTestService(kind);
    });
    afterAll(async () => {
      await s?.close();
    });

    describe('JSON bodies', () => {
      const post = (
        body: string,
        headers: Record<string, string> = { 'content-type': 'application/json' },
      ) => s.call('POST', '/v1/runs', { token: s.tokens.proposer, body, headers });

      it('registers a run from a well-formed body (the baseline the refusals below differ from)', async () => {
        const reply = await post(JSON.stringify(RUN_BODY));
        expect(reply.status).toBe(201);
        expect(reply.json.id).toMatch(/^run_[0-9a-f]{20}$/);
      });

      it.each([
        ['malformed JSON', '{"repository": "python-calc/repo", "spec": '],
        ['a JSON array instead of an object', JSON.stringify([RUN_BODY])],
        ['an empty body', ''],
        ['bytes that are not UTF-8', new Uint8Array([0x7b, 0xff, 0x7d])],
      ])('refuses %s with 400 InvalidRequest', async (_name, body) => {
        const reply = await s.call('POST', '/v1/runs', {
          token: s.tokens.proposer,
          body,
          headers: { 'content-type': 'application/json' },
        });
        expectProblem(reply, 400, 'InvalidRequest');
      });

      it('refuses a field of the wrong type, naming the field', async () => {
        const reply = await post(JSON.stringify({ ...RUN_BODY, repository: 5 }));
        expectProblem(reply, 400, 'InvalidRequest');
        expect(reply.json.details).toMatchObject({ field: 'repository' });
      });

      it('refuses an unknown field (the schemas are strict), naming it', async () => {
        const reply = await post(JSON.stringify({ ...RUN_BODY, admin: true }));
        expectProblem(reply, 400, 'InvalidRequest');
        expect(reply.json.details).toMatchObject({ field: 'admin' });
      });

      it('refuses a missing field', async () => {
        const reply = await post(JSON.stringify({ upload: `sha256:${'a'.repeat(64)}` }));
        expectProblem(reply, 400, 'InvalidRequest');
        expect(reply.json.details).toMatchObject({ field: 'project' });
      });

      it('refuses duplicate keys (a second "project" must not silently win)', async () => {
        const reply = await post(`{"project": "elsewhere", "project": "${RUN_BODY.project}"}`);
        expectProblem(reply, 400, 'InvalidRequest');
      });

      it.each([
        ['text/plain', { 'content-type': 'text/plain' }],
        ['no content type', {}],
        ['form data', { 'content-type': 'application/x-www-form-urlencoded' }],
      ])('refuses a body sent as %s where JSON is required', async (_name, headers) => {
        const reply = await post(JSON.stringify(RUN_BODY), headers);
        expectProblem(reply, 400, 'InvalidRequest');
      });

      it('refuses a patch body of an unsupported content type', async () => {
        const run = await s.registerRun();
        const reply = await s.call('POST', `/v1/runs/${run}/proposals`, {
          token: s.tokens.proposer,
          body: await s.patch('fix.patch'),
          headers: { 'content-type': 'image/png' },
        });
        expectProblem(reply, 400, 'InvalidRequest');
      });

      it('refuses a declared Content-Length over the limit with 413 before reading the body', async () => {
        const big = JSON.stringify({ ...RUN_BODY, project: 'x'.repeat(JSON_LIMIT) });
        const reply = await s.call('POST', '/v1/runs', {
          token: s.tokens.proposer,
          body: big,
          headers: { 'content-type': 'application/json', 'content-length': String(big.length) },
        });
        expectProblem(reply, 413, 'PayloadTooLarge');
        expect(reply.json.details).toMatchObject({ limit: JSON_LIMIT });
      });

      it('refuses a chunked body without Content-Length once it grows past the limit', async () => {
        const chunk = new TextEncoder().encode(' '.repeat(4096));
        let sent = 0;
        // Never ends on its own: the service must stop reading at the limit, not at the end.
        const body = new ReadableStream<Uint8Array>({
          pull(controller) {
            sent += chunk.byteLength;
            controller.enqueue(chunk);
          },
        });
        const init: RequestInit & { duplex: 'half' } = {
          method: 'POST',
          headers: {
            authorization: `Bearer ${s.tokens.proposer}`,
            'content-type': 'application/json',
          },
          body,
          duplex: 'half',
        };
        const request = new Request('http://localhost/v1/runs', init);
        expect(request.headers.get('content-length')).toBeNull();
        const response = await s.app.request(request);
        expect(response.status).toBe(413);
        expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json\b/);
        expect(((await response.json()) as { code: string }).code).toBe('PayloadTooLarge');
        // Read past the limit by at most the chunks in flight, and no further.
        expect(sent).toBeGreaterThan(JSON_LIMIT);
        expect(sent).toBeLessThan(JSON_LIMIT + 8 * chunk.byteLength);
      });
    });

    describe('tokens', () => {
      it('401 Unauthorized without a token', async () => {
        expectProblem(await s.call('POST', '/v1/runs', { json: RUN_BODY }), 401, 'Unauthorized');
        expectProblem(
          await s.call('GET', '/v1/validations/val_00000000000000000000'),
          401,
          'Unauthorized',
        );
      });

      it.each([
        ['an unknown token of the right shape', `Bearer ppt_${'A'.repeat(43)}`],
        ['a malformed token', 'Bearer not-a-token'],
        ['a token with a trailing part', 'Bearer ppt_x extra'],
        ['another scheme', 'Basic dXNlcjpwYXNz'],
        ['an empty bearer', 'Bearer '],
      ])('401 Unauthorized with %s', async (_name, authorization) => {
        const reply = await s.call('POST', '/v1/runs', {
          json: RUN_BODY,
          headers: { authorization },
        });
        expectProblem(reply, 401, 'Unauthorized');
      });
    });

    describe('public routes', () => {
      it('/healthz answers without a token and names the database', async () => {
        const reply = await s.call('GET', '/healthz');
        expect(reply.status).toBe(200);
        expect(reply.json).toEqual({ status: 'ok', database: kind, version: 'test' });
      });

      it.each([
        ['not hex', 'sha256:XYZ'],
        ['another algorithm', `md5:${'a'.repeat(32)}`],
        ['upper-case hex', `sha256:${'A'.repeat(64)}`],
        ['too short', `sha256:${'a'.repeat(63)}`],
        ['no algorithm', 'a'.repeat(64)],
      ])(
        'a receipt address that is %s is 400 InvalidRequest, without a token',
        async (_name, digest) => {
          expectProblem(
            await s.call('GET', `/v1/receipts/${encodeURIComponent(digest)}`),
            400,
            'InvalidRequest',
          );
          expectProblem(
            await s.call('GET', `/v1/receipts/${encodeURIComponent(digest)}/report`),
            400,
            'InvalidRequest',
          );
        },
      );

      it('a well-formed address with no receipt is 404 ReceiptNotFound, without a token', async () => {
        expectProblem(await s.call('GET', `/v1/receipts/${absentHash()}`), 404, 'ReceiptNotFound');
        expectProblem(
          await s.call('GET', `/v1/receipts/${absentHash()}/report?lang=zh`),
          404,
          'ReceiptNotFound',
        );
      });

      it.each([['lang=fr'], ['format=pdf'], ['lang=EN']])(
        'the report refuses %s with 400 InvalidRequest',
        async (query) => {
          expectProblem(
            await s.call('GET', `/v1/receipts/${absentHash()}/report?${query}`),
            400,
            'InvalidRequest',
          );
        },
      );

      it('an unknown route is 404 RouteNotFound, as problem JSON', async () => {
        expectProblem(await s.call('GET', '/v1/nothing-here'), 404, 'RouteNotFound');
        expectProblem(
          await s.call('DELETE', '/v1/runs', { token: s.tokens.proposer }),
          404,
          'RouteNotFound',
        );
      });
    });

    describe('/openapi.json', () => {
      it('is OpenAPI 3.1 JSON listing every route, with the strict request schemas it validates with', async () => {
        const reply = await s.call('GET', '/openapi.json');
        expect(reply.status).toBe(200);
        expect(reply.headers.get('content-type')).toMatch(/^application\/json\b/);
        const document = JSON.parse(reply.text) as {
          openapi: string;
          paths: Record<
            string,
            Record<
              string,
              { requestBody?: { content: Record<string, { schema: Record<string, unknown> }> } }
            >
          >;
        };
        expect(document.openapi).toBe('3.1.0');
        for (const route of ROUTES)
          expect(
            document.paths[route.path]?.[route.method],
            `${route.method} ${route.path}`,
          ).toBeDefined();
        expect(Object.keys(document.paths).sort()).toEqual(
          [...new Set(ROUTES.map((r) => r.path))].sort(),
        );
        const runSchema =
          document.paths['/v1/runs']?.post?.requestBody?.content['application/json']?.schema;
        // A project, and optionally an upload: never a path the client chose.
        expect(runSchema).toMatchObject({
          type: 'object',
          additionalProperties: false,
          required: ['project'],
          properties: { project: { type: 'string' }, upload: { type: 'string' } },
        });
        expect(Object.keys((runSchema?.properties ?? {}) as object).sort()).toEqual([
          'project',
          'upload',
        ]);
        const approvalSchema =
          document.paths['/v1/proposals/{hash}/approvals']?.post?.requestBody?.content[
            'application/json'
          ]?.schema;
        expect(approvalSchema).toMatchObject({ additionalProperties: false });
      });
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

    describe('intake refusals over HTTP', () => {
      it.each([
        [
          'conftest.py at the top',
          '*** Begin Patch\n*** Add File: conftest.py\n+import pytest\n*** End Patch\n',
          'ProtectedPath',
          'conftest.py',
        ],
        [
          'conftest.py under tests/',
          '*** Begin Patch\n*** Add File: tests/conftest.py\n+import pytest\n*** End Patch\n',
          'ProtectedPath',
          'tests/conftest.py',
        ],
        [
          'a path into .git',
          '*** Begin Patch\n*** Add File: .git/hooks/post-checkout\n+#!/bin/sh\n*** End Patch\n',
          'UnsafePath',
          '.git/hooks/post-checkout',
        ],
        [
          'a path leaving the repository',
          '*** Begin Patch\n*** Add File: ../outside.txt\n+x\n*** End Patch\n',
          'UnsafePath',
          '../outside.txt',
        ],
      ])(
        '%s is 422 with its code and path, and the refusal is in the event log',
        async (_name, patch, code, path) => {
          const run = await s.registerRun();
          const reply = await s.call('POST', `/v1/runs/${run}/proposals`, {
            token: s.tokens.proposer,
            body: patch,
            headers: { 'content-type': 'text/plain' },
          });
          expectProblem(reply, 422, code);
          expect(reply.json.path).toBe(path);
          const refused = (await s.db.store.listEvents({ runId: run })).filter(
            (e) => e.stage === 'propose',
          );
          expect(refused).toHaveLength(1);
          expect(refused[0]).toMatchObject({
            status: 'refused',
            actor: 'agent-1',
            error: { code },
          });
          // Nothing else was stored: the run has no proposal under any hash.
          expect((await s.db.store.listEvents({ runId: run })).map((e) => e.stage)).toEqual([
            'register-run',
            'propose',
          ]);
        },
      );

      it('the same refusal arrives for a patch sent as JSON {"patch": …}', async () => {
        const run = await s.registerRun();
        const reply = await s.call('POST', `/v1/runs/${run}/proposals`, {
          token: s.tokens.proposer,
          json: { patch: '*** Begin Patch\n*** Add File: conftest.py\n+x\n*** End Patch\n' },
        });
        expectProblem(reply, 422, 'ProtectedPath');
        expect(reply.json.path).toBe('conftest.py');
      });

      it('proposing to an unknown run is 404 RunNotFound', async () => {
        const reply = await s.call('POST', '/v1/runs/run_00000000000000000000/proposals', {
          token: s.tokens.proposer,
          body: await s.patch('fix.patch'),
          headers: { 'content-type': 'text/plain' },
        });
        expectProblem(reply, 404, 'RunNotFound');
      });

      it('a client cannot name paths: "repository" and "spec" are unknown fields; an unknown project is 404 ProjectNotFound', async () => {
        const paths = await s.call('POST', '/v1/runs', {
          token: s.tokens.proposer,
          json: { ...RUN_BODY, repository: '../../etc' },
        });
        expectProblem(paths, 400, 'InvalidRequest');
        expectProblem(
          await s.call('POST', '/v1/runs', { token: s.tokens.proposer, json: { project: 'etc' } }),
          404,
          'ProjectNotFound',
        );
      });
    });
  });
}
