// Comparisons judged outside the run (issue 35), run for real with this machine's python3:
// the sealed files hold no expected value, the honest code passes with the framework's own
// equality, and code that reads its caller, silences the recorder or forges records fails.
import { execFile, spawn } from 'node:child_process';
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadTestFileParser } from '../../src/adapters/syntax/test-file-parser.js';
import { judgeRecorded } from '../../src/core/execution/judged-run.js';
import { parseReport } from '../../src/core/reports/index.js';
import {
  DEFAULT_LIMITS,
  type RunResult,
  type TestSpec,
} from '../../src/core/runner/runner-port.js';
import { judgeSealed, type SealReading } from '../../src/core/seal/judge-sealed.js';
import type { SealedSuite } from '../../src/core/seal/model.js';
import { SealRandom } from '../../src/core/seal/prng.js';
import { sealSuite } from '../../src/core/seal/seal-suite.js';
import type { TestFileParser } from '../../src/core/seal/syntax.js';

const run = promisify(execFile);
let parser: TestFileParser;
let dir: string;
beforeAll(async () => {
  parser = await loadTestFileParser(['python']);
  dir = await mkdtemp(join(tmpdir(), 'pp-judged-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** The judge as the local runner runs it: python3 on this machine, input on stdin. */
function localJudge(spec: TestSpec): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const [command, ...args] = spec.command as [string, ...string[]];
    const child = spawn(command, args, { stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (b: Buffer) => out.push(b));
    child.stderr.on('data', (b: Buffer) => err.push(b));
    child.on('error', reject);
    child.on('close', (code) =>
      resolve({
        exitCode: code,
        timedOut: false,
        truncated: false,
        stdout: Buffer.concat(out),
        stderr: Buffer.concat(err),
        durationMs: 0,
        reportFile: null,
      }),
    );
    child.stdin.end(spec.stdin ?? new Uint8Array(0));
  });
}

const seed = (n: number): Uint8Array => new Uint8Array(32).fill(n);

/** Seals `test` (unittest), runs it over `code` as a copy would, and reads it as execute() does. */
async function sealedRun(
  test: string,
  code: string,
  n = 1,
): Promise<{ sealed: SealedSuite; reading: SealReading; text: string }> {
  const files = new Map([
    ['test_calc.py', new TextEncoder().encode(test)],
    ['__init__.py', new Uint8Array(0)],
  ]);
  const sealed = sealSuite(
    'hidden tests',
    { files },
    'unittest',
    parser,
    new SealRandom(seed(n), 'hidden'),
    undefined,
    true,
  );
  const root = await mkdtemp(join(dir, 'ws-'));
  for (const [path, bytes] of sealed.files) {
    const to = join(root, 'patchproof_tests', 'hidden', path);
    await mkdir(dirname(to), { recursive: true });
    await writeFile(to, bytes);
  }
  await writeFile(join(root, 'patchproof_tests', '__init__.py'), '');
  await writeFile(join(root, 'calc.py'), code);
  const r = await run(
    'python3',
    ['-m', 'unittest', 'discover', '-v', '-s', 'patchproof_tests/hidden', '-t', '.'],
    { cwd: root, env: { PATH: process.env['PATH'] ?? '', PYTHONDONTWRITEBYTECODE: '1' } },
  ).catch((e: { stdout: string; stderr: string }) => e);
  const report = parseReport(
    { format: 'unittest' },
    { stdout: r.stdout, stderr: r.stderr, reportFile: null },
  );
  const records = sealed.judged
    ? await readFile(join(root, sealed.judged.records)).catch(() => null)
    : null;
  const result: RunResult = {
    exitCode: 0,
    timedOut: false,
    truncated: false,
    stdout: new Uint8Array(),
    stderr: new Uint8Array(),
    durationMs: 0,
    reportFile: null,
    recordsFile: records,
  };
  const judged = sealed.judged
    ? await judgeRecorded(sealed.judged, result, DEFAULT_LIMITS, localJudge)
    : undefined;
  const reading = judgeSealed(report, sealed, 'unittest', judged ? { judged } : {});
  const text = new TextDecoder().decode(sealed.files.get('test_calc.py'));
  return { sealed, reading, text };
}

const MERGE_TEST = `import unittest
from calc import merge


class Merge(unittest.TestCase):
    """merge([(1, 3), (2, 4)]) gives [(1, 4)]."""

    def test_overlap(self):
        """Overlapping pairs become one: [(1, 4)]."""
        # expected: [(1, 4)]
        self.assertEqual(merge([(1, 3), (2, 4)]), [(1, 4)], "should be [(1, 4)]")

    def test_apart(self):
        got = merge([(1, 2), (5, 6)])
        assert got == [(1, 2), (5, 6)], got
`;
const HONEST = `def merge(pairs):
    out = []
    for a, b in sorted(pairs):
        if out and a <= out[-1][1]:
            out[-1] = (out[-1][0], max(b, out[-1][1]))
        else:
            out.append((a, b))
    return out
`;
const BUGGY = `def merge(pairs):
    return sorted(pairs)
`;
// Reads the sealed test that called it and answers with the literal it compares against.
const READS_CALLER = `import inspect, re, ast
def merge(pairs):
    for f in inspect.stack():
        try:
            src = open(f.filename).read()
        except Exception:
            continue
        for m in re.finditer(r"\\[\\(\\d+, \\d+\\)(?:, \\(\\d+, \\d+\\))*\\]", src):
            v = ast.literal_eval(m.group(0))
            if v != pairs and v != sorted(pairs):
                return v
    return sorted(pairs)
`;
// Silences every recorder it can find, then answers wrongly.
const SILENCES = `import sys
def merge(pairs):
    for m in list(sys.modules.values()):
        for k in list(getattr(m, '__dict__', {})):
            if k.startswith('_pp_'):
                setattr(m, k, lambda *a, **k: None)
    return sorted(pairs)
`;

describe('comparisons judged outside the run (python3)', () => {
  it('the sealed file holds no expected value, comment or docstring, and the honest code passes', async () => {
    const { sealed, reading, text } = await sealedRun(MERGE_TEST, HONEST);
    expect(sealed.judged?.comparisons).toHaveLength(2);
    const tests = text.slice(text.indexOf('globals())'));
    expect(tests).not.toMatch(/\(1, 4\)|should be|expected|Overlapping|#/);
    expect(tests).not.toMatch(/==|assertEqual\(merge/);
    expect(reading.tampering).toEqual([]);
    expect(reading.report.tests.map((t) => t.status)).toEqual(['passed', 'passed']);
  });

  it('the buggy code fails by assertion, judged outside', async () => {
    const { reading } = await sealedRun(MERGE_TEST, BUGGY);
    const failed = reading.report.tests.filter((t) => t.status === 'failed');
    expect(failed.map((t) => t.message?.split(':')[0])).toEqual(['JudgedValueDiffers']);
    expect(failed[0]?.failure).toBe('assertion');
  });

  it('code that reads its caller for the expected value finds none and fails', async () => {
    const { reading } = await sealedRun(MERGE_TEST, READS_CALLER);
    expect(reading.report.failed).toBeGreaterThan(0);
  });

  it('code that silences the recorder is caught tampering: a passing test recorded nothing', async () => {
    const { reading } = await sealedRun(MERGE_TEST, SILENCES);
    expect(reading.tampering.join('\n')).toMatch(/passed without a comparison it makes/);
    expect(reading.report.tests.map((t) => t.message?.split(':')[0])).toEqual([
      'JudgedValueMissing',
      'JudgedValueMissing',
    ]);
  });
});

// Each case: the code's value, the trusted assertion, and whether Python itself passes it.
// The judge must agree with unittest run on the plain file, case by case.
const SEMANTICS: ReadonlyArray<[string, string, string]> = [
  ['order-free equality', 'return [1, 2, 3]', 'self.assertCountEqual(f(), [3, 1, 2])'],
  ['order-free, unequal', 'return [1, 2, 2]', 'self.assertCountEqual(f(), [1, 1, 2])'],
  ['a float to 7 places', 'return 0.1 + 0.2', 'self.assertAlmostEqual(f(), 0.3)'],
  ['a float to 2 places', 'return 1.001', 'self.assertAlmostEqual(f(), 1.0, places=2)'],
  ['a float, positional places', 'return 1.02', 'self.assertAlmostEqual(f(), 1.0, 1, "close")'],
  ['a float within a delta', 'return 10.3', 'self.assertAlmostEqual(f(), 10, delta=0.5)'],
  ['a float outside a delta', 'return 10.6', 'self.assertAlmostEqual(f(), 10, delta=0.5)'],
  ['a float, exact', 'return 0.1 + 0.2', 'self.assertEqual(f(), 0.3)'],
  [
    'a namedtuple and a tuple',
    'import collections\n    return collections.namedtuple("P", "x y")(1, 2)',
    'self.assertEqual(f(), (1, 2))',
  ],
  [
    'an IntEnum and an int',
    'import enum\n    return enum.IntEnum("C", "RED")(1)',
    'self.assertEqual(f(), 1)',
  ],
  [
    'a plain Enum and an int',
    'import enum\n    return enum.Enum("C", "RED")(1)',
    'self.assertEqual(f(), 1)',
  ],
  [
    'a Decimal and a float',
    'import decimal\n    return decimal.Decimal("1.5")',
    'self.assertEqual(f(), 1.5)',
  ],
  [
    'an OrderedDict and a dict',
    'import collections\n    return collections.OrderedDict([(2, "b"), (1, "a")])',
    'self.assertEqual(f(), {1: "a", 2: "b"})',
  ],
  ['True and 1', 'return True', 'self.assertEqual(f(), 1)'],
  ['1.0 and 1', 'return 1.0', 'assert f() == 1'],
  ['a bytearray and bytes', 'return bytearray(b"ab")', 'self.assertEqual(f(), b"ab")'],
  ['bytes and str', 'return b"ab"', 'self.assertEqual(f(), "ab")'],
  ['a list and a tuple', 'return [1]', 'self.assertEqual(f(), (1,))'],
  ['a sequence, either kind', 'return [1, 2]', 'self.assertSequenceEqual(f(), (1, 2))'],
  ['a tuple where a list is asserted', 'return (1, 2)', 'self.assertListEqual(f(), [1, 2])'],
  [
    'text beyond the BMP',
    'return "e\\u0301\\U0001F600"',
    'self.assertEqual(f(), "e\\u0301\\U0001F600")',
  ],
  [
    'two surrogates are not one character',
    'return "\\ud83d\\ude00"',
    'self.assertEqual(f(), "\\U0001F600")',
  ],
  ['a huge integer', 'return 10 ** 5000 + 1', 'self.assertEqual(f() - 10 ** 5000, 1)'],
  [
    'a dict of a defaultdict',
    'import collections\n    d = collections.defaultdict(list)\n    d["a"].append(1)\n    return d',
    'self.assertDictEqual(f(), {"a": [1]})',
  ],
  [
    'a nested structure',
    'return {"k": [(1, None), {"x": -0.0}]}',
    'assert f() == {"k": [(1, None), {"x": 0}]}, "message"',
  ],
  ['a literal first', 'return 5', 'self.assertEqual(5, f())'],
  [
    'order-free, any iterable',
    'return {"b": 1, "a": 2}.keys()',
    'self.assertCountEqual(f(), ["a", "b"])',
  ],
  ['a sequence of a range', 'return range(3)', 'self.assertSequenceEqual(f(), [0, 1, 2])'],
  ['a range is not a list', 'return range(3)', 'self.assertEqual(f(), [0, 1, 2])'],
  [
    'a mapping proxy and a dict',
    'import types\n    return types.MappingProxyType({"a": 1})',
    'self.assertEqual(f(), {"a": 1})',
  ],
  ['a memoryview and bytes', 'return memoryview(b"ab")', 'self.assertEqual(f(), b"ab")'],
  [
    'a multi-line assertion',
    'return [1, 2]',
    'self.assertEqual(\n            f(),\n            [1, 2],\n            "two lines more",\n        )',
  ],
];

describe('the judge agrees with unittest (python3)', () => {
  it.each(SEMANTICS)('%s', async (_name, body, assertion) => {
    const test = `import unittest\nfrom calc import f\n\n\nclass T(unittest.TestCase):\n    def test_it(self):\n        ${assertion}\n`;
    const code = `def f():\n    ${body}\n`;
    const plain = await plainRun(test, code);
    const { sealed, reading } = await sealedRun(test, code, 3);
    expect(sealed.judged?.comparisons).toHaveLength(1);
    expect(reading.tampering).toEqual([]);
    expect(reading.report.tests.map((t) => t.status)).toEqual([plain]);
  });

  it('a value of a type that cannot leave the container fails, even where its own __eq__ would pass', async () => {
    const test =
      'import unittest\nfrom calc import f\n\n\nclass T(unittest.TestCase):\n    def test_it(self):\n        self.assertEqual(f(), 3)\n';
    const code =
      'class Any:\n    def __eq__(self, other):\n        return True\n\n\ndef f():\n    return Any()\n';
    expect(await plainRun(test, code)).toBe('passed');
    const { reading } = await sealedRun(test, code, 4);
    expect(reading.report.tests[0]?.message?.split(':')[0]).toBe('JudgedValueOpaque');
  });
});

/** The unsealed file run by unittest over `code`: the status of its one test. */
async function plainRun(test: string, code: string): Promise<string> {
  const root = await mkdtemp(join(dir, 'plain-'));
  await mkdir(join(root, 'suite'));
  await writeFile(join(root, 'suite', '__init__.py'), '');
  await writeFile(join(root, 'suite', 'test_calc.py'), test);
  await writeFile(join(root, 'calc.py'), code);
  const r = await run('python3', ['-m', 'unittest', 'discover', '-v', '-s', 'suite', '-t', '.'], {
    cwd: root,
    env: { PATH: process.env['PATH'] ?? '', PYTHONDONTWRITEBYTECODE: '1' },
  }).catch((e: { stdout: string; stderr: string }) => e);
  const report = parseReport(
    { format: 'unittest' },
    { stdout: r.stdout, stderr: r.stderr, reportFile: null },
  );
  return report.tests[0]?.status ?? 'none';
}

describe('what judging leaves as it was (python3)', () => {
  it("a helper's docstring, which a test may check, stays; the test's own goes", async () => {
    const test = `import unittest\nfrom calc import f\n\n\nclass Helper:\n    def get(self):\n        """docstring"""\n\n\nclass T(unittest.TestCase):\n    def test_it(self):\n        """It answers 5."""\n        self.assertEqual(Helper.get.__doc__.strip(), "docstring")\n        self.assertEqual(f(), 5)\n`;
    const { reading, text } = await sealedRun(test, 'def f():\n    return 5\n', 5);
    expect(reading.report.tests.map((t) => t.status)).toEqual(['passed']);
    expect(text).not.toContain('answers');
  });

  it('a number of a subclass of Fraction, or of any numbers.Rational, compares as its value', async () => {
    const test = `import unittest\nfrom calc import f\n\n\nclass T(unittest.TestCase):\n    def test_it(self):\n        self.assertEqual(f(), 2)\n        self.assertEqual(f() / 4, 0.5)\n`;
    const code =
      'import fractions\n\n\nclass Int(fractions.Fraction):\n    pass\n\n\ndef f():\n    return Int(2)\n';
    expect(await plainRun(test, code)).toBe('passed');
    const { reading } = await sealedRun(test, code, 6);
    expect(reading.report.tests.map((t) => t.status)).toEqual(['passed']);
  });

  it('an expected failure is not judged: it still fails its assertion as written', async () => {
    const test = `import unittest\nfrom calc import f\n\n\nclass T(unittest.TestCase):\n    @unittest.expectedFailure\n    def test_known_bug(self):\n        self.assertEqual(f(), 6)\n`;
    const code = 'def f():\n    return 5\n';
    const { sealed, reading } = await sealedRun(test, code, 7);
    expect(sealed.judged).toBeUndefined();
    expect(reading.report.tests.map((t) => t.status)).toEqual([await plainRun(test, code)]);
  });
});
