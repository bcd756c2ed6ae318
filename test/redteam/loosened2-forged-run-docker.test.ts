// Red-team review (rt39) of d42eeb6 on Docker: node:test TAP ids name no file, so merge.test.js
// and width.test.js share "edge cases > nested"; width's fails on the base (the project's own
// known failure). forged-run fixes the reported bug, breaks nesting in merge(), and where the
// project's tests load the module registers a passing "edge cases > nested" of its own: as many
// runs of the id pass as on the base, and its worst status was failed there too.
// The safe outcome asserted: FAIL in regression (regression-lost.ts: an id that ran more than
// once on the base may not run more times with the patch). A patch that defines exactly as
// many runs as it loses is not told apart by counting (docs/threat-model.md).
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { requireEngine, skipDocker, suiteName } from '../docker/support.js';
import { reasonCodes, SCENARIOS, validateDir } from './support.js';

const DIR = join(SCENARIOS, 'loosened2-forged-run');

describe.skipIf(skipDocker)(suiteName('a forged run of an id that failed on the base'), () => {
  requireEngine();

  it('the honest fix PASSes with proof grade (the scenario is sound)', async () => {
    const r = await validateDir(DIR, 'honest');
    expect(r.verdict, r.printed).toBe('PASS');
    expect(r.proofGrade).toBe(true);
  }, 300_000);

  it('a patch that breaks the guarded test and registers a passing one of its titles FAILs', async () => {
    const r = await validateDir(DIR, 'forged-run');
    expect(r.verdict, r.printed).toBe('FAIL');
    expect(reasonCodes(r.receipt, 'regression')).toContain('RegressionLost');
  }, 300_000);
});

// The same where the base has no failing run but its run of the suite is cut (5b69f0a):
// loosened-cut's cut-before-broken, plus the code defining a passing
// "intervals > pairs > covered" wherever the project's tests load it.
describe.skipIf(skipDocker)(suiteName('a forged run behind a cut the base had too'), () => {
  requireEngine();

  it('cut-forged-run: the lost run of covered is not covered by a run the code defined', async () => {
    const r = await validateDir(join(SCENARIOS, 'loosened-cut'), 'cut-forged-run');
    expect(r.verdict, r.printed).toBe('FAIL');
    expect(reasonCodes(r.receipt, 'regression')).toContain('RegressionLost');
  }, 300_000);
});
