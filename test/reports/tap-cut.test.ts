// A node:test file whose process dies mid-run (issue 34, seen on amqplib: the bug lets an
// exception out of an event handler after a test removed node's own handler). Real output:
// fixtures/tap/crash-nested.tap and crash-top.tap (fixtures/tap/README.md). A cut is read
// only in the shape node writes it, at baseline it shows the bug when the crash was raised
// in the repository's code, and it passes no phase where tests must pass.
import { describe, expect, it } from 'vitest';
import { evaluatePhase } from '../../src/core/execution/evaluate-phase.js';
import type { TestReport } from '../../src/core/reports/model.js';
import { parseTap } from '../../src/core/reports/tap.js';
import { expectUnreadable, fixture, statuses } from './support.js';

const frames = { roots: ['/tmp/pp-gen/node'] };
const FILE = '/tmp/pp-gen/node/crash-nested.test.cjs';
const TARGETS = [
  'Relay > negative values > relays a negative value',
  'Relay > negative values > relays another negative value',
];
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

describe('a node:test file whose process died inside a describe', () => {
  it('reads the tests it finished under their full ids, and the death as a failure raised where its stack says', () => {
    const report = parseTap(fixture('tap', 'crash-nested.tap'), frames);
    expect(report.interrupted).toBe(true);
    expect(statuses(report)).toEqual({
      'Relay > values > relays a value': 'passed',
      [FILE]: 'failed/error',
    });
    expect(report.tests[1]).toMatchObject({
      message: 'RangeError: negative value -1',
      raisedIn: 'code',
    });
  });

  it('only the shape node writes is a cut: a record without an exit code, a passing record, no record at all; a closed level is no cut', () => {
    const real = fixture('tap', 'crash-nested.tap');
    expectUnreadable(() => parseTap(real.replace('  exitCode: 1\n  signal: ~\n', ''), frames));
    expectUnreadable(() =>
      parseTap(
        real
          .replace(`not ok 1 - ${FILE}`, `ok 1 - ${FILE}`)
          .replace('# fail 1', '# fail 0')
          .replace('# pass 1', '# pass 2'),
        frames,
      ),
    );
    // A level that closed with its plan is finished: its tests hang under the file's record
    // as node would write subtests, and nothing is excused as cut.
    const planned = parseTap(
      real.replace(
        "      type: 'suite'\n      ...\n",
        "      type: 'suite'\n      ...\n    1..1\n",
      ),
      frames,
    );
    expect(planned.interrupted).toBeUndefined();
    // The titles above a cut test come from node's `# Subtest:` lines: without them, no id.
    expectUnreadable(() => parseTap(real.replace('# Subtest: Relay\n', ''), frames));
    // Cut before the file's record: truncated, as before.
    expectUnreadable(() => parseTap(real.slice(0, real.indexOf('# Subtest: /tmp')), frames));
  });

  it('a process that died between top-level tests is still the file failing to run (a collection error)', () => {
    const report = parseTap(fixture('tap', 'crash-top.tap'), frames);
    expect(report.interrupted).toBeUndefined();
    expect(report.collectionErrors).toHaveLength(1);
  });
});

describe('judging a cut run', () => {
  const cut = (): TestReport => parseTap(fixture('tap', 'crash-nested.tap'), frames);

  it('baseline: the crash in the code shows the bug, and the targets it left unrun are not missing', () => {
    const r = evaluatePhase({ name: 'baseline', run: run(1), report: cut(), targets: TARGETS });
    expect(r.reasons).toEqual([]);
    expect(r.outcome).toBe('pass');
  });

  it('baseline: a crash raised in test code does not show the bug', () => {
    const inTest = parseTap(
      fixture('tap', 'crash-nested.tap').replaceAll(
        '/tmp/pp-gen/node/lib/relay.js',
        '/tmp/pp-gen/node/test/helper.test.js',
      ),
      frames,
    );
    const r = evaluatePhase({ name: 'baseline', run: run(1), report: inTest, targets: TARGETS });
    expect(codes(r)).toContain('NoAssertionFailure');
    // The targets it left unrun are said to be unrun, not misspelled in the run spec.
    const missing = r.reasons.filter((x) => x.code === 'TargetMissing');
    expect(missing).toHaveLength(2);
    expect(missing[0]?.detail).toContain('cut short');
  });

  it('a cut passes no phase where tests must pass; regression only when the base was cut too and lost nothing', () => {
    for (const name of ['patched', 'hidden'] as const) {
      const r = evaluatePhase({ name, run: run(1), report: cut(), targets: [] });
      expect(r.outcome, name).toBe('fail');
      expect(codes(r), name).toContain('TestsFailed');
    }
    const regression = evaluatePhase({
      name: 'regression',
      run: run(1),
      report: cut(),
      targets: [],
      basePassed: new Set(['Relay > values > relays a value']),
      baseFailing: new Set([FILE]),
    });
    expect(regression.outcome).toBe('fail');
    expect(codes(regression)).toContain('TestsFailed');
    // The base's run of the project's suite was cut short too: the tests after its cut ran in
    // neither run, and every test that passed there passes again.
    const bothCut = evaluatePhase({
      name: 'regression',
      run: run(1),
      report: cut(),
      targets: [],
      basePassed: new Set(['Relay > values > relays a value']),
      baseFailing: new Set([FILE]),
      baseInterrupted: true,
    });
    expect(codes(bothCut)).toEqual([]);
    // Cut earlier than the base: a test that passed there never ran, and is lost.
    const earlier = evaluatePhase({
      name: 'regression',
      run: run(1),
      report: cut(),
      targets: [],
      basePassed: new Set(['Relay > values > relays a value', 'Relay > later > runs']),
      baseFailing: new Set([FILE]),
      baseInterrupted: true,
    });
    expect(codes(earlier)).toEqual(['RegressionLost']);
  });
});
