'use strict';
const { describe, it } = require('node:test');
const assert = require('node:assert');
const { merge } = require('../../intervals.js');

describe('merge, hidden', () => {
  it('touching in reverse order', () => {
    assert.deepStrictEqual(merge([[14, 19], [3, 14]]), [[3, 19]]);
  });

  it('three touching', () => {
    assert.deepStrictEqual(merge([[30, 31], [31, 40], [40, 41]]), [[30, 41]]);
  });

  it('separate stay separate', () => {
    assert.ok(merge([[1, 2], [4, 5]]).length === 2);
  });
});
