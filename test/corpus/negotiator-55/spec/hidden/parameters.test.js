// Hidden tests of the same bug (jshttp/negotiator#55: an entry with extra parameters lost its
// place among entries of equal quality), written for this corpus.

var assert = require('assert')
var Negotiator = require('../..')

function negotiator (headers) {
  return new Negotiator({ headers: headers })
}

describe('entries with extra parameters keep their order on equal quality', function () {
  it('charsets', function () {
    assert.deepEqual(negotiator({ 'accept-charset': 'a;x=1;q=1, b;q=1, c;q=1' }).charsets(), ['a', 'b', 'c'])
  })

  it('encodings', function () {
    assert.deepEqual(
      negotiator({ 'accept-encoding': 'compress;a=b;q=1, gzip;q=1, br;q=1' }).encodings(),
      ['compress', 'gzip', 'br', 'identity']
    )
  })

  it('languages', function () {
    assert.deepEqual(negotiator({ 'accept-language': 'nl;a=b;q=1, en;q=1, de;q=1' }).languages(), ['nl', 'en', 'de'])
  })
})

describe('quality is still read among the parameters', function () {
  it('a q before other parameters counts', function () {
    assert.deepEqual(negotiator({ 'accept-charset': 'utf-8;q=0.5;level=1, iso-8859-1;q=0.8' }).charsets(), ['iso-8859-1', 'utf-8'])
    assert.deepEqual(negotiator({ 'accept-encoding': 'gzip;q=0.5;foo=1, deflate;q=0.9' }).encodings(), ['deflate', 'gzip', 'identity'])
  })

  it('lower quality still sorts last', function () {
    assert.deepEqual(negotiator({ 'accept-language': 'fr;v=1;q=0.2, de;q=0.6' }).languages(), ['de', 'fr'])
    assert.deepEqual(negotiator({ 'accept-charset': 'utf-8;a=1;b=2;q=0.5, iso-8859-1;q=0.8, ascii' }).charsets(), ['ascii', 'iso-8859-1', 'utf-8'])
  })

  it('headers without parameters are unchanged', function () {
    assert.deepEqual(negotiator({ 'accept-language': 'en, fr;q=0.5' }).languages(), ['en', 'fr'])
    assert.deepEqual(negotiator({ 'accept-encoding': 'gzip, br' }).encodings(), ['gzip', 'br', 'identity'])
  })
})
