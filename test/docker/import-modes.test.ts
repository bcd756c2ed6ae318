// The trusted suites load under every import mode (issue 16): pytest's prepend, append and
// importlib modes with the project's own conftest.py fixture and `pythonpath = src` in force
// (test/fixtures/import-modes/python), unittest discovery with `-t .` (the trusted folder as
// a package, src on PYTHONPATH through environment.variables), and Node's ESM resolution from a "type": "module"
// package (node-esm; CommonJS is node-calc's, in validate-docker.test.ts). Each fixture's
// bug raises from its library, and its fix must PASS with proof grade on Docker.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateDir } from '../redteam/support.js';
import { repoRoot } from '../support/shared.js';
import { requireEngine, skipDocker, suiteName } from './support.js';

const MODES = join(repoRoot, 'test', 'fixtures', 'import-modes');

describe.skipIf(skipDocker)(suiteName('trusted suites under every import mode on Docker'), () => {
  requireEngine();

  it.each(['prepend', 'append', 'importlib'])(
    'pytest --import-mode=%s',
    async (mode) => {
      const r = await validateDir(join(MODES, 'python'), 'honest', [], `spec/pytest-${mode}.json`);
      expect(r.verdict, r.printed).toBe('PASS');
      expect(r.proofGrade).toBe(true);
      expect(r.phases.map((p) => p.outcome)).toEqual(['pass', 'pass', 'pass', 'pass']);
    },
    180_000,
  );

  it('unittest discovery from the repository root (-t .), with PYTHONPATH from environment.variables, recorded in the receipt', async () => {
    const r = await validateDir(
      join(MODES, 'python'),
      'honest',
      [],
      'spec/unittest-top-level.json',
    );
    expect(r.verdict, r.printed).toBe('PASS');
    expect(r.proofGrade).toBe(true);
    expect(
      (JSON.parse(r.receipt) as { runSpec: { variables?: unknown } }).runSpec.variables,
    ).toEqual({ PYTHONPATH: 'src' });
  }, 180_000);

  it('node:test with ESM ("type": "module")', async () => {
    const r = await validateDir(join(MODES, 'node-esm'), 'honest');
    expect(r.verdict, r.printed).toBe('PASS');
    expect(r.proofGrade).toBe(true);
  }, 180_000);
});
