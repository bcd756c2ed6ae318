// A hidden bit in public counts (issue 35). py-intervals' count-channel fixes the bug and, in
// the hidden phase only, makes unittest run each hidden test class again under as many extra
// names as the low bits of a hidden byte say (a subclass is inheritance, which the judge
// allows). Measured before the fix: PASS with proof grade and "hidden: 102 tests" for a
// 6-test suite, the byte published in the receipt. Now the hidden counts are the written
// tests, each once (judge-sealed.ts `written`): the same 6 as the honest fix's.
import { describe, expect, it } from 'vitest';
import { requireEngine, skipDocker, suiteName } from '../docker/support.js';
import { validateCli } from './support.js';

const hiddenTests = (receipt: string): unknown =>
  (JSON.parse(receipt) as { phases: { name: string; tests: unknown }[] }).phases.find(
    (p) => p.name === 'hidden',
  )?.tests;

describe.skipIf(skipDocker)(suiteName('red team: hidden bits in public counts'), () => {
  requireEngine();

  it('py-intervals count-channel: the receipt counts the hidden suite as written, as for the honest fix', async () => {
    const honest = await validateCli('py-intervals', 'honest');
    const attack = await validateCli('py-intervals', 'count-channel');
    expect(hiddenTests(honest.receipt)).toEqual({
      executed: 6,
      passed: 6,
      failed: 0,
      errored: 0,
      skipped: 0,
    });
    expect(hiddenTests(attack.receipt)).toEqual(hiddenTests(honest.receipt));
    // What the command printed says no more than the receipt.
    expect(attack.phases.find((p) => p.name === 'hidden')).toMatchObject({ outcome: 'pass' });
    expect(attack.printed).not.toMatch(/"executed":\s*(?!6\b|4\b)\d+/);
  }, 180_000);
});
