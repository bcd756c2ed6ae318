/**
 * The waits of `patchproof gate`: for a reviewer's approval, for the validation's phases,
 * for someone else's publication. Each polls (the service promises nothing about push to a
 * CI job behind a proxy; a GET every half second works everywhere) and ends at a deadline
 * with a Timeout error, so a CI job never hangs on a reviewer who is away.
 */
import type { z } from 'zod';
import { PatchProofError } from '../../core/errors.js';
import { approvalList, validationResponse } from '../../api/schemas.js';
import type { ServiceClient } from '../../client/service-client.js';

export type ValidationView = z.infer<typeof validationResponse>;
export type PhaseView = ValidationView['phases'][number];

export interface Waiting {
  readonly client: ServiceClient;
  readonly token: string;
  /** When the wait gives up (Date.now() milliseconds). */
  readonly deadline: number;
  readonly intervalMs: number;
  readonly sleep?: (ms: number) => Promise<void>;
}

const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** The first approval of `proposal` for `run`; Timeout at the deadline. */
export async function waitForApproval(
  w: Waiting,
  run: string,
  proposal: string,
  ask: string,
): Promise<string> {
  for (;;) {
    const { approvals } = await w.client.call(
      'GET',
      `/v1/runs/${run}/approvals?proposal=${proposal}`,
      approvalList,
      { token: w.token },
    );
    const first = approvals[0];
    if (first) return first.hash;
    if (Date.now() >= w.deadline) {
      throw new PatchProofError(
        'Timeout',
        `no approval of ${proposal} for ${run} arrived in time; ${ask}, then run the gate again with --approval <hash>`,
        { details: { proposal, run } },
      );
    }
    await (w.sleep ?? pause)(w.intervalMs);
  }
}

const ENDED = new Set<ValidationView['state']>(['completed', 'published', 'failed', 'cancelled']);

/**
 * Polls the validation until it ends (completed, published, failed, cancelled), calling
 * `onPhase` each time a phase's state or outcome changes; its last state. With
 * `untilPublished`, a completed validation is waited on until someone publishes it.
 */
export async function watchValidation(
  w: Waiting,
  id: string,
  onPhase: (phase: PhaseView) => void,
  untilPublished = false,
): Promise<ValidationView> {
  const seen = new Map<string, string>();
  for (;;) {
    const validation = await w.client.call('GET', `/v1/validations/${id}`, validationResponse, {
      token: w.token,
    });
    for (const phase of validation.phases) {
      const key = `${phase.state}/${phase.outcome ?? ''}`;
      // Pending is where every phase starts: only movement is news.
      if (seen.get(phase.name) !== key && !(phase.state === 'pending' && !seen.has(phase.name)))
        onPhase(phase);
      seen.set(phase.name, key);
    }
    const done = untilPublished
      ? validation.state !== 'completed' && ENDED.has(validation.state)
      : ENDED.has(validation.state);
    if (done) return validation;
    if (Date.now() >= w.deadline) {
      const what =
        validation.state === 'completed'
          ? 'was not published (set PATCHPROOF_PUBLISHER_TOKEN, or ask a publisher)'
          : `is still ${validation.state}`;
      throw new PatchProofError(
        'Timeout',
        `validation ${id} ${what} when the wait ran out; raise --wait, or watch it with GET /v1/validations/${id}`,
        { details: { validation: id, state: validation.state } },
      );
    }
    await (w.sleep ?? pause)(w.intervalMs);
  }
}

/** One line for a phase: its state, and once done its outcome and test counts. */
export function phaseLine(phase: PhaseView): string {
  if (phase.state !== 'done') return `  phase ${phase.name}: ${phase.state}`;
  const t = phase.tests;
  const counts = t
    ? ` (${t.executed} tests: ${t.passed} passed, ${t.failed} failed, ${t.errored} errored, ${t.skipped} skipped)`
    : '';
  const why = phase.classification ? ` [${phase.classification}]` : '';
  return `  phase ${phase.name}: ${phase.outcome ?? 'done'}${why}${counts}`;
}
