// Hidden tests of the same bug (json5/json5: error positions and whitespace with every ES5
// line terminator, CR, CRLF, LS and PS), written for this corpus in the project's style
// (mocha's exports interface).
"use strict";

var assert = require('assert');
var JSON5 = require('../..');

function positionOf(text) {
    try {
        JSON5.parse(text);
    } catch (e) {
        return [e.lineNumber, e.columnNumber];
    }
    throw new Error('Expected JSON5 parsing to fail.');
}

exports['line terminators'] = {
    'LS and PS are whitespace between tokens': function () {
        assert.deepEqual(JSON5.parse('{\u2028a: 1,\u2029b: [2,\u20283]}'), { a: 1, b: [2, 3] });
    },
    'several lone CRs count one line each': function () {
        assert.deepEqual(positionOf('[1,\r2,\r\r   @]'), [4, 4]);
    },
    'a mix of CRLF and LS': function () {
        assert.deepEqual(positionOf('{\r\n\u2028\r\n  @'), [4, 3]);
    },
    'a CR inside a comment counts too': function () {
        assert.deepEqual(positionOf('// note\r/* a\u2029b */ x@'), [3, 6]);
    },
    'LF-only documents keep their positions': function () {
        assert.deepEqual(positionOf('{\n  a: 1,\n  b: @\n}'), [3, 6]);
        assert.deepEqual(JSON5.parse('{\n  a: 1,\r\n  b: 2\r\n}'), { a: 1, b: 2 });
    }
};
