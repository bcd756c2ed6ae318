/**
 * What the service benchmarks share: a PatchProof service in a temporary data folder, one
 * token per role, and the HTTP calls of the whole flow (register a run, submit the patch,
 * approve, queue, wait, publish), each response parsed with the API's own schemas.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { z } from 'zod';
import type { RunnerKind } from '../src/adapters/runners/pick-runner.js';
import type { Role } from '../src/core/service/roles.js';
import {
  approvalResponse,
  proposalResponse,
  publishResponse,
  runResponse,
  validationResponse,
} from '../src/api/schemas.js';
import { type RunningService, startService } from '../src/main/start-service.js';
import { createToken } from '../src/service/tokens.js';

export const FIXTURES = join(import.meta.dirname, '..', 'test', 'fixtures');
export const FIX_PATCH = readFileSync(
  join(FIXTURES, 'python-calc', 'patches', 'fix.patch'),
  'utf8',
);

export type Validation = z.infer<typeof validationResponse>;

export interface BenchService {
  readonly service: RunningService;
  readonly tokens: Readonly<Record<'proposer' | 'approver' | 'executor' | 'publisher', string>>;
  /** Stops the service and removes its data folder. */
  close(): Promise<void>;
}

/** A service on a free port with PGlite in a fresh temporary folder, and a token per role. */
export async function startBenchService(options: {
  workers: number;
  runner: RunnerKind;
}): Promise<BenchService> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pp-bench-service-'));
  const errors: unknown[] = [];
  const projectsFile = join(dataDir, 'projects.json');
  writeFileSync(
    projectsFile,
    JSON.stringify({
      version: 1,
      projects: {
        'python-calc': { repository: 'python-calc/repo', spec: 'python-calc/spec/patchproof.json' },
      },
    }),
  );
  const service = await startService({
    dataDir,
    reposRoot: FIXTURES,
    projectsFile,
    port: 0,
    version: 'bench',
    workers: options.workers,
    runner: options.runner,
    worker: { pollMs: 100 },
    onError: (error) => errors.push(error),
  });
  const token = async (role: Role, actor: string): Promise<string> =>
    (await createToken(service.context.store, role, actor, ['python-calc'])).token;
  const [proposer, approver, executor, publisher] = await Promise.all([
    token('proposer', 'bench-agent'),
    token('approver', 'bench-reviewer'),
    token('executor', 'bench-ci'),
    token('publisher', 'bench-publisher'),
  ]);
  return {
    service,
    tokens: { proposer, approver, executor, publisher },
    close: async () => {
      await service.close();
      rmSync(dataDir, { recursive: true, force: true });
      if (errors.length > 0)
        console.log(
          `  (the service reported ${errors.length} error(s); first: ${String(errors[0])})`,
        );
    },
  };
}

/** One API call; throws with the problem text unless the status is 2xx. */
export async function call<T>(
  bench: BenchService,
  schema: z.ZodType<T>,
  method: string,
  path: string,
  token: string,
  body?: string,
  type = 'application/json',
): Promise<T> {
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (body !== undefined) headers['content-type'] = type;
  const response = await fetch(bench.service.url + path, {
    method,
    headers,
    ...(body !== undefined ? { body } : {}),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 300)}`);
  return schema.parse(JSON.parse(text));
}

/** Registers a run of the python-calc fixture, submits the fix patch and approves it: the approval hash to queue. */
export async function approvedFix(bench: BenchService): Promise<{ run: string; approval: string }> {
  const { proposer, approver } = bench.tokens;
  const run = await call(
    bench,
    runResponse,
    'POST',
    '/v1/runs',
    proposer,
    JSON.stringify({ project: 'python-calc' }),
  );
  const proposal = await call(
    bench,
    proposalResponse,
    'POST',
    `/v1/runs/${run.id}/proposals`,
    proposer,
    FIX_PATCH,
    'text/plain',
  );
  const approval = await call(
    bench,
    approvalResponse,
    'POST',
    `/v1/proposals/${proposal.hash}/approvals`,
    approver,
    JSON.stringify({ run: run.id, snapshot: proposal.base }),
  );
  return { run: run.id, approval: approval.hash };
}

/** Queues the validation of an approval. */
export function queue(bench: BenchService, run: string, approval: string): Promise<Validation> {
  return call(
    bench,
    validationResponse,
    'POST',
    `/v1/runs/${run}/validations`,
    bench.tokens.executor,
    JSON.stringify({ approval }),
  );
}

/** Polls until none of `ids` is queued or running; their final views. */
export async function waitForAll(
  bench: BenchService,
  ids: readonly string[],
  pollMs = 200,
): Promise<Validation[]> {
  for (;;) {
    const views = await Promise.all(
      ids.map((id) =>
        call(bench, validationResponse, 'GET', `/v1/validations/${id}`, bench.tokens.executor),
      ),
    );
    if (views.every((v) => v.state !== 'queued' && v.state !== 'running')) return views;
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}

/** Publishes a finished validation; the receipt's address. */
export async function publish(bench: BenchService, validation: string): Promise<string> {
  return (
    await call(
      bench,
      publishResponse,
      'POST',
      `/v1/validations/${validation}/publish`,
      bench.tokens.publisher,
    )
  ).receipt;
}
