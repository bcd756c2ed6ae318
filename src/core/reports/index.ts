/**
 * Test reports: one entry point that reads whichever format a suite declares (PROTOCOL 4)
 * into the one TestReport shape the verdict rules read. Every parser fails closed: the
 * only error any of them throws is ReportUnreadable, and an unreadable report fails the
 * phase.
 */
import { parseGoTest } from './gotest.js';
import { parseJUnit } from './junit.js';
import type { FrameContext } from './raise-site.js';
import {
  ReportUnreadable,
  type ReportSpec,
  type TestCaseResult,
  type TestReport,
  type TestStatus,
} from './model.js';
import { parseTap } from './tap.js';
import { parseUnittest } from './unittest.js';
import { parseUnittestJUnit } from './unittest-junit.js';

/** What one run left behind to read a report from (decoded as UTF-8 by the caller). */
export interface RunOutput {
  readonly stdout: string;
  readonly stderr: string;
  /** The JUnit report file's text; null when the run did not produce it. */
  readonly reportFile: string | null;
  /** Where the run's stack traces place the repository copy (raise-site.ts); `/workspace` when absent. */
  readonly frames?: FrameContext;
}

/**
 * Reads a run's report as its spec declares: `junit` from the report file (none is
 * unreadable), `tap` from stdout (node:test writes TAP there), `unittest` from stderr
 * (where `python3 -m unittest -v` writes; with `junit`, the trusted reporter's file checked
 * against it), `go` from stdout (`go test -json`). Throws ReportUnreadable, nothing else.
 */
export function parseReport(spec: ReportSpec, output: RunOutput): TestReport {
  switch (spec.format) {
    case 'junit':
      if (output.reportFile === null) {
        throw new ReportUnreadable(
          `the run wrote no JUnit report at ${JSON.stringify(spec.path.slice(0, 200))}; check the command writes it there`,
        );
      }
      return parseJUnit(output.reportFile, output.frames);
    case 'tap':
      return parseTap(output.stdout, output.frames);
    case 'unittest':
      // With the trusted reporter, its JUnit XML first, checked against unittest's own summary.
      if (spec.junit !== undefined)
        return parseUnittestJUnit(output.reportFile, output.stderr, output.frames);
      return parseUnittest(output.stderr, output.frames);
    case 'go':
      return parseGoTest(output.stdout, output.frames);
    default:
      return unknownFormat(spec);
  }
}

// A format added to ReportSpec without a parser here is a compile error, and at run time
// (a spec that bypassed validation) an unreadable report, never a silent empty one.
function unknownFormat(spec: never): never {
  throw new ReportUnreadable(
    `unknown report format ${JSON.stringify((spec as { format?: unknown }).format)}`,
  );
}

export { parseGoTest, parseJUnit, parseTap, parseUnittest, ReportUnreadable };
export type { ReportSpec, TestCaseResult, TestReport, TestStatus };
