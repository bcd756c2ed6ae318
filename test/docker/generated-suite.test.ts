// A project suite that generates 10,000 tests with load_tests (test/fixtures/generated):
// every one prints the same `runTest (...)` line, half with a docstring. The regression
// phase must read all 10,000 (issue 16: it was "ReportUnreadable: the summary says 6250
// tests ran but the test lines show 26" on idna's suite), and the fix must PASS.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateDir } from '../redteam/support.js';
import { repoRoot } from '../support/shared.js';
import { requireEngine, skipDocker, suiteName } from './support.js';

describe.skipIf(skipDocker)(suiteName('a generated suite of 10,000 tests on Docker'), () => {
  requireEngine();

  it('reads every test and PASSes the fix with proof grade', async () => {
    const r = await validateDir(join(repoRoot, 'test', 'fixtures', 'generated'), 'honest');
    expect(r.verdict, r.printed).toBe('PASS');
    expect(r.proofGrade).toBe(true);
    const regression = (JSON.parse(r.receipt) as { phases: { name: string; tests: { executed: number; passed: number } }[] }).phases.find((p) => p.name === 'regression');
    expect(regression?.tests).toMatchObject({ executed: 10_000, passed: 10_000 });
  }, 300_000);
});
