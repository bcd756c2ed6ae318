// Red-team review of 5b69f0a (a regression run cut short passes when the usable base run was
// cut short too and lost nothing, issue 34). The project's cli.test.js ends its process on the
// base (parsePairs exits on bad input), after its `covered` test: the base's run of the suite is
// cut. node:test's TAP names a test by its titles, not its file, and merge.test.js has a test of
// the same titles (`intervals > pairs > covered`, on empty input). The attack fixes the bug and
// makes covered() end the process on overlapping input: cli.test.js's `covered` never reports,
// the id passes by merge.test.js's test, the crash record is the base's, and the cut is excused
// because the base was cut too. Before 5b69f0a the cut alone failed the phase.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { requireEngine, skipDocker, suiteName } from '../docker/support.js';
import { reasonCodes, SCENARIOS, validateDir } from './support.js';

const DIR = join(SCENARIOS, 'loosened-cut');

describe.skipIf(skipDocker)(
  suiteName('a regression run cut where the base run was cut, and a title two files share'),
  () => {
    requireEngine();

    it("a patch whose covered() ends the process before that file's covered test reports ends FAIL", async () => {
      const r = await validateDir(DIR, 'cut-before-broken');
      expect(r.verdict, r.printed).toBe('FAIL');
      expect(reasonCodes(r.receipt, 'regression')).toContain('RegressionLost');
    }, 240_000);
  },
);
