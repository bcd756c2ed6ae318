// Hidden tests of the same bug (esamattis/underscore.string#301: the currency, copyright and
// nbsp entities), written for this corpus in the project's style (mocha's qunit interface).
var equal = require('assert').equal;
var escapeHTML = require('../../escapeHTML');
var unescapeHTML = require('../../unescapeHTML');

suite('escapeHTML with the new entities');

test('escapes every occurrence, not only the first', function(){
  equal(escapeHTML('¢¢'), '&cent;&cent;');
  equal(escapeHTML('€5 or €6 (£4, ¥700)'), '&euro;5 or &euro;6 (&pound;4, &yen;700)');
  equal(escapeHTML('©®©'), '&copy;&reg;&copy;');
});

test('mixes the new entities with the old ones', function(){
  equal(escapeHTML('<b>© 2015</b> & "®"'), '&lt;b&gt;&copy; 2015&lt;/b&gt; &amp; &quot;&reg;&quot;');
  equal(escapeHTML("it's 3 €"), 'it&#39;s 3 &euro;');
});

test('leaves other characters alone', function(){
  equal(escapeHTML('a b\tc'), 'a b\tc');
  equal(escapeHTML('plain text'), 'plain text');
  equal(escapeHTML('ÄÖÜ'), 'ÄÖÜ');
});

suite('unescapeHTML with the new entities');

test('unescapes every occurrence', function(){
  equal(unescapeHTML('&euro;&euro;'), '€€');
  equal(unescapeHTML('a&nbsp;b&nbsp;c'), 'a b c');
  equal(unescapeHTML('&copy;&reg;&cent;&pound;&yen;'), '©®¢£¥');
});

test('round-trips through escapeHTML', function(){
  var s = '<p>Price: 10 € / 8 £ / 1000 ¥ / 12 ¢ © "Co" & \'Sons\' ®</p>';
  equal(unescapeHTML(escapeHTML(s)), s);
});

test('keeps unknown entities and the old ones', function(){
  equal(unescapeHTML('&unknown;'), '&unknown;');
  equal(unescapeHTML('&lt;&gt;&quot;&amp;&apos;'), '<>"&\'');
});
