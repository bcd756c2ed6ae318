// mocha's exports interface as real suites write it (issue 34): a suite made in one statement
// and filled in by others (`exports.a = {}; exports.a.b = {}; exports.a.b.c = function…`),
// tests made in a loop (`exports.s[key] = function…`), an alias, a module.exports built by a
// function, and ES modules (`export default { … }`, `export const …`). Before the fix, sealing
// renamed a key where its object was made but not where later lines added to it: the sealed
// json5 suites stopped with `TypeError: Cannot set properties of undefined`, and a key made at
// run time reached the report under a name the seal did not know.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseJUnit } from '../../src/core/reports/index.js';
import { judgeSealed } from '../../src/core/seal/judge-sealed.js';
import type { SealedSuite } from '../../src/core/seal/model.js';
import { SealRandom } from '../../src/core/seal/prng.js';
import { sealSuite } from '../../src/core/seal/seal-suite.js';
import { loadParser, parser } from './js-sealing.js';
import { type MochaReporter, runLikeMocha, runMochaExports } from './mini-mocha.js';

beforeAll(async () => {
  await loadParser();
});

const HEAD = `var assert = require('assert');\nvar add = function (a, b) { return a + b; };\n`;

/** Each shape: its source, and every test's id under real names with whether it passes. */
const SHAPES: Record<string, { source: string; ids: Record<string, boolean> }> = {
  'a loop adds tests to a suite made before it (json5 count-newlines)': {
    source: `${HEAD}var cases = { LF: 2, CR: 3, 'a > b': 9 };
exports['count-newlines'] = {};
Object.keys(cases).forEach(function (key) {
  exports['count-newlines'][key] = function () {
    assert.strictEqual(cases[key], 2);
  };
});
`,
    ids: {
      'count-newlines > LF': true,
      'count-newlines > CR': false,
      'count-newlines > a > b': false,
    },
  },
  'suites filled in by later statements (json5 stringify)': {
    source: `${HEAD}exports.stringify = {};
exports.stringify.replacer = {};
exports.stringify.replacer.function = {};
exports.stringify.replacer.function.complexObject = function test() {
  assert.strictEqual(add(1, 2), 3);
};
exports.stringify.replacer.array = {};
exports.stringify.replacer.array['empty ""'] = function test() {
  assert.strictEqual(add(1, 2), 4);
};
module.exports.stringify.plain = { adds: function () { assert.strictEqual(add(2, 2), 4); } };
`,
    ids: {
      'stringify > replacer > function > complexObject': true,
      'stringify > replacer > array > empty ""': false,
      'stringify > plain > adds': true,
    },
  },
  'an alias, a helper that builds a suite, and hooks': {
    source: `${HEAD}var suite = exports.Alias = {};
suite.before = function () {};
suite['via alias'] = function () { assert.strictEqual(add(1, 1), 2); };
function make(n) {
  var out = { beforeEach: function () {} };
  for (var i = 0; i < n; i++) out['row ' + i] = (function (i) { return function () { assert.ok(i < 1); }; })(i);
  return out;
}
exports.Made = make(2);
exports.Made.nested = { deeper: make(1) };
`,
    ids: {
      'Alias > via alias': true,
      'Made > row 0': true,
      'Made > row 1': false,
      'Made > nested > deeper > row 0': true,
    },
  },
  'module.exports replaced by an object a function returns': {
    source: `${HEAD}exports.lost = { never: function () { throw new Error('not a test'); } };
module.exports = (function () {
  return { Calc: { adds: function () { assert.strictEqual(add(2, 3), 5); } } };
})();
`,
    ids: { 'Calc > adds': true },
  },
};

function sealAs(source: string, seed: number, path = 'calc.test.js'): SealedSuite {
  return sealSuite(
    'reproduction',
    {
      files: new Map([[path, new TextEncoder().encode(source)]]),
      command: ['npx', 'mocha', '--ui', 'exports', path],
    },
    'junit',
    parser(),
    new SealRandom(new Uint8Array(32).fill(seed), 'patched'),
  );
}

function readBack(suite: SealedSuite, xml: string, path = 'calc.test.js') {
  const reading = judgeSealed(parseJUnit(xml), suite, 'junit');
  const got = Object.fromEntries(
    reading.report.tests.map((t) => [t.id.slice(`${path}::`.length), t.status === 'passed']),
  );
  return { reading, got };
}

describe.each(Object.entries(SHAPES))("mocha's exports interface: %s", (_, shape) => {
  it.each([
    [1, 'xunit'],
    [2, 'mocha-junit-reporter'],
    [3, 'xunit'],
  ] as const)(
    'sealed (seed %i, %s), every test reads back under its real id',
    (seed, reporter: MochaReporter) => {
      const suite = sealAs(shape.source, seed);
      const sealed = new TextDecoder().decode(suite.files.get('calc.test.js'));
      const { reading, got } = readBack(suite, runLikeMocha(sealed, 'exports', reporter));
      expect(reading.tampering).toEqual([]);
      expect(got).toEqual(shape.ids);
    },
  );
});

describe("mocha's exports interface: what the seal requires", () => {
  it('a test of a literal suite nothing else writes to is required: leaving it out is tampering', () => {
    const source = `${HEAD}exports.A = { one: function () {}, two: function () {} };\nexports.A.three = function () {};\n`;
    const suite = sealAs(source, 4);
    expect(suite.tests.filter((t) => t.role === 'real' && t.required)).toHaveLength(3);
    const sealed = new TextDecoder().decode(suite.files.get('calc.test.js'));
    const xml = runLikeMocha(sealed, 'exports', 'xunit').replace(
      /<testcase [^>]*><\/testcase>/,
      '',
    );
    expect(judgeSealed(parseJUnit(xml), suite, 'junit').tampering.join('\n')).toMatch(
      /missing from the report/,
    );
  });

  it('a key something else may delete or replace is not required (its siblings still are)', () => {
    const source = `${HEAD}exports.A = { one: function () {}, two: function () {} };
exports.B = { three: function () {} };
if (process.env.NEVER) delete exports.A.two;
`;
    const suite = sealAs(source, 5);
    const required = suite.tests.filter((t) => t.required).map((t) => t.original);
    expect(required).toEqual(['one', 'three']);
  });

  it('a key made at run time under a name of its own is read back; one no slot names is not', () => {
    const suite = sealAs(
      SHAPES['a loop adds tests to a suite made before it (json5 count-newlines)']!.source,
      6,
    );
    const sealed = new TextDecoder().decode(suite.files.get('calc.test.js'));
    const xml = runLikeMocha(sealed, 'exports', 'xunit');
    const forged = xml.replace(/name="([a-z][a-z0-9]{11}) LF"/, 'name="LF"');
    expect(forged).not.toBe(xml);
    expect(judgeSealed(parseJUnit(forged), suite, 'junit').tampering.join('\n')).toMatch(
      /do not define/,
    );
  });
});

describe("mocha's exports interface in an ES module", () => {
  const SOURCE = `import assert from 'node:assert';
const add = (a, b) => a + b;
export default {
  Calc: { adds() { assert.strictEqual(add(2, 3), 5); }, 'is wrong': () => assert.strictEqual(add(2, 2), 5) },
};
export const Named = { works: function () { assert.ok(true); } };
const built = {};
for (const n of [1, 2]) built['row ' + n] = () => assert.ok(n === 1);
export { built as Rows };
export function atTheRoot() { assert.strictEqual(add(0, 0), 0); }
`;
  const IDS = {
    'default > Calc > adds': true,
    'default > Calc > is wrong': false,
    'Named > works': true,
    'Rows > row 1': true,
    'Rows > row 2': false,
    atTheRoot: true,
  };

  it.each([7, 8])(
    'sealed (seed %i), imported as mocha imports it, every test reads back',
    async (seed) => {
      for (const path of ['calc.test.mjs', 'calc.test.js']) {
        const suite = sealAs(SOURCE, seed, path);
        const dir = mkdtempSync(join(tmpdir(), 'pp-exports-'));
        try {
          const file = join(dir, 'sealed.mjs');
          writeFileSync(file, suite.files.get(path) as Uint8Array);
          const ns = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
          const { reading, got } = readBack(suite, runMochaExports({ ...ns }, 'xunit'), path);
          expect(reading.tampering).toEqual([]);
          expect(got).toEqual(IDS);
        } finally {
          rmSync(dir, { recursive: true, force: true });
        }
      }
    },
  );

  it('a re-export is refused as not sealable (its names are in another file)', () => {
    expect(() =>
      sealAs(`export * from './suites.mjs';\nexport const A = {};\n`, 9, 'x.test.mjs'),
    ).toThrow(expect.objectContaining({ code: 'SuiteNotSealable' }));
  });
});
