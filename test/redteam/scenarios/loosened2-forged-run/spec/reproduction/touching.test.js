'use strict';
const test = require('node:test');
const assert = require('node:assert');
const { merge } = require('../../intervals.js');

test('merges a touching pair', () => {
  assert.deepStrictEqual(merge([[1, 3], [3, 5]]), [[1, 5]]);
});

test('merges a chain', () => {
  assert.deepStrictEqual(merge([[0, 2], [2, 4], [4, 6]]), [[0, 6]]);
});

test('counts merged spans', () => {
  assert.strictEqual(merge([[5, 7], [7, 9], [20, 21]]).length, 2);
});
