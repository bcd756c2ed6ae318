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
    const regression = (
      JSON.parse(r.receipt) as {
        phases: { name: string; tests: { executed: number; passed: number } }[];
      }
    ).phases.find((p) => p.name === 'regression');
    expect(regression?.tests).toMatchObject({ executed: 10_000, passed: 10_000 });
  }, 300_000);

  it("reads every test through the trusted reporter (JUnit XML checked against unittest's summary), sealed, and PASSes the fix", async () => {
    // spec/reporter.json: every suite runs /usr/lib/patchproof/unittest_junit.py, read-only in the image.
    const r = await validateDir(
      join(repoRoot, 'test', 'fixtures', 'generated'),
      'honest',
      [],
      'spec/reporter.json',
    );
    expect(r.verdict, r.printed).toBe('PASS');
    expect(r.proofGrade).toBe(true);
    const phases = (
      JSON.parse(r.receipt) as {
        phases: {
          name: string;
          tests: { executed: number; passed: number };
          seal?: { planted: number; plantsAsPlanted: boolean };
        }[];
      }
    ).phases;
    expect(phases.find((p) => p.name === 'regression')?.tests).toMatchObject({ executed: 10_000 });
    // The sealed suites' plants were read back through the reporter's ids.
    for (const name of ['baseline', 'patched', 'hidden'])
      expect(phases.find((p) => p.name === name)?.seal, name).toMatchObject({
        plantsAsPlanted: true,
      });
  }, 300_000);

  it("a patch that silences the trusted reporter's result class (no fix) FAILs: the silenced tests have no outcome, which unittest's summary contradicts", async () => {
    const r = await validateDir(
      join(repoRoot, 'test', 'fixtures', 'generated'),
      'swallow-reporter',
      [],
      'spec/reporter.json',
    );
    expect(r.verdict, r.printed).toBe('FAIL');
    const patched = (
      JSON.parse(r.receipt) as {
        phases: { name: string; outcome: string; reasons: { code: string }[] }[];
      }
    ).phases.find((p) => p.name === 'patched');
    expect(patched?.outcome).toBe('fail');
    // Silenced failures leave their tests (the must-fail plants among them) with no outcome,
    // which the reporter writes as errored, while unittest's own summary says OK: unreadable.
    expect(patched?.reasons.map((x) => x.code)).toContain('ReportUnreadable');
  }, 300_000);
});
