// The test the fix added to test/language.js at jshttp/negotiator
// 0484c749083b90b034ef5d0eefce8d4504c3acc9 (MIT, see repo/LICENSE), in its describe block, with the
// file's createRequest and whenAcceptLanguage helpers; only the require path is adapted.

var assert = require('assert')
var Negotiator = require('../..')

describe('negotiator.languages()', function () {
  whenAcceptLanguage('en-US;foo=bar;q=1, en-GB;q=1', function () {
    it('should return en-US, en-GB', function () {
      assert.deepEqual(this.negotiator.languages(), ['en-US', 'en-GB'])
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

function whenAcceptLanguage(acceptLanguage, func) {
  var description = !acceptLanguage
    ? 'when no Accept-Language'
    : 'when Accept-Language: ' + acceptLanguage

  describe(description, function () {
    before(function () {
      this.negotiator = new Negotiator(createRequest({'Accept-Language': acceptLanguage}))
    })

    func()
  })
}
