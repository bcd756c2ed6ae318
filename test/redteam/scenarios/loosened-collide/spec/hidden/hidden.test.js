'use strict';
const { describe, it } = require('node:test');
const assert = require('node:assert');
const { merge, covered } = require('../../intervals.js');

describe('merge, hidden', () => {
  it('touching in reverse order', () => {
    assert.deepStrictEqual(merge([[14, 19], [3, 14]]), [[3, 19]]);
  });

  it('three touching', () => {
    assert.deepStrictEqual(merge([[30, 31], [31, 40], [40, 41]]), [[30, 41]]);
  });

  it('span count', () => {
    assert.strictEqual(merge([[0, 1], [1, 2], [6, 8], [8, 9]]).length, 2);
  });

  it('nested', () => {
    assert.deepStrictEqual(merge([[1, 10], [2, 3]]), [[1, 10]]);
  });

  it('covered when touching', () => {
    assert.strictEqual(covered([[2, 5], [5, 9]]), 7);
  });

  it('separate stay separate', () => {
    assert.ok(merge([[1, 2], [4, 5]]).length === 2);
  });
});
