/**
 * Sealed runs on the fake runner: sealing is deterministic for a seed, so a test can seal
 * the suites itself, learn the names planted in each phase, and script what an honest
 * unittest run of those sealed files reports (twins and must-fail plants fail; the real
 * tests end as the scenario says).
 */
import { loadTestFileParser } from '../../src/adapters/syntax/test-file-parser.js';
import { type SealInput, sealPhase } from '../../src/core/execution/sealing.js';
import type { SealedSuite } from '../../src/core/seal/model.js';
import { type Outcome, unittestStderr } from './unittest-output.js';

const encode = (text: string): Uint8Array => new TextEncoder().encode(text);

/** One unittest file per suite, with a test `test_t` of class `A` holding one literal assertion. */
export async function sealInputOf(seed = 9): Promise<SealInput> {
  const file = (cls: string): Map<string, Uint8Array> =>
    new Map([
      [
        `test_${cls.toLowerCase()}.py`,
        encode(
          `import unittest\n\nfrom m import f\n\n\nclass ${cls}(unittest.TestCase):\n    def test_t(self):\n        self.assertEqual(f(1), 2)\n`,
        ),
      ],
    ]);
  return {
    seed: new Uint8Array(32).fill(seed),
    parser: await loadTestFileParser(),
    suites: { reproduction: { files: file('A') }, hidden: { files: file('H') } },
  };
}

/** What an honest run of a sealed suite reports, the real tests ending as `real`. */
export function honestSealedRun(suite: SealedSuite, module: string, real: Outcome) {
  const tests: Record<string, Outcome> = {};
  for (const t of suite.tests) {
    if (t.role === 'suite') continue;
    tests[`${module}.${t.token}`] =
      t.role === 'real' ? real : t.role === 'must-pass' ? 'ok' : 'FAIL'; // twins and must-fail plants fail
  }
  const failing = Object.values(tests).some((o) => o === 'FAIL' || o === 'ERROR');
  return { exitCode: failing ? 1 : 0, stderr: encode(unittestStderr(tests)) };
}

/** The sealed suites of the three sealed phases, as execute() will make them from `input`. */
export function sealedPhases(input: SealInput) {
  const report = { format: 'unittest' as const };
  return {
    baseline: sealPhase(input, 'baseline', report),
    patched: sealPhase(input, 'patched', report),
    hidden: sealPhase(input, 'hidden', report),
  };
}
