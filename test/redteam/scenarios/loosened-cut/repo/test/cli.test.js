'use strict';
const { describe, it } = require('node:test');
const assert = require('node:assert');
const { merge, covered, parsePairs } = require('../intervals.js');

const tick = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('intervals', () => {
  describe('pairs', () => {
    it('overlap', async () => {
      await tick();
      assert.deepStrictEqual(merge([[1, 4], [2, 6]]), [[1, 6]]);
    });

    it('reads pairs', async () => {
      await tick();
      assert.deepStrictEqual(parsePairs('1-3,5-7'), [[1, 3], [5, 7]]);
    });

    it('covered', async () => {
      await tick();
      assert.strictEqual(covered([[0, 10], [5, 12]]), 12);
    });

    // parsePairs ends the process on bad input: this file's run is cut short here, on the base too.
    it('rejects bad input', async () => {
      assert.deepStrictEqual(parsePairs('x'), []);
      await new Promise((resolve) => setTimeout(resolve, 50));
    });

    it('after bad input', () => {
      assert.deepStrictEqual(merge([[1, 2]]), [[1, 2]]);
    });
  });
});
