'use strict';
const { describe, it } = require('node:test');
const assert = require('node:assert');
const { width } = require('../intervals.js');

describe('edge cases', () => {
  // Another file's test of the same title: the report names both alike.
  it('touching', () => {
    assert.strictEqual(width([3, 3]), 0);
  });
});

describe('width', () => {
  it('spans', () => {
    assert.strictEqual(width([2, 7]), 5);
  });
});
