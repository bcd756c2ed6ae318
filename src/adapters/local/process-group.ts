/**
 * Killing a run's whole process group. The child is spawned with `detached: true`, so it
 * calls setsid() and leads a new group whose id is its pid; one SIGKILL to `-pgid` reaches
 * it and every descendant that stayed in the group: background jobs, double-forked
 * daemons, children that ignore SIGTERM.
 *
 * Limitation: a descendant that calls setsid() (or setpgid()) itself leaves the group and
 * escapes this kill. Nothing short of a PID namespace or cgroup (the Docker runner) can
 * catch it; it is one reason the local runner is never isolated.
 */
import { readdir, readFile } from 'node:fs/promises';
import { setTimeout as delay } from 'node:timers/promises';

/** Groups of runs in flight, killed if this process exits mid-run (detached children outlive us). */
const activeGroups = new Set<number>();
let exitHookInstalled = false;

export function trackGroup(pgid: number): void {
  activeGroups.add(pgid);
  if (!exitHookInstalled) {
    exitHookInstalled = true;
    process.once('exit', () => {
      for (const group of activeGroups) killGroup(group);
    });
  }
}

export function untrackGroup(pgid: number): void {
  activeGroups.delete(pgid);
}

/** SIGKILL to every process of the group; a group that is already gone is not an error. */
export function killGroup(pgid: number): void {
  try {
    process.kill(-pgid, 'SIGKILL');
  } catch {
    // ESRCH: nothing left. EPERM: a member we may not signal; groupHasLivingMembers reports it.
  }
}

/**
 * Whether any process of the group can still run code. kill(-pgid, 0) alone is not enough:
 * orphans are reparented to PID 1 and, where PID 1 does not reap (some container inits),
 * stay zombies forever, still counted as members. On Linux we then read /proc and ignore
 * zombies, which hold no memory mappings, no file descriptors and run nothing.
 */
export async function groupHasLivingMembers(pgid: number): Promise<boolean> {
  try {
    process.kill(-pgid, 0);
  } catch (error) {
    // EPERM means a member exists that we cannot signal (e.g. a setuid program): alive.
    return (error as NodeJS.ErrnoException).code !== 'ESRCH';
  }
  if (process.platform !== 'linux') return true;
  const members = await groupMembersFromProc(pgid);
  return (
    members === undefined || members.some((member) => member.state !== 'Z' && member.state !== 'X')
  );
}

/**
 * Kills the group until no living member is left, or `withinMs` has passed (then false:
 * the caller must fail the run closed). SIGKILL is re-sent on every round in case a member
 * was mid-fork when the previous one was delivered.
 */
export async function killGroupAndWait(pgid: number, withinMs: number): Promise<boolean> {
  const deadline = performance.now() + withinMs;
  for (;;) {
    killGroup(pgid);
    if (!(await groupHasLivingMembers(pgid))) return true;
    if (performance.now() >= deadline) return false;
    await delay(10);
  }
}

interface ProcEntry {
  readonly pid: number;
  readonly state: string;
}

/** Members of a process group per /proc/<pid>/stat; undefined when /proc cannot be read. */
export async function groupMembersFromProc(pgid: number): Promise<ProcEntry[] | undefined> {
  let names: string[];
  try {
    names = await readdir('/proc');
  } catch {
    return undefined;
  }
  const members: ProcEntry[] = [];
  await Promise.all(
    names
      .filter((name) => /^\d+$/.test(name))
      .map(async (name) => {
        const stat = await readFile(`/proc/${name}/stat`, 'latin1').catch(() => undefined);
        if (stat === undefined) return; // exited while we looked
        const entry = parseProcStat(stat);
        if (entry !== undefined && entry.pgrp === pgid)
          members.push({ pid: Number(name), state: entry.state });
      }),
  );
  return members;
}

/**
 * `pid (comm) state ppid pgrp ...`: comm may itself contain spaces and parentheses (the
 * untrusted program chooses it), so the fields are read after the last `)`.
 */
export function parseProcStat(text: string): { state: string; pgrp: number } | undefined {
  const close = text.lastIndexOf(')');
  if (close < 0) return undefined;
  const fields = text.slice(close + 2).split(' ');
  const state = fields[0];
  const pgrp = Number(fields[2]);
  if (state === undefined || !Number.isInteger(pgrp)) return undefined;
  return { state, pgrp };
}
