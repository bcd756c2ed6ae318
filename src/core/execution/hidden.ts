/**
 * Hidden stays hidden (PROTOCOL 5.1). Whatever a hidden run says about itself (test names,
 * failure messages, ids it made up) is the patch's channel to its proposer, so the hidden
 * phase is published as codes, counts and digests only. Each reason keeps its code with a
 * fixed sentence; the full result stays with the operator (docs/threat-model.md says where).
 */
import type { PhaseResult, ReasonCode } from './phase-result.js';

const FIXED: Partial<Readonly<Record<ReasonCode, string>>> = {
  EvidenceTampered: 'the hidden run contradicted its planted tests',
  TestsFailed: 'hidden tests failed',
  TestsSkipped: 'hidden tests were skipped',
  CollectionError: 'a hidden test file could not be loaded',
  ReportUnreadable: 'the hidden run left no readable report',
  ReportDisagreesWithExit: 'the hidden run\'s exit status and report disagree',
  WrongExitStatus: 'the hidden run ended with the wrong exit status',
  NoTestsExecuted: 'the hidden run executed no test',
};

/** The hidden phase as a proposer may read it. */
export function redactHidden(result: PhaseResult): PhaseResult {
  return {
    ...result,
    reasons: result.reasons.map((r) => ({ code: r.code, detail: FIXED[r.code] ?? `${r.code} (details are kept for the operator)` })),
    targets: [],
  };
}
