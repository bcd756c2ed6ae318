import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formatPrice, formatTotal } from '../src/price.js';

describe('formatPrice', () => {
  it('shows dollars and cents', () => {
    assert.equal(formatPrice(1250), '$12.50');
  });
  it('pads to a width', () => {
    assert.equal(formatPrice(1999, 8), '  $19.99');
  });
});

describe('formatTotal', () => {
  it('adds the prices', () => {
    assert.equal(formatTotal([1000, 2510]), '$35.10');
  });
});
