/**
 * A workspace's own state, kept outside the repository (so nothing PatchProof records can be
 * committed, patched or snapshotted by mistake): `<data home>/workspaces/<key>/`, the key a
 * hash of the repository folder's real path. It holds the session record, the lock left by
 * a failed rollback, the apply journal, checkpoint trees and exported envelopes.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { WorkspaceState } from '../../app/landing/workspace-ports.js';
import { LandingError } from '../../core/errors.js';
import { lockRecordSchema, parseRecord, sessionRecordSchema } from '../../core/landing/records.js';
import { writeFileAtomic } from '../fs/index.js';
import { dataHome } from '../fs/index.js';
import { takePidLock } from '../fs/index.js';
import { resolveRoot } from '../repo/index.js';

/** The workspace state port (src/app/landing), kept in its state folder `dir`. */
export interface WorkspaceFolder extends WorkspaceState {
  /** The state folder of this workspace. */
  readonly dir: string;
}

/** The state of the workspace at `repoDir` (created on first use). */
export async function openWorkspaceState(repoDir: string): Promise<WorkspaceFolder> {
  const root = await resolveRoot(repoDir);
  const key = createHash('sha256').update(root).digest('hex').slice(0, 32);
  const dir = dataHome('workspaces', key);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const marker = join(dir, 'workspace.json');
  if ((await readText(marker)) === null)
    await writeFileAtomic(marker, `${JSON.stringify({ path: root })}\n`);
  const sessionFile = join(dir, 'session.json');
  const lockFile = join(dir, 'locked.json');

  return {
    root,
    dir,
    async readSession() {
      const text = await readText(sessionFile);
      return text === null ? null : parseRecord(text, sessionRecordSchema, sessionFile);
    },
    async writeSession(record) {
      if (record === null) await rm(sessionFile, { force: true });
      else await writeFileAtomic(sessionFile, `${JSON.stringify(record)}\n`);
    },
    async readLock() {
      const text = await readText(lockFile);
      return text === null ? null : parseRecord(text, lockRecordSchema, lockFile);
    },
    writeLock: (record) => writeFileAtomic(lockFile, `${JSON.stringify(record)}\n`),
    async clearLock() {
      const had = (await readText(lockFile)) !== null;
      await rm(lockFile, { force: true });
      return had;
    },
    hold: () =>
      takePidLock(
        join(dir, 'busy.lock'),
        (owner) =>
          new LandingError(
            'WorkspaceBusy',
            `another patchproof process${owner > 0 ? ` (pid ${owner})` : ''} is applying a patch or changing the session of ${root}; wait for it to finish and retry`,
            {
              details: owner > 0 ? { pid: owner } : {},
            },
          ),
      ),
  };
}

async function readText(path: string): Promise<string | null> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
