// Baseline by cause (issue 16): a target reproduces the bug when it fails by assertion or
// errors with an exception from the repository's code; an error in test code, one with no
// repository frame, or a missing module does not. Decided on parsed real reports
// (test/fixtures/tracebacks), then on the cases a cheat would lean on.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { evaluatePhase } from '../../src/core/execution/evaluate-phase.js';
import { reproduction } from '../../src/core/execution/reproduction.js';
import type { RunResult } from '../../src/core/runner/runner-port.js';
import {
  parseJUnit,
  parseTap,
  parseUnittest,
  type TestReport,
} from '../../src/core/reports/index.js';
import type { TestCaseResult } from '../../src/core/reports/model.js';

const fixture = (name: string): string =>
  readFileSync(new URL(`../fixtures/tracebacks/${name}`, import.meta.url), 'utf8');
const run: RunResult = {
  exitCode: 1,
  timedOut: false,
  truncated: false,
  stdout: new Uint8Array(),
  stderr: new Uint8Array(),
  durationMs: 5,
  reportFile: null,
};

function baseline(report: TestReport, leaf: string) {
  const target = report.tests.find((t) => t.id.endsWith(leaf));
  if (!target) throw new Error(`no test ${leaf}`);
  const phase = evaluatePhase({
    name: 'baseline',
    run,
    report: { ...report, tests: [target], executed: 1 },
    targets: [target.id],
  });
  return {
    outcome: phase.outcome,
    codes: phase.reasons.map((r) => r.code),
    why: phase.reasons.map((r) => r.detail).join(' | '),
  };
}

const REPORTS: [string, () => TestReport][] = [
  ['unittest', () => parseUnittest(fixture('unittest.txt'))],
  ['pytest long', () => parseJUnit(fixture('pytest-long.xml'))],
  ['pytest native', () => parseJUnit(fixture('pytest-native.xml'))],
];

describe('baseline on real Python reports', () => {
  it.each(REPORTS)(
    '%s: an exception from the code, the stdlib called by the code, or a chain ending in the code reproduces',
    (_name, read) => {
      for (const leaf of [
        'test_raises_in_code',
        'test_raises_in_stdlib',
        'test_chained',
        'test_assert',
      ]) {
        expect(baseline(read(), leaf), leaf).toEqual({ outcome: 'pass', codes: [], why: '' });
      }
    },
  );

  it.each(REPORTS)(
    '%s: a NameError in the test, or an error in a helper under tests/, does not',
    (_name, read) => {
      for (const leaf of ['test_name_error', 'test_helper']) {
        const r = baseline(read(), leaf);
        expect(r.codes, leaf).toEqual(['NoAssertionFailure', 'TargetNotFailing']);
        expect(r.why).toContain('raised in test code');
      }
    },
  );
});

describe('baseline on real node:test reports', () => {
  it.each([
    ['TAP', () => parseTap(fixture('node-tap.txt'))],
    ['JUnit', () => parseJUnit(fixture('node-junit.xml'))],
  ] as const)('%s', (_name, read) => {
    expect(baseline(read(), 'raises in code').outcome).toBe('pass');
    expect(baseline(read(), 'raises in builtin').outcome).toBe('pass');
    expect(baseline(read(), 'name error').codes).toEqual([
      'NoAssertionFailure',
      'TargetNotFailing',
    ]);
  });
});

describe('reproduction()', () => {
  const error = (extra: Partial<TestCaseResult>): TestCaseResult => ({
    id: 't',
    status: 'errored',
    failure: 'error',
    message: 'ValueError: x',
    ...extra,
  });

  it('a missing module is the environment, even when the code imports it', () => {
    for (const message of [
      "ModuleNotFoundError: No module named 'dateutil'",
      "Error: Cannot find module 'left-pad'",
      'Error [ERR_MODULE_NOT_FOUND]: Cannot find package',
    ]) {
      const r = reproduction(error({ message, raisedIn: 'code' }));
      expect(r.shows, message).toBe(false);
      expect(r.shows ? '' : r.why).toContain('module is missing');
    }
  });

  it('an error with no repository frame (a missing fixture, a cancelled test) does not show the bug', () => {
    const r = reproduction(error({ message: "fixture 'db' not found" }));
    expect(r).toEqual({ shows: false, why: expect.stringContaining('no frame of the repository') });
  });

  it('a failed (not errored) test whose exception came from the code shows it (pytest and node:test report errors as failures)', () => {
    expect(reproduction(error({ status: 'failed', raisedIn: 'code' })).shows).toBe(true);
    expect(reproduction(error({ status: 'failed', raisedIn: 'test' })).shows).toBe(false);
  });

  it('passed, skipped and absent tests do not', () => {
    expect(reproduction({ id: 't', status: 'passed' }).shows).toBe(false);
    expect(reproduction({ id: 't', status: 'skipped' }).shows).toBe(false);
    expect(reproduction(undefined).shows).toBe(false);
  });
});
