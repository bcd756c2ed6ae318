// The ids the JUnit reporters of mocha and Jest write, read back to the sealed tests (issue
// 16, more ecosystems). The report shapes below are what the reporters wrote for a sealed
// `describe('C') > describe('A') > it('D')`, measured with mocha 12.0.3 (xunit), mocha 11.8.0
// + mocha-junit-reporter 2.2.1, jest 30.5.2 + jest-junit 17.0.0 (defaults).
import { beforeAll, describe, expect, it } from 'vitest';
import { judgeSealed } from '../../src/core/seal/judge-sealed.js';
import type { SealedSuite, SealedTest } from '../../src/core/seal/model.js';
import { tokenChain } from '../../src/core/seal/token-chain.js';
import type { TestReport } from '../../src/core/reports/model.js';
import { loadParser, real, seal } from './js-sealing.js';

beforeAll(async () => {
  await loadParser();
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
