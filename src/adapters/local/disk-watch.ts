/**
 * The trusted-local runner's disk rule (PROTOCOL 5.1 "Bounded disk"), as far as a process
 * without root can keep it. The free space of the filesystems holding the workspace and
 * the run's HOME (TMPDIR is inside it) is read with statfs before the command starts and
 * every `everyMs` while it runs; once it has fallen by more than `limits.diskMiB` the
 * process group is killed and the run's result has `diskLimit` (reason `DiskLimit`).
 *
 * What that bounds: the host's free space on those filesystems falls by at most the cap plus
 * what the code writes within one interval (20 ms: about 40 MiB at 2 GB/s into the page
 * cache), since statfs counts data not yet flushed. What it does not: writes to any other
 * filesystem the user can write to; a process that left the group (setsid) after the kill;
 * and it cannot tell the run's writes from other processes' on the same filesystems, so a
 * busy disk can fail an honest run, and space freed by others hides some of the run's writes.
 * RLIMIT_FSIZE (prlimit) was not used: it caps each file, not their sum, applied from outside
 * it races the first writes, and a process running as root can raise it.
 */
import { stat, statfs } from 'node:fs/promises';

export interface DiskWatch {
  /** Stops watching after one last reading; whether the cap was passed, and the largest fall seen. Later calls give the same answer. */
  stop(): Promise<{ readonly exceeded: boolean; readonly peakBytes: number }>;
}

interface Filesystem {
  readonly path: string;
  readonly startFree: number;
}

/** Bytes an unprivileged writer may still use on the filesystem holding `path`. */
async function freeBytes(path: string): Promise<number> {
  const stats = await statfs(path);
  return stats.bavail * stats.bsize;
}

/** One path per filesystem (by device), with its free space now. */
async function filesystemsOf(paths: readonly string[]): Promise<Filesystem[]> {
  const seen = new Map<number, string>();
  for (const path of paths) {
    const { dev } = await stat(path);
    if (!seen.has(dev)) seen.set(dev, path);
  }
  return Promise.all(
    [...seen.values()].map(async (path) => ({ path, startFree: await freeBytes(path) })),
  );
}

/**
 * Takes the baseline now (call it before the command starts), then calls `onExceeded` once
 * when the fall passes `capBytes`. Throws only if a path cannot be read at the start.
 */
export async function watchDisk(
  paths: readonly string[],
  capBytes: number,
  onExceeded: () => void,
  everyMs = 20,
): Promise<DiskWatch> {
  const filesystems = await filesystemsOf(paths);
  let peakBytes = 0;
  let exceeded = false;
  let reading: Promise<void> | undefined;
  const read = async (): Promise<void> => {
    let fall = 0;
    for (const fs of filesystems) {
      // A filesystem that cannot be read now counts as unchanged; the next reading tries again.
      const free = await freeBytes(fs.path).catch(() => fs.startFree);
      fall += Math.max(0, fs.startFree - free);
    }
    peakBytes = Math.max(peakBytes, fall);
    if (!exceeded && peakBytes > capBytes) {
      exceeded = true;
      onExceeded();
    }
  };
  const timer = setInterval(() => {
    // One reading at a time: a slow statfs must not pile up behind the timer.
    reading ??= read().finally(() => (reading = undefined));
  }, everyMs);
  let stopped: Promise<{ exceeded: boolean; peakBytes: number }> | undefined;
  return {
    stop() {
      clearInterval(timer);
      stopped ??= (async () => {
        await reading;
        await read();
        return { exceeded, peakBytes };
      })();
      return stopped;
    },
  };
}
