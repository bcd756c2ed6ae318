// Where the regression suite's plants go in a Go test file (src/core/seal/regression-go.ts),
// read with the real Go grammar: among the file's top-level tests, in its own `testing` name
// and failing call, never in a build-constrained file; the ids `go test -json` gives fit.
// The planted runs themselves are in test/docker/go-runner.test.ts (planted: 4, as planted).
import { beforeAll, describe, expect, it } from 'vitest';
import { loadTestFileParser } from '../../src/adapters/syntax/test-file-parser.js';
import { goPlantSites } from '../../src/core/seal/regression-go.js';
import type { SyntaxNode, TestFileParser } from '../../src/core/seal/syntax.js';

let parser: TestFileParser;
beforeAll(async () => {
  parser = await loadTestFileParser(['go']);
});

const FILE = [
  'package ranges',
  '',
  'import tst "testing"',
  '',
  '// TestParse checks one range.',
  'func TestParse(t *tst.T) {',
  '\tif got := Parse("1-2"); len(got) != 2 {',
  '\t\tt.Errorf("got %v", got)',
  '\t}',
  '}',
  '',
  'func helper(t *tst.T) {}',
  '',
  'func TestMain(m *tst.M) {}',
  '',
  'func TestJoin(t *tst.T) {',
  '\tt.Run("two", func(t *tst.T) {})',
  '}',
  '',
].join('\n');

function sites(path: string, text: string) {
  const parsed = parser.parse('go', text);
  try {
    expect(parsed.root.hasError).toBe(false);
    return goPlantSites(path, parsed.root as SyntaxNode);
  } finally {
    parsed.dispose();
  }
}

describe('Go regression plant sites', () => {
  it('one site per test file: its tests, a slot before each (above its doc comment) and one at the end', () => {
    const [site, ...rest] = sites('ranges_test.go', FILE);
    expect(rest).toEqual([]);
    expect([...(site?.tests ?? [])]).toEqual(['TestParse', 'TestJoin']);
    expect(site?.slots).toEqual([
      FILE.indexOf('func TestParse'),
      FILE.indexOf('func TestJoin'),
      FILE.length,
    ]);
    expect(site?.forms).toEqual(['Errorf']);
    expect(site?.header).toBe('package ranges tst');
  });

  it('fits the ids go test -json gives its tests and their subtests, and no other', () => {
    const site = sites('ranges_test.go', FILE)[0];
    expect(
      ['example.com/ranges::TestParse', 'example.com/ranges::TestJoin/two'].map((id) =>
        site?.fits(id),
      ),
    ).toEqual([true, true]);
    expect(
      [
        'example.com/ranges::TestMain',
        'example.com/ranges::TestParseAll',
        'example.com/ranges::helper',
      ].map((id) => site?.fits(id)),
    ).toEqual([false, false, false]);
  });

  it('a plant is a test of the package that compiles with the file (its testing name, its failing call)', () => {
    const site = sites('ranges_test.go', FILE)[0];
    const name = site?.nameFrom(['parse', 'join']) as string;
    expect(name).toBe('TestParseJoin');
    const planted =
      FILE.slice(0, site?.slots[1]) +
      (site?.plant(name, 417, 59, 'Errorf', 1) ?? '') +
      FILE.slice(site?.slots[1]);
    expect(planted).toContain(
      'func TestParseJoin(t *tst.T) {\n\tif got, want := 417, 59; got != want {\n\t\tt.Errorf("got %d, want %d", got, want)\n\t}\n}\n\nfunc TestJoin',
    );
    const parsed = parser.parse('go', planted);
    expect(parsed.root.hasError).toBe(false);
    parsed.dispose();
  });

  it.each([
    ['a build tag', 'ranges_test.go', `//go:build linux\n\n${FILE}`],
    ['a platform file name', 'ranges_windows_test.go', FILE],
    ['a file that is not a test file', 'ranges.go', FILE],
    [
      'no test function',
      'ranges_test.go',
      'package ranges\n\nimport "testing"\n\nfunc helper(t *testing.T) {}\n',
    ],
  ])('%s takes no plant', (_name, path, text) => {
    expect(sites(path, text)).toEqual([]);
  });
});
