/**
 * Real databases for tests (no mocks): in-memory PGlite always; PostgreSQL from the run's
 * container of the locally built image patchproof-postgres:15 (test/support/postgres-setup.ts
 * starts it through testcontainers when a test first asks), or from the host cluster when
 * PATCHPROOF_TEST_DATABASE_URL names a role that may create databases (the fallback of
 * .ci/start-postgres.sh). Each store gets a database of its own, `pp_test_<random>`, dropped
 * when it closes. With neither (no engine, no image) the PostgreSQL suites skip, saying why
 * in one line — unless PATCHPROOF_REQUIRE_POSTGRES=1 (CI), where they fail instead.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import postgres from 'postgres';
import { describe, inject, it } from 'vitest';
import { repoRoot } from './shared.js';
import {
  MIGRATIONS_FOLDER,
  openServiceDatabase,
  pgliteTemplate,
  type ServiceDatabase,
} from '../../src/adapters/db/connect.js';
import { createServiceStore } from '../../src/adapters/db/service-store.js';
import type { ServiceStore } from '../../src/core/service/service-store.js';

export type DatabaseKind = 'pglite' | 'postgres';

const hostUrl = process.env['PATCHPROOF_TEST_DATABASE_URL'];
const required = process.env['PATCHPROOF_REQUIRE_POSTGRES'] === '1';
const provided = hostUrl === undefined ? inject('patchproofPostgres') : undefined;
/** Why this run has no PostgreSQL, or undefined when it has one. */
const missing =
  hostUrl !== undefined || provided?.broker !== undefined
    ? undefined
    : (provided?.missing ??
      'PATCHPROOF_TEST_DATABASE_URL is not set and no globalSetup (test/support/postgres-setup.ts) ran');

/** The kinds a test run covers: PGlite always, PostgreSQL when there is one or it is required. */
export function databaseKinds(): DatabaseKind[] {
  return missing === undefined || required ? ['pglite', 'postgres'] : ['pglite'];
}

/**
 * describe() for a suite needing `kind`. A PostgreSQL suite without a database is skipped
 * with a console line, or — when PostgreSQL is required — replaced by one failing test, so
 * CI never mistakes a missing database for a pass (nor a skip, which it counts as a failure
 * anyway, without saying why).
 */
export function describeDatabase(kind: DatabaseKind, name: string, body: () => void): void {
  if (kind === 'pglite' || missing === undefined) {
    describe(`${name} [${kind}]`, body);
    return;
  }
  if (required) {
    describe(`${name} [postgres]`, () => {
      it('has a PostgreSQL database (PATCHPROOF_REQUIRE_POSTGRES=1)', () => {
        const fix = 'CI must build the image (.ci/run does) or set PATCHPROOF_TEST_DATABASE_URL';
        throw new Error(`${missing}; ${fix}`);
      });
    });
    return;
  }
  console.log(`skipping "${name} [postgres]": ${missing}`);
  describe.skip(`${name} [postgres] (skipped: ${missing})`, body);
}

let adminUrl: Promise<string> | undefined;

/** The admin URL: the host cluster's, or the container's (the run's first call starts it). */
function serverUrl(): Promise<string> {
  adminUrl ??= hostUrl !== undefined ? Promise.resolve(hostUrl) : askBroker();
  return adminUrl;
}

async function askBroker(): Promise<string> {
  if (provided?.broker === undefined) throw new Error(missing ?? 'no PostgreSQL for this run');
  const response = await fetch(provided.broker);
  const body = (await response.json()) as { url?: string; error?: string };
  if (!response.ok || body.url === undefined) {
    const why = body.error ?? `HTTP ${response.status}`;
    throw new Error(`the PostgreSQL container did not start: ${why}`);
  }
  return body.url;
}

async function admin(): Promise<postgres.Sql> {
  return postgres(await serverUrl(), { max: 1, onnotice: () => undefined, connect_timeout: 10 });
}

/** A fresh, empty PostgreSQL database; `drop()` removes it even while connections remain. */
export async function createTestDatabase(): Promise<{
  readonly url: string;
  drop(): Promise<void>;
}> {
  const name = `pp_test_${randomBytes(6).toString('hex')}`;
  const sql = await admin();
  try {
    await sql.unsafe(`create database "${name}"`);
  } finally {
    await sql.end();
  }
  const url = new URL(await serverUrl());
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = await admin();
      try {
        // WITH (FORCE): a test that failed midway may leave pools open on it.
        await dropper.unsafe(`drop database if exists "${name}" with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

export interface TestStore {
  readonly kind: DatabaseKind;
  readonly store: ServiceStore;
  /** For raw SQL in tests (backdating heartbeats, trying to rewrite events). */
  readonly database: ServiceDatabase;
  /** PostgreSQL only: the test database's URL, to open more pools on it. */
  readonly url?: string;
  /** Closes the store and, for PostgreSQL, drops its database. */
  close(): Promise<void>;
}

/** A store over a fresh database of `kind`, migrated and empty. */
let cached: Promise<Blob> | undefined;

/**
 * A migrated, empty PGlite database as a dump, made once per machine and schema: a new
 * PGlite cluster costs 3–5 s of initdb, a load from the dump under 1 s, and the suites open
 * hundreds. Keyed by the migrations' bytes and PGlite's version, so a schema change makes a
 * new one; written whole (temp file, rename), so parallel workers never read half of one.
 */
function template(): Promise<Blob> {
  cached ??= (async () => {
    const key = createHash('sha256');
    key.update(
      readFileSync(join(repoRoot, 'node_modules', '@electric-sql', 'pglite', 'package.json')),
    );
    const files = readdirSync(MIGRATIONS_FOLDER, { recursive: true, withFileTypes: true }).filter(
      (e) => e.isFile(),
    );
    for (const path of files.map((e) => join(e.parentPath, e.name)).sort())
      key.update(path.slice(MIGRATIONS_FOLDER.length)).update(readFileSync(path));
    // In the project's own cache folder, not a shared /tmp another user could write to.
    const path = join(
      repoRoot,
      'node_modules',
      '.cache',
      `patchproof-test-pglite-${key.digest('hex').slice(0, 16)}.tar`,
    );
    try {
      return new Blob([readFileSync(path)]);
    } catch {
      const dump = await pgliteTemplate();
      mkdirSync(dirname(path), { recursive: true });
      const partial = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
      writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
      renameSync(partial, path);
      return dump;
    }
  })();
  return cached;
}

export async function openTestStore(kind: DatabaseKind): Promise<TestStore> {
  if (kind === 'pglite') {
    const database = await openServiceDatabase({
      dataDir: 'memory://',
      pgliteTemplate: await template(),
    });
    return { kind, store: createServiceStore(database), database, close: () => database.close() };
  }
  const target = await createTestDatabase();
  let database: ServiceDatabase;
  try {
    database = await openServiceDatabase({ url: target.url, maxConnections: 4 });
  } catch (error) {
    await target.drop();
    throw error;
  }
  return {
    kind,
    store: createServiceStore(database),
    database,
    url: target.url,
    async close() {
      await database.close();
      await target.drop();
    },
  };
}

/**
 * A second store on the same database, as another service process would have: its own
 * pool on PostgreSQL (so races between the two are real), the same store on PGlite (one
 * process owns an embedded database). Closing it leaves the database alone.
 */
export async function openPeerStore(
  base: TestStore,
): Promise<{ readonly store: ServiceStore; close(): Promise<void> }> {
  if (base.url === undefined) return { store: base.store, close: async () => undefined };
  const database = await openServiceDatabase({ url: base.url, maxConnections: 4 });
  return { store: createServiceStore(database), close: () => database.close() };
}
