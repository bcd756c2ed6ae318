// Hidden tests of the same bug (ai/nanoid#600: a size that is negative once truncated to a
// 32-bit integer never ended the non-secure generators' loop), written for this corpus.
import { equal, match } from 'node:assert'
import { describe, test } from 'node:test'

import { customAlphabet, nanoid } from '../../non-secure/index.js'

describe('non-secure sizes', () => {
  test('other negative sizes give an empty id', () => {
    equal(nanoid(-3), '')
    equal(customAlphabet('0123456789', 10)(-7), '')
    equal(customAlphabet('xyz', -2)(), '')
  })

  test('sizes that wrap to a negative 32-bit integer give an empty id', () => {
    equal(nanoid(2 ** 32 - 1), '')
    equal(customAlphabet('ab')(2 ** 31), '')
  })

  test('fractional and zero sizes', () => {
    equal(nanoid(-0.5), '')
    equal(nanoid(2.9).length, 2)
    equal(customAlphabet('ab', 0)(), '')
  })

  test('positive sizes still work', () => {
    equal(nanoid(5).length, 5)
    match(customAlphabet('abc', 12)(), /^[abc]{12}$/)
    equal(nanoid().length, 21)
  })
})
