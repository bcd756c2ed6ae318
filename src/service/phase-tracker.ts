/**
 * The per-phase view a validation's readers poll while it runs, and what it keeps from them
 * (issue 35, "no hidden bit in public"). A proposer may poll its validation; when the hidden
 * phase ends is a value the code under test chose (it reads the hidden tests, then sleeps for
 * as long as a byte of them says). So the hidden phase's end, and every event after it (the
 * next phase starts in the slot it freed), are shown only when the whole validation ends,
 * and that end is held to a whole number of `paceMs` steps after the hidden phase started: a
 * reader learns no more of the hidden run's time than the receipt publishes (its duration in
 * tens of seconds, hidden.ts).
 */
import { setTimeout as delay } from 'node:timers/promises';
import type { ProgressEvent } from '../core/execution/execute.js';
import { phaseOfRun } from '../core/execution/phase-result.js';
import type { PhaseProgress } from '../core/service/records.js';

/** The step a validation whose hidden phase started ends on, by default: the receipt's rounding of its duration. */
export const HIDDEN_PACE_MS = 10_000;

/** Called with the phases after every change, in order. */
export type ProgressSink = (
  currentPhase: string | null,
  phases: readonly PhaseProgress[],
  event: ProgressEvent,
) => void;

export class PhaseTracker {
  phases: PhaseProgress[];
  private hiddenStarted: number | undefined;
  /** The hidden phase's end, and every event after it: the next phase starts in the slot it freed. */
  private held: ProgressEvent[] = [];

  constructor(
    initial: readonly PhaseProgress[],
    private readonly sink: ProgressSink,
    private readonly now: () => number = Date.now,
  ) {
    this.phases = initial.map((p) => ({ name: p.name, state: 'pending' }));
  }

  apply(event: ProgressEvent): void {
    // The regression suite's run on the base is part of the regression phase.
    const name = phaseOfRun(event.phase);
    if (name === 'hidden' && event.type === 'phase-started') this.hiddenStarted ??= this.now();
    if (
      this.held.length > 0 ||
      (name === 'hidden' && event.type === 'phase-finished' && event.result)
    ) {
      this.held.push(event);
      return;
    }
    this.show(event);
  }

  /**
   * Waits until a whole number of `paceMs` steps have passed since the hidden phase started
   * (at once when it never started), then shows what was held, in order. Rejects when
   * `signal` aborts.
   */
  async release(paceMs: number, signal: AbortSignal): Promise<void> {
    if (this.hiddenStarted !== undefined && paceMs > 0) {
      const elapsed = this.now() - this.hiddenStarted;
      const wait = Math.ceil(elapsed / paceMs) * paceMs - elapsed;
      if (wait > 0) await delay(wait, undefined, { signal });
    }
    for (const event of this.held.splice(0)) this.show(event);
  }

  private show(event: ProgressEvent): void {
    const name = phaseOfRun(event.phase);
    if (event.type === 'phase-started') {
      this.update(name, (p) => (p.state === 'pending' ? { name, state: 'running' } : p));
    } else if (event.result) {
      const r = event.result;
      this.update(name, () => ({
        name,
        state: 'done',
        outcome: r.outcome,
        classification: r.classification,
        tests: r.tests,
        reasons: r.reasons.map((x) => x.code),
      }));
    } else {
      return;
    }
    const running = this.phases.find((p) => p.state === 'running');
    this.sink(running?.name ?? null, this.phases, event);
  }

  private update(name: string, change: (p: PhaseProgress) => PhaseProgress): void {
    this.phases = this.phases.map((p) => (p.name === name ? change(p) : p));
  }
}
