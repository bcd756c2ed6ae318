// The test the fix added to test/charset.js at jshttp/negotiator
// 0484c749083b90b034ef5d0eefce8d4504c3acc9 (MIT, see repo/LICENSE), in its describe block, with the
// file's createRequest and whenAcceptCharset helpers; only the require path is adapted.

var assert = require('assert')
var Negotiator = require('../..')

describe('negotiator.charsets()', function () {
  whenAcceptCharset('UTF-8;foo=bar;q=1, ISO-8859-1;q=1', function () {
    it('should return client-preferred charsets', function () {
      assert.deepEqual(this.negotiator.charsets(), ['UTF-8', 'ISO-8859-1'])
    })
  })
})

function createRequest(headers) {
  var request = {
    headers: {}
  }

  if (headers) {
    Object.keys(headers).forEach(function (key) {
      request.headers[key.toLowerCase()] = headers[key]
    })
  }

  return request
}

function whenAcceptCharset(acceptCharset, func) {
  var description = !acceptCharset
    ? 'when no Accept-Charset'
    : 'when Accept-Charset: ' + acceptCharset

  describe(description, function () {
    before(function () {
      this.negotiator = new Negotiator(createRequest({'Accept-Charset': acceptCharset}))
    })

    func()
  })
}
