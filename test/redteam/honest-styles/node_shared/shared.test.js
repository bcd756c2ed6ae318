'use strict';
// Tests that share state: each one builds on what the one before left in `seen`.
const test = require('node:test');
const assert = require('node:assert');
const { merge } = require('../../intervals.js');

const seen = [];
let runs = 0;

test('first merge is recorded', () => {
  seen.push(merge([[1, 3], [3, 5]]));
  runs += 1;
  assert.deepStrictEqual(seen, [[[1, 5]]]);
});

test('second merge adds to it', () => {
  seen.push(merge([[0, 2], [2, 4]]));
  assert.strictEqual(seen.length, 2);
});

test('the record holds both', () => {
  assert.deepStrictEqual(seen[1], [[0, 4]]);
  assert.strictEqual(runs, 1);
});

test('a pure check beside them', () => {
  assert.deepStrictEqual(merge([[1, 10], [2, 3]]), [[1, 10]]);
});
