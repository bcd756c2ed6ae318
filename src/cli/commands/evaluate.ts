/**
 * `patchproof evaluate`: grade many patches, for benchmark authors and agent teams. Each
 * prediction is validated exactly as `patchproof validate` does it (propose, approve, the
 * four phases, a published receipt); the batch's input and output follow SWE-bench's harness
 * where the concepts match (src/core/evaluate). Resumable: run the same command again after a
 * crash or a stop, and only what was not decided runs.
 */
import { readFile } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import { userInfo } from 'node:os';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { openBatchOutput } from '../../adapters/fs/index.js';
import { type BatchPorts, evaluateBatch } from '../../app/evaluate-batch.js';
import { pairBatch, parseInstances, parsePredictions } from '../../core/evaluate/batch-input.js';
import { utf8 } from '../../core/hash/digest.js';
import { batchProgress } from '../batch-progress.js';
import { defineCommand, JSON_OPTION } from '../command-spec.js';
import { EXIT, type Io, printError, printJson, UsageError, wireOf } from '../output.js';
import { parseCommand } from '../parse-command.js';
import { terminalOf } from '../progress.js';
import { cancelledMessage, endProcess, signalExit, watchStopSignals } from '../stop-signals.js';
import { runnerKind, runValidation } from '../validation-pipeline.js';

export const EVALUATE = defineCommand({
  name: 'evaluate',
  summary:
    'validate many predictions (SWE-bench style): a report and a receipt per instance, resumable',
  usage: [
    '--instances <file.jsonl> --predictions <file.jsonl> [--workers N] [--out <dir>] [--runner docker|local] [--store <dir>] [--approve-as <actor>] [--json]',
  ],
  options: {
    instances: {
      type: 'string',
      arg: '<file.jsonl>',
      doc: 'one JSON object per line: {"instance_id", "repo_dir", "spec"}; paths relative to this file',
    },
    predictions: {
      type: 'string',
      arg: '<file.jsonl>',
      doc: 'SWE-bench predictions: {"instance_id", "model_name_or_path", "model_patch"} per line (or one JSON array)',
    },
    workers: {
      type: 'string',
      arg: '<N>',
      doc: 'instances validated at once (default 1; each validation runs two phases at a time)',
    },
    out: {
      type: 'string',
      arg: '<dir>',
      doc: 'where summary.json and <instance_id>/report.json go (default: patchproof-evaluation)',
    },
    runner: {
      type: 'string',
      arg: 'docker|local',
      doc: "override every spec's runner; local is never proof grade",
    },
    store: { type: 'string', arg: '<dir>', doc: 'the receipt store (default: <out>/receipts)' },
    'approve-as': {
      type: 'string',
      arg: '<actor>',
      doc: 'who approves each prediction, recorded in its receipt (default: <user>@local)',
    },
    json: JSON_OPTION,
  },
  positionals: 0,
  exits: [
    [0, 'every prediction was decided (resolved, unresolved or empty); summary.json says which'],
    [
      1,
      'some instances ended in error (no verdict: a wrong run spec, no runner); run again to retry them',
    ],
    [
      2,
      'refused before anything ran: the instances or predictions file is wrong (InvalidBatchInput)',
    ],
    [
      130,
      'stopped by SIGINT (143 SIGTERM): running validations stopped and removed, decisions so far kept; run again to resume',
    ],
  ],
  example:
    'patchproof evaluate --instances instances.jsonl --predictions predictions.jsonl --workers 2 --out eval',
  notes: [
    'Resolved means the receipt says PASS; summary.json lists proof_grade_ids too (isolated runner, sealed evidence).',
    'A report is reused only for the same instance line and the same patch bytes; errors are always run again.',
  ],
});

export async function evaluateCommand(args: string[], io: Io): Promise<number> {
  let json = args.includes('--json');
  // Once validations have started, a failure (a full disk under --out) is not a refusal of the inputs.
  let started = false;
  const stop = watchStopSignals({
    onFirst: (signal) =>
      io.err(
        `${signal}: stopping the running validations; decisions so far are kept; send it again to stop at once`,
      ),
    force: (signal, why) => {
      printError(io, { code: 'Cancelled', message: cancelledMessage(signal, why) }, 'cancelled');
      endProcess(signalExit(signal));
    },
  });
  try {
    const { values } = parseCommand(args, EVALUATE);
    json = values.json ?? false;
    if (!values.instances || !values.predictions)
      throw new UsageError(
        'evaluate needs --instances <file.jsonl> and --predictions <file.jsonl>',
        EVALUATE.name,
      );
    const workers = positiveInteger(values.workers ?? '1');
    const runner = values.runner === undefined ? undefined : runnerKind(values.runner);
    const [instancesText, predictionsText] = await Promise.all([
      readInput(values.instances),
      readInput(values.predictions),
    ]);
    const items = pairBatch(
      parseInstances(instancesText, values.instances),
      parsePredictions(predictionsText, values.predictions),
    );
    const out = resolve(values.out ?? 'patchproof-evaluation');
    const store = resolve(values.store ?? join(out, 'receipts'));
    const base = dirname(resolve(values.instances));
    const actor = values['approve-as'] ?? `${userInfo().username}@local`;
    const output = await openBatchOutput(out);
    const ports: BatchPorts = {
      ...output,
      now: () => performance.now(),
      validate: async ({ instance, prediction }, signal) => {
        const { execution, receipt } = await runValidation({
          repoDir: within(base, instance.repoDir),
          specPath: within(base, instance.spec),
          patch: utf8.encode(prediction.patch ?? ''),
          ...(runner ? { runner } : {}),
          store,
          actor,
          signal,
        });
        return {
          kind: 'validated',
          verdict: execution.verdict,
          proofGrade: execution.proofGrade,
          phases: execution.phases,
          transitions: execution.transitions,
          receipt: receipt.digest,
        };
      },
    };
    const terminal = terminalOf(process.stderr, process.env);
    const progress = batchProgress(io, () => performance.now(), {
      ...(terminal ? { terminal } : {}),
      idWidth: Math.max(...items.map((i) => i.instance.id.length)),
    });
    const result = await evaluateBatch(
      {
        items,
        workers,
        signal: stop.signal,
        onEvent: (e) => {
          if (e.type === 'batch-started') started = true;
          progress.event(e);
        },
      },
      ports,
    ).finally(() => progress.finish());
    const s = result.summary as Record<string, number | string[]>;
    if (json) printJson(io, { complete: result.complete, out, summary: result.summary });
    else {
      io.out(
        `resolved   ${s['resolved_instances']} of ${s['submitted_instances']} submitted (proof grade: ${(s['proof_grade_ids'] as string[]).length})`,
      );
      io.out(
        `unresolved ${s['unresolved_instances']}  empty ${s['empty_patch_instances']}  error ${s['error_instances']}  pending ${(s['pending_ids'] as string[]).length}`,
      );
      io.out(`summary    ${join(out, 'summary.json')}`);
    }
    const signal = stop.received();
    if (signal !== undefined) {
      io.err(`stopped: what was decided is kept in ${out}; run the same command again to resume`);
      return signalExit(signal);
    }
    return (s['error_instances'] as number) > 0 ? EXIT.fail : EXIT.ok;
  } catch (error) {
    const wire = wireOf(error);
    if (json) printJson(io, { complete: false, error: { code: wire.code, message: wire.message } });
    printError(
      io,
      wire,
      started
        ? 'failed; what was decided is kept, run the same command again to resume'
        : 'refused',
    );
    return started ? EXIT.fail : EXIT.refused;
  } finally {
    stop.dispose();
  }
}

async function readInput(path: string): Promise<string> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    throw new UsageError(
      `cannot read ${path}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`,
      EVALUATE.name,
    );
  }
}

function positiveInteger(text: string): number {
  if (!/^[1-9]\d{0,2}$/.test(text))
    throw new UsageError(
      `--workers takes a whole number from 1 to 999, not "${text.slice(0, 20)}"`,
      EVALUATE.name,
    );
  return Number(text);
}

/** A path of the instances file, read relative to that file's folder. */
function within(base: string, path: string): string {
  return isAbsolute(path) ? path : join(base, path);
}
