// Sealing suites written for mocha, Jest and Vitest (issue 16, more ecosystems): every test
// spelling they document is found and renamed, plants assert in the file's own style (so a
// file with only `expect` is sealed too), and the ids their JUnit reporters write are read
// back to the sealed tests. The report shapes below are what the reporters wrote for a
// sealed `describe('C') > describe('A') > it('D')`, measured with mocha 12.0.3 (xunit),
// mocha 11.8.0 + mocha-junit-reporter 2.2.1, jest 30.5.2 + jest-junit 17.0.0 (defaults).
import { beforeAll, describe, expect, it } from 'vitest';
import { loadTestFileParser } from '../../src/adapters/syntax/test-file-parser.js';
import { judgeSealed } from '../../src/core/seal/judge-sealed.js';
import type { SealedSuite, SealedTest } from '../../src/core/seal/model.js';
import { SealRandom } from '../../src/core/seal/prng.js';
import { sealSuite } from '../../src/core/seal/seal-suite.js';
import type { TestFileParser } from '../../src/core/seal/syntax.js';
import { tokenChain } from '../../src/core/seal/token-chain.js';
import type { TestReport } from '../../src/core/reports/model.js';

let parser: TestFileParser;
beforeAll(async () => {
  parser = await loadTestFileParser();
});

function seal(source: string, n = 3): SealedSuite {
  return sealSuite(
    'reproduction',
    { files: new Map([['calc.test.js', new TextEncoder().encode(source)]]) },
    'junit',
    parser,
    new SealRandom(new Uint8Array(32).fill(n), 'patched'),
  );
}
const sealedText = (suite: SealedSuite): string =>
  new TextDecoder().decode(suite.files.get('calc.test.js'));
const real = (suite: SealedSuite, name: string): SealedTest =>
  suite.tests.find((t) => t.role === 'real' && t.original === name) as SealedTest;

const JEST_SUITE = `const { add } = require('../../calc.js');

describe('Calculator', () => {
  describe('add', () => {
    it('adds two numbers', () => {
      expect(add(2, 3)).toBe(5);
    });
    test.each([[1, 1, 2], [2, 2, 4]])('add(%i, %i) = %i', (a, b, c) => {
      expect(add(a, b)).toBe(c);
    });
    it.each\`
      a    | b
      \${1} | \${2}
    \`('tagged $a + $b', ({ a, b }) => {
      expect(add(a, b)).toBe(a + b);
    });
  });
  it.concurrent('runs concurrently', async () => {
    expect(add(3, 3)).toBe(6);
  });
  xit('skipped', () => {
    expect(add(1, 1)).toBe(2);
  });
  it.skipIf(false)('on a condition', () => {
    expect(add(1, 2)).toBe(3);
  });
  it.failing('expected to fail', () => {
    expect(add(1, 1)).toBe(3);
  });
});
describe.each([1, 2])('each %i', (k) => {
  it('inner', () => {
    expect(add(k, 0)).toBe(k);
  });
});
`;

describe('sealing Jest and Vitest spellings', () => {
  it('renames every test however it is spelled; a table of literal rows and a concurrent test are required, a tagged table or a condition is not', () => {
    const suite = seal(JEST_SUITE);
    const out = sealedText(suite);
    for (const title of [
      'Calculator',
      'adds two numbers',
      'runs concurrently',
      'skipped',
      'on a condition',
      'expected to fail',
      'inner',
    ])
      expect(out).not.toContain(`'${title}'`);
    expect(real(suite, 'adds two numbers')).toMatchObject({
      required: true,
      multi: false,
      dynamic: false,
    });
    expect(real(suite, 'runs concurrently')).toMatchObject({ required: true });
    // Required: a forged report cannot leave the rows out (the adversarial review's each-cheat).
    expect(real(suite, "'add(%i, %i) = %i'")).toMatchObject({
      required: true,
      multi: true,
      dynamic: true,
    });
    expect(real(suite, "'tagged $a + $b'")).toMatchObject({
      required: false,
      multi: true,
      dynamic: true,
    });
    for (const name of ['skipped', 'on a condition', 'expected to fail'])
      expect(real(suite, name).required).toBe(false);
    expect(real(suite, 'inner')).toMatchObject({ multi: true, required: false });
    // A table's title keeps its placeholders after the token: the framework formats each row.
    expect(out).toContain(
      `("${real(suite, "'add(%i, %i) = %i'").token} " + String('add(%i, %i) = %i'))`,
    );
  });

  it('in a file with tables, plants are sometimes one-row tables, so code that swallows table rows meets a plant', () => {
    const shapes = new Set<string>();
    for (let n = 1; n <= 12; n++) {
      const out = sealedText(seal(JEST_SUITE, n));
      if (
        /test\.each\(\[\[\d+, \d+\]\]\)\("[a-z][a-z0-9]{11}", \(got, want\) => \{\n\s+expect\(got\)\.toBe\(want\);/.test(
          out,
        )
      )
        shapes.add('table');
      if (/(?:it|test)\("[a-z][a-z0-9]{11}", \(\) => \{\n\s+expect\(\d+\)\.toBe\(\d+\);/.test(out))
        shapes.add('plain');
    }
    expect([...shapes].sort()).toEqual(['plain', 'table']);
  });

  it("plants assert in the file's own style: expect().toBe, expect().to.equal (chai), assert.strictEqual", () => {
    const jest = seal(JEST_SUITE);
    expect(jest.planted).toBe(4);
    expect(sealedText(jest)).toMatch(/expect\(\d+\)\.toBe\(\d+\);/);
    const chai = seal(
      `const { expect } = require('chai');\ndescribe('C', () => {\n  it('D', () => {\n    expect(1).to.equal(1);\n  });\n});\n`,
    );
    expect(chai.planted).toBe(4);
    expect(sealedText(chai)).toMatch(/expect\(\d+\)\.to\.equal\(\d+\);/);
    const node = seal(
      `const assert = require('node:assert');\ndescribe('C', () => {\n  it('D', () => {\n    assert.strictEqual(1, 1);\n  });\n});\n`,
    );
    expect(sealedText(node)).toMatch(/assert\.strictEqual\(\d+, \d+\);/);
  });

  it("makes twins of chai's equality chains (expect(x).to.equal(5), .to.deep.equal([1]), .to.eql), never of a negated one", () => {
    const suite = seal(
      `const { expect } = require('chai');\nconst { f } = require('../../f.js');\ndescribe('C', () => {\n  it('equal', () => {\n    expect(f(1)).to.equal(5);\n  });\n  it('deep', () => {\n    expect(f(2)).to.deep.equal([1, 2]);\n  });\n  it('eql', () => {\n    expect(f(3)).to.be.eql([3]);\n  });\n  it('negated', () => {\n    expect(f(4)).to.not.equal(7);\n  });\n});\n`,
    );
    const twinsOf = (name: string): number =>
      suite.tests.filter((t) => t.role === 'twin' && t.original === real(suite, name).token).length;
    for (const name of ['equal', 'deep', 'eql']) expect(twinsOf(name), name).toBeGreaterThan(0);
    expect(twinsOf('negated')).toBe(0);
    expect(suite.bits).toBeGreaterThan(0);
  });

  it('takes no expect plants when the file calls only chai.expect or vi.expect (a bare expect is not in scope)', () => {
    expect(
      seal(
        `const chai = require('chai');\ndescribe('C', () => {\n  it('D', () => {\n    chai.expect(1).to.equal(1);\n  });\n});\n`,
      ).planted,
    ).toBe(0);
  });

  it("reads mocha's context and specify as describe and it", () => {
    const suite = seal(
      `const assert = require('node:assert');\ncontext('C', () => {\n  specify('D', () => {\n    assert.strictEqual(1, 1);\n  });\n});\n`,
    );
    expect(real(suite, 'D')).toMatchObject({
      required: true,
      parents: [suite.tests.find((t) => t.original === 'C')?.token],
    });
    expect(suite.planted).toBe(4);
  });

  it("takes no expect plants where a plant could not reach the test's expect (Vitest's test context)", () => {
    const context = seal(
      `import { it } from 'vitest';\nit('D', ({ expect }) => {\n  expect(1).toBe(1);\n});\n`,
    );
    expect(context.planted).toBe(0);
    const local = seal(
      `describe('C', () => {\n  const expect = require('expect');\n  it('D', () => {\n    expect(1).toBe(1);\n  });\n});\n`,
    );
    expect(local.planted).toBe(0);
  });
});

describe('reading the ids of mocha and Jest JUnit reporters', () => {
  let suite: SealedSuite;
  let byToken: Map<string, SealedTest>;
  let C: string, A: string, D: string, loop: SealedTest;
  beforeAll(() => {
    suite = seal(
      `const assert = require('node:assert');\ndescribe('Calc', () => {\n  describe('add', () => {\n    it('adds', () => {\n      assert.strictEqual(1, 1);\n    });\n    for (const n of [1, 2]) it(\`n=\${n}\`, () => assert.ok(n));\n  });\n});\n`,
    );
    byToken = new Map(suite.tests.map((t) => [t.token, t]));
    [C, A] = real(suite, 'adds').parents as [string, string];
    D = real(suite, 'adds').token;
    loop = suite.tests.find((t) => t.role === 'real' && t.dynamic) as SealedTest;
  });

  it.each([
    ['mocha xunit', (c: string, a: string, d: string) => `${c} ${a}::${d}`],
    ['mocha-junit-reporter', (c: string, a: string, d: string) => `${d}::${c} ${a} ${d}`],
    ['jest-junit defaults', (c: string, a: string, d: string) => `${c} ${a} ${d}::${c} ${a} ${d}`],
    ['mocha-junit-reporter, jenkins mode', (c: string, a: string, d: string) => `${c}.${a}::${d}`],
  ])('%s: the chain of tokens names the test, under one real id', (_, shape) => {
    expect(tokenChain(shape(C, A, D), byToken)).toMatchObject({
      entry: { token: D },
      id: 'calc.test.js::Calc > add > adds',
    });
  });

  it("a title made at run time keeps its value, whichever reporter's shape", () => {
    expect(
      tokenChain(`${C} ${A} ${loop.token} n=2::${C} ${A} ${loop.token} n=2`, byToken)?.id,
    ).toBe('calc.test.js::Calc > add > n=2');
    expect(tokenChain(`${C} ${A}::${loop.token} n=1`, byToken)?.id).toBe(
      'calc.test.js::Calc > add > n=1',
    );
  });

  it("refuses a chain that is not the test's own: a missing describe, another order, no token", () => {
    expect(tokenChain(`${A}::${D}`, byToken)).toBeNull();
    expect(tokenChain(`${A} ${C}::${D}`, byToken)).toBeNull();
    expect(tokenChain('Calc add::adds', byToken)).toBeNull();
  });

  it('a line whose last token is a describe is not that describe (a test made at run time inside it)', () => {
    expect(tokenChain(`${C}::made up: calc.test.js`, byToken)).toBeNull();
    expect(tokenChain(`test::${C} > ${A} > ok`, byToken)).toBeNull();
    expect(tokenChain(`${C} ${A}::${D} and more`, byToken)).toBeNull();
  });

  it("keeps a computed title's punctuation: rows '1' and '1.' are two tests", () => {
    expect(tokenChain(`${C} ${A}::${loop.token} 1`, byToken)?.id).toBe(
      'calc.test.js::Calc > add > 1',
    );
    expect(tokenChain(`${C} ${A}::${loop.token} 1.`, byToken)?.id).toBe(
      'calc.test.js::Calc > add > 1.',
    );
  });

  it('a computed outer describe in a space-joined id is read through its whole chain (jest-junit, mocha-junit-reporter)', () => {
    const computed = seal(
      `const assert = require('node:assert');\nconst name = 'Calc';\ndescribe(name, () => {\n  it('adds', () => {\n    assert.strictEqual(1, 1);\n  });\n});\n`,
    );
    const outer = computed.tests.find((t) => t.role === 'suite') as SealedTest;
    const leaf = real(computed, 'adds');
    const report: TestReport = {
      executed: 1,
      passed: 1,
      failed: 0,
      errored: 0,
      skipped: 0,
      collectionErrors: [],
      tests: [
        {
          id: `${outer.token} Calc ${leaf.token}::${outer.token} Calc ${leaf.token}`,
          status: 'passed',
        },
      ],
    };
    const reading = judgeSealed(
      report,
      { ...computed, tests: computed.tests.filter((t) => t.role === 'real' || t.role === 'suite') },
      'junit',
    );
    expect(reading.tampering).toEqual([]);
    expect(reading.report.tests.map((t) => t.id)).toEqual(['calc.test.js::Calc > adds']);
  });

  it('a report naming one real test in two shapes is tampering, not two tests', () => {
    const report: TestReport = {
      executed: 2,
      passed: 2,
      failed: 0,
      errored: 0,
      skipped: 0,
      collectionErrors: [],
      tests: [
        { id: `${C} ${A}::${D}`, status: 'passed' },
        { id: `${D}::${C} ${A} ${D}`, status: 'passed' },
      ],
    };
    expect(judgeSealed(report, suite, 'junit').tampering).toContain(
      'two reported tests stand for the same real test',
    );
  });
});

describe('twins of table tests (js-table-twins.ts)', () => {
  const TABLE = `import { expect, it } from 'vitest';
import { double } from '../../calc.js';

it.each([
  [1, 2],
  [5, 10],
])('doubles %i', (n, want) => {
  expect(double(n)).toBe(want);
});
`;

  it("a twin copies the table with every row's expected value changed, titled from the same template", () => {
    const suite = seal(TABLE);
    const text = sealedText(suite);
    const original = real(suite, "'doubles %i'");
    const twins = suite.tests.filter((t) => t.role === 'twin');
    expect(twins.length).toBeGreaterThan(0);
    for (const twin of twins) {
      expect(twin).toMatchObject({ original: original.token, dynamic: true, multi: true });
      // The twin's title is its token in front of the original's template.
      expect(text).toContain(`(${JSON.stringify(`${twin.token} `)} + String('doubles %i'))`);
    }
    // Every twin keeps the inputs 1 and 5 and changes both expected values.
    const tables = [
      ...text.matchAll(/it\.each\(\[\s*\[1, (-?\d+)\],\s*\[5, (-?\d+)\],?\s*\]\)\(\("/g),
    ].map((m) => [Number(m[1]), Number(m[2])]);
    expect(tables).toContainEqual([2, 10]);
    expect(tables.length).toBe(twins.length + 1);
    for (const [a, b] of tables.filter(([a, b]) => !(a === 2 && b === 10)))
      expect(a !== 2 && b !== 10).toBe(true);
  });

  it.each([
    [
      'the expected value used twice',
      TABLE.replace(
        'expect(double(n)).toBe(want);',
        'expect(double(n)).toBe(want);\n  expect(want % 2).toBe(0);',
      ),
    ],
    [
      'the expected value in the input',
      TABLE.replace('expect(double(n)).toBe(want);', 'expect(double(want / 2)).toBe(want);'),
    ],
    ['a row that is not a literal', TABLE.replace('[5, 10],', '[5, ten],')],
    [
      'a comparison that is not equality',
      TABLE.replace(
        'expect(double(n)).toBe(want);',
        'expect(double(n)).toBeGreaterThan(want - 1);',
      ),
    ],
    // Found by review: rows a twin could not change (an empty array, null, a float, a string
    // among integer rows) or that end early would pass in a twin as in the original.
    ['an empty-array row', TABLE.replace('[5, 10],', '[5, []],')],
    ['a null row', TABLE.replace('[5, 10],', '[5, null],')],
    ['a float row', TABLE.replace('[5, 10],', '[0.5, 0.25],')],
    ['a string row among integer rows', TABLE.replace('[5, 10],', "[5, 'ten'],")],
    [
      'an early return before the assertion',
      TABLE.replace(
        'expect(double(n)).toBe(want);',
        'if (n < 0) return;\n  expect(double(n)).toBe(want);',
      ),
    ],
    [
      'an integer past 2^53 (its neighbours are the same double)',
      TABLE.replace('[5, 10],', '[5, 18446744073709551615],'),
    ],
  ])('no twins with %s', (_name, source) => {
    expect(seal(source).tests.filter((t) => t.role === 'twin')).toEqual([]);
  });

  it('a plain test expecting an integer past 2^53 gets no integer twins (they would be the same double)', () => {
    const source =
      "import { expect, it } from 'vitest';\nimport { big } from '../../calc.js';\n\nit('is big', () => {\n  expect(big()).toBe(18446744073709551615);\n});\n";
    expect(seal(source).tests.filter((t) => t.role === 'twin')).toEqual([]);
  });

  it('a TypeScript table gets twins too, typed parameters or not', () => {
    for (const params of ['(n: number, want: number)', '(n, want)']) {
      const source = TABLE.replace('(n, want)', params);
      const suite = sealSuite(
        'reproduction',
        { files: new Map([['calc.test.ts', new TextEncoder().encode(source)]]) },
        'junit',
        parser,
        new SealRandom(new Uint8Array(32).fill(3), 'patched'),
      );
      expect(suite.tests.filter((t) => t.role === 'twin').length, params).toBeGreaterThan(0);
    }
  });

  it('a report where a twin row and an original row both passed is tampering; an honest one is not', () => {
    const suite = seal(TABLE);
    const original = real(suite, "'doubles %i'");
    const twin = suite.tests.find((t) => t.role === 'twin') as SealedTest;
    const plants = suite.tests.filter((t) => t.role === 'must-fail' || t.role === 'must-pass');
    const row = (token: string, n: number, status: 'passed' | 'failed') => ({
      id: `calc.test.js::${token} doubles ${n}`,
      status,
      ...(status === 'failed' ? { failure: 'assertion' as const } : {}),
    });
    const planted = plants.map((p) => ({
      id: `calc.test.js::${p.token}`,
      status: p.role === 'must-fail' ? ('failed' as const) : ('passed' as const),
      ...(p.role === 'must-fail' ? { failure: 'assertion' as const } : {}),
    }));
    const others = suite.tests
      .filter((t) => t.role === 'twin' && t !== twin)
      .flatMap((t) => [row(t.token, 1, 'failed'), row(t.token, 5, 'failed')]);
    const report = (twinStatus: 'passed' | 'failed'): TestReport => {
      const tests = [
        row(original.token, 1, 'passed'),
        row(original.token, 5, 'passed'),
        row(twin.token, 1, twinStatus),
        row(twin.token, 5, 'failed'),
        ...others,
        ...planted,
      ];
      const failed = tests.filter((t) => t.status === 'failed').length;
      return {
        executed: tests.length,
        passed: tests.length - failed,
        failed,
        errored: 0,
        skipped: 0,
        tests,
        collectionErrors: [],
      };
    };
    expect(judgeSealed(report('failed'), suite, 'junit').tampering).toEqual([]);
    expect(judgeSealed(report('passed'), suite, 'junit').tampering).toEqual([
      expect.stringContaining('both passed'),
    ]);
  });
});
