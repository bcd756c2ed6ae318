// JUnit XML: real pytest 7.2 / 9.0, node:test and vitest output (fixtures/junit/README.md),
// then hostile files: entity bombs, lying totals, duplicates, absurd sizes.
import { describe, expect, it } from 'vitest';
import { parseJUnit } from '../../src/core/reports/junit.js';
import { MAX_REPORT_CHARS, MAX_TESTS } from '../../src/core/reports/report-builder.js';
import { expectUnreadable, fixture, statuses, totals } from './support.js';

const suite = (cases: string, attrs = ''): string =>
  `<?xml version="1.0" encoding="utf-8"?><testsuites><testsuite name="pytest"${attrs}>${cases}</testsuite></testsuites>`;

describe('parseJUnit on pytest output', () => {
  it('reads every outcome pytest 7.2 writes, with collection errors kept apart', () => {
    const report = parseJUnit(fixture('junit', 'pytest-7.2-mixed.xml'));
    expect(totals(report)).toEqual({
      executed: 14,
      passed: 5,
      failed: 6,
      errored: 3,
      skipped: 2,
      collectionErrors: 2,
    });
    expect(report.collectionErrors).toEqual([
      "tests.test_importerr: ModuleNotFoundError: No module named 'does_not_exist_module'",
      'tests.test_syntaxerr: SyntaxError: invalid syntax',
    ]);
    expect(statuses(report)).toMatchObject({
      'tests.test_calc::test_add': 'passed',
      'tests.test_calc::test_add_wrong': 'failed/assertion',
      'tests.test_calc::test_type_error': 'failed/error', // pytest puts a TypeError in <failure>
      'tests.test_calc::test_param[2-2-5]': 'failed/assertion',
      'tests.test_calc::test_skipped': 'skipped',
      'tests.test_calc::test_xfail': 'skipped',
      'tests.test_calc::test_xpass_strict': 'failed/error',
      'tests.test_calc::test_pytest_fail': 'failed/assertion',
      'tests.test_calc.TestCalc::test_method_fails': 'failed/assertion',
      'tests.test_calc::test_setup_error': 'errored/error',
      'tests.test_calc::test_teardown_error': 'errored/error',
      // written twice by pytest (failure, then teardown error): merged, the worse wins
      'tests.test_calc::test_fail_and_teardown_error': 'errored/error',
    });
    expect(report.tests.find((t) => t.id === 'tests.test_calc::test_add_wrong')?.message).toBe(
      'assert 3 == 4',
    );
  });

  it('reads pytest 9.0 exactly as pytest 7.2', () => {
    expect(parseJUnit(fixture('junit', 'pytest-9.0-mixed.xml'))).toEqual(
      parseJUnit(fixture('junit', 'pytest-7.2-mixed.xml')),
    );
  });

  it('reports a run stopped by collection errors as no tests and two collection errors', () => {
    const report = parseJUnit(fixture('junit', 'pytest-7.2-collection-error.xml'));
    expect(totals(report)).toEqual({
      executed: 0,
      passed: 0,
      failed: 0,
      errored: 0,
      skipped: 0,
      collectionErrors: 2,
    });
  });

  it('is not fooled by a fake <testcase> a test printed into <system-out>', () => {
    const report = parseJUnit(fixture('junit', 'pytest-7.2-pass.xml'));
    expect(Object.keys(statuses(report))).toEqual([
      'tests.test_more.TestMore::test_a',
      'tests.test_more.TestMore::test_escaping[a&b]',
      'tests.test_more.TestMore::test_escaping[<tag>]',
      'tests.test_ok::test_ok',
    ]);
    expect(report.passed).toBe(4);
  });
});

describe('parseJUnit on node:test and vitest output', () => {
  it("puts every nested suite name into ids, the outermost describe too, and tells assertions from thrown errors by node's cause line", () => {
    expect(statuses(parseJUnit(fixture('junit', 'node-nested.xml')))).toEqual({
      'test::Calculator > adds': 'passed',
      'test::Calculator > division > divides': 'passed',
      'test::Calculator > division > fails to divide': 'failed/assertion',
      'test::parent test > child one': 'passed',
      'test::parent test > child two': 'failed/error',
    });
    expect(statuses(parseJUnit(fixture('junit', 'node-fail.xml')))).toEqual({
      'test::fails by assertion': 'failed/assertion',
      'test::throws a TypeError': 'failed/error',
      'test::passes': 'passed',
    });
  });

  it("two node describes with a test of the same title are two tests (node:test's JUnit, as node 20 writes it)", () => {
    const suite = (name: string): string =>
      `<testsuite name="${name}" time="0.01" disabled="0" errors="0" tests="1" failures="0" skipped="0" hostname="vm"><testcase name="x" time="0.001" classname="test"/></testsuite>`;
    expect(
      statuses(
        parseJUnit(
          `<?xml version="1.0" encoding="utf-8"?>\n<testsuites>${suite('parse')}${suite('format')}</testsuites>`,
        ),
      ),
    ).toEqual({ 'test::parse > x': 'passed', 'test::format > x': 'passed' });
    // The same shape with a timestamp is another reporter's file-level suite, left out as before.
    const vitest = `<testsuites><testsuite name="a.test.js" timestamp="2026-01-01T00:00:00Z" tests="1" failures="0" errors="0" skipped="0"><testcase name="x" classname="test"/></testsuite></testsuites>`;
    expect(statuses(parseJUnit(vitest))).toEqual({ 'test::x': 'passed' });
  });

  it('counts cancelled and timed-out node tests as errored, todo failures as skipped', () => {
    expect(totals(parseJUnit(fixture('junit', 'node-hooks.xml')))).toMatchObject({
      passed: 2,
      errored: 3,
    });
    expect(totals(parseJUnit(fixture('junit', 'node-skip.xml')))).toMatchObject({
      executed: 0,
      skipped: 5,
    });
  });

  it("accepts node's direct-children totals on nested suites", () => {
    expect(totals(parseJUnit(fixture('junit', 'node-suites.xml')))).toMatchObject({
      passed: 3,
      failed: 1,
      skipped: 4,
    });
  });

  it('reports a node test file that failed to load, or exited early, as a collection error', () => {
    for (const name of ['node-importerr.xml', 'node-exit0.xml']) {
      const report = parseJUnit(fixture('junit', name));
      expect(report.tests).toEqual([]);
      expect(report.collectionErrors).toHaveLength(1);
    }
  });

  it('reads vitest: type="AssertionError" is an assertion, a file that failed to import is a collection error', () => {
    const report = parseJUnit(fixture('junit', 'vitest-4.1.xml'));
    expect(statuses(report)).toMatchObject({
      'calc.test.mjs::Calculator > fails by assertion': 'failed/assertion',
      'calc.test.mjs::Calculator > throws a TypeError': 'failed/error',
      'calc.test.mjs::Calculator > nested > adds': 'passed',
      'calc.test.mjs::Calculator > todo': 'skipped',
    });
    expect(report.collectionErrors[0]).toMatch(/^broken\.test\.mjs: Error: Cannot find module/);
  });
});

describe('parseJUnit refuses hostile or broken files', () => {
  it('refuses any DOCTYPE: billion laughs and external entities never get expanded or fetched', () => {
    const laughs = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol">${Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i || ''};`.repeat(10)}">`).join('')}]>`;
    expectUnreadable(() =>
      parseJUnit(`${laughs}<testsuite name="x" tests="1"><testcase name="&lol9;"/></testsuite>`),
    );
    expectUnreadable(() =>
      parseJUnit(
        '<!DOCTYPE t [<!ENTITY x SYSTEM "file:///etc/passwd">]><testsuite><testcase name="&x;"/></testsuite>',
      ),
    );
    expectUnreadable(() => parseJUnit(suite('<testcase name="a">&x;</testcase>')));
    expectUnreadable(() => parseJUnit(suite('<testcase name="a"><!ENTITY x "y"></testcase>')));
  });

  it('refuses malformed XML and processing instructions', () => {
    for (const bad of [
      suite('<testcase name="a"></testcase').slice(0, -5),
      suite('<testcase name="a"><failure></testcase></failure>'),
      suite('<testcase name="a" name="b"/>'),
      suite('<testcase name=a/>'),
      suite('<testcase name="a"/>') + '<testsuites/>',
      suite('<?evil x?><testcase name="a"/>'),
      suite('<testcase name="a">\u0000</testcase>'),
      suite('<testcase name="a">]]></testcase>'),
      '<?xml version="1.0" encoding="ISO-8859-1"?><testsuite><testcase name="a"/></testsuite>',
      '',
    ]) {
      expectUnreadable(() => parseJUnit(bad));
    }
  });

  it('refuses a file with no testsuite, or a foreign root', () => {
    expectUnreadable(() => parseJUnit('<testsuites></testsuites>'));
    expectUnreadable(() => parseJUnit('<html><testsuite><testcase name="a"/></testsuite></html>'));
  });

  it('refuses totals that disagree with the testcases', () => {
    const cases =
      '<testcase classname="m" name="a"/><testcase classname="m" name="b"><failure message="assert 1 == 2"/></testcase>';
    expect(parseJUnit(suite(cases, ' tests="2" failures="1" errors="0" skipped="0"')).failed).toBe(
      1,
    );
    for (const lie of [
      ' tests="3"',
      ' tests="1"',
      ' failures="0"',
      ' errors="1"',
      ' skipped="1"',
      ' tests="two"',
      ' tests="-2"',
    ]) {
      expectUnreadable(() => parseJUnit(suite(cases, lie)));
    }
    const real = fixture('junit', 'pytest-7.2-mixed.xml');
    expectUnreadable(() => parseJUnit(real.replace('failures="7"', 'failures="0"')));
  });

  it('reads testcases of one id as one test, the worst of its runs, and merges the teardown repeat pytest itself writes', () => {
    // Found on unjs/ufo's own suite (vitest, 473 tests, 6 titles printed twice) and amqplib's
    // node:test suite (a title repeated in a loop): unreadable before.
    const real = parseJUnit(fixture('junit', 'node-repeat.xml'));
    expect(statuses(real)).toEqual({
      'test::Codec > Roundtrip values > short-uint roundtrip': 'failed/assertion',
      'test::Codec > Roundtrip values > long roundtrip': 'passed',
    });
    expect(real.tests[0]?.runs).toBe(2);
    expect(totals(real)).toMatchObject({ executed: 2, passed: 1, failed: 1 });
    // Attack: a forged passing repeat, before or after, cannot hide the failure.
    for (const cases of [
      '<testcase classname="m" name="a"><failure message="x"/></testcase><testcase classname="m" name="a"/><testcase classname="m" name="a"/>',
      '<testcase classname="m" name="a"/><testcase classname="m" name="a"/><testcase classname="m" name="a"><failure message="x"/></testcase>',
    ]) {
      const forged = parseJUnit(suite(cases));
      expect(statuses(forged)).toEqual({ 'm::a': 'failed/error' });
      expect(forged.tests[0]?.runs).toBe(3);
    }
    const merged = parseJUnit(
      suite(
        '<testcase classname="m" name="a"/><testcase classname="m" name="a"><error message="failed on teardown with &quot;E&quot;"/></testcase>',
      ),
    );
    expect(statuses(merged)).toEqual({ 'm::a': 'errored/error' });
  });

  it('refuses testcases where no reporter puts them and outcomes it does not know', () => {
    expectUnreadable(() =>
      parseJUnit(suite('<properties><testcase name="hidden"/></properties><testcase name="a"/>')),
    );
    expectUnreadable(() => parseJUnit(suite('<testcase name="a"><testcase name="b"/></testcase>')));
    expectUnreadable(() => parseJUnit(suite('<testcase name="a"><flakyFailure/></testcase>')));
    expectUnreadable(() => parseJUnit(suite('<testcase classname="m"/>')));
  });

  it('refuses absurd sizes before or while reading', () => {
    expectUnreadable(() => parseJUnit(' '.repeat(MAX_REPORT_CHARS + 1)));
    expectUnreadable(() => parseJUnit(suite('<testcase name="t"/>'.repeat(MAX_TESTS + 1))));
    expectUnreadable(() => parseJUnit(`${'<a>'.repeat(10_000)}${'</a>'.repeat(10_000)}`));
  });

  it('decodes entities, character references and CDATA as XML says', () => {
    const report = parseJUnit(
      suite(
        '<testcase classname="m" name="&lt;a&#62;&#x26;"><failure message="x&#10;y"><![CDATA[AssertionError <raw>]]></failure></testcase>',
      ),
    );
    expect(report.tests).toEqual([
      { id: 'm::<a>&', status: 'failed', failure: 'error', message: 'x' },
    ]);
  });
});
