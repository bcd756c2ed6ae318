'use strict';
const test = require('node:test');
const assert = require('node:assert');
const { merge } = require('../../intervals.js');

test('touching inputs', async (t) => {
  await t.test('pair', () => {
    assert.deepStrictEqual(merge([[1, 3], [3, 5]]), [[1, 5]]);
  });
  await t.test('chain', () => {
    assert.deepStrictEqual(merge([[0, 2], [2, 4]]), [[0, 4]]);
  });
});

test('nested', () => {
  assert.deepStrictEqual(merge([[1, 10], [2, 3]]), [[1, 10]]);
});
