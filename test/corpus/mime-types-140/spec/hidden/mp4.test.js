// Hidden tests of the same bug (jshttp/mime-types#140: ".mp4" resolved to application/mp4, as
// the score did not prefer video/ over audio/ over application/), written for this corpus.
var assert = require('assert')
var mimeTypes = require('../..')
var mimeScore = require('../../mimeScore')

describe('mp4 types', function () {
  it('other extensions and paths of the same type', function () {
    assert.strictEqual(mimeTypes.lookup('mpg4'), 'video/mp4')
    assert.strictEqual(mimeTypes.lookup('/films/holiday.mp4'), 'video/mp4')
    assert.strictEqual(mimeTypes.contentType('mp4'), 'video/mp4')
  })

  it('the score prefers video over audio over application', function () {
    assert.ok(mimeScore('video/mp4', 'iana') > mimeScore('audio/mp4', 'iana'))
    assert.ok(mimeScore('audio/mp4', 'iana') > mimeScore('application/mp4', 'iana'))
    assert.ok(mimeScore('video/webm') > mimeScore('audio/webm'))
  })

  it('audio-only and other types are unchanged', function () {
    assert.strictEqual(mimeTypes.lookup('m4a'), 'audio/mp4')
    assert.strictEqual(mimeTypes.lookup('mp3'), 'audio/mpeg')
    assert.strictEqual(mimeTypes.lookup('json'), 'application/json')
    assert.strictEqual(mimeTypes.extension('video/mp4'), 'mp4')
  })
})
