/**
 * Judging a sealed run's recorded comparisons (python-judged.ts) once the run has ended: the
 * judge runs through the same runner, in an empty folder with no patched code, and reads the
 * expected values, which never entered the run, on its standard input. What comes back says,
 * for a sealed test as one maker ran it (its class, or its module), why a comparison of it did
 * not hold; the seal's reading then fails those rows where the report says they passed
 * (judge-sealed.ts).
 */
import type { SealedSuite } from '../seal/model.js';
import type { JudgedComparison } from '../seal/python-judged.js';
import {
  judgeCommand,
  judgeInput,
  type JudgedVerdict,
  type JudgedVerdicts,
  readVerdicts,
} from '../seal/python-judge.js';
import type { ResourceLimits, RunResult, TestSpec } from '../runner/runner-port.js';

/** Runs the judge's spec in an empty folder of the run's runner (job-runs.ts). */
export type JudgeRunner = (spec: TestSpec) => Promise<RunResult>;

/** The judge's run may print a verdict per comparison: at least this much output. */
const JUDGE_OUTPUT_BYTES = 8 * 1024 * 1024;
const JUDGE_TIMEOUT_SECONDS = 120;

/**
 * Why a sealed test whose comparisons did not hold failed. `tampered`: it passed without a
 * record it makes whenever it passes, which only code rewriting the test or the recorder does.
 */
export interface JudgedFailure {
  readonly message: string;
  readonly tampered: boolean;
}

/**
 * The judge's own run did not finish: the runner failed or the execution was cancelled. The
 * phase then fails as its own run would have (job-runs.ts), never as a report problem.
 */
export class JudgeRunFailed extends Error {
  constructor(readonly infrastructureError: string) {
    super(infrastructureError);
  }
}

/** How one reported row of a sealed test fared: `who` is the class (or module) it ran in. */
export type JudgedReading = (token: string, who: string) => JudgedFailure | undefined;

export async function judgeRecorded(
  judged: NonNullable<SealedSuite['judged']>,
  run: RunResult,
  limits: ResourceLimits,
  runner: JudgeRunner,
): Promise<JudgedReading> {
  const refused = run.recordsRefused;
  const records =
    refused === undefined && run.recordsFile ? new TextDecoder().decode(run.recordsFile) : '';
  const verdicts = refused === undefined ? await runJudge(judged, records, limits, runner) : null;
  const byToken = new Map<string, Map<string, JudgedComparison[]>>();
  for (const c of judged.comparisons) {
    const definitions = byToken.get(c.token) ?? new Map<string, JudgedComparison[]>();
    definitions.set(c.definition, [...(definitions.get(c.definition) ?? []), c]);
    byToken.set(c.token, definitions);
  }
  return (token, who) => {
    const definitions = byToken.get(token);
    if (!definitions) return undefined;
    if (verdicts === null) return { message: unreadable(refused), tampered: false };
    return rowFailure(definitions, verdicts, who);
  };
}

function rowFailure(
  definitions: ReadonlyMap<string, readonly JudgedComparison[]>,
  verdicts: JudgedVerdicts,
  who: string,
): JudgedFailure | undefined {
  for (const cs of definitions.values())
    for (const c of cs) {
      const v = verdicts.get(c.id)?.get(who);
      if (v !== undefined && v !== 'ok') return { message: message(v, c.method), tampered: false };
    }
  // The row ran one of the test's definitions (its own class's, or an inherited one): every
  // comparison that runs whenever it passes must have a record from this maker.
  const complete = [...definitions.values()].some((cs) =>
    cs.every((c) => c.always !== true || verdicts.get(c.id)?.has(who) === true),
  );
  return complete
    ? undefined
    : {
        message:
          'JudgedValueMissing: the test passed, but a comparison it makes whenever it passes recorded no value',
        tampered: true,
      };
}

async function runJudge(
  judged: NonNullable<SealedSuite['judged']>,
  records: string,
  limits: ResourceLimits,
  runner: JudgeRunner,
): Promise<JudgedVerdicts | null> {
  const run = await runner({
    command: judgeCommand(),
    limits: {
      ...limits,
      timeoutSeconds: Math.max(limits.timeoutSeconds, JUDGE_TIMEOUT_SECONDS),
      outputBytes: Math.max(limits.outputBytes, JUDGE_OUTPUT_BYTES),
    },
    stdin: judgeInput(judged.comparisons, records),
  });
  if (run.infrastructureError !== undefined) throw new JudgeRunFailed(run.infrastructureError);
  if (run.exitCode !== 0 || run.truncated) {
    const stderr = new TextDecoder().decode(run.stderr).slice(-300);
    throw new Error(
      `the judge of recorded comparisons did not finish (exit ${String(run.exitCode)}: ${stderr})`,
    );
  }
  return readVerdicts(new TextDecoder().decode(run.stdout));
}

function message(verdict: JudgedVerdict, method: string): string {
  return verdict === 'differs'
    ? `JudgedValueDiffers: the value this test compares (${method}) is not the one it expects; the comparison was judged outside the container`
    : 'JudgedValueOpaque: the compared value is of a type that cannot leave the container to be judged; compare plain data (a number, string, list or dict) in the trusted test';
}

function unreadable(refused: string | undefined): string {
  return `JudgedValuesUnreadable: the run's record of compared values could not be read${refused ? ` (${refused.slice(0, 200)})` : ''}; the code under test wrote over it`;
}
