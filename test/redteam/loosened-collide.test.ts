// Red-team review of c99a702/3a5df47 (regression.updatedTests, issue 34): the names excuse by
// id, and some reporters' ids do not name the file (node:test TAP `edge cases > touching`,
// node:test JUnit `test::…`, mocha xunit, jest-junit). The spec names the test its fix updates
// in merge.test.js; width.test.js holds another test of the same title. A patch that fixes the
// bug, changes width() and rewrites width's test to match has the base version of that test
// fail in the guard run under the named id: excused, though the spec never meant it. Since
// the fix (regression-lost.ts) a name excuses only an id that stands for one base test.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { requireEngine, skipDocker, suiteName } from '../docker/support.js';
import { reasonCodes, SCENARIOS, validateDir } from './support.js';

const DIR = join(SCENARIOS, 'loosened-collide');

describe.skipIf(skipDocker)(suiteName('updatedTests: a named id two files share'), () => {
  requireEngine();

  // Fail closed (regression-lost.ts): the name cannot say which of the two tests changes, so
  // it excuses neither, and the reason says what to do. An honest project there gives the
  // tests distinct titles.
  it('the honest fix, which updates the named test in merge.test.js, FAILs and says the name is ambiguous', async () => {
    const r = await validateDir(DIR, 'honest');
    expect(r.verdict, r.printed).toBe('FAIL');
    const regression = (
      JSON.parse(r.receipt) as { phases: { name: string; reasons: { detail: string }[] }[] }
    ).phases.find((p) => p.name === 'regression');
    expect(regression?.reasons.map((x) => x.detail).join('\n')).toContain(
      'give those tests distinct titles',
    );
  }, 240_000);

  it('a patch that also changes width() and rewrites the same-titled test of width.test.js ends FAIL', async () => {
    const r = await validateDir(DIR, 'other-file-same-title');
    expect(r.verdict, r.printed).toBe('FAIL');
    expect(reasonCodes(r.receipt, 'regression')).toContain('RegressionLost');
  }, 240_000);
});
