// Go subtests as sealing writes them (src/core/seal/go-subtests.ts): each subtest literal
// recovers its own panic, so a table of panicking subtests does not end the test binary at
// baseline (spf13/pflag in the corpus). Split from go-file.test.ts.
import { beforeAll, describe, expect, it } from 'vitest';
import { loadTestFileParser } from '../../src/adapters/syntax/test-file-parser.js';
import { SealRandom } from '../../src/core/seal/prng.js';
import { sealSuite } from '../../src/core/seal/seal-suite.js';
import type { TestFileParser } from '../../src/core/seal/syntax.js';

describe('a panic in a subtest (go-subtests.ts)', () => {
  let goParser: TestFileParser;
  beforeAll(async () => {
    goParser = await loadTestFileParser();
  });

  it('each subtest literal recovers its own panic; a named subtest function and a non-Run call do not', () => {
    const file = [
      'package r',
      '',
      'import "testing"',
      '',
      'func helper(f func(t *testing.T)) {}',
      '',
      'func TestTable(t *testing.T) {',
      '\tfor _, c := range []string{"a", "b"} {',
      '\t\tt.Run(c, func(t *testing.T) {',
      '\t\t\tt.Run("inner", func(tt *testing.T) { _ = tt })',
      '\t\t})',
      '\t}',
      '\tt.Run("named", testNamed)',
      '\thelper(func(t *testing.T) {})',
      '\tt.Run("blank", func(_ *testing.T) {})',
      '}',
      '',
      'func testNamed(t *testing.T) {}',
      '',
    ].join('\n');
    const sealed = new TextDecoder().decode(
      sealSuite(
        'r',
        { files: new Map([['a_test.go', new TextEncoder().encode(file)]]) },
        'go',
        goParser,
        new SealRandom(new Uint8Array(32).fill(5), 'patched'),
        0,
      ).files.get('a_test.go'),
    );
    // The test itself, the table's subtest and its inner subtest: three recovers, no more.
    expect(sealed.match(/defer recover_\w+\(t\)/g)).toHaveLength(2);
    expect(sealed.match(/defer recover_\w+\(tt\)/g)).toHaveLength(1);
    expect(sealed).toMatch(/t\.Run\(c, func\(t \*testing\.T\) \{\n\tdefer recover_\w+\(t\)/);
    expect(sealed).toMatch(/helper\(func\(t \*testing\.T\) \{\}\)/);
    expect(sealed).toMatch(/func testNamed\(t \*testing\.T\) \{\}/);
    const parsed = goParser.parse('go', sealed);
    expect(parsed.root.hasError).toBe(false);
    parsed.dispose();
  });
});
