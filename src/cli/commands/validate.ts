/**
 * `patchproof validate` (PROTOCOL 7): propose, approve, execute and publish in one go,
 * each a separate recorded step. Exit 0 PASS, 1 FAIL (receipt published), 2 refused
 * before execution.
 */
import { userInfo } from 'node:os';
import { dataHome } from '../../adapters/fs/data-home.js';
import { DEFAULT_BUDGETS } from '../../core/gates/budgets.js';
import { EXIT, type Io, printError, printJson, UsageError, wireOf } from '../output.js';
import { parseCommand } from '../parse-command.js';
import { proofGradeText, runnerKind, runValidation } from '../validation-pipeline.js';
import { readPatch } from './propose.js';

const OPTIONS = {
  repo: { type: 'string' },
  patch: { type: 'string' },
  spec: { type: 'string' },
  runner: { type: 'string' },
  'approve-as': { type: 'string' },
  store: { type: 'string' },
  json: { type: 'boolean' },
} as const;

/** Where receipts go when --store is not given: the XDG data folder. */
export function defaultStore(): string {
  return dataHome('receipts');
}

export async function validateCommand(args: string[], io: Io, deps: { stdin: NodeJS.ReadableStream }): Promise<number> {
  let json = args.includes('--json');
  const step = (text: string): void => (json ? undefined : io.err(text));
  let executing = false;
  try {
    const { values } = parseCommand(args, OPTIONS, 0);
    json = values.json ?? false;
    if (!values.repo || !values.patch || !values.spec) throw new UsageError('validate needs --repo <dir>, --patch <file> and --spec <patchproof.json>');
    const patch = await readPatch(values.patch === '-' ? deps.stdin : values.patch, DEFAULT_BUDGETS.maxPatchBytes);
    const runner = values.runner === undefined ? undefined : runnerKind(values.runner);
    const { execution, receipt } = await runValidation({
      repoDir: values.repo,
      patch,
      specPath: values.spec,
      ...(runner ? { runner } : {}),
      store: values.store ?? defaultStore(),
      actor: values['approve-as'] ?? `${userInfo().username}@local`,
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
        phases: execution.phases.map((p) => ({ name: p.name, outcome: p.outcome, classification: p.classification, tests: p.tests })),
      });
    } else {
      io.out(`${execution.verdict}  proof grade: ${proofGradeText(execution)}`);
      io.out(`receipt ${receipt.digest}`);
    }
    return execution.verdict === 'PASS' ? EXIT.ok : EXIT.fail;
  } catch (error) {
    const wire = wireOf(error);
    // Exit 2 means refused before execution (PROTOCOL 7). Once tests have run, a failure to
    // finish is a FAIL without a receipt, never a refusal.
    const verdict = executing ? 'FAIL' : 'REFUSED';
    if (json) printJson(io, { verdict, proofGrade: false, phases: [], error: { code: wire.code, message: wire.message } });
    printError(io, wire, executing ? 'failed after execution started' : 'refused');
    return executing ? EXIT.fail : EXIT.refused;
  }
}
