// Trusted suites load as the project's own tests do (issue 34), on Docker through the CLI.
// The fixture (test/fixtures/trusted-helpers/python) has what real suites have: a helper
// module and a helper package beside the trusted tests, imported by bare name; a conftest.py
// in the trusted folder whose fixture the tests use; a project whose own tests/ has a
// helpers.py of its own, on the path through pytest.ini. The honest fix must PASS with
// proof grade under unittest discovery and every pytest import mode (before, importlib mode
// could not import the helpers at all).
//
// The attack (shadow-helpers) fixes nothing and brings its own helpers.py, whose checks
// pass everything, at the repository root and in src/ (both before the trusted folder on
// sys.path in append mode), and its code imports it before the tests import theirs. Before,
// it PASSed with proof grade under --import-mode=append; it must FAIL in every mode.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { reasonCodes, validateDir } from '../redteam/support.js';
import { repoRoot } from '../support/shared.js';
import { requireEngine, skipDocker, suiteName } from './support.js';

const DIR = join(repoRoot, 'test', 'fixtures', 'trusted-helpers', 'python');
const SPECS = ['pytest-prepend', 'pytest-append', 'pytest-importlib', 'unittest'];

describe.skipIf(skipDocker)(suiteName('trusted suites with helpers beside them on Docker'), () => {
  requireEngine();

  it.each(SPECS)(
    '%s: the honest fix PASSes with proof grade, the helpers and the conftest.py fixture loaded',
    async (spec) => {
      const r = await validateDir(DIR, 'honest', [], `spec/${spec}.json`);
      expect(r.verdict, r.printed).toBe('PASS');
      expect(r.proofGrade).toBe(true);
      expect(r.phases.map((p) => p.outcome)).toEqual(['pass', 'pass', 'pass', 'pass']);
    },
    180_000,
  );

  it.each(SPECS)(
    '%s: a patch whose helpers.py comes first on sys.path does not stand in for the trusted one',
    async (spec) => {
      const r = await validateDir(DIR, 'shadow-helpers', [], `spec/${spec}.json`);
      expect(r.verdict, r.printed).toBe('FAIL');
      expect(reasonCodes(r.receipt, 'baseline')).toEqual([]);
      expect(reasonCodes(r.receipt, 'patched')).toContain('TargetNotPassing');
      // Its code imports helpers first and now gets the trusted one, which imports the code
      // back half-loaded: the hidden suite fails to load (or fails), by the patch's doing.
      expect(r.phases.find((p) => p.name === 'hidden')?.outcome).toBe('fail');
    },
    180_000,
  );

  // EvidenceTampered only for evidence: a trusted suite that cannot load on the base (pytest
  // refuses a trusted conftest.py in append mode beside the repository's own; the project's
  // python_files setting collects none of the trusted files) said, before, NoTestsExecuted,
  // ReportDisagreesWithExit and EvidenceTampered of an honest fix.
  it.each(['unloadable-conftest', 'unloadable-collects-nothing'])(
    '%s: TrustedSuiteNotLoadable (CONFIG_ERROR) at baseline and patched alike, never EvidenceTampered',
    async (spec) => {
      const r = await validateDir(DIR, 'honest', [], `spec/${spec}.json`);
      expect(r.verdict, r.printed).toBe('FAIL');
      for (const phase of ['baseline', 'patched'])
        expect(reasonCodes(r.receipt, phase), phase).toEqual(['TrustedSuiteNotLoadable']);
      expect(r.phases.find((p) => p.name === 'baseline')?.classification).toBe('CONFIG_ERROR');
      expect(r.receipt).not.toContain('EvidenceTampered');
    },
    180_000,
  );
});
