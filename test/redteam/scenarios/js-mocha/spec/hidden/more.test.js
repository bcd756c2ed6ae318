const { expect } = require('chai');
const { parseRanges } = require('../../lib/ranges.js');

describe('parseRanges, hidden', () => {
  describe('numbers among ranges', () => {
    it('are kept in order', () => {
      expect(parseRanges('1-2,7')).to.deep.equal([1, 2, 7]);
    });
  });
  it('keeps another single number', () => {
    expect(parseRanges('9')).to.deep.equal([9]);
  });
});
