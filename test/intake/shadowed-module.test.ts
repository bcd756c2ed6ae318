// The ShadowedModule gate through propose(), on small in-memory repositories: what it
// refuses beyond the red team's cases (test/redteam/shadowed-module.test.ts), what it
// lets through, and how it treats shadows the base already has.
import { describe, expect, it } from 'vitest';
import { codexAdd, type Files, outcome, refusal } from '../support/intake.js';
import { RUNNER_MODULES, RUNNER_PYTHON, shadowingPolicy } from '../gates/modules-fixture.js';

const base: Files = { 'app.py': 'x = 1\n', 'tests/test_app.py': 'import app\n' };
const PYTEST = [['python3', '-m', 'pytest', '-q']];

function patch(...ops: string[]): string {
  return ['*** Begin Patch', ...ops, '*** End Patch', ''].join('\n');
}

describe('ShadowedModule: shadows the patch brings in', () => {
  it('refuses a module that becomes a shadow because the patch puts its folder on sys.path', async () => {
    // tools/ holds no test file in the base; the patch adds one, so pytest inserts tools/.
    const files = { ...base, 'tools/pprint.py': 'x = 1\n' };
    const e = await refusal(files, codexAdd('tools/test_tools.py'), shadowingPolicy(PYTEST));
    expect(e.code).toBe('ShadowedModule');
    expect(e.location.path).toBe('tools/pprint.py');
  });

  it('refuses deleting the __init__.py that kept a folder off sys.path', async () => {
    const files = {
      ...base,
      'lib/__init__.py': '',
      'lib/signal.py': 'x = 1\n',
      'lib/test_lib.py': 'import lib\n',
    };
    expect(
      await outcome(files, patch('*** Delete File: lib/__init__.py'), shadowingPolicy(PYTEST)),
    ).toBe('ShadowedModule');
  });

  it('refuses a namespace folder of an installed namespace package, and none of a regular one', async () => {
    const modules = {
      ...RUNNER_MODULES,
      python: {
        ...RUNNER_PYTHON,
        testPackages: [...RUNNER_PYTHON.testPackages, 'nsplug'],
        namespaces: ['nsplug'],
      },
    };
    expect(await outcome(base, codexAdd('nsplug/hooks.py'), shadowingPolicy(PYTEST, modules))).toBe(
      'ShadowedModule',
    );
    expect(
      await outcome(base, codexAdd('packaging/debian/control'), shadowingPolicy(PYTEST, modules)),
    ).toBe('accepted');
  });

  it('refuses a plugin module the spec loads with -p, dotted names too', async () => {
    const files = { ...base, 'tests/__init__.py': '', 'tests/plugin.py': 'x = 1\n' };
    const commands = [
      ['python3', '-m', 'pytest', '-p', 'tests.plugin', '-p', 'myplug', '-p', 'no:cacheprovider'],
    ];
    expect(await outcome(base, codexAdd('myplug.py'), shadowingPolicy(commands))).toBe(
      'ShadowedModule',
    );
    expect(
      await outcome(
        files,
        patch('*** Update File: tests/plugin.py', '@@', '-x = 1', '+x = 2'),
        shadowingPolicy(commands),
      ),
    ).toBe('ShadowedModule');
    expect(await outcome(files, codexAdd('tests/other.py'), shadowingPolicy(commands))).toBe(
      'accepted',
    );
  });

  it('refuses in folders the spec adds: pythonpath in pytest.ini, PYTHONPATH, --rootdir, -t', async () => {
    const ini = {
      ...base,
      'pytest.ini': '[pytest]\npythonpath = vendor\n',
      'vendor/keep.txt': 'k\n',
    };
    expect(await outcome(ini, codexAdd('vendor/typing.py'), shadowingPolicy(PYTEST))).toBe(
      'ShadowedModule',
    );
    expect(
      await outcome(
        base,
        codexAdd('deps/typing.py'),
        shadowingPolicy(PYTEST, RUNNER_MODULES, { PYTHONPATH: 'deps' }),
      ),
    ).toBe('ShadowedModule');
    expect(
      await outcome(
        base,
        codexAdd('rd/inspect.py'),
        shadowingPolicy([['pytest', '--rootdir', 'rd']]),
      ),
    ).toBe('ShadowedModule');
    const discover = [['python3', '-m', 'unittest', 'discover', '-s', 'a/b', '-t', 'a']];
    expect(await outcome(base, codexAdd('a/logging/__init__.py'), shadowingPolicy(discover))).toBe(
      'ShadowedModule',
    );
  });

  it('refuses in folders the runner’s own Python puts on sys.path (an image PYTHONPATH, an editable install’s .pth)', async () => {
    const modules = {
      ...RUNNER_MODULES,
      python: {
        ...RUNNER_PYTHON,
        searchPath: [...RUNNER_PYTHON.searchPath, '/workspace/lib/py', 'deps'],
      },
    };
    expect(await outcome(base, codexAdd('lib/py/heapq.py'), shadowingPolicy(PYTEST, modules))).toBe(
      'ShadowedModule',
    );
    expect(await outcome(base, codexAdd('deps/heapq.py'), shadowingPolicy(PYTEST, modules))).toBe(
      'ShadowedModule',
    );
    expect(await outcome(base, codexAdd('lib/heapq.py'), shadowingPolicy(PYTEST, modules))).toBe(
      'accepted',
    );
  });

  it('reads the patched pytest.ini when the spec allows patches to change it', async () => {
    const policy = { ...shadowingPolicy(PYTEST), protectedPaths: { allow: ['pytest.ini'] } };
    const change = patch(
      '*** Add File: pytest.ini',
      '+[pytest]',
      '+pythonpath = extra',
      '*** Add File: extra/abc.py',
      '+x = 1',
    );
    expect(await outcome(base, change, policy)).toBe('ShadowedModule');
  });
});

describe('ShadowedModule: installed modules, symlinks, and sys.path changes of test code', () => {
  const withNumpy = {
    ...RUNNER_MODULES,
    python: { ...RUNNER_PYTHON, installed: [...RUNNER_PYTHON.installed, 'numpy'] },
  };

  it('refuses a new shadow of an installed module the tests may judge with, and lets a project change its own', async () => {
    expect(
      await outcome(base, codexAdd('numpy/__init__.py'), shadowingPolicy(PYTEST, withNumpy)),
    ).toBe('ShadowedModule');
    const own = { ...base, 'numpy/__init__.py': 'x = 1\n', 'numpy/core.py': 'y = 1\n' };
    expect(
      await outcome(
        own,
        patch('*** Update File: numpy/core.py', '@@', '-y = 1', '+y = 2'),
        shadowingPolicy(PYTEST, withNumpy),
      ),
    ).toBe('accepted');
  });

  it('refuses every change while the base has a stdlib-named symlink on sys.path (its target is unknown)', async () => {
    const files = {
      ...base,
      'data/__init__.py': '',
      'tests/json': { content: '../data', mode: '120000' as const },
    };
    const e = await refusal(files, codexAdd('data/decoder.py'), shadowingPolicy(PYTEST));
    expect(e.code).toBe('ShadowedModule');
    expect(e.details['shadow']).toBe('symlink');
    const plain = { ...base, 'tests/fixture': { content: '../data', mode: '120000' as const } };
    expect(await outcome(plain, codexAdd('data/decoder.py'), shadowingPolicy(PYTEST))).toBe(
      'accepted',
    );
  });

  it('counts folders a base conftest.py or test module puts on sys.path', async () => {
    const files = {
      ...base,
      'conftest.py':
        'import os, sys\nsys.path.insert(0, os.path.join(os.path.dirname(__file__), "vendor", "py"))\n',
      'vendor/py/keep.py': 'x = 1\n',
      'tests/test_b.py':
        'import sys\nfrom pathlib import Path\nsys.path.append(str(Path(__file__).parent.parent / "helpers"))\n',
      'helpers/keep.py': 'x = 1\n',
    };
    expect(await outcome(files, codexAdd('vendor/py/pprint.py'), shadowingPolicy(PYTEST))).toBe(
      'ShadowedModule',
    );
    expect(await outcome(files, codexAdd('helpers/shlex.py'), shadowingPolicy(PYTEST))).toBe(
      'ShadowedModule',
    );
    expect(await outcome(files, codexAdd('vendor/shlex.py'), shadowingPolicy(PYTEST))).toBe(
      'accepted',
    );
    const plainInsert = {
      ...base,
      'tests/test_c.py': 'import sys\nsys.path.insert(0, "lib")\n',
      'lib/keep.py': 'x = 1\n',
    };
    expect(await outcome(plainInsert, codexAdd('lib/glob.py'), shadowingPolicy(PYTEST))).toBe(
      'ShadowedModule',
    );
  });

  it('does not count a package’s own folder when its tests change sys.path', async () => {
    const files = {
      ...base,
      'mypkg/__init__.py': '',
      'mypkg/tests/__init__.py': '',
      'mypkg/tests/test_m.py': 'import sys\nsys.path.insert(0, "..")\n',
    };
    expect(await outcome(files, codexAdd('mypkg/signal.py'), shadowingPolicy(PYTEST))).toBe(
      'accepted',
    );
  });
});

describe('ShadowedModule: the base’s own shadows', () => {
  const files = {
    ...base,
    'calendar.py': 'x = 1\n',
    'json/__init__.py': '',
    'json/extra.py': 'y = 1\n',
  };
  // Libraries tested in their own checkouts, which the test machinery also imports: packaging
  // (a dependency of pytest) and pluggy (also protected as pytest's own machinery).
  const library = {
    'packaging/__init__.py': 'from .version import parse\n',
    'packaging/version.py': 'def parse():\n    return 1\n',
    'src/pluggy/__init__.py': 'from ._hooks import hook\n',
    'src/pluggy/_hooks.py': 'def hook():\n    return 1\n',
    'tests/test_version.py': 'import packaging\n',
    'packaging.egg-info/entry_points.txt': '[console_scripts]\n',
  };

  it('leaves a shadow the patch does not touch alone', async () => {
    expect(
      await outcome(
        files,
        patch('*** Update File: app.py', '@@', '-x = 1', '+x = 2'),
        shadowingPolicy(PYTEST),
      ),
    ).toBe('accepted');
  });

  it('accepts changing it, or any file of a shadowing package: the project fixes its own code', async () => {
    expect(
      await outcome(
        files,
        patch('*** Update File: calendar.py', '@@', '-x = 1', '+x = 2'),
        shadowingPolicy(PYTEST),
      ),
    ).toBe('accepted');
    expect(
      await outcome(files, patch('*** Delete File: json/extra.py'), shadowingPolicy(PYTEST)),
    ).toBe('accepted');
    expect(await outcome(files, codexAdd('json/more.py'), shadowingPolicy(PYTEST))).toBe(
      'accepted',
    );
  });

  it('accepts a fix to a library that the test machinery also imports, tested in its own checkout', async () => {
    const fix = patch(
      '*** Update File: packaging/version.py',
      '@@',
      '-    return 1',
      '+    return 2',
      '*** Add File: packaging/_tracing.py',
      '+x = 1',
      '*** Update File: src/pluggy/_hooks.py',
      '@@',
      '-    return 1',
      '+    return 2',
      '*** Add File: src/pluggy/_tracing.py',
      '+x = 1',
    );
    expect(await outcome(library, fix, shadowingPolicy(PYTEST))).toBe('accepted');
  });

  it('still refuses the same name brought in new, elsewhere on sys.path, or its metadata changed', async () => {
    const moved = await refusal(library, codexAdd('tests/packaging.py'), shadowingPolicy(PYTEST));
    expect(moved.code).toBe('ShadowedModule');
    expect(moved.details['shadow']).toBeUndefined();
    expect(await outcome(base, codexAdd('packaging/__init__.py'), shadowingPolicy(PYTEST))).toBe(
      'ShadowedModule',
    );
    for (const path of ['tests/pluggy.py', 'pluggy/__init__.py', 'tests/pluggy/__init__.py'])
      expect(await outcome(library, codexAdd(path), shadowingPolicy(PYTEST))).toBe('ProtectedPath');
    const metadata = await refusal(
      library,
      patch(
        '*** Update File: packaging.egg-info/entry_points.txt',
        '@@',
        ' [console_scripts]',
        '+[pytest11]',
      ),
      shadowingPolicy(PYTEST),
    );
    expect(metadata.code).toBe('ShadowedModule');
    expect(metadata.details).toMatchObject({ source: 'distribution metadata', shadow: 'changed' });
  });

  it('accepts removing a shadow whole (the real module comes back)', async () => {
    expect(
      await outcome(files, patch('*** Delete File: calendar.py'), shadowingPolicy(PYTEST)),
    ).toBe('accepted');
  });
});

describe('ShadowedModule: honest patches', () => {
  it.each([
    ['a module inside a package', ['mypkg/__init__.py', 'mypkg/signal.py', 'mypkg/json_utils.py']],
    ['a stdlib-named data folder', ['json/data.json', 'html/index.html', 'csv/2024.csv']],
    ['a stdlib-named folder below a search folder that is no package', ['tests/email/welcome.txt']],
    [
      'test files named after the modules they test',
      ['tests/test_signal.py', 'tests/signal_test.py'],
    ],
    ['a package of tests', ['tests/unit/__init__.py', 'tests/unit/test_queue.py']],
    [
      'names that only start like stdlib modules',
      ['jsonschema_compat.py', 'src/typing_helpers.py', 'tests/osutil.py'],
    ],
    ['a src-layout package', ['src/mypkg/__init__.py', 'src/mypkg/random.py']],
  ])('accepts %s', async (_name, paths) => {
    const ops = paths.flatMap((p) => [`*** Add File: ${p}`, '+x = 1']);
    expect(await outcome(base, patch(...ops), shadowingPolicy(PYTEST))).toBe('accepted');
  });

  it('does not run without the runner’s module list, and skips Python rules for a runner without Python', async () => {
    expect(await outcome(base, codexAdd('signal.py'))).toBe('accepted');
    expect(
      await outcome(
        base,
        codexAdd('signal.py'),
        shadowingPolicy([['node', '--test']], { python: null, source: 'image label' }),
      ),
    ).toBe('accepted');
  });

  it('lists the gate among those a proposal passed only when it ran', async () => {
    const { proposeText } = await import('../support/intake.js');
    expect((await proposeText(base, codexAdd('x.py'), shadowingPolicy(PYTEST))).gates).toContain(
      'ShadowedModule',
    );
    expect((await proposeText(base, codexAdd('x.py'))).gates).not.toContain('ShadowedModule');
  });
});
