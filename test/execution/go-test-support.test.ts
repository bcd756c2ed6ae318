// Go test-support packages (src/core/execution/go-test-support.ts): a package only tests
// import, with a file that imports "testing", is test material for the integrity guard; a
// package the code imports is code under test, whatever it imports; a library's own
// package that exports test helpers keeps its code as code.
import { describe, expect, it } from 'vitest';
import { goTestSupportFiles, importPaths } from '../../src/core/execution/go-test-support.js';
import { isTestPath } from '../../src/core/gates/test-paths.js';

const isTest = (path: string): boolean => path.endsWith('_test.go') || isTestPath(path);
const MOD = 'module example.com/shop\n\ngo 1.19\n';

function support(files: Record<string, string>): string[] {
  return [
    ...goTestSupportFiles(new Map(Object.entries({ 'go.mod': MOD, ...files })), isTest),
  ].sort();
}

describe('Go test-support packages', () => {
  it('a helper package only tests import, with a file importing testing, is test material (all of it under a test-support folder name)', () => {
    expect(
      support({
        'cart/cart.go': 'package cart\n\nfunc Total(xs []int) int { return 0 }\n',
        'cart/cart_test.go':
          'package cart\n\nimport (\n\t"testing"\n\n\t"example.com/shop/internal/testutil"\n)\n\nfunc TestTotal(t *testing.T) { testutil.Equal(t, Total(nil), 0) }\n',
        'internal/testutil/equal.go':
          'package testutil\n\nimport "testing"\n\nfunc Equal(t *testing.T, a, b int) { if !same(a, b) { t.Fatal(a, b) } }\n',
        'internal/testutil/same.go':
          'package testutil\n\nfunc same(a, b int) bool { return a == b }\n',
      }),
    ).toEqual(['internal/testutil/equal.go', 'internal/testutil/same.go']);
  });

  it('under internal/, every file of the helper package (a var Tolerance judges as Near does)', () => {
    expect(
      support({
        'cart/cart_test.go':
          'package cart\n\nimport (\n\t"testing"\n\tcheck "example.com/shop/internal/check"\n)\n\nfunc TestX(t *testing.T) { check.Equal(t, 1, 1) }\n',
        'internal/check/equal.go':
          'package check\n\nimport "testing"\n\nfunc Equal(t *testing.T, a, b int) {}\n',
        'internal/check/doc.go': 'package check\n',
      }),
    ).toEqual(['internal/check/doc.go', 'internal/check/equal.go']);
  });

  it('an exported package that only tests import (zaptest-like) is a product: its code is code under test', () => {
    expect(
      support({
        'logger_test.go': 'package shop\n\nimport "example.com/shop/shoptest"\n',
        'shoptest/logger.go': 'package shoptest\n\nimport "testing"\n\nfunc New(t testing.TB) {}\n',
      }),
    ).toEqual([]);
  });

  it('a package the code under test imports is code, whatever it imports', () => {
    expect(
      support({
        'cart/cart.go':
          'package cart\n\nimport "example.com/shop/internal/testutil"\n\nvar _ = testutil.Equal\n',
        'cart/cart_test.go': 'package cart\n\nimport "example.com/shop/internal/testutil"\n',
        'internal/testutil/equal.go':
          'package testutil\n\nimport "testing"\n\nfunc Equal(t *testing.T, a, b int) {}\n',
      }),
    ).toEqual([]);
  });

  it('a helper that only another helper imports counts too; a package outside the module never', () => {
    expect(
      support({
        'cart/cart_test.go': 'package cart\n\nimport "example.com/shop/internal/testutil"\n',
        'internal/testutil/equal.go':
          'package testutil\n\nimport (\n\t"testing"\n\t"example.com/shop/internal/testdiff"\n)\n\nfunc Equal(t *testing.T) { testdiff.Show() }\n',
        'internal/testdiff/diff.go':
          'package testdiff\n\nimport "testing"\n\nvar _ testing.TB\n\nfunc Show() {}\n',
        'other/o_test.go': 'package other\n\nimport "github.com/elsewhere/testutil"\n',
      }),
    ).toEqual(['internal/testdiff/diff.go', 'internal/testutil/equal.go']);
  });

  it('without a go.mod nothing resolves; imports are read from single lines and blocks, named or not', () => {
    expect([
      ...goTestSupportFiles(new Map([['x_test.go', 'import "example.com/shop/t"']]), isTest),
    ]).toEqual([]);
    expect(
      importPaths(
        'package a\n\nimport "fmt"\nimport t "testing"\nimport (\n\t"os"\n\tx "example.com/a/b"\n\t. "strings"\n)\n',
      ).sort(),
    ).toEqual(['example.com/a/b', 'fmt', 'os', 'strings', 'testing']);
    // A `)` in a comment does not end the block; a raw-string path counts.
    expect(
      importPaths(
        'package a\n\nimport (\n\t"fmt" // fmt (printing)\n\t`testing`\n\t/* (x) */ "example.com/a/c"\n)\n',
      ).sort(),
    ).toEqual(['example.com/a/c', 'fmt', 'testing']);
  });
});
