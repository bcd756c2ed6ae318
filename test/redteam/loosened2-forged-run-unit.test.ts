// Red-team review (rt39) of d42eeb6 (issue 34): an id that stands for several tests (node:test
// TAP names no file) is kept when as many of its runs pass as passed on the base. The code
// under test runs in the test's process and can register a test of the same titles (real
// `node --test` below). Where the base's id had a failing run of its own (a test of the
// project that fails on the base), a patch that breaks the passing run and adds a forged
// passing one keeps the count: the id's worst status is `failed` on both sides, so neither
// RegressionLost nor TestsFailed fires. The safe outcome asserted: the regression phase fails.
import { execFile } from 'node:child_process';
import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { evaluatePhase } from '../../src/core/execution/evaluate-phase.js';
import { repeatedRuns } from '../../src/core/execution/regression-lost.js';
import { parseTap } from '../../src/core/reports/tap.js';
import type { TestReport } from '../../src/core/reports/model.js';

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

async function tapOf(lib: string): Promise<{ report: TestReport; exitCode: number }> {
  const dir = await mkdtemp(join(tmpdir(), 'rt39-'));
  await mkdir(join(dir, 'test'));
  await writeFile(join(dir, 'lib.js'), lib);
  // a.test.js passes on the base; b.test.js, of the same titles, fails there (the project's).
  await writeFile(join(dir, 'test', 'a.test.js'), testFile('[1, 10]', '[2, 3]'));
  await writeFile(join(dir, 'test', 'b.test.js'), testFile('[2, 3]', '[1, 10]'));
  const out = await run(process.execPath, ['--test', '--test-reporter=tap', 'test/'], {
    cwd: dir,
  }).then(
    (r) => ({ stdout: r.stdout, code: 0 }),
    (e: { stdout: string; code: number }) => ({ stdout: e.stdout, code: e.code }),
  );
  return { report: parseTap(out.stdout), exitCode: out.code };
}

const result = (exitCode: number) => ({
  exitCode,
  timedOut: false,
  truncated: false,
  stdout: new Uint8Array(),
  stderr: new Uint8Array(),
  durationMs: 1,
  reportFile: null,
});

describe('regression: a forged run of an id that failed on the base too', () => {
  it('a patch that breaks the passing run and registers a passing one of the same titles FAILs', async () => {
    const base = await tapOf(BASE_LIB);
    const now = await tapOf(FORGING_LIB);
    expect(repeatedRuns(base.report).get(ID)).toEqual({ runs: 2, passed: 1 });
    // Both real runs fail now; the code's own registrations (one per file that loads it) pass.
    expect(now.report.tests.find((t) => t.id === ID)).toMatchObject({
      status: 'failed',
      runs: 4,
      passedRuns: 2,
    });
    const ids = (s: string) =>
      new Set(base.report.tests.filter((t) => t.status === s).map((t) => t.id));
    const r = evaluatePhase({
      name: 'regression',
      run: result(now.exitCode),
      report: now.report,
      targets: [],
      basePassed: ids('passed'),
      baseFailing: new Set([...ids('failed'), ...ids('errored')]),
      baseCollectionErrors: new Set(),
      baseInterrupted: false,
      baseRuns: repeatedRuns(base.report),
      rechecked: new Set(),
      baseRun: { run: result(base.exitCode) },
    });
    expect(r.outcome, JSON.stringify(r.reasons)).toBe('fail');
  }, 60_000);
});
