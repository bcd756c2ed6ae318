// Fail closed on the Docker runner (issue: every case proven on Docker): a spec or a patch
// that should not reach PASS ends in FAIL with the classification PROTOCOL 5 gives.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../../src/main/cli.js';
import { repoRoot } from '../support/shared.js';
import { ourContainers, requireEngine, skipDocker, suiteName } from './support.js';

requireEngine();

const fixtures = join(repoRoot, 'test', 'fixtures');
type Result = {
  code: number;
  json: {
    verdict: string;
    proofGrade: boolean;
    error?: { code: string };
    phases: Array<{ name: string; outcome: string; classification: string | null }>;
  };
};

describe.skipIf(skipDocker)(suiteName('fail closed on the Docker runner'), () => {
  const dir = mkdtempSync(join(tmpdir(), 'pp-docker-fc-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** A copy of python-calc's spec with its suites replaced where asked. */
  function spec(
    name: string,
    suites: { reproduction?: Record<string, string>; hidden?: Record<string, string> },
    extra: object = {},
  ): string {
    const base = JSON.parse(
      readFileSync(join(fixtures, 'python-calc', 'spec', 'patchproof.json'), 'utf8'),
    );
    const folder = join(dir, name);
    for (const suite of ['reproduction', 'hidden'] as const) {
      const target = join(folder, suite);
      const files = suites[suite];
      if (files) {
        mkdirSync(target, { recursive: true });
        for (const [file, text] of Object.entries(files)) writeFileSync(join(target, file), text);
      } else {
        cpSync(join(fixtures, 'python-calc', 'spec', suite), target, { recursive: true });
      }
    }
    writeFileSync(join(folder, 'patchproof.json'), JSON.stringify({ ...base, ...extra }));
    return join(folder, 'patchproof.json');
  }

  async function validate(project: string, patch: string, specPath: string): Promise<Result> {
    let out = '';
    const code = await main(
      [
        'validate',
        '--repo',
        join(fixtures, project, 'repo'),
        '--patch',
        patch,
        '--spec',
        specPath,
        '--runner',
        'docker',
        '--store',
        join(dir, 'store'),
        '--json',
      ],
      {
        out: (t) => void (out += t),
        err: () => undefined,
      },
    );
    return { code, json: JSON.parse(out) };
  }

  const fix = join(fixtures, 'python-calc', 'patches', 'fix.patch');
  const pySpec = join(fixtures, 'python-calc', 'spec', 'patchproof.json');

  it.each([
    [
      'zero tests in the hidden suite',
      () => spec('zero', { hidden: { 'README.txt': 'no tests here\n' } }),
      'hidden',
      'CONFIG_ERROR',
    ],
    [
      'an import error at baseline',
      () => spec('importerr', { reproduction: { 'test_repro.py': 'import no_such_module\n' } }),
      'baseline',
      'DEPENDENCY_ERROR',
    ],
    [
      'a baseline that passes',
      () =>
        spec(
          'passes',
          {
            reproduction: {
              'test_repro.py':
                'import unittest\nfrom calc import sub\n\n\nclass R(unittest.TestCase):\n    def test_sub(self):\n        self.assertEqual(sub(5, 3), 2)\n',
            },
          },
          {
            reproduction: { ...JSON.parse(readFileSync(pySpec, 'utf8')).reproduction, targets: [] },
          },
        ),
      'baseline',
      'CONFIG_ERROR',
    ],
  ])(
    'FAIL for %s',
    async (_name, makeSpec, phase, classification) => {
      const { code, json } = await validate('python-calc', fix, makeSpec());
      expect(json.verdict).toBe('FAIL');
      expect(code).toBe(1);
      expect(json.phases.find((p) => p.name === phase)).toMatchObject({
        outcome: 'fail',
        classification,
      });
      expect(ourContainers()).toEqual([]);
    },
    120_000,
  );

  it('FAIL for a patch that skips a regression test', async () => {
    const { json } = await validate(
      'python-calc',
      join(fixtures, 'python-calc', 'patches', 'skip-test.patch'),
      pySpec,
    );
    expect(json.phases.find((p) => p.name === 'regression')).toMatchObject({
      outcome: 'fail',
      classification: 'TEST_FAILURE',
    });
  }, 120_000);

  it('FAIL for a Node.js module that calls process.exit(0) on import', async () => {
    const { json } = await validate(
      'node-calc',
      join(fixtures, 'node-calc', 'patches', 'exit-on-import.patch'),
      join(fixtures, 'node-calc', 'spec', 'patchproof.json'),
    );
    expect(json.verdict).toBe('FAIL');
    expect(json.phases.find((p) => p.name === 'patched')?.outcome).toBe('fail');
  }, 120_000);

  it('a runner-shadowing unittest.py: refused by the gate, and still refused (ShadowedModule) with ProtectedPath relaxed', async () => {
    const shadow = join(dir, 'shadow.patch');
    writeFileSync(
      shadow,
      '*** Begin Patch\n*** Update File: calc.py\n@@ def add(a, b):\n-    return a - b\n+    return a + b\n*** Add File: unittest.py\n+import sys\n+sys.exit(0)\n*** End Patch\n',
    );
    expect((await validate('python-calc', shadow, pySpec)).json).toMatchObject({
      verdict: 'REFUSED',
      error: { code: 'ProtectedPath' },
    });
    // Allowing the path does not allow the shadow: the module list comes from the runner, not the spec.
    const relaxed = await validate(
      'python-calc',
      shadow,
      spec('relaxed', {}, { protectedPaths: { allow: ['unittest.py'] } }),
    );
    expect(relaxed.json).toMatchObject({ verdict: 'REFUSED', error: { code: 'ShadowedModule' } });
  }, 120_000);

  it('a conftest.py that stops pytest collecting: refused by the gate, and FAIL (not PASS) with the gate relaxed', async () => {
    const pytest = {
      command: [
        'python3',
        '-m',
        'pytest',
        '-q',
        '-p',
        'no:cacheprovider',
        '--junitxml=.pp-report.xml',
        'tests',
      ],
      report: { format: 'junit', path: '.pp-report.xml' },
    };
    const cheat = join(dir, 'conftest.patch');
    writeFileSync(
      cheat,
      '*** Begin Patch\n*** Update File: calc.py\n@@ def add(a, b):\n-    return a - b\n+    return a + b\n*** Add File: tests/conftest.py\n+collect_ignore_glob = ["*.py"]\n*** End Patch\n',
    );
    // The pytest-based spec works: the plain fix passes with it.
    const honest = await validate(
      'python-calc',
      fix,
      spec('pytest-honest', {}, { regression: pytest }),
    );
    expect(honest.json).toMatchObject({ verdict: 'PASS', proofGrade: true });
    const strict = await validate(
      'python-calc',
      cheat,
      spec('pytest-strict', {}, { regression: pytest }),
    );
    expect(strict.json).toMatchObject({ verdict: 'REFUSED', error: { code: 'ProtectedPath' } });
    const relaxed = await validate(
      'python-calc',
      cheat,
      spec(
        'pytest-relaxed',
        {},
        { regression: pytest, protectedPaths: { allow: ['conftest.py'] } },
      ),
    );
    expect(relaxed.json.verdict).toBe('FAIL');
    expect(relaxed.json.phases.find((p) => p.name === 'regression')?.outcome).toBe('fail');
  }, 120_000);
});
