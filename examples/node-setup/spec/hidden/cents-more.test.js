import assert from 'node:assert/strict';
import { it } from 'node:test';
import { formatPrice, formatTotal } from '../../src/price.js';

it('large prices keep a cent padded', () => {
  assert.equal(formatPrice(100001), '$1000.01');
});

it('padding to a width counts the zero', () => {
  assert.equal(formatPrice(9, 6), ' $0.09');
});

it('totals pad their cents too', () => {
  assert.equal(formatTotal([101, 203]), '$3.04');
});
