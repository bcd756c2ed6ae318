// Red-team review of 5b69f0a (a regression run cut short passes when the usable base run was
// cut short too and lost nothing, issue 34). The project's cli.test.js ends its process on the
// base (parsePairs exits on bad input), after its `covered` test: the base's run of the suite
// is cut there. The honest fix leaves that as it is and PASSes. A patch that ends the process
// earlier, so that a test that passed on the base never runs, is RegressionLost.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { requireEngine, skipDocker, suiteName } from '../docker/support.js';
import { reasonCodes, SCENARIOS, validateDir } from './support.js';

const DIR = join(SCENARIOS, 'loosened-cut');

describe.skipIf(skipDocker)(suiteName('a regression run cut where the base run was cut'), () => {
  requireEngine();

  it('the honest fix PASSes: the base cut the same file at the same test', async () => {
    const r = await validateDir(DIR, 'honest');
    expect([r.verdict, r.proofGrade], r.printed).toEqual(['PASS', true]);
  }, 240_000);

  it('a patch that ends the process earlier loses a test that passed on the base: FAIL', async () => {
    const r = await validateDir(DIR, 'cut-loses-a-test');
    expect(r.verdict, r.printed).toBe('FAIL');
    expect(reasonCodes(r.receipt, 'regression')).toContain('RegressionLost');
  }, 240_000);
});
