// A node:test test that waits for the code to call it back, when the code never does (issue
// 34, amqp-node/amqplib#334: a throw in a user's event handler was swallowed, so the
// `handler-error` event the test waited for never came). node cancels the waiting test and
// every test after it as the file's event loop empties, all as `cancelledByParent`; before
// the fix none of them showed the bug at baseline, so the honest fix ended TargetNotFailing.
// Real output: fixtures/tap/stall.tap and fixtures/junit/node-stall.xml (their README.md).
import { describe, expect, it } from 'vitest';
import { evaluatePhase } from '../../src/core/execution/evaluate-phase.js';
import { reproduction } from '../../src/core/execution/reproduction.js';
import { parseJUnit } from '../../src/core/reports/junit.js';
import { parseTap } from '../../src/core/reports/tap.js';
import { fixture, statuses } from './support.js';

const frames = { roots: ['/tmp/pp-gen/node'] };
const TARGETS = ['Bus > replies to a request', 'Bus > replies twice'];
const run = (exitCode: number) => ({
  exitCode,
  timedOut: false,
  truncated: false,
  stdout: new Uint8Array(),
  stderr: new Uint8Array(),
  durationMs: 1,
  reportFile: null,
});
const codes = (r: { reasons: readonly { code: string }[] }): string[] =>
  r.reasons.map((x) => x.code);
const stall = () => parseTap(fixture('tap', 'stall.tap'), frames);

describe('a node:test test still waiting when the event loop empties', () => {
  it('is read as stalled; the tests node cancelled before they started are left out, and the run is cut short', () => {
    const report = stall();
    expect(statuses(report)).toEqual({
      'Bus > answers at once': 'passed',
      'Bus > replies to a request': 'errored/error',
      Bus: 'errored/error',
    });
    expect(report.interrupted).toBe(true);
    const waiting = report.tests.find((t) => t.id === 'Bus > replies to a request');
    expect(waiting?.stalled).toBe(true);
    expect(reproduction(waiting).shows).toBe(true);
    // The describe's own record says the same of its test, not of a test of its own.
    expect(report.tests.find((t) => t.id === 'Bus')?.stalled).toBeUndefined();
  });

  it('baseline: the stall shows the bug, and the targets node never started are unrun, not missing', () => {
    const r = evaluatePhase({ name: 'baseline', run: run(1), report: stall(), targets: TARGETS });
    expect(r.reasons).toEqual([]);
    expect(r.outcome).toBe('pass');
  });

  it('a stall passes no phase where tests must pass', () => {
    for (const name of ['patched', 'hidden'] as const) {
      const r = evaluatePhase({ name, run: run(1), report: stall(), targets: [] });
      expect(r.outcome, name).toBe('fail');
      expect(codes(r), name).toContain('TestsFailed');
    }
  });

  it('a test that timed out, or a cancellation for another reason, does not show the bug', () => {
    const timedOut = parseTap(
      fixture('tap', 'stall.tap')
        .replace("failureType: 'cancelledByParent'", "failureType: 'testTimeoutFailure'")
        .replace(
          "error: 'Promise resolution is still pending but the event loop has already resolved'",
          "error: 'test timed out after 100ms'",
        ),
      frames,
    );
    const t = timedOut.tests.find((x) => x.id === 'Bus > replies to a request');
    expect(t?.stalled).toBeUndefined();
    expect(reproduction(t).shows).toBe(false);
    const r = evaluatePhase({
      name: 'baseline',
      run: run(1),
      report: timedOut,
      targets: ['Bus > replies to a request'],
    });
    expect(codes(r)).toContain('TargetNotFailing');
  });

  it('a test cancelled after it started is not taken for one that never started', () => {
    const started = parseTap(
      fixture('tap', 'stall.tap').replace('duration_ms: 0\n', 'duration_ms: 0.5\n'),
      frames,
    );
    expect(statuses(started)['Bus > replies twice']).toBe('errored/error');
  });
});

describe('the same under node:test JUnit reporter', () => {
  it('reads alike: stalled, the unstarted test left out, the run cut short; a baseline shows the bug', () => {
    const report = parseJUnit(fixture('junit', 'node-stall.xml'), frames);
    expect(statuses(report)).toEqual({
      'test::Bus > answers at once': 'passed',
      'test::Bus > replies to a request': 'errored/error',
    });
    expect(report.interrupted).toBe(true);
    expect(report.tests[1]?.stalled).toBe(true);
    const r = evaluatePhase({
      name: 'baseline',
      run: run(1),
      report,
      targets: ['test::Bus > replies to a request', 'test::Bus > replies twice'],
    });
    expect(r.reasons).toEqual([]);
  });

  it("a record that is not node:test's own is read as before", () => {
    const xml = fixture('junit', 'node-stall.xml').replaceAll('classname="test"', 'classname="x"');
    const report = parseJUnit(xml, frames);
    expect(report.tests.some((t) => t.stalled)).toBe(false);
    expect(report.interrupted).toBeUndefined();
  });
});
