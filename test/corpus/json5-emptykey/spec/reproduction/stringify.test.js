// The tests the fix changed or added, from test/stringify.js at json5/json5
// bf706820a5d0be35dd03cfc15a86297fb3543f5f (MIT, see repo/package.json and repo/README.md): the
// replacer tests complexObject (function and array) and emptyStringProperty, with the file's
// helpers (stringifyJSON5, stringifyJSON, assertStringify); mocha's exports interface, as the
// project runs it. Only the require path is adapted.

var DEBUG = false;

var assert = require('assert');
var JSON5 = require('../../lib/json5');

exports.stringify = {};
exports.stringify.replacer = {};
exports.stringify.replacer.function = {};

exports.stringify.replacer.function.complexObject = function test() {
    var obj = {
        "": "emptyPropertyName",
        one: 'string',
        two: 123,
        three: ['array1', 'array2'],
        four: {nested_one:'anotherString'},
        five: new Date(),
        six: Date.now(),
        seven: null,
        eight: true,
        nine: false,
        ten: [NaN, Infinity, -Infinity],
        eleven: function() {}
    };
    var expectedKeys = [
        '', // top level object
        '', // First key
        'one',
        'two',
        'three', 0, 1, // array keys
        'four', 'nested_one', // nested object keys
        'five',
        'six',
        'seven',
        'eight',
        'nine',
        'ten', 0, 1, 2, // array keys
        'eleven'
    ];
    var expectedHolders = [
        {"": obj},
        obj,
        obj,
        obj,
        obj, obj.three, obj.three,
        obj, obj.four,
        obj,
        obj,
        obj,
        obj,
        obj,
        obj, obj.ten, obj.ten, obj.ten,
        obj
    ];
    var ReplacerTest = function() {
        var seenKeys = [];
        var seenHolders = [];
        return {
            replacer: function(key, value) {
                seenKeys.push(key);
                seenHolders.push(this);
                if (typeof(value) == "object") {
                    return value;
                }
                return 'replaced ' + (value ? value.toString() : '');
            },
            assert: function() {
                assert.deepEqual(seenKeys, expectedKeys);
                assert.deepEqual(seenHolders, expectedHolders);
            }
        }
    };
    assertStringify(obj, ReplacerTest);
};

exports.stringify.replacer.array = {};

exports.stringify.replacer.array.emptyStringProperty = function test() {
    var obj = {'': 'keep', 'one': 'remove'};
    var ReplacerTest = function() {
        return {
            replacer: [''],
            assert: function() {/* no-op */}
        }
    };
    assertStringify(obj, ReplacerTest);
};

exports.stringify.replacer.array.complexObject = function test() {
    var obj = {
        "": "emptyPropertyName",
        one: 'string',
        one_remove: 'string',
        two: 123,
        two_remove: 123,
        three: ['array1', 'array2'],
        three_remove: ['array1', 'array2'],
        four: {nested_one:'anotherString', nested_one_remove: 'anotherString'},
        four_remove: {nested_one:'anotherString', nested_one_remove: 'anotherString'},
        five: new Date(),
        five_remove: new Date(),
        six: Date.now(),
        six_remove: Date.now(),
        seven: null,
        seven_remove: null,
        eight: true,
        eight_remove: true,
        nine: false,
        nine_remove: false,
        ten: [NaN, Infinity, -Infinity],
        ten_remove: [NaN, Infinity, -Infinity],
        eleven: function() {},
        eleven_remove: function() {}
    };
    var ReplacerTest = function() {
        return {
            replacer: [
                'one', 'two', 'three', 'four', 'nested_one', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 0
            ],
            assert: function() {/* no-op */}
        }
    };
    assertStringify(obj, ReplacerTest);
};

function stringifyJSON5(obj, replacer, space) {
    var start, res, end;
    try {
        start = new Date();
        res = JSON5.stringify(obj, replacer, space);
        end = new Date();
    } catch (e) {
        res = e.message;
        end = new Date();
    }
    if (DEBUG) {
        console.log('JSON5.stringify time: ' + (end-start));
        console.log(res);
    }
    return res;
}

function stringifyJSON(obj, replacer, space) {
    var start, res, end;
    
    try {
        start = new Date();
        res = JSON.stringify(obj, replacer, space);
        end = new Date();
    
        // now remove all quotes from keys where appropriate
        // first recursively find all key names
        var keys = [];
        function findKeys(key, innerObj) {
            if (replacer) {
                if (typeof replacer === 'function') {
                    innerObj = replacer(key, innerObj);
                } else if (key !== '' && replacer.indexOf(key) < 0) {
                    return;
                }
            }
            if (JSON5.isWord(key) &&
                typeof innerObj !== 'function' &&
                typeof innerObj !== 'undefined') {
                keys.push(key);
            }
            if (typeof innerObj === 'object') {
                if (Array.isArray(innerObj)) {
                    for (var i = 0; i < innerObj.length; i++) {
                        findKeys(i, innerObj[i]);
                    }
                } else if (innerObj !== null) {
                    for (var prop in innerObj) {
                        if (innerObj.hasOwnProperty(prop)) {
                            findKeys(prop, innerObj[prop]);
                        }
                    }
                }
            }
        }
        findKeys('', obj);

        // now replace each key in the result
        var last = 0;
        for (var i = 0; i < keys.length; i++) {
        
            // not perfect since we can match on parts of the previous value that 
            // matches the key, but we can design our test around that.
            last = res.indexOf('"' + keys[i] + '"', last);
            if (last === -1) {
                // problem with test framework
                console.log("Couldn't find: " + keys[i]);
                throw new Error("Couldn't find: " + keys[i]);
            }
            res = res.substring(0, last) + 
                res.substring(last+1, last + keys[i].length+1) + 
                res.substring(last + keys[i].length + 2, res.length);
            last += keys[i].length;
        }
    } catch (e) {
        res = e.message;
        end = new Date();
    }
    if (DEBUG) {
        console.log('JSON.stringify time: ' + (end-start));
    }
    return res;
}

function assertStringify(obj, replacerTestConstructor, expectError) {
    if (!replacerTestConstructor) {
        replacerTestConstructor = function(){
            return {replacer: null, assert: function(){}};
        };
    }
    var testStringsEqual = function(obj, indent) {
        var j5ReplacerTest = replacerTestConstructor();
        var jReplacerTest = replacerTestConstructor();
        var j5, j;
        j5 = stringifyJSON5(obj, j5ReplacerTest.replacer, indent);
        j = stringifyJSON(obj, jReplacerTest.replacer, indent);
        assert.equal(j5, j);
        j5ReplacerTest.assert();
    };

    var indents = [
        undefined,
        " ",
        "          ",
        "                    ",
        "\t",
        "this is an odd indent",
        5,
        20,
        '\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t'
    ];
    for (var i=0; i<indents.length; i++) {
        testStringsEqual(obj, indents[i]);
    }

    if (!expectError) {
        // no point in round tripping if there is an error
        var origStr = JSON5.stringify(obj), roundTripStr;
        if (origStr !== "undefined" && typeof origStr !== "undefined") {
            try {
                roundTripStr = JSON5.stringify(JSON5.parse(origStr));
            } catch (e) {
                console.log(e);
                console.log(origStr);    
                throw e;
            }
            assert.equal(origStr, roundTripStr);
        }
    }
}
