/**
 * What the upload tests share (api-uploads*.test.ts): a service taking tars up to
 * UPLOAD_LIMIT, the python-calc repository as GNU tar makes it (the tree the other API tests
 * register by path, so both forms must give the same snapshot), and a worker that makes real
 * disposable copies from an extracted upload while the fake runner answers for the tests.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createWorkspaceFactory } from '../../src/adapters/workspace/workspace-factory.js';
import { createFakeRunner, fakeWorkspaces } from '../../src/core/execution/fake-runner.js';
import { startWorker, type Worker } from '../../src/service/worker.js';
import type { DatabaseKind } from '../support/databases.js';
import { HONEST, TEST_PACE_MS } from '../support/fake-execution.js';
import { FIXTURE_PROJECT } from '../support/projects.js';
import { FIXTURE, openTestService, type Reply, type TestService } from '../support/service.js';

const run = promisify(execFile);
export const UPLOAD_LIMIT = 1024 * 1024;
export const SPEC = `${FIXTURE}/spec/patchproof.json`;

/** `tar -C dir -cf - .` (GNU tar: entries named ./, ./calc.py, …). */
async function gnuTar(dir: string): Promise<Uint8Array> {
  const { stdout } = await run('tar', ['-C', dir, '--format=pax', '-cf', '-', '.'], {
    encoding: 'buffer',
    maxBuffer: 64 * 1024 * 1024,
  });
  return new Uint8Array(stdout);
}

export const sha256 = (bytes: Uint8Array): string =>
  `sha256:${createHash('sha256').update(bytes).digest('hex')}`;

/** The validation `id` once it is neither queued nor running. */
export async function settled(s: TestService, id: string): Promise<Reply> {
  for (;;) {
    const reply = await s.call('GET', `/v1/validations/${id}`, { token: s.tokens.auditor });
    if (reply.json.state !== 'queued' && reply.json.state !== 'running') return reply;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** POST /v1/uploads for the fixture's project: as the proposer, as a tar, unless told otherwise. */
export type Upload = (body: Uint8Array, token?: string, type?: string) => Promise<Reply>;

/** A service on a fresh database of `kind` with UPLOAD_LIMIT, the fixture's tar, and `upload`. */
export async function openUploadService(
  kind: DatabaseKind,
): Promise<{ s: TestService; tar: Uint8Array; upload: Upload }> {
  const s = await openTestService(kind, { uploadLimit: UPLOAD_LIMIT });
  const tar = await gnuTar(join(s.root, FIXTURE, 'repo'));
  const upload: Upload = (body, token = s.tokens.proposer, type = 'application/x-tar') =>
    s.call('POST', `/v1/uploads?project=${FIXTURE_PROJECT}`, {
      token,
      body,
      headers: { 'content-type': type },
    });
  return { s, tar, upload };
}

/** A worker for `s`: each copy's folder goes to `copiesMade`, each error to `workerErrors`. */
export function startCopyingWorker(s: TestService): {
  worker: Worker;
  copiesMade: string[];
  workerErrors: unknown[];
} {
  const copiesMade: string[] = [];
  const workerErrors: unknown[] = [];
  const worker = startWorker(
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
    { pollMs: 50, hiddenPaceMs: TEST_PACE_MS, onError: (error) => workerErrors.push(error) },
  );
  return { worker, copiesMade, workerErrors };
}
