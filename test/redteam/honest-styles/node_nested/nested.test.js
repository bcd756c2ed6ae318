'use strict';
const { describe, it, test } = require('node:test');
const assert = require('node:assert');
const { merge, covered } = require('../../intervals.js');

describe('merge', () => {
  describe('touching', () => {
    it('pair', () => {
      assert.deepStrictEqual(merge([[1, 3], [3, 5]]), [[1, 5]]);
    });
    for (const [a, b, want] of [[[0, 2], [2, 4], [[0, 4]]], [[7, 8], [8, 9], [[7, 9]]]]) {
      it(`case ${a}`, () => assert.deepStrictEqual(merge([a, b]), want));
    }
  });
  it('async covered', async () => {
    await new Promise((r) => setTimeout(r, 5));
    assert.strictEqual(covered([[2, 5], [5, 9]]), 7);
  });
  test('with subtests', async (t) => {
    await t.test('nested', () => {
      assert.deepStrictEqual(merge([[1, 10], [2, 3]]), [[1, 10]]);
    });
  });
});
