/**
 * The world of the authority matrix (authority-matrix.test.ts): a listening `patchproof serve`
 * on a fresh PostgreSQL database with two projects, alpha and beta (two copies of
 * python-calc), a token of every role for each, and beta's objects made by beta's tokens.
 */
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { ROLES, type Role } from '../../src/core/service/roles.js';
import { createTestDatabase } from '../support/databases.js';
import { writeFixtureProjects } from '../support/projects.js';
import {
  createTokenCli,
  http,
  type HttpReply,
  type ServeProcess,
  startServe,
} from '../support/serve-process.js';
import { repoRoot } from '../support/shared.js';
import { buildTar } from '../support/tar.js';
import type { Request, World } from './authority-rows.js';

const PROJECTS = ['alpha', 'beta'] as const;
type Project = (typeof PROJECTS)[number];
type TestDatabase = Awaited<ReturnType<typeof createTestDatabase>>;

export interface Matrix {
  readonly serve: ServeProcess;
  readonly database: TestDatabase;
  readonly tokens: Record<Project, Record<Role, string>>;
  readonly w: World;
  /** One request as `token`; events are read until the headers arrive, then dropped. */
  call(token: string, request: Request): Promise<HttpReply>;
  /** Stops the service, drops its database and removes the projects' root. */
  close(): Promise<void>;
}

/** Starts the service and makes beta's objects; what was made is removed again if that fails. */
export async function openMatrix(): Promise<Matrix> {
  const root = await mkdtemp(join(tmpdir(), 'pp-matrix-'));
  let database: TestDatabase | undefined;
  let serve: ServeProcess | undefined;
  const close = async (): Promise<void> => {
    await serve?.stop();
    await database?.drop();
    await rm(root, { recursive: true, force: true });
  };
  try {
    const projects: Record<string, unknown> = {};
    for (const name of PROJECTS) {
      await cp(join(repoRoot, 'test', 'fixtures', 'python-calc'), join(root, name), {
        recursive: true,
      });
      projects[name] = {
        repository: `${name}/repo`,
        spec: `${name}/spec/patchproof.json`,
        uploads: true,
      };
    }
    await writeFixtureProjects(root, { version: 1, projects });
    const patch = await readFile(join(root, 'beta', 'patches', 'fix.patch'), 'utf8');
    database = await createTestDatabase();
    const env = { DATABASE_URL: database.url, XDG_DATA_HOME: join(root, 'xdg') };
    const tokens = Object.fromEntries(
      PROJECTS.map((p) => [
        p,
        Object.fromEntries(
          ROLES.map((role) => [role, createTokenCli(role, `${role}-${p}`, env, undefined, [p])]),
        ),
      ]),
    ) as Matrix['tokens'];
    // No workers: the queued validation stays queued, so every row finds it as it was made.
    serve = await startServe(['--repos-root', root, '--workers', '0', '--metrics'], env);
    const url = serve.url;
    const w = await makeBeta(url, tokens.beta, patch);
    return {
      serve,
      database,
      tokens,
      w,
      call: (token, request) => call(url, token, request),
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

/** Beta's objects, made through the service at `url` by beta's own tokens. */
async function makeBeta(url: string, beta: Record<Role, string>, patch: string): Promise<World> {
  const run = async () =>
    (await http(url, 'POST', '/v1/runs', beta.proposer, { project: 'beta' })).json.id as string;
  const propose = async (runId: string) =>
    (await http(url, 'POST', `/v1/runs/${runId}/proposals`, beta.proposer, patch)).json;
  const proposedRun = await run();
  const proposed = await propose(proposedRun);
  const approve = async (runId: string) =>
    (
      await http(url, 'POST', `/v1/proposals/${proposed.hash as string}/approvals`, beta.approver, {
        run: runId,
        snapshot: proposed.base,
      })
    ).json.hash as string;
  const approvedRun = await run();
  await propose(approvedRun);
  const approval = await approve(approvedRun);
  const queuedRun = await run();
  await propose(queuedRun);
  const queued = await http(url, 'POST', `/v1/runs/${queuedRun}/validations`, beta.executor, {
    approval: await approve(queuedRun),
  });
  expect(queued.status).toBe(202);
  const tar = await buildTar([
    { name: 'calc.py', content: 'def add(a, b):\n    return a + b  # beta only\n' },
  ]);
  const uploaded = await fetch(`${url}/v1/uploads?project=beta`, {
    method: 'POST',
    headers: { authorization: `Bearer ${beta.proposer}`, 'content-type': 'application/x-tar' },
    body: tar,
  });
  expect(uploaded.status).toBe(201);
  const upload = ((await uploaded.json()) as { upload: string }).upload;
  const order = await http(url, 'POST', `/v1/runs/${proposedRun}/orders`, beta.executor, {
    proposal: proposed.hash,
  });
  expect(order.status).toBe(201);
  return {
    emptyRun: await run(),
    proposedRun,
    approvedRun,
    proposal: proposed.hash as string,
    base: proposed.base as string,
    approval,
    validation: queued.json.id as string,
    order: order.json.id as string,
    tar,
    upload,
    patch,
  };
}

/** One request to the service at `url` as `token` (see Matrix.call). */
async function call(url: string, token: string, request: Request): Promise<HttpReply> {
  if (request.path.endsWith('/events')) {
    const controller = new AbortController();
    const response = await fetch(`${url}${request.path}`, {
      headers: { authorization: `Bearer ${token}` },
      signal: controller.signal,
    });
    const text = response.ok ? '' : await response.text();
    controller.abort();
    return {
      status: response.status,
      headers: response.headers,
      bytes: new TextEncoder().encode(text),
      json: text ? (JSON.parse(text) as HttpReply['json']) : {},
    };
  }
  if (request.tar) {
    const response = await fetch(`${url}${request.path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-tar' },
      body: request.tar,
    });
    return {
      status: response.status,
      headers: response.headers,
      bytes: new Uint8Array(),
      json: (await response.json()) as HttpReply['json'],
    };
  }
  return http(url, request.method, request.path, token, request.body);
}
