/**
 * Which process owns a runner container or a workspace folder. Each carries an owner mark
 * `<host> <boot id> <pid> <start ticks>`; the sweep removes a container only when that
 * process is gone (or the machine rebooted), so runners in other live processes (parallel
 * test files, a second CLI run, a server) never lose their containers. The boot id and the
 * process start time guard against pid reuse.
 */
import { readFileSync } from 'node:fs';
import { hostname } from 'node:os';

export interface Owner {
  readonly host: string;
  /** /proc/sys/kernel/random/boot_id, or "-" where there is none. */
  readonly boot: string;
  readonly pid: number;
  /** Start time in clock ticks since boot (/proc/<pid>/stat field 22), or "-". */
  readonly start: string;
}

let self: Owner | undefined;

/** This process, as it appears in owner labels. */
export function currentOwner(): Owner {
  self ??= {
    host: safeWord(hostname()),
    boot: bootId(),
    pid: process.pid,
    start: startTicks(process.pid) ?? '-',
  };
  return self;
}

export function formatOwner(owner: Owner): string {
  return `${owner.host} ${owner.boot} ${owner.pid} ${owner.start}`;
}

export function parseOwner(label: string | undefined): Owner | undefined {
  const parts = label?.split(' ');
  if (parts?.length !== 4) return undefined;
  const [host, boot, pid, start] = parts as [string, string, string, string];
  if (!/^[1-9]\d{0,9}$/.test(pid)) return undefined;
  return { host, boot, pid: Number(pid), start };
}

/**
 * Whether the owning process may still be running. Only answerable for owners on this
 * machine and boot; for others it returns undefined and the caller decides by age.
 */
export function ownerAlive(owner: Owner, me: Owner = currentOwner()): boolean | undefined {
  if (owner.host !== me.host) return undefined;
  if (owner.boot !== me.boot) return me.boot === '-' ? undefined : false;
  if (owner.pid === me.pid) return owner.start === me.start;
  if (me.start !== '-') return startTicks(owner.pid) === owner.start;
  try {
    process.kill(owner.pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function bootId(): string {
  try {
    return safeWord(readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim()) || '-';
  } catch {
    return '-';
  }
}

/** Field 22 of /proc/<pid>/stat, read after the last ")" (the command name is arbitrary text). */
function startTicks(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'latin1');
    const field = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
    return field !== undefined && /^\d+$/.test(field) ? field : undefined;
  } catch {
    return undefined;
  }
}

function safeWord(text: string): string {
  return text.replace(/[^A-Za-z0-9._-]/g, '_').slice(0, 64);
}
