/**
 * Validation throughput: validations per minute on the python-calc fixture through the
 * service with the Docker runner, with 1 worker and then with 2 (separate service instances,
 * each with its own PGlite folder, one after the other). Each of the N validations needs its
 * own approval, and approvals are unique per (run, proposal), so N runs of the same
 * repository are registered, the fix patch submitted to each and approved, then all N are
 * queued at once; the clock runs from the first queue call until every one has ended
 * (after one untimed validation per instance, to warm it). Rounds alternate 1 and 2
 * workers; the median round of each is reported.
 * One validation already runs its test phases 2 containers at a time (execute()), and this
 * machine has few cores, so a second worker cannot double the rate.
 * Run: `node --import tsx bench/validation-throughput.ts` (needs the engine and
 * patchproof-runner-python:3: bash docker/start-engine.sh && bash runners/build.sh).
 */
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { approvedFix, queue, startBenchService, waitForAll } from './service-client.js';
import { RUNS } from './timing.js';

const VALIDATIONS = 6;
const WORKER_COUNTS = [1, 2] as const;

export interface ThroughputResult {
  readonly workers: number;
  readonly seconds: number;
  readonly perMinute: number;
  /** Median seconds from queued to ended, as the service recorded them. */
  readonly medianLatencySeconds: number;
}

export async function main(): Promise<ThroughputResult[]> {
  // Rounds alternate 1 and 2 workers so a noisy stretch of the shared machine hits both.
  const rounds: ThroughputResult[][] = WORKER_COUNTS.map(() => []);
  for (let round = 0; round < RUNS; round += 1) {
    for (const [i, workers] of WORKER_COUNTS.entries()) rounds[i]?.push(await measure(workers));
  }
  const results = rounds.map(
    (r) =>
      [...r].sort((a, b) => a.seconds - b.seconds)[Math.floor(r.length / 2)] as ThroughputResult,
  );
  const [one, two] = results as [ThroughputResult, ThroughputResult];
  console.log(
    `validation throughput: ${VALIDATIONS} python-calc validations queued at once, Docker runner, PGlite (${availableParallelism()} cores, median of ${RUNS})`,
  );
  for (const [i, r] of results.entries()) {
    const all = (rounds[i] ?? []).map((x) => x.perMinute.toFixed(1)).join(', ');
    console.log(
      `  ${r.workers} worker${r.workers > 1 ? 's' : ' '}  ${r.seconds.toFixed(1).padStart(6)} s  ${r.perMinute.toFixed(1).padStart(5)} validations/min  (median queued-to-done ${r.medianLatencySeconds.toFixed(1)} s; rounds: ${all}/min)`,
    );
  }
  console.log(
    `  ratio 2 workers/1 worker  ${(two.perMinute / one.perMinute).toFixed(2)}x (ideal 2.00x; each validation already runs 2 containers at a time)`,
  );
  return results;
}

async function measure(workers: number): Promise<ThroughputResult> {
  const bench = await startBenchService({ workers, runner: 'docker' });
  try {
    // One untimed validation first: a cold engine, page cache and JIT would otherwise count
    // against whichever instance runs first.
    const warm = await approvedFix(bench);
    await waitForAll(bench, [(await queue(bench, warm.run, warm.approval)).id], 100);
    // Everything but execution first, so the clock sees only the queue draining.
    const approved = [];
    for (let i = 0; i < VALIDATIONS; i += 1) approved.push(await approvedFix(bench));
    const started = performance.now();
    const queued = await Promise.all(
      approved.map(({ run, approval }) => queue(bench, run, approval)),
    );
    const done = await waitForAll(
      bench,
      queued.map((v) => v.id),
      100,
    );
    const seconds = (performance.now() - started) / 1000;
    const failed = done.filter((v) => v.state !== 'completed');
    if (failed.length > 0)
      throw new Error(
        `${failed.length} validation(s) did not complete: ${failed.map((v) => `${v.state} ${JSON.stringify(v.error)}`).join('; ')}`,
      );
    const notPass = done.filter((v) => v.verdict !== 'PASS');
    if (notPass.length > 0)
      throw new Error(`${notPass.length} validation(s) did not PASS; the fixture's fix should`);
    const latencies = done
      .map((v) => (Date.parse(v.updatedAt) - Date.parse(v.createdAt)) / 1000)
      .sort((a, b) => a - b);
    return {
      workers,
      seconds,
      perMinute: (VALIDATIONS * 60) / seconds,
      medianLatencySeconds: latencies[Math.floor(latencies.length / 2)] as number,
    };
  } finally {
    await bench.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
