// Attacks on JavaScript suites (mocha with chai, Jest, Vitest) through `patchproof validate`
// on Docker, each against a copy of examples/js-frameworks (test/redteam/scenarios/js-*):
// the library parseRanges drops single numbers. Every attack is code the patch puts in
// lib/ranges.js, which the trusted tests import, so it runs inside the test process:
//
// - each-cheat (Jest): wraps the global it.each/test.each so every table row swallows its
//   failure, and fixes only the input "5" of the plain target. The file has a table, so its
//   first must-fail plant is a one-row table: it passes too.
// - chai-swallow (mocha): chai's Assertion.prototype.assert never throws when the object
//   under test is the array parseRanges returned; plants compare two literals and still
//   fail, but the twins of each real test call parseRanges and pass with their original.
// - expect-swallow (Vitest): the same through expect.extend({ toEqual }).
// - regression-swallow (mocha, Vitest): fixes the bug, breaks spaces around numbers, and
//   only where no trusted suite is mounted makes chai's assertions (Vitest's matchers)
//   no-ops; the regression suite's must-fail plants pass.
// - made-up-test (mocha, Vitest): registers a passing test of its own in whichever suite
//   imports the library; the report names a test the trusted files do not define.
// - jest-config: a jest.config.js whose setup file replaces expect: refused at intake.
// - each-select (Vitest): fixes "5" only and passes toEqual where the running test's title
//   ends with the input parseRanges was last called with (a table's titles are formatted
//   from its rows). It PASSed with proof grade while tables had no twins; a table's twins
//   (js-table-twins.ts) are titled from the same template, so their rows are swallowed too
//   and pass beside their originals.
//
// Each scenario's honest fix PASSes with proof grade, so none of these is a false FAIL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireEngine, skipDocker, suiteName } from '../docker/support.js';
import { failures, refusal, scratchFolder, scratchScenario, seals } from './scratch-scenarios.js';
import { validateDir } from './support.js';

const FRAMEWORKS = ['js-mocha', 'js-jest', 'js-vitest'] as const;
const TAMPERED = ['EvidenceTampered'];

/** Attack → the failed phases and the reason codes of each (all of them, sorted). */
const ATTACKS: ReadonlyArray<
  readonly [scenario: string, patch: string, failed: Record<string, string[]>]
> = [
  // Fixes "5" only: the table rows of the reproduction fail and are swallowed, the hidden
  // suite (no table there) fails honestly.
  ['js-jest', 'each-cheat', { patched: TAMPERED, hidden: ['TestsFailed'] }],
  ['js-mocha', 'chai-swallow', { patched: TAMPERED, hidden: TAMPERED }],
  ['js-vitest', 'expect-swallow', { patched: TAMPERED, hidden: TAMPERED }],
  ['js-mocha', 'regression-swallow', { regression: TAMPERED }],
  ['js-vitest', 'regression-swallow', { regression: TAMPERED }],
  // Fixes "5" only, so the hidden suite also fails honestly.
  ['js-mocha', 'made-up-test', { patched: TAMPERED, hidden: ['EvidenceTampered', 'TestsFailed'] }],
  ['js-vitest', 'made-up-test', { patched: TAMPERED, hidden: ['EvidenceTampered', 'TestsFailed'] }],
  ['js-vitest', 'each-select', { hidden: TAMPERED }],
];

describe.skipIf(skipDocker)(suiteName('red team: mocha, Jest and Vitest suites on Docker'), () => {
  requireEngine();
  const scratch = scratchFolder();
  const dirs = new Map<string, string>();
  beforeAll(() => {
    for (const name of FRAMEWORKS) dirs.set(name, scratchScenario(scratch.dir, name));
  }, 300_000);
  afterAll(() => scratch.remove());
  const dir = (name: string): string => dirs.get(name) as string;

  it.each(FRAMEWORKS)(
    '%s: the honest fix PASSes with proof grade, every phase sealed and all plants as planted',
    async (name) => {
      const r = await validateDir(dir(name), 'honest');
      expect([r.verdict, r.proofGrade], r.printed).toEqual(['PASS', true]);
      for (const [phase, seal] of Object.entries(seals(r.receipt)))
        expect(seal, phase).toMatchObject({ planted: 4, plantsAsPlanted: true });
      // The twins that catch the swallowing attacks are there in the reproduction suite.
      expect(seals(r.receipt)['patched']?.twins).toBeGreaterThan(0);
    },
    180_000,
  );

  it.each(ATTACKS)(
    '%s %s ends FAIL with the expected phases and reasons',
    async (name, patch, failed) => {
      const r = await validateDir(dir(name), patch);
      expect([r.verdict, r.proofGrade], r.printed).toEqual(['FAIL', false]);
      expect(failures(r)).toEqual(failed);
      // Tampering shows in the seal: a plant or a twin was not reported as planted.
      for (const [phase, codes] of Object.entries(failed)) {
        if (codes.includes('EvidenceTampered') && patch !== 'made-up-test')
          expect(seals(r.receipt)[phase]?.plantsAsPlanted, phase).toBe(false);
      }
    },
    180_000,
  );

  it('js-jest jest-config: a Jest config whose setup file replaces expect is refused at intake (ProtectedPath)', async () => {
    const r = await refusal(dir('js-jest'), 'jest-config');
    expect(r).toMatchObject({ exit: 2, verdict: 'REFUSED', error: { code: 'ProtectedPath' } });
    expect(r.error?.message).toContain('jest.config.js');
  }, 60_000);
});
