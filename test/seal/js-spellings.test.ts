// Sealing suites written for mocha, Jest and Vitest (issue 16, more ecosystems): every test
// spelling they document is found and renamed, and plants assert in the file's own style (so
// a file with only `expect` is sealed too). Reading their JUnit ids back is in
// js-junit-ids.test.ts, twins of table tests in js-table-twins.test.ts.
import { beforeAll, describe, expect, it } from 'vitest';
import { loadParser, real, seal, sealedText } from './js-sealing.js';

beforeAll(async () => {
  await loadParser();
});

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
