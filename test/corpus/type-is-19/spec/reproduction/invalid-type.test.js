// The test the fix changed, from test/test.js at jshttp/type-is
// db928278a77e39d3e1612387f0aabe8f53de0e33 (MIT, see repo/LICENSE), copied whole with the
// file's createRequest helper; only the require path is adapted. On the base,
// typeis(req, [undefined, ...]) throws a TypeError from index.js's normalize().
var assert = require('assert')
var typeis = require('../..')

describe('typeis(req, type)', function(){
  it('should not match invalid type', function(){
    var req = createRequest('text/html')
    assert.strictEqual(typeis(req, ['text/html/']), false)
    assert.strictEqual(typeis(req, [undefined, null, true, function(){}]), false)
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
