/**
 * JUnit XML to TestReport, for what pytest (`--junitxml`, xunit2), node:test
 * (`--test-reporter=junit`), vitest and jest write. The file is written from inside the
 * process that runs the code under test, so it is read strictly and every total it states
 * is checked against the testcases it holds.
 *
 * Test ids are `classname::name` (pytest: `tests.test_calc.TestCalc::test_add[1-2]`;
 * vitest: `calc.test.ts::Calculator > adds`). Where suites nest, the names of the enclosing
 * suites go in front of the name, joined with ' > '. The outermost level is left out for
 * pytest, vitest, jest and mocha, which use it for the run or the file (the classname names
 * those already). node:test is the exception: its every level is a describe block, and its
 * classname is the constant `test`, so all of them are kept (`test::Calculator > division >
 * divides`); leaving the outermost out made two describes' tests of one title the same id,
 * and the sealed ids of nested tests unreadable. Testcases of one id are
 * one test whose status is the worst of its runs (report-builder.ts); pytest's teardown
 * repeat is the same run, merged into its test.
 */
import type { TestCaseResult, TestReport } from './model.js';
import { type CasePlace, caseOutcome, isPytestTeardownRepeat } from './junit-outcome.js';
import { DEFAULT_FRAMES, type FrameContext } from './raise-site.js';
import { buildReport, checkSize, MAX_TESTS, quote, unreadable, worse } from './report-builder.js';
import { readXml, type XmlElement } from './xml-reader.js';

/** Parses a JUnit XML report; throws ReportUnreadable when it is malformed, hostile or inconsistent. */
export function parseJUnit(xml: string, frames: FrameContext = DEFAULT_FRAMES): TestReport {
  checkSize(xml, 'JUnit');
  const root = readXml(xml);
  if (root.name !== 'testsuites' && root.name !== 'testsuite') {
    unreadable(`the root element is <${root.name}>, not <testsuites> or <testsuite>`);
  }
  if (
    root.name === 'testsuites' &&
    !root.children.some((c) => c.name === 'testsuite' || c.name === 'testcase')
  ) {
    unreadable('the report holds no <testsuite>: the run wrote no results');
  }
  const total = countTestcases(root);
  if (total > MAX_TESTS) unreadable(`more than ${MAX_TESTS} testcases`);
  const cases = collectCases(root);
  // A testcase anywhere but under a testsuite (inside <properties>, inside another
  // testcase) is not one we would read: refuse rather than silently drop a result.
  if (cases.length !== total) unreadable('a <testcase> sits outside a <testsuite>');
  checkTotals(root);

  const tests: TestCaseResult[] = [];
  const first = new Map<string, number>();
  const collectionErrors: string[] = [];
  let unstarted = 0;
  for (const c of cases) {
    const outcome = caseOutcome(c.el, c.id, c.name, c.classname, c.place, frames);
    if (outcome.kind === 'collection') {
      collectionErrors.push(outcome.detail);
      continue;
    }
    // Tests node:test cancelled before they started did not run: the run was cut short there.
    if (outcome.kind === 'unstarted') {
      unstarted += 1;
      continue;
    }
    const at = first.get(c.id);
    if (at !== undefined && isPytestTeardownRepeat(c.el)) {
      // The same run of the test, not another one: merged, the repeat can only make it worse.
      tests[at] = worse(tests[at] as TestCaseResult, outcome.result);
      continue;
    }
    // Any other repeat is another run of a test of one title (vitest and Jest table rows
    // that print alike, mocha loops): buildReport reads the worst of them.
    if (at === undefined) first.set(c.id, tests.length);
    tests.push(outcome.result);
  }
  const report = buildReport(tests, collectionErrors);
  return unstarted > 0 ? { ...report, interrupted: true } : report;
}

interface Case {
  readonly el: XmlElement;
  readonly id: string;
  readonly name: string;
  readonly classname: string;
  readonly place: CasePlace;
}

function collectCases(root: XmlElement): Case[] {
  const cases: Case[] = [];
  const node = nodeTest(root);
  const outermost = node ? 0 : 1;
  const visit = (el: XmlElement, suites: readonly string[]): void => {
    for (const child of el.children) {
      if (child.name === 'testsuite') visit(child, [...suites, child.attrs.get('name') ?? '']);
      else if (child.name === 'testcase') {
        const place = { suite: suites[suites.length - 1], nodeTest: node };
        cases.push(toCase(child, suites.slice(outermost), place));
      }
    }
  };
  visit(root, root.name === 'testsuite' ? [root.attrs.get('name') ?? ''] : []);
  return cases;
}

/**
 * node:test's reporter: a `<testsuites>` root, the classname `test` on every testcase, and
 * suites with node's `disabled` count and without the `timestamp` that pytest, vitest and
 * jest put on each file's or run's suite.
 */
function nodeTest(root: XmlElement): boolean {
  if (root.name !== 'testsuites') return false;
  let cases = true;
  let suites = true;
  const walk = (el: XmlElement): void => {
    for (const child of el.children) {
      if (child.name === 'testcase' && child.attrs.get('classname') !== 'test') cases = false;
      if (child.name === 'testsuite') {
        if (!child.attrs.has('disabled') || child.attrs.has('timestamp')) suites = false;
        walk(child);
      }
    }
  };
  walk(root);
  return cases && suites;
}

function toCase(el: XmlElement, suitePath: readonly string[], place: CasePlace): Case {
  const name = el.attrs.get('name');
  if (name === undefined || name === '') unreadable('a <testcase> has no name');
  const classname = el.attrs.get('classname') ?? '';
  return { el, id: `${classname}::${[...suitePath, name].join(' > ')}`, name, classname, place };
}

function countTestcases(el: XmlElement): number {
  let n = 0;
  for (const child of el.children) n += (child.name === 'testcase' ? 1 : 0) + countTestcases(child);
  return n;
}

interface Totals {
  tests: number;
  failures: number;
  errors: number;
  skipped: number;
}
const TOTAL_KEYS = ['tests', 'failures', 'errors', 'skipped'] as const;

/**
 * mocha's xunit reporter (2.5.3, 5.2.0, 8.4.0, 10.8.2 checked; lib/reporters/xunit.js) writes one root
 * `<testsuite>` of `<testcase>`s whose totals come from its run statistics, not from the
 * elements it writes: every failure, a failing hook's included, is a testcase with
 * `<failure>` (never `<error>`), and counts in `errors`, and in `failures` too before mocha 8
 * (0 since); `tests` counts tests that ended (passed, failed or pending; a hook is not one);
 * `skipped` is `tests - errors - passes`, which a failing hook makes wrong or negative.
 * Its totals are read by that arithmetic, exactly; nothing else gets it.
 */
function mochaCounts(el: XmlElement): boolean {
  if (el.name !== 'testsuite' || !el.attrs.has('timestamp')) return false;
  let passes = 0;
  let failed = 0;
  let pending = 0;
  for (const c of el.children) {
    // Nothing but testcases: mocha writes no nested suite, no properties.
    if (c.name !== 'testcase') return false;
    const outcomes = c.children.filter((o) => o.name !== 'system-out' && o.name !== 'system-err');
    if (outcomes.length === 0) passes += 1;
    else if (outcomes.length > 1) return false;
    else if (outcomes[0]?.name === 'failure') failed += 1;
    else if (outcomes[0]?.name === 'skipped') pending += 1;
    else return false;
  }
  const raw = el.attrs.get('skipped')?.trim() ?? '';
  const [tests, failures, errors] = (['tests', 'failures', 'errors'] as const).map((k) =>
    stated(el, k),
  );
  return (
    tests !== undefined &&
    /^-?\d{1,9}$/.test(raw) &&
    errors === failed &&
    (failures === 0 || failures === failed) &&
    tests >= passes + pending &&
    tests <= passes + pending + failed &&
    Number(raw) === tests - failed - passes
  );
}

/**
 * jest-junit (reportTestSuiteErrors) writes a file that failed to run as a suite of records
 * classed `Test suite failed to run` and counts it as no tests and one error, in the suite
 * and in the run. Only such records: they are read as collection errors, which fail a phase.
 */
function jestSuiteError(el: XmlElement): Totals | undefined {
  const cases = el.children.filter((c) => c.name === 'testcase');
  const only =
    el.name === 'testsuite' &&
    cases.length > 0 &&
    cases.length === el.children.length &&
    cases.every((c) => c.attrs.get('classname') === 'Test suite failed to run');
  if (!only) return undefined;
  const counts: Totals = { tests: 0, failures: 0, errors: 1, skipped: 0 };
  return TOTAL_KEYS.every((k) => (stated(el, k) ?? counts[k]) === counts[k]) ? counts : undefined;
}

/**
 * Every `tests=`, `failures=`, `errors=` and `skipped=` a suite states must match what it
 * holds. pytest, vitest and jest count the testcases below the suite; node:test counts the
 * suite's direct children (a nested suite counts once, as failing or skipped when its own
 * totals say so); mocha's xunit counts by its own arithmetic (mochaCounts). One reading
 * must match exactly; returns the testcase totals.
 */
function checkTotals(el: XmlElement): Totals {
  const jest = jestSuiteError(el);
  if (jest) return jest;
  const below: Totals = { tests: 0, failures: 0, errors: 0, skipped: 0 };
  const direct: Totals = { tests: 0, failures: 0, errors: 0, skipped: 0 };
  let nested = false;
  for (const child of el.children) {
    if (child.name === 'testcase') {
      const has = (n: string): number => (child.children.some((c) => c.name === n) ? 1 : 0);
      const own = {
        tests: 1,
        failures: has('failure'),
        errors: has('error'),
        skipped: has('skipped'),
      };
      for (const k of TOTAL_KEYS) {
        below[k] += own[k];
        direct[k] += own[k];
      }
    } else if (child.name === 'testsuite') {
      nested = true;
      const sub = checkTotals(child);
      for (const k of TOTAL_KEYS) below[k] += sub[k];
      direct.tests += 1;
      for (const k of ['failures', 'errors', 'skipped'] as const)
        direct[k] += (stated(child, k) ?? sub[k]) > 0 ? 1 : 0;
    }
  }
  if (mochaCounts(el)) return below;
  const claims = TOTAL_KEYS.flatMap((k) => {
    const v = stated(el, k);
    return v === undefined ? [] : [[k, v] as const];
  });
  const agrees = (t: Totals): boolean => claims.every(([k, v]) => t[k] === v);
  if (!agrees(below) && !(nested && agrees(direct))) {
    const [k, v] = claims.find(([key, value]) => below[key] !== value) ?? ['tests', 0];
    unreadable(
      `<${el.name} name=${quote(el.attrs.get('name') ?? '')}> says ${k}="${v}" but holds ${below[k]}`,
    );
  }
  return below;
}

function stated(el: XmlElement, key: string): number | undefined {
  const raw = el.attrs.get(key);
  if (raw === undefined) return undefined;
  if (!/^\d{1,9}$/.test(raw.trim()))
    unreadable(`<${el.name}> has ${key}=${quote(raw)}, not a count`);
  return Number(raw.trim());
}
