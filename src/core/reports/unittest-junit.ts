/**
 * A unittest suite run through PatchProof's trusted reporter (runners/python/unittest_junit.py,
 * read-only in the Python runner image): its JUnit XML is the primary result, read with the
 * JUnit reader, and the closing lines unittest itself prints on stderr (`Ran N tests`, then
 * `OK` or `FAILED (...)`) check it. The reporter and the summary come from two different
 * parts of the run (our result class, unittest's runner), so a report that disagrees with the
 * summary was tampered with or cut short, and is refused.
 *
 * Ids are unittest's dotted names, as the text parser gives them (unittest.ts), so targets,
 * sealed tokens and regression plants read the same either way: `pkg.mod.Class.test_x`,
 * `pkg.mod.Gen.runTest[doc]` for generated tests. Only the closing summary is read from the
 * text, not the per-test lines: output a test prints cannot confuse it, and a run without
 * `-v` still reads (the reporter makes it verbose).
 */
import { parseJUnit } from './junit.js';
import type { TestReport } from './model.js';
import type { FrameContext } from './raise-site.js';
import { buildReport, unreadable } from './report-builder.js';
import { readSummary } from './unittest-summary.js';

// Class and module fixtures are not tests (`Ran N` does not count them): a setUp error is a
// collection error, a tearDown error or a SkipTest raised in one is reported under its name.
const SETUP_FIXTURE = /^setUp(?:Class|Module): /;
const FIXTURE = /\.(?:setUp|tearDown)(?:Class|Module)$/;

/** Reads the reporter's XML and checks it against stderr's summary; throws ReportUnreadable. */
export function parseUnittestJUnit(
  xml: string | null,
  stderr: string,
  frames?: FrameContext,
): TestReport {
  if (xml === null)
    unreadable(
      'the trusted unittest reporter wrote no report: the run ended before unittest finished (or the command does not run runners/python/unittest_junit.py)',
    );
  const fromXml = parseJUnit(xml, frames);
  // `classname::name` → unittest's dotted id: classname is the id up to its last dot.
  const tests = fromXml.tests.map((t) => ({ ...t, id: dotted(t.id) }));
  const summary = readSummary(stderr.split(/\r?\n/));
  const loadFailures = fromXml.collectionErrors.filter(
    (detail) => !SETUP_FIXTURE.test(detail),
  ).length;
  const ran = tests.filter((t) => !FIXTURE.test(t.id)).length + loadFailures;
  if (summary.ran !== ran)
    unreadable(
      `unittest says ${summary.ran} tests ran but the trusted reporter's report holds ${ran}`,
    );
  const bad =
    tests.some((t) => t.status === 'failed' || t.status === 'errored') ||
    fromXml.collectionErrors.length > 0;
  if (summary.ok === bad)
    unreadable(
      `unittest says ${summary.ok ? 'OK' : 'FAILED'} but the trusted reporter's report ${bad ? 'has' : 'has no'} failures or errors`,
    );
  return buildReport(tests, fromXml.collectionErrors);
}

function dotted(id: string): string {
  const at = id.indexOf('::');
  if (at === -1)
    unreadable(
      `test id ${JSON.stringify(id.slice(0, 80))} is not one the trusted unittest reporter writes`,
    );
  return `${id.slice(0, at)}.${id.slice(at + 2)}`;
}
