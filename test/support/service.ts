/**
 * An in-process service on a real database for tests: the hono app driven with
 * app.request() (hono's own way to test), tokens for every role, and a repository root
 * holding a fresh copy of the python-calc fixture (repository, run spec, trusted tests).
 */
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { loadTreeSitterChecker } from '../../src/adapters/syntax/tree-sitter.js';
import type { Role } from '../../src/core/service/roles.js';
import type { AppEnv } from '../../src/http/app-env.js';
import { createApp } from '../../src/http/app.js';
import type { StreamLimits } from '../../src/http/event-stream.js';
import type { RateLimits } from '../../src/http/rate-limit.js';
import type { ServiceContext } from '../../src/service/context.js';
import { loadProjects } from '../../src/service/projects.js';
import { createToken } from '../../src/service/tokens.js';
import { FIXTURE_PROJECT, writeFixtureProjects } from './projects.js';
import { type DatabaseKind, openTestStore, type TestStore } from './databases.js';
import { repoRoot } from './shared.js';

export const FIXTURE = 'python-calc';

export interface Reply {
  readonly status: number;
  readonly headers: Headers;
  readonly bytes: Uint8Array;
  readonly text: string;
  /** The body parsed as JSON, or undefined when it is not JSON. */
  readonly json: Record<string, unknown> & { code?: string };
}

export interface CallOptions {
  readonly token?: string | null;
  readonly json?: unknown;
  readonly body?: string | Uint8Array;
  readonly headers?: Record<string, string>;
}

export interface TestService {
  readonly db: TestStore;
  readonly context: ServiceContext;
  readonly app: Hono<AppEnv>;
  /** The repository root: `python-calc/repo`, `python-calc/spec/patchproof.json`, `python-calc/patches/*`. */
  readonly root: string;
  readonly tokens: Readonly<Record<Role | 'proposer2' | 'approver2', string>>;
  call(method: string, path: string, options?: CallOptions): Promise<Reply>;
  /** The text of a patch from the fixture's patches/ folder. */
  patch(name: string): Promise<string>;
  /** Registers a run of the fixture (as the proposer) and returns its id. */
  registerRun(): Promise<string>;
  /** Registers a run, proposes `patch` and approves it; the ids and hashes involved. */
  approved(
    patchName?: string,
  ): Promise<{ run: string; proposal: string; base: string; approval: string }>;
  close(): Promise<void>;
}

/** A response as tests look at it: status, headers, bytes, text, and JSON when it is JSON ({} otherwise). */
export async function readReply(response: Response): Promise<Reply> {
  const bytes = new Uint8Array(await response.arrayBuffer());
  const text = new TextDecoder().decode(bytes);
  let json: Reply['json'];
  try {
    json = JSON.parse(text) as Reply['json'];
  } catch {
    json = {};
  }
  return { status: response.status, headers: response.headers, bytes, text, json };
}

let syntax: Awaited<ReturnType<typeof loadTreeSitterChecker>> | undefined;

/** A service over a fresh database of `kind`. */
export async function openTestService(
  kind: DatabaseKind,
  options: {
    now?: () => Date;
    uploadLimit?: number;
    streamLimits?: StreamLimits;
    rateLimits?: RateLimits;
    projects?: unknown;
    context?: Pick<ServiceContext, 'publicUrl' | 'secret' | 'signingKey' | 'metrics'>;
  } = {},
): Promise<TestService> {
  const db = await openTestStore(kind);
  const root = await mkdtemp(join(tmpdir(), 'pp-service-'));
  await cp(join(repoRoot, 'test', 'fixtures', FIXTURE), join(root, FIXTURE), { recursive: true });
  await writeFixtureProjects(root, options.projects);
  syntax ??= await loadTreeSitterChecker();
  // Apart from the root, as in a deployment: extracted uploads are not registrable paths.
  const workDir = await mkdtemp(join(tmpdir(), 'pp-work-'));
  const context: ServiceContext = {
    store: db.store,
    reposRoot: root,
    projects: await loadProjects(root),
    workDir,
    syntax,
    now: options.now ?? (() => new Date()),
    ...options.context,
  };
  const app = createApp({
    context,
    database: db.kind,
    version: 'test',
    streamPollMs: 50,
    ...(options.uploadLimit !== undefined ? { uploadLimit: options.uploadLimit } : {}),
    ...(options.streamLimits ? { streamLimits: options.streamLimits } : {}),
    ...(options.rateLimits ? { rateLimits: options.rateLimits } : {}),
  });
  const roles = {
    proposer: 'agent-1',
    proposer2: 'agent-2',
    approver: 'reviewer-1',
    approver2: 'reviewer-2',
    executor: 'ci-runner',
    publisher: 'publisher-1',
    auditor: 'auditor-1',
  } as const;
  const tokens = Object.fromEntries(
    await Promise.all(
      Object.entries(roles).map(
        async ([key, actor]) =>
          [
            key,
            (await createToken(db.store, key.replace(/2$/, '') as Role, actor, null)).token,
          ] as const,
      ),
    ),
  ) as Record<keyof typeof roles, string>;

  const call = async (method: string, path: string, o: CallOptions = {}): Promise<Reply> => {
    const headers: Record<string, string> = {
      ...(o.token ? { authorization: `Bearer ${o.token}` } : {}),
      ...o.headers,
    };
    let body: string | Uint8Array | undefined = o.body;
    if (o.json !== undefined) {
      body = JSON.stringify(o.json);
      headers['content-type'] ??= 'application/json';
    }
    return readReply(
      await app.request(path, {
        method,
        headers,
        ...(body !== undefined ? { body: body as string | Uint8Array<ArrayBuffer> } : {}),
      }),
    );
  };
  const patch = (name: string): Promise<string> =>
    readFile(join(root, FIXTURE, 'patches', name), 'utf8');
  const registerRun = async (): Promise<string> => {
    const reply = await call('POST', '/v1/runs', {
      token: tokens.proposer,
      json: { project: FIXTURE_PROJECT },
    });
    if (reply.status !== 201) throw new Error(`register run: ${reply.status} ${reply.text}`);
    return reply.json.id as string;
  };
  return {
    db,
    context,
    app,
    root,
    tokens,
    call,
    patch,
    registerRun,
    async approved(patchName = 'fix.patch') {
      const run = await registerRun();
      const proposed = await call('POST', `/v1/runs/${run}/proposals`, {
        token: tokens.proposer,
        body: await patch(patchName),
        headers: { 'content-type': 'text/plain' },
      });
      if (proposed.status !== 201) throw new Error(`propose: ${proposed.status} ${proposed.text}`);
      const proposal = proposed.json.hash as string;
      const base = proposed.json.base as string;
      const approved = await call('POST', `/v1/proposals/${proposal}/approvals`, {
        token: tokens.approver,
        json: { run, snapshot: base },
      });
      if (approved.status !== 201) throw new Error(`approve: ${approved.status} ${approved.text}`);
      return { run, proposal, base, approval: approved.json.hash as string };
    },
    async close() {
      await db.close();
      await rm(root, { recursive: true, force: true });
      await rm(workDir, { recursive: true, force: true });
    },
  };
}
