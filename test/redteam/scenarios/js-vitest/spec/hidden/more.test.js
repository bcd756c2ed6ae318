import { describe, expect, it } from 'vitest';
import { parseRanges } from '../../lib/ranges.js';

// Single numbers are checked in a table only: rows get no twins (open-attacks.test.ts).
describe('parseRanges, hidden', () => {
  it('expands two ranges in order', () => {
    expect(parseRanges('1-2,4-5')).toEqual([1, 2, 4, 5]);
  });
  it.each([
    ['9', [9]],
    ['1-2,7', [1, 2, 7]],
  ])('keeps single numbers in %s', (text, expected) => {
    expect(parseRanges(text)).toEqual(expected);
  });
});
