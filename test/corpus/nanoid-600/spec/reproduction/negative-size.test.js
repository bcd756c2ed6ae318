// The tests the fix added, from test/non-secure.test.js at ai/nanoid
// 6de05d794f62eeac3f527c74c34c6af0c1d32e49 (MIT, see repo/LICENSE), with the file's imports they
// use; only the import paths are adapted. On the base, a negative size never ends the loop.
import { equal } from 'node:assert'
import { test } from 'node:test'

import { customAlphabet, nanoid } from '../../non-secure/index.js'

test('does not hang on negative size (nanoid)', () => {
  equal(nanoid(-1), '')
  equal(nanoid(-100), '')
})

test('does not hang on negative size (customAlphabet)', () => {
  equal(customAlphabet('abcdef')(-1), '')
  equal(customAlphabet('abcdef', -5)(), '')
})
