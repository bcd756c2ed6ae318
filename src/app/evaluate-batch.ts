/**
 * Batch evaluation (`patchproof evaluate`): one validation per prediction, each through the
 * same sequence as `patchproof validate` (the port `validate` wires it), at most `workers` at
 * a time, every decision written as soon as it is made.
 *
 * Resumable: an instance whose report is already written for the same instance and the same
 * patch bytes is decided and is not run again; one written for other bytes, or one that ended
 * in `error` (no verdict), is run again. A stop (the signal) lets no new instance start, stops
 * the ones running (their runs are removed and nothing of them is written), and still writes
 * the summary of what was decided.
 */
import { mapBounded } from '../core/execution/bounded.js';
import { type BatchItem, isEmptyPrediction } from '../core/evaluate/batch-input.js';
import {
  batchSummary,
  type DecidedInstance,
  failedResult,
  type InstanceOutcome,
  type InstanceRecord,
  type InstanceResult,
  outcomeOf,
} from '../core/evaluate/instance-report.js';
import { sha256Digest, utf8 } from '../core/hash/digest.js';

/** What a resumed batch finds of an instance's earlier report. */
export interface PreviousReport {
  readonly outcome: InstanceOutcome;
  readonly instanceDigest: string;
  readonly patchDigest: string | null;
  readonly proofGrade: boolean;
}

export interface BatchPorts {
  /** The report written by an earlier run of this batch, if any. */
  previous(id: string): Promise<PreviousReport | undefined>;
  /**
   * Validates one prediction (propose, approve, execute, publish). A coded error it throws is
   * the instance's result: a refusal at intake, or an error (no verdict); a stop rejects it.
   */
  validate(item: Required<BatchItem>, signal: AbortSignal): Promise<InstanceResult>;
  /** Writes one decided instance's report (atomically: a crash leaves the old one or the new one). */
  record(record: InstanceRecord): Promise<void>;
  /** Writes the batch's summary; called after every decision and at the end. */
  summary(summary: Record<string, unknown>): Promise<void>;
  /** Milliseconds from a fixed point, for durations. */
  now(): number;
}

export type BatchEvent =
  | {
      readonly type: 'batch-started';
      readonly total: number;
      readonly toRun: number;
      readonly reused: number;
    }
  | { readonly type: 'instance-started'; readonly id: string }
  | {
      readonly type: 'instance-decided';
      readonly id: string;
      readonly outcome: InstanceOutcome;
      readonly result: InstanceResult;
      readonly durationMs: number;
      readonly ran: number;
      readonly toRun: number;
    };

export interface BatchInput {
  readonly items: readonly BatchItem[];
  readonly workers: number;
  readonly signal: AbortSignal;
  onEvent?(event: BatchEvent): void;
}

export interface BatchResult {
  readonly summary: Record<string, unknown>;
  /** False when a stop came before every submitted instance was decided. */
  readonly complete: boolean;
}

export async function evaluateBatch(input: BatchInput, ports: BatchPorts): Promise<BatchResult> {
  const submitted = input.items.filter((i): i is Required<BatchItem> => i.prediction !== undefined);
  const decided = new Map<string, DecidedInstance>();
  const toRun: Array<Required<BatchItem>> = [];
  for (const item of submitted) {
    const previous = await ports.previous(item.instance.id);
    const same =
      previous &&
      previous.instanceDigest === item.instance.digest &&
      previous.patchDigest === patchDigestOf(item);
    if (same && previous.outcome !== 'error')
      decided.set(item.instance.id, {
        id: item.instance.id,
        outcome: previous.outcome,
        proofGrade: previous.proofGrade,
      });
    else toRun.push(item);
  }
  const summarize = (): Record<string, unknown> =>
    batchSummary(
      input.items.map((i) => i.instance.id),
      submitted.map((i) => i.instance.id),
      [...decided.values()],
    );
  input.onEvent?.({
    type: 'batch-started',
    total: submitted.length,
    toRun: toRun.length,
    reused: decided.size,
  });
  let ran = 0;
  // Decisions are written one at a time, in the order they are made.
  let writing = Promise.resolve();
  await mapBounded(toRun, input.workers, async (item) => {
    if (input.signal.aborted) return;
    input.onEvent?.({ type: 'instance-started', id: item.instance.id });
    const started = ports.now();
    const result = await decide(item, input.signal, ports);
    if (result === 'stopped') return;
    const record: InstanceRecord = {
      instanceId: item.instance.id,
      instanceDigest: item.instance.digest,
      patchDigest: patchDigestOf(item),
      model: item.prediction.model,
      patchIsNone: item.prediction.patch === null,
      result,
      durationMs: ports.now() - started,
    };
    const write = writing.then(async () => {
      await ports.record(record);
      decided.set(record.instanceId, {
        id: record.instanceId,
        outcome: outcomeOf(result),
        proofGrade: result.kind === 'validated' && result.proofGrade,
      });
      await ports.summary(summarize());
    });
    writing = write.catch(() => undefined);
    await write;
    ran += 1;
    input.onEvent?.({
      type: 'instance-decided',
      id: record.instanceId,
      outcome: outcomeOf(result),
      result,
      durationMs: record.durationMs,
      ran,
      toRun: toRun.length,
    });
  });
  const summary = summarize();
  await ports.summary(summary);
  return { summary, complete: submitted.every((i) => decided.has(i.instance.id)) };
}

/** One instance's result; `stopped` when the batch's stop came first (nothing is written then). */
async function decide(
  item: Required<BatchItem>,
  signal: AbortSignal,
  ports: BatchPorts,
): Promise<InstanceResult | 'stopped'> {
  if (isEmptyPrediction(item.prediction)) return { kind: 'empty' };
  try {
    const result = await ports.validate(item, signal);
    return signal.aborted ? 'stopped' : result;
  } catch (error) {
    if (signal.aborted) return 'stopped';
    return failedResult(error);
  }
}

function patchDigestOf(item: Required<BatchItem>): string | null {
  return item.prediction.patch === null ? null : sha256Digest(utf8.encode(item.prediction.patch));
}
