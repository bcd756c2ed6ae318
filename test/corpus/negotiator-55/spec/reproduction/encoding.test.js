// The test the fix added to test/encoding.js at jshttp/negotiator
// 0484c749083b90b034ef5d0eefce8d4504c3acc9 (MIT, see repo/LICENSE), in its describe block, with the
// file's createRequest and whenAcceptEncoding helpers; only the require path is adapted.

var assert = require('assert')
var Negotiator = require('../..')

describe('negotiator.encodings()', function () {
  whenAcceptEncoding('gzip;foo=bar;q=1, deflate;q=1', function () {
    it('should return client-preferred encodings', function () {
      assert.deepEqual(this.negotiator.encodings(), ['gzip', 'deflate', 'identity'])
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

function whenAcceptEncoding(acceptEncoding, func) {
  var description = !acceptEncoding
    ? 'when no Accept-Encoding'
    : 'when Accept-Encoding: ' + acceptEncoding

  describe(description, function () {
    before(function () {
      this.negotiator = new Negotiator(createRequest({'Accept-Encoding': acceptEncoding}))
    })

    func()
  })
}
