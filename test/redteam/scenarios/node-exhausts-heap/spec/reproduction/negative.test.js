import assert from 'node:assert/strict';
import test from 'node:test';
import { repeat } from '../../pad.js';

test('a negative count is refused', () => {
  assert.throws(() => repeat('abcdefgh'.repeat(64), -1), RangeError);
});
