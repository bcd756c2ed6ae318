// Which file a reported test id comes from (src/core/execution/test-owner.ts), in the id
// forms the report parsers make: gate mode proposal counts only tests of the patch's files.
import { describe, expect, it } from 'vitest';
import { ownedBy, proposalOwner } from '../../src/core/execution/test-owner.js';

describe('test ids and their files', () => {
  it.each([
    [
      'unittest discovered from tests/',
      'tests/test_calc.py',
      'test_calc.CalcTest.test_add',
      'test_calcx.CalcTest.test_add',
    ],
    [
      'unittest from the root',
      'tests/test_calc.py',
      'tests.test_calc.CalcTest.test_add',
      'tests.test_other.CalcTest.test_add',
    ],
    [
      'pytest JUnit classname::name',
      'tests/test_calc.py',
      'tests.test_calc.TestCalc::test_add[1-2]',
      'tests.test_calc_more.TestCalc::test_add',
    ],
    [
      'pytest function in a module',
      'tests/test_calc.py',
      'tests.test_calc::test_add',
      'tests.calc::test_add',
    ],
    [
      'Jest/Vitest JUnit with the file as classname',
      'src/label.test.js',
      'src/label.test.js::label > formats',
      'src/label.spec.js::label > formats',
    ],
    [
      'Go package',
      'internal/calc/calc_test.go',
      'example.com/mod/internal/calc::TestAdd',
      'example.com/mod/internal/calcx::TestAdd',
    ],
  ])('%s', (_what, file, own, other) => {
    const owner = ownedBy([file]);
    expect(owner(own)).toBe(true);
    expect(owner(other)).toBe(false);
  });

  it('ignores data files and deleted files: only source files name tests', () => {
    expect(ownedBy(['tests/data/cases.json'])('tests.data.cases.X.test')).toBe(false);
  });

  it("falls back to every id only where the report's ids name no file of the repository at all (TAP titles)", () => {
    const tap = ['calc > adds', 'calc > subtracts'];
    expect(proposalOwner(['test/calc.test.js'], ['test/other.test.js'], tap)('calc > adds')).toBe(
      true,
    );
    const unittest = ['test_calc.Calc.test_add', 'test_other.Other.test_x'];
    const owner = proposalOwner(['tests/test_calc.py'], ['tests/test_other.py'], unittest);
    expect(owner('test_calc.Calc.test_add')).toBe(true);
    expect(owner('test_other.Other.test_x')).toBe(false);
    // A data-only change in a format that names files: nothing is the patch's.
    expect(proposalOwner([], ['tests/test_other.py'], unittest)('test_other.Other.test_x')).toBe(
      false,
    );
  });
});
