/**
 * `patchproof validate` (PROTOCOL 7): propose, approve, execute and publish in one go,
 * each a separate recorded step. Exit 0 PASS, 1 FAIL (receipt published), 2 refused
 * before execution, 128 + n stopped by signal n (stop-signals.ts).
 */
import { userInfo } from 'node:os';
import { DEFAULT_BUDGETS } from '../../core/gates/budgets.js';
import { runSpecAtFault } from '../../core/receipt/next-step.js';
import { EXIT, type Io, printError, printJson, UsageError, wireOf } from '../output.js';
import { defineCommand, JSON_OPTION, STORE_OPTION } from '../command-spec.js';
import { parseCommand } from '../parse-command.js';
import { proofGradeText, runnerKind, runValidation } from '../validation-pipeline.js';
import { readPatch } from '../inputs.js';
import {
  ACCEPT_FINDING_OPTION,
  ACCEPT_OPTION,
  acceptedFindingsOption,
  readAcceptedChanges,
} from '../accepted-changes.js';
import { findingKey } from '../../core/intake/environment-findings.js';
import {
  type ForceReason,
  type StopSignal,
  cancelledMessage,
  endProcess,
  signalExit,
  watchStopSignals,
} from '../stop-signals.js';
import { defaultStore } from '../command-spec.js';

export const VALIDATE = defineCommand({
  name: 'validate',
  summary: 'propose, approve, run the four phases and publish a receipt, on this machine',
  usage: [
    '--repo <dir> --patch <file|-> --spec <patchproof.json> [--runner docker|local] [--approve-as <actor>] [--accept <file>] [--accept-finding <keys>] [--store <dir>] [--json]',
  ],
  options: {
    repo: {
      type: 'string',
      arg: '<dir>',
      doc: 'the repository (only read; every phase runs on a disposable copy)',
    },
    patch: { type: 'string', arg: '<file|->', doc: 'the patch; "-" reads standard input' },
    spec: {
      type: 'string',
      arg: '<patchproof.json>',
      doc: 'the run spec: the runner, the trusted tests, the commands (docs/protocol.md)',
    },
    runner: {
      type: 'string',
      arg: 'docker|local',
      doc: "override the spec's runner; local needs python3/node on this machine and is never proof grade",
    },
    'approve-as': {
      type: 'string',
      arg: '<actor>',
      doc: 'who approves, recorded in the receipt (default: <user>@local)',
    },
    accept: ACCEPT_OPTION,
    'accept-finding': ACCEPT_FINDING_OPTION,
    store: STORE_OPTION,
    json: JSON_OPTION,
  },
  positionals: 0,
  exits: [
    [0, 'PASS (receipt published)'],
    [
      1,
      'FAIL (receipt published; the reasons say why), or a failure to finish once tests ran, e.g. StoreUnavailable when the store filled up (no receipt)',
    ],
    [
      2,
      'refused before execution: intake, the run spec, a runner that is not available, or a receipt store that is not writable or almost full (StoreUnavailable)',
    ],
    [
      143,
      'stopped by SIGTERM (130 SIGINT, 129 SIGHUP): runs stopped and removed, nothing published, no verdict',
    ],
  ],
  example:
    'patchproof validate --repo examples/calculator --patch examples/patches/fix-add.patch --spec examples/specs/calculator/patchproof.json',
});

export interface ValidateDeps {
  readonly stdin: NodeJS.ReadableStream;
  /** Where stop signals come from (default: the process). */
  readonly signals?: NodeJS.EventEmitter;
  /** Ends the process when cleanup after a stop signal takes too long (default: endProcess). */
  readonly exit?: (code: number) => void;
  readonly stopGraceMs?: number;
}

export async function validateCommand(args: string[], io: Io, deps: ValidateDeps): Promise<number> {
  let json = args.includes('--json');
  const step = (text: string): void => (json ? undefined : io.err(text));
  let executing = false;
  let answered = false;
  const cancelled = (signal: StopSignal, why?: ForceReason): number => {
    if (!answered) {
      answered = true;
      const message = cancelledMessage(signal, why);
      if (json)
        printJson(io, {
          verdict: 'CANCELLED',
          proofGrade: false,
          phases: [],
          error: { code: 'Cancelled', message, signal },
        });
      printError(io, { code: 'Cancelled', message }, 'cancelled');
    }
    return signalExit(signal);
  };
  const stop = watchStopSignals({
    ...(deps.signals ? { source: deps.signals } : {}),
    ...(deps.stopGraceMs !== undefined ? { graceMs: deps.stopGraceMs } : {}),
    onFirst: (signal) =>
      io.err(
        `${signal}: stopping the runs and removing their containers; send it again to stop at once`,
      ),
    force: (signal, why) => (deps.exit ?? endProcess)(cancelled(signal, why)),
  });
  try {
    const { values } = parseCommand(args, VALIDATE);
    json = values.json ?? false;
    if (!values.repo || !values.patch || !values.spec)
      throw new UsageError(
        'validate needs --repo <dir>, --patch <file> and --spec <patchproof.json>',
        VALIDATE.name,
      );
    const patch = await readPatch(
      values.patch === '-' ? deps.stdin : values.patch,
      DEFAULT_BUDGETS.maxPatchBytes,
    );
    const runner = values.runner === undefined ? undefined : runnerKind(values.runner);
    const { execution, receipt, proposal } = await runValidation({
      repoDir: values.repo,
      patch,
      specPath: values.spec,
      ...(runner ? { runner } : {}),
      store: values.store ?? defaultStore(),
      actor: values['approve-as'] ?? `${userInfo().username}@local`,
      acceptedChanges: await readAcceptedChanges(values.accept),
      acceptedFindings: acceptedFindingsOption(values['accept-finding']),
      signal: stop.signal,
      onStep: ({ stage, text }) => {
        if (stage === 'execute') executing = true;
        step(text);
      },
    });
    if (json) {
      printJson(io, {
        verdict: execution.verdict,
        receipt: receipt.digest,
        proofGrade: execution.proofGrade,
        ...(runSpecAtFault(execution) ? { runSpecAtFault: true } : {}),
        phases: execution.phases.map((p) => ({
          name: p.name,
          outcome: p.outcome,
          classification: p.classification,
          tests: p.tests,
        })),
      });
    } else {
      io.out(`${execution.verdict}  proof grade: ${proofGradeText(execution, receipt.why)}`);
      for (const f of proposal.findings) io.out(`finding   ${findingKey(f)} (${f.detail})`);
      // A target missing where no patch ran is the spec's mistake: say so, with the ids nearest it.
      if (runSpecAtFault(execution))
        for (const r of execution.phases.find((p) => p.name === 'baseline')?.reasons ?? [])
          if (r.code === 'TargetMissing') io.out(`run spec: ${r.detail}`);
      // So is a trusted suite that did not load there: say what failed to load.
      for (const r of execution.phases.find((p) => p.name === 'baseline')?.reasons ?? [])
        if (r.code === 'TrustedSuiteNotLoadable') io.out(`trusted suite: ${r.detail}`);
      io.out(`receipt ${receipt.digest}`);
    }
    return execution.verdict === 'PASS' ? EXIT.ok : EXIT.fail;
  } catch (error) {
    // Whatever a stopped validation threw on its way out, no verdict was given.
    const signal = stop.received();
    if (signal !== undefined) return cancelled(signal);
    const wire = wireOf(error);
    // Exit 2 means refused before execution (PROTOCOL 7). Once tests have run, a failure to
    // finish is a FAIL without a receipt, never a refusal.
    const verdict = executing ? 'FAIL' : 'REFUSED';
    if (json)
      printJson(io, {
        verdict,
        proofGrade: false,
        phases: [],
        error: { code: wire.code, message: wire.message },
      });
    printError(io, wire, executing ? 'failed after execution started' : 'refused');
    return executing ? EXIT.fail : EXIT.refused;
  } finally {
    stop.dispose();
  }
}
