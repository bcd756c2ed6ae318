// What the API refuses before any action runs: bodies that are not the strict JSON a route
// takes, oversized bodies, and missing, unknown or malformed tokens.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, describeDatabase } from '../support/databases.js';
import { openTestService, type TestService } from '../support/service.js';
import { expectProblem } from './problem-assert.js';

const RUN_BODY = { project: 'python-calc' };
/** The JSON limit of POST /v1/runs (routes/proposals.ts). */
const JSON_LIMIT = 64 * 1024;

for (const kind of databaseKinds()) {
  describeDatabase(kind, 'API requests: bodies and tokens', () => {
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
  });
}
