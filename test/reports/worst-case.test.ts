// Hostile shapes aimed at the parsers' time and stack rather than their verdicts: status
// words repeated along megabyte lines, megabytes of blank lines in a failure body, deep
// nesting. Each must finish well inside a second or two, or be refused.
import { describe, expect, it } from 'vitest';
import { parseJUnit } from '../../src/core/reports/junit.js';
import { parseTap } from '../../src/core/reports/tap.js';
import { parseUnittest } from '../../src/core/reports/unittest.js';
import { expectUnreadable } from './support.js';

const SEP2 = '-'.repeat(70);
const TAIL = (ran: number): string => `\n${SEP2}\nRan ${ran} test in 0.001s\n\nOK\n`;
const TAP_SUMMARY = '# tests 1\n# pass 1\n# fail 0\n# cancelled 0\n# skipped 0\n# todo 0\n';

function timed<T>(run: () => T): { value: T; ms: number } {
  const start = performance.now();
  const value = run();
  return { value, ms: performance.now() - start };
}

describe('worst-case inputs', () => {
  it('unittest: a 2 MB line of " ... skipped \'" from a test is read in linear time', () => {
    const noise = " ... skipped 'x".repeat(150_000);
    const { value, ms } = timed(() =>
      parseUnittest(
        `test_a (m.C.test_a) ... ${noise}\n  test_a (m.C.test_a) ${noise}\nok\n${TAIL(1)}`,
      ),
    );
    expect(value.passed).toBe(1);
    expect(ms).toBeLessThan(2000);
  });

  it('unittest: 100,000 tests printed alike (a generated suite), 30,000 of them failing, are read in linear time', () => {
    const n = 100_000;
    const failing = (i: number): boolean => i % 10 < 3;
    const lines = Array.from(
      { length: n },
      (_, i) => `runTest (m.Vector.runTest) ... ${failing(i) ? 'FAIL' : 'ok'}`,
    );
    const block = `${'='.repeat(70)}\nFAIL: runTest (m.Vector.runTest)\n${SEP2}\nTraceback (most recent call last):\n  File "/workspace/m.py", line 3, in runTest\nAssertionError: 1 != 2\n`;
    const blocks = Array.from({ length: n * 0.3 }, () => block).join('\n');
    const text = `${lines.join('\n')}\n\n${blocks}\n${SEP2}\nRan ${n} tests in 1.000s\n\nFAILED (failures=${n * 0.3})\n`;
    const { value, ms } = timed(() => parseUnittest(text));
    expect({
      executed: value.executed,
      failed: value.failed,
      last: value.tests[n - 1]?.id,
    }).toEqual({ executed: n, failed: n * 0.3, last: `m.Vector.runTest[${n}]` });
    expect(ms).toBeLessThan(8000);
  });

  it('junit: megabytes of blank lines in a node failure body are read in linear time', () => {
    const xml = `<testsuite><testcase name="a"><failure type="testCodeFailure">${' \n'.repeat(4_000_000)}cause: AssertionError [ERR_ASSERTION]: x</failure></testcase></testsuite>`;
    const { value, ms } = timed(() => parseJUnit(xml));
    expect(value.tests).toEqual([
      {
        id: '::a',
        status: 'failed',
        failure: 'assertion',
        message: 'AssertionError: cause: AssertionError [ERR_ASSERTION]: x',
      },
    ]);
    expect(ms).toBeLessThan(3000);
  });

  it('tap: a test point padded with megabytes of spaces is read in linear time', () => {
    const { value, ms } = timed(() =>
      parseTap(`TAP version 13\nok 1${' '.repeat(2_000_000)}a\n1..1\n${TAP_SUMMARY}`),
    );
    expect(value.passed).toBe(1);
    expect(ms).toBeLessThan(2000);
  });

  it('tap: nesting deeper than 64 levels is refused, never a stack overflow', () => {
    const lines = Array.from(
      { length: 100 },
      (_, d) => `${' '.repeat(4 * (99 - d))}ok 1 - t\n${' '.repeat(4 * (99 - d))}1..1`,
    );
    expectUnreadable(() => parseTap(`TAP version 13\n${lines.join('\n')}\n${TAP_SUMMARY}`));
  });
});
