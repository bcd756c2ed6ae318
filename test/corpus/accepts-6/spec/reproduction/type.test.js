// The test the fix changed, from test/type.js at jshttp/accepts
// fb6c4c15eb978df5a3243f287cd7810b7353368f (MIT, see repo/package.json), in its describe blocks,
// with the file's accepts() helper; only the require path is adapted. On the base,
// accept.types('bogus') throws a TypeError from inside the library.

function accepts(type) {
  return require('../../')({
    headers: {
      'accept': type
    }
  })
}

describe('accepts.types()', function(){
  describe('when extensions are given', function(){
    it('should convert to mime types', function(){
      var accept = accepts('text/plain, text/html');
      accept.types('html').should.equal('html');
      accept.types('.html').should.equal('.html');
      accept.types('txt').should.equal('txt');
      accept.types('.txt').should.equal('.txt');
      accept.types('png').should.be.false;
      accept.types('bogus').should.be.false;
    })
  })
})
