// The two tests the fix changed, from test/byte-parse.js and test/bytes.js at
// visionmedia/bytes.js 581b2b5b96d10fe75bda7ae03ee6afab64b6abcb (MIT, see repo/LICENSE).
// On the base, bytes('foobar') is NaN, not null: an assertion failure. Run with node:test
// (its describe/it for mocha's): the sealed suites read node:test's report.
'use strict';

var assert = require('assert');
var { describe, it } = require('node:test');
var bytes = require('../../index.js');

describe('Test byte parse function', function(){
  it('Should return null if input is invalid', function(){
    assert.strictEqual(bytes.parse(undefined), null);
    assert.strictEqual(bytes.parse(null), null);
    assert.strictEqual(bytes.parse(true), null);
    assert.strictEqual(bytes.parse(false), null);
    assert.strictEqual(bytes.parse(NaN), null);
    assert.strictEqual(bytes.parse(function(){}), null);
    assert.strictEqual(bytes.parse({}), null);
    assert.strictEqual(bytes.parse('foobar'), null);
  });
});

describe('Test constructor', function(){
  it('Should return null if input is invalid', function(){
    assert.strictEqual(bytes(undefined), null);
    assert.strictEqual(bytes(null), null);
    assert.strictEqual(bytes(true), null);
    assert.strictEqual(bytes(false), null);
    assert.strictEqual(bytes(NaN), null);
    assert.strictEqual(bytes(function(){}), null);
    assert.strictEqual(bytes({}), null);
    assert.strictEqual(bytes('foobar'), null);
  });
});
