// Comparisons that had no twins (issue 35): assertCountEqual and assertAlmostEqual against a
// literal. Without twins a patch could make them no-ops and nothing contradicted it; the
// receipt still credited the bits of the suite's other assertions. Run for real with python3:
// the honest implementation reads clean with twins of both, and a module that makes
// assertCountEqual a no-op (as a patch can, from the code under test) is caught.
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
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

const SUITE = `import unittest
from stats import modes, mean


class Modes(unittest.TestCase):
    def test_ties(self):
        self.assertCountEqual(modes([3, 1, 3, 1, 2]), [1, 3])

    def test_one(self):
        self.assertCountEqual(modes([7, 7, 2]), [7])


class Mean(unittest.TestCase):
    def test_whole(self):
        self.assertAlmostEqual(mean([2, 4, 9]), 5)

    def test_own_tolerance(self):
        self.assertAlmostEqual(mean([1, 2]), 2, delta=1)
`;

const HONEST = `def modes(xs):
    top = max(xs.count(x) for x in xs)
    return sorted({x for x in xs if xs.count(x) == top}, reverse=True)


def mean(xs):
    return sum(xs) / len(xs)
`;

// The code under test turns the order-free comparison into a no-op and answers wrongly.
const NO_OP = `import unittest
unittest.TestCase.assertCountEqual = lambda self, first, second, msg=None: None


def modes(xs):
    return []


def mean(xs):
    return sum(xs) / len(xs)
`;

// Honest tests where a changed atom would change nothing (red-team review): a dict compared
// order-free is its keys; a float cannot tell 10^20 from its neighbours; a repeated key keeps
// only its last value. Twins of these would pass with the original: EvidenceTampered on an
// honest fix. They get none.
const ALIKE = `import unittest
from stats import config, big


class Alike(unittest.TestCase):
    def test_keys(self):
        self.assertCountEqual(config(), {"width": 640, "height": 480})

    def test_big(self):
        self.assertAlmostEqual(big(), 100000000000000000000)

    def test_repeated_key(self):
        self.assertEqual(config(), {"width": 1, "width": 640, "height": 480})
`;

const ALIKE_CODE = `def config():
    return {"height": 480, "width": 640}


def big():
    return 1e20
`;

let parser: TestFileParser;
let dir: string;
beforeAll(async () => {
  parser = await loadTestFileParser(['python']);
  dir = await mkdtemp(join(tmpdir(), 'pp-order-free-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function unittestIn(
  root: string,
  files: ReadonlyMap<string, Uint8Array>,
  code: string,
): Promise<TestReport> {
  for (const [path, bytes] of files) {
    await mkdir(dirname(join(root, 'suite', path)), { recursive: true });
    await writeFile(join(root, 'suite', path), bytes);
  }
  await writeFile(join(root, 'stats.py'), code);
  const r = await run('python3', ['-m', 'unittest', 'discover', '-v', '-s', 'suite', '-t', '.'], {
    cwd: root,
    env: { PATH: process.env['PATH'] ?? '', PYTHONDONTWRITEBYTECODE: '1' },
  }).catch((e: { stdout: string; stderr: string }) => e);
  return parseReport(
    { format: 'unittest' },
    { stdout: r.stdout, stderr: r.stderr, reportFile: null },
  );
}

function sealed(seed: number) {
  const files = new Map([
    ['test_stats.py', new TextEncoder().encode(SUITE)],
    ['__init__.py', new Uint8Array(0)],
  ]);
  return sealSuite(
    'hidden tests',
    { files },
    'unittest',
    parser,
    new SealRandom(new Uint8Array(32).fill(seed), 'hidden'),
  );
}

describe('twins of order-free and almost-equal comparisons', () => {
  it('an honest implementation reads clean; both kinds are twinned, the one with its own tolerance is not', async () => {
    const suite = sealed(11);
    const text = new TextDecoder().decode(suite.files.get('test_stats.py'));
    expect(text.match(/assertCountEqual\(/g)?.length).toBeGreaterThan(2);
    expect(text.match(/assertAlmostEqual\(mean\(\[2, 4, 9\]\)/g)?.length).toBeGreaterThan(1);
    expect(text.match(/assertAlmostEqual\(mean\(\[1, 2\]\), 2, delta=1\)/g)?.length).toBe(1);
    expect(suite.bits).toBeGreaterThan(0);
    const reading = judgeSealed(
      await unittestIn(join(dir, 'honest'), suite.files, HONEST),
      suite,
      'unittest',
    );
    expect(reading.tampering).toEqual([]);
    expect(reading.report.failed + reading.report.errored).toBe(0);
    expect(reading.report.passed).toBe(4);
  });

  it('no twins where a changed atom would change nothing: an honest implementation reads clean', async () => {
    for (const seed of [11, 12, 13]) {
      const files = new Map([
        ['test_stats.py', new TextEncoder().encode(ALIKE)],
        ['__init__.py', new Uint8Array(0)],
      ]);
      const suite = sealSuite(
        'hidden tests',
        { files },
        'unittest',
        parser,
        new SealRandom(new Uint8Array(32).fill(seed), 'hidden'),
      );
      expect(suite.twins).toBe(0);
      const reading = judgeSealed(
        await unittestIn(join(dir, `alike-${seed}`), suite.files, ALIKE_CODE),
        suite,
        'unittest',
      );
      expect(reading.tampering).toEqual([]);
      expect(reading.report.passed).toBe(3);
    }
  });

  it('code that makes assertCountEqual a no-op: a twin passes with its original, EvidenceTampered', async () => {
    for (const seed of [11, 12, 13]) {
      const suite = sealed(seed);
      const reading = judgeSealed(
        await unittestIn(join(dir, `no-op-${seed}`), suite.files, NO_OP),
        suite,
        'unittest',
      );
      expect(reading.tampering.join('\n')).toContain('both passed');
    }
  });
});
