/**
 * vitest globalSetup: one PostgreSQL container for the whole test run, started only when a
 * test first needs it. PATCHPROOF_TEST_DATABASE_URL, when set, wins (the host cluster of
 * .ci/start-postgres.sh) and nothing starts here. Otherwise this checks, in about 0.1 s,
 * that the engine and the image patchproof-postgres:15 are there (test files decide at
 * collection whether their PostgreSQL suites run, skip or fail), and serves on 127.0.0.1 a
 * one-route broker: the first test file that asks starts the container, every file gets the
 * same admin URL and makes its own databases (test/support/databases.ts). A run that has no
 * PostgreSQL test (one unit file) starts no container; the teardown removes it.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';
import {
  BUILD_COMMAND,
  POSTGRES_IMAGE,
  type RunningPostgres,
  startPostgres,
} from './postgres-container.js';

/** What the test files get through inject('patchproofPostgres'). */
export interface PostgresProvided {
  /** GET answers `{ url }` (an admin URL) once the container is ready, or 503 `{ error }`. */
  readonly broker?: string;
  /** Why no container can start (no engine, no image), saying how to fix it. */
  readonly missing?: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    patchproofPostgres: PostgresProvided;
  }
}

const run = promisify(execFile);

export default async function setup(
  project: TestProject,
): Promise<(() => Promise<void>) | undefined> {
  if (process.env['PATCHPROOF_TEST_DATABASE_URL'] !== undefined) return undefined;
  const missing = await probe();
  if (missing !== undefined) {
    project.provide('patchproofPostgres', { missing });
    return undefined;
  }
  const broker = await serveBroker();
  project.provide('patchproofPostgres', { broker: broker.address });
  return broker.close;
}

/** Why the container cannot start, or undefined when the engine has the image. */
async function probe(): Promise<string | undefined> {
  const ok = (args: string[]) =>
    run('docker', args, { timeout: 15_000 }).then(
      () => true,
      () => false,
    );
  if (await ok(['image', 'inspect', '--format', '{{.Id}}', POSTGRES_IMAGE])) return undefined;
  if (!(await ok(['info', '--format', '{{.ID}}']))) {
    return 'no Docker engine answers `docker info` (start one: sudo bash docker/start-engine.sh)';
  }
  return `image ${POSTGRES_IMAGE} is missing (build it: ${BUILD_COMMAND}; nothing is pulled)`;
}

async function serveBroker(): Promise<{ readonly address: string; close(): Promise<void> }> {
  // Only this run's test processes know the path: another local user cannot ask for the URL.
  const path = `/${randomBytes(16).toString('hex')}`;
  let running: Promise<RunningPostgres> | undefined;
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== path) {
      response.writeHead(404).end();
      return;
    }
    // One start for all: a start that failed answers every later request with its error.
    running ??= startPostgres().then((pg) => {
      console.log(
        `PostgreSQL for the tests: ${POSTGRES_IMAGE} container ready in ${pg.startMs} ms`,
      );
      return pg;
    });
    running.then(
      (pg) => reply(response, 200, { url: pg.url }),
      (error: unknown) =>
        reply(response, 503, { error: error instanceof Error ? error.message : String(error) }),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    address: `http://127.0.0.1:${port}${path}`,
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
      const pg = await running?.catch(() => undefined);
      await pg?.stop();
    },
  };
}

function reply(response: ServerResponse, status: number, body: object): void {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}
