// Twins of JavaScript table tests (src/core/seal/js-table-twins.ts, issue 16): a copy of the
// table with every expected value changed, made only where no row or assertion would let it
// pass as the original does, and a report where a twin and its original both pass is
// tampering.
import { beforeAll, describe, expect, it } from 'vitest';
import { judgeSealed } from '../../src/core/seal/judge-sealed.js';
import type { SealedTest } from '../../src/core/seal/model.js';
import { SealRandom } from '../../src/core/seal/prng.js';
import { sealSuite } from '../../src/core/seal/seal-suite.js';
import type { TestReport } from '../../src/core/reports/model.js';
import { loadParser, parser, real, seal, sealedText } from './js-sealing.js';

beforeAll(async () => {
  await loadParser();
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
        parser(),
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
