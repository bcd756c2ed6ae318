// Red-team review (rt39) of the defences issue 34 loosened this session: the guards that held.
// - a288a5f (V8's heap death read as the bug at baseline): nowhere a patch runs is it excused,
//   and "the suite loaded as on the base" cannot turn a patched run into a pass;
// - d42eeb6 (ids that stand for several tests): a passing run the code under test registers
//   itself (real `node --test`) cannot cover a lost run of an id whose base runs all passed,
//   nor of an id of one test, and such an id is not rechecked (b1ddd49).
// The hole found (an id with a failing run on the base) is in the reviewer's report, not here.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { evaluatePhase, type PhaseEvidence } from '../../src/core/execution/evaluate-phase.js';
import type { JobOutcome } from '../../src/core/execution/job-runs.js';
import { recheckCandidates } from '../../src/core/execution/recheck.js';
import { repeatedRuns } from '../../src/core/execution/regression-lost.js';
import { exhaustedOnBase, loadingOf } from '../../src/core/execution/run-end.js';
import type { TestReport } from '../../src/core/reports/model.js';
import { parseTap } from '../../src/core/reports/tap.js';
import { repoRoot } from '../support/shared.js';

const HEAP = readFileSync(join(repoRoot, 'test/reports/fixtures/tap/heap.tap'), 'utf8');
const TARGET = 'a negative count is refused';
const result = (exitCode: number, stdout = '') => ({
  exitCode,
  timedOut: false,
  truncated: false,
  stdout: new TextEncoder().encode(stdout),
  stderr: new Uint8Array(),
  durationMs: 1,
  reportFile: null,
});
const codes = (r: { reasons: readonly { code: string }[] }): string[] =>
  r.reasons.map((x) => x.code);

describe("a288a5f: V8's heap death is the bug only at baseline", () => {
  const other = 'b.test.js: SyntaxError: Unexpected token';
  const heapAnd = (extra: Partial<TestReport>): TestReport => ({ ...parseTap(HEAP), ...extra });

  it('a regression run that dies of the heap limit fails, and says nothing of memory', () => {
    const r = evaluatePhase({
      name: 'regression',
      run: result(1, HEAP),
      report: parseTap(HEAP),
      targets: [],
      basePassed: new Set(['covered']),
      baseFailing: new Set(),
      baseCollectionErrors: new Set(),
      baseRuns: new Map(),
    });
    expect(r.outcome).toBe('fail');
    expect(codes(r)).toContain('CollectionError');
    expect(r.evidence).toBeUndefined();
  });

  it('patched: a heap death beside the collection error the base had is not "loaded as on the base"', () => {
    // The base's file died of the bug and another file did not load: the baseline fails, and
    // the patched phase, given that loading, still fails whatever the patch's run says.
    const base = heapAnd({ collectionErrors: [...parseTap(HEAP).collectionErrors, other] });
    const onBase = result(1, HEAP);
    const baselineLoading = loadingOf(base, onBase, exhaustedOnBase('baseline', false, onBase));
    expect(baselineLoading?.what).toBe(other);
    for (const collectionErrors of [[other], [...parseTap(HEAP).collectionErrors, other]]) {
      const r = evaluatePhase({
        name: 'patched',
        run: result(1, HEAP),
        report: heapAnd({ collectionErrors }),
        targets: [TARGET],
        baselineFailures: new Set(),
        baselineLoading,
      });
      expect(r.outcome).toBe('fail');
      expect(r.evidence).toBeUndefined();
    }
  });

  it('baseline: a target that reported passing before the heap death still fails it', () => {
    const report = heapAnd({
      tests: [{ id: TARGET, status: 'passed' }],
      executed: 1,
      passed: 1,
    });
    const r = evaluatePhase({ name: 'baseline', run: result(1, HEAP), report, targets: [TARGET] });
    expect(codes(r)).toEqual(['TargetNotFailing']);
  });
});

const run = promisify(execFile);
const ID = 'edge cases > nested';
const testFile = (a: string, b: string): string =>
  [
    "'use strict';",
    "const { describe, it } = require('node:test');",
    "const assert = require('node:assert');",
    "const { nested } = require('../lib.js');",
    "describe('edge cases', () => {",
    `  it('nested', () => { assert.strictEqual(nested(${a}, ${b}), true); });`,
    '});',
    '',
  ].join('\n');
const BASE_LIB = `'use strict';
function nested(a, b) { return a[0] <= b[0] && b[1] <= a[1]; }
module.exports = { nested };
`;
// Breaks nested() and registers a passing test of the guarded titles from the code.
const FORGING_LIB = `'use strict';
function nested() { return false; }
const { describe, it } = require('node:test');
describe('edge cases', () => it('nested', () => {}));
module.exports = { nested };
`;

/** A real node:test TAP run of `files` (name → [a, b] of nested(a, b)) against `lib`. */
async function tapOf(
  lib: string,
  files: Record<string, [string, string]>,
): Promise<{ report: TestReport; exitCode: number }> {
  const dir = await mkdtemp(join(tmpdir(), 'rt39-'));
  await mkdir(join(dir, 'test'));
  await writeFile(join(dir, 'lib.js'), lib);
  for (const [name, [a, b]] of Object.entries(files))
    await writeFile(join(dir, 'test', name), testFile(a, b));
  const out = await run(process.execPath, ['--test', '--test-reporter=tap', 'test/'], {
    cwd: dir,
  }).then(
    (r) => ({ stdout: r.stdout, code: 0 }),
    (e: { stdout: string; code: number }) => ({ stdout: e.stdout, code: e.code }),
  );
  return { report: parseTap(out.stdout), exitCode: out.code };
}

function regression(
  base: { report: TestReport; exitCode: number },
  now: { report: TestReport; exitCode: number },
): PhaseEvidence {
  const ids = (...s: string[]) =>
    new Set(base.report.tests.filter((t) => s.includes(t.status)).map((t) => t.id));
  return {
    name: 'regression',
    run: result(now.exitCode),
    report: now.report,
    targets: [],
    basePassed: ids('passed'),
    baseFailing: ids('failed', 'errored'),
    baseCollectionErrors: new Set(),
    baseInterrupted: false,
    baseRuns: repeatedRuns(base.report),
    rechecked: new Set(),
    baseRun: { run: result(base.exitCode) },
  };
}

describe('d42eeb6: a passing run the code registers under a guarded id', () => {
  it('does not cover a lost run of an id whose base runs all passed (TestsFailed)', async () => {
    const files: Record<string, [string, string]> = {
      'a.test.js': ['[1, 10]', '[2, 3]'],
      'b.test.js': ['[0, 20]', '[5, 6]'],
    };
    const base = await tapOf(BASE_LIB, files);
    const now = await tapOf(FORGING_LIB, files);
    expect(repeatedRuns(base.report).get(ID)).toEqual({ runs: 2, passed: 2 });
    expect(now.report.tests.find((t) => t.id === ID)).toMatchObject({ runs: 4, passedRuns: 2 });
    const r = evaluatePhase(regression(base, now));
    expect(r.outcome).toBe('fail');
    expect(codes(r)).toContain('TestsFailed');
  }, 60_000);

  it('does not cover the one test of an id, and leaves nothing to recheck', async () => {
    const files: Record<string, [string, string]> = { 'a.test.js': ['[1, 10]', '[2, 3]'] };
    const base = await tapOf(BASE_LIB, files);
    const now = await tapOf(FORGING_LIB, files);
    const r = evaluatePhase(regression(base, now));
    expect(codes(r)).toContain('TestsFailed');
    const first = { run: result(now.exitCode), report: now.report } as JobOutcome;
    const onBase = { basePassed: new Set([ID]), baseRuns: repeatedRuns(base.report) };
    expect(recheckCandidates(onBase, first)).toEqual([]);
  }, 60_000);
});
