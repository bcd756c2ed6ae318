/* globals suite test */
// The tests the fix added, from test/test.js at hughsk/flat 2ac1b4dbbee9146ab8754c31a5ccae757d824c8e
// (BSD-3-Clause, see repo/LICENSE), in their suites (mocha tdd interface, as the project runs
// it), with the file's requires; only the require path is adapted.

var assert = require('assert')
var flat = require('../../index')
var flatten = flat.flatten
var unflatten = flat.unflatten

suite('Unflatten', function () {
  suite('.safe', function () {
    test('Empty objects should not be removed', function () {
      assert.deepEqual(unflatten({
        foo: [],
        bar: {}
      }), {foo: [], bar: {}})
    })
  })
})

suite('Order of Keys', function () {
  test('Order of keys should not be changed after round trip flatten/unflatten', function () {
    var obj = {
      'b': 1,
      'abc': {
        'c': [{
          'd': 1,
          'bca': 1, 
          'a': 1
        }]
      },
      'a': 1
    }
    var result = unflatten(
      flatten(obj)
    )

    assert.deepEqual(Object.keys(obj), Object.keys(result))
    assert.deepEqual(Object.keys(obj.abc), Object.keys(result.abc))
    assert.deepEqual(Object.keys(obj.abc.c[0]), Object.keys(result.abc.c[0]))
  })
})
