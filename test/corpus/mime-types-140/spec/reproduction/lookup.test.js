// The test the fix added, from test/test.js at jshttp/mime-types
// 7c3c63dc002af1a43904ca5533e881807839acac (MIT, see repo/LICENSE), in its describe blocks; only the
// require path is adapted.
var assert = require('assert')
var mimeTypes = require('../..')

describe('mimeTypes', function () {
  describe('.lookup(extension)', function () {
    it('should return mime type for ".mp4"', function () {
      assert.strictEqual(mimeTypes.lookup('.mp4'), 'video/mp4')
    })
  })
})
