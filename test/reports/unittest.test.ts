// unittest: real `python3 -m unittest -v` stderr from Debian 12's Python 3.11
// (fixtures/unittest/README.md), then forged, truncated and inconsistent output.
import { describe, expect, it } from 'vitest';
import { parseUnittest } from '../../src/core/reports/unittest.js';
import { expectUnreadable, fixture, statuses, totals } from './support.js';

const SEP1 = '='.repeat(70);
const SEP2 = '-'.repeat(70);
const PASS = fixture('unittest', 'pass.stderr.txt');

describe('parseUnittest on real output', () => {
  it('reads every status, with subtests folded into their test', () => {
    const report = parseUnittest(fixture('unittest', 'mixed.stderr.txt'));
    expect(statuses(report)).toEqual({
      'test_calc.CalcTest.test_add': 'passed',
      'test_calc.CalcTest.test_add_wrong': 'failed/assertion',
      'test_calc.CalcTest.test_docstring': 'passed', // status on the docstring's line
      'test_calc.CalcTest.test_expected_failure': 'skipped',
      'test_calc.CalcTest.test_prints_to_stderr': 'passed', // stderr noise before its `ok`
      'test_calc.CalcTest.test_skipped': 'skipped',
      'test_calc.CalcTest.test_subtests': 'failed/assertion',
      'test_calc.CalcTest.test_type_error': 'errored/error',
      'test_calc.CalcTest.test_unexpected_success': 'failed/error',
      'test_calc.SetupBroken.test_never': 'errored/error',
    });
    expect(report.tests.find((t) => t.id === 'test_calc.CalcTest.test_add_wrong')?.message).toBe(
      'AssertionError: 3 != 4',
    );
    expect(report.tests.find((t) => t.id === 'test_calc.CalcTest.test_subtests')?.message).toBe(
      'AssertionError: 2 not less than 2',
    );
  });

  it('maps an import error (_FailedTest) to a collection error, not a test', () => {
    const report = parseUnittest(fixture('unittest', 'import-error.stderr.txt'));
    expect(Object.keys(statuses(report))).toEqual([
      'test_ok.OkTest.test_one',
      'test_ok.OkTest.test_two',
    ]);
    expect(report.collectionErrors).toEqual([
      "test_importerr: ModuleNotFoundError: No module named 'does_not_exist_module'",
    ]);
  });

  it('reads tests of a class made in load_tests (<locals>) and a package module that cannot be imported', () => {
    // Both were unreadable ("the summary says 12 tests ran but the test lines show 8").
    const report = parseUnittest(fixture('unittest', 'generated-locals.stderr.txt'));
    expect(statuses(report)).toMatchObject({
      'tests.test_a.A.test_fail': 'failed/assertion',
      'tests.test_a.load_tests.<locals>.Gen.runTest[1]': 'passed',
      'tests.test_a.load_tests.<locals>.Gen.runTest[3]': 'passed',
    });
    expect(report.executed).toBe(8); // the two skips did not run
    expect(report.collectionErrors).toEqual([
      "tests.test_broken: ModuleNotFoundError: No module named 'nonexistent_mod'",
    ]);
  });

  it('handles class and module fixtures, chained exceptions, noise without a newline, skipped subtests', () => {
    const report = parseUnittest(fixture('unittest', 'fixtures.stderr.txt'));
    expect(report.collectionErrors).toEqual([
      'setUpClass (test_fixtures.ClassSetupBroken): RuntimeError: class setup broke',
    ]);
    expect(statuses(report)).toMatchObject({
      'test_fixtures.ClassTeardownBroken.tearDownClass': 'errored/error',
      'test_fixtures.Misc.test_chained': 'errored/error',
      'test_fixtures.Misc.test_noise_without_newline': 'passed',
      'test_fixtures.Misc.test_subtest_error': 'errored/error',
      'test_fixtures.Misc.test_subtest_skip_and_msg': 'skipped',
      'test_fixtures.Misc.test_docstring_fail': 'failed/assertion',
    });
    expect(report.tests.find((t) => t.id === 'test_fixtures.Misc.test_chained')?.message).toBe(
      'ValueError: converted',
    );
    const module = parseUnittest(fixture('unittest', 'module-fixture.stderr.txt'));
    expect(totals(module)).toEqual({
      executed: 0,
      passed: 0,
      failed: 0,
      errored: 0,
      skipped: 0,
      collectionErrors: 1,
    });
  });

  it('reads a passing run and an empty one', () => {
    expect(totals(parseUnittest(PASS))).toMatchObject({ executed: 2, passed: 2 });
    expect(parseUnittest(fixture('unittest', 'no-tests.stderr.txt')).executed).toBe(0);
  });
});

describe('parseUnittest against forged and broken output', () => {
  it('ignores a fake "Ran 50 tests / OK" tail and a fake "ok" printed by a failing test', () => {
    expect(statuses(parseUnittest(fixture('unittest', 'forged.stderr.txt')))).toEqual({
      'test_forged.ForgedTest.test_prints_forged_summary': 'failed/assertion',
    });
  });

  it('refuses output where a test printed a fake test line', () => {
    expectUnreadable(() => parseUnittest(fixture('unittest', 'forged-lines.stderr.txt')));
  });

  it('refuses a fake tail appended after the real one (atexit), and anything after the summary', () => {
    const mixed = fixture('unittest', 'mixed.stderr.txt');
    expectUnreadable(() => parseUnittest(`${mixed}${SEP2}\nRan 10 tests in 0.001s\n\nOK\n`));
    expectUnreadable(() => parseUnittest(`${PASS}late noise\n`));
    expectUnreadable(() => parseUnittest(`${PASS}OK\n`));
  });

  it('refuses truncated output', () => {
    expectUnreadable(() => parseUnittest(PASS.slice(0, PASS.indexOf('Ran '))));
    expectUnreadable(() => parseUnittest(PASS.slice(0, PASS.lastIndexOf('OK'))));
    expectUnreadable(() => parseUnittest(''));
    const mixed = fixture('unittest', 'mixed.stderr.txt');
    expectUnreadable(() => parseUnittest(mixed.slice(0, mixed.indexOf(SEP1))));
  });

  it('refuses counts that disagree with the per-test lines', () => {
    const mixed = fixture('unittest', 'mixed.stderr.txt');
    const line =
      'FAILED (failures=2, errors=2, skipped=1, expected failures=1, unexpected successes=1)';
    expect(mixed).toContain(line);
    for (const lie of [
      'FAILED (failures=1, errors=2, skipped=1, expected failures=1, unexpected successes=1)',
      'FAILED (failures=2, errors=2, skipped=1, expected failures=1)',
      'FAILED (failures=2, errors=2, skipped=1, expected failures=1, unexpected successes=1, failures=2)',
      'OK (skipped=1, expected failures=1)',
      'FAILED (failures=2, errors=2, skipped=1, expected failures=1, unexpected successes=1, flaky=1)',
    ]) {
      expectUnreadable(() => parseUnittest(mixed.replace(line, lie)));
    }
    expectUnreadable(() => parseUnittest(mixed.replace('Ran 10 tests', 'Ran 11 tests')));
    expectUnreadable(() => parseUnittest(PASS.replace('Ran 2 tests', 'Ran 50 tests')));
    expectUnreadable(() => parseUnittest(PASS.replace('\nOK', '\nFAILED (failures=0)')));
  });

  it('refuses FAIL/ERROR details that do not match the test lines', () => {
    const mixed = fixture('unittest', 'mixed.stderr.txt');
    // the detail block names another test than the line that says FAIL
    expectUnreadable(() =>
      parseUnittest(
        mixed.replace(
          'FAIL: test_add_wrong (test_calc.CalcTest.test_add_wrong)',
          'FAIL: test_add (test_calc.CalcTest.test_add)',
        ),
      ),
    );
    // a test's line turned from FAIL to ok while its details and counts stay
    expectUnreadable(() =>
      parseUnittest(
        mixed.replace(
          'test_add_wrong (test_calc.CalcTest.test_add_wrong) ... FAIL',
          'test_add_wrong (test_calc.CalcTest.test_add_wrong) ... ok',
        ),
      ),
    );
    // a forged detail block printed by a test into the middle of the run
    const forgedBlock = `${SEP1}\nFAIL: test_one (test_ok.OkTest.test_one)\n${SEP2}\nAssertionError\n`;
    expectUnreadable(() => parseUnittest(PASS.replace('test_two (', `${forgedBlock}test_two (`)));
  });

  it('refuses a test line with no status; tells tests apart that print alike by their order', () => {
    expectUnreadable(() =>
      parseUnittest(
        PASS.replace(
          'test_one (test_ok.OkTest.test_one) ... ok',
          'test_one (test_ok.OkTest.test_one) ... ',
        ),
      ),
    );
    const line = (name: string): string => `${name} (m.T.${name}) ... ok\n`;
    const run = (...names: string[]): string =>
      `${names.map(line).join('')}\n${SEP2}\nRan ${names.length} tests in 0.001s\n\nOK\n`;
    expect(parseUnittest(run('test_one', 'test_two')).passed).toBe(2);
    expect(parseUnittest(run('test_one', 'test_two', 'test_one')).tests.map((t) => t.id)).toEqual([
      'm.T.test_one[1]',
      'm.T.test_two',
      'm.T.test_one[2]',
    ]);
    // A line the code under test prints to look like another test's is one test too many for `Ran N`.
    expectUnreadable(() =>
      parseUnittest(
        run('test_one', 'test_two').replace(
          'test_two (m.T.test_two) ... ok\n',
          'test_two (m.T.test_two) ... ok\ntest_one (m.T.test_one) ... ok\n',
        ),
      ),
    );
  });
});
