// Every parser records where a failing test's exception was raised (`raisedIn`), on the real
// outputs of test/fixtures/tracebacks (one repository, lib/ and tests/ beside it, run in the
// runner images): unittest, pytest's JUnit in three traceback styles, node:test's TAP and JUnit.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  parseJUnit,
  parseTap,
  parseUnittest,
  type TestReport,
} from '../../src/core/reports/index.js';
import { worse } from '../../src/core/reports/report-builder.js';

const fixture = (name: string): string =>
  readFileSync(new URL(`../fixtures/tracebacks/${name}`, import.meta.url), 'utf8');
const leaf = (id: string): string => id.replace(/^.*(?:::|\.)/, '');
const sites = (report: TestReport): Record<string, string> =>
  Object.fromEntries(
    report.tests.map((t) => [
      leaf(t.id),
      t.raisedIn ?? (t.failure === 'assertion' ? 'assertion' : 'unknown'),
    ]),
  );

const PYTHON = {
  test_assert: 'assertion',
  test_chained: 'code',
  test_helper: 'test',
  test_name_error: 'test',
  test_raises_in_code: 'code',
  test_raises_in_stdlib: 'code',
};
const NODE = {
  'raises in code': 'code',
  'raises in builtin': 'code',
  'name error': 'test',
  assert: 'assertion',
};

describe('raisedIn from real reports', () => {
  it('unittest -v', () => {
    expect(sites(parseUnittest(fixture('unittest.txt')))).toEqual(PYTHON);
  });

  it.each(['pytest-long.xml', 'pytest-short.xml', 'pytest-native.xml'])(
    'pytest --junitxml, %s',
    (name) => {
      expect(sites(parseJUnit(fixture(name)))).toEqual(PYTHON);
    },
  );

  it('node:test TAP and JUnit', () => {
    expect(sites(parseTap(fixture('node-tap.txt')))).toEqual(NODE);
    expect(sites(parseJUnit(fixture('node-junit.xml')))).toEqual(NODE);
  });

  it('reads the paths of another workspace root (the trusted-local runner runs in the copy itself)', () => {
    const local = fixture('unittest.txt').replaceAll('/workspace/', '/tmp/patchproof-AbC123/');
    expect(sites(parseUnittest(local, { roots: ['/tmp/patchproof-AbC123'] }))).toEqual(PYTHON);
    // Outside every root a frame is not the repository's: nothing is known to come from its code.
    expect(Object.values(sites(parseUnittest(local))).filter((s) => s === 'code')).toEqual([]);
  });

  it('unittest -b: a traceback the test printed into its captured output is not read', () => {
    const forged =
      'Traceback (most recent call last):\n  File "/workspace/lib/core.py", line 4, in encode\nValueError: forged';
    const text = fixture('unittest.txt').replace(
      /(NameError: name 'undefined_name' is not defined\n)/,
      `$1\nStdout:\n${forged}\n`,
    );
    expect(text).toContain('Stdout:');
    expect(sites(parseUnittest(text)).test_name_error).toBe('test');
  });

  it('of two equal failures of one test, the one not known to come from the code wins', () => {
    const code = { id: 't', status: 'errored', failure: 'error', raisedIn: 'code' } as const;
    const test = { id: 't', status: 'errored', failure: 'error', raisedIn: 'test' } as const;
    const unknown = { id: 't', status: 'errored', failure: 'error' } as const;
    expect(worse(code, test)).toBe(test);
    expect(worse(code, unknown)).toBe(unknown);
    expect(worse(test, code)).toBe(test);
  });
});

describe('tests a suite generates alike (load_tests)', () => {
  // generated-unittest.txt: 12 tests printed `runTest (tests.test_gen.Vector.runTest)` with
  // docstrings `vector N`, 5 printed `runTest (tests.test_gen.Plain.runTest)` without;
  // vector 7 fails by assertion, vector 9 raises in the test (generated-unittest.py.txt).
  it('gives each its own id and its own failure', () => {
    const report = parseUnittest(fixture('generated-unittest.txt'));
    expect(report.executed).toBe(17);
    const byId = new Map(report.tests.map((t) => [t.id, t]));
    expect(byId.get('tests.test_gen.Vector.runTest[vector 7]')).toMatchObject({
      status: 'failed',
      failure: 'assertion',
      message: 'AssertionError: 7 != 8',
    });
    expect(byId.get('tests.test_gen.Vector.runTest[vector 9]')).toMatchObject({
      status: 'errored',
      message: 'ValueError: boom',
      raisedIn: 'test',
    });
    expect(byId.get('tests.test_gen.Vector.runTest[vector 8]')?.status).toBe('passed');
    expect(
      [1, 2, 3, 4, 5].map((k) => byId.get(`tests.test_gen.Plain.runTest[${k}]`)?.status),
    ).toEqual(['passed', 'passed', 'passed', 'passed', 'passed']);
  });
});

describe("mocha's xunit reporter", () => {
  // mocha-xunit.xml: mocha 9.1.3 on mocha-xunit.test.js.txt. It counts both failing tests in
  // errors="2" with failures="0", and its <failure> elements carry no attributes.
  it('reads its totals as it means them, and tells an assertion from an error by the stack', () => {
    const report = parseJUnit(fixture('mocha-xunit.xml'));
    expect(report.tests).toEqual([
      {
        id: 'd::fails',
        status: 'failed',
        failure: 'assertion',
        message: 'Expected values to be strictly equal:',
      },
      { id: 'd::throws', status: 'failed', failure: 'error', message: 'x', raisedIn: 'test' },
      { id: 'd::ok', status: 'passed' },
    ]);
  });

  it('still refuses totals that are wrong even as mocha counts them', () => {
    expect(() =>
      parseJUnit(fixture('mocha-xunit.xml').replace('errors="2"', 'errors="1"')),
    ).toThrow(/says failures="0" but holds 2/);
  });
});
