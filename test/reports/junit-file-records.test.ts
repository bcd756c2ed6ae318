// Which JUnit testcases stand for a whole file (issue 34): read by where they sit, never by a
// title. Real output of jest-junit 17, mocha-junit-reporter 2.2 and mocha 10's xunit,
// vitest 4.1 and node:test (fixtures/junit/README.md): a passing test titled
// `… spawn local pm-sub.js` is a test, whatever its reporter calls it.
import { describe, expect, it } from 'vitest';
import { parseJUnit } from '../../src/core/reports/junit.js';
import { expectUnreadable, fixture, statuses } from './support.js';

describe('tests whose title ends like a file name are tests', () => {
  it('jest-junit, default options: name and classname are both the chain of titles', () => {
    const report = parseJUnit(fixture('junit', 'jest-junit-17-default.xml'));
    expect(report.collectionErrors).toEqual([]);
    expect(statuses(report)).toEqual({
      'Calculator adds::Calculator adds': 'passed',
      'Calculator nested spawn local pm-sub.js::Calculator nested spawn local pm-sub.js': 'passed',
      'Calculator fails by assertion::Calculator fails by assertion': 'failed/assertion',
      ' pm-sub.js:: pm-sub.js': 'passed',
    });
  });

  it('jest-junit: root-level tests of a file without describe (suite name "undefined")', () => {
    const report = parseJUnit(fixture('junit', 'jest-junit-17-root.xml'));
    expect(report.collectionErrors).toEqual([]);
    expect(Object.keys(statuses(report))).toEqual([' root one:: root one', ' root two:: root two']);
  });

  it('mocha-junit-reporter: a root-level test has its title as name and classname', () => {
    const report = parseJUnit(fixture('junit', 'mocha-junit-reporter-2.2-bdd.xml'));
    expect(report.collectionErrors).toEqual([]);
    expect(statuses(report)).toEqual({
      'root-level test::root-level test': 'passed',
      'adds::Calculator adds': 'passed',
      'fails by assertion::Calculator fails by assertion': 'failed/assertion',
      'spawn local pm-sub.js::Calculator nested spawn local pm-sub.js': 'passed',
    });
  });

  it.each([
    ['tdd', 'adds::TddSuite adds'],
    ['qunit', 'adds::QunitSuite adds'],
    ['exports', 'adds::ExportsSuite nested adds'],
  ])('mocha-junit-reporter, mocha’s %s interface', (ui, id) => {
    const report = parseJUnit(fixture('junit', `mocha-junit-reporter-2.2-${ui}.xml`));
    expect(statuses(report)).toEqual({ [id]: 'passed' });
  });

  it('mocha xunit: a root-level test has an empty classname (`::title`)', () => {
    const report = parseJUnit(fixture('junit', 'mocha-10-xunit-bdd.xml'));
    expect(Object.keys(statuses(report))).toEqual([
      '::root-level test',
      'Calculator::adds',
      'Calculator::fails by assertion',
      'Calculator nested::spawn local pm-sub.js',
    ]);
  });

  it('vitest and node:test: titles ending in .js, node subtests', () => {
    expect(statuses(parseJUnit(fixture('junit', 'vitest-4.1-titles.xml')))).toEqual({
      'calc.test.mjs::Calculator > adds': 'passed',
      'calc.test.mjs::Calculator > nested > spawn local pm-sub.js': 'passed',
      'calc.test.mjs::pm-sub.js': 'passed',
    });
    expect(statuses(parseJUnit(fixture('junit', 'node-subtests.xml')))).toEqual({
      'test::Calculator > adds': 'passed',
      'test::Calculator > nested > spawn local pm-sub.js': 'passed',
      'test::top level > subtest one': 'passed',
      'test::pm-sub.js': 'passed',
    });
  });
});

describe('records of a whole file are collection errors', () => {
  it('vitest: a file that failed to import, named and classed as its own suite', () => {
    const report = parseJUnit(fixture('junit', 'vitest-4.1-titles.xml'));
    expect(report.collectionErrors).toHaveLength(1);
    expect(report.collectionErrors[0]).toMatch(/^broken\.test\.mjs: Error: Cannot find module/);
  });

  it('node:test: a test straight under the root named by the file’s absolute path', () => {
    for (const name of ['node-importerr.xml', 'node-exit0.xml'])
      expect(parseJUnit(fixture('junit', name)).collectionErrors).toHaveLength(1);
  });

  it('jest-junit with reportTestSuiteErrors: its "Test suite failed to run" records, counted as jest-junit counts them', () => {
    const report = parseJUnit(fixture('junit', 'jest-junit-17-suite-errors.xml'));
    expect(report.tests).toHaveLength(4);
    expect(report.collectionErrors).toHaveLength(2);
    expect(report.collectionErrors[0]).toMatch(/^broken\.test\.js: /);
  });

  it('the jest-junit count is taken only for a suite of such records, and only as jest-junit states it', () => {
    const real = fixture('junit', 'jest-junit-17-suite-errors.xml');
    // A suite error cannot hide a test: a passing record beside it makes the counts plain ones.
    expectUnreadable(() =>
      parseJUnit(
        real.replace(
          '<testcase classname="Test suite failed to run"',
          '<testcase classname="x" name="ok"/><testcase classname="Test suite failed to run"',
        ),
      ),
    );
    expectUnreadable(() =>
      parseJUnit(
        real.replace(
          'errors="1" failures="0" skipped="0" timestamp="1970',
          'errors="0" failures="0" skipped="0" timestamp="1970',
        ),
      ),
    );
  });

  it('a title equal to its classname elsewhere than in the file’s suite is a test (the old rule read it as a file)', () => {
    const xml = `<testsuites><testsuite name="s" tests="1" failures="0" errors="0" skipped="0" timestamp="t"><testcase classname="loads pm-sub.js" name="loads pm-sub.js"/></testsuite></testsuites>`;
    const report = parseJUnit(xml);
    expect(report.collectionErrors).toEqual([]);
    expect(statuses(report)).toEqual({ 'loads pm-sub.js::loads pm-sub.js': 'passed' });
  });
});
