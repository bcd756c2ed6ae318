// A protected path of the test machinery (pytest/, pluggy.py …) is excused only where the
// base already provides the same module at the same place (src/core/gates/machinery-modules.ts).
import { describe, expect, it } from 'vitest';
import { providedByBase } from '../../src/core/gates/machinery-modules.js';
import { protectedPathGate, protectedPathsInForce } from '../../src/core/gates/protected-paths.js';

const base = new Set([
  'src/pluggy/__init__.py',
  'src/pluggy/_hooks.py',
  'Pytest/__init__.py',
  'tools/iniconfig.py',
  'vendor/pluggy/pluggy/x.py',
]);
const has = (p: string): boolean => base.has(p);

describe('providedByBase', () => {
  it.each([
    ['pluggy/', 'src/pluggy/_hooks.py'],
    ['pluggy/', 'src/pluggy/new_module.py'],
    ['pluggy/', 'src/pluggy/sub/deeper.py'],
    ['pytest/', 'Pytest/fixtures.py'],
    ['iniconfig.py', 'tools/iniconfig.py'],
  ])('excuses %s for %s (the base has that module there)', (pattern, path) => {
    expect(providedByBase(pattern, path, has)).toBe(true);
  });

  it.each([
    ['pluggy/', 'pluggy/__init__.py'],
    ['pluggy/', 'tests/pluggy/__init__.py'],
    ['pluggy/', 'vendor/pluggy/pluggy/x.py'],
    ['pluggy/', 'src/pluggy/pluggy/__init__.py'],
    ['pluggy.py', 'src/pluggy.py'],
    ['iniconfig.py', 'iniconfig.py'],
    ['conftest.py', 'src/pluggy/conftest.py'],
    ['*.pth', 'src/pluggy/x.pth'],
  ])('does not excuse %s for %s', (pattern, path) => {
    expect(providedByBase(pattern, path, has)).toBe(false);
  });
});

describe('the ProtectedPath gate with the base', () => {
  const gate = protectedPathGate(protectedPathsInForce(), has);
  const code = (path: string): string => {
    try {
      gate(path);
      return 'accepted';
    } catch (e) {
      return (e as { code: string }).code;
    }
  };

  it('lets the project fix its own machinery module, and keeps every other protection', () => {
    expect(code('src/pluggy/_hooks.py')).toBe('accepted');
    expect(code('src/pluggy/conftest.py')).toBe('ProtectedPath');
    expect(code('src/pluggy/_hooks.pyc')).toBe('ProtectedPath');
    expect(code('tests/pytest.py')).toBe('ProtectedPath');
    expect(code('src/_pytest/__init__.py')).toBe('ProtectedPath');
  });

  it('without the base, protects as before', () => {
    expect(() => protectedPathGate(protectedPathsInForce())('src/pluggy/_hooks.py')).toThrow(
      /protected/,
    );
  });
});
