// Known open attacks (docs/threat-model.md#known-open-attacks): what sealing does not stop
// yet, with its outcome today, so a change in either direction is seen. When one of these
// starts to FAIL, move it to the red team and update the threat model.
import { afterAll, describe, expect, it } from 'vitest';
import { requireEngine, skipDocker, suiteName } from '../docker/support.js';
import { scratchFolder, scratchScenario, seals } from './scratch-scenarios.js';
import { validateCli, validateDir } from './support.js';

describe.skipIf(skipDocker)(suiteName('known open attacks (Docker)'), () => {
  requireEngine();

  it('a suite of assertIn(literal, value) only: swallowing every failure but the plants’ PASSes, and the receipt says the claim is weak', async () => {
    // py-plants-only's trusted tests use assertIn(literal, value) only: a membership the
    // value's own __contains__ decides, so it is neither judged nor twinned (bits 0). The
    // patch recognises the plants (they compare two literals) and makes every other test a no-op.
    const honest = await validateCli('py-plants-only', 'honest');
    expect(honest.verdict).toBe('PASS');
    const attack = await validateCli('py-plants-only', 'selective-swallow');
    expect(attack.verdict).toBe('PASS'); // OPEN: the bug is not fixed
    expect(attack.proofGrade).toBe(true);
    const receipt = JSON.parse(attack.receipt) as {
      seal: { bits: number };
      report: { en: string; zh: string };
    };
    expect(receipt.seal.bits).toBe(0);
    expect(receipt.report.en).toContain('Weaker claim');
    expect(receipt.report.zh).toContain('较弱的结论');
  }, 120_000);

  it("the regression phase: a patch that knows the project's own test names and drops only their checks PASSes", async () => {
    // py-intervals' regression-spare-known: the fix plus a broken merge([]); where no trusted
    // suite is mounted, assertEqual is a no-op for the four test names of the repository.
    // The plants keep failing as planted, so nothing contradicts; only hidden tests or
    // probes that cover the broken case could catch it.
    const attack = await validateCli('py-intervals', 'regression-spare-known');
    expect(attack.verdict).toBe('PASS'); // OPEN: merge([]) is broken
    expect(attack.proofGrade).toBe(true);
    const receipt = JSON.parse(attack.receipt) as {
      phases: { name: string; seal?: { planted: number; plantsAsPlanted: boolean } }[];
    };
    expect(receipt.phases.find((p) => p.name === 'regression')?.seal).toMatchObject({
      planted: 4,
      plantsAsPlanted: true,
    });
  }, 120_000);

  it('the regression phase: a patch that behaves as the base wherever no trusted suite is mounted PASSes', async () => {
    // py-intervals' regression-phase-aware: the fix, and a broken merge([]), only where the
    // reserved folder holds a trusted suite; in the regression copy it is the base code, so
    // the project's tests (and any plants) pass honestly there. No phase sees the merged code
    // as it is; only hidden tests or probes covering merge([]) could.
    const attack = await validateCli('py-intervals', 'regression-phase-aware');
    expect(attack.verdict).toBe('PASS'); // OPEN: merge([]) is broken outside the regression copy
    expect(attack.proofGrade).toBe(true);
  }, 120_000);
});

// Scenarios that run from a scratch copy (their packages installed there), after the JS and Go red team.
describe.skipIf(skipDocker)(
  suiteName('known open attacks on Vitest and Go suites (Docker)'),
  () => {
    const scratch = scratchFolder();
    afterAll(() => scratch.remove());

    it('Go: swallowing the failures of the tests that call the code, where no trusted suite is mounted, PASSes the regression phase', async () => {
      // go-ranges' regression-swallow: the fix, spaces around numbers broken (no TrimSpace),
      // and, only where patchproof_tests/ is empty, the failed flag of each test that called
      // Parse cleared with its parents' (go-attacks.test.ts's swallow), the root's left set so
      // the binary exits 1 as a planted run does. The regression plants never call Parse, so
      // they fail and pass as planted; TestParse/spaces is broken and reported passed.
      const dir = scratchScenario(scratch.dir, 'go-ranges');
      const attack = await validateDir(dir, 'regression-swallow');
      expect(attack.verdict, attack.printed).toBe('PASS'); // OPEN: Parse(" 2 - 3 ") fails
      expect(attack.proofGrade).toBe(true);
      expect(seals(attack.receipt)['regression']).toMatchObject({
        planted: 4,
        plantsAsPlanted: true,
      });
    }, 300_000);
  },
);
