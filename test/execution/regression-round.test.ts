// The regression round (src/core/execution/regression-round.ts) with scripted runs of the
// planted base: what it keeps, and where it fails closed. The planting itself runs for real
// in test/seal/regression-plants-*.test.ts.
import { beforeAll, describe, expect, it } from 'vitest';
import { loadTestFileParser } from '../../src/adapters/syntax/test-file-parser.js';
import { RegressionRound } from '../../src/core/execution/regression-round.js';
import type { RunResult } from '../../src/core/runner/runner-port.js';
import type { SealInput } from '../../src/core/execution/sealing.js';
import { parseReport } from '../../src/core/reports/index.js';
import type { TestFileParser } from '../../src/core/seal/syntax.js';
import { type Outcome, unittestStderr } from '../support/unittest-output.js';

const FILE =
  'import unittest\n\n\nclass AddTest(unittest.TestCase):\n    def test_small_numbers(self):\n        self.assertEqual(1 + 1, 2)\n\n    def test_negative_numbers(self):\n        self.assertEqual(-1 - 1, -2)\n';
const REAL: Record<string, Outcome> = {
  'test_calc.AddTest.test_small_numbers': 'ok',
  'test_calc.AddTest.test_negative_numbers': 'ok',
};
const report = { format: 'unittest' as const };
const enc = (s: string): Uint8Array => new TextEncoder().encode(s);
const base = parseReport(report, { stdout: '', stderr: unittestStderr(REAL), reportFile: null });

let parser: TestFileParser;
beforeAll(async () => {
  parser = await loadTestFileParser(['python']);
});

const seal = (changed: ReadonlyMap<string, Uint8Array | null> = new Map()): SealInput => ({
  seed: new Uint8Array(32).fill(4),
  parser,
  suites: { reproduction: { files: new Map() }, hidden: { files: new Map() } },
  regression: { base: new Map([['tests/test_calc.py', enc(FILE)]]), changed },
});

/** The planted base run an honest suite gives: every plant as planted, real tests as on the base. */
function honestRun(files: ReadonlyMap<string, Uint8Array>, exitCode = 1): RunResult {
  const text = new TextDecoder().decode(files.get('tests/test_calc.py'));
  const real = new Set(Object.keys(REAL).map((id) => id.split('.').at(-1)));
  const plants = [
    ...text.matchAll(/def (test_\w+)\(self\):\n\s+self\.\w+\(\[?(\d+)\D+(\d+)/g),
  ].filter((m) => !real.has(m[1]));
  const tests: Record<string, Outcome> = { ...REAL };
  for (const m of plants)
    tests[`test_calc.AddTest.${m[1] as string}`] = m[2] === m[3] ? 'ok' : 'FAIL';
  const empty = new Uint8Array(0);
  return {
    exitCode,
    timedOut: false,
    truncated: false,
    stdout: empty,
    stderr: enc(unittestStderr(tests)),
    durationMs: 1,
    reportFile: null,
  };
}

describe('the regression round', () => {
  it('keeps the four plants an honest planted base reports as planted', async () => {
    const round = new RegressionRound(seal(), report);
    await round.run(Promise.resolve(base), async (files) => honestRun(files));
    const plants = await round.ready;
    expect(plants.problem).toBeUndefined();
    expect(plants.suite?.planted).toBe(4);
    expect(new TextDecoder().decode(plants.files.get('tests/test_calc.py'))).toContain(
      'def test_small_numbers(self):',
    );
  });

  it('keeps none when the command exits 0 although planted tests failed (its exit status does not answer for failures)', async () => {
    const round = new RegressionRound(seal(), report);
    await round.run(Promise.resolve(base), async (files) => honestRun(files, 0));
    const plants = await round.ready;
    expect(plants.problem).toBeUndefined();
    expect(plants.suite?.planted).toBe(0);
  });

  it('fails closed when the patch changed every place that could take a plant', async () => {
    const changed = new Map([
      ['tests/test_calc.py', enc(FILE.replace('class AddTest', '@(lambda c: c)\nclass AddTest'))],
    ]);
    const round = new RegressionRound(seal(changed), report);
    await round.run(Promise.resolve(base), async (files) => honestRun(files));
    expect((await round.ready).problem).toContain('the patch changed every test class or block');
  });

  it('fails closed when the planted base cannot be run', async () => {
    const round = new RegressionRound(seal(), report);
    await round.run(Promise.resolve(base), async () => {
      throw new Error('the engine went away');
    });
    expect((await round.ready).problem).toContain('could not be made (the engine went away)');
  });

  it('plants nothing, and says no problem, where the base run shows nothing collected', async () => {
    const round = new RegressionRound(seal(), report);
    await round.run(
      Promise.resolve(
        parseReport(report, {
          stdout: '',
          stderr: unittestStderr({ 'other.Thing.test_x': 'ok' }),
          reportFile: null,
        }),
      ),
      async (files) => honestRun(files),
    );
    const plants = await round.ready;
    expect(plants.problem).toBeUndefined();
    expect(plants.suite?.planted).toBe(0);
  });
});
