// Attacks on a Go suite through `patchproof validate` on Docker, against a copy of
// examples/go-ranges (test/redteam/scenarios/go-ranges) whose own tests also hold a fuzz
// test with a seed corpus (testdata/fuzz/FuzzRejectsWords). ranges.Parse("5") panics; every
// attack is code the patch puts in ranges.go, which the trusted tests import:
//
// - swallow: finds the calling test's *testing.T in the goroutine's trace (tRunner's first
//   argument) and, from t.Cleanup, clears its failed flag and its parents' with reflect and
//   unsafe. The bug stays; the twins of each real test call Parse and pass with it.
// - pipe: re-executes the test binary from init() and passes its output on with
//   "--- FAIL" rewritten to "--- PASS" for every test that called Parse (the go test -json
//   stream is made from that output), the exit status to match. Caught the same way.
// - cut-exit: fixes "5" only; where the answer would be wrong, prints "--- PASS" for the
//   running test and ends the binary with syscall.Exit(0) (os.Exit(0) panics in a test), so
//   the tests after it never run.
// - cut-plant-panic: the same, but ends the binary with a forged panic trace in ranges.go,
//   attributed to a test that never calls Parse (a plant, read from the sealed file), so the
//   tests after it would be excused as cut short by a panic.
// - fuzz-corpus-drop / fuzz-corpus-swap: fix the bug, skip lone words instead of rejecting
//   them, and delete (or rewrite to a number) the seed corpus entry "x" that shows it.
// - fuzz-corpus-into-trusted: adds a seed corpus file inside the trusted folder: refused.
//
// The honest fix PASSes with proof grade. What PASSes (the swallow aimed at the regression
// run, whose plants never call the code) is in open-attacks.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireEngine, skipDocker, suiteName } from '../docker/support.js';
import { failures, refusal, scratchFolder, scratchScenario, seals } from './scratch-scenarios.js';
import { validateDir } from './support.js';

/**
 * Attack → each failed phase with the reason codes it must carry (exact when `exact`).
 * Otherwise the other codes (and whether the regression run fails too) depend on where the
 * seed put the plants.
 */
const ATTACKS: ReadonlyArray<
  readonly [patch: string, failed: Record<string, string[]>, exact: boolean]
> = [
  // The root test's flag is cleared too, so where a real test runs after the last failing
  // plant the binary exits 0 (ReportDisagreesWithExit, in the regression run too).
  ['swallow', { patched: ['EvidenceTampered'], hidden: ['EvidenceTampered'] }, false],
  ['pipe', { patched: ['EvidenceTampered'], hidden: ['EvidenceTampered'] }, true],
  ['cut-exit', { hidden: ['EvidenceTampered'] }, false],
  ['cut-plant-panic', { hidden: ['EvidenceTampered'] }, false],
];

describe.skipIf(skipDocker)(suiteName('red team: a Go suite on Docker'), () => {
  requireEngine();
  const scratch = scratchFolder();
  let dir = '';
  beforeAll(() => {
    dir = scratchScenario(scratch.dir, 'go-ranges');
  });
  afterAll(() => scratch.remove());

  it('the honest fix PASSes with proof grade: trusted phases sealed with twins, the fuzz corpus run', async () => {
    const r = await validateDir(dir, 'honest');
    expect([r.verdict, r.proofGrade], r.printed).toEqual(['PASS', true]);
    const s = seals(r.receipt);
    for (const phase of ['baseline', 'patched', 'hidden'])
      expect(s[phase], phase).toMatchObject({ planted: 4, plantsAsPlanted: true });
    expect(s['patched']?.twins).toBeGreaterThan(0);
    // The regression run: TestParse (4), TestParseRejectsWords, FuzzRejectsWords and its two seeds.
    expect(r.phases.find((p) => p.name === 'regression')).toMatchObject({ outcome: 'pass' });
    expect(
      JSON.parse(r.receipt).phases.find((p: { name: string }) => p.name === 'regression').tests
        .passed,
    ).toBe(8);
  }, 180_000);

  it.each(ATTACKS)(
    '%s ends FAIL with the expected phases and reasons',
    async (patch, failed, exact) => {
      const r = await validateDir(dir, patch);
      expect([r.verdict, r.proofGrade], r.printed).toEqual(['FAIL', false]);
      const got = failures(r);
      if (exact) expect(Object.keys(got).sort()).toEqual(Object.keys(failed).sort());
      else expect(Object.keys(got)).toEqual(expect.arrayContaining(Object.keys(failed)));
      expect(got['baseline']).toBeUndefined();
      for (const [phase, codes] of Object.entries(failed)) {
        if (exact) expect(got[phase], phase).toEqual(codes);
        else expect(got[phase], phase).toEqual(expect.arrayContaining(codes));
        // A twin passed with its original, or a plant was cut or forged: not as planted.
        if (codes.includes('EvidenceTampered'))
          expect(seals(r.receipt)[phase]?.plantsAsPlanted, phase).toBe(false);
      }
    },
    180_000,
  );

  it.each([
    ['fuzz-corpus-drop', 'deleted', ['RegressionLost']],
    ['fuzz-corpus-swap', 'changed', ['RegressionLost', 'TestsFailed']],
  ])(
    '%s ends FAIL with RegressionLost: the base corpus runs against the patched code',
    async (patch, op, codes) => {
      const r = await validateDir(dir, patch);
      expect([r.verdict, r.proofGrade], r.printed).toEqual(['FAIL', false]);
      expect(failures(r)).toEqual({ regression: codes });
      const regression = (
        JSON.parse(r.receipt) as { phases: { name: string; testIntegrity?: unknown }[] }
      ).phases.find((p) => p.name === 'regression');
      expect(regression?.testIntegrity).toEqual({
        files: [{ path: 'testdata/fuzz/FuzzRejectsWords/word', op }],
        guarded: true,
        accepted: [],
      });
    },
    180_000,
  );

  it('fuzz-corpus-into-trusted: a seed corpus file in the trusted folder is refused at intake (UnsafePath)', async () => {
    const r = await refusal(dir, 'fuzz-corpus-into-trusted');
    expect(r).toMatchObject({ exit: 2, verdict: 'REFUSED', error: { code: 'UnsafePath' } });
    expect(r.error?.message).toContain('patchproof_tests/hidden/testdata/fuzz/FuzzX/seed');
  }, 60_000);
});
