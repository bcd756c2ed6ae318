// Patches refused at intake, over HTTP: 422 with the code and the path, and the refusal still
// recorded in the event log; and a client can never name a path on the server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, describeDatabase } from '../support/databases.js';
import { openTestService, type TestService } from '../support/service.js';
import { expectProblem } from './problem-assert.js';

const RUN_BODY = { project: 'python-calc' };

for (const kind of databaseKinds()) {
  describeDatabase(kind, 'API requests: intake refusals', () => {
    let s: TestService;
    beforeAll(async () => {
      s = await openTestService(kind);
    });
    afterAll(async () => {
      await s?.close();
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
