'use strict';
const { describe, it } = require('node:test');
const assert = require('node:assert');
const { merge, covered } = require('../intervals.js');

// Titles as in cli.test.js: node:test's TAP names tests by their titles, not by their file.
describe('intervals', () => {
  describe('pairs', () => {
    it('overlap', () => {
      assert.deepStrictEqual(merge([[5, 6], [1, 2]]), [[1, 2], [5, 6]]);
    });

    it('covered', () => {
      assert.strictEqual(covered([]), 0);
    });

    it('disjoint', () => {
      assert.deepStrictEqual(merge([[8, 9], [1, 2]]), [[1, 2], [8, 9]]);
    });
  });
});
