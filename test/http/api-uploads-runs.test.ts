// Repositories uploaded as tars (POST /v1/uploads, then POST /v1/runs {upload, spec}), on
// both databases: the tar is made by GNU tar from the same python-calc tree the other API
// tests register by path, so both forms must give the same snapshot. A run from an upload
// goes all the way: propose, approve, and a worker that makes real disposable copies from
// the extracted upload (the fake runner answers for the tests). The tests build on each
// other: the authorship test relies on fix.patch proposed by agent-1 in the ones before it.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createToken } from '../../src/service/tokens.js';
import type { Worker } from '../../src/service/worker.js';
import { databaseKinds, describeDatabase } from '../support/databases.js';
import { FIXTURE_PROJECT } from '../support/projects.js';
import { FIXTURE, type TestService } from '../support/service.js';
import { buildTar } from '../support/tar.js';
import { expectProblem } from './problem-assert.js';
import {
  openUploadService,
  settled,
  sha256,
  startCopyingWorker,
  type Upload,
} from './upload-service.js';

for (const kind of databaseKinds()) {
  describeDatabase(kind, 'API uploads: a repository sent as a tar', () => {
    let s: TestService;
    let tar: Uint8Array;
    let upload: Upload;
    let worker: Worker;
    let copiesMade: string[];
    let workerErrors: unknown[];

    beforeAll(async () => {
      ({ s, tar, upload } = await openUploadService(kind));
      ({ worker, copiesMade, workerErrors } = startCopyingWorker(s));
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
  });
}
