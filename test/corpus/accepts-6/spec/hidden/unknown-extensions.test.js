// Hidden tests of the same bug (jshttp/accepts#6: types() threw a TypeError for an extension
// mime-types does not know), written for this corpus in the project's style (should.js).

function accepts(type) {
  return require('../../')({
    headers: {
      'accept': type
    }
  })
}

describe('accepts.types() with unknown extensions', function(){
  it('returns false for other unknown extensions', function(){
    var accept = accepts('text/plain, text/html');
    accept.types('nope').should.be.false;
    accept.types(['zzz']).should.be.false;
    accept.types('x-unknown-ext').should.be.false;
  })

  it('never matches an unknown extension, even for */*', function(){
    accepts('*/*').types('bogus').should.be.false;
    accepts('application/*').types('whatever').should.be.false;
  })

  it('still matches a known type listed before an unknown one', function(){
    accepts('text/plain, text/html').types('html', 'bogus').should.equal('html');
    accepts('image/*').types(['png', 'nope']).should.equal('png');
  })

  it('returns the first type when there is no Accept header', function(){
    accepts().types('bogus', 'html').should.equal('bogus');
  })
})
