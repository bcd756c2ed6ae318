// Defence in depth: with the ProtectedPath gate relaxed by the spec's owner, a patch that
// shadows the test runner (a top-level unittest.py) must still not reach PASS when no
// real run is reported. (A shadow that forges a complete, consistent report is the
// documented limit: the gate, hidden tests and the regression cross-check stand there.)
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../../src/main/cli.js';
import { repoRoot } from '../support/shared.js';

const fixture = join(repoRoot, 'test', 'fixtures', 'python-calc');
const dir = mkdtempSync(join(tmpdir(), 'pp-relaxed-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a runner-shadowing module with the gate relaxed', () => {
  it('is refused by default, and still refused (ShadowedModule) when the spec allows the path', async () => {
    const spec = JSON.parse(readFileSync(join(fixture, 'spec', 'patchproof.json'), 'utf8'));
    spec.reproduction.tests = join(fixture, 'spec', 'reproduction');
    spec.hidden.tests = join(fixture, 'spec', 'hidden');
    const relaxed = join(dir, 'relaxed.json');
    writeFileSync(relaxed, JSON.stringify({ ...spec, protectedPaths: { allow: ['unittest.py'] } }));
    const patch = join(dir, 'shadow.patch');
    // Fixes the bug and adds a unittest.py that exits 0 without running anything.
    writeFileSync(
      patch,
      '*** Begin Patch\n*** Update File: calc.py\n@@ def add(a, b):\n-    return a - b\n+    return a + b\n*** Add File: unittest.py\n+import sys\n+sys.exit(0)\n*** End Patch\n',
    );
    const run = async (specPath: string) => {
      let out = '';
      const code = await main(
        [
          'validate',
          '--repo',
          join(fixture, 'repo'),
          '--patch',
          patch,
          '--spec',
          specPath,
          '--runner',
          'local',
          '--store',
          join(dir, 'store'),
          '--json',
        ],
        {
          out: (t) => void (out += t),
          err: () => undefined,
        },
      );
      return {
        code,
        json: JSON.parse(out) as {
          verdict: string;
          error?: { code: string };
          phases: Array<{ name: string; outcome: string }>;
        },
      };
    };
    const strict = await run(join(fixture, 'spec', 'patchproof.json'));
    expect(strict).toMatchObject({
      code: 2,
      json: { verdict: 'REFUSED', error: { code: 'ProtectedPath' } },
    });
    // Allowing the path does not allow the shadow: ShadowedModule reads the runner's own
    // module list, which no spec can relax (issue 15).
    const allowed = await run(relaxed);
    expect(allowed).toMatchObject({
      code: 2,
      json: { verdict: 'REFUSED', error: { code: 'ShadowedModule' } },
    });
  }, 120_000);
});
