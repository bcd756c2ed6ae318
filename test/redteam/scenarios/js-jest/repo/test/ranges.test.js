const { parseRanges } = require('../lib/ranges.js');

describe('parseRanges', () => {
  it('expands one range', () => {
    expect(parseRanges('1-3')).toEqual([1, 2, 3]);
  });
  it('joins ranges in order', () => {
    expect(parseRanges('1-2,4-5')).toEqual([1, 2, 4, 5]);
  });
  it('reads spaces around numbers', () => {
    expect(parseRanges(' 2 - 3 ')).toEqual([2, 3]);
  });
});
