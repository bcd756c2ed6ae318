/**
 * Opening a database migrates it: again and again without harm, and from several service
 * processes at once (PostgreSQL, serialized by an advisory lock). PGlite in a data folder
 * keeps what was written across a reopen.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER, openServiceDatabase } from '../../src/adapters/db/connect.js';
import { createServiceStore } from '../../src/adapters/db/service-store.js';
import { createTestDatabase, describeDatabase } from '../support/databases.js';
import { event, newRun } from './fixtures.js';

/** Every migration file the journal lists: what a fresh database ends up with. */
const MIGRATION_COUNT = (
  JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  }
).entries.length;

async function appliedMigrations(url: string): Promise<number> {
  const client = postgres(url, { max: 1, onnotice: () => undefined });
  try {
    const rows = await client`select count(*)::int as n from drizzle.__drizzle_migrations`;
    return Number(rows[0]?.['n']);
  } finally {
    await client.end();
  }
}

describe('migrations folder', () => {
  it('is found from the sources (and, three levels up, from dist/)', () => {
    expect(existsSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'))).toBe(true);
  });
});

describeDatabase('postgres', 'migrations', () => {
  it('run twice on one database without error, applying each file once', async () => {
    const target = await createTestDatabase();
    try {
      const first = await openServiceDatabase({ url: target.url });
      const run = await createServiceStore(first).createRun(newRun(), event('register-run'));
      await first.close();
      const second = await openServiceDatabase({ url: target.url });
      expect((await createServiceStore(second).getRun(run.id))?.id).toBe(run.id);
      await second.close();
      expect(await appliedMigrations(target.url)).toBe(MIGRATION_COUNT);
    } finally {
      await target.drop();
    }
  });

  it('let several processes open a fresh database at once', async () => {
    const target = await createTestDatabase();
    try {
      const opened = await Promise.all(
        [1, 2, 3].map(() => openServiceDatabase({ url: target.url })),
      );
      await Promise.all(opened.map((d) => createServiceStore(d).ping()));
      await Promise.all(opened.map((d) => d.close()));
      expect(await appliedMigrations(target.url)).toBe(MIGRATION_COUNT);
    } finally {
      await target.drop();
    }
  });
});

describeDatabase('pglite', 'migrations', () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('reopen a data folder, keeping its rows', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pp-pglite-'));
    dirs.push(dir);
    const dataDir = join(dir, 'db');
    const first = await openServiceDatabase({ dataDir });
    const run = await createServiceStore(first).createRun(newRun(), event('register-run'));
    await first.close();
    const second = await openServiceDatabase({ dataDir });
    try {
      expect((await createServiceStore(second).getRun(run.id))?.id).toBe(run.id);
      const result = await second.db.execute(
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      expect(JSON.stringify(result)).toContain(`"n":${MIGRATION_COUNT}`);
    } finally {
      await second.close();
    }
  });
});
