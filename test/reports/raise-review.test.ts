// Baseline by cause against an adversarial review's cases (issue 16): real outputs of
// pytest (long, short, native), unittest, node:test (TAP, JUnit) and vitest on the sources
// in test/fixtures/tracebacks/review/sources, paths rewritten to the container's /workspace.
// Each row: does the test, erroring on the base, count as showing the bug?
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { reproduction } from '../../src/core/execution/reproduction.js';
import {
  parseJUnit,
  parseTap,
  parseUnittest,
  type TestReport,
} from '../../src/core/reports/index.js';

const fixture = (name: string): string =>
  readFileSync(new URL(`../fixtures/tracebacks/review/${name}`, import.meta.url), 'utf8');
const leaf = (id: string): string => id.replace(/^.*(?:::|\.)/, '');

function shows(report: TestReport, names: readonly string[]): Record<string, boolean> {
  return Object.fromEntries(
    names.map((name) => [
      name,
      reproduction(report.tests.find((t) => leaf(t.id) === name || t.id.endsWith(`::${name}`)))
        .shows,
    ]),
  );
}

// Not the bug: API the code lacks (a decorator or a module __getattr__ raising for the test),
// helpers in pkg/_testing and testutils/, a pytest plugin's fixture and teardown, a missing
// optional dependency, no network, a test error the code wrapped (a callback, __exit__), an
// exception group the test raised. The bug: an exception group whose member the code raised.
const PYTEST = {
  test_wrapper_kwarg: false,
  test_module_getattr: false,
  test_pkg_testing_helper: false,
  test_pkg_testing_assert: false,
  test_testutils_helper: false,
  test_plugin_fixture: false,
  test_plugin_teardown: false,
  test_optional_dep: false,
  test_network: false,
  test_callback_in_test: false,
  test_exit_during_test_error: false,
  test_exception_group: false,
  test_eg_from_code: true,
};

describe('baseline by cause on the review cases', () => {
  it.each(['long', 'short', 'native'])('pytest --tb=%s', (style) => {
    expect(shows(parseJUnit(fixture(`ws-${style}.xml`)), Object.keys(PYTEST))).toEqual(PYTEST);
  });

  it('unittest: a wrapped test callback does not show it; an asyncio.TaskGroup member and subtests raising in the code do', () => {
    const expected = {
      test_callback_in_test: false,
      test_wrapper_kwarg: false,
      test_exception_group: true,
      test_subtests: true,
    };
    expect(shows(parseUnittest(fixture('ws-ut.txt')), Object.keys(expected))).toEqual(expected);
  });

  it.each([
    ['TAP', () => parseTap(fixture('wsjs-tap.txt'))],
    ['JUnit', () => parseJUnit(fixture('wsjs-junit.xml'))],
  ] as const)('node:test %s', (_format, read) => {
    const expected = {
      'cjs missing dep': false,
      'esm missing dep': false,
      'testutils helper': false,
      'mocks helper': false,
      'spaced path': true,
      'with cause': true,
      'wrong arg': true,
    };
    expect(shows(read(), Object.keys(expected))).toEqual(expected);
  });

  it('vitest JUnit, whose frames read `❯ fn path:line:col`', () => {
    const expected = { 'raises in code direct': true, 'name error': false };
    expect(shows(parseJUnit(fixture('wsvt-junit.xml')), Object.keys(expected))).toEqual(expected);
  });
});
