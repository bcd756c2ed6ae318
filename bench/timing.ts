/** Timing helpers shared by the benchmarks: medians, since a shared 2-core machine is noisy. */

export const RUNS = 3;

/** Seconds one run takes. */
export async function seconds(run: () => unknown): Promise<number> {
  const start = performance.now();
  await run();
  return (performance.now() - start) / 1000;
}

/** Median seconds over `RUNS` runs. */
export async function median(run: () => unknown): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) times.push(await seconds(run));
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] as number;
}
