const { expect } = require('chai');
const { parseRanges } = require('../../lib/ranges.js');

describe('parseRanges', () => {
  describe('a single number', () => {
    it('is kept', () => {
      expect(parseRanges('5')).to.deep.equal([5]);
    });
  });
  it('still expands a range', () => {
    expect(parseRanges('1-3')).to.deep.equal([1, 2, 3]);
  });
});
