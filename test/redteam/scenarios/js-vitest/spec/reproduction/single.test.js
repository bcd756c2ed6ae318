import { describe, expect, it } from 'vitest';
import { parseRanges } from '../../lib/ranges.js';

describe('parseRanges', () => {
  describe('a single number', () => {
    it('is kept', () => {
      expect(parseRanges('5')).toEqual([5]);
    });
  });
  it('still expands a range', () => {
    expect(parseRanges('1-3')).toEqual([1, 2, 3]);
  });
});
