// Helpers the trusted suites rely on (found by review of 3f14655/f257f06): a test-only
// package's __init__.py, every file of a Go helper package, and what the trusted suites reach.
import { describe, expect, it } from 'vitest';
import { goReachableFrom, goTestSupportFiles } from '../../src/core/execution/go-test-support.js';
import { reachableFrom, testSupportFiles } from '../../src/core/execution/test-support.js';
import { isTestPath } from '../../src/core/gates/test-paths.js';

const trusted = (p: string): boolean => p.startsWith('.patchproof-tests/') || isTestPath(p);

describe('trusted helpers the restore should cover', () => {
  it('Python: the package __init__.py of a helper a trusted test imports (it runs first and can rebind the helper)', () => {
    const files = new Map([
      ['intervals.py', 'def merge(x):\n    return x\n'],
      ['support/__init__.py', ''],
      [
        'support/checks.py',
        'import unittest\n\ndef assert_rejects(case, call, *args):\n    pass\n',
      ],
      [
        '.patchproof-tests/hidden/test_h.py',
        'import unittest\nfrom intervals import merge\nfrom support.checks import assert_rejects\n',
      ],
    ]);
    expect([...testSupportFiles(files, trusted)]).toContain('support/__init__.py');
  });

  it('Go: every file of a test-only internal helper package, not only those importing testing', () => {
    const files = new Map([
      ['go.mod', 'module example.com/shop\n\ngo 1.19\n'],
      [
        '.patchproof-tests/hidden/h_test.go',
        'package hidden\n\nimport (\n\t"testing"\n\t"example.com/shop/internal/check"\n)\n\nfunc TestX(t *testing.T) { check.Near(t, 1, 1) }\n',
      ],
      [
        'internal/check/near.go',
        'package check\n\nimport "testing"\n\nfunc Near(t *testing.T, a, b float64) { if diff(a, b) > Tolerance { t.Fatal(a, b) } }\n',
      ],
      [
        'internal/check/tolerance.go',
        'package check\n\nvar Tolerance = 1e-9\n\nfunc diff(a, b float64) float64 { return a - b }\n',
      ],
    ]);
    expect(
      [...goTestSupportFiles(files, (p) => p.endsWith('_test.go') || trusted(p))].sort(),
    ).toEqual(['internal/check/near.go', 'internal/check/tolerance.go']);
  });

  it('a package __init__.py that also holds code stays code', () => {
    const files = new Map([
      ['mylib/__init__.py', 'from .core import run\n'],
      ['mylib/core.py', 'def run():\n    return 1\n'],
      ['mylib/testing.py', 'import unittest\n\ndef check(case):\n    pass\n'],
      ['.patchproof-tests/hidden/test_h.py', 'from mylib.testing import check\n'],
    ]);
    expect([...testSupportFiles(files, trusted)]).toEqual(['mylib/testing.py']);
  });

  it('what the trusted suites reach: their imports and the imports of those, in Python, JavaScript and Go', () => {
    const py = new Map([
      ['support/checks.py', 'from support.data import CASES\n'],
      ['support/data.py', 'CASES = []\n'],
      ['tests/test_x.py', 'import support.other\n'],
      ['support/other.py', ''],
      ['.patchproof-tests/hidden/test_h.py', 'from support.checks import assert_rejects\n'],
    ]);
    expect([...reachableFrom(py, ['.patchproof-tests/hidden/test_h.py'])].sort()).toEqual([
      'support/checks.py',
      'support/data.py',
    ]);
    // A package's __init__.py runs before its modules: it is reached with them.
    expect(
      [
        ...reachableFrom(new Map([...py, ['support/__init__.py', '']]), [
          '.patchproof-tests/hidden/test_h.py',
        ]),
      ].sort(),
    ).toEqual(['support/__init__.py', 'support/checks.py', 'support/data.py']);
    const go = new Map([
      ['go.mod', 'module example.com/shop\n'],
      ['internal/check/near.go', 'package check\n\nimport "example.com/shop/internal/tol"\n'],
      ['internal/tol/tol.go', 'package tol\n'],
      ['internal/other/o.go', 'package other\n'],
      [
        '.patchproof-tests/hidden/h_test.go',
        'package hidden\n\nimport "example.com/shop/internal/check"\n',
      ],
    ]);
    expect([...goReachableFrom(go, ['.patchproof-tests/hidden/h_test.go'])].sort()).toEqual([
      'internal/check/near.go',
      'internal/tol/tol.go',
    ]);
  });
});
