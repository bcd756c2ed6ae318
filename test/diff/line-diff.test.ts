/**
 * The line diff is a correct and minimal edit script: the unchanged lines of both sides
 * are the same sequence, and there is no longer such sequence (checked against a
 * quadratic dynamic-programming LCS on small inputs).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { diffLines, splitLines } from '../../src/core/diff/line-diff.js';

function lcsLength(a: readonly string[], b: readonly string[]): number {
  let prev = new Array<number>(b.length + 1).fill(0);
  for (const x of a) {
    const row = [0];
    b.forEach((y, j) =>
      row.push(
        x === y ? (prev[j] as number) + 1 : Math.max(prev[j + 1] as number, row[j] as number),
      ),
    );
    prev = row;
  }
  return prev[b.length] as number;
}

function check(a: readonly string[], b: readonly string[]): void {
  const { removed, added } = diffLines(a, b);
  expect(removed.length).toBe(a.length);
  expect(added.length).toBe(b.length);
  const keptA = a.filter((_, i) => removed[i] === 0);
  const keptB = b.filter((_, j) => added[j] === 0);
  expect(keptA).toEqual(keptB);
  expect(keptA.length).toBe(lcsLength(a, b));
}

describe('diffLines', () => {
  it('handles empty and identical sides', () => {
    check([], []);
    check(['a\n'], []);
    check([], ['a\n', 'b']);
    check(['a\n', 'b\n'], ['a\n', 'b\n']);
  });

  it('treats a line without its newline as a different line', () => {
    const { removed, added } = diffLines(['a\n', 'b'], ['a\n', 'b\n']);
    expect([...removed]).toEqual([0, 1]);
    expect([...added]).toEqual([0, 1]);
  });

  it('keeps \\r inside lines: CRLF and LF versions differ, a lone CR splits nothing', () => {
    expect(splitLines('a\r\nb\rc\nd')).toEqual(['a\r\n', 'b\rc\n', 'd']);
    const { removed } = diffLines(splitLines('x\r\ny\n'), splitLines('x\ny\n'));
    expect([...removed]).toEqual([1, 0]);
  });

  it('is minimal on random sequences over small alphabets (many equal-cost scripts)', () => {
    const seq = (alphabet: string[]): fc.Arbitrary<string[]> =>
      fc.array(fc.constantFrom(...alphabet), { maxLength: 60 });
    fc.assert(
      fc.property(seq(['a', 'b']), seq(['a', 'b']), (a, b) => check(a, b)),
      { numRuns: 400 },
    );
    fc.assert(
      fc.property(seq(['a', 'b', 'c', 'd', 'e', 'f']), seq(['a', 'b', 'c', 'x', 'y']), (a, b) =>
        check(a, b),
      ),
      { numRuns: 400 },
    );
  });

  it('is minimal when one side is an edited copy of the other', () => {
    const base = fc.array(fc.constantFrom<string>('a', 'b', 'c', 'd'), {
      minLength: 1,
      maxLength: 80,
    });
    fc.assert(
      fc.property(
        base,
        fc.array(fc.tuple(fc.nat(), fc.nat({ max: 3 }), fc.array(fc.constantFrom('a', 'q')))),
        (a, edits) => {
          const b = [...a];
          for (const [at, drop, insert] of edits) b.splice(at % (b.length + 1), drop, ...insert);
          check(a, b);
        },
      ),
      { numRuns: 300 },
    );
  });
});
