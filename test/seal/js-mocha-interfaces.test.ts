// Suites written for each of mocha's interfaces, sealed, run as mocha runs them and read back
// through mocha-junit-reporter's XML (issue 34, class "mocha's other interfaces"): every real
// test comes back under its real id (`<file>::<suite> > <test>`, the form a run spec names
// it by), plants and twins are where the seal says, and nothing reads as tampering. Before
// the fix a qunit suite's tests were read without their suite (a target `…::Array > length`
// was missing), and an exports suite's keys kept their real names (the report named tests
// the seal did not know).
import { beforeAll, describe, expect, it } from 'vitest';
import { parseJUnit } from '../../src/core/reports/index.js';
import { judgeSealed } from '../../src/core/seal/judge-sealed.js';
import type { SealedSuite } from '../../src/core/seal/model.js';
import { SealRandom } from '../../src/core/seal/prng.js';
import { sealSuite } from '../../src/core/seal/seal-suite.js';
import { loadParser, parser } from './js-sealing.js';
import { type MochaUi, runLikeMocha } from './mini-mocha.js';

beforeAll(async () => {
  await loadParser();
});

const HEAD = `const assert = require('node:assert');\nconst add = (a, b) => a + b;\n`;

const SUITES: Record<MochaUi, { source: string; ids: string[] }> = {
  bdd: {
    source: `${HEAD}describe('Calc', function () {
  context('add', function () {
    it('adds', function () {
      assert.strictEqual(add(2, 3), 5);
    });
    specify('adds zero', function () {
      assert.strictEqual(add(7, 0), 7);
    });
  });
});
it('at the root', function () {
  assert.strictEqual(add(1, 1), 2);
});
`,
    ids: ['Calc > add > adds', 'Calc > add > adds zero', 'at the root'],
  },
  tdd: {
    source: `${HEAD}suite('Calc', function () {
  suiteSetup(function () {});
  suite('#add()', function () {
    setup(function () {});
    test('adds', function () {
      assert.strictEqual(add(2, 3), 5);
    });
  });
  test('adds \\'quoted\\'', function () {
    assert.strictEqual(add(4, 4), 8);
  });
});
`,
    ids: ['Calc > #add() > adds', "Calc > adds 'quoted'"],
  },
  qunit: {
    source: `${HEAD}suite('Array');
test('length', function () {
  assert.strictEqual([1, 2, 3].length, 3);
});
test('sum', function () {
  assert.strictEqual(add(20, 22), 42);
});
suite('String');
before(function () {});
test('length', function () {
  assert.strictEqual('abcd'.length, 4);
});
`,
    ids: ['Array > length', 'Array > sum', 'String > length'],
  },
  exports: {
    source: `${HEAD}module.exports = {
  before: function () {},
  Calc: {
    '#add()': {
      adds: function () {
        assert.strictEqual(add(2, 3), 5);
      },
      'adds "zero"'() {
        assert.strictEqual(add(7, 0), 7);
      },
    },
  },
};
`,
    ids: ['Calc > #add() > adds', 'Calc > #add() > adds "zero"'],
  },
};

function sealAs(ui: MochaUi, seed: number, maxTwins?: number): SealedSuite {
  return sealSuite(
    'reproduction',
    {
      files: new Map([['calc.test.js', new TextEncoder().encode(SUITES[ui].source)]]),
      command: ['npx', 'mocha', '--ui', ui, '--reporter', 'mocha-junit-reporter', 'calc.test.js'],
    },
    'junit',
    parser(),
    new SealRandom(new Uint8Array(32).fill(seed), 'patched'),
    maxTwins,
  );
}

describe.each(['bdd', 'tdd', 'qunit', 'exports'] as const)("mocha's %s interface", (ui) => {
  it('unsealed, every test runs and passes (mocha-junit-reporter: `<title>::<full title>`)', () => {
    const report = parseJUnit(runLikeMocha(SUITES[ui].source, ui));
    expect(report.tests.map((t) => t.id.split('::')[1]).sort()).toEqual(
      SUITES[ui].ids.map((id) => id.replaceAll(' > ', ' ')).sort(),
    );
    expect(report.passed).toBe(SUITES[ui].ids.length);
  });

  it.each([
    [1, 'mocha-junit-reporter'],
    [2, 'mocha-junit-reporter'],
    [3, 'mocha-junit-reporter'],
    [4, 'xunit'],
    [5, 'xunit'],
    [6, 'xunit'],
  ] as const)(
    'sealed (seed %i, %s), every real test reads back under its real id and nothing is tampering',
    (seed, reporter) => {
      const suite = sealAs(ui, seed);
      const sealed = new TextDecoder().decode(suite.files.get('calc.test.js'));
      const report = parseJUnit(runLikeMocha(sealed, ui, reporter));
      const reading = judgeSealed(report, suite, 'junit');
      expect(reading.tampering).toEqual([]);
      expect(reading.plantsAsPlanted).toBe(true);
      expect(reading.report.tests.map((t) => t.id).sort()).toEqual(
        SUITES[ui].ids.map((id) => `calc.test.js::${id}`).sort(),
      );
      expect(reading.report.tests.every((t) => t.status === 'passed')).toBe(true);
      // Every real test is required: a report that leaves one out is caught.
      expect(
        suite.tests.filter((t) => t.role === 'real' && !t.dynamic).every((t) => t.required),
      ).toBe(true);
      if (ui !== 'exports') expect(suite.planted).toBeGreaterThan(0);
    },
  );

  it('a report that leaves out a real test is tampering', () => {
    const suite = sealAs(ui, 7, 0);
    const sealed = new TextDecoder().decode(suite.files.get('calc.test.js'));
    const xml = runLikeMocha(sealed, ui).replace(
      /<testcase [^>]*>(?:<failure[^>]*\/>)?<\/testcase>/,
      '',
    );
    expect(judgeSealed(parseJUnit(xml), suite, 'junit').tampering.join('\n')).toMatch(
      /missing from the report/,
    );
  });
});

describe("mocha's exports interface is read only on evidence", () => {
  it('without --ui exports, or for a file another trusted file imports, exports are left alone', () => {
    const helper = `module.exports = { adds: function () { return 1; } };\n`;
    const files = new Map([
      ['calc.test.js', new TextEncoder().encode(SUITES.exports.source)],
      ['helper.js', new TextEncoder().encode(helper)],
      [
        'other.test.js',
        new TextEncoder().encode(`const h = require('./helper');\n${SUITES.exports.source}`),
      ],
    ]);
    const random = () => new SealRandom(new Uint8Array(32).fill(9), 'patched');
    const plain = sealSuite('reproduction', { files }, 'junit', parser(), random());
    expect(plain.tests).toEqual([]);
    const mocha = sealSuite(
      'reproduction',
      { files, command: ['mocha', '--ui=exports'] },
      'junit',
      parser(),
      random(),
    );
    expect(new TextDecoder().decode(mocha.files.get('helper.js'))).toBe(helper);
    expect(
      mocha.tests.filter((t) => t.file === 'calc.test.js' && t.role === 'real' && !t.dynamic),
    ).toHaveLength(2);
  });

  it('a .mocharc among the trusted files that says ui: exports is evidence', () => {
    const files = new Map([
      ['calc.test.js', new TextEncoder().encode(SUITES.exports.source)],
      ['.mocharc.yml', new TextEncoder().encode('ui: exports\nspec: "*.test.js"\n')],
    ]);
    const suite = sealSuite(
      'reproduction',
      { files },
      'junit',
      parser(),
      new SealRandom(new Uint8Array(32).fill(4), 'patched'),
    );
    expect(suite.tests.filter((t) => t.role === 'real' && !t.dynamic)).toHaveLength(2);
  });
});
