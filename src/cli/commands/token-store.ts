/**
 * The service's database as the token commands open it, the way `patchproof serve` would:
 * DATABASE_URL when set, else the embedded one in the data folder, which only one process
 * may hold (so these commands refuse while a `serve` on the same folder is running).
 */
import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { createServiceStore, openServiceDatabase } from '../../adapters/db/index.js';
import type { ServiceStore } from '../../core/service/service-store.js';
import { lockDataFolder } from '../../service/data-lock.js';
import { defaultDataDir } from '../command-spec.js';

/**
 * Who the event log records for the token commands: whoever runs them can reach the database
 * directly, so there is no token to name them by.
 */
export const OPERATOR = 'operator';

/** Runs `work` with the store open, then closes it and releases the folder's lock. */
export async function withTokenStore<T>(
  data: string | undefined,
  work: (store: ServiceStore) => Promise<T>,
): Promise<T> {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = resolve(data ?? defaultDataDir());
  if (!databaseUrl) await mkdir(dataDir, { recursive: true });
  const unlock = databaseUrl ? null : await lockDataFolder(dataDir);
  try {
    const store = createServiceStore(
      await openServiceDatabase(databaseUrl ? { url: databaseUrl } : { dataDir }),
    );
    try {
      return await work(store);
    } finally {
      await store.close();
    }
  } finally {
    await unlock?.();
  }
}
