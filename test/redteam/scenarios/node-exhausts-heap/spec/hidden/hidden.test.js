import assert from 'node:assert/strict';
import test from 'node:test';
import { repeat } from '../../pad.js';

test('any negative count is refused', () => {
  assert.throws(() => repeat('x'.repeat(512), -7), RangeError);
});

test('a positive count still repeats', () => {
  assert.equal(repeat('xy', 2), 'xyxy');
});
