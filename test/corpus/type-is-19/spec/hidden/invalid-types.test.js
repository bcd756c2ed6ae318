// Hidden tests of the same bug (jshttp/type-is#19), written for this corpus.
var assert = require('assert')
var typeis = require('../..')

describe('types that are not strings', function(){
  it('are skipped, and a later valid type still matches', function(){
    var req = createRequest('application/json')
    assert.strictEqual(typeis(req, [null, 42, 'json']), 'json')
    assert.strictEqual(typeis(req, [{}, 'text/*', 'application/*']), 'application/json')
  })

  it('never match in typeis.is', function(){
    assert.strictEqual(typeis.is('text/html', [undefined]), false)
    assert.strictEqual(typeis.is('text/html', [0, false, []]), false)
    assert.strictEqual(typeis.is('image/png', [{ type: 'image/png' }, 'png']), 'png')
  })

  it('normalize to false', function(){
    assert.strictEqual(typeis.normalize(undefined), false)
    assert.strictEqual(typeis.normalize(12), false)
    assert.strictEqual(typeis.normalize('urlencoded'), 'application/x-www-form-urlencoded')
  })
})

function createRequest(type) {
  return {
    headers: {
      'content-type': type || '',
      'transfer-encoding': 'chunked'
    }
  }
}
