/**
 * How a failed phase is classified (the receipt's `classification`): each reason's class, or,
 * where the reason alone cannot say, what the run's own text says (runner/classify.ts).
 */
import { type Classification, classesFromText, pickClassification } from '../runner/classify.js';
import type { RunResult } from '../runner/runner-port.js';
import type { TestReport } from '../reports/model.js';
import type { Reason, ReasonCode } from './phase-result.js';
import { notLoadableClass } from './suite-loading.js';

const CLASS_OF: Readonly<Record<ReasonCode, Classification | 'FROM_TEXT'>> = {
  Timeout: 'TIMEOUT',
  Infrastructure: 'ENVIRONMENT_ERROR',
  OutOfMemory: 'ENVIRONMENT_ERROR',
  // Like OutOfMemory: the code under test used up a resource limit of its run, so its evidence is unusable.
  DiskLimit: 'ENVIRONMENT_ERROR',
  OutputTruncated: 'ENVIRONMENT_ERROR',
  BaseRegressionUnavailable: 'ENVIRONMENT_ERROR',
  CollectionError: 'FROM_TEXT',
  TestsFailed: 'FROM_TEXT',
  TestsSkipped: 'TEST_FAILURE',
  ReportUnreadable: 'CONFIG_ERROR',
  NoTestsExecuted: 'CONFIG_ERROR',
  TargetMissing: 'CONFIG_ERROR',
  NoAssertionFailure: 'CONFIG_ERROR',
  TargetNotFailing: 'CONFIG_ERROR',
  // The gate mode does not fit the patch (it changes no test): the message names the one that does.
  NoProposalTests: 'CONFIG_ERROR',
  // The proposer's tests pass without the change: they test nothing it does.
  ProposalTestsNotFailing: 'TEST_FAILURE',
  TargetNotPassing: 'TEST_FAILURE',
  RegressionLost: 'TEST_FAILURE',
  ReportDisagreesWithExit: 'UNKNOWN',
  WrongExitStatus: 'UNKNOWN',
  NotRun: 'ENVIRONMENT_ERROR',
  // Decided in judge-probes.ts from how each case missed; a wrong answer when nothing else is known.
  ProbesFailed: 'TEST_FAILURE',
  // The code under test interfered with how it is judged; never an ordinary test failure.
  EvidenceTampered: 'CODE_ERROR',
  // The trusted suite did not load on the base (suite-loading.ts): the spec's owner fixes it;
  // DEPENDENCY_ERROR when what failed is a missing module (classify()), else CONFIG_ERROR.
  TrustedSuiteNotLoadable: 'FROM_TEXT',
};

export function classify(
  reasons: readonly Reason[],
  run: RunResult,
  report: TestReport | null,
): Classification {
  const text = [
    ...(report?.collectionErrors ?? []),
    ...(report?.tests ?? [])
      .filter((t) => t.status === 'errored' || t.status === 'failed')
      .map((t) => t.message ?? ''),
    new TextDecoder().decode(run.stderr.subarray(Math.max(0, run.stderr.length - 64 * 1024))),
  ].join('\n');
  const fromText = classesFromText(text);
  const candidates: Classification[] = [];
  for (const r of reasons) {
    const c = CLASS_OF[r.code];
    if (c !== 'FROM_TEXT') candidates.push(c);
    else if (r.code === 'TestsFailed' && report?.tests.every((t) => t.status !== 'errored'))
      candidates.push('TEST_FAILURE');
    else if (r.code === 'TrustedSuiteNotLoadable') candidates.push(notLoadableClass(r.detail));
    else if (fromText.length > 0) candidates.push(...fromText);
    else candidates.push(r.code === 'CollectionError' ? 'CODE_ERROR' : 'TEST_FAILURE');
  }
  return pickClassification(candidates);
}
