// The sealing fidelity property (issue 34) on a fixed sample of Python's own test suite:
// every file sealed under unittest and pytest, with no twins and with twins, compiles with
// the host's python3, holds exactly the tests it held (mapped back through the name map),
// leaves everything that is not a test as it was (AST and comments), and has twins that
// differ from their originals only in literals of the same kind. The whole corpus runs with
// `npm run seal:fidelity -- --lang python`; this is every n-th stdlib test file by path.
// Needs Debian's libpython3.11-testsuite; CI installs it (.ci/run) and fails without it.
import { existsSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadTestFileParser } from '../../src/adapters/syntax/test-file-parser.js';
import type { TestFileParser } from '../../src/core/seal/syntax.js';
import { everyNth, runFidelity, walk } from '../../scripts/seal-fidelity-core.js';
import { PYTHON_STDLIB_TESTS, pythonFidelity } from '../../scripts/seal-fidelity-python.js';

const SAMPLE = 150;
const installed = existsSync(`${PYTHON_STDLIB_TESTS}/test/test_grammar.py`);
const required = process.env['PATCHPROOF_REQUIRE_PYTHON_TESTSUITE'] === '1';

let parser: TestFileParser;
beforeAll(async () => {
  parser = await loadTestFileParser(['python']);
});

describe.skipIf(!installed && !required)(
  `sealing fidelity on Python's own tests${installed || required ? '' : ' (skipped: apt-get install -y libpython3.11-testsuite)'}`,
  () => {
    it(`${SAMPLE} stdlib test files seal faithfully under unittest and pytest`, async () => {
      expect(installed, `no ${PYTHON_STDLIB_TESTS}/test: install libpython3.11-testsuite`).toBe(
        true,
      );
      const files = everyNth(walk(PYTHON_STDLIB_TESTS, pythonFidelity.isCandidate), SAMPLE).map(
        (path) => ({ source: 'stdlib', path }),
      );
      const [report] = await runFidelity(pythonFidelity, files, parser);
      expect(report?.failures).toEqual([]);
      // The sample is real work: most files hold tests, and twins were made and judged.
      expect(report?.checked).toBeGreaterThan(SAMPLE * 0.9);
      expect(report?.sealable).toBeGreaterThan(SAMPLE * 0.5);
      expect(report?.twins).toBeGreaterThan(200);
    }, 600_000); // ~35 s of CPU; the wall clock of a loaded machine is longer
  },
);
