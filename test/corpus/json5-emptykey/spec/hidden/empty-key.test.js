// Hidden tests of the same bug (json5/json5: with an array replacer, a property named "" was
// always kept, taken for the top-level holder's key), written for this corpus in the project's
// style (mocha's exports interface). Expected values are what JSON.stringify keeps.
var assert = require('assert');
var JSON5 = require('../../lib/json5');

function same(obj, replacer) {
    var json5 = JSON5.parse(JSON5.stringify(obj, replacer));
    var json = JSON.parse(JSON.stringify(obj, replacer));
    assert.deepEqual(json5, json);
    assert.deepEqual(Object.keys(json5), Object.keys(json));
}

exports['empty property names with an array replacer'] = {
    'dropped when the replacer does not list it': function () {
        same({ '': 1, a: 2 }, ['a']);
        same({ '': 'only' }, ['a']);
    },
    'kept when the replacer lists it': function () {
        same({ '': 1, a: 2 }, ['']);
        same({ x: { '': 1, y: 2 } }, ['x', '']);
    },
    'nested objects follow the same rule': function () {
        same({ x: { '': 1, y: 2 } }, ['x', 'y']);
        same({ list: [{ '': 1 }, { '': 2, list: 3 }] }, ['list']);
    },
    'other keys are unchanged': function () {
        same({ a: 1, b: [1, 2], c: { a: 3 } }, ['a', 'b']);
    }
};
