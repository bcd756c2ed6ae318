// What POST /v1/uploads and a run from an upload refuse, on both databases: roles that may not
// upload, no token, a tar over the limit or not sent as one, hostile or broken tars, malformed
// run requests, unknown uploads, and projects that take none. Also how /openapi.json
// describes the upload route.
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerRun } from '../../src/service/runs.js';
import { databaseKinds, describeDatabase } from '../support/databases.js';
import { FIXTURE_PROJECT } from '../support/projects.js';
import { FIXTURE, type TestService } from '../support/service.js';
import { buildTar } from '../support/tar.js';
import { expectProblem } from './problem-assert.js';
import { openUploadService, sha256, SPEC, UPLOAD_LIMIT, type Upload } from './upload-service.js';

for (const kind of databaseKinds()) {
  describeDatabase(kind, 'API uploads: refusals and the OpenAPI document', () => {
    let s: TestService;
    let tar: Uint8Array;
    let upload: Upload;

    beforeAll(async () => {
      ({ s, tar, upload } = await openUploadService(kind));
    });
    afterAll(async () => {
      await s?.close();
    });

    describe('refusals', () => {
      it.each([['executor'], ['publisher'], ['auditor']] as const)(
        'a %s token: 403 RoleNotAllowed, nothing stored',
        async (role) => {
          const before = (await s.db.store.listEvents({ limit: 10_000 })).length;
          const reply = await upload(
            await buildTar([{ name: `only-${role}.txt`, content: role }]),
            s.tokens[role],
          );
          expectProblem(reply, 403, 'RoleNotAllowed');
          expect((await s.db.store.listEvents({ limit: 10_000 })).length).toBe(before);
        },
      );

      it('no token: 401', async () => {
        expectProblem(
          await s.call('POST', `/v1/uploads?project=${FIXTURE_PROJECT}`, {
            body: tar,
            headers: { 'content-type': 'application/x-tar' },
          }),
          401,
          'Unauthorized',
        );
      });

      it('a tar over the upload limit: 413 PayloadTooLarge', async () => {
        const big = await buildTar([{ name: 'big.bin', content: new Uint8Array(UPLOAD_LIMIT) }]);
        expectProblem(await upload(big), 413, 'PayloadTooLarge');
      });

      it('not sent as application/x-tar: 400 InvalidRequest', async () => {
        expectProblem(
          await upload(tar, s.tokens.proposer, 'application/octet-stream'),
          400,
          'InvalidRequest',
        );
      });

      it.each([
        ['gzip-compressed', async () => new Uint8Array(gzipSync(tar))],
        ['a path leaving the tree', () => buildTar([{ name: '../escaped.txt', content: 'x' }])],
        [
          'a hard link',
          () =>
            buildTar([
              { name: 'a.txt', content: 'x' },
              { name: 'b.txt', type: 'link', linkname: 'a.txt' },
            ]),
        ],
        ['truncated', async () => tar.subarray(0, 700)],
      ])('%s: 422 InvalidUpload, nothing stored', async (_name, make) => {
        const body = await make();
        expectProblem(await upload(body), 422, 'InvalidUpload');
        expect(await s.db.store.getUpload(sha256(body) as `sha256:${string}`)).toBeNull();
      });

      it.each([
        [
          'a path beside the project',
          () => ({ project: FIXTURE_PROJECT, repository: `${FIXTURE}/repo` }),
          'repository',
        ],
        ['no project', () => ({ upload: sha256(tar) }), 'project'],
        [
          'an upload that is not a digest',
          () => ({ project: FIXTURE_PROJECT, upload: 'calc.tar' }),
          'upload',
        ],
      ])(
        'POST /v1/runs with %s: 400 InvalidRequest naming the field',
        async (_name, body, field) => {
          const reply = await s.call('POST', '/v1/runs', {
            token: s.tokens.proposer,
            json: body(),
          });
          expectProblem(reply, 400, 'InvalidRequest');
          expect(reply.json.details).toMatchObject({ field });
        },
      );

      it('POST /v1/runs with an upload never stored: 404 UploadNotFound', async () => {
        expectProblem(
          await s.call('POST', '/v1/runs', {
            token: s.tokens.proposer,
            json: { project: FIXTURE_PROJECT, upload: `sha256:${'e'.repeat(64)}` },
          }),
          404,
          'UploadNotFound',
        );
      });

      it("an upload for a project that does not take uploads is 403 RepositoryNotAllowed; the spec is always the project's", async () => {
        const digest = (await upload(tar)).json.upload as string;
        const request = {
          principal: {
            tokenId: 'tok_x',
            role: 'proposer' as const,
            actor: 'agent-1',
            projects: null,
          },
          traceId: 'trace',
        };
        const folderOnly = {
          source: 'test',
          byName: new Map([
            [FIXTURE_PROJECT, { repository: `${FIXTURE}/repo`, spec: SPEC, uploads: false }],
          ]),
        };
        await expect(
          registerRun({ ...s.context, projects: folderOnly }, request, {
            project: FIXTURE_PROJECT,
            upload: digest,
          }),
        ).rejects.toMatchObject({ code: 'RepositoryNotAllowed' });
      });
    });

    it('/openapi.json describes the upload route', async () => {
      const document = JSON.parse((await s.call('GET', '/openapi.json')).text) as {
        paths: Record<
          string,
          Record<
            string,
            {
              requestBody?: { content: Record<string, unknown> };
              'x-patchproof-roles'?: string[];
              responses: Record<string, unknown>;
            }
          >
        >;
      };
      const route = document.paths['/v1/uploads']?.post;
      expect(Object.keys(route?.requestBody?.content ?? {})).toEqual(['application/x-tar']);
      expect(route?.['x-patchproof-roles']).toEqual(['proposer', 'approver']);
      expect(Object.keys(route?.responses ?? {})).toEqual(
        expect.arrayContaining(['200', '201', '413', '422']),
      );
    });
  });
}
