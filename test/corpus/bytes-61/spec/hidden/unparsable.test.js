// Hidden tests of the same bug, written for this corpus.
'use strict';

var assert = require('assert');
var { describe, it } = require('node:test');
var bytes = require('../../index.js');

describe('unparsable strings', function(){
  it('a word with a unit is null', function(){
    assert.strictEqual(bytes.parse('lots kb'), null);
  });

  it('an empty string is null', function(){
    assert.strictEqual(bytes.parse(''), null);
  });

  it('numbers still parse', function(){
    assert.strictEqual(bytes.parse('1.5kb'), 1536);
    assert.strictEqual(bytes('10'), 10);
  });
});
