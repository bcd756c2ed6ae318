// A suite file named like a module the interpreter or its runner already provides (gc.py,
// pytest.py) is no helper: `import gc` in a test is the built-in gc whatever lies beside it,
// so sealing must not move that file under a sealed name and send the import to it. Found
// by the fidelity run on Python's test/dtracedata/gc.py and sympy/testing/pytest.py, whose
// sealed suites imported themselves (issue 34).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadTestFileParser } from '../../src/adapters/syntax/test-file-parser.js';
import { SealRandom } from '../../src/core/seal/prng.js';
import { sealHelperNames } from '../../src/core/seal/python-helper-names.js';
import { PROVIDED_MODULES } from '../../src/core/seal/python-provided-modules.js';
import type { TestFileParser } from '../../src/core/seal/syntax.js';

let parser: TestFileParser;
beforeAll(async () => {
  parser = await loadTestFileParser(['python']);
});

const SUITE: Record<string, string> = {
  'test_a.py':
    'import gc\nimport pytest\nimport helpers\n\n\ndef test_a():\n    assert gc.isenabled() == helpers.ON\n',
  'gc.py': 'import gc\n\nON = False\n',
  'pytest.py': 'import sys\n',
  'helpers.py': 'ON = True\n',
};

function sealed(): Record<string, string> {
  const files = new Map(Object.entries(SUITE).map(([k, v]) => [k, new TextEncoder().encode(v)]));
  const out = sealHelperNames(
    files,
    parser,
    new SealRandom(new Uint8Array(32).fill(3), 'patched'),
    (path) => path.startsWith('test_'),
  );
  return Object.fromEntries([...out].map(([k, v]) => [k, new TextDecoder().decode(v)]));
}

describe('modules the interpreter provides are not suite helpers', () => {
  it('gc.py and pytest.py keep their names and every import of gc and pytest stays', () => {
    const out = sealed();
    expect(out['gc.py']).toBe(SUITE['gc.py']);
    expect(out['pytest.py']).toBe(SUITE['pytest.py']);
    const test = out['test_a.py'] as string;
    expect(test).toContain('import gc\nimport pytest\n');
    // A real helper beside them is still sealed: the defence is untouched.
    expect(out['helpers.py']).toBeUndefined();
    expect(test).toMatch(/^import [a-z][a-z0-9]{11} as helpers$/m);
  });

  it('under a real Python the sealed test gets the built-in gc, as the original does', () => {
    const dir = mkdtempSync(join(tmpdir(), 'provided-'));
    try {
      for (const [path, text] of Object.entries(sealed())) writeFileSync(join(dir, path), text);
      const run = spawnSync(
        'python3',
        [
          '-c',
          'import sys; sys.path.insert(0, sys.argv[1]); import test_a; test_a.test_a(); print(test_a.gc.__name__, hasattr(test_a.gc, "collect"))',
          dir,
        ],
        { encoding: 'utf8' },
      );
      expect(run.stderr).toBe('');
      expect(run.stdout.trim()).toBe('gc True');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('the list holds the interpreter built-ins and the runners', () => {
    for (const name of ['gc', 'sys', 'builtins', 'pytest', '_pytest', 'pluggy', 'unittest', 'os'])
      expect(PROVIDED_MODULES.has(name)).toBe(true);
    expect(PROVIDED_MODULES.has('helpers')).toBe(false);
  });
});
