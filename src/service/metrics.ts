/**
 * `GET /metrics` (issue 18), in Prometheus's text format through prom-client (the standard
 * Node client: exposition format, histogram buckets and escaping are its, not ours). Off
 * unless `serve --metrics`, and behind a token: what a token sees is counted over the
 * projects it reaches only.
 * - patchproof_validations{state,verdict,classification}: validations in the database, the
 *   classification being that of the first failed phase (none for a PASS or an unfinished one);
 * - patchproof_queue_depth: validations waiting for a worker;
 * - patchproof_workers: the worker loops of this process;
 * - patchproof_phase_duration_seconds{phase,outcome}: a histogram of the phases this
 *   process's workers ran, of every project, so shown only to tokens of all projects (to
 *   another, it would tell another project's activity as it happens).
 */
import { Gauge, Histogram, Registry } from 'prom-client';
import type { Viewer } from '../core/service/scope.js';
import type { ServiceContext } from './context.js';

export interface ServiceMetrics {
  /** A phase a worker of this process finished. */
  phase(name: string, outcome: string, durationMs: number): void;
  /** The exposition for `viewer`, with content type. */
  render(
    context: ServiceContext,
    viewer: Viewer,
  ): Promise<{ readonly text: string; readonly contentType: string }>;
}

export function createMetrics(workers: () => number): ServiceMetrics {
  const own = new Registry();
  const timing = new Registry();
  const phases = new Histogram({
    name: 'patchproof_phase_duration_seconds',
    help: "How long each phase of a validation took, by phase and outcome (this process's workers)",
    labelNames: ['phase', 'outcome'],
    buckets: [0.5, 1, 2, 5, 10, 30, 60, 120, 300, 600, 1800],
    registers: [timing],
  });
  new Gauge({
    name: 'patchproof_workers',
    help: 'Worker loops in this process',
    registers: [own],
    collect() {
      this.set(workers());
    },
  });
  return {
    phase(name, outcome, durationMs) {
      phases.observe({ phase: name, outcome }, durationMs / 1000);
    },
    async render(context, viewer) {
      const scoped = new Registry();
      const validations = new Gauge({
        name: 'patchproof_validations',
        help: 'Validations by state, verdict and the classification of their first failed phase (projects the token reaches)',
        labelNames: ['state', 'verdict', 'classification'],
        registers: [scoped],
      });
      const queue = new Gauge({
        name: 'patchproof_queue_depth',
        help: 'Validations waiting for a worker (projects the token reaches)',
        registers: [scoped],
      });
      const stats = await context.store.validationStats(
        viewer === 'worker' ? null : viewer.projects,
      );
      queue.set(stats.filter((s) => s.state === 'queued').reduce((n, s) => n + s.count, 0));
      for (const s of stats)
        validations.set(
          {
            state: s.state,
            verdict: s.verdict ?? 'none',
            classification: s.classification ?? 'none',
          },
          s.count,
        );
      const everyProject = viewer === 'worker' || viewer.projects === null;
      const merged = Registry.merge([own, scoped, ...(everyProject ? [timing] : [])]);
      return { text: await merged.metrics(), contentType: merged.contentType };
    },
  };
}
