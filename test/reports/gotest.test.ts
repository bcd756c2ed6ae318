// go test -json (report format `go`) on real output of Go 1.19 in the runner image
// (fixtures/gotest/README.md): statuses, assertion or panic, where a panic came from, and
// what makes a run prove nothing (a package that did not build or died outside any test).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseGoTest } from '../../src/core/reports/gotest.js';
import { ReportUnreadable } from '../../src/core/reports/model.js';
import { raiseSite } from '../../src/core/reports/raise-site.js';
import { repoRoot } from '../support/shared.js';

const fixture = (name: string): string =>
  readFileSync(join(repoRoot, 'test', 'reports', 'fixtures', 'gotest', name), 'utf8');
const statuses = (text: string): Record<string, string> =>
  Object.fromEntries(
    parseGoTest(text).tests.map((t) => [
      t.id,
      [t.status, t.failure, t.raisedIn].filter(Boolean).join('/'),
    ]),
  );

describe('parseGoTest', () => {
  it('reads every outcome Go 1.19 writes: assertion failures, skips, subtests, and a panic raised in the code', () => {
    expect(statuses(fixture('go1.19-mix.jsonl'))).toEqual({
      'example.com/fx/mix::TestPasses': 'passed',
      'example.com/fx/mix::TestFailsByAssertion': 'failed/assertion',
      'example.com/fx/mix::TestSkipped': 'skipped',
      'example.com/fx/mix::TestSubtests': 'failed/assertion',
      'example.com/fx/mix::TestSubtests/first_case': 'passed',
      'example.com/fx/mix::TestSubtests/second': 'failed/assertion',
      'example.com/fx/mix::TestPanicsInCode': 'failed/error/code',
    });
    const report = parseGoTest(fixture('go1.19-mix.jsonl'));
    // The panic ended the binary: TestAfterThePanic never ran, and the report says why.
    expect(report.interrupted).toBe(true);
    expect(report.collectionErrors).toEqual([]);
    expect(report.tests.find((t) => t.id.endsWith('TestFailsByAssertion'))?.message).toBe(
      'mix_test.go:9: Index = 1, want 2',
    );
  });

  it('a test that printed without a newline is read from its own glued result line (Go 1.19 test2json)', () => {
    // Was "the test started and never ended" for an honest test: a false FAIL.
    expect(statuses(fixture('go1.19-glued-pass.jsonl'))).toEqual({
      'example.com/fx/glued::TestNoNewline': 'passed',
      'example.com/fx/glued::TestStderrNoNewline': 'passed',
      'example.com/fx/glued::TestAfter': 'passed',
      'example.com/fx/glued::TestSub': 'passed',
      'example.com/fx/glued::TestSub/a': 'passed',
      'example.com/fx/glued::TestSub/b': 'passed',
    });
    // A glued FAIL is a failure; a glued PASS counts only when the package passed.
    const failing = statuses(fixture('go1.19-glued.jsonl'));
    expect(failing['example.com/fx/glued::TestFailsNoNewline']).toBe('failed/assertion');
    expect(failing['example.com/fx/glued::TestNoNewline']).toBe('errored/error');
    expect(failing['example.com/fx/glued::TestAfter']).toBe('passed');
  });

  it("a glued result line counts only at the very end of the test's output", () => {
    const events = [
      { Action: 'run', Package: 'p', Test: 'TestX' },
      { Action: 'output', Package: 'p', Test: 'TestX', Output: 'noise--- PASS: TestX (0.00s)\n' },
      { Action: 'output', Package: 'p', Test: 'TestX', Output: 'more output after it\n' },
      { Action: 'output', Package: 'p', Output: 'PASS\n' },
      { Action: 'pass', Package: 'p' },
    ];
    expect(statuses(events.map((e) => JSON.stringify(e)).join('\n'))).toEqual({
      'p::TestX': 'errored/error',
    });
  });

  it('a package that did not build is a collection error, not zero tests', () => {
    const report = parseGoTest(fixture('go1.19-build-failed.jsonl'));
    expect(report.executed).toBe(0);
    expect(report.collectionErrors).toHaveLength(1);
    expect(report.collectionErrors[0]).toMatch(/^example\.com\/fx\/broken: did not build \(FAIL/);
  });

  it('a package that failed with no failing test (os.Exit in TestMain or init) is a collection error', () => {
    const events = [
      { Action: 'run', Package: 'p', Test: 'TestA' },
      { Action: 'pass', Package: 'p', Test: 'TestA' },
      { Action: 'output', Package: 'p', Output: 'exit status 3\n' },
      { Action: 'fail', Package: 'p' },
    ];
    expect(parseGoTest(events.map((e) => JSON.stringify(e)).join('\n')).collectionErrors).toEqual([
      'p: failed outside any test (exit status 3)',
    ]);
  });

  it('a test that started and never ended is errored (the binary stopped under it)', () => {
    const events = [
      { Action: 'run', Package: 'p', Test: 'TestA' },
      { Action: 'output', Package: 'p', Test: 'TestA', Output: '=== RUN   TestA\n' },
    ];
    expect(statuses(events.map((e) => JSON.stringify(e)).join('\n'))).toEqual({
      'p::TestA': 'errored/error',
    });
  });

  it('a test whose binary died of a panic in a goroutine the code started is errored, its trace read (never ended, no --- FAIL)', () => {
    const trace =
      'panic: runtime error: index out of range [1] with length 1\n\ngoroutine 8 [running]:\nexample.com/ranges.Parse.func1()\n\t/workspace/ranges.go:14 +0x1d\ncreated by example.com/ranges.Parse\n\t/workspace/ranges.go:12 +0x5a\n';
    const events = [
      { Action: 'run', Package: 'p', Test: 'TestA' },
      { Action: 'output', Package: 'p', Test: 'TestA', Output: trace },
      { Action: 'fail', Package: 'p' },
    ];
    const report = parseGoTest(events.map((e) => JSON.stringify(e)).join('\n'));
    expect(report.tests).toMatchObject([
      { id: 'p::TestA', status: 'errored', failure: 'error', raisedIn: 'code' },
    ]);
    expect(report.interrupted).toBe(true);
  });

  it.each([
    ['a line that is not an event', '--- PASS: TestA (0.00s)'],
    ['an unknown action', '{"Action":"won","Package":"p","Test":"TestA"}'],
    [
      'a test that ends twice',
      '{"Action":"pass","Package":"p","Test":"TestA"}\n{"Action":"fail","Package":"p","Test":"TestA"}',
    ],
    ['a field of the wrong type', '{"Action":"pass","Package":1,"Test":"TestA"}'],
  ])('refuses %s (ReportUnreadable)', (_, text) => {
    expect(() => parseGoTest(text)).toThrow(ReportUnreadable);
  });
});

describe('raiseSite on Go panics', () => {
  const trace = (frames: string[]): string =>
    [
      'panic: runtime error: index out of range [3] with length 0 [recovered]',
      '',
      'goroutine 7 [running]:',
      ...frames,
      '',
    ].join('\n');
  it('the innermost repository frame decides; the runtime and testing frames are passed over', () => {
    const runtime = [
      'testing.tRunner.func1.2({0x4e5f00, 0xc000014150})',
      '\t/usr/lib/go-1.19/src/testing/testing.go:1396 +0x24e',
      'panic({0x4e5f00, 0xc000014150})',
      '\t/usr/lib/go-1.19/src/runtime/panic.go:884 +0x212',
    ];
    expect(
      raiseSite(
        trace([
          ...runtime,
          'example.com/fx/mix.Index(...)',
          '\t/workspace/mix/lib.go:3',
          'example.com/fx/mix.TestPanicsInCode(0x0?)',
          '\t/workspace/mix/mix_test.go:21 +0x1d',
        ]),
      ),
    ).toBe('code');
    expect(
      raiseSite(
        trace([
          ...runtime,
          'example.com/fx/r.TestX(0x0?)',
          '\t/workspace/patchproof_tests/reproduction/x_test.go:9 +0x1d',
        ]),
      ),
    ).toBe('test');
    expect(raiseSite(trace(runtime))).toBeUndefined();
  });
});
