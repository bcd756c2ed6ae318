// A class the interpreter rebuilt for the test refused its own state (issue 34,
// packaging-1328): `pickle.loads(pickle.dumps(exc))` on an exception whose `__init__` does
// not match its `args` raises `TypeError: Broken.__init__() missing 1 required positional
// argument`, and no frame of the class shows. Real output: the files of
// test/fixtures/tracebacks/rebuild (lib/errors.py and tests/test_rebuild.py, from the
// `.py.txt` files there) run in patchproof-runner-python:3 (Python 3.11.2, pytest 7.2.1) by
// `pytest --junitxml` with --tb=long (the default), native and short, and by
// `python3 -m unittest -v`. Then the refusals: what must still read as the test's.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { reproduction } from '../../src/core/execution/reproduction.js';
import { parseJUnit, parseUnittest } from '../../src/core/reports/index.js';
import { raiseSite } from '../../src/core/reports/raise-site.js';

const fixture = (name: string): string =>
  readFileSync(new URL(`../fixtures/tracebacks/rebuild/${name}`, import.meta.url), 'utf8');

// Rebuilt by pickle (C code) or copy.py from the object's own state: the code's, in every
// format. The test's line also builds the object (`copy.deepcopy(Broken(…))`): only where
// Python underlines the call that failed (native, unittest) is it known that `Broken(…)`
// succeeded before it; pytest 7's long and short formats print no underline, so the line
// naming the class stays the test's (fail closed).
const EVERY = { test_pickle: 'code', test_copy: 'code' };
const UNDERLINED = { test_deepcopy: 'code', test_new: 'code' };
const NOT_UNDERLINED = { test_deepcopy: 'test', test_new: 'test' };
// The test called the class, handed it on, defined it, wrapped the error, or failed in its
// set-up; or the error is not a binding error of a class.
const REFUSED = {
  test_direct_call: 'test',
  test_map: 'test',
  test_local_class: 'test',
  test_chained: 'test',
  test_unexpected_keyword: 'test',
  test_fixture: 'test',
};

function sites(tests: readonly { id: string; raisedIn?: string }[]): Record<string, string> {
  return Object.fromEntries(tests.map((t) => [t.id.split(/[.:]/).pop(), t.raisedIn ?? 'none']));
}

describe('a class the interpreter rebuilt refused its own state', () => {
  for (const [format, extra] of [
    ['long', NOT_UNDERLINED],
    ['short', NOT_UNDERLINED],
    ['native', UNDERLINED],
  ] as const)
    it(`pytest --tb=${format}`, () => {
      const report = parseJUnit(fixture(`pytest-${format}.xml`));
      expect(sites(report.tests)).toEqual({ ...EVERY, ...extra, ...REFUSED });
    });

  it('unittest', () => {
    const report = parseUnittest(fixture('unittest.txt'));
    expect(sites(report.tests)).toEqual({ ...EVERY, ...UNDERLINED, ...REFUSED });
  });

  it('the baseline counts the rebuilt targets as showing the bug, and refuses the rest', () => {
    const report = parseJUnit(fixture('pytest-native.xml'));
    const shows = (leaf: string): boolean =>
      reproduction(report.tests.find((t) => t.id.endsWith(`::${leaf}`))).shows;
    expect(shows('test_pickle')).toBe(true);
    expect(shows('test_copy')).toBe(true);
    for (const leaf of Object.keys(REFUSED)) expect(shows(leaf), leaf).toBe(false);
  });
});

// pytest 8+ underlines the `>` line too: packaging-1328's target as pytest 9.0.3 prints it.
const PYTEST9 = (
  line: string,
  underline: string,
): string => `self = <test_pickle_roundtrip.TestInvalidMetadata object at 0x7f91c4179690>

    def test_pickle_roundtrip(self) -> None:
        exc = metadata.InvalidMetadata("version", "'1.0.a' is invalid")
>       ${line}
${underline}
E       TypeError: InvalidMetadata.__init__() missing 1 required positional argument: 'message'

exc        = InvalidMetadata("'1.0.a' is invalid")

patchproof_tests/reproduction/test_pickle_roundtrip.py:27: TypeError`;

describe('the underlined call decides, never the rest of the line', () => {
  it("packaging-1328's target under pytest 9: the code's", () => {
    const text = PYTEST9(
      'copy = pickle.loads(pickle.dumps(exc))',
      '               ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^',
    );
    expect(raiseSite(text)).toBe('code');
  });

  it('the class built inside the underlined call, before it: the code’s', () => {
    const line = 'copy = pickle.loads(pickle.dumps(metadata.InvalidMetadata("v", "m")))';
    expect(raiseSite(PYTEST9(line, `               ${'^'.repeat(line.length - 7)}`))).toBe('code');
  });

  it('the underlined call is the class, or hands it on: the test’s', () => {
    for (const call of [
      'metadata.InvalidMetadata("only")',
      'list(map(metadata.InvalidMetadata, ["a"]))',
      'self.assertRaises(ValueError, metadata.InvalidMetadata, "a")',
      'json.loads(s, cls=InvalidMetadata)',
      'metadata.InvalidMetadata.__init__(exc, "a")',
    ]) {
      const text = PYTEST9(`copy = ${call}`, `               ${'^'.repeat(call.length)}`);
      expect(raiseSite(text), call).toBe('test');
    }
  });

  it('another exception, a chain, or no source line: the test’s as before', () => {
    const other = PYTEST9('copy = pickle.loads(x)', '               ^^^^^^^^^^^^^^^^').replace(
      'TypeError: InvalidMetadata.__init__() missing 1 required positional argument',
      'TypeError: unsupported operand type(s) for +',
    );
    expect(raiseSite(other)).toBe('test');
    const noSource = `patchproof_tests/reproduction/test_x.py:27: in test_x
E   TypeError: InvalidMetadata.__init__() missing 1 required positional argument: 'message'`;
    expect(raiseSite(noSource)).toBe('test');
  });

  it('a class the test defines in a function, or a rebuild in a set-up: the test’s', () => {
    const local = PYTEST9('copy = copy.copy(exc)', '               ^^^^^^^^^^^^^^').replace(
      'TypeError: InvalidMetadata.__init__()',
      'TypeError: TestX.test_copy.<locals>.Local.__init__()',
    );
    expect(raiseSite(local)).toBe('test');
    const setUp = `Traceback (most recent call last):
  File "/workspace/tests/test_x.py", line 9, in setUp
    self.again = pickle.loads(pickle.dumps(self.exc))
                 ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
TypeError: Broken.__init__() missing 1 required positional argument: 'message'`;
    expect(raiseSite(setUp)).toBe('test');
    expect(raiseSite(setUp.replace('in setUp', 'in test_rebuild'))).toBe('code');
    // pytest's long format names no function on its last frame: the `def` line shows it.
    const long = PYTEST9('copy = pickle.loads(pickle.dumps(exc))', '').replace(
      'def test_pickle_roundtrip(self) -> None:',
      'def setup_method(self) -> None:',
    );
    expect(raiseSite(long)).toBe('test');
    expect(raiseSite(long.replace('def setup_method', 'def test_it'))).toBe('code');
  });
});
