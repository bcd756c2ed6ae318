// Sealing Go test files (report format `go`): the functions go test runs are renamed, the
// rest is left alone, plants assert as Go tests do, and the report's ids (subtests too) are
// read back to the real names.
import { beforeAll, describe, expect, it } from 'vitest';
import { loadTestFileParser } from '../../src/adapters/syntax/test-file-parser.js';
import { judgeSealed } from '../../src/core/seal/judge-sealed.js';
import type { SealedSuite, SealedTest } from '../../src/core/seal/model.js';
import { SealRandom } from '../../src/core/seal/prng.js';
import { sealSuite } from '../../src/core/seal/seal-suite.js';
import type { TestFileParser } from '../../src/core/seal/syntax.js';
import type { TestReport } from '../../src/core/reports/model.js';

const SOURCE = `package reproduction

import (
	"fmt"
	"os"
	"testing"

	"example.com/ranges"
)

// TestMain runs the tests.
func TestMain(m *testing.M) {
	os.Exit(m.Run())
}

func TestSingleNumber(t *testing.T) {
	got, _ := ranges.Parse("5-7")
	if len(got) != 3 {
		t.Fatalf("got %v", got)
	}
	t.Run("with spaces", func(t *testing.T) {})
}

func TestRange(t *testing.T) {}

func FuzzParse(f *testing.F) {
	f.Add("1-3")
	f.Fuzz(func(t *testing.T, s string) { _, _ = ranges.Parse(s) })
}

func ExampleParse() {
	fmt.Println(ranges.Parse("1-2"))
	// Output: [1 2] <nil>
}

func ExampleNotRun() {
	fmt.Println("no output comment: compiled, never run")
}

func BenchmarkParse(b *testing.B) {}

func helper(t *testing.T) {}
`;

let parser: TestFileParser;
beforeAll(async () => {
  parser = await loadTestFileParser(['go']);
});

function seal(n = 5): SealedSuite {
  return sealSuite(
    'reproduction',
    { files: new Map([['single_test.go', new TextEncoder().encode(SOURCE)]]) },
    'go',
    parser,
    new SealRandom(new Uint8Array(32).fill(n), 'patched'),
  );
}
const text = (suite: SealedSuite): string =>
  new TextDecoder().decode(suite.files.get('single_test.go'));

describe('sealing a Go test file', () => {
  it('renames what go test runs, leaves TestMain, benchmarks, helpers and unrun examples, and still parses', () => {
    const suite = seal();
    const out = text(suite);
    for (const name of ['TestSingleNumber', 'TestRange', 'FuzzParse', 'ExampleParse'])
      expect(out).not.toContain(`func ${name}(`);
    for (const name of ['TestMain', 'ExampleNotRun', 'BenchmarkParse', 'helper'])
      expect(out).toContain(`func ${name}(`);
    expect(
      suite.tests
        .filter((t) => t.role === 'real')
        .map((t) => t.original)
        .sort(),
    ).toEqual(['ExampleParse', 'FuzzParse', 'TestRange', 'TestSingleNumber']);
    expect(
      suite.tests
        .filter((t) => t.role === 'real')
        .every((t) => /^(?:Test|Fuzz|Example)_[a-z][a-z0-9]{11}$/.test(t.token)),
    ).toBe(true);
    // Two must-fail and two must-pass plants, asserting with t.Fatalf; twins of the one test
    // with a literal check (`if len(got) != 3`), each with the literal changed.
    expect(suite.planted).toBe(4);
    expect(out.match(/if got, want := \d+, \d+; got != want \{\n\t\tt\.Fatalf/g)).toHaveLength(4);
    const twins = suite.tests.filter((t) => t.role === 'twin');
    expect(twins.length).toBeGreaterThan(0);
    expect(
      twins.every(
        (t) => t.original === suite.tests.find((r) => r.original === 'TestSingleNumber')?.token,
      ),
    ).toBe(true);
    expect(suite.bits).toBeGreaterThan(0);
    expect(out.match(/if len\(got\) != -?\d+ \{/g)?.length).toBe(twins.length + 1);
    const parsed = parser.parse('go', out);
    expect(parsed.root.hasError).toBe(false);
    parsed.dispose();
  });

  it('reads a report back to real names, subtests included; an unknown test is tampering', () => {
    const suite = seal();
    const token = (name: string): string =>
      suite.tests.find((t) => t.original === name)?.token as string;
    const plants = suite.tests.filter((t) => t.role === 'must-fail' || t.role === 'must-pass');
    const pkg = 'example.com/ranges/patchproof_tests/reproduction';
    const report: TestReport = {
      executed: 0,
      passed: 0,
      failed: 0,
      errored: 0,
      skipped: 0,
      collectionErrors: [],
      tests: [
        { id: `${pkg}::${token('TestSingleNumber')}`, status: 'passed' },
        { id: `${pkg}::${token('TestSingleNumber')}/with_spaces`, status: 'passed' },
        { id: `${pkg}::${token('TestRange')}`, status: 'passed' },
        { id: `${pkg}::${token('FuzzParse')}`, status: 'passed' },
        { id: `${pkg}::${token('ExampleParse')}`, status: 'passed' },
        ...plants.map((p) => ({
          id: `${pkg}::${p.token}`,
          status: p.role === 'must-fail' ? ('failed' as const) : ('passed' as const),
          failure: p.role === 'must-fail' ? ('assertion' as const) : undefined,
        })),
        ...suite.tests
          .filter((t) => t.role === 'twin')
          .map((t) => ({
            id: `${pkg}::${t.token}`,
            status: 'failed' as const,
            failure: 'assertion' as const,
          })),
      ],
    };
    const reading = judgeSealed(report, suite, 'go');
    expect(reading.tampering).toEqual([]);
    expect(reading.report.tests.map((t) => t.id).sort()).toEqual([
      `${pkg}::ExampleParse`,
      `${pkg}::FuzzParse`,
      `${pkg}::TestRange`,
      `${pkg}::TestSingleNumber`,
      `${pkg}::TestSingleNumber/with_spaces`,
    ]);
    const forged = judgeSealed(
      { ...report, tests: [...report.tests, { id: `${pkg}::TestSingleNumber`, status: 'passed' }] },
      suite,
      'go',
    );
    expect(forged.tampering.join('\n')).toMatch(/names a test the trusted files do not define/);
    // A plant reported passing when it must fail: tampering.
    const flipped = report.tests.map((t) =>
      t.status === 'failed' ? { ...t, status: 'passed' as const, failure: undefined } : t,
    );
    // A twin reported passing beside its passing original: code that answers what each test expects.
    const twinPassed = report.tests.map((t) =>
      t.id.endsWith(suite.tests.find((x) => x.role === 'twin')?.token as string)
        ? { ...t, status: 'passed' as const, failure: undefined }
        : t,
    );
    expect(judgeSealed({ ...report, tests: twinPassed }, suite, 'go').tampering.join('\n')).toMatch(
      /twin/,
    );
    expect(judgeSealed({ ...report, tests: flipped }, suite, 'go').plantsAsPlanted).toBe(false);
  });

  it('makes twins of the comparisons Go tests write: != a literal, a literal bound in the if, reflect.DeepEqual; not of a loop or an else', () => {
    const twinsOf = (body: string): number => {
      const file = `package p\n\nimport (\n\t"reflect"\n\t"testing"\n)\n\nfunc TestX(t *testing.T) {\n${body}\n}\n`;
      const suite = sealSuite(
        'reproduction',
        { files: new Map([['x_test.go', new TextEncoder().encode(file)]]) },
        'go',
        parser,
        new SealRandom(new Uint8Array(32).fill(4), 'patched'),
      );
      const parsed = parser.parse('go', new TextDecoder().decode(suite.files.get('x_test.go')));
      expect(parsed.root.hasError).toBe(false);
      parsed.dispose();
      return suite.twins;
    };
    expect(
      twinsOf('\tif got, want := f(1), 5; got != want {\n\t\tt.Errorf("got %d", got)\n\t}'),
    ).toBeGreaterThan(0);
    expect(
      twinsOf(
        '\tif want := []int{5, -3}; !reflect.DeepEqual(f(2), want) {\n\t\tt.Fatal("no")\n\t}',
      ),
    ).toBeGreaterThan(0);
    expect(twinsOf('\tif got := g(); got != "abc" {\n\t\tt.Fatal(got)\n\t}')).toBeGreaterThan(0);
    expect(
      twinsOf('\tif !reflect.DeepEqual(f(3), map[string]int{"a": 1}) {\n\t\tt.Error("no")\n\t}'),
    ).toBeGreaterThan(0);
    expect(
      twinsOf('\tfor _, c := range cases {\n\t\tif f(c) != 5 {\n\t\t\tt.Error("no")\n\t\t}\n\t}'),
    ).toBe(0);
    expect(twinsOf('\tif f(1) != 5 {\n\t\tt.Error("no")\n\t} else {\n\t\tt.Log("ok")\n\t}')).toBe(
      0,
    );
    expect(twinsOf('\tif f(1) != 5 {\n\t\tt.Log("not a failure")\n\t}')).toBe(0);
  });

  it('a panic excuses the tests after it only when a real test panicked: a plant that "panics" is a forged interruption', () => {
    const suite = seal();
    const pkg = 'p';
    const token = (name: string): string =>
      suite.tests.find((t) => t.original === name)?.token as string;
    const mustPass = suite.tests.find((t) => t.role === 'must-pass') as SealedTest;
    const mustFail = suite.tests.find((t) => t.role === 'must-fail') as SealedTest;
    const base = {
      executed: 3,
      passed: 1,
      failed: 2,
      errored: 0,
      skipped: 0,
      collectionErrors: [],
      interrupted: true as const,
    };
    // The adversarial review's cut.patch: one real test, a must-fail plant, a must-pass plant "panicking", the rest gone.
    const forged = judgeSealed(
      {
        ...base,
        tests: [
          { id: `${pkg}::${token('TestRange')}`, status: 'passed' },
          { id: `${pkg}::${mustFail.token}`, status: 'failed', failure: 'assertion' },
          {
            id: `${pkg}::${mustPass.token}`,
            status: 'failed',
            failure: 'error',
            message: 'panic: boom',
          },
        ],
      },
      suite,
      'go',
    );
    expect(forged.tampering.join('\n')).toMatch(
      /planted test that must pass|missing from the report/,
    );
    // A twin that panicked ran the real input: the code panics there, which fails the phase
    // under the original's name (TestsFailed), and the tests after it are missing by design.
    const twin = suite.tests.find((t) => t.role === 'twin') as SealedTest;
    const twinPanic = judgeSealed(
      { ...base, tests: [{ id: `${pkg}::${twin.token}`, status: 'failed', failure: 'error' }] },
      suite,
      'go',
    );
    expect(twinPanic.tampering).toEqual([]);
    expect(twinPanic.report.tests).toMatchObject([
      { id: 'single_test.go::TestSingleNumber [twin]', status: 'failed' },
    ]);
    // Sealed tests recover their panics, so every twin may panic in one run: one failure for
    // their original, not "two reported tests stand for the same real test".
    const twins = suite.tests.filter((t) => t.role === 'twin' && t.original === twin.original);
    expect(twins.length).toBeGreaterThan(1);
    const many = judgeSealed(
      {
        ...base,
        tests: twins.map((t) => ({
          id: `${pkg}::${t.token}`,
          status: 'failed' as const,
          failure: 'error' as const,
        })),
      },
      suite,
      'go',
    );
    expect(many.tampering).toEqual([]);
    expect(many.report.tests).toMatchObject([
      { id: 'single_test.go::TestSingleNumber [twin]', status: 'failed' },
    ]);
    // A real test's panic: the tests after it are missing by design.
    const honest = judgeSealed(
      {
        ...base,
        tests: [
          {
            id: `${pkg}::${token('TestSingleNumber')}`,
            status: 'failed',
            failure: 'error',
            raisedIn: 'code',
          },
        ],
      },
      suite,
      'go',
    );
    expect(honest.tampering).toEqual([]);
  });

  it('each real test and twin recovers its own panic (go-recover.ts); plants do not, and the file still parses', () => {
    const suite = seal();
    const text = new TextDecoder().decode(suite.files.get('single_test.go'));
    const recoverName = /func (recover_\w+)\(t \*testing\.T\)/.exec(text)?.[1] as string;
    expect(recoverName).toBeDefined();
    const defers = text.match(new RegExp(`defer ${recoverName}\\(t\\)`, 'g')) ?? [];
    // Tests and twins, not the fuzz test or the example (whose bodies are not a test's); and
    // the subtest literal of TestSingleNumber in each of its copies (go-subtests.ts).
    const tests = suite.tests.filter(
      (t) =>
        t.file === 'single_test.go' &&
        (t.role === 'real' || t.role === 'twin') &&
        t.token.startsWith('Test_'),
    );
    const single = tests.find((t) => t.original === 'TestSingleNumber')?.token;
    const withSubtest = tests.filter((t) => t.token === single || t.original === single).length;
    expect(withSubtest).toBeGreaterThan(1);
    expect(defers.length).toBe(tests.length + withSubtest);
    expect(text).toMatch(
      /import \(\n\tfmt_\w+ "fmt"\n\tdebug_\w+ "runtime\/debug"\n\tstrings_\w+ "strings"\n\)/,
    );
    const parsed = parser.parse('go', text);
    expect(parsed.root.hasError).toBe(false);
    parsed.dispose();
  });

  it('after review: a test whose *testing.T is _ gets no recover (it would not compile); panic(nil) is told from a return by the stack', () => {
    const file =
      'package r\n\nimport "testing"\n\nfunc TestBlank(_ *testing.T) {}\n\nfunc TestOther(t *testing.T) {}\n';
    const sealed = new TextDecoder().decode(
      sealSuite(
        'r',
        { files: new Map([['a_test.go', new TextEncoder().encode(file)]]) },
        'go',
        parser,
        new SealRandom(new Uint8Array(32).fill(3), 'patched'),
      ).files.get('a_test.go'),
    );
    expect(sealed).not.toMatch(/defer recover_\w+\(_\)/);
    expect(sealed).toMatch(/defer recover_\w+\(t\)/);
    // Go 1.19 recovers panic(nil) as nil: a nil value ends the test normally only without a panic frame.
    expect(sealed).toMatch(
      /if r == nil && !strings_\w+\.Contains\(stack, "\\npanic\("\) \{\n\t\treturn/,
    );
  });

  it('a file with build constraints takes no plants and its tests are not required; a fuzz test keeps its seed corpus under its sealed name', () => {
    const files = new Map([
      [
        'more_windows_test.go',
        new TextEncoder().encode(
          'package hidden\n\nimport "testing"\n\nfunc TestOnWindows(t *testing.T) {}\n',
        ),
      ],
      [
        'tagged_test.go',
        new TextEncoder().encode(
          '//go:build integration\n\npackage hidden\n\nimport "testing"\n\nfunc TestTagged(t *testing.T) {}\n',
        ),
      ],
      [
        'fuzz_test.go',
        new TextEncoder().encode(
          'package hidden\n\nimport "testing"\n\nfunc FuzzSingle(f *testing.F) {\n\tf.Fuzz(func(t *testing.T, s string) {})\n}\n',
        ),
      ],
      [
        'testdata/fuzz/FuzzSingle/seed9',
        new TextEncoder().encode('go test fuzz v1\nstring("9")\n'),
      ],
    ]);
    const suite = sealSuite(
      'hidden',
      { files },
      'go',
      parser,
      new SealRandom(new Uint8Array(32).fill(2), 'hidden'),
    );
    expect(
      suite.tests
        .filter((t) => t.original === 'TestOnWindows' || t.original === 'TestTagged')
        .every((t) => !t.required),
    ).toBe(true);
    const fuzz = suite.tests.find((t) => t.original === 'FuzzSingle') as SealedTest;
    expect(
      new TextDecoder().decode(suite.files.get(`testdata/fuzz/${fuzz.token}/seed9`)),
    ).toContain('string("9")');
    // The plants went to the one file that is always built.
    expect(
      new TextDecoder().decode(suite.files.get('fuzz_test.go')).match(/got, want :=/g),
    ).toHaveLength(4);
  });
});
