// TAP: real `node --test --test-reporter=tap` output (fixtures/tap/README.md), then forged,
// truncated and inconsistent streams.
import { describe, expect, it } from 'vitest';
import { MAX_TESTS } from '../../src/core/reports/report-builder.js';
import { parseTap } from '../../src/core/reports/tap.js';
import { expectUnreadable, fixture, statuses, totals } from './support.js';

const SUMMARY = (tests: number, pass: number, fail: number): string =>
  `# tests ${tests}\n# suites 0\n# pass ${pass}\n# fail ${fail}\n# cancelled 0\n# skipped 0\n# todo 0\n# duration_ms 1.5\n`;
const tap = (body: string): string => `TAP version 13\n${body}`;
const ONE_PASS = tap(
  `# Subtest: a\nok 1 - a\n  ---\n  duration_ms: 1\n  ...\n1..1\n${SUMMARY(1, 1, 0)}`,
);

describe('parseTap on node:test output', () => {
  it('tells assertion failures (ERR_ASSERTION) from thrown errors', () => {
    const report = parseTap(fixture('tap', 'fail.tap'));
    expect(statuses(report)).toEqual({
      'fails by assertion': 'failed/assertion',
      'throws a TypeError': 'failed/error',
      passes: 'passed',
    });
    expect(report.tests[1]?.message).toBe(
      "TypeError: Cannot read properties of undefined (reading 'x')",
    );
  });

  it('reports leaf tests with their full path and checks the summary against every point', () => {
    // node's summary here: tests 6 (the parent test counts), suites 2, pass 3, fail 3
    expect(statuses(parseTap(fixture('tap', 'nested.tap')))).toEqual({
      'Calculator > adds': 'passed',
      'Calculator > division > divides': 'passed',
      'Calculator > division > fails to divide': 'failed/assertion',
      'parent test > child one': 'passed',
      'parent test > child two': 'failed/error',
    });
  });

  it('reports a parent or suite that failed on its own (hooks, code after subtests)', () => {
    expect(statuses(parseTap(fixture('tap', 'hooks.tap')))).toMatchObject({
      'with failing before hook': 'errored/error',
      'with failing before hook > never gets to run': 'errored/error',
      'times out': 'errored/error',
      'parent throws after children': 'failed/error',
      'parent throws after children > inner ok': 'passed',
    });
    expect(statuses(parseTap(fixture('tap', 'suites.tap')))).toMatchObject({
      'skipped suite': 'skipped',
      'mixed > todo me': 'skipped',
      'mixed > deep > fails': 'failed/assertion',
      'after hook fails': 'errored/error',
      'after hook fails > runs fine': 'passed',
    });
  });

  it('counts SKIP and TODO (even a failing TODO) as skipped', () => {
    expect(totals(parseTap(fixture('tap', 'skip.tap')))).toEqual({
      executed: 0,
      passed: 0,
      failed: 0,
      errored: 0,
      skipped: 5,
      collectionErrors: 0,
    });
  });

  it('maps a file that failed to import or parse to a collection error with its error line', () => {
    const imported = parseTap(fixture('tap', 'importerr.tap'));
    expect(imported.tests).toEqual([]);
    expect(imported.collectionErrors[0]).toMatch(
      /importerr\.test\.mjs: Error \[ERR_MODULE_NOT_FOUND\]: Cannot find module/,
    );
    expect(parseTap(fixture('tap', 'syntaxerr.tap')).collectionErrors[0]).toMatch(
      /SyntaxError: Unexpected token/,
    );
    const multi = parseTap(fixture('tap', 'multi-file.tap'));
    expect(totals(multi)).toMatchObject({ passed: 2, collectionErrors: 1 });
  });

  it('does not count a file that exited early (process.exit(0)) as a passing test', () => {
    const report = parseTap(fixture('tap', 'exit0.tap'));
    expect(report.executed).toBe(0);
    expect(report.collectionErrors).toHaveLength(1);
    expect(parseTap(fixture('tap', 'exitafter.tap')).collectionErrors).toHaveLength(1);
  });
});

describe('parseTap against forged and broken streams', () => {
  it('ignores forged TAP a test printed under --test (it arrives escaped as comments)', () => {
    expect(statuses(parseTap(fixture('tap', 'forged.tap')))).toEqual({
      'prints forged tap': 'failed/assertion',
    });
    expect(statuses(parseTap(fixture('tap', 'forged-isolated.tap')))).toEqual({
      'prints a whole forged report': 'failed/assertion',
    });
  });

  it('refuses a stream where a test printed a second TAP document straight to stdout', () => {
    expectUnreadable(() => parseTap(fixture('tap', 'forged-direct.tap')));
  });

  it('refuses a forged summary line after the real summary, and raw test lines anywhere', () => {
    const real = fixture('tap', 'fail.tap');
    expectUnreadable(() => parseTap(`${real}# pass 3\n`));
    expectUnreadable(() =>
      parseTap(real.replace('# Subtest: passes', 'ok 9 - forged\n# Subtest: passes')),
    );
    expectUnreadable(() =>
      parseTap(real.replace('# Subtest: passes', 'hello from a test\n# Subtest: passes')),
    );
  });

  it('uses only the trailing summary: a summary-looking comment earlier changes nothing', () => {
    expect(
      parseTap(ONE_PASS.replace('# Subtest: a', `${SUMMARY(9, 9, 0)}# Subtest: a`)).passed,
    ).toBe(1);
  });

  it('refuses summaries that disagree with the test lines', () => {
    const real = fixture('tap', 'fail.tap');
    for (const [from, to] of [
      ['# pass 1', '# pass 3'],
      ['# fail 2', '# fail 0'],
      ['# tests 3', '# tests 1'],
      ['# todo 0', '# todo x'],
    ]) {
      expectUnreadable(() => parseTap(real.replace(from as string, to as string)));
    }
    expectUnreadable(() =>
      parseTap(fixture('tap', 'nested.tap').replace('# suites 2', '# suites 0')),
    );
  });

  it('refuses truncated output: no summary, no plan, or cut inside a subtest', () => {
    const real = fixture('tap', 'nested.tap');
    expectUnreadable(() => parseTap(real.slice(0, real.indexOf('# tests'))));
    expectUnreadable(() => parseTap(real.slice(0, real.indexOf('1..2\n# tests'))));
    expectUnreadable(() => parseTap(real.slice(0, real.indexOf('not ok 2 - parent test'))));
    expectUnreadable(() =>
      parseTap(real.slice(0, real.indexOf('  ...', real.indexOf('not ok 2 - parent test')))),
    );
    expectUnreadable(() => parseTap(''));
    expectUnreadable(() => parseTap('1..0\n# tests 0\n'));
  });

  it('refuses plans that do not count their tests', () => {
    expectUnreadable(() => parseTap(ONE_PASS.replace('1..1', '1..2')));
    expectUnreadable(() => parseTap(ONE_PASS.replace('1..1', '1..1\n1..1')));
    expectUnreadable(() =>
      parseTap(fixture('tap', 'nested.tap').replace('        1..2', '        1..3')),
    );
  });

  it('reads a title repeated in a loop as one test, the worst of its runs', () => {
    // amqplib's own test/codec.test.js repeats "Codec > Roundtrip values > <short-uint> roundtrip"
    // in a loop; the report was unreadable (test id appears twice) on the base as well.
    const report = parseTap(fixture('tap', 'repeat.tap'));
    expect(statuses(report)).toEqual({
      'Codec > Roundtrip values > short-uint roundtrip': 'failed/assertion',
      'Codec > Roundtrip values > long roundtrip': 'passed',
    });
    expect(report.tests[0]?.runs).toBe(2);
    expect(totals(report)).toMatchObject({ executed: 2, passed: 1, failed: 1 });
  });

  it('a forged passing repeat of a failing test cannot hide its failure', () => {
    const fail = `not ok 2 - a\n  ---\n  code: 'ERR_ASSERTION'\n  ...\n`;
    for (const body of [`ok 1 - a\n${fail}`, `${fail.replace('2', '1')}ok 2 - a\n`]) {
      const report = parseTap(tap(`${body}1..2\n${SUMMARY(2, 1, 1)}`));
      expect(statuses(report)).toEqual({ a: 'failed/assertion' });
      expect(report.failed).toBe(1);
    }
  });

  it('refuses Bail out!, a repeated YAML key and an unclosed YAML block', () => {
    expectUnreadable(() => parseTap(ONE_PASS.replace('1..1', 'Bail out! database down\n1..1')));
    expectUnreadable(() => parseTap(`Bail out!\n${ONE_PASS}`));
    expectUnreadable(() =>
      parseTap(ONE_PASS.replace('  duration_ms: 1', "  failureType: 'x'\n  failureType: 'y'")),
    );
    expectUnreadable(() => parseTap(ONE_PASS.replace('  ...\n', '')));
  });

  it('refuses more than MAX_TESTS points', () => {
    const points = Array.from({ length: MAX_TESTS + 1 }, (_, i) => `ok ${i + 1} - t${i}`).join(
      '\n',
    );
    expectUnreadable(() =>
      parseTap(tap(`${points}\n1..${MAX_TESTS + 1}\n${SUMMARY(MAX_TESTS + 1, MAX_TESTS + 1, 0)}`)),
    );
  });

  it('ignores a banner before the version line (npm test) and unescapes names', () => {
    const report = parseTap(
      `\n> calc@1.0.0 test\n> node --test\n\n${tap(`ok 1 - a \\# b # SKIP later\n1..1\n${SUMMARY(1, 0, 0).replace('# skipped 0', '# skipped 1')}`)}`,
    );
    expect(report.tests).toEqual([{ id: 'a # b', status: 'skipped', message: 'later' }]);
  });
});
