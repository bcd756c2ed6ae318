// Honest test styles must still PASS sealed (PROTOCOL 5.1: a false FAIL is a bug too). Each
// folder of honest-styles/ is a hidden suite, found by an adversarial review to end FAIL
// under the first version of sealing, run with the honest fix of the interval scenario on
// Docker: a nested abstract base class, a subclass overriding a test, a folder discovery
// skips, pytest fixtures with params or named test_*, a parametrized class, node:test
// subtests at the top and inside describe; and from the second review, numbered unittest
// steps that share a list, and node:test tests that build on each other's state.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { requireEngine, skipDocker, suiteName } from '../docker/support.js';
import { repoRoot } from '../support/shared.js';
import { SCENARIOS, validateDir } from './support.js';

const STYLES: ReadonlyArray<[name: string, scenario: string, pytest: boolean]> = [
  ['nested_base', 'py-intervals', false],
  ['override', 'py-intervals', false],
  ['subdir', 'py-intervals', false],
  ['pyfix_param', 'py-intervals', true],
  ['pyfix_name', 'py-intervals', true],
  ['pyclass_param', 'py-intervals', true],
  ['node_sub', 'node-intervals', false],
  ['node_nested', 'node-intervals', false],
  ['py_order', 'py-intervals', false],
  ['node_shared', 'node-intervals', false],
];

describe.skipIf(skipDocker)(suiteName('honest test styles stay PASS when sealed (Docker)'), () => {
  requireEngine();
  it.each(STYLES)(
    '%s',
    async (name, scenario, pytest) => {
      const dir = await mkdtemp(join(tmpdir(), 'pp-style-'));
      try {
        await cp(join(SCENARIOS, scenario), dir, { recursive: true });
        await rm(join(dir, 'spec', 'hidden'), { recursive: true });
        await cp(
          join(repoRoot, 'test', 'redteam', 'honest-styles', name),
          join(dir, 'spec', 'hidden'),
          { recursive: true },
        );
        if (pytest) {
          const specPath = join(dir, 'spec', 'patchproof.json');
          const spec = JSON.parse(await readFile(specPath, 'utf8')) as Record<string, unknown>;
          spec.hidden = {
            tests: 'hidden',
            command: [
              'python3',
              '-m',
              'pytest',
              '-p',
              'no:cacheprovider',
              '-q',
              '--junitxml=hidden-report.xml',
              'patchproof_tests/hidden',
            ],
            report: { format: 'junit', path: 'hidden-report.xml' },
          };
          await writeFile(specPath, JSON.stringify(spec));
        }
        const r = await validateDir(dir, 'honest');
        expect(r.verdict, r.receipt).toBe('PASS');
        expect(r.proofGrade).toBe(true);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
    120_000,
  );
});
