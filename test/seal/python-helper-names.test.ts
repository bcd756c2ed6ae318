// Red-team finding f1 (issue 34): code under test put a module of its own in sys.modules
// under the name the trusted tests import their helper by, and the tests asserted through a
// no-op. Sealing now copies each helper module under a name drawn per sealing and rewrites
// every import of it (src/core/seal/python-helper-names.ts), and counts a call of a helper
// that asserts two of its parameters equal as an assertion, so it gets twins
// (python-helper-asserts.ts). Checked on the text and under a real Python.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadTestFileParser } from '../../src/adapters/syntax/test-file-parser.js';
import { SealRandom } from '../../src/core/seal/prng.js';
import { sealHelperNames } from '../../src/core/seal/python-helper-names.js';
import { sealSuite } from '../../src/core/seal/seal-suite.js';
import type { TestFileParser } from '../../src/core/seal/syntax.js';

let parser: TestFileParser;
beforeAll(async () => {
  parser = await loadTestFileParser(['python']);
});

const bytes = (text: string): Uint8Array => new TextEncoder().encode(text);
const suite = (files: Record<string, string>): Map<string, Uint8Array> =>
  new Map(Object.entries(files).map(([k, v]) => [k, bytes(v)]));
const texts = (files: ReadonlyMap<string, Uint8Array>): Record<string, string> =>
  Object.fromEntries([...files].map(([k, v]) => [k, new TextDecoder().decode(v)]));
const random = (n = 1): SealRandom => new SealRandom(new Uint8Array(32).fill(n), 'patched');
const lines = (s: string | undefined): number => (s ?? '').split('\n').length;

const EXPECT = 'def expect(got, want):\n    assert got == want, (got, want)\n';
const TEST = [
  'import helpers',
  'import helpers as h',
  'from helpers import expect',
  'import testutil.deep, os',
  'from testutil.deep import same',
  'from codec import decode',
  '',
  '',
  'def test_one():',
  '    import helpers as late',
  '    expect(decode(1), 1)',
  '',
].join('\n');

function sealedNames(files: Record<string, string>, n = 1): Record<string, string> {
  return texts(
    sealHelperNames(suite(files), parser, random(n), (path) => path.startsWith('test_')),
  );
}

describe('helper modules under sealed names', () => {
  it('moves each helper module and package and rewrites every import of it on its own line', () => {
    const out = sealedNames({
      'test_a.py': TEST,
      'helpers.py': `from testutil import same\n${EXPECT}`,
      'testutil/__init__.py': 'from .deep import same\n',
      'testutil/deep.py': 'def same(a, b):\n    assert a == b\n',
      'conftest.py': 'from helpers import expect\n',
    });
    const moved = Object.keys(out).filter((p) => !/^(?:test_a|conftest)\.py$/.test(p));
    expect(moved.some((p) => p === 'helpers.py' || p.startsWith('testutil/'))).toBe(false);
    const helper = moved.find((p) => !p.includes('/')) as string;
    const h = helper.slice(0, -'.py'.length);
    const t = (moved.find((p) => p.endsWith('/deep.py')) as string).split('/')[0] as string;
    expect(moved.sort()).toEqual([helper, `${t}/__init__.py`, `${t}/deep.py`].sort());
    expect(h).toMatch(/^[a-z][a-z0-9]{11}$/);
    const test = out['test_a.py'] as string;
    expect(test).toContain(`import ${h} as helpers\n`);
    expect(test).toContain(`import ${h} as h\n`);
    expect(test).toContain(`from ${h} import expect\n`);
    expect(test).toContain(`import ${t}.deep, ${t} as testutil, os\n`);
    expect(test).toContain(`from ${t}.deep import same\n`);
    expect(test).toContain(`    import ${h} as late\n`);
    expect(test).toContain('from codec import decode\n');
    expect(lines(test)).toBe(lines(TEST));
    expect(out['conftest.py']).toBe(`from ${h} import expect\n`);
    expect(out[helper]).toContain(`from ${t} import same\n`);
    // Inside the package, a relative import of its own module stays as it is.
    expect(out[`${t}/__init__.py`]).toBe('from .deep import same\n');
  });

  it('draws new names for each sealing', () => {
    const files = { 'test_a.py': 'from helpers import expect\n', 'helpers.py': EXPECT };
    const a = Object.keys(sealedNames(files, 1));
    const b = Object.keys(sealedNames(files, 2));
    expect(a).not.toEqual(b);
  });

  it('follows relative imports to the folder their dots name', () => {
    const out = sealedNames({
      'pkg/__init__.py': '',
      'pkg/test_a.py': 'from . import helpers\nfrom .helpers import expect\nfrom .. import other\n',
      'pkg/helpers.py': EXPECT,
    });
    const h = (
      Object.keys(out).find(
        (p) => /^pkg\/[a-z0-9]+\.py$/.test(p) && !/test_a|__init__/.test(p),
      ) as string
    ).slice('pkg/'.length, -'.py'.length);
    expect(out['pkg/test_a.py']).toBe(
      `from . import ${h} as helpers\nfrom .${h} import expect\nfrom .. import other\n`,
    );
  });

  it('leaves a module its name where a rewrite could not follow: named in a string, reached through the suite package, a test file or conftest', () => {
    const keep = (files: Record<string, string>, path: string): void =>
      expect(Object.keys(sealedNames(files))).toContain(path);
    keep(
      {
        'test_a.py': 'import helpers\nmock.patch("helpers.expect")\n',
        'helpers.py': EXPECT,
      },
      'helpers.py',
    );
    keep(
      {
        'test_a.py': "import helpers\nimportlib.import_module('helpers')\n",
        'helpers.py': EXPECT,
      },
      'helpers.py',
    );
    keep(
      { 'test_a.py': 'from reproduction import helpers\nimport helpers\n', 'helpers.py': EXPECT },
      'helpers.py',
    );
    keep(
      { 'test_a.py': 'import helpers\n', 'helpers.py': EXPECT, 'pytest.ini': '-p helpers\n' },
      'helpers.py',
    );
    keep(
      { 'test_a.py': 'from test_base import Base\n', 'test_base.py': 'class Base: pass\n' },
      'test_base.py',
    );
  });
});

describe('assertions of the suite’s own helpers', () => {
  const seal = (files: Record<string, string>) =>
    sealSuite('test suite', { files: suite(files) }, 'junit', parser, random());

  it('twins a call of an equality helper with a literal expected value: imported, through its module, or a conftest fixture', () => {
    for (const test of [
      'from helpers import expect\n\n\ndef test_one():\n    expect(len("abc"), 3)\n',
      'import helpers\n\n\ndef test_one():\n    helpers.expect(len("abc"), 3)\n',
      'from helpers import expect as e\n\n\ndef test_one():\n    e(3, len("abc"))\n',
      'def test_one(check):\n    check(len("abc"), 3)\n',
      `${EXPECT}\n\ndef test_one():\n    expect(len("abc"), 3)\n`,
    ]) {
      const sealed = seal({
        'test_a.py': test,
        'helpers.py': EXPECT,
        'conftest.py': `import pytest\nfrom helpers import expect\n\n\n@pytest.fixture\ndef check():\n    return expect\n`,
      });
      expect(sealed.twins, test).toBeGreaterThan(0);
    }
  });

  it('does not twin what it cannot be sure of: a helper that touches the value first, keywords, a parameter that shadows the helper', () => {
    for (const [helper, test] of [
      [
        'def expect(got, want):\n    want = round(want)\n    assert got == want\n',
        'expect(len("abc"), 3)',
      ],
      [
        'def expect(got, want):\n    if got is None:\n        return\n    assert got == want\n',
        'expect(len("abc"), 3)',
      ],
      ['def expect(got, want):\n    assert got != want\n', 'expect(len("abc"), 3)'],
      [EXPECT, 'expect(len("abc"), want=3)'],
      [EXPECT, 'expect(*(len("abc"), 3))'],
    ] as const) {
      const sealed = seal({
        'test_a.py': `from helpers import expect\n\n\ndef test_one():\n    ${test}\n`,
        'helpers.py': helper,
      });
      expect(sealed.twins, `${helper}${test}`).toBe(0);
    }
    const shadowed = seal({
      'test_a.py':
        'from helpers import expect\n\n\ndef test_one(expect):\n    expect(len("abc"), 3)\n',
      'helpers.py': EXPECT,
    });
    expect(shadowed.twins).toBe(0);
  });
});

describe('plants through the suite’s own helpers', () => {
  it('a must-fail plant calls the equality helper the file has (a fixture only in a pytest function), a must-pass one asserts', () => {
    for (const [test, call] of [
      [
        'from helpers import expect\n\n\ndef test_one():\n    expect(len("abc"), 3)\n',
        /^def \w+\(\):\n {4}expect\(\d+, \d+\)$/m,
      ],
      [
        'def test_one(check):\n    check(len("abc"), 3)\n',
        /^def \w+\(check\):\n {4}check\(\d+, \d+\)$/m,
      ],
    ] as const) {
      const sealed = sealSuite(
        'test suite',
        {
          files: suite({
            'test_a.py': test,
            'helpers.py': EXPECT,
            // One helper each time: the conftest.py fixture only where the test takes it.
            ...(test.includes('check')
              ? {
                  'conftest.py':
                    'import pytest\nfrom helpers import expect\n\n\n@pytest.fixture\ndef check():\n    return expect\n',
                }
              : {}),
          }),
        },
        'junit',
        parser,
        random(),
        0,
      );
      const text = texts(sealed.files)['test_a.py'] as string;
      expect(sealed.planted).toBe(4);
      expect(text.match(new RegExp(call.source, 'gm'))).toHaveLength(2);
      expect(text.match(/^ {4}assert (\d+) == \1$/gm)).toHaveLength(2);
    }
  });
});

const pytest = spawnSync('python3', ['-m', 'pytest', '--version']).status === 0;

describe.skipIf(!pytest)(
  'sealed helper names under a real pytest (python3 on this machine)',
  () => {
    // The trusted suite: a helper module, a helper package, and a helper that reads its own name.
    const trusted = {
      'test_calc.py': [
        'import pickle',
        'import calc',
        'import helpers',
        'from helpers import expect, Pair, own_name',
        'from testutil import same',
        '',
        '',
        'def test_total():',
        '    expect(calc.total(2, 3), 5)',
        '    helpers.expect(calc.total(1, 1), 2)',
        '    same(calc.total(4, 4), 8)',
        '',
        '',
        'def test_own_name():',
        '    name, same_module, logger = own_name()',
        '    assert same_module and logger == name == helpers.__name__',
        '    assert pickle.loads(pickle.dumps(Pair(1, 2))) == Pair(1, 2)',
        '',
      ].join('\n'),
      'helpers.py': [
        'import logging, sys',
        'log = logging.getLogger(__name__)',
        '',
        '',
        'class Pair:',
        '    def __init__(self, a, b):',
        '        self.a, self.b = a, b',
        '',
        '    def __eq__(self, other):',
        '        return (self.a, self.b) == (other.a, other.b)',
        '',
        '',
        EXPECT,
        '',
        'def own_name():',
        '    return __name__, sys.modules[__name__] is sys.modules[Pair.__module__], log.name',
        '',
      ].join('\n'),
      'testutil/__init__.py': 'def same(got, want):\n    assert want == got\n',
    };
    // The patch's calc: wrong, and in sys.modules, where the trusted names were, a module of
    // its own that hands out the real helpers but no-op assertions.
    const cheat = [
      'import importlib, sys, types',
      'for name, fn in (("helpers", "expect"), ("testutil", "same")):',
      '    try:',
      '        real = importlib.import_module(name)',
      '    except ImportError:',
      '        continue',
      '    fake = types.ModuleType(name)',
      '    fake.__getattr__ = lambda attr, real=real: getattr(real, attr)',
      '    setattr(fake, fn, lambda got, want: None)',
      '    sys.modules[name] = fake',
      '',
      '',
      'def total(a, b):',
      '    return a - b',
      '',
    ].join('\n');

    /** Runs the suite (sealed or not) on `calc`: each real test's outcome by its original name. */
    function run(calc: string, sealed: boolean): Record<string, string> {
      const root = mkdtempSync(join(tmpdir(), 'pp-helper-names-'));
      const made = sealed
        ? sealSuite('test suite', { files: suite(trusted) }, 'junit', parser, random())
        : null;
      for (const [path, content] of made?.files ?? suite(trusted)) {
        const at = join(root, 'patchproof_tests', 'reproduction', path);
        mkdirSync(dirname(at), { recursive: true });
        writeFileSync(at, content);
      }
      writeFileSync(join(root, 'calc.py'), calc);
      const r = spawnSync(
        'python3',
        ['-m', 'pytest', '-rA', '-p', 'no:cacheprovider', 'patchproof_tests/reproduction'],
        { cwd: root, encoding: 'utf8', env: { ...process.env, PYTHONPATH: root } },
      );
      const outcome: Record<string, string> = {};
      for (const [, status, name] of r.stdout.matchAll(/^(PASSED|FAILED|ERROR) \S+::(\w+)/gm)) {
        const real = made ? made.tests.find((t) => t.token === name && t.role === 'real') : null;
        if (!made || real) outcome[real?.original ?? (name as string)] = status as string;
      }
      return outcome;
    }

    const both = { test_total: 'PASSED', test_own_name: 'PASSED' };

    it('the honest code passes sealed; the helper sees one name for itself', () => {
      expect(run('def total(a, b):\n    return a + b\n', true)).toEqual(both);
    });

    it('no-op helpers put in sys.modules under the trusted names pass unsealed, and fail sealed', () => {
      expect(run(cheat, false)).toEqual(both);
      expect(run(cheat, true)).toEqual({ ...both, test_total: 'FAILED' });
    });
  },
);
