// Test-support modules outside test folders: what only tests import and what asserts is
// test material (its base version guards the regression phase); code under test never is.
import { describe, expect, it } from 'vitest';
import { isTestPath } from '../../src/core/gates/test-paths.js';
import { testSupportFiles } from '../../src/core/execution/test-support.js';

const defines = (text: string): boolean =>
  /^\s*(?:def\s+test|class\s+Test|(?:test|it)\s*\()/m.test(text);
function support(files: Record<string, string>): string[] {
  const map = new Map(Object.entries(files));
  return [
    ...testSupportFiles(map, (path) => isTestPath(path) || defines(map.get(path) ?? '')),
  ].sort();
}

const CHECKS =
  'import unittest\n\ndef assert_rejects(case, fn, *args):\n    with case.assertRaises(ValueError):\n        fn(*args)\n';

describe('test-support modules', () => {
  it('a Python helper only tests import, which imports unittest, is test material', () => {
    expect(
      support({
        'intervals.py': 'def merge(x):\n    return x\n',
        'support/__init__.py': '',
        'support/checks.py': CHECKS,
        'tests/test_intervals.py':
          'import unittest\nfrom intervals import merge\nfrom support.checks import assert_rejects\n\nclass T(unittest.TestCase):\n    def test_x(self):\n        assert_rejects(self, merge, 1)\n',
      }),
    ).toEqual(['support/__init__.py', 'support/checks.py']); // the package's __init__ runs first: it is the helper's too
  });

  it('the code under test is never test material, though only tests import it', () => {
    // intervals.py is imported by the tests alone; it imports no test framework.
    expect(
      support({
        'intervals.py': 'import functools\n',
        'tests/test_i.py': 'import intervals\nimport unittest\n',
      }),
    ).toEqual([]);
    // A library module that uses unittest.mock, imported by the library too: code under test.
    expect(
      support({
        'lib/fakes.py': 'from unittest import mock\n',
        'lib/core.py': 'from lib import fakes\n',
        'test_core.py': 'from lib.fakes import x\ndef test_a(): pass\n',
      }),
    ).toEqual([]);
    // A package's __init__.py passes imports on, but what it imports must assert to count.
    expect(
      support({
        'pkg/__init__.py': 'from .core import merge\n',
        'pkg/core.py': 'import functools\n',
        'test_pkg.py': 'import pkg\ndef test_a(): pass\n',
      }),
    ).toEqual([]);
  });

  it('follows imports through other support modules, relative imports and src/ layouts', () => {
    expect(
      support({
        'src/pkg/checking/__init__.py': '',
        'src/pkg/checking/asserts.py': 'import pytest\nfrom .compare import close\n',
        'src/pkg/checking/compare.py': 'import unittest\n',
        'src/pkg/core.py': '',
        'test_core.py': 'from pkg.checking.asserts import check\ndef test_a(): pass\n',
      }),
    ).toEqual([
      'src/pkg/checking/__init__.py',
      'src/pkg/checking/asserts.py',
      'src/pkg/checking/compare.py',
    ]);
    // `from . import x` in a helper package imported by tests.
    expect(
      support({
        'helpers/__init__.py': 'from . import shapes\n',
        'helpers/shapes.py': 'import unittest\n',
        'test_x.py': 'import helpers\ndef test_a(): pass\n',
      }),
    ).toEqual(['helpers/__init__.py', 'helpers/shapes.py']);
  });

  it('JavaScript: a relative require or import of an asserting helper', () => {
    expect(
      support({
        'lib/merge.js':
          "const assert = require('node:assert');\nmodule.exports = (x) => { assert.ok(x); return x; };\n",
        'lib/expect-merge.js':
          "const assert = require('node:assert/strict');\nconst merge = require('./merge');\nexports.expectMerge = (a, b) => assert.deepEqual(merge(a), b);\n",
        'lib/index.js': "module.exports = require('./merge');\n",
        'spec/merge.test.js':
          "const test = require('node:test');\nconst { expectMerge } = require('../lib/expect-merge.js');\ntest('m', () => expectMerge(1, 1));\n",
      }),
    ).toEqual(['lib/expect-merge.js']);
    // lib/merge.js asserts too, but index.js (code under test) imports it.
    expect(
      support({
        'src/check.mjs': "import assert from 'assert';\nexport const check = assert.ok;\n",
        'test/a.test.mjs': "import { check } from '../src/check.mjs';\n",
      }),
    ).toEqual(['src/check.mjs']);
  });

  it('an import that resolves nowhere, or climbs out of the tree, is no edge', () => {
    expect(
      support({
        'a.js': "require('../../outside.js');\n",
        'test_x.py': 'from ....far import y\nimport nowhere\n',
      }),
    ).toEqual([]);
  });
});
