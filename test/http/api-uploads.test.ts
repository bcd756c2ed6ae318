// Repositories uploaded as tars (POST /v1/uploads, then POST /v1/runs {upload, spec}), on
// both databases: the tar is made by GNU tar from the same python-calc tree the other API
// tests register by path, so both forms must give the same snapshot. A run from an upload
// goes all the way: propose, approve, and a worker that makes real disposable copies from
// the extracted upload (the fake runner answers for the tests).
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorkspaceFactory } from '../../src/adapters/workspace/workspace-factory.js';
import { createFakeRunner, fakeWorkspaces } from '../../src/core/execution/fake-runner.js';
import type { ServiceContext } from '../../src/service/context.js';
import { getRun, loadRunMaterials, registerRun } from '../../src/service/runs.js';
import { createToken } from '../../src/service/tokens.js';
import { startWorker, type Worker } from '../../src/service/worker.js';
import { databaseKinds, describeDatabase } from '../support/databases.js';
import { HONEST } from '../support/fake-execution.js';
import { FIXTURE_PROJECT } from '../support/projects.js';
import { FIXTURE, openTestService, type Reply, type TestService } from '../support/service.js';
import { buildTar } from '../support/tar.js';
import { expectProblem } from './problem-assert.js';

const run = promisify(execFile);
const UPLOAD_LIMIT = 1024 * 1024;
const SPEC = `${FIXTURE}/spec/patchproof.json`;

/** `tar -C dir -cf - .` (GNU tar: entries named ./, ./calc.py, …). */
async function gnuTar(dir: string): Promise<Uint8Array> {
  const { stdout } = await run('tar', ['-C', dir, '--format=pax', '-cf', '-', '.'], {
    encoding: 'buffer',
    maxBuffer: 64 * 1024 * 1024,
  });
  return new Uint8Array(stdout);
}

const sha256 = (bytes: Uint8Array): string =>
  `sha256:${createHash('sha256').update(bytes).digest('hex')}`;

async function settled(s: TestService, id: string): Promise<Reply> {
  for (;;) {
    const reply = await s.call('GET', `/v1/validations/${id}`, { token: s.tokens.auditor });
    if (reply.json.state !== 'queued' && reply.json.state !== 'running') return reply;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

for (const kind of databaseKinds()) {
  describeDatabase(kind, 'API uploads: a repository sent as a tar', () => {
    let s: TestService;
    let worker: Worker;
    let tar: Uint8Array;
    const copiesMade: string[] = [];
    const workerErrors: unknown[] = [];
    const upload = (body: Uint8Array, token = s.tokens.proposer, type = 'application/x-tar') =>
      s.call('POST', `/v1/uploads?project=${FIXTURE_PROJECT}`, {
        token,
        body,
        headers: { 'content-type': type },
      });

    beforeAll(async () => {
      s = await openTestService(kind, { uploadLimit: UPLOAD_LIMIT });
      tar = await gnuTar(join(s.root, FIXTURE, 'repo'));
      worker = startWorker(
        {
          context: s.context,
          toolVersion: 'test',
          runnerFor: async () => createFakeRunner(HONEST),
          // Scripted reports know nothing of planted tests: unsealed, so never proof grade.
          sealInput: async () => undefined,
          // Real copies, made from the run's repository and checked against its snapshot;
          // the fake runner then answers for the tests, addressed by label.
          workspacesFor: (materials, proposal) => {
            const real = createWorkspaceFactory({
              repository: materials.repository,
              changes: proposal.changes,
              spec: materials.spec,
              expected: { base: proposal.object.base, result: proposal.object.result },
            });
            const labels = fakeWorkspaces();
            return {
              async create(request) {
                const lease = await real.create(request);
                copiesMade.push(lease.workspace.dir);
                await lease.dispose();
                return labels.create(request);
              },
              close: () => real.close(),
            };
          },
        },
        { pollMs: 50, onError: (error) => workerErrors.push(error) },
      );
    });
    afterAll(async () => {
      await worker?.stop();
      await s?.close();
    });

    it('201 with the snapshot the same tree has when registered by path; the same tar again is 200', async () => {
      const first = await upload(tar);
      expect(first.status, first.text).toBe(201);
      expect(first.json).toEqual({
        upload: sha256(tar),
        snapshot: expect.stringMatching(/^ws1_[0-9a-f]{64}$/),
        files: 2,
        bytes: tar.byteLength,
      });
      const byPath = await s.call('POST', '/v1/runs', {
        token: s.tokens.proposer,
        json: { project: FIXTURE_PROJECT },
      });
      expect(byPath.status).toBe(201);
      expect(first.json.snapshot).toBe(byPath.json.snapshot);

      const again = await upload(tar, s.tokens.approver);
      expect(again.status).toBe(200);
      expect(again.json).toEqual(first.json);
      const stored = await s.db.store.getUpload(sha256(tar) as `sha256:${string}`);
      expect(stored?.createdBy).toBe('agent-1');
      const events = (await s.db.store.listEvents({ limit: 10_000 })).filter(
        (e) => e.stage === 'upload',
      );
      expect(events.map((e) => e.actor)).toEqual(['agent-1', 'reviewer-1']);
    });

    it('a run from the upload: propose fix.patch, approve, and the worker completes it from copies of the upload', async () => {
      const digest = (await upload(tar)).json.upload as string;
      const registered = await s.call('POST', '/v1/runs', {
        token: s.tokens.proposer,
        json: { project: FIXTURE_PROJECT, upload: digest },
      });
      expect(registered.status, registered.text).toBe(201);
      const runId = registered.json.id as string;
      expect((await s.db.store.getRun(runId))?.repository).toBe(`upload:${digest}`);

      const proposed = await s.call('POST', `/v1/runs/${runId}/proposals`, {
        token: s.tokens.proposer,
        body: await s.patch('fix.patch'),
        headers: { 'content-type': 'text/plain' },
      });
      expect(proposed.status, proposed.text).toBe(201);
      expect(proposed.json.base).toBe(registered.json.snapshot);
      const approved = await s.call(
        'POST',
        `/v1/proposals/${proposed.json.hash as string}/approvals`,
        { token: s.tokens.approver, json: { run: runId, snapshot: proposed.json.base } },
      );
      expect(approved.status, approved.text).toBe(201);
      const queued = await s.call('POST', `/v1/runs/${runId}/validations`, {
        token: s.tokens.executor,
        json: { approval: approved.json.hash },
      });
      expect(queued.status).toBe(202);

      const done = await settled(s, queued.json.id as string);
      expect(done.json, done.text).toMatchObject({
        state: 'completed',
        verdict: 'PASS',
        error: null,
      });
      expect(copiesMade.length).toBeGreaterThanOrEqual(5);
      expect(workerErrors).toEqual([]);
      // The same tree as the project's folder: nothing in it is the uploader's to decide.
      expect(registered.json.base).toEqual({ upload: digest, findings: [], omitted: 0 });
    });

    it("an uploaded base that adds runner configuration is registered with its findings, and the run's receipt says it is not proof grade", async () => {
      const calc = await readFile(join(s.root, FIXTURE, 'repo', 'calc.py'), 'utf8');
      const tests = await readFile(join(s.root, FIXTURE, 'repo', 'tests', 'test_calc.py'), 'utf8');
      const planted = await buildTar([
        { name: 'calc.py', content: calc },
        { name: 'tests/test_calc.py', content: tests },
        { name: 'tests/conftest.py', content: 'import sys\n' },
      ]);
      const digest = (await upload(planted)).json.upload as string;
      const registered = await s.call('POST', '/v1/runs', {
        token: s.tokens.proposer,
        json: { project: FIXTURE_PROJECT, upload: digest },
      });
      expect(registered.json.base).toEqual({
        upload: digest,
        findings: [
          {
            code: 'ProtectedPath',
            path: 'tests/conftest.py',
            detail: 'protected by "conftest.py"',
          },
        ],
        omitted: 0,
      });
      expect(
        (
          await s.call('GET', `/v1/runs/${registered.json.id as string}`, {
            token: s.tokens.auditor,
          })
        ).json.base,
      ).toEqual(registered.json.base);
      const runId = registered.json.id as string;
      const proposed = await s.call('POST', `/v1/runs/${runId}/proposals`, {
        token: s.tokens.proposer,
        body: await s.patch('fix.patch'),
        headers: { 'content-type': 'text/plain' },
      });
      const approved = await s.call(
        'POST',
        `/v1/proposals/${proposed.json.hash as string}/approvals`,
        { token: s.tokens.approver, json: { run: runId, snapshot: proposed.json.base } },
      );
      const queued = await s.call('POST', `/v1/runs/${runId}/validations`, {
        token: s.tokens.executor,
        json: { approval: approved.json.hash },
      });
      const done = await settled(s, queued.json.id as string);
      expect(done.json).toMatchObject({ state: 'completed', proofGrade: false });
      const published = await s.call(
        'POST',
        `/v1/validations/${queued.json.id as string}/publish`,
        { token: s.tokens.publisher },
      );
      const receipt = (await s.call('GET', `/v1/receipts/${published.json.receipt as string}`))
        .json as { base: unknown; report: { en: string; zh: string } };
      expect(receipt.base).toEqual(registered.json.base);
      expect(receipt.report.en).toContain(
        `Uploaded base ${digest}: 1 files that the uploader controlled decide how the tests run or shadow the runner's modules: tests/conftest.py (ProtectedPath). No run on this base is proof grade.`,
      );
      expect(receipt.report.zh).toContain('基于此基线的运行都不是证明级');
    });

    it('authorship survives a change of base: whoever submitted a diff on one tree may not approve the same diff on another', async () => {
      const calc = await readFile(join(s.root, FIXTURE, 'repo', 'calc.py'), 'utf8');
      const tests = await readFile(join(s.root, FIXTURE, 'repo', 'tests', 'test_calc.py'), 'utf8');
      const moved = await buildTar([
        { name: 'calc.py', content: calc },
        { name: 'tests/test_calc.py', content: tests },
        { name: 'UNRELATED.md', content: 'moved on\n' },
      ]);
      const digest = (await upload(moved)).json.upload as string;
      const runId = (
        await s.call('POST', '/v1/runs', {
          token: s.tokens.proposer2,
          json: { project: FIXTURE_PROJECT, upload: digest },
        })
      ).json.id as string;
      const relayed = await s.call('POST', `/v1/runs/${runId}/proposals`, {
        token: s.tokens.proposer2,
        body: await s.patch('fix.patch'),
        headers: { 'content-type': 'text/plain' },
      });
      expect(relayed.status).toBe(201);
      // agent-1 proposed fix.patch on the project's folder (another base, another hash) above.
      const { token } = await createToken(s.db.store, 'approver', 'agent-1', null);
      expectProblem(
        await s.call('POST', `/v1/proposals/${relayed.json.hash as string}/approvals`, {
          token,
          json: { run: runId, snapshot: relayed.json.base },
        }),
        403,
        'SelfApproval',
      );
      expect(
        (
          await s.call('POST', `/v1/proposals/${relayed.json.hash as string}/approvals`, {
            token: s.tokens.approver,
            json: { run: runId, snapshot: relayed.json.base },
          })
        ).status,
      ).toBe(201);
    });

    it('another process with an empty work folder extracts its own copy from the database (and replaces a stale one)', async () => {
      const digest = (await upload(tar)).json.upload as string;
      const registered = await s.call('POST', '/v1/runs', {
        token: s.tokens.approver,
        json: { project: FIXTURE_PROJECT, upload: digest },
      });
      const record = await getRun(s.context, registered.json.id as string, 'worker');
      const workDir = await mkdtemp(join(tmpdir(), 'pp-other-machine-'));
      try {
        // A copy left by an earlier process that no longer matches: measured, then made again.
        const stale = join(workDir, 'uploads', digest.slice('sha256:'.length));
        await mkdir(stale, { recursive: true });
        await writeFile(join(stale, 'calc.py'), 'tampered\n');
        const other: ServiceContext = { ...s.context, workDir };
        const materials = await loadRunMaterials(other, record);
        expect(materials.repository.snapshot.id).toBe(record.snapshot);
        expect(materials.repository.root.startsWith(workDir)).toBe(true);
        expect(await readFile(join(stale, 'calc.py'), 'utf8')).toBe(
          await readFile(join(s.root, FIXTURE, 'repo', 'calc.py'), 'utf8'),
        );
      } finally {
        await rm(workDir, { recursive: true, force: true });
      }
    });

    it('a stored tar that no longer gives its recorded snapshot is refused (InvalidUpload), nothing registered', async () => {
      const other = await buildTar([
        { name: 'calc.py', content: 'def add(a, b):\n    return a - b\n' },
        { name: 'tests/test_calc.py', content: '' },
      ]);
      const digest = (await upload(other)).json.upload as string;
      await s.db.database.db.execute(
        sql`update uploads set snapshot = ${`ws1_${'0'.repeat(64)}`} where digest = ${digest}`,
      );
      const workDir = await mkdtemp(join(tmpdir(), 'pp-other-machine-'));
      try {
        const request = {
          principal: {
            tokenId: 'tok_x',
            role: 'proposer' as const,
            actor: 'agent-1',
            projects: null,
          },
          traceId: 'trace',
        };
        await expect(
          registerRun({ ...s.context, workDir }, request, {
            project: FIXTURE_PROJECT,
            upload: digest,
          }),
        ).rejects.toMatchObject({
          code: 'InvalidUpload',
          details: {
            upload: digest,
            expected: `ws1_${'0'.repeat(64)}`,
            actual: expect.stringMatching(/^ws1_[0-9a-f]{64}$/),
          },
        });
      } finally {
        await rm(workDir, { recursive: true, force: true });
      }
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
