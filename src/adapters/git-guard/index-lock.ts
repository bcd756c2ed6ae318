/**
 * Rule 6 of guarded git: a stale `index.lock` is moved aside, never deleted, and only when
 * it is old, unowned and a complete index file. Git leaves the lock behind when it is
 * killed mid-write; an agent that then runs `git add` gets "another git process seems to be
 * running" forever. Deleting the lock would be the usual advice, and the wrong one when a
 * git is in fact still running, so each condition is checked and any doubt refuses.
 */
import { randomBytes } from 'node:crypto';
import { lstat, readdir, readFile, readlink, rename, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { GitGuardError } from '../../core/errors.js';
import { quoteUntrusted } from '../../core/text/safe-text.js';
import { checkIndexFile } from './index-file.js';

export interface LockPolicy {
  readonly now: () => Date;
  /** A lock younger than this is assumed to belong to a running git. */
  readonly staleLockMs: number;
  /** Where processes are listed; `/proc` except in tests. */
  readonly procDir: string;
}

/** 10 minutes: far longer than any index write, short enough for an agent to wait out. */
export const DEFAULT_STALE_LOCK_MS = 10 * 60 * 1000;

/** Larger locks are not read into memory to be checked; they are refused as unparseable. */
const MAX_INDEX_BYTES = 128 * 1024 * 1024;

/** Moves a stale `<gitDir>/index.lock` aside; returns its new path, or undefined when there is none. */
export async function moveAsideStaleLock(
  gitDir: string,
  policy: LockPolicy,
): Promise<string | undefined> {
  const lock = join(gitDir, 'index.lock');
  let info;
  try {
    info = await lstat(lock);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  if (!info.isFile())
    throw locked(
      lock,
      'unparseable',
      'it is not a regular file',
      'make sure no git command is running, then inspect it and move it aside by hand',
    );
  const age = policy.now().getTime() - info.mtimeMs;
  if (age < policy.staleLockMs) {
    throw locked(
      lock,
      'fresh',
      `it was modified ${Math.max(0, Math.round(age / 1000))} s ago (under ${Math.round(policy.staleLockMs / 1000)} s)`,
      'another git command is probably running; wait for it to finish and retry',
    );
  }
  const verdict =
    info.size > MAX_INDEX_BYTES
      ? { complete: false as const, reason: `it is larger than ${MAX_INDEX_BYTES} bytes` }
      : checkIndexFile(await readFile(lock));
  if (!verdict.complete) {
    throw locked(
      lock,
      'unparseable',
      `it is not a complete index file (${verdict.reason})`,
      'make sure no git command is running, then inspect it and move it aside by hand',
    );
  }
  const owner = await findOwner(lock, info.uid, policy.procDir);
  if (owner !== undefined)
    throw locked(lock, 'owned', owner, 'wait for that process to finish (or stop it) and retry');
  const aside = join(
    gitDir,
    `index.lock.stale-${stamp(policy.now())}-${randomBytes(4).toString('hex')}`,
  );
  await rename(lock, aside);
  return aside;
}

/**
 * Who may still hold `lock`: a process with it open, or one we cannot inspect that runs as
 * the lock's owner (a git that created the lock runs as its owner). Undefined when none.
 * A /proc that cannot be read, or that does not list this process, proves nothing.
 */
async function findOwner(
  lock: string,
  lockUid: number,
  procDir: string,
): Promise<string | undefined> {
  let pids: string[];
  try {
    pids = (await readdir(procDir)).filter((name) => /^\d+$/.test(name));
    await readdir(join(procDir, String(process.pid), 'fd'));
  } catch {
    return `${procDir} cannot be read, so no process can be ruled out as its owner`;
  }
  if (!pids.includes(String(process.pid)))
    return `${procDir} does not list this process, so it cannot be trusted to list the lock's owner`;
  for (const pid of pids) {
    let fds: string[];
    try {
      fds = await readdir(join(procDir, pid, 'fd'));
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT' || code === 'ESRCH') continue; // exited meanwhile
      // Another user's git cannot have created a lock owned by us; ours we must be able to see.
      const uid = await stat(join(procDir, pid)).then(
        (s) => s.uid,
        (e: NodeJS.ErrnoException) => (e.code === 'ENOENT' ? 'gone' : undefined),
      );
      if (uid === 'gone') continue;
      if (uid === undefined || uid === lockUid)
        return `process ${pid} runs as the lock's owner and its open files cannot be read`;
      continue;
    }
    const targets = await Promise.all(
      fds.map((fd) => readlink(join(procDir, pid, 'fd', fd)).catch(() => '')),
    );
    if (targets.includes(lock)) return `process ${pid} has it open`;
  }
  return undefined;
}

/** `20240102T030405Z`: UTC, sortable, no characters a shell or Windows would mind. */
function stamp(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

type Condition = 'fresh' | 'owned' | 'unparseable';

function locked(lock: string, condition: Condition, why: string, next: string): GitGuardError {
  return new GitGuardError(
    'IndexLocked',
    `${quoteUntrusted(lock, 300)} exists and was left in place: ${why}; ${next}`,
    { details: { condition, lock } },
  );
}
