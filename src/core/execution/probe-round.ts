/**
 * One execution's probe cases (PROTOCOL 5.1): each case is run by the caller's pool and
 * judged as it ends; once one has missed, the cases not started yet are not started, so a
 * patch that hangs on every case costs one timeout per runner slot. `done` settles when
 * every case has, with the summary the hidden phase is decided with.
 */
import type { RunResult } from '../runner/runner-port.js';
import type { ProbeCase } from '../probes/cases.js';
import { judgeProbe, type ProbeMiss, type ProbeSummary, summarizeProbes } from './judge-probes.js';

export class ProbeRound {
  readonly done: Promise<ProbeSummary>;
  private missed = false;
  private readonly settle: Array<(miss: ProbeMiss | null) => void> = [];

  constructor(private readonly cases: readonly ProbeCase[]) {
    const misses = cases.map(
      () => new Promise<ProbeMiss | null>((resolve) => this.settle.push(resolve)),
    );
    this.done = Promise.all(misses).then((judged) =>
      summarizeProbes(judged.map((miss, i) => ({ name: (cases[i] as ProbeCase).name, miss }))),
    );
  }

  get size(): number {
    return this.cases.length;
  }

  /** Runs case `index` with `start` (which must not throw: a failed run is a RunResult) and judges it. */
  async run(index: number, start: (probe: ProbeCase) => Promise<RunResult>): Promise<void> {
    const settle = this.settle[index] as (miss: ProbeMiss | null) => void;
    if (this.missed) return settle('not-run');
    const miss = judgeProbe(
      this.cases[index] as ProbeCase,
      await start(this.cases[index] as ProbeCase),
    );
    if (miss !== null) this.missed = true;
    settle(miss);
  }
}
