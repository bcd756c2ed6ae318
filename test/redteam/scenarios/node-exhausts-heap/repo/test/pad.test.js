import assert from 'node:assert/strict';
import test from 'node:test';
import { repeat } from '../pad.js';

test('repeats a unit', () => {
  assert.equal(repeat('ab', 3), 'ababab');
});

test('zero times is empty', () => {
  assert.equal(repeat('ab', 0), '');
});
