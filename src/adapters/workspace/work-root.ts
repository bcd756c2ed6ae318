/**
 * The folder a validation's workspace copies live in (`<tmp>/patchproof-XXXXXX`). A process
 * that is killed (SIGKILL, a forced exit after a stop signal, a crash) cannot remove it, and
 * a repository copied once per phase fills the temporary disk over weeks. So each folder
 * carries its owner's mark (process-owner.ts), as runner containers do, and every new one
 * first removes the folders whose owner is gone: never one of a live process, of another
 * user, or without a mark (made by something else, or by an older PatchProof).
 */
import { lstat, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { currentOwner, formatOwner, ownerAlive, parseOwner } from '../runner-common/index.js';

const PREFIX = 'patchproof-';
/** mkdtemp's six random characters: `patchproof-shadow-…` and the like are not ours to sweep. */
const ROOT_NAME = /^patchproof-[A-Za-z0-9]{6}$/;
const OWNER_FILE = '.owner';
const DAY_MS = 24 * 60 * 60 * 1000;

export interface SweepOptions {
  /** Where the folders are made (default: the system's temporary folder). */
  readonly parent?: string;
  /** Age after which a folder whose owner cannot be checked (another host) goes (default 24 h). */
  readonly staleAfterMs?: number;
}

/** Sweeps the leftovers, then makes a new marked folder. */
export async function makeWorkRoot(options: SweepOptions = {}): Promise<string> {
  const parent = options.parent ?? tmpdir();
  await sweepWorkRoots(options).catch(() => undefined);
  const dir = await mkdtemp(join(parent, PREFIX));
  await writeFile(join(dir, OWNER_FILE), `${formatOwner(currentOwner())}\n`, {
    flag: 'wx',
    mode: 0o600,
  });
  return dir;
}

/** Removes the marked folders whose owner process is gone; returns their paths. */
export async function sweepWorkRoots(options: SweepOptions = {}): Promise<string[]> {
  const parent = options.parent ?? tmpdir();
  const staleAfterMs = options.staleAfterMs ?? DAY_MS;
  const uid = process.getuid?.();
  const removed: string[] = [];
  for (const entry of await readdir(parent, { withFileTypes: true })) {
    // A symlink named like a root is not a directory here, so nothing outside is followed.
    if (!entry.isDirectory() || !ROOT_NAME.test(entry.name)) continue;
    const dir = join(parent, entry.name);
    try {
      const info = await lstat(dir);
      if (uid !== undefined && info.uid !== uid) continue;
      const mark = await lstat(join(dir, OWNER_FILE));
      if (!mark.isFile() || mark.size > 512) continue;
      const owner = parseOwner((await readFile(join(dir, OWNER_FILE), 'utf8')).trim());
      if (owner === undefined) continue;
      const alive = ownerAlive(owner);
      if (alive === true || (alive === undefined && Date.now() - info.mtimeMs < staleAfterMs))
        continue;
      await rm(dir, { recursive: true, force: true });
      removed.push(dir);
    } catch {
      // No mark, or gone already (another process swept it): not ours to judge.
    }
  }
  return removed;
}
