import { describe, expect, it } from 'vitest';
import { parseRanges } from '../lib/ranges.js';

describe('parseRanges', () => {
  it('expands one range', () => {
    expect(parseRanges('1-3')).toEqual([1, 2, 3]);
  });
  it('joins ranges in order', () => {
    expect(parseRanges('1-2,4-5')).toEqual([1, 2, 4, 5]);
  });
  it.each([
    ['3-3', [3]],
    ['4-6', [4, 5, 6]],
  ])('expands %s', (text, expected) => {
    expect(parseRanges(text)).toEqual(expected);
  });
});
