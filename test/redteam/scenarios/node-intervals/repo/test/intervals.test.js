'use strict';
const test = require('node:test');
const assert = require('node:assert');
const { merge, covered } = require('../intervals.js');

test('overlap', () => {
  assert.deepStrictEqual(merge([[1, 4], [2, 6]]), [[1, 6]]);
});

test('disjoint', () => {
  assert.deepStrictEqual(merge([[5, 6], [1, 2]]), [[1, 2], [5, 6]]);
});

test('covered', () => {
  assert.strictEqual(covered([[0, 10], [5, 12]]), 12);
});
