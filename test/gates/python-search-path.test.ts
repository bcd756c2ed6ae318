// Which folders of a tree are on sys.path (core/gates/python-path.ts): from the commands
// (command-words, python-invocations), from pytest's configuration files, and from the tree.
import { describe, expect, it } from 'vitest';
import { invocationsOf, repoPath, shellCommands } from '../../src/core/gates/command-words.js';
import { emptyFacts, readInvocation } from '../../src/core/gates/python-invocations.js';
import { pythonSearchPath, treeIndex } from '../../src/core/gates/python-path.js';
import { pytestSettings } from '../../src/core/gates/pytest-ini.js';
import { WORKSPACE_DIR } from '../../src/adapters/docker/container-config.js';
import { CONTAINER_WORKSPACE } from '../../src/core/gates/command-words.js';

function folders(
  paths: string[],
  commands: string[][],
  config: Record<string, string> = {},
  env: Record<string, string> = {},
): string[] {
  const facts = emptyFacts();
  for (const command of commands)
    for (const invocation of invocationsOf(command, env)) readInvocation(invocation, facts);
  return [
    ...pythonSearchPath(treeIndex(paths), facts, new Map(Object.entries(config))).folders.keys(),
  ].sort();
}

const TREE = [
  'app.py',
  'tests/test_a.py',
  'pkg/__init__.py',
  'pkg/core.py',
  'pkg/tests/__init__.py',
  'pkg/tests/test_core.py',
  'lib/util.py',
  'vendor/x.py',
  'tools/run.py',
  'suite/unit/test_u.py',
  'suite/conftest.py',
  'docs/conf.py',
  'src/mod.py',
];

describe('the search path of a tree', () => {
  it('always holds the root, tests/, src/, and the first non-package folder above each test file', () => {
    expect(folders(TREE, [])).toEqual(['', 'src', 'suite', 'suite/unit', 'tests']);
  });

  it.each([
    [
      'unittest -s and -t',
      ['python3', '-m', 'unittest', 'discover', '-s', 'lib', '-t', 'vendor'],
      ['lib', 'vendor'],
    ],
    [
      'unittest positional start',
      ['python', '-m', 'unittest', 'discover', 'lib', 'check_*.py'],
      ['lib'],
    ],
    [
      'unittest --start-directory=',
      ['python', '-m', 'unittest', 'discover', '--start-directory=lib'],
      ['lib'],
    ],
    [
      'the trusted unittest reporter, as -m unittest',
      [
        'python3',
        '/usr/lib/patchproof/unittest_junit.py',
        '--junit-xml',
        'r.xml',
        'discover',
        '-s',
        'lib',
        '-t',
        'vendor',
      ],
      ['', 'lib', 'vendor'],
    ],
    ['a script', ['python3', 'tools/run.py'], ['tools']],
    ['pytest --rootdir', ['pytest', '--rootdir=lib'], ['lib']],
    [
      'pytest -o pythonpath',
      ['python', '-m', 'pytest', '-o', 'pythonpath=lib vendor'],
      ['lib', 'vendor'],
    ],
    [
      'env PYTHONPATH',
      ['env', 'PYTHONPATH=lib:/workspace/vendor', 'python3', '-m', 'pytest'],
      ['lib', 'vendor'],
    ],
    ['sh -c with cd', ['sh', '-c', 'cd lib && python3 -m pytest -q'], ['lib']],
    [
      'bash -ec with a variable',
      ['bash', '-ec', 'PYTHONPATH=vendor python -m unittest'],
      ['vendor'],
    ],
    [
      'sh -c with export',
      ['sh', '-c', 'export PYTHONPATH=lib:vendor; python3 -m pytest'],
      ['lib', 'vendor'],
    ],
    ['timeout', ['timeout', '60', 'python3', '-m', 'unittest', 'discover', '-s', 'lib'], ['lib']],
    [
      'coverage run -m',
      ['coverage', 'run', '--source', 'pkg', '-m', 'unittest', 'discover', '-s', 'lib'],
      ['lib'],
    ],
    [
      'python -m coverage run script',
      ['python3', '-m', 'coverage', 'run', 'tools/run.py'],
      ['tools'],
    ],
    ['a test file named on the command line', ['pytest', 'docs/conf.py::test_x'], ['docs']],
    ['poetry run', ['poetry', 'run', 'python', '-m', 'unittest', 'discover', '-s', 'lib'], ['lib']],
    [
      'uv run --directory',
      ['uv', 'run', '--with', 'x', '--directory', 'vendor', 'python', '-m', 'pytest'],
      ['vendor'],
    ],
  ])('%s', (_name, command, added) => {
    const found = folders(TREE, [command]);
    for (const dir of added) expect(found).toContain(dir);
  });

  it('counts folders of pythonpath settings, python_files patterns and addopts of the configuration files', () => {
    const config = {
      'pyproject.toml':
        '[tool.pytest.ini_options]\npythonpath = [\n  "lib",\n]\npython_files = ["check_*.py"]\n',
      'pkg/setup.cfg': '[tool:pytest]\naddopts = --rootdir=../vendor -p myplugin\n',
    };
    const tree = [...TREE, 'tools/check_x.py', 'pyproject.toml', 'pkg/setup.cfg'];
    expect(folders(tree, [], config)).toEqual(expect.arrayContaining(['lib', 'tools']));
    const facts = emptyFacts();
    const path = pythonSearchPath(treeIndex(tree), facts, new Map(Object.entries(config)));
    expect(path.plugins).toEqual(['myplugin']);
  });

  it('counts every folder that is no package when Python may start anywhere', () => {
    for (const command of [
      ['make', 'test'],
      ['tox', '-e', 'py311'],
      ['sh', '-c', 'cd "$SUITE" && python -m pytest'],
      ['./run-tests.sh'],
      ['bash', 'ci/test.sh'],
    ]) {
      const found = folders(TREE, [command]);
      expect(found, command.join(' ')).toEqual(
        expect.arrayContaining(['lib', 'vendor', 'tools', 'docs', 'suite/unit']),
      );
      expect(found).not.toContain('pkg');
      expect(found).not.toContain('pkg/tests');
    }
  });

  it('leaves out folders a command cannot reach: outside the repository, or below an unknown cd', () => {
    expect(
      folders(TREE, [['python3', '-m', 'unittest', 'discover', '-s', '../elsewhere']]),
    ).toEqual(['', 'src', 'suite', 'suite/unit', 'tests']);
    expect(repoPath('', '/etc')).toBeNull();
    expect(repoPath(null, 'lib')).toBeNull();
    expect(repoPath('a/b', '../../c')).toBe('c');
  });

  it('knows the Docker runner’s workspace folder', () => {
    expect(CONTAINER_WORKSPACE).toBe(WORKSPACE_DIR);
  });
});

describe('shell scripts and ini files', () => {
  it('splits a script at separators, undoing quotes', () => {
    expect(shellCommands(`cd "my dir" && python3 -m pytest -k 'a or b'; echo done # note`)).toEqual(
      [
        ['cd', 'my dir'],
        ['python3', '-m', 'pytest', '-k', 'a or b'],
        ['echo', 'done'],
      ],
    );
  });

  it('reads pythonpath from each kind of configuration file', () => {
    expect(
      pytestSettings('pytest.ini', '[pytest]\npythonpath = src\n    lib\n').pythonpath,
    ).toEqual(['src', 'lib']);
    expect(
      pytestSettings('tox.ini', '[tox]\npythonpath = no\n[pytest]\npythonpath: a b\n').pythonpath,
    ).toEqual(['a', 'b']);
    expect(pytestSettings('setup.cfg', '[tool:pytest]\npythonpath = x\n').pythonpath).toEqual([
      'x',
    ]);
    expect(
      pytestSettings('pyproject.toml', '[tool.pytest.ini_options]\npythonpath = "one"\n')
        .pythonpath,
    ).toEqual(['one']);
    expect(pytestSettings('pyproject.toml', '[project]\npythonpath = ["no"]\n').pythonpath).toEqual(
      [],
    );
  });
});
