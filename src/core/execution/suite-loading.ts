/**
 * A trusted suite that does not load is the suite's problem, not the patch's (issue 34). When
 * the reproduction suite cannot be imported on the base (a helper it cannot find, a
 * conftest.py pytest refuses, a module the environment lacks), nothing was judged: no test
 * ran, the seal's plants are missing from the report and the exit status disagrees with an
 * empty one. Said as `EvidenceTampered` and `ReportDisagreesWithExit`, that accuses an
 * honest fix of tampering with evidence. It is `TrustedSuiteNotLoadable` instead, with the
 * error and the file that failed, classified `CONFIG_ERROR` (`DEPENDENCY_ERROR` when what
 * failed is a module that is not there: the environment lacks it).
 *
 * The rule, so that a patch cannot turn its own doing into the softer code:
 * - baseline: the base tree holds no code of the patch, so whatever kept the suite from
 *   loading there is the suite's, the spec's or the environment's;
 * - patched: only when the baseline did not load either, with the same failure; a suite
 *   that loaded on the base and not with the patch failed because of the patch, and keeps
 *   every reason it has (a `CollectionError` in the patch's code, `EvidenceTampered` for
 *   planted tests gone from a report);
 * - hidden and regression: never (the hidden suite has no run on the base to compare with).
 * A run that timed out, ran out of memory or disk, or that the runner could not finish keeps
 * its own reasons.
 */
import type { TestReport } from '../reports/model.js';
import type { RunResult } from '../runner/runner-port.js';
import type { Reason, ReasonCode } from './phase-result.js';

// Reasons of the run itself: they say what happened better than "did not load".
const RUN_PROBLEMS: ReadonlySet<ReasonCode> = new Set([
  'Infrastructure',
  'Timeout',
  'OutOfMemory',
  'DiskLimit',
  'OutputTruncated',
]);
// What an empty or unreadable run says about itself, and what the seal and the exit status
// rule make of it: all one fact, the suite did not load.
const SAME_FACT: ReadonlySet<ReasonCode> = new Set([
  'ReportUnreadable',
  'CollectionError',
  'NoTestsExecuted',
  'ReportDisagreesWithExit',
  'EvidenceTampered',
]);
// What the other rules of a phase add when no test ran at all (targets missing, no failure).
const NOTHING_RAN: ReadonlySet<ReasonCode> = new Set([
  'TargetMissing',
  'TargetNotFailing',
  'NoAssertionFailure',
  'WrongExitStatus',
]);

// A Python error line in a run's output: `E   ModuleNotFoundError: …`, `ImportError while
// loading conftest '…'`, `_pytest.pathlib.ImportPathMismatchError: …`, `SyntaxError: …`.
const ERROR_LINE =
  /^(?:E\s+)?(?:[\w.]+(?:Error|Exception)\b.*|ImportError while loading conftest .*|ERROR: .*)$/m;

// A module that is not there at all (not an ImportError of another kind, such as pytest's
// ImportPathMismatchError for two conftest.py files): the environment lacks it.
const MISSING_MODULE =
  /\bModuleNotFoundError\b|\bNo module named\b|\bCannot find (?:module|package)\b|\bERR_MODULE_NOT_FOUND\b/;

/** The class of a TrustedSuiteNotLoadable reason: DEPENDENCY_ERROR for a missing module, else CONFIG_ERROR. */
export function notLoadableClass(detail: string): 'DEPENDENCY_ERROR' | 'CONFIG_ERROR' {
  return MISSING_MODULE.test(detail) ? 'DEPENDENCY_ERROR' : 'CONFIG_ERROR';
}

/** How a run of a suite failed to load its tests, or null when tests ran and none failed to load. */
export interface NotLoaded {
  /** The failure, the same text for the same failure on the base and patched trees. */
  readonly what: string;
  /** No test ran at all (as opposed to some modules failing to load beside tests that ran). */
  readonly nothingRan: boolean;
}

/** Whether the suite loaded in this run: null when it did, else what failed. */
export function suiteLoading(
  report: TestReport | null,
  run: RunResult,
  reportError?: string,
): NotLoaded | null {
  if (report && report.collectionErrors.length > 0)
    return {
      what: report.collectionErrors.slice(0, 3).join('; ').slice(0, 400),
      nothingRan: report.executed === 0,
    };
  if (report && report.executed > 0) return null;
  const said = errorLine(run);
  const why = report
    ? 'no test was collected'
    : `no readable report (${(reportError ?? 'none').slice(0, 160)})`;
  return { what: said ? `${why}; the run said: ${said}` : why, nothingRan: true };
}

/**
 * The phase's reasons, with the facts of a suite that did not load said as one
 * `TrustedSuiteNotLoadable` when the rule above holds; else `reasons` as they are.
 */
export function withSuiteLoading(
  phase: 'baseline' | 'patched' | 'regression' | 'hidden',
  reasons: readonly Reason[],
  loading: NotLoaded | null,
  baseline?: NotLoaded | null,
): Reason[] {
  const applies =
    loading !== null &&
    !reasons.some((r) => RUN_PROBLEMS.has(r.code)) &&
    (phase === 'baseline' || (phase === 'patched' && baseline?.what === loading.what));
  if (!applies) return [...reasons];
  const kept = reasons.filter(
    (r) => !SAME_FACT.has(r.code) && !(loading.nothingRan && NOTHING_RAN.has(r.code)),
  );
  const where = phase === 'baseline' ? 'on the base' : 'on the base and with the patch alike';
  return [
    {
      code: 'TrustedSuiteNotLoadable',
      detail:
        `the reproduction suite did not load ${where}, so nothing was judged: ${loading.what}. ` +
        'Make the trusted tests load on the base: import what they need, install missing modules in the environment, fix the command (docs/failures.md, TrustedSuiteNotLoadable)',
    },
    ...kept,
  ];
}

function errorLine(run: RunResult): string | null {
  const text = [run.stderr, run.stdout]
    .map((b) => new TextDecoder().decode(b.subarray(Math.max(0, b.length - 64 * 1024))))
    .join('\n');
  const conftest = /ImportError while loading conftest '([^']*)'/.exec(text);
  const error = ERROR_LINE.exec(
    conftest ? text.slice(conftest.index + conftest[0].length) : text,
  )?.[0];
  const parts = [conftest?.[0], error?.replace(/^E\s+/, '')].filter((p): p is string => !!p);
  return parts.length > 0 ? parts.join(': ').slice(0, 300) : null;
}
