// Sealed trusted suites run for real with this machine's python3 (PROTOCOL 5.1): honest
// styles that sealing must keep passing, each read back clean and under its real names.
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
import { SealRandom } from '../../src/core/seal/prng.js';
import { sealSuite } from '../../src/core/seal/seal-suite.js';
import type { TestFileParser } from '../../src/core/seal/syntax.js';

const run = promisify(execFile);
const CALC = 'def add(a, b):\n    return a + b\n';

let parser: TestFileParser;
let dir: string;
beforeAll(async () => {
  parser = await loadTestFileParser(['python']);
  dir = await mkdtemp(join(tmpdir(), 'pp-sealed-py-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function unittestIn(
  root: string,
  files: ReadonlyMap<string, Uint8Array>,
): Promise<TestReport> {
  for (const [path, bytes] of files) {
    await mkdir(dirname(join(root, 'suite', path)), { recursive: true });
    await writeFile(join(root, 'suite', path), bytes);
  }
  await writeFile(join(root, 'calc.py'), CALC);
  const r = await run('python3', ['-m', 'unittest', 'discover', '-v', '-s', 'suite', '-t', '.'], {
    cwd: root,
    env: { PATH: process.env['PATH'] ?? '', PYTHONDONTWRITEBYTECODE: '1' },
  }).catch((e: { stdout: string; stderr: string }) => e);
  return parseReport(
    { format: 'unittest' },
    { stdout: r.stdout, stderr: r.stderr, reportFile: null },
  );
}

const STYLES: ReadonlyArray<[string, string]> = [
  [
    'a class-body alias of a test (test_b = test_a)',
    'import unittest\nfrom calc import add\n\n\nclass Add(unittest.TestCase):\n    def test_small(self):\n        self.assertEqual(add(2, 3), 5)\n\n    test_small_again = test_small\n\n    def test_zero(self):\n        self.assertEqual(add(0, 7), 7)\n',
  ],
  [
    'tests that rely on the order unittest runs them in (by name)',
    'import unittest\nfrom calc import add\n\nSTATE = []\n\n\nclass Steps(unittest.TestCase):\n    def test_1_create(self):\n        STATE.append(add(2, 3))\n        self.assertEqual(STATE, [5])\n\n    def test_2_read(self):\n        self.assertEqual(STATE[0], 5)\n\n    def test_3_extend(self):\n        STATE.append(add(1, 1))\n        self.assertEqual(len(STATE), 2)\n',
  ],
];

describe('sealed unittest suites, run for real', () => {
  it.each(STYLES)('%s reads clean, every real test under its real name', async (_name, source) => {
    const files = new Map([
      ['test_add.py', new TextEncoder().encode(source)],
      ['__init__.py', new Uint8Array(0)],
    ]);
    const root = await mkdtemp(join(dir, 'style-'));
    const plain = await unittestIn(join(root, 'plain'), files);
    expect(plain.passed).toBeGreaterThan(0);
    const sealed = sealSuite(
      'hidden tests',
      { files },
      'unittest',
      parser,
      new SealRandom(new Uint8Array(32).fill(9), 'hidden'),
    );
    const reading = judgeSealed(
      await unittestIn(join(root, 'sealed'), sealed.files),
      sealed,
      'unittest',
    );
    expect(reading.tampering).toEqual([]);
    expect(reading.report.tests.map((t) => `${t.id} ${t.status}`).sort()).toEqual(
      plain.tests.map((t) => `${t.id} ${t.status}`).sort(),
    );
  });
});

async function pytestIn(root: string, files: ReadonlyMap<string, Uint8Array>): Promise<TestReport> {
  for (const [path, bytes] of files) {
    await mkdir(dirname(join(root, 'suite', path)), { recursive: true });
    await writeFile(join(root, 'suite', path), bytes);
  }
  await writeFile(join(root, 'calc.py'), CALC);
  await run(
    'python3',
    ['-m', 'pytest', '-q', '-p', 'no:cacheprovider', '--junitxml=report.xml', 'suite'],
    {
      cwd: root,
      env: { PATH: process.env['PATH'] ?? '', PYTHONDONTWRITEBYTECODE: '1', PYTHONPATH: root },
    },
  ).catch(() => undefined);
  return parseReport(
    { format: 'junit', path: 'report.xml' },
    { stdout: '', stderr: '', reportFile: await readFile(join(root, 'report.xml'), 'utf8') },
  );
}

describe('sealed pytest suites, run for real', () => {
  it.each([
    [
      'a module-level alias of a test function',
      'from calc import add\n\n\ndef test_small():\n    assert add(2, 3) == 5\n\n\ntest_small_again = test_small\n\n\ndef test_zero():\n    assert add(0, 7) == 7\n',
    ],
    [
      'tests that rely on the order they are written in',
      'from calc import add\n\nSEEN = []\n\n\ndef test_zeta_first():\n    SEEN.append(1)\n    assert add(SEEN[0], 1) == 2\n\n\ndef test_alpha_second():\n    assert SEEN == [1]\n',
    ],
  ])('%s reads clean', async (_name, source) => {
    const files = new Map([['test_add.py', new TextEncoder().encode(source)]]);
    const root = await mkdtemp(join(dir, 'pytest-'));
    const plain = await pytestIn(join(root, 'plain'), files);
    expect(plain.failed + plain.errored).toBe(0);
    const sealed = sealSuite(
      'hidden tests',
      { files },
      'junit',
      parser,
      new SealRandom(new Uint8Array(32).fill(10), 'hidden'),
    );
    const reading = judgeSealed(
      await pytestIn(join(root, 'sealed'), sealed.files),
      sealed,
      'junit',
    );
    expect(reading.tampering).toEqual([]);
    expect(reading.report.tests.map((t) => `${t.id} ${t.status}`).sort()).toEqual(
      plain.tests.map((t) => `${t.id} ${t.status}`).sort(),
    );
  });
});
