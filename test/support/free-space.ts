/**
 * The host's free disk space as the kernel reports it (statfs), watched while a run goes on:
 * a run that writes to the host's disk shows as a drop, even when its files are removed
 * before the run returns. Shared by the Docker and local runners' disk-limit tests.
 */
import { execFileSync } from 'node:child_process';
import { statfsSync } from 'node:fs';

export const MIB = 1024 * 1024;

/** Bytes an unprivileged writer may still use on the filesystem holding `path`. */
export function freeBytes(path: string): number {
  const stats = statfsSync(path);
  return stats.bavail * stats.bsize;
}

/** Where the engine keeps containers and volumes (`docker info`), whose filesystem a run must not fill. */
export function dockerRootDir(): string {
  return execFileSync('docker', ['info', '--format', '{{.DockerRootDir}}'], {
    encoding: 'utf8',
    timeout: 15_000,
  }).trim();
}

/**
 * Runs `during` while sampling the free space of `path` every `everyMs`, and returns its
 * result with the largest drop seen from the start (bytes; 0 when it never fell).
 */
export async function largestDrop<T>(
  path: string,
  during: () => Promise<T>,
  everyMs = 20,
): Promise<{ result: T; dropBytes: number }> {
  const start = freeBytes(path);
  let lowest = start;
  const sample = (): void => {
    lowest = Math.min(lowest, freeBytes(path));
  };
  const timer = setInterval(sample, everyMs);
  try {
    const result = await during();
    sample();
    return { result, dropBytes: Math.max(0, start - lowest) };
  } finally {
    clearInterval(timer);
  }
}
