// Regression: a test file that loads no tests on the base either is the project's, not the
// patch's (issue 34, seen on amqplib: test/data.test.js defines its tests only under mocha,
// so `node --test` reports it as a file that exited before reporting any). Only the same
// error word for word, only in regression, only from a usable base run.
import { describe, expect, it } from 'vitest';
import { evaluatePhase } from '../../src/core/execution/evaluate-phase.js';
import { parseTap } from '../../src/core/reports/tap.js';
import { fixture } from '../reports/support.js';

const run = (exitCode: number) => ({
  exitCode,
  timedOut: false,
  truncated: false,
  stdout: new Uint8Array(),
  stderr: new Uint8Array(),
  durationMs: 1,
  reportFile: null,
});
// Real node:test output of a file that ran no test and exited 0 (fixtures/tap/README.md).
const empty = parseTap(fixture('tap', 'exit0.tap'));
const codes = (r: { reasons: readonly { code: string }[] }): string[] =>
  r.reasons.map((x) => x.code);

describe('regression: a file that loaded no tests on the base either', () => {
  it('is not a CollectionError when the base run had the same one', () => {
    expect(empty.collectionErrors).toHaveLength(1);
    const r = evaluatePhase({
      name: 'regression',
      run: run(0),
      report: { ...empty, tests: [{ id: 'other', status: 'passed' }], executed: 1, passed: 1 },
      targets: [],
      basePassed: new Set(['other']),
      baseFailing: new Set(),
      baseCollectionErrors: new Set(empty.collectionErrors),
    });
    expect(r.reasons).toEqual([]);
  });

  it('is one when the base loaded the file, when the error differs, and outside regression', () => {
    const withTests = {
      ...empty,
      tests: [{ id: 'other', status: 'passed' as const }],
      executed: 1,
      passed: 1,
    };
    const regression = (base: string[]) =>
      evaluatePhase({
        name: 'regression',
        run: run(0),
        report: withTests,
        targets: [],
        basePassed: new Set(['other']),
        baseFailing: new Set(),
        baseCollectionErrors: new Set(base),
      });
    expect(codes(regression([]))).toContain('CollectionError');
    expect(codes(regression([`${empty.collectionErrors[0]} (another)`]))).toContain(
      'CollectionError',
    );
    for (const name of ['patched', 'hidden'] as const) {
      const r = evaluatePhase({
        name,
        run: run(0),
        report: withTests,
        targets: [],
        baseCollectionErrors: new Set(empty.collectionErrors),
      });
      expect(codes(r), name).toContain('CollectionError');
    }
  });
});
