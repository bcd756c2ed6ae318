/**
 * Whole-process timings: what a user waits for, start-up, module loading and output included.
 * The contenders run in turn (one round each, then the next round) so a burst of load from
 * other work on a shared 2-core machine hits them alike; each is reported as its best of N
 * after one untimed warm-up round, since noise only ever adds time. The load average is
 * printed beside every measurement so a reader can judge it.
 */
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';

export interface ProcessRun {
  readonly command: string;
  readonly args: readonly string[];
  readonly cwd: string;
}

export interface ProcessTiming {
  /** Fastest run, in seconds. */
  readonly best: number;
  /** Median run, in seconds. */
  readonly median: number;
  /** Standard output of the last run. */
  readonly stdout: string;
}

/** Seconds from spawn to exit; throws when the process fails, so a broken run is never timed. */
function timed(run: ProcessRun): { seconds: number; stdout: string } {
  const started = performance.now();
  const result = spawnSync(run.command, run.args, {
    cwd: run.cwd,
    encoding: 'utf8',
    maxBuffer: 1 << 26,
  });
  const seconds = (performance.now() - started) / 1000;
  if (result.error) throw result.error;
  if (result.status !== 0) {
    throw new Error(
      `${run.command} ${run.args.join(' ')} exited ${result.status}: ${(result.stderr || result.stdout).slice(0, 1000)}`,
    );
  }
  return { seconds, stdout: result.stdout };
}

/** Runs every contender `rounds + 1` times, alternating, the first round untimed. */
export function timeProcesses(runs: readonly ProcessRun[], rounds: number): ProcessTiming[] {
  const times = runs.map((): number[] => []);
  const stdout = runs.map(() => '');
  for (let round = 0; round <= rounds; round += 1) {
    runs.forEach((run, i) => {
      const result = timed(run);
      stdout[i] = result.stdout;
      if (round > 0) times[i]?.push(result.seconds);
    });
  }
  return times.map((t, i) => {
    t.sort((a, b) => a - b);
    return {
      best: t[0] as number,
      median: t[Math.floor(t.length / 2)] as number,
      stdout: stdout[i] as string,
    };
  });
}

/** The 1-minute load average, as `uptime` prints it. */
export function load(): string {
  return (loadavg()[0] ?? 0).toFixed(2);
}

/** Seconds with three decimals, for aligned result lines. */
export function secs(value: number): string {
  return `${value.toFixed(3)} s`;
}
