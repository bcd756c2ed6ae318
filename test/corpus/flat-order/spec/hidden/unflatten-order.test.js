/* globals suite test */
// Hidden tests of the same bug (hughsk/flat: unflatten lost the order of keys, sorting them by
// length), written for this corpus in the project's style (mocha tdd interface).

var assert = require('assert')
var flat = require('../../index')
var flatten = flat.flatten
var unflatten = flat.unflatten

suite('Unflatten keeps the order of keys', function () {
  test('top-level and nested keys keep the order they came in', function () {
    var result = unflatten({ z: 1, 'y.b': 2, 'y.a': 3, x: 4 })
    assert.deepEqual(Object.keys(result), ['z', 'y', 'x'])
    assert.deepEqual(Object.keys(result.y), ['b', 'a'])
  })

  test('objects inside arrays keep their order', function () {
    var result = unflatten({ 'list.0.b': 1, 'list.0.a': 2, first: true })
    assert.deepEqual(Object.keys(result), ['list', 'first'])
    assert.deepEqual(Object.keys(result.list[0]), ['b', 'a'])
  })

  test('a deeper key before its parent object loses nothing', function () {
    assert.deepEqual(unflatten({ 'a.b.c': 1, a: { d: 2 } }), { a: { b: { c: 1 }, d: 2 } })
  })

  test('empty objects and arrays are kept', function () {
    assert.deepEqual(unflatten({ k: {}, 'm.n': [], 'm.o': 1 }), { k: {}, m: { n: [], o: 1 } })
  })

  test('a round trip of a larger object keeps every key order', function () {
    var obj = { zeta: { b: 1, aa: 2 }, alpha: [{ y: 1, x: 2 }], mid: 'v' }
    var result = unflatten(flatten(obj))
    assert.deepEqual(result, obj)
    assert.deepEqual(Object.keys(result), ['zeta', 'alpha', 'mid'])
    assert.deepEqual(Object.keys(result.zeta), ['b', 'aa'])
    assert.deepEqual(Object.keys(result.alpha[0]), ['y', 'x'])
  })
})
