/**
 * Hidden stays hidden (PROTOCOL 5.1). Whatever a hidden run says about itself (test names,
 * failure messages, ids it made up) is the patch's channel to its proposer, so the hidden
 * phase is published as codes, counts and digests only. Each reason keeps its code with a
 * fixed sentence; the full result stays with the operator (docs/threat-model.md says where).
 */
import type { PhaseResult, ReasonCode, TestCounts } from './phase-result.js';

const FIXED: Partial<Readonly<Record<ReasonCode, string>>> = {
  EvidenceTampered: 'the hidden run contradicted its planted tests',
  TestsFailed: 'hidden tests failed',
  TestsSkipped: 'hidden tests were skipped',
  CollectionError: 'a hidden test file could not be loaded',
  ReportUnreadable: 'the hidden run left no readable report',
  ReportDisagreesWithExit: "the hidden run's exit status and report disagree",
  WrongExitStatus: 'the hidden run ended with the wrong exit status',
  NoTestsExecuted: 'the hidden run executed no test',
  ProbesFailed: 'probe cases did not give the expected output and exit status',
  // Which place ran out is the code's choice, so it is not said.
  DiskLimit: 'the hidden run ran out of its disk cap (limits.diskMiB)',
};

/** What stands for the hidden run's output: its digests would carry bytes the code chose. */
export const WITHHELD_OUTPUT = {
  sha256: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  bytes: 0,
} as const;

/**
 * The hidden phase as a proposer may read it. Everything the code under test controls is cut
 * down to what a verdict needs: reason codes with fixed sentences, the exit status as
 * 0 / non-zero / killed, the duration in whole tens of seconds, the output digests withheld
 * (recorded as empty). The counts of a sealed suite are its written tests, each once
 * (`written`, judge-sealed.ts): a report's rows are the code's to multiply (one test under
 * many class names), and their number would carry hidden bits (issue 35). Failed, errored and
 * skipped are one count, "not passed": which of the three a test ended as is the code's
 * choice too (raise, answer wrongly, or skip), two more bits a test.
 */
export function redactHidden(result: PhaseResult, written?: TestCounts): PhaseResult {
  return {
    ...result,
    ...(written ? { tests: notPassedAsOne(written) } : {}),
    reasons: result.reasons.map((r) => ({
      code: r.code,
      detail: FIXED[r.code] ?? `${r.code} (details are kept for the operator)`,
    })),
    targets: [],
    exitCode: result.exitCode === null || result.exitCode === 0 ? result.exitCode : 1,
    durationMs: Math.round(result.durationMs / 10_000) * 10_000,
    stdout: WITHHELD_OUTPUT,
    stderr: WITHHELD_OUTPUT,
  };
}

function notPassedAsOne(written: TestCounts): TestCounts {
  const all = written.executed + written.skipped;
  return {
    executed: all,
    passed: written.passed,
    failed: all - written.passed,
    errored: 0,
    skipped: 0,
  };
}
