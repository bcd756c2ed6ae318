/**
 * Opens the service's database and brings its schema up to date. PostgreSQL (postgres.js)
 * when a URL is given, for deployments where several service processes share one queue;
 * otherwise embedded PGlite, in a data folder or in memory, for one process on one machine.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { PatchProofError, ServiceError } from '../../core/errors.js';
import { toStoreError, unwrap } from './db-errors.js';

/** The drizzle database both drivers share; the store is written against this only. */
export type ServiceDb = PgDatabase<PgQueryResultHKT>;

export interface ServiceDatabase {
  readonly kind: 'postgres' | 'pglite';
  readonly db: ServiceDb;
  /** True once close() was called: later calls fail with ServiceUnavailable. */
  readonly closed: boolean;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** `postgres://…`: use PostgreSQL. Without it, PGlite. */
  readonly url?: string;
  /** PGlite's data folder; undefined or 'memory://' keeps the database in memory (tests, demos). */
  readonly dataDir?: string;
  /** PostgreSQL pool size per process (default 10). */
  readonly maxConnections?: number;
  /**
   * An in-memory PGlite starts from this dump (`pgliteTemplate()`) instead of a new cluster:
   * PGlite's initdb takes 3–5 s, loading a dump under 1 s. Migrations still run (a no-op on
   * an up-to-date dump), so a stale dump is brought up to date, never trusted.
   */
  readonly pgliteTemplate?: Blob;
}

/**
 * src/adapters/db/ and dist/adapters/db/ both sit three levels below the package root, so
 * one relative URL finds migrations/ from the sources (tsx, vitest) and from the build.
 */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../../migrations', import.meta.url));

/**
 * Key of the session advisory lock that serializes migrations: processes starting together
 * would otherwise race on CREATE SCHEMA/TABLE and one would fail. Fixed, and distinct from
 * anything else PatchProof locks ("PPMIGRAT" in ASCII).
 */
const MIGRATION_LOCK_KEY = 0x50504d4947524154n;
const CONNECT_TIMEOUT_SECONDS = 10;

/** Opens (and migrates) the database; ServiceUnavailable when PostgreSQL cannot be reached. */
export async function openServiceDatabase(options: OpenOptions = {}): Promise<ServiceDatabase> {
  try {
    return options.url === undefined
      ? await openPglite(options.dataDir, options.pgliteTemplate)
      : await openPostgres(options.url, options.maxConnections ?? 10);
  } catch (error) {
    const mapped = toStoreError(error);
    if (mapped.code !== 'InternalError') throw mapped;
    // Reached, but the schema could not be brought up to date: say so, not "a bug".
    const driver = unwrap(error);
    const reason = driver instanceof Error ? driver.message : String(driver);
    throw new PatchProofError(
      'InternalError',
      `the service database could not be migrated (${reason}); check that the database exists and this role may create tables in it`,
      { cause: error },
    );
  }
}

/** A dump of a new, migrated in-memory database, for `OpenOptions.pgliteTemplate`. */
export async function pgliteTemplate(): Promise<Blob> {
  const client = new PGlite();
  try {
    await migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_FOLDER });
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

async function openPglite(
  dataDir: string | undefined,
  template: Blob | undefined,
): Promise<ServiceDatabase> {
  const inMemory = dataDir === undefined || dataDir === 'memory://';
  if (!inMemory && template)
    throw new PatchProofError(
      'InternalError',
      'a PGlite template is for in-memory databases only; a data folder keeps its own',
    );
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  // PGlite's own bytea parser converts hex one byte at a time; Buffer's is ~8x faster, and
  // every receipt read goes through it (bench: receipt-serving).
  const parsers = {
    [pgliteTypes.BYTEA]: (text: string): Uint8Array =>
      new Uint8Array(Buffer.from(text.slice(2), 'hex')),
  };
  const client = inMemory
    ? new PGlite({ parsers, ...(template ? { loadDataDir: template } : {}) })
    : new PGlite(dataDir, { parsers });
  const db = drizzlePglite(client);
  try {
    // One process owns a PGlite folder, so nothing else can race this migration.
    await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  } catch (error) {
    await client.close().catch(() => undefined);
    throw error;
  }
  let closed = false;
  return {
    kind: 'pglite',
    db: db as unknown as ServiceDb,
    get closed() {
      return closed;
    },
    async close() {
      if (closed) return;
      closed = true;
      // An open PGlite keeps the event loop alive: the process would never exit.
      await client.close();
    },
  };
}

function client(url: string, max: number): postgres.Sql {
  return postgres(url, {
    max,
    connect_timeout: CONNECT_TIMEOUT_SECONDS,
    // Migrations' "already exists, skipping" notices are expected, not news.
    onnotice: () => undefined,
    connection: { application_name: 'patchproof' },
  });
}

async function openPostgres(url: string, max: number): Promise<ServiceDatabase> {
  await migrateUnderLock(url);
  const sql = client(url, max);
  let closed = false;
  return {
    kind: 'postgres',
    db: drizzlePostgres(sql) as unknown as ServiceDb,
    get closed() {
      return closed;
    },
    async close() {
      if (closed) return;
      closed = true;
      await sql.end({ timeout: 5 });
    },
  };
}

/**
 * Runs the migrator on a pool of exactly one connection: a session advisory lock belongs to
 * the connection that took it, so the lock, the migration and the unlock must share it.
 */
async function migrateUnderLock(url: string): Promise<void> {
  const sql = client(url, 1);
  try {
    await sql`select pg_advisory_lock(${MIGRATION_LOCK_KEY.toString()}::bigint)`;
    try {
      await migratePostgres(drizzlePostgres(sql), { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await sql`select pg_advisory_unlock(${MIGRATION_LOCK_KEY.toString()}::bigint)`.catch(
        () => undefined,
      );
    }
  } finally {
    await sql.end({ timeout: 5 });
  }
}

/** Refuses work on a closed database with the same code as an unreachable one. */
export function assertOpen(database: ServiceDatabase): void {
  if (database.closed)
    throw new ServiceError(
      'ServiceUnavailable',
      'the service database was closed; the service is shutting down, retry against a running instance',
    );
}
