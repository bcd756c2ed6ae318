// The ShadowedModule attack (issue 15): a patch adds a module that a test run imports from
// the workspace instead of the standard library or the installed test machinery, loads the
// real one and bends how tests are judged. First through intake on the py-intervals
// scenario with the runner image's real module list (test/gates/fixtures), then end to end
// through `patchproof validate` on Docker: refused before anything runs, exit 2.
import { execFile, execFileSync } from 'node:child_process';
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { readImageModules } from '../../src/adapters/docker/index.js';
import { readLocalModules } from '../../src/adapters/local/index.js';
import { PYTHON_IMAGE, requireEngine, skipDocker, suiteName } from '../docker/support.js';
import { unittestSpec } from '../support/resolved-spec.js';
import { BIN } from '../support/serve-process.js';
import { codexAdd, type Files, outcome, refusal } from '../support/intake.js';
import { RUNNER_PYTHON, shadowingPolicy } from '../gates/modules-fixture.js';
import { SCENARIOS } from './support.js';

const SCENARIO = join(SCENARIOS, 'py-intervals');
const SHADOW_PATCHES = join(SCENARIO, 'patches');

async function scenarioRepo(extra: Files = {}): Promise<Files> {
  const files: Files = {};
  for (const path of ['intervals.py', 'tests/test_intervals.py'])
    files[path] = await readFile(join(SCENARIO, 'repo', path), 'utf8');
  return { ...files, ...extra };
}

async function specCommands(): Promise<string[][]> {
  const spec = JSON.parse(
    await readFile(join(SCENARIO, 'spec', 'patchproof.json'), 'utf8'),
  ) as Record<string, { command: string[] }>;
  return ['reproduction', 'regression', 'hidden'].map(
    (phase) => (spec[phase] as { command: string[] }).command,
  );
}

describe('ShadowedModule through intake (py-intervals, the runner image’s module list)', () => {
  // Five standard-library names and two of pytest's, at the root (python -m puts the working
  // folder first), in tests/ (unittest discover -s tests inserts it), in src/, and in a new
  // folder of test files without __init__.py (pytest's rootdir insertion).
  it.each([
    ['argparse.py', 'argparse'],
    ['difflib.py', 'difflib'],
    ['tests/pprint.py', 'pprint'],
    ['tests/fnmatch.py', 'fnmatch'],
    ['src/signal.py', 'signal'],
    ['src/traceback/__init__.py', 'traceback'],
    ['tests/json/__init__.py', 'json'],
    ['packaging.py', 'packaging'],
    ['tests/attr/__init__.py', 'attr'],
    ['Difflib.py', 'difflib'],
  ])('refuses %s (shadows %s)', async (path, module) => {
    const e = await refusal(
      await scenarioRepo(),
      codexAdd(path, ['import sys']),
      shadowingPolicy(await specCommands()),
    );
    expect(e.code).toBe('ShadowedModule');
    expect(e.location.path).toBe(path);
    expect(e.details['module']).toBe(module);
  });

  it('refuses an extension module: as compiled code by default, and as a shadow where a spec allows *.so', async () => {
    const path = 'warnings.cpython-311-x86_64-linux-gnu.so';
    const byDefault = await refusal(
      await scenarioRepo(),
      codexAdd(path, ['import sys']),
      shadowingPolicy(await specCommands()),
    );
    expect([byDefault.code, byDefault.details['pattern']]).toEqual(['ProtectedPath', '*.so']);
    const allowed = {
      ...shadowingPolicy(await specCommands()),
      protectedPaths: { allow: ['*.so'] },
    };
    const e = await refusal(await scenarioRepo(), codexAdd(path, ['import sys']), allowed);
    expect([e.code, e.location.path, e.details['module']]).toEqual([
      'ShadowedModule',
      path,
      'warnings',
    ]);
  });

  it('refuses a module in a new folder of test files without __init__.py', async () => {
    const patch = [
      '*** Begin Patch',
      '*** Add File: checks/test_more.py',
      '+import inspect',
      '*** Add File: checks/inspect.py',
      '+x = 1',
      '*** End Patch',
      '',
    ].join('\n');
    const e = await refusal(await scenarioRepo(), patch, shadowingPolicy(await specCommands()));
    expect(e.code).toBe('ShadowedModule');
    expect(e.location.path).toBe('checks/inspect.py');
  });

  it('refuses a rename onto a standard-library name', async () => {
    const base = await scenarioRepo({ 'tests/helpers.py': 'X = 1\n' });
    const patch = [
      '*** Begin Patch',
      '*** Update File: tests/helpers.py',
      '*** Move to: tests/unittest_helpers.py',
      '@@',
      '-X = 1',
      '+X = 2',
      '*** End Patch',
      '',
    ].join('\n');
    expect(await outcome(base, patch, shadowingPolicy(await specCommands()))).toBe('accepted');
    const onto = patch.replace('tests/unittest_helpers.py', 'tests/copy.py');
    expect((await refusal(base, onto, shadowingPolicy(await specCommands()))).code).toBe(
      'ShadowedModule',
    );
  });

  it('refuses distribution metadata on sys.path (pytest would load its entry points as plugins)', async () => {
    const patch = codexAdd('evil-1.0.dist-info/entry_points.txt', [
      '[pytest11]',
      'evil = intervals',
    ]);
    expect(
      (await refusal(await scenarioRepo(), patch, shadowingPolicy(await specCommands()))).code,
    ).toBe('ShadowedModule');
  });

  it('accepts the honest fix and honest new modules inside a package', async () => {
    const policy = shadowingPolicy(await specCommands());
    const honest = await readFile(join(SCENARIO, 'patches', 'honest.patch'));
    expect(await outcome(await scenarioRepo(), honest, policy)).toBe('accepted');
    const patch = [
      '*** Begin Patch',
      '*** Add File: mypkg/__init__.py',
      '+',
      '*** Add File: mypkg/json_utils.py',
      '+import json',
      '*** Add File: mypkg/signal.py',
      '+import signal',
      '*** Add File: tests/test_signal_handling.py',
      '+import signal',
      '*** End Patch',
      '',
    ].join('\n');
    expect(await outcome(await scenarioRepo(), patch, policy)).toBe('accepted');
  });

  it('without the runner’s module list the attack passes intake (what the gate closes)', async () => {
    expect(await outcome(await scenarioRepo(), codexAdd('argparse.py', ['import sys']))).toBe(
      'accepted',
    );
  });
});

interface Refused {
  readonly exitCode: number;
  readonly verdict: string;
  readonly code: string;
  readonly receipts: number;
}

async function validateShadow(
  patch: string,
  runner: 'docker' | 'local' = 'docker',
): Promise<Refused> {
  const store = await mkdtemp(join(tmpdir(), 'pp-shadow-'));
  const args = [
    BIN,
    'validate',
    '--repo',
    join(SCENARIO, 'repo'),
    '--patch',
    join(SHADOW_PATCHES, `${patch}.patch`),
    '--spec',
    join(SCENARIO, 'spec', 'patchproof.json'),
    '--runner',
    runner,
    '--store',
    store,
    '--json',
  ];
  const result = await promisify(execFile)(process.execPath, args, { maxBuffer: 16 * 1024 * 1024 })
    .then((r) => ({ ...r, code: 0 }))
    .catch((e: { stdout: string; stderr: string; code: number }) => e);
  const printed = JSON.parse(result.stdout) as { verdict: string; error?: { code: string } };
  const receipts = (await readdir(join(store, 'sha256')).catch(() => [])).length;
  return {
    exitCode: result.code,
    verdict: printed.verdict,
    code: printed.error?.code ?? '',
    receipts,
  };
}

describe.skipIf(skipDocker)(
  suiteName('ShadowedModule through `patchproof validate` on Docker'),
  () => {
    requireEngine();

    it.each(['shadow-argparse', 'shadow-tests-difflib'])(
      '%s is refused before anything runs: exit 2, ShadowedModule, no receipt',
      async (patch) => {
        const r = await validateShadow(patch);
        expect(r).toEqual({ exitCode: 2, verdict: 'REFUSED', code: 'ShadowedModule', receipts: 0 });
      },
      120_000,
    );

    it('reads the module list from the label, or from the image’s own python3 when the label is missing', async () => {
      const spec = unittestSpec({
        digest: `ws1_${'a'.repeat(64)}`,
        targets: [],
        runner: { kind: 'docker', image: PYTHON_IMAGE },
      });
      const labelled = await readImageModules(PYTHON_IMAGE, spec);
      expect(labelled.source).toBe('image label');
      expect(labelled.python).toEqual(RUNNER_PYTHON);
      // The same root filesystem without any label: `docker export | docker import`.
      const container = docker(['create', PYTHON_IMAGE]).trim();
      const bare = execFileSync('sh', ['-c', `docker export ${container} | docker import -`], {
        encoding: 'utf8',
      }).trim();
      docker(['rm', container]);
      try {
        const probed = await readImageModules(bare, spec);
        expect(probed.source).toBe('image python3');
        expect(probed.python).toEqual(labelled.python);
      } finally {
        docker(['image', 'rm', bare]);
      }
    }, 120_000);

    it('knows the node image has no Python, and refuses a Python spec on it with RunnerUnavailable', async () => {
      const node = 'patchproof-runner-node:20';
      const nodeSpec = {
        ...unittestSpec({ digest: `ws1_${'a'.repeat(64)}`, targets: [] }),
        reproduction: {
          mode: 'spec' as const,
          command: ['node', '--test'],
          report: { format: 'tap' as const },
          tests: { dir: '/r', digest: `ws1_${'a'.repeat(64)}` as const },
          targets: [],
        },
        regression: { command: ['node', '--test'], report: { format: 'tap' as const } },
        hidden: {
          command: ['node', '--test'],
          report: { format: 'tap' as const },
          tests: { dir: '/h', digest: `ws1_${'a'.repeat(64)}` as const },
        },
      };
      expect((await readImageModules(node, nodeSpec)).python).toBeNull();
      const pythonSpec = unittestSpec({ digest: `ws1_${'a'.repeat(64)}`, targets: [] });
      await expect(readImageModules(node, pythonSpec)).rejects.toMatchObject({
        code: 'RunnerUnavailable',
        details: { reason: 'python-missing' },
      });
    }, 60_000);
  },
);

describe('ShadowedModule through `patchproof validate --runner local`', () => {
  it('reads the local python3 and refuses the attack before anything runs', async () => {
    const r = await validateShadow('shadow-argparse', 'local');
    expect(r).toEqual({ exitCode: 2, verdict: 'REFUSED', code: 'ShadowedModule', receipts: 0 });
    const spec = unittestSpec({ digest: `ws1_${'a'.repeat(64)}`, targets: [] });
    const local = await readLocalModules(spec);
    expect(local.python?.stdlib).toEqual(expect.arrayContaining(['argparse', 'difflib', 'signal']));
  }, 60_000);
});

function docker(args: string[]): string {
  return execFileSync('docker', args, { encoding: 'utf8' });
}
