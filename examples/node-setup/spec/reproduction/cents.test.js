import assert from 'node:assert/strict';
import { it } from 'node:test';
import { formatPrice } from '../../src/price.js';

it('cents below ten keep their leading zero', () => {
  assert.equal(formatPrice(1205), '$12.05');
});

it('a price under a dollar keeps its leading zero', () => {
  assert.equal(formatPrice(7), '$0.07');
});
