// mocha's own xunit reporter, as each major version writes it (fixtures/junit/README.md:
// mocha 2.5.3, 5.2.0, 8.4.0 and 10.8.2 on one small suite). Its totals come from mocha's run
// statistics: `errors` counts every failure (a failing hook's too), `failures` does as well
// before mocha 8 and is 0 since, `skipped` is `tests - errors - passes` (negative when a hook
// fails). json5's own mocha 2 suite was unreadable (errors="3" but holds 0) before.
import { describe, expect, it } from 'vitest';
import { parseJUnit } from '../../src/core/reports/junit.js';
import { expectUnreadable, fixture, statuses, totals } from './support.js';

const VERSIONS = ['2', '5', '8', '10'] as const;

describe("mocha's xunit reporter, every major version", () => {
  it.each(VERSIONS)('mocha %s: passes, failures, pending tests and a failing hook', (v) => {
    const report = parseJUnit(fixture('junit', `mocha-${v}-xunit-mixed.xml`));
    const hook =
      v === '2' || v === '5' ? '"before all" hook' : '"before all" hook for "never runs"';
    expect(statuses(report)).toEqual({
      'calc::adds': 'passed',
      'calc::fails by assertion': 'failed/assertion',
      'calc::throws': 'failed/error',
      'calc::is pending': 'skipped',
      'calc::is skipped': 'skipped',
      [`hooked::${hook}`]: 'failed/error',
    });
    expect(totals(report)).toMatchObject({ executed: 4, passed: 1, failed: 3, skipped: 2 });
  });

  it.each(VERSIONS)('mocha %s: a failing hook and no pending test (skipped="-1")', (v) => {
    const report = parseJUnit(fixture('junit', `mocha-${v}-xunit-hook.xml`));
    expect(totals(report)).toMatchObject({ executed: 2, passed: 1, failed: 1, skipped: 0 });
  });

  it('refuses totals no mocha writes: a failure dropped or added, a count that does not add up', () => {
    const real = fixture('junit', 'mocha-2-xunit-mixed.xml');
    const head = 'tests="5" failures="3" errors="3" skipped="1"';
    expect(real).toContain(head);
    for (const lie of [
      'tests="5" failures="3" errors="2" skipped="1"', // errors must count every <failure>
      'tests="5" failures="2" errors="3" skipped="1"', // failures: 0 or errors
      'tests="5" failures="3" errors="3" skipped="2"', // skipped = tests - errors - passes
      'tests="7" failures="3" errors="3" skipped="3"', // more tests than ran
      'tests="2" failures="3" errors="3" skipped="-2"', // fewer tests than passed or pending
    ])
      expectUnreadable(() => parseJUnit(real.replace(head, lie)));
    // A failing testcase cut out (a forged report), the totals left as they were.
    const cut = real.replace(/<testcase classname="calc" name="throws"[\s\S]*?<\/testcase>/, '');
    expect(cut).not.toBe(real);
    expectUnreadable(() => parseJUnit(cut));
    // A passing one turned failing is a new failure, counted nowhere.
    const added = real.replace(
      '<testcase classname="calc" name="adds" time="0.001"/>',
      '<testcase classname="calc" name="adds" time="0.001"><error>x</error></testcase>',
    );
    expect(added).not.toBe(real);
    expectUnreadable(() => parseJUnit(added));
  });

  it('a negative count is read only by mocha’s arithmetic', () => {
    const real = fixture('junit', 'mocha-10-xunit-hook.xml');
    expectUnreadable(() => parseJUnit(real.replace('errors="1"', 'errors="0"')));
    const pytestLike = `<testsuites><testsuite name="s" tests="1" failures="0" errors="0" skipped="-1"><testcase classname="m" name="a"/></testsuite></testsuites>`;
    expectUnreadable(() => parseJUnit(pytestLike));
  });
});
