// The API's public surface: health, receipt addresses and reports, and /openapi.json need no
// token; a malformed address or query is refused and an unknown route is problem JSON.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '../../src/http/app.js';
import { databaseKinds, describeDatabase } from '../support/databases.js';
import { openTestService, type TestService } from '../support/service.js';
import { absentHash, expectProblem } from './problem-assert.js';

for (const kind of databaseKinds()) {
  describeDatabase(kind, 'API requests: the public surface', () => {
    let s: TestService;
    beforeAll(async () => {
      s = await openTestService(kind);
    });
    afterAll(async () => {
      await s?.close();
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
  });
}
