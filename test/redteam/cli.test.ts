// The red team through `patchproof validate` on Docker (PROTOCOL 5.1): every attack patch
// ends FAIL and never proof grade, the honest fix of the same bug still PASSes with proof
// grade, and no receipt or printed line carries the hidden tests.
import { describe, expect, it } from 'vitest';
import { requireEngine, skipDocker, suiteName } from '../docker/support.js';
import { WITHHELD_OUTPUT } from '../../src/core/execution/hidden.js';
import { dockerRootDir, largestDrop } from '../support/free-space.js';
import {
  FIXES_THE_BUG,
  hiddenChannels,
  hiddenMarks,
  leaked,
  probesOf,
  reasonCodes,
  RED_TEAM,
  validateCli,
} from './support.js';

describe.skipIf(skipDocker)(suiteName('red team through the CLI on Docker'), () => {
  requireEngine();
  for (const scenario of RED_TEAM) {
    describe(scenario.name, () => {
      it('the honest fix PASSes with proof grade; every phase sealed, every plant as planted', async () => {
        const r = await validateCli(scenario.name, 'honest');
        expect(r.verdict, r.printed).toBe('PASS');
        expect(r.proofGrade).toBe(true);
        const receipt = JSON.parse(r.receipt) as {
          phases: {
            name: string;
            seal?: { plantsAsPlanted: boolean; planted: number; twins: number; judged?: number };
          }[];
          seal: { bits: number };
        };
        for (const name of ['baseline', 'patched', 'hidden']) {
          const seal = receipt.phases.find((p) => p.name === name)?.seal;
          expect(seal, name).toMatchObject({ plantsAsPlanted: true });
          expect(seal?.planted).toBeGreaterThan(0);
          // The baseline copy holds no patched code: plants and new names, no twins.
          if (name === 'baseline') expect(seal?.twins).toBe(0);
          // Python's comparisons with literals are judged outside the runner: no twins of
          // them, whose literals would enter it (python-judged.ts).
          if (scenario.name.startsWith('py-')) expect(seal?.judged).toBeGreaterThan(0);
          else if (name !== 'baseline') expect(seal?.twins).toBeGreaterThan(0);
        }
        if (!scenario.name.startsWith('py-')) expect(receipt.seal.bits).toBeGreaterThanOrEqual(20);
        // The project's own tests get plants where they are Python test classes or modules.
        const regression = receipt.phases.find((p) => p.name === 'regression')?.seal;
        expect(regression).toMatchObject({ plantsAsPlanted: true, twins: 0, planted: 4 });
        if (scenario.probes)
          expect(probesOf(r.receipt)).toEqual({
            probes: { cases: 3, passed: 3 },
            evidence: 'probes',
          });
      }, 120_000);

      it.each(Object.entries(scenario.attacks))(
        '%s ends FAIL, never proof grade, and leaks nothing hidden',
        async (attack, [phase, code]) => {
          const r = await validateCli(scenario.name, attack);
          expect(r.verdict, r.printed).toBe('FAIL');
          expect(r.proofGrade).toBe(false);
          expect(reasonCodes(r.receipt, phase)).toContain(code);
          // Whatever the attack did to the reports, the output compared outside the runner is wrong.
          if (scenario.probes && !FIXES_THE_BUG.has(attack))
            expect(reasonCodes(r.receipt, 'hidden')).toContain('ProbesFailed');
          expect(leaked(r.receipt + r.printed, await hiddenMarks(scenario.name))).toEqual([]);
          // What the hidden run could steer is cut down to what a verdict needs.
          const hidden = hiddenChannels(r.receipt);
          expect([0, 1, null]).toContain(hidden.exitCode);
          expect(hidden.stdout).toEqual(WITHHELD_OUTPUT);
          expect(hidden.stderr).toEqual(WITHHELD_OUTPUT);
          expect(hidden.durationMs % 10_000).toBe(0);
        },
        120_000,
      );
    });
  }

  it('a patch that fills its disk (2 GiB into the workspace and into /tmp) ends FAIL with DiskLimit; the host disk does not take it', async () => {
    const measured = await largestDrop(dockerRootDir(), () =>
      validateCli('py-intervals', 'disk-fill'),
    );
    const r = measured.result;
    expect([r.verdict, r.proofGrade]).toEqual(['FAIL', false]);
    for (const phase of ['patched', 'regression', 'hidden'])
      expect(reasonCodes(r.receipt, phase), phase).toContain('DiskLimit');
    // validate runs at most 2 runs at once, each capped at limits.diskMiB (1024 MiB by default).
    expect(measured.dropBytes).toBeLessThan(2 * 1024 * 1024 * 1024 + 256 * 1024 * 1024);
  }, 300_000);
});
