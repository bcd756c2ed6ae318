// The tree gates on an uploaded base (core/intake/base-gates.ts): an upload is judged as a
// patch writing every file of it onto the project's reference tree. What the reference
// already holds, byte for byte, is the operator's and passes; the rest that decides how tests
// run, or shadows the runner's modules, is a finding.
import { describe, expect, it } from 'vitest';
import { uploadedBase, uploadedBaseFindings } from '../../src/core/intake/base-gates.js';
import { protectedPathsInForce } from '../../src/core/gates/protected-paths.js';
import { memoryRepository } from '../../src/core/snapshot/memory-repository.js';
import { RUNNER_MODULES, UNITTEST_COMMANDS } from '../gates/modules-fixture.js';
import { codexAdd, outcome } from '../support/intake.js';

const PROJECT = {
  'rangeset/core.py': 'def span(a, b):\n    return b - a\n',
  'tests/test_core.py': 'import rangeset.core\n',
  'setup.cfg': '[metadata]\nname = rangeset\n',
};
const shadowing = { modules: RUNNER_MODULES, commands: UNITTEST_COMMANDS };

async function findings(
  upload: Record<string, string | Uint8Array>,
  reference: Record<string, string | Uint8Array> | null,
  allow: string[] = [],
  setup?: string[],
) {
  const found = await uploadedBaseFindings({
    upload: memoryRepository(upload),
    reference: reference === null ? null : memoryRepository(reference, 'sha1'),
    protectedPaths: protectedPathsInForce({ allow }),
    shadowing,
    ...(setup ? { setup } : {}),
  });
  return found.map((f) => [f.code, f.path]);
}

describe('uploaded base tree gates', () => {
  it('an upload equal to the project folder has no finding, though it carries protected files (the honest case)', async () => {
    expect(await findings(PROJECT, PROJECT)).toEqual([]);
  });

  it('a shadowing module the reference lacks is a finding, even where no patch would ever touch it', async () => {
    const upload = { ...PROJECT, 'argparse.py': 'from importlib import import_module\n' };
    expect(await findings(upload, PROJECT)).toEqual([['ShadowedModule', 'argparse.py']]);
  });

  it('a package shadowing the test machinery is a finding for each of its files', async () => {
    const upload = { ...PROJECT, 'unittest/__init__.py': '', 'unittest/case.py': 'x = 1\n' };
    // unittest/ is protected by name too: the protected reading comes first and names the pattern.
    expect(await findings(upload, PROJECT)).toEqual([
      ['ProtectedPath', 'unittest/__init__.py'],
      ['ProtectedPath', 'unittest/case.py'],
    ]);
  });

  it('a protected file that differs from the reference is a finding; the same file with the same bytes is not', async () => {
    const changed = { ...PROJECT, 'setup.cfg': '[tool:pytest]\naddopts = -p no:warnings\n' };
    expect(await findings(changed, PROJECT)).toEqual([['ProtectedPath', 'setup.cfg']]);
    expect(await findings({ ...PROJECT, 'tests/conftest.py': 'x = 1\n' }, PROJECT)).toEqual([
      ['ProtectedPath', 'tests/conftest.py'],
    ]);
  });

  it('without a reference (a project of uploads only), every protected file counts, unless the spec allows it', async () => {
    expect(await findings(PROJECT, null)).toEqual([['ProtectedPath', 'setup.cfg']]);
    expect(await findings(PROJECT, null, ['setup.cfg'])).toEqual([]);
  });

  it('a module that only shadows an installed dependency is the project carrying its own copy, not a finding', async () => {
    const installed = RUNNER_MODULES.python?.installed.find(
      (name) =>
        !RUNNER_MODULES.python?.stdlib.includes(name) &&
        !RUNNER_MODULES.python?.testPackages.includes(name),
    );
    expect(installed).toBeDefined();
    expect(await findings({ ...PROJECT, [`${installed}.py`]: 'x = 1\n' }, PROJECT)).toEqual([]);
  });

  // Found by review: an unchecked-hash .pyc is loaded without a look at its source, and an
  // extension module is imported before the .py beside it; neither is the code a reviewer reads.
  it('compiled Python the reference lacks is a finding: cached or sourceless byte code, extension modules', async () => {
    const pyc = new Uint8Array([0xa7, 0x0d, 0x0d, 0x0a, 3, 0, 0, 0]);
    const upload = {
      ...PROJECT,
      'rangeset/__pycache__/core.cpython-311.pyc': pyc,
      'rangeset/core.cpython-311-x86_64-linux-gnu.so': pyc,
      'helpers.pyc': pyc,
    };
    expect(await findings(upload, PROJECT)).toEqual([
      ['ProtectedPath', 'helpers.pyc'],
      ['ProtectedPath', 'rangeset/__pycache__/core.cpython-311.pyc'],
      ['ProtectedPath', 'rangeset/core.cpython-311-x86_64-linux-gnu.so'],
    ]);
    // The operator's own folder carrying the same bytes: theirs, not the uploader's.
    expect(await findings(upload, upload)).toEqual([]);
  });

  it('a path no patch could write is a finding: a module named like the trusted tests, at any depth', async () => {
    const upload = {
      ...PROJECT,
      'patchproof_tests.py': '__path__ = []\n',
      'src/patchproof_tests/__init__.py': '',
    };
    expect(await findings(upload, PROJECT)).toEqual([
      ['UnsafePath', 'patchproof_tests.py'],
      ['UnsafePath', 'src/patchproof_tests/__init__.py'],
    ]);
  });

  it('a patch may not bring compiled Python either: the same paths are protected at intake', async () => {
    for (const path of [
      'rangeset/__pycache__/core.cpython-311.pyc',
      'rangeset/core.cpython-311-x86_64-linux-gnu.so',
      'core.pyc',
      'lib/mod.pyd',
    ]) {
      expect(await outcome(PROJECT, codexAdd(path), {})).toBe('ProtectedPath');
    }
  });

  // Found by review: a setup step runs as root over the upload (an npm-shrinkwrap.json naming a
  // vendored tarball with an install script was enough) and changes the system every phase runs on.
  it('a spec with a setup step makes every uploaded base a finding, even one equal to the folder', async () => {
    expect(await findings(PROJECT, PROJECT, [], ['npm', 'ci', '--offline'])).toEqual([
      ['SetupOnUploadedBase', 'environment.setup'],
    ]);
  });

  it('keeps the first 100 findings and counts the rest', () => {
    const many = Array.from({ length: 130 }, (_, i) => ({
      code: 'ProtectedPath' as const,
      path: `node_modules/p${i}/package.json`,
      detail: 'protected by "node_modules/"',
    }));
    const record = uploadedBase(('sha256:' + '0'.repeat(64)) as `sha256:${string}`, many);
    expect([record.findings.length, record.omitted]).toEqual([100, 30]);
  });
});
