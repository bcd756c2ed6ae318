// The sealing fidelity property (issue 34) on a fixed sample of real JavaScript and Go test
// files: sealed with and without twins, every file parses as its original did (acorn or
// TypeScript's parser for JavaScript, go/parser for Go), holds the same tests in the same
// order, and each twin differs from its original only in its name and twinned literals.
// `npm run seal:fidelity -- --lang js|go` runs the same property over every file there is.
// Inputs: the npm packages' tests vendored in fixtures/npm (SOURCE.md), and Go's standard
// library tests, which Debian's golang-go installs (.ci/run does): a missing input fails.
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadTestFileParser } from '../../src/adapters/syntax/index.js';
import type { TestFileParser } from '../../src/core/seal/syntax.js';
import {
  everyNth,
  type FidelityFile,
  type FidelityLanguage,
  runFidelity,
  walk,
} from '../../scripts/seal-fidelity-core.js';
import { goFidelity, goRoot, startGoChecker } from '../../scripts/seal-fidelity-go.js';
import { jsFidelity } from '../../scripts/seal-fidelity-js.js';

const NPM = join(import.meta.dirname, 'fixtures', 'npm');
/** How many Go files: every k-th of the standard library's test files, sorted by path. */
const GO_SAMPLE = 50;

let parser: TestFileParser;
beforeAll(async () => {
  parser = await loadTestFileParser(['javascript', 'typescript', 'tsx', 'go']);
});

async function check(language: FidelityLanguage, files: FidelityFile[]) {
  const [report] = await runFidelity(language, files, parser);
  if (!report) throw new Error('no files');
  return report;
}

describe('sealing fidelity on real test files', () => {
  it('JavaScript: the tests of three npm packages', { timeout: 60_000 }, async () => {
    // Candidates by their path inside the package (the vendored copy sits under fixtures/).
    const files = walk(NPM, (path) => jsFidelity.isCandidate(path.slice(NPM.length))).map(
      (path) => ({ source: 'npm', path }),
    );
    expect(files.length).toBeGreaterThanOrEqual(60);
    const report = await check(jsFidelity, files);
    expect(report.failures).toEqual([]);
    expect(report.exclusions).toEqual([]);
    expect(report.checked).toBe(files.length);
    expect(report.sealable).toBeGreaterThanOrEqual(30);
    expect(report.twins).toBeGreaterThan(0);
  });

  it('a file Node reads and Tree-sitter cannot is REFUSED by sealing, not excluded', async () => {
    // `using` (explicit resource management): acorn parses it, the JavaScript grammar does not.
    const dir = mkdtempSync(join(tmpdir(), 'fidelity-js-'));
    const path = join(dir, 'using.test.mjs');
    writeFileSync(
      path,
      "import test from 'node:test';\ntest('t', () => {\n  using x = open();\n});\n",
    );
    try {
      const report = await check(jsFidelity, [{ source: 'tmp', path }]);
      expect(report).toMatchObject({ checked: 1, refused: 1, excluded: 0, failures: [] });
      expect(report.refusals[0]?.reason).toMatch(/\(SuiteNotSealable\)/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("Go: a fixed sample of the standard library's tests", { timeout: 90_000 }, async () => {
    const root = goRoot();
    if (root === null) throw new Error('Go is not installed: apt-get install golang-go');
    const src = join(root, 'src');
    expect(existsSync(join(src, 'strings', 'strings_test.go'))).toBe(true);
    const all = walk(src, goFidelity.isCandidate);
    expect(all.length).toBeGreaterThan(1000);
    const files = everyNth(all, GO_SAMPLE).map((path) => ({ source: 'go', path }));
    // Parsed, not type-checked: type-checking each package from source takes minutes here
    // (npm run seal:fidelity -- --lang go does both).
    const report = await check({ ...goFidelity, start: () => startGoChecker(false) }, files);
    expect(report.failures).toEqual([]);
    expect(report.checked + report.excluded).toBe(GO_SAMPLE);
    expect(report.checked).toBeGreaterThanOrEqual(GO_SAMPLE - 2);
    expect(report.twins).toBeGreaterThan(0);
  });
});
