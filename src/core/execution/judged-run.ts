/**
 * Judging a sealed run's recorded comparisons (python-judged.ts) once the run has ended: the
 * judge runs through the same runner, in an empty folder with no patched code, and reads the
 * expected values, which never entered the run, on its standard input. What comes back is,
 * for each sealed test, why a comparison of it did not hold; the seal's reading then fails
 * those tests where the report says they passed (judge-sealed.ts).
 */
import type { SealedSuite } from '../seal/model.js';
import {
  judgeCommand,
  judgeInput,
  type JudgedVerdict,
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

/** The sealed tests whose comparisons did not hold: token → why. */
export async function judgeRecorded(
  judged: NonNullable<SealedSuite['judged']>,
  run: RunResult,
  limits: ResourceLimits,
  runner: JudgeRunner,
): Promise<ReadonlyMap<string, JudgedFailure>> {
  const refused = run.recordsRefused;
  const records =
    refused === undefined && run.recordsFile ? new TextDecoder().decode(run.recordsFile) : '';
  const verdicts =
    refused !== undefined
      ? new Map(judged.comparisons.map((c) => [c.id, 'unreadable' as const]))
      : await runJudge(judged, records, limits, runner);
  const failed = new Map<string, JudgedFailure>();
  for (const c of judged.comparisons) {
    const verdict = verdicts.get(c.id) ?? 'missing';
    const tampered = verdict === 'missing' && c.always === true;
    if (verdict === 'ok' || (failed.has(c.token) && !tampered)) continue;
    failed.set(c.token, { message: message(verdict, c.method, refused), tampered });
  }
  return failed;
}

async function runJudge(
  judged: NonNullable<SealedSuite['judged']>,
  records: string,
  limits: ResourceLimits,
  runner: JudgeRunner,
): Promise<Map<string, JudgedVerdict>> {
  const run = await runner({
    command: judgeCommand(),
    limits: {
      ...limits,
      timeoutSeconds: Math.max(limits.timeoutSeconds, JUDGE_TIMEOUT_SECONDS),
      outputBytes: Math.max(limits.outputBytes, JUDGE_OUTPUT_BYTES),
    },
    stdin: judgeInput(judged.comparisons, records),
  });
  const stdout = new TextDecoder().decode(run.stdout);
  if (run.infrastructureError !== undefined || run.exitCode !== 0 || run.truncated) {
    const why =
      run.infrastructureError ??
      `exit ${String(run.exitCode)}: ${new TextDecoder().decode(run.stderr).slice(-300)}`;
    throw new Error(`the judge of recorded comparisons did not finish (${why})`);
  }
  return readVerdicts(stdout, judged.comparisons);
}

function message(verdict: JudgedVerdict, method: string, refused?: string): string {
  switch (verdict) {
    case 'differs':
      return `JudgedValueDiffers: the value this test compares (${method}) is not the one it expects; the comparison was judged outside the container`;
    case 'missing':
      return 'JudgedValueMissing: the test passed, but a comparison it makes whenever it passes recorded no value';
    case 'opaque':
      return 'JudgedValueOpaque: the compared value is of a type that cannot leave the container to be judged; compare plain data (a number, string, list or dict) in the trusted test';
    default:
      return `JudgedValuesUnreadable: the run's record of compared values could not be read${refused ? ` (${refused.slice(0, 200)})` : ''}; the code under test wrote over it`;
  }
}
