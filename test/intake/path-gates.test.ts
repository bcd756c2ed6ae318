// UnsafePath, ProtectedPath and SymlinkPath: every refusal next to a near-legal case accepted.
import { describe, expect, it } from 'vitest';
import { codexAdd, gitAdd, outcome, refusal } from '../support/intake.js';

const base = { 'src/app.py': 'print(1)\n', 'README.md': '# r\n' };

describe('UnsafePath', () => {
  it.each([
    ['parent traversal', '../escape.txt'],
    ['traversal in the middle', 'src/../../x'],
    ['absolute', '/etc/passwd'],
    ['drive letter', 'C:/x'],
    ['backslash', 'src\\x.py'],
    ['dot component', './x'],
    ['double slash', 'a//b'],
    ['trailing slash', 'a/'],
    ['.git', '.git/config'],
    ['.GIT any case', 'sub/.GiT/hooks/pre-commit'],
    ['.git with trailing dot', '.git./x'],
    ['NTFS short name', 'GIT~1/config'],
    ['NTFS alternate data stream of .git', '.git::$INDEX_ALLOCATION/hooks/post-checkout'],
    ['NTFS stream name after .git', 'sub/.GIT:stream/config'],
    ['short name with trailing dot and space', 'git~1. /config'],
    ['fullwidth look-alike of .git', '\uff0egit/config'],
    ['zero-width joiner in .git', '.g\u200dit/config'],
    ['right-to-left override', 'src/\u202etxt.exe'],
    ['tab', 'a\tb'],
    ['escape character', 'a\u001bb'],
    ['not NFC', 'cafe\u0301.txt'],
    ['reserved test namespace', 'patchproof_tests/reproduction/test_x.py'],
    ['reserved namespace, other case', 'PatchProof_Tests/x'],
    ['the first reserved namespace', '.PatchProof-Tests/x'],
    [
      'reserved namespace deeper (a package a source root could shadow it with)',
      'src/patchproof_tests/reproduction/test_x.py',
    ],
    ['a module of the reserved name (Python imports it before the folder)', 'patchproof_tests.py'],
    ['a .pth of the reserved name', 'lib/patchproof_tests.pth'],
    ['overlong name', `${'a'.repeat(256)}.txt`],
    ['too deep', `${'d/'.repeat(70)}f.txt`],
  ])('refuses %s', async (_name, path) => {
    expect(await outcome(base, codexAdd(path))).toBe('UnsafePath');
  });

  it.each([
    ['NUL', '\\000'],
    ['newline', '\\n'],
    ['DEL', '\\177'],
  ])('refuses a %s in a quoted Git path', async (_name, escape) => {
    const quoted = (side: string): string => `"${side}/x${escape}y"`;
    const patch = gitAdd('x')
      .replace('a/x b/x', `${quoted('a')} ${quoted('b')}`)
      .replace('+++ b/x', `+++ ${quoted('b')}`);
    expect(await outcome(base, patch)).toBe('UnsafePath');
  });

  it('refuses configured sensitive paths', async () => {
    const e = await refusal(base, codexAdd('.github/workflows/ci.yml'), {
      sensitivePaths: ['.github/'],
    });
    expect(e.code).toBe('UnsafePath');
    expect(e.location.path).toBe('.github/workflows/ci.yml');
  });

  it.each([
    ['a dotfile', '.editorconfig'],
    ['a name with dots', 'a..b/c.d.txt'],
    ['a .github file without configuration', '.github/workflows/ci.yml'],
    ['a name containing git', '.gitignore'],
    ['unicode NFC name', 'docs/caf\u00e9/\u6587\u4ef6.md'],
    ['spaces', 'docs/my notes.md'],
    ['255-byte name', `${'a'.repeat(251)}.txt`],
    ['64 levels', `${'d/'.repeat(63)}f.txt`],
    ['a name that only starts like the reserved one', 'docs/patchproof_tests_guide.md'],
  ])('accepts %s', async (_name, path) => {
    expect(await outcome(base, codexAdd(path))).toBe('accepted');
  });
});

describe('ProtectedPath', () => {
  it.each([
    'conftest.py',
    'tests/deep/conftest.py',
    'pytest.ini',
    'tox.ini',
    'setup.cfg',
    'pyproject.toml',
    'sitecustomize.py',
    'lib/usercustomize.py',
    'evil.pth',
    'unittest.py',
    'unittest/__init__.py',
    'pytest/__init__.py',
    'tests/pytest.py',
    '_pytest/x.py',
    'package.json',
    'web/package.json',
    'package-lock.json',
    '.npmrc',
    'node_modules/left-pad/index.js',
    'vitest.config.ts',
    'vite.config.mjs',
    'jest.config.js',
    '.mocharc.yml',
    'CONFTEST.PY',
  ])('refuses %s', async (path) => {
    const e = await refusal(base, codexAdd(path));
    expect(e.code).toBe('ProtectedPath');
    expect(e.location.path).toBe(path);
  });

  it.each([
    'tests/test_conftest_helpers.py',
    'docs/package.json.md',
    'src/pytest_helpers.py',
    'my_node_modules/x.js',
  ])('accepts near-legal %s', async (path) => {
    expect(await outcome(base, codexAdd(path))).toBe('accepted');
  });

  it('lets a run spec add and allow paths', async () => {
    expect(
      await outcome(base, codexAdd('Makefile'), { protectedPaths: { add: ['Makefile'] } }),
    ).toBe('ProtectedPath');
    expect(
      await outcome(base, codexAdd('pyproject.toml'), {
        protectedPaths: { allow: ['pyproject.toml'] },
      }),
    ).toBe('accepted');
  });

  it('protects a deletion and a move just as an addition', async () => {
    const files = { ...base, 'tests/conftest.py': 'x = 1\n' };
    expect(
      await outcome(files, '*** Begin Patch\n*** Delete File: tests/conftest.py\n*** End Patch\n'),
    ).toBe('ProtectedPath');
    const move =
      '*** Begin Patch\n*** Update File: src/app.py\n*** Move to: conftest.py\n@@\n-print(1)\n+print(2)\n*** End Patch\n';
    expect(await outcome(base, move)).toBe('ProtectedPath');
  });
});

describe('SymlinkPath', () => {
  const linked = {
    ...base,
    docs: { content: '/etc', mode: '120000' as const },
    'link.txt': { content: 'README.md', mode: '120000' as const },
  };

  it('refuses writing through a symlinked directory', async () => {
    const e = await refusal(linked, codexAdd('docs/passwd'));
    expect(e.code).toBe('SymlinkPath');
    expect(e.details.symlink).toBe('docs');
  });

  it('refuses updating or deleting a symlink itself', async () => {
    expect(
      await outcome(linked, '*** Begin Patch\n*** Delete File: link.txt\n*** End Patch\n'),
    ).toBe('SymlinkPath');
    const update =
      '*** Begin Patch\n*** Update File: link.txt\n@@\n-README.md\n+x\n*** End Patch\n';
    expect(await outcome(linked, update)).toBe('SymlinkPath');
  });

  it('accepts a file whose name only starts like a symlink', async () => {
    expect(await outcome(linked, codexAdd('docs2/x.md'))).toBe('accepted');
    expect(await outcome(linked, codexAdd('link.txt.bak'))).toBe('accepted');
  });
});
