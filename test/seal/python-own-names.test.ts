// Python tests that observe their own name (issue 34: six-259 checks a nested class's
// `__qualname__`, pluggy-504's hidden test a traceback's frame names). Sealing gives each test
// a fresh name the framework collects it by, but the code keeps the name it was written with,
// the same for a test and each of its twins, so such a test passes sealed as it did before,
// and no name a test or the code under test can read tells a twin from its original or a
// plant from a real test.
import { execFile } from 'node:child_process';
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadTestFileParser } from '../../src/adapters/syntax/test-file-parser.js';
import { parseReport } from '../../src/core/reports/index.js';
import type { TestReport } from '../../src/core/reports/model.js';
import { judgeSealed } from '../../src/core/seal/judge-sealed.js';
import type { SealedSuite } from '../../src/core/seal/model.js';
import { SealRandom } from '../../src/core/seal/prng.js';
import { sealSuite } from '../../src/core/seal/seal-suite.js';
import type { TestFileParser } from '../../src/core/seal/syntax.js';

const run = promisify(execFile);
const env = (root: string) => ({
  PATH: process.env['PATH'] ?? '',
  PYTHONDONTWRITEBYTECODE: '1',
  PYTHONPATH: root,
});

// Every way a Python test can read its own name from its code, and one assertion per test
// that twins copy (`len(…) == n`), so each test has twins that must read the same names.
const PYTEST = `import inspect
import sys
import traceback


def boom():
    raise KeyError("boom")


def test_nested_qualname():
    class A:
        class B:
            pass

    assert A.B.__qualname__ == "test_nested_qualname.<locals>.A.B"
    assert len("ab") == 2


def test_traceback_names_me():
    try:
        boom()
    except KeyError as exc:
        names = [f.name for f in traceback.extract_tb(exc.__traceback__)]
    assert names[0] == "test_traceback_names_me"
    assert len("abc") == 3


def test_frame_names():
    frame = inspect.currentframe()
    assert frame.f_code.co_name == "test_frame_names"
    assert sys._getframe().f_code.co_name == "test_frame_names"
    assert inspect.stack()[0].function == "test_frame_names"
    assert len("abcd") == 4


class TestInAClass:
    def test_method_names(self):
        def inner():
            pass

        assert inner.__qualname__ == "TestInAClass.test_method_names.<locals>.inner"
        assert sys._getframe().f_code.co_qualname == "TestInAClass.test_method_names"
        assert len("abcde") == 5
`;

const UNITTEST = `import sys
import unittest


class Names(unittest.TestCase):
    def test_code_name(self):
        self.assertEqual(sys._getframe().f_code.co_name, "test_code_name")
        self.assertEqual(len("ab"), 2)

    def test_method_qualname(self):
        class Local:
            pass

        self.assertEqual(Local.__qualname__, "Names.test_method_qualname.<locals>.Local")
        self.assertEqual(len("abc"), 3)
`;

let parser: TestFileParser;
let dir: string;
beforeAll(async () => {
  parser = await loadTestFileParser(['python']);
  dir = await mkdtemp(join(tmpdir(), 'pp-own-names-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function write(root: string, files: ReadonlyMap<string, Uint8Array>): Promise<void> {
  for (const [path, bytes] of files) {
    await mkdir(dirname(join(root, 'suite', path)), { recursive: true });
    await writeFile(join(root, 'suite', path), bytes);
  }
}

async function pytestIn(root: string, files: ReadonlyMap<string, Uint8Array>): Promise<TestReport> {
  await write(root, files);
  await run(
    'python3',
    ['-m', 'pytest', '-q', '-p', 'no:cacheprovider', '--junitxml=r.xml', 'suite'],
    {
      cwd: root,
      env: env(root),
    },
  ).catch(() => undefined);
  return parseReport(
    { format: 'junit', path: 'r.xml' },
    { stdout: '', stderr: '', reportFile: await readFile(join(root, 'r.xml'), 'utf8') },
  );
}

async function unittestIn(
  root: string,
  files: ReadonlyMap<string, Uint8Array>,
): Promise<TestReport> {
  await write(root, files);
  const r = await run('python3', ['-m', 'unittest', 'discover', '-v', '-s', 'suite', '-t', '.'], {
    cwd: root,
    env: env(root),
  }).catch((e: { stdout: string; stderr: string }) => e);
  return parseReport(
    { format: 'unittest' },
    { stdout: r.stdout, stderr: r.stderr, reportFile: null },
  );
}

function seal(source: string, format: 'junit' | 'unittest', n: number): SealedSuite {
  const files = new Map([
    ['test_names.py', new TextEncoder().encode(source)],
    ['__init__.py', new Uint8Array(0)],
  ]);
  return sealSuite(
    'hidden tests',
    { files },
    format,
    parser,
    new SealRandom(new Uint8Array(32).fill(n), 'hidden'),
  );
}

/** Every sealed test the module binds, with the names its function object and code carry. */
async function codeNames(
  root: string,
  suite: SealedSuite,
): Promise<Map<string, { name: string; qualname: string; code: string }>> {
  await write(root, suite.files);
  const probe = [
    'import importlib, inspect, json',
    'm = importlib.import_module("suite.test_names")',
    'out = {}',
    'for scope in [m] + [c for c in vars(m).values() if inspect.isclass(c) and c.__module__ == m.__name__]:',
    '    for k, v in vars(scope).items():',
    '        if k.startswith("test") and inspect.isfunction(v):',
    '            out[k] = {"name": v.__name__, "qualname": v.__qualname__, "code": v.__code__.co_name}',
    'print(json.dumps(out))',
  ].join('\n');
  const { stdout } = await run('python3', ['-c', probe], { cwd: root, env: env(root) });
  return new Map(Object.entries(JSON.parse(stdout) as Record<string, never>));
}

describe('a sealed Python test that reads its own name', () => {
  it.each([
    ['pytest', PYTEST, 'junit'],
    ['unittest', UNITTEST, 'unittest'],
  ] as const)(
    '%s: passes sealed as it does plain, and its twins fail',
    async (_n, source, format) => {
      const root = await mkdtemp(join(dir, `${format}-`));
      const files = new Map([
        ['test_names.py', new TextEncoder().encode(source)],
        ['__init__.py', new Uint8Array(0)],
      ]);
      const runIn = format === 'junit' ? pytestIn : unittestIn;
      const plain = await runIn(join(root, 'plain'), files);
      expect(plain.failed + plain.errored).toBe(0);
      expect(plain.passed).toBeGreaterThan(1);
      const sealed = seal(source, format, 7);
      expect(sealed.twins).toBeGreaterThan(0);
      const reading = judgeSealed(await runIn(join(root, 'sealed'), sealed.files), sealed, format);
      expect(reading.tampering).toEqual([]);
      expect(reading.report.tests.map((t) => `${t.id} ${t.status}`).sort()).toEqual(
        plain.tests.map((t) => `${t.id} ${t.status}`).sort(),
      );
    },
    // Two runs of the host's pytest, which takes seconds to start on a loaded machine.
    120_000,
  );

  it.each([
    ['pytest', PYTEST, 'junit'],
    ['unittest', UNITTEST, 'unittest'],
  ] as const)(
    '%s: a twin carries its original’s names, and no test’s code is named as it is collected',
    async (_n, source, format) => {
      const sealed = seal(source, format, 8);
      const names = await codeNames(await mkdtemp(join(dir, 'names-')), sealed);
      expect(names.size).toBe(sealed.tests.length);
      const byToken = new Map(sealed.tests.map((t) => [t.token, t]));
      for (const [token, seen] of names) {
        const test = byToken.get(token);
        expect(test).toBeDefined();
        // The name the framework collects never shows in the code: plants included.
        expect(seen.name).not.toBe(token);
        expect(seen.code).not.toBe(token);
        if (test?.role === 'real') expect(seen.code).toBe(test.original);
        if (test?.role === 'twin') expect(seen).toEqual(names.get(test.original));
        if (test?.role === 'must-fail' || test?.role === 'must-pass')
          expect(seen.code).toMatch(/^test_[a-z0-9_]+$/);
      }
      expect(sealed.planted).toBeGreaterThan(0);
    },
  );
});
