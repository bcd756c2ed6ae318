// A Go test that hangs on the base (issue 34, glob-empty): `go test -timeout` panics and dumps
// every goroutine. The hang shows the bug only when the dump proves it (go-hang.ts): the test's
// goroutine parked for good in the repository's code, and nothing else in the binary running.
// Real output of Go 1.19 in the runner image (fixtures/gotest/README.md).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { evaluatePhase } from '../../src/core/execution/evaluate-phase.js';
import type { PhaseName } from '../../src/core/execution/phase-result.js';
import { reproduction } from '../../src/core/execution/reproduction.js';
import { hangProof } from '../../src/core/reports/go-hang.js';
import { parseGoTest } from '../../src/core/reports/gotest.js';
import type { TestCaseResult } from '../../src/core/reports/model.js';
import { repoRoot } from '../support/shared.js';

const fixture = (name: string): string =>
  readFileSync(
    join(repoRoot, 'test', 'reports', 'fixtures', 'gotest', `go1.19-hang-${name}.jsonl`),
    'utf8',
  );
const PKG = 'example.com/fx/hang';
const test = (name: string, id: string): TestCaseResult | undefined =>
  parseGoTest(fixture(name)).tests.find((t) => t.id === id);
/** The output go test -json gave the test, joined. */
const outputOf = (name: string, testName: string): string =>
  fixture(name)
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as { Test?: string; Output?: string })
    .filter((e) => e.Test === testName)
    .map((e) => e.Output ?? '')
    .join('');

describe('a Go test that hangs on the base', () => {
  it('glob-empty: Compile("") parked on a channel send in lexer.go shows the bug (was TargetNotFailing)', () => {
    const t = test('glob', 'github.com/gobwas/glob/patchproof_tests/reproduction::TestGlob');
    expect(t).toMatchObject({ status: 'errored', failure: 'error', stalled: true });
    expect(t?.message).toBe('panic: test timed out after 30s');
    expect(reproduction(t)).toEqual({ shows: true });
  });

  it('a send nobody receives, a mutex locked twice ([semacquire]): the bug shows', () => {
    expect(test('send', `${PKG}::TestSend`)?.stalled).toBe(true);
    expect(test('relock', `${PKG}::TestRelock`)?.stalled).toBe(true);
  });

  it('a subtest parked in the code shows it, and so does its parent, which waits for it in t.Run', () => {
    expect(test('table', `${PKG}::TestTable/empty`)?.stalled).toBe(true);
    expect(test('table', `${PKG}::TestTable`)?.stalled).toBe(true);
  });

  it('a subtest given as a named function is found too; two subtests at work cannot be told apart', () => {
    const table = outputOf('table', 'TestTable/empty');
    expect(hangProof(table, PKG, 'TestTable/empty').hung).toBe(true);
    // `t.Run("empty", sendCase)`: Go names the subtest's function, not a closure of TestTable.
    const named = table.replace('hang.TestTable.func1(0x0?)', 'hang.sendCase(0x0?)');
    expect(hangProof(named, PKG, 'TestTable/empty').hung).toBe(true);
    const sub = table.slice(table.indexOf('goroutine 7 '));
    expect(
      hangProof(`${table}\n${sub.replace('goroutine 7 ', 'goroutine 8 ')}`, PKG, 'TestTable/empty')
        .hung,
    ).toBe(false);
  });

  it('refuses a busy test: its goroutine is runnable, maybe only slow under load', () => {
    const t = test('spin', `${PKG}::TestSpin`);
    expect(t?.stalled).toBeUndefined();
    expect(reproduction(t)).toMatchObject({
      shows: false,
      why: expect.stringContaining('does not prove a hang'),
    });
    expect(hangProof(outputOf('spin', 'TestSpin'), PKG, 'TestSpin')).toMatchObject({
      hung: false,
      why: expect.stringContaining('runnable'),
    });
  });

  it('refuses a wait for a goroutine that computes: the wait can end once it is done', () => {
    expect(test('worker', `${PKG}::TestWorker`)?.stalled).toBeUndefined();
    expect(hangProof(outputOf('worker', 'TestWorker'), PKG, 'TestWorker')).toMatchObject({
      hung: false,
      why: expect.stringContaining('runnable'),
    });
  });

  it("refuses a wait in the test's own code, even one the code called back: the test's bug, not the code's", () => {
    expect(test('own-channel', `${PKG}::TestOwnChannel`)?.stalled).toBeUndefined();
    expect(reproduction(test('own-channel', `${PKG}::TestOwnChannel`)).shows).toBe(false);
    expect(
      hangProof(outputOf('own-channel', 'TestOwnChannel'), PKG, 'TestOwnChannel'),
    ).toMatchObject({
      hung: false,
      why: expect.stringContaining('test code'),
    });
  });

  it('refuses a dump that is not the alarm, one cut short, and a test that is not the goroutine it names', () => {
    const send = outputOf('send', 'TestSend');
    expect(hangProof(send, PKG, 'TestSend').hung).toBe(true);
    // Another test's name, another package: no goroutine of it.
    expect(hangProof(send, PKG, 'TestRelock').hung).toBe(false);
    expect(hangProof(send, 'example.com/fx/other', 'TestSend').hung).toBe(false);
    // Two goroutines run the test's function: which one hung is unknown.
    const block = send.slice(send.indexOf('goroutine 6 '));
    expect(
      hangProof(`${send}\n${block.replace('goroutine 6 ', 'goroutine 9 ')}`, PKG, 'TestSend').hung,
    ).toBe(false);
    // A panic of the code is not a hang.
    expect(hangProof(send.replace('test timed out after 2s', 'boom'), PKG, 'TestSend').hung).toBe(
      false,
    );
    // Cut before the test's goroutine: what is missing may be running.
    expect(hangProof(send.slice(0, send.indexOf('goroutine 6 ')), PKG, 'TestSend').hung).toBe(
      false,
    );
    // A line that is no part of a dump: the dump cannot be read whole.
    expect(hangProof(`${send}something else\n`, PKG, 'TestSend').hung).toBe(false);
    // A goroutine in a syscall, asleep or in IO wait can wake by itself.
    for (const state of ['syscall', 'sleep', 'IO wait', 'running'])
      expect(
        hangProof(
          send.replace('goroutine 1 [chan receive]', `goroutine 1 [${state}]`),
          PKG,
          'TestSend',
        ).hung,
      ).toBe(false);
    // Go 1.20+ names the running tests; one the list leaves out did not hang.
    const named = send.replace('after 2s\n', 'after 2s\nrunning tests:\n\tTestSend (2s)\n');
    expect(hangProof(named, PKG, 'TestSend').hung).toBe(true);
    expect(
      hangProof(named.replace('\tTestSend (2s)', '\tTestOther (2s)'), PKG, 'TestSend').hung,
    ).toBe(false);
  });

  it('refuses a dump the report kept only part of: the goroutines cut off may be running', () => {
    // TestWorker's output padded so that the 64 KiB gotest.ts keeps of it ends right before
    // the worker's goroutine, which is runnable: what is left reads as a whole, parked dump.
    const output = outputOf('worker', 'TestWorker');
    const cut = output.indexOf('goroutine 7 [runnable]');
    const pad = `${'x'.repeat(64 * 1024 - cut - 1)}\n`;
    const event = JSON.stringify({
      Action: 'output',
      Package: PKG,
      Test: 'TestWorker',
      Output: pad,
    });
    const lines = fixture('worker').split('\n');
    const padded = [lines[0], event, ...lines.slice(1)].join('\n');
    const kept = (pad + output).slice(0, 64 * 1024);
    expect(kept.endsWith('\n\n')).toBe(true);
    expect(hangProof(kept, PKG, 'TestWorker').hung).toBe(true);
    const t = parseGoTest(padded).tests.find((x) => x.id === `${PKG}::TestWorker`);
    expect(t?.status).toBe('errored');
    expect(t?.stalled).toBeUndefined();
  });

  it('only the baseline reads it so: a patched, regression or hidden run that times out fails', () => {
    const report = parseGoTest(fixture('send'));
    const id = `${PKG}::TestSend`;
    const run = {
      exitCode: 1,
      timedOut: false,
      truncated: false,
      stdout: new Uint8Array(),
      stderr: new Uint8Array(),
      durationMs: 2000,
      reportFile: null,
    };
    const judge = (name: PhaseName) =>
      evaluatePhase({
        name,
        run,
        report,
        targets: [id],
        ...(name === 'regression'
          ? { basePassed: new Set([id]), baseFailing: new Set<string>() }
          : {}),
      });
    expect(judge('baseline').outcome).toBe('pass');
    for (const name of ['patched', 'regression', 'hidden'] as const)
      expect(judge(name).outcome, name).toBe('fail');
  });
});
