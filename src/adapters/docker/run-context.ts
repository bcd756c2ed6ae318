/**
 * What every run of one Docker runner shares: the engine, the image, the deadlines, and the
 * leftovers earlier runs could not remove, retried before each run.
 */
import type Dockerode from 'dockerode';
import { PART_LABEL, RUN_LABEL } from './container-config.js';
import { removeContainer } from './container-ops.js';
import { engineCall } from './engine-call.js';
import { hasFailureCode } from '../runner-common/index.js';

export interface RunContext {
  readonly docker: Dockerode;
  readonly imageId: string;
  readonly engineTimeoutMs: number;
  readonly copyTimeoutMs: number;
  readonly killGraceMs: number;
  readonly outputCloseMs: number;
  readonly maxReportBytes: number;
  /** Containers whose removal failed; retried before each run. */
  readonly orphans: Set<string>;
  /** Run IDs whose create got no answer: the engine may have made the container anyway. */
  readonly orphanRuns: Set<string>;
  /**
   * Set once a call found the engine not answering: later runs fail after one short ping
   * instead of each waiting out its own deadlines (the validation has failed already), and
   * removals are left to close() and the next runner's sweep. Cleared when a ping answers.
   */
  readonly engine: { unresponsive: boolean };
}

/** Whether a run's infrastructureError says the engine stopped answering. */
export function saysUnresponsive(infrastructureError: string | undefined): boolean {
  return hasFailureCode('EngineUnresponsive', infrastructureError);
}

/**
 * Removes what earlier runs could not: a failed removal, or a create whose answer was lost
 * (found by the run label, so a run's holder and its own container both go). The run's
 * container goes before its holder, whose removal then takes the run's volumes.
 */
export async function retryOrphans(
  context: RunContext,
  until = Number.POSITIVE_INFINITY,
): Promise<void> {
  const { docker } = context;
  // Each call gets what is left of the deadline, never more than the engine's own.
  const left = (): number => Math.min(context.engineTimeoutMs, until - Date.now());
  if (left() <= 0) return;
  await Promise.allSettled([
    (async () => {
      for (const id of [...context.orphans]) {
        if (left() <= 0) return;
        try {
          await removeContainer(docker, id, left());
          context.orphans.delete(id);
        } catch {
          // Still there: the next run retries, and a runner created after this process ends sweeps it.
        }
      }
    })(),
    ...[...context.orphanRuns].map(async (runId) => {
      const found = await engineCall('list containers of a lost run', left(), (signal) =>
        docker.listContainers({
          all: true,
          filters: { label: [`${RUN_LABEL}=${runId}`] },
          abortSignal: signal,
        }),
      );
      const holdersLast = [...found].sort(
        (a, b) =>
          Number(a.Labels[PART_LABEL] === 'holder') - Number(b.Labels[PART_LABEL] === 'holder'),
      );
      for (const container of holdersLast)
        await removeContainer(docker, container.Id, Math.max(1, left()));
      context.orphanRuns.delete(runId);
    }),
  ]);
}

/**
 * Retries the leftovers until none is left or `withinMs` has passed: an engine that
 * restarted is back within seconds, and a process that ends with leftovers relies on the
 * next runner's sweep. Never throws.
 */
export async function settleOrphans(
  context: RunContext,
  withinMs: number,
  pauseMs = 500,
): Promise<void> {
  const until = Date.now() + withinMs;
  for (;;) {
    await retryOrphans(context, until).catch(() => undefined);
    if ((context.orphans.size === 0 && context.orphanRuns.size === 0) || Date.now() >= until)
      return;
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
}
