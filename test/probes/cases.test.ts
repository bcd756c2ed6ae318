// Probe cases read strictly (PROTOCOL 5.1): a misspelt file must never become an empty
// expectation, and only well-formed cases reach a run.
import { describe, expect, it } from 'vitest';
import { parseProbeCases } from '../../src/core/probes/cases.js';
import { judgeProbe } from '../../src/core/execution/judge-probes.js';
import type { RunResult } from '../../src/core/runner/runner-port.js';

const utf8 = new TextEncoder();
const files = (entries: Record<string, string>): Map<string, Uint8Array> =>
  new Map(Object.entries(entries).map(([k, v]) => [k, utf8.encode(v)]));
const codeOf = (f: () => unknown): string | undefined => {
  try {
    f();
  } catch (error) {
    return (error as { code?: string }).code;
  }
  return undefined;
};

describe('parseProbeCases', () => {
  it('reads cases in name order with their defaults: empty stdin, exit 0, no args', () => {
    const cases = parseProbeCases(
      files({
        'b/stdout': '5\n',
        'b/stdin': 'add 2 3\n',
        'a/stdout': '',
        'a/exit': '1\n',
        'a/args.json': '["--strict", "x y"]',
      }),
    );
    expect(cases.map((c) => c.name)).toEqual(['a', 'b']);
    expect(cases[0]).toMatchObject({ exitCode: 1, args: ['--strict', 'x y'] });
    expect(cases[0]?.stdin.length).toBe(0);
    expect(cases[1]).toMatchObject({ exitCode: 0, args: [] });
    expect(new TextDecoder().decode(cases[1]?.stdin)).toBe('add 2 3\n');
  });

  it.each([
    ['a misspelt file', { 'a/stdout': '', 'a/stdn': 'x' }],
    ['a case without stdout', { 'a/stdin': 'x' }],
    ['a file at the top', { stdout: 'x' }],
    ['a nested folder', { 'a/b/stdout': 'x' }],
    ['an exit that is not a status', { 'a/stdout': '', 'a/exit': '256' }],
    ['an exit with words', { 'a/stdout': '', 'a/exit': 'zero' }],
    ['args that are not strings', { 'a/stdout': '', 'a/args.json': '[1]' }],
    ['args that are not JSON', { 'a/stdout': '', 'a/args.json': '--x' }],
    ['a hidden case name', { '.a/stdout': '' }],
    ['no case at all', {}],
  ])('refuses %s as InvalidRunSpec', (_what, entries) => {
    expect(codeOf(() => parseProbeCases(files(entries)))).toBe('InvalidRunSpec');
  });
});

describe('judgeProbe', () => {
  const probe = parseProbeCases(files({ 'c/stdout': '5\n', 'c/exit': '0' }))[0];
  const run = (over: Partial<RunResult>): RunResult => ({
    exitCode: 0,
    timedOut: false,
    truncated: false,
    stdout: utf8.encode('5\n'),
    stderr: new Uint8Array(0),
    durationMs: 1,
    reportFile: null,
    ...over,
  });
  it('matches on exact stdout bytes and exit status only', () => {
    if (probe === undefined) throw new Error('no case');
    expect(judgeProbe(probe, run({ stderr: utf8.encode('noise') }))).toBeNull();
    expect(judgeProbe(probe, run({ stdout: utf8.encode('5') }))).toBe('stdout');
    expect(judgeProbe(probe, run({ stdout: utf8.encode('5\r\n') }))).toBe('stdout');
    expect(judgeProbe(probe, run({ exitCode: 1 }))).toBe('exit');
    expect(judgeProbe(probe, run({ exitCode: null, timedOut: true }))).toBe('timeout');
    expect(judgeProbe(probe, run({ exitCode: null }))).toBe('killed');
    expect(judgeProbe(probe, run({ truncated: true }))).toBe('truncated');
    expect(judgeProbe(probe, run({ infrastructureError: 'RunnerFault: x' }))).toBe(
      'infrastructure',
    );
  });

  it('refuses an exit file that is not UTF-8 as InvalidRunSpec, not a crash', () => {
    const raw = new Map([
      ['a/stdout', new Uint8Array(0)],
      ['a/exit', new Uint8Array([0xff, 0xfe])],
    ]);
    expect(codeOf(() => parseProbeCases(raw))).toBe('InvalidRunSpec');
  });

  it('compares stderr when the case gives it, so a crash does not pass an error case', () => {
    const errorCase = parseProbeCases(
      files({ 'e/stdout': '', 'e/exit': '1', 'e/stderr': 'mean: mean of nothing\n' }),
    )[0];
    if (errorCase === undefined) throw new Error('no case');
    const crash = run({
      exitCode: 1,
      stdout: new Uint8Array(0),
      stderr: utf8.encode('Traceback (most recent call last):\nRuntimeError\n'),
    });
    expect(judgeProbe(errorCase, crash)).toBe('stderr');
    expect(
      judgeProbe(
        errorCase,
        run({
          exitCode: 1,
          stdout: new Uint8Array(0),
          stderr: utf8.encode('mean: mean of nothing\n'),
        }),
      ),
    ).toBeNull();
  });
});
