/**
 * What a test run reported, in one shape for every report format (JUnit XML, TAP, Python
 * unittest). The verdict rules read only this; parsers never decide a verdict.
 */

export type TestStatus = 'passed' | 'failed' | 'errored' | 'skipped';

export interface TestCaseResult {
  /** Stable id of the test (e.g. `tests/test_calc.py::CalcTest::test_add`, `module.Class.test`). */
  readonly id: string;
  readonly status: TestStatus;
  /**
   * For `failed`/`errored`: `assertion` when an assertion failed, `error` for any other
   * exception while the test ran. Collection and import errors are not tests: they go to
   * `collectionErrors`.
   */
  readonly failure?: 'assertion' | 'error';
  /** First line of the failure message, trimmed (attacker-controlled text: keep it short). */
  readonly message?: string;
  /**
   * For `failure: 'error'`: where the exception was raised, read from its traceback
   * (raise-site.ts): in the repository's code, in test code, or unknown (absent) when no
   * repository frame shows. The baseline counts an error as the bug only from `code`.
   */
  readonly raisedIn?: 'code' | 'test';
  /**
   * The test was waiting for the code to call it back when nothing was left to run (node:test
   * cancels it as the event loop empties): the callback or event it waited for never came. In
   * Go: `go test -timeout` stopped it while its goroutine was parked for good in the code
   * (go-hang.ts).
   */
  readonly stalled?: true;
  /**
   * How many times the report ran a test of this id, when more than once (a title repeated
   * in a loop, two files with one title): the status is the worst of those runs.
   */
  readonly runs?: number;
  /** With `runs`: how many of those runs passed (two files' tests of one title may differ). */
  readonly passedRuns?: number;
}

export interface TestReport {
  /** Tests that ran: passed + failed + errored (skipped tests did not run). */
  readonly executed: number;
  readonly passed: number;
  readonly failed: number;
  readonly errored: number;
  readonly skipped: number;
  readonly tests: readonly TestCaseResult[];
  /** Modules or files that could not be imported or collected: the run proves nothing about them. */
  readonly collectionErrors: readonly string[];
  /**
   * The run stopped partway by design of its framework: a Go test that panics ends the test
   * binary, so the tests after it never run. Their absence is not tampering; the panic
   * itself fails the test (gotest.ts).
   */
  readonly interrupted?: true;
}

/** The report format a suite declares in the run spec (PROTOCOL 4). */
export type ReportSpec =
  | { readonly format: 'junit'; readonly path: string }
  | { readonly format: 'tap' }
  /**
   * `python3 -m unittest -v` on stderr; with `junit`, the JUnit XML file the trusted reporter
   * (runners/python/unittest_junit.py) writes there is read first and stderr's closing
   * summary checks it (unittest-junit.ts).
   */
  | { readonly format: 'unittest'; readonly junit?: string }
  /** `go test -json`'s event stream on stdout. */
  | { readonly format: 'go' };

export type ReportFormat = ReportSpec['format'];

/** The report file a runner must read back after the run (relative to the workspace), if any. */
export function reportFilePath(spec: ReportSpec | undefined): string | undefined {
  if (spec?.format === 'junit') return spec.path;
  if (spec?.format === 'unittest') return spec.junit;
  return undefined;
}

/** A report that cannot be read is itself a failure: the phase fails closed. */
export class ReportUnreadable extends Error {
  readonly code = 'ReportUnreadable';
}
