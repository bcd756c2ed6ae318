// A patch that swaps the trusted suite's helpers for no-ops in the running process (red-team
// finding f1, issue 34). The trusted tests assert through a helper module (helpers.py), a
// helper package (testutil/) and a conftest.py fixture, and the code under test, imported
// before them, strikes at each: a module with no __file__ put in sys.modules under the bare
// name; one claiming the trusted file as its own, put back after the bootstrap ran; a
// meta_path finder serving the bare names; the real functions' code and every binding of
// them rebound, found by name; and, by no name at all, every function loaded from the
// trusted folder (through sys.modules, through gc) turned into a no-op.
//
// Before, all of them PASSed with proof grade. The helpers are now loaded under names the
// patch cannot know (python-helper-names.ts), which stops the ones that go by name; the ones
// that go by no name are stopped by the helpers' own checks counting as assertions
// (python-helper-asserts.ts): a must-fail plant in a file with an equality helper calls it,
// and passes through the no-op. (These tests get no twins: `calc.add(…)` reads as mutating a
// shared `calc` to shared-state.ts; where a test is twinnable its helper calls are twinned.)
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { reasonCodes, validateDir } from '../redteam/support.js';
import { repoRoot } from '../support/shared.js';
import { requireEngine, skipDocker, suiteName } from './support.js';

const DIR = join(repoRoot, 'test', 'fixtures', 'trusted-helpers', 'python-swap');

describe.skipIf(skipDocker)(suiteName('trusted helpers swapped in the process on Docker'), () => {
  requireEngine();

  it('the honest fix PASSes with proof grade; a helper that reads its own __name__ agrees with itself', async () => {
    const r = await validateDir(DIR, 'honest');
    expect(r.verdict, r.printed).toBe('PASS');
    expect(r.proofGrade).toBe(true);
    expect(r.phases.map((p) => p.outcome)).toEqual(['pass', 'pass', 'pass', 'pass']);
  }, 180_000);

  it.each([
    // By name: the trusted tests no longer import these names, so the real helpers run.
    ['swap-nofile', 'TargetNotPassing'],
    ['swap-trusted-file', 'TargetNotPassing'],
    ['finder-by-name', 'TargetNotPassing'],
    ['attribute-by-name', 'TargetNotPassing'],
    // By no name: the helpers' twins pass where they must fail.
    ['walk-modules', 'EvidenceTampered'],
    ['walk-gc', 'EvidenceTampered'],
  ])(
    '%s: the swapped helpers do not stand in for the trusted ones (%s)',
    async (patch, code) => {
      const r = await validateDir(DIR, patch);
      expect(r.verdict, r.printed).toBe('FAIL');
      expect(reasonCodes(r.receipt, 'baseline')).toEqual([]);
      expect(reasonCodes(r.receipt, 'patched')).toContain(code);
    },
    180_000,
  );
});
