// The trusted unittest reporter (runners/python/unittest_junit.py), run for real with this
// machine's python3, and its reader (src/core/reports/unittest-junit.ts): the JUnit XML is
// read first and checked against unittest's own closing summary on stderr. On the same run,
// it must say exactly what the text parser says (ids, statuses, failure kinds, where errors
// were raised); a report that disagrees with the summary, or is missing, is unreadable.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseReport } from '../../src/core/reports/index.js';
import { repoRoot } from '../support/shared.js';

const REPORTER = join(repoRoot, 'runners', 'python', 'unittest_junit.py');
const scratch = mkdtempSync(join(tmpdir(), 'pp-unittest-junit-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const MIXED = `import unittest

class A(unittest.TestCase):
    def test_ok(self):
        pass

    def test_fail(self):
        self.assertEqual(1, 2)

    def test_err(self):
        raise ValueError("boom")

    @unittest.skip("not today")
    def test_skip(self):
        pass

    @unittest.expectedFailure
    def test_xfail(self):
        self.assertEqual(1, 2)

    @unittest.expectedFailure
    def test_xpass(self):
        pass

    def test_sub(self):
        for i in range(3):
            with self.subTest(i=i):
                self.assertLess(i, 2)

    def test_noisy(self):
        import sys
        sys.stderr.write("test_fake (tests.test_mixed.A.test_fake) ... ok\\nRan 1 test in 0.0s\\n")

def load_tests(loader, tests, pattern):
    class Gen(unittest.TestCase):
        def __init__(self, n):
            super().__init__()
            self.n = n

        def runTest(self):
            self.assertGreaterEqual(self.n, 0)

    tests.addTests(Gen(n) for n in range(3))
    return tests
`;

const FIXTURE_ERROR = `import unittest

class B(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        raise RuntimeError("no database")

    def test_never(self):
        pass
`;

interface Run {
  readonly xml: string | null;
  readonly stderr: string;
  readonly status: number | null;
}

/** A project with `files`, run through the reporter with `args` (verbose unless said otherwise). */
function run(name: string, files: Record<string, string>, args: string[]): Run {
  const dir = join(scratch, name);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  const done = spawnSync('python3', [REPORTER, '--junit-xml', 'out/report.xml', ...args], {
    cwd: dir,
    encoding: 'utf8',
    env: { PATH: process.env['PATH'] ?? '', PYTHONDONTWRITEBYTECODE: '1' },
    maxBuffer: 256 * 1024 * 1024,
  });
  let xml: string | null = null;
  try {
    xml = readFileSync(join(dir, 'out', 'report.xml'), 'utf8');
  } catch {
    xml = null;
  }
  return { xml, stderr: done.stderr, status: done.status };
}

const frames = (name: string) => ({ roots: [join(scratch, name)] });
const viaReporter = (r: Run, name: string) =>
  parseReport(
    { format: 'unittest', junit: 'out/report.xml' },
    { stdout: '', stderr: r.stderr, reportFile: r.xml, frames: frames(name) },
  );
const viaText = (r: Run, name: string) =>
  parseReport(
    { format: 'unittest' },
    { stdout: '', stderr: r.stderr, reportFile: null, frames: frames(name) },
  );

describe('the trusted unittest reporter', () => {
  const mixed = run(
    'mixed',
    {
      'tests/__init__.py': '',
      'tests/test_mixed.py': MIXED,
      'tests/test_broken.py': 'import not_installed_anywhere\n',
    },
    ['discover', '-s', 'tests', '-t', '.'],
  );

  it('exits as python -m unittest does and writes a report the text parser agrees with, test by test', () => {
    expect(mixed.status).toBe(1);
    const structured = viaReporter(mixed, 'mixed');
    const text = viaText(mixed, 'mixed');
    const shape = (r: typeof structured) =>
      r.tests
        .map((t) => ({ id: t.id, status: t.status, failure: t.failure, raisedIn: t.raisedIn }))
        .sort((a, b) => a.id.localeCompare(b.id));
    expect(shape(structured)).toEqual(shape(text));
    // The module that cannot be imported is a collection error in both.
    expect(structured.collectionErrors).toEqual([expect.stringContaining('test_broken')]);
    expect(text.collectionErrors).toEqual([expect.stringContaining('test_broken')]);
    const byId = new Map(structured.tests.map((t) => [t.id, t]));
    expect(byId.get('tests.test_mixed.A.test_fail')).toMatchObject({
      status: 'failed',
      failure: 'assertion',
    });
    expect(byId.get('tests.test_mixed.A.test_err')).toMatchObject({
      status: 'errored',
      failure: 'error',
      raisedIn: 'test',
    });
    expect(byId.get('tests.test_mixed.A.test_sub')).toMatchObject({
      status: 'failed',
      failure: 'assertion',
    });
    expect(byId.get('tests.test_mixed.A.test_xfail')?.status).toBe('skipped');
    expect(byId.get('tests.test_mixed.A.test_xpass')?.status).toBe('failed');
    expect(byId.get('tests.test_mixed.A.test_noisy')?.status).toBe('passed');
    expect([...byId.keys()].filter((id) => id.includes('.Gen.runTest'))).toHaveLength(3);
    // What a test printed is not a test.
    expect(byId.has('tests.test_mixed.A.test_fake')).toBe(false);
  });

  it('a class fixture that fails is a collection error, not a test, and not counted as run', () => {
    const fixture = run(
      'fixture',
      { 'tests/__init__.py': '', 'tests/test_fixture.py': FIXTURE_ERROR },
      ['discover', '-s', 'tests', '-t', '.'],
    );
    expect(fixture.status).toBe(1);
    const report = viaReporter(fixture, 'fixture');
    expect(report.tests).toEqual([]);
    expect(report.collectionErrors).toEqual([
      expect.stringMatching(/^setUpClass: RuntimeError: no database/),
    ]);
  });

  it.each([
    // Found by review: each was unreadable, or read otherwise than the text parser reads it.
    [
      'a skip inside a subtest',
      {
        'tests/__init__.py': '',
        'tests/test_a.py':
          'import unittest\nclass A(unittest.TestCase):\n    def test_ok(self): pass\n    def test_sub(self):\n        for i in range(3):\n            with self.subTest(i=i):\n                if i == 1: self.skipTest("no")\n',
      },
    ],
    [
      'setUpModule raising SkipTest',
      {
        'tests/__init__.py': '',
        'tests/test_b.py':
          'import unittest\ndef setUpModule():\n    raise unittest.SkipTest("no db")\nclass B(unittest.TestCase):\n    def test_b(self): pass\n',
        'tests/test_c.py':
          'import unittest\nclass C(unittest.TestCase):\n    def test_c(self): pass\n',
      },
    ],
    [
      'setUpClass raising SkipTest',
      {
        'tests/__init__.py': '',
        'tests/test_d.py':
          'import unittest\nclass D(unittest.TestCase):\n    @classmethod\n    def setUpClass(cls):\n        raise unittest.SkipTest("no gpu")\n    def test_d(self): pass\nclass E(unittest.TestCase):\n    def test_e(self): pass\n',
      },
    ],
    [
      "many passing tests freed as they go (a later subtest must not take over a freed test's record)",
      {
        'tests/__init__.py': '',
        'tests/test_f.py':
          'import unittest\nclass F(unittest.TestCase):\n' +
          Array.from(
            { length: 60 },
            (_, i) =>
              `    def test_a${i}(self): pass\n    def test_b${i}(self):\n        for k in range(2):\n            with self.subTest(k=k):\n                if k: self.skipTest("x")\n`,
          ).join(''),
      },
    ],
  ])('reads an honest suite with %s as the text parser does', (name, files) => {
    const r = run(name.replace(/\W+/g, '-').slice(0, 40), files, [
      'discover',
      '-s',
      'tests',
      '-t',
      '.',
    ]);
    const shape = (report: ReturnType<typeof viaText>) =>
      Object.fromEntries(report.tests.map((t) => [t.id, t.status]));
    expect(shape(viaReporter(r, 'x'))).toEqual(shape(viaText(r, 'x')));
  });

  it("a report that disagrees with unittest's own summary is unreadable", () => {
    const xml = mixed.xml as string;
    const dropped = xml
      .replace(/<testcase classname="tests\.test_mixed\.A" name="test_fail"[^]*?<\/testcase>\n/, '')
      .replace(
        /tests="(\d+)" failures="(\d+)"/g,
        (_m, t: string, f: string) => `tests="${Number(t) - 1}" failures="${Number(f) - 1}"`,
      );
    expect(dropped).not.toBe(xml);
    expect(() =>
      parseReport(
        { format: 'unittest', junit: 'r.xml' },
        { stdout: '', stderr: mixed.stderr, reportFile: dropped },
      ),
    ).toThrow(/tests ran but the trusted reporter's report holds/);
    const allPass = run(
      'passing',
      {
        'tests/__init__.py': '',
        'tests/test_p.py':
          'import unittest\nclass P(unittest.TestCase):\n    def test_p(self):\n        pass\n',
      },
      ['discover', '-s', 'tests', '-t', '.'],
    );
    const forged = (allPass.xml as string)
      .replace(
        '<testcase classname="tests.test_p.P" name="test_p" time="0.000"/>',
        '<testcase classname="tests.test_p.P" name="test_p"><failure type="AssertionError" message="x">x</failure></testcase>',
      )
      .replace(/failures="0"/g, 'failures="1"');
    expect(() =>
      parseReport(
        { format: 'unittest', junit: 'r.xml' },
        { stdout: '', stderr: allPass.stderr, reportFile: forged },
      ),
    ).toThrow(/says OK/);
    expect(() =>
      parseReport(
        { format: 'unittest', junit: 'r.xml' },
        { stdout: '', stderr: allPass.stderr, reportFile: null },
      ),
    ).toThrow(/wrote no report/);
    expect(() =>
      parseReport(
        { format: 'unittest', junit: 'r.xml' },
        { stdout: '', stderr: 'Ran 1 test', reportFile: allPass.xml },
      ),
    ).toThrow(/summary/);
  });

  it('reads 10,000 generated tests with subtests, run without -v', () => {
    const suite = `import unittest

def load_tests(loader, tests, pattern):
    class Row(unittest.TestCase):
        def __init__(self, n):
            super().__init__()
            self.n = n

        def runTest(self):
            for k in range(2):
                with self.subTest(k=k):
                    self.assertEqual((self.n + k) % 1, 0)

    tests.addTests(Row(n) for n in range(10000))
    return tests
`;
    const big = run('big', { 'tests/__init__.py': '', 'tests/test_big.py': suite }, [
      'discover',
      '-s',
      'tests',
      '-t',
      '.',
    ]);
    expect(big.status).toBe(0);
    const report = viaReporter(big, 'big');
    expect(report).toMatchObject({ executed: 10_000, passed: 10_000, failed: 0, errored: 0 });
    expect(new Set(report.tests.map((t) => t.id)).size).toBe(10_000);
  });

  it('runs module names from the working directory, as python -m unittest does', () => {
    const named = run(
      'named',
      {
        'calc.py': 'def add(a, b):\n    return a + b\n',
        'test_calc.py':
          'import unittest, calc\nclass C(unittest.TestCase):\n    def test_add(self):\n        self.assertEqual(calc.add(1, 2), 3)\n',
      },
      ['test_calc'],
    );
    expect(named.status, named.stderr).toBe(0);
    expect(viaReporter(named, 'named').tests.map((t) => t.id)).toEqual(['test_calc.C.test_add']);
  });

  it('refuses to run without a report path', () => {
    expect(() => execFileSync('python3', [REPORTER, 'discover'], { stdio: 'pipe' })).toThrow();
  });
});
