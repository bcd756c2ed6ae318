'use strict';
const test = require('node:test');
const assert = require('node:assert');
const { covered } = require('../intervals.js');

test('covered', () => {
  assert.strictEqual(covered([[0, 10], [5, 12]]), 12);
});

test('covered disjoint', () => {
  assert.strictEqual(covered([[0, 2], [5, 6]]), 3);
});
