// `patchproof serve` end to end, as deployed: the compiled command in its own process, on
// PostgreSQL and on the embedded PGlite, tokens made with `patchproof token create`, the
// Docker runner, and the whole flow over HTTP with a separate token per authority.
import { execFileSync } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { typedHashOfBytes } from '../../src/core/hash/typed-hash.js';
import {
  createTestDatabase,
  type DatabaseKind,
  databaseKinds,
  describeDatabase,
} from '../support/databases.js';
import {
  BIN,
  containersOf,
  createTokenCli,
  http,
  type ServeProcess,
  startServe,
  waitForValidation,
} from '../support/serve-process.js';
import { FIXTURE_PROJECT, writeFixtureProjects } from '../support/projects.js';
import { repoRoot } from '../support/shared.js';
import { requireEngine, skipDocker, suiteName } from '../docker/support.js';

const FIXTURE = 'python-calc';
const ROLES = ['proposer', 'approver', 'executor', 'publisher'] as const;

interface Deployment {
  readonly root: string;
  readonly env: Record<string, string | undefined>;
  readonly dataDir?: string;
  readonly tokens: Record<(typeof ROLES)[number], string>;
  close(): Promise<void>;
}

/** A repository root with the fixture, a database, and one token per authority. */
async function deploy(kind: DatabaseKind): Promise<Deployment> {
  const root = await mkdtemp(join(tmpdir(), 'pp-serve-'));
  await cp(join(repoRoot, 'test', 'fixtures', FIXTURE), join(root, FIXTURE), { recursive: true });
  await writeFixtureProjects(root);
  const database = kind === 'postgres' ? await createTestDatabase() : undefined;
  const dataDir = kind === 'pglite' ? join(root, 'data') : undefined;
  // An empty DATABASE_URL means "embedded"; set explicitly so the host's own never leaks in.
  const env = { DATABASE_URL: database?.url ?? '', XDG_DATA_HOME: join(root, 'xdg') };
  const tokens = Object.fromEntries(
    ROLES.map((role) => [role, createTokenCli(role, `${role}-e2e`, env, dataDir)]),
  ) as Deployment['tokens'];
  return {
    root,
    env,
    tokens,
    ...(dataDir ? { dataDir } : {}),
    async close() {
      await database?.drop();
      await rm(root, { recursive: true, force: true });
    },
  };
}

function serveArgs(d: Deployment, extra: string[] = []): string[] {
  return ['--repos-root', d.root, ...(d.dataDir ? ['--data', d.dataDir] : []), ...extra];
}

/** Run → proposal → approval → validation, each with its own token; the validation id. */
async function queueFix(url: string, d: Deployment): Promise<{ run: string; validation: string }> {
  const run = await http(url, 'POST', '/v1/runs', d.tokens.proposer, { project: FIXTURE_PROJECT });
  expect(run.status).toBe(201);
  const patch = await readFile(join(d.root, FIXTURE, 'patches', 'fix.patch'), 'utf8');
  const proposal = await http(
    url,
    'POST',
    `/v1/runs/${run.json.id}/proposals`,
    d.tokens.proposer,
    patch,
  );
  expect(proposal.status).toBe(201);
  const approval = await http(
    url,
    'POST',
    `/v1/proposals/${proposal.json.hash}/approvals`,
    d.tokens.approver,
    { run: run.json.id, snapshot: proposal.json.base },
  );
  expect(approval.status).toBe(201);
  const validation = await http(
    url,
    'POST',
    `/v1/runs/${run.json.id}/validations`,
    d.tokens.executor,
    { approval: approval.json.hash },
  );
  expect(validation.status).toBe(202);
  return { run: run.json.id as string, validation: validation.json.id as string };
}

describe.skipIf(skipDocker)(suiteName('patchproof serve end to end'), () => {
  requireEngine();

  for (const kind of databaseKinds()) {
    describeDatabase(kind, 'the whole flow over HTTP', () => {
      let d: Deployment;
      let serve: ServeProcess;
      beforeAll(async () => {
        d = await deploy(kind);
        serve = await startServe(serveArgs(d), d.env);
      }, 180_000);
      afterAll(async () => {
        await serve?.stop();
        await d?.close();
      });

      it('run → proposal → approval → validation → publication → anonymous receipt fetch that hashes to its address', async () => {
        expect((await http(serve.url, 'GET', '/healthz', null)).json).toMatchObject({
          status: 'ok',
          database: kind,
        });
        const { validation } = await queueFix(serve.url, d);
        const done = await waitForValidation(
          serve.url,
          d.tokens.executor,
          validation,
          (v) => v.state !== 'queued' && v.state !== 'running',
        );
        expect(done.state).toBe('completed');
        expect(done.verdict).toBe('PASS');
        expect(done.proofGrade).toBe(true);
        // Only the publisher publishes.
        expect(
          (
            await http(
              serve.url,
              'POST',
              `/v1/validations/${validation}/publish`,
              d.tokens.executor,
            )
          ).json.code,
        ).toBe('RoleNotAllowed');
        const published = await http(
          serve.url,
          'POST',
          `/v1/validations/${validation}/publish`,
          d.tokens.publisher,
        );
        expect(published.status).toBe(201);
        const digest = published.json.receipt as string;
        expect(digest).toBe(done.receipt);

        const receipt = await http(serve.url, 'GET', `/v1/receipts/${digest}`, null);
        expect(receipt.status).toBe(200);
        expect(typedHashOfBytes('patchproof.receipt.v1', receipt.bytes)).toBe(digest);
        expect(receipt.headers.get('etag')).toBe(`"${digest}"`);
        expect(receipt.headers.get('cache-control')).toContain('immutable');
        // An auditor verifies the fetched bytes offline with the CLI.
        const file = join(d.root, 'receipt.json');
        await writeFile(file, receipt.bytes);
        const verified = JSON.parse(
          execFileSync(process.execPath, [BIN, 'receipt', 'verify', file, '--json'], {
            encoding: 'utf8',
          }),
        ) as { valid: boolean; digest: string };
        expect(verified).toMatchObject({ valid: true, digest });
        const zh = await fetch(`${serve.url}/v1/receipts/${digest}/report?lang=zh`);
        expect(await zh.text()).toContain('结论');
      });
    });
  }

  describeDatabase('postgres', 'several service processes on one PostgreSQL', () => {
    let d: Deployment;
    const started: ServeProcess[] = [];
    beforeAll(async () => {
      d = await deploy('postgres');
      // A hidden test that takes a while, so a validation is still running when a process is stopped.
      await writeFile(
        join(d.root, FIXTURE, 'spec', 'hidden', 'test_slow.py'),
        'import time, unittest\n\nclass Slow(unittest.TestCase):\n    def test_slow(self):\n        time.sleep(6)\n',
      );
    }, 120_000);
    afterAll(async () => {
      await Promise.all(started.map((s) => s.stop('SIGKILL')));
      await d?.close();
    });
    const start = async (extra: string[] = []): Promise<ServeProcess> => {
      const s = await startServe(serveArgs(d, extra), d.env);
      started.push(s);
      return s;
    };
    const runningWithContainer = async (s: ServeProcess, id: string): Promise<void> => {
      await waitForValidation(
        s.url,
        d.tokens.executor,
        id,
        (v) => v.state === 'running' && containersOf(s.pid).length > 0,
        60_000,
      );
    };

    it('two processes each take a validation from the shared queue', async () => {
      const [a, b] = await Promise.all([start(), start()]);
      const first = await queueFix(a.url, d);
      const second = await queueFix(b.url, d);
      const ends = await Promise.all(
        [first, second].map((q) =>
          waitForValidation(
            a.url,
            d.tokens.executor,
            q.validation,
            (v) => v.state === 'completed',
            120_000,
          ),
        ),
      );
      expect(ends.map((v) => v.verdict)).toEqual(['PASS', 'PASS']);
      const claimers = new Set<string>();
      for (const q of [first, second]) {
        const stream = await fetch(`${a.url}/v1/validations/${q.validation}/events`, {
          headers: { authorization: `Bearer ${d.tokens.executor}` },
        });
        const claim = (await stream.text())
          .split('\n')
          .find((line) => line.startsWith('data:') && line.includes('"stage":"claim"'));
        claimers.add(/@(\d+)"/.exec(claim ?? '')?.[1] ?? '');
      }
      expect(claimers).toEqual(new Set([String(a.pid), String(b.pid)]));
      expect(await a.stop(), a.output()).toBe(0);
      expect(await b.stop(), b.output()).toBe(0);
    }, 240_000);

    it('SIGTERM during a validation: the process exits cleanly, its containers are removed, the job goes back to the queue', async () => {
      const a = await start();
      const { validation } = await queueFix(a.url, d);
      await runningWithContainer(a, validation);
      expect(await a.stop('SIGTERM'), a.output()).toBe(0);
      expect(containersOf(a.pid)).toEqual([]);
      const b = await start();
      const after = await http(b.url, 'GET', `/v1/validations/${validation}`, d.tokens.executor);
      expect(['queued', 'running', 'completed']).toContain(after.json.state);
      const done = await waitForValidation(
        b.url,
        d.tokens.executor,
        validation,
        (v) => v.state === 'completed',
        120_000,
      );
      expect(done.attempt).toBe(2);
      expect(done.verdict).toBe('PASS');
      await b.stop();
    }, 240_000);

    it('a process killed mid-run: another reclaims the job after its lease and runs it from the start; the dead one’s containers are swept', async () => {
      const a = await start(['--lease', '3']);
      const { validation } = await queueFix(a.url, d);
      await runningWithContainer(a, validation);
      expect(await a.stop('SIGKILL')).toBeNull();
      const b = await start(['--lease', '3']);
      const done = await waitForValidation(
        b.url,
        d.tokens.executor,
        validation,
        (v) => v.state === 'completed',
        150_000,
      );
      expect(done.attempt).toBe(2);
      expect(done.verdict).toBe('PASS');
      // The reclaiming runner sweeps containers whose owner process is gone.
      expect(containersOf(a.pid)).toEqual([]);
      await b.stop();
    }, 240_000);
  });
});
