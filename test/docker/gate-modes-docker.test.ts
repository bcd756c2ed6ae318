// The "second unrelated pull request" (issue 17) for real: python-calc after its add() fix
// merged, gated with `patchproof validate` on the Docker runner. The project's bug-fix spec
// (mode spec) cannot judge the next, unrelated PR: its reproduction suite passes on the new
// base, and the FAIL now says which gate modes fit. Mode proposal judges a feature by the
// tests it adds; mode none judges a refactor by the suites alone. Each with its attack.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../../src/main/cli.js';
import { verifyReceipt } from '../../src/core/receipt/verify-receipt.js';
import type { Receipt } from '../../src/core/receipt/schema.js';
import { repoRoot } from '../support/shared.js';
import { ourContainers, requireEngine, skipDocker, suiteName } from './support.js';

requireEngine();

const fixture = join(repoRoot, 'test', 'fixtures', 'python-calc');
const root = mkdtempSync(join(tmpdir(), 'pp-gate-modes-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

// The repository once the add() fix merged: the bug-fix campaign's reproduction now passes.
const repo = join(root, 'repo');
cpSync(join(fixture, 'repo'), repo, { recursive: true });
writeFileSync(
  join(repo, 'calc.py'),
  'def add(a, b):\n    return a + b\n\n\ndef sub(a, b):\n    return a - b\n',
);

/** The project's spec in `mode`: the fixture's own for spec, else the same suites without a trusted reproduction. */
function specFor(mode: 'spec' | 'proposal' | 'none'): string {
  if (mode === 'spec') return join(fixture, 'spec', 'patchproof.json');
  const dir = join(root, `spec-${mode}`);
  cpSync(join(fixture, 'spec', 'hidden'), join(dir, 'hidden'), { recursive: true });
  const spec = JSON.parse(readFileSync(join(fixture, 'spec', 'patchproof.json'), 'utf8')) as Record<
    string,
    unknown
  >;
  writeFileSync(
    join(dir, 'patchproof.json'),
    JSON.stringify({ ...spec, reproduction: mode }, null, 2),
  );
  return join(dir, 'patchproof.json');
}

// A feature PR: mul() and the test that shows it.
const FEATURE = `*** Begin Patch
*** Update File: calc.py
@@ def sub(a, b):
     return a - b
+
+
+def mul(a, b):
+    return a * b
*** Update File: tests/test_calc.py
@@
-from calc import sub
+from calc import mul, sub
@@ class CalcTest(unittest.TestCase):
     def test_sub_negative(self):
         self.assertEqual(sub(-1, 1), -2)
+
+    def test_mul(self):
+        self.assertEqual(mul(6, 7), 42)
*** End Patch
`;
// The same feature with a test that passes without it: it tests nothing the patch does.
const VACUOUS = FEATURE.replace('from calc import mul, sub', 'from calc import sub').replace(
  'self.assertEqual(mul(6, 7), 42)',
  'self.assertEqual(sub(6, 7), -1)',
);
// A refactor that must not change behaviour, and one that does.
const REFACTOR = `*** Begin Patch
*** Update File: calc.py
@@ def sub(a, b):
-    return a - b
+    return add(a, -b)
*** End Patch
`;
const BROKEN_REFACTOR = REFACTOR.replace('return add(a, -b)', 'return add(a, b)');

type Result = {
  code: number;
  json: {
    verdict: string;
    proofGrade: boolean;
    phases: Array<{ outcome: string }>;
    receipt: string;
  };
};

describe.skipIf(skipDocker)(
  suiteName('gate modes on the Docker runner: the PR after a bug fix merged'),
  () => {
    const store = join(root, 'store');
    let n = 0;

    async function validate(mode: 'spec' | 'proposal' | 'none', patch: string): Promise<Result> {
      const patchFile = join(root, `patch-${++n}.txt`);
      writeFileSync(patchFile, patch);
      let out = '';
      const code = await main(
        [
          'validate',
          '--repo',
          repo,
          '--patch',
          patchFile,
          '--spec',
          specFor(mode),
          '--runner',
          'docker',
          '--store',
          store,
          '--json',
          '--approve-as',
          'reviewer@example.org',
        ],
        {
          out: (t) => void (out += t),
          err: () => undefined,
        },
      );
      return { code, json: JSON.parse(out) as Result['json'] };
    }
    const receiptOf = (digest: string) => {
      const bytes = readFileSync(join(store, 'sha256', `${digest.slice('sha256:'.length)}.json`));
      return {
        verified: verifyReceipt(new Uint8Array(bytes), digest),
        receipt: JSON.parse(bytes.toString('utf8')) as Receipt,
      };
    };
    // The CLI's --json names each phase's outcome; the receipt has its reasons and targets.
    const phase = (r: Result, name: string) =>
      receiptOf(r.json.receipt).receipt.phases.find((p) => p.name === name);

    it('mode spec: the bug-fix spec cannot judge an unrelated PR, and the FAIL names the modes that fit', async () => {
      const r = await validate('spec', FEATURE);
      expect(r.json.verdict).toBe('FAIL');
      expect(phase(r, 'baseline')).toMatchObject({
        outcome: 'fail',
        classification: 'CONFIG_ERROR',
      });
      expect(
        phase(r, 'baseline')?.reasons.find((x) => x.code === 'NoAssertionFailure')?.detail,
      ).toContain('gate mode "proposal" or "none"');
    }, 180_000);

    it('mode proposal: the feature PASSes with proof grade, its own test shown failing without it and passing with it', async () => {
      const r = await validate('proposal', FEATURE);
      expect(r.json).toMatchObject({ verdict: 'PASS', proofGrade: true });
      expect(r.code).toBe(0);
      const { verified, receipt } = receiptOf(r.json.receipt);
      expect(verified.problems).toEqual([]);
      expect(receipt.runSpec.reproduction).toBe('proposal');
      // test_calc.py now imports mul: without the change the module cannot load, so its new
      // test shows as a collection error at baseline and as the patch's own test once patched.
      expect(receipt.phases[0]).toMatchObject({
        name: 'baseline',
        outcome: 'pass',
        evidence: 'proposal',
        targets: [],
      });
      expect(receipt.phases[1]).toMatchObject({
        name: 'patched',
        evidence: 'proposal',
        targets: [{ id: 'test_calc.CalcTest.test_mul', status: 'passed' }],
      });
      expect(receipt.phases[2]?.seal?.planted).toBeGreaterThan(0);
      expect(receipt.report.en).toContain('Gate mode proposal');
      expect(ourContainers()).toEqual([]);
    }, 180_000);

    it('mode proposal: a test that passes without the change FAILs; a PR with no test is told mode none fits', async () => {
      const vacuous = await validate('proposal', VACUOUS);
      expect(vacuous.json.verdict).toBe('FAIL');
      expect(phase(vacuous, 'baseline')?.reasons.map((x) => x.code)).toEqual([
        'ProposalTestsNotFailing',
      ]);
      const untested = await validate('proposal', REFACTOR);
      expect(untested.json.verdict).toBe('FAIL');
      expect(phase(untested, 'baseline')?.reasons[0]?.detail).toContain('gate mode "none"');
    }, 300_000);

    it('mode none: the refactor PASSes with proof grade on the suites alone; one that changes behaviour FAILs', async () => {
      const r = await validate('none', REFACTOR);
      expect(r.json).toMatchObject({ verdict: 'PASS', proofGrade: true });
      expect(r.json.phases.map((p) => p.outcome)).toEqual(['skipped', 'skipped', 'pass', 'pass']);
      const { verified, receipt } = receiptOf(r.json.receipt);
      expect(verified.problems).toEqual([]);
      expect(receipt.report.en).toContain('Gate mode none: no baseline or patched phase ran');
      const broken = await validate('none', BROKEN_REFACTOR);
      expect(broken.json).toMatchObject({ verdict: 'FAIL', proofGrade: false });
      expect(phase(broken, 'regression')?.reasons.map((x) => x.code)).toContain('RegressionLost');
      expect(broken.code).toBe(1);
    }, 300_000);
  },
);
