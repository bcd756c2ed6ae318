'use strict';
const { describe, it } = require('node:test');
const assert = require('node:assert');
const { merge } = require('../intervals.js');

describe('edge cases', () => {
  it('nested', () => {
    assert.deepStrictEqual(merge([[1, 10], [2, 3]]), [[1, 10]]);
  });
});

describe('merge', () => {
  it('overlap', () => {
    assert.deepStrictEqual(merge([[1, 4], [2, 6]]), [[1, 6]]);
  });

  it('disjoint', () => {
    assert.deepStrictEqual(merge([[5, 6], [1, 2]]), [[1, 2], [5, 6]]);
  });
});
