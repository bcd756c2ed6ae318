const { parseRanges } = require('../../lib/ranges.js');

describe('parseRanges', () => {
  describe('a single number', () => {
    it('is kept', () => {
      expect(parseRanges('5')).toEqual([5]);
    });
  });
  it('still expands a range', () => {
    expect(parseRanges('1-3')).toEqual([1, 2, 3]);
  });
  it.each([
    ['7', [7]],
    ['2,3', [2, 3]],
  ])('keeps the numbers of %s', (text, expected) => {
    expect(parseRanges(text)).toEqual(expected);
  });
});
