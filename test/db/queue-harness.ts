/**
 * What the queue parts of the ServiceStore contract share (queue-claim-contract.ts,
 * queue-finish-contract.ts). A claim takes the oldest job in the whole queue, so each test
 * starts by draining it (a fresh database per test costs seconds on PGlite).
 */
import { beforeEach, expect } from 'vitest';
import type { Claim, PhaseProgress } from '../../src/core/service/records.js';
import type { DatabaseKind, TestStore } from '../support/databases.js';
import { sharedTestStore } from './contract-store.js';
import { event, PHASES, receipt } from './fixtures.js';

/** Long enough that no test's running job goes stale by itself, however slow the machine. */
export const LEASE = 3600;
export const RUNNING: readonly PhaseProgress[] = PHASES.map((p) => ({
  ...p,
  state: 'running' as const,
}));

export interface QueueStore {
  readonly t: TestStore;
  /** Claims the oldest queued job as `worker`; fails the test when there is none. */
  claimOne(worker?: string): Promise<Claim>;
  /** Finishes `claim` as a completed PASS whose receipt is made from `label`. */
  complete(claim: Claim, label: string): Promise<void>;
}

/** The part's shared store, its queue drained before each test. Call it in the describe block. */
export function queueStore(kind: DatabaseKind): QueueStore {
  const t = sharedTestStore(kind);
  beforeEach(async () => {
    // Earlier tests' queued jobs would be claimed first; end them so each test owns the queue.
    for (
      let claim = await t.store.claimValidation('drain', LEASE, []);
      claim !== null;
      claim = await t.store.claimValidation('drain', LEASE, [])
    ) {
      await t.store.finishValidation(claim, { kind: 'cancelled' }, event('drain'));
    }
  });

  async function claimOne(worker = 'worker-1'): Promise<Claim> {
    const claim = await t.store.claimValidation(worker, LEASE, PHASES);
    if (claim === null) throw new Error('expected a job to claim');
    return claim;
  }

  async function complete(claim: Claim, label: string): Promise<void> {
    const { digest, bytes } = receipt(label);
    expect(
      await t.store.finishValidation(
        claim,
        {
          kind: 'completed',
          verdict: 'PASS',
          proofGrade: true,
          receiptDigest: digest,
          receiptBytes: bytes,
          phases: RUNNING,
        },
        event('finish'),
      ),
    ).toBe(true);
  }

  return { t, claimOne, complete };
}
