/** Helpers for the local-runner tests: throwaway workspaces and independent process checks. */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { specMakers, text } from '../support/test-specs.js';

const made: string[] = [];

export function makeWorkspace(): string {
  const dir = mkdtempSync(join(tmpdir(), 'pp-local-ws-'));
  made.push(dir);
  return dir;
}

export function removeWorkspaces(): void {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
}

export const { argvSpec, shSpec } = specMakers(10);
export { text };

export function readPid(dir: string, name: string): number {
  return Number(readFileSync(join(dir, name), 'utf8').trim());
}

/**
 * Whether a process can still run code: kill(pid, 0) succeeds and, on Linux, it is not a
 * zombie (orphans stay zombies where PID 1 does not reap, as in some containers).
 */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  if (process.platform !== 'linux') return true;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'latin1');
    const state = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[0];
    return state !== 'Z' && state !== 'X';
  } catch {
    return false;
  }
}

/** Pids of the group's members that can still run code (written apart from the adapter's own check). */
export function runningGroupMembers(pgid: number): number[] {
  try {
    process.kill(-pgid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return [];
    throw error;
  }
  if (process.platform !== 'linux') return [pgid];
  const running: number[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${name}/stat`, 'latin1');
    } catch {
      continue;
    }
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(fields[2]) === pgid && fields[0] !== 'Z' && fields[0] !== 'X')
      running.push(Number(name));
  }
  return running;
}

export function onPath(program: string): boolean {
  try {
    execFileSync('sh', ['-c', `command -v ${program}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

export async function eventually(check: () => boolean, withinMs: number): Promise<boolean> {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    if (check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return check();
}
