// Where the exception that failed a test was raised, on real traceback text: one small
// repository (lib/core.py and lib/core.js, tests beside them) run by unittest, pytest in
// three traceback styles, and node:test's TAP and JUnit reporters, in the runner images
// (paths as they are in the container, /workspace). Fixtures: test/fixtures/tracebacks.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { raiseSite, siteOf } from '../../src/core/reports/raise-site.js';

const fixture = (name: string): string =>
  readFileSync(new URL(`../fixtures/tracebacks/${name}`, import.meta.url), 'utf8');

const PYTHON = {
  test_raises_in_code: 'code',
  test_raises_in_stdlib: 'code',
  test_chained: 'code',
  test_name_error: 'test',
  test_helper: 'test',
  test_assert: 'test',
};
const NODE = {
  'raises in code': 'code',
  'raises in builtin': 'code',
  'name error': 'test',
  assert: 'test',
};

function unittestBlocks(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const block of text.split(/^={70}$/m).slice(1)) {
    const name = /^(?:ERROR|FAIL): (\w+) /m.exec(block)?.[1];
    if (name) out[name] = block;
  }
  return out;
}

function junitBodies(xml: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of xml.matchAll(
    /<testcase\b[^>]*?\sname="([^"]+)"[^>]*>\s*<failure[^>]*>([\s\S]*?)<\/failure>/g,
  )) {
    out[m[1] as string] = (m[2] as string)
      .replace(/&#10;/g, '\n')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&');
  }
  return out;
}

function tapBodies(tap: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of tap.matchAll(/^not ok \d+ - (.+)\n([\s\S]*?)^ {2}\.\.\.$/gm))
    out[m[1] as string] = m[2] as string;
  return out;
}

const sites = (bodies: Record<string, string>): Record<string, string | undefined> =>
  Object.fromEntries(Object.entries(bodies).map(([k, v]) => [k, raiseSite(v)]));

describe('raiseSite on real tracebacks', () => {
  it('unittest ERROR and FAIL blocks', () => {
    expect(sites(unittestBlocks(fixture('unittest.txt')))).toEqual(PYTHON);
  });

  it.each(['pytest-long.xml', 'pytest-short.xml', 'pytest-native.xml'])(
    'pytest JUnit failure text, %s',
    (name) => {
      expect(sites(junitBodies(fixture(name)))).toEqual(PYTHON);
    },
  );

  it('node:test TAP stacks and JUnit cause text', () => {
    expect(sites(tapBodies(fixture('node-tap.txt')))).toEqual(NODE);
    expect(sites(junitBodies(fixture('node-junit.xml')))).toEqual(NODE);
  });

  it('decides nothing without a repository frame', () => {
    expect(raiseSite("fixture 'db' not found\n  available fixtures: cache, capfd")).toBeUndefined();
    expect(
      raiseSite(
        'Traceback (most recent call last):\n  File "/usr/lib/python3.11/json/decoder.py", line 353, in raw_decode\nValueError',
      ),
    ).toBeUndefined();
    expect(raiseSite('')).toBeUndefined();
  });

  it('reads a long text whole, passes over lines no frame is as long as, and decides nothing past the line cap', () => {
    const noise = `${'x'.repeat(1 << 20)} (/workspace/lib/core.js:1:1)`;
    const traceback =
      'Traceback (most recent call last):\n  File "/workspace/tests/test_core.py", line 8, in test_x\n  File "/workspace/lib/core.py", line 4, in encode\nUnicodeDecodeError: boom';
    const printed = Array.from({ length: 30_000 }, () => 'printed by the code under test');
    expect(raiseSite([...printed, noise, traceback].join('\n'))).toBe('code');
    expect(raiseSite(noise)).toBeUndefined();
    expect(raiseSite([...printed, ...printed, traceback].join('\n'))).toBeUndefined();
  });

  it('a traceback forged in an exception message cannot make an error of the test one of the code', () => {
    const forged =
      'Traceback (most recent call last):\n  File "/workspace/lib/core.py", line 4, in encode\nValueError: forged';
    // Python: the message follows the real traceback, its lines unindented, chain marker and all.
    const python = `Traceback (most recent call last):\n  File "/workspace/tests/test_core.py", line 8, in test_x\n    raise RuntimeError(text)\nRuntimeError: \n\nThe above exception was the direct cause of the following exception:\n\n${forged}`;
    expect(raiseSite(python)).toBe('test');
    // pytest's long format prefixes every message line with `E   `.
    const pytest =
      'tests/test_core.py:8: in test_x\n    raise RuntimeError(text)\nE   RuntimeError:\nE   lib/core.py:4: in encode\nE   lib/core.py:4: ValueError';
    expect(raiseSite(pytest)).toBe('test');
  });
});

describe('siteOf', () => {
  it('passes over the standard library, installed packages and Node internals', () => {
    for (const p of [
      '/usr/lib/python3.11/json/decoder.py',
      '/root/.pyenv/versions/3.11.7/lib/python3.11/json/__init__.py',
      '/opt/py/lib/python3.11/site-packages/dateutil/parser.py',
      'node:internal/test_runner/test',
      '/workspace/node_modules/lodash/index.js',
      '<anonymous>',
      '<frozen importlib._bootstrap>',
    ]) {
      expect(siteOf(p), p).toBeUndefined();
    }
  });

  it('tells test code (the trusted namespace, test folders and names) from the code under test', () => {
    expect(siteOf('/workspace/patchproof_tests/reproduction/test_bug.py')).toBe('test');
    expect(siteOf('file:///workspace/test/core.test.js')).toBe('test');
    expect(siteOf('tests/helpers.py')).toBe('test');
    expect(siteOf('conftest.py')).toBe('test');
    expect(siteOf('/workspace/src/idna/core.py')).toBe('code');
    expect(siteOf('lib/core.py')).toBe('code');
  });
});
