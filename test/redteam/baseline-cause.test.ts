// Baseline by cause (issue 16) through `patchproof validate` on Docker. The scenario
// (scenarios/py-raises) has the most common shape of a real bug report: an exception leaks
// from the library (`codec.decode` raising UnicodeDecodeError inside
// `assertRaises(CodecError)`), so the reproduction targets error on the base instead of
// failing an assertion. The maintainers' style of fix must PASS with proof grade.
// spec-cheats has targets that error on the base for other reasons (a helper under tests/,
// a conftest.py fixture, a name the test expects the repository to have, a test that
// prints and raises tracebacks naming the code): none reproduces the bug, each says why.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { requireEngine, skipDocker, suiteName } from '../docker/support.js';
import { SCENARIOS, validateDir } from './support.js';

const DIR = join(SCENARIOS, 'py-raises');

interface Reasons {
  phases: { name: string; outcome: string; reasons: { code: string; detail: string }[] }[];
}
const baselineOf = (receipt: string) =>
  (JSON.parse(receipt) as Reasons).phases.find((p) => p.name === 'baseline');

describe.skipIf(skipDocker)(suiteName('baseline by cause through the CLI on Docker'), () => {
  requireEngine();

  it('a bug that raises from the library reproduces, and the upstream-style fix PASSes with proof grade', async () => {
    const r = await validateDir(DIR, 'honest');
    expect(r.verdict, r.printed).toBe('PASS');
    expect(r.proofGrade).toBe(true);
    expect(baselineOf(r.receipt)?.outcome).toBe('pass');
  }, 180_000);

  it('targets that error in test code, a fixture, or with forged tracebacks do not reproduce it: TargetNotFailing for each', async () => {
    const r = await validateDir(DIR, 'cheat', [], 'spec-cheats/patchproof.json');
    expect(r.verdict, r.printed).toBe('FAIL');
    const baseline = baselineOf(r.receipt);
    expect(baseline?.outcome).toBe('fail');
    const refused = (baseline?.reasons ?? []).filter((x) => x.code === 'TargetNotFailing');
    const why = {
      test_helper: 'raised in test code',
      test_fixture: 'raised in test code',
      test_missing_name: 'an API the code does not have',
      test_forged_frame: 'raised in test code',
    };
    for (const [name, text] of Object.entries(why)) {
      const reason = refused.find((x) => x.detail.includes(`::${name} `));
      expect(reason?.detail, name).toContain(text);
    }
    expect(baseline?.reasons.map((x) => x.code)).toContain('NoAssertionFailure');
  }, 180_000);
});
