'use strict';
// Reads a JSON array of [start, end] pairs on stdin and prints them merged, as JSON.
// Input that is not such an array is reported on stderr with exit status 2.
const { merge } = require('./intervals.js');

let input = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk) => (input += chunk));
process.stdin.on('end', () => {
  let pairs;
  try {
    pairs = JSON.parse(input);
  } catch {
    pairs = null;
  }
  if (!Array.isArray(pairs) || !pairs.every((p) => Array.isArray(p) && p.length === 2 && p.every(Number.isInteger))) {
    process.stderr.write('expected a JSON array of [start, end] integer pairs\n');
    process.exitCode = 2;
    return;
  }
  process.stdout.write(`${JSON.stringify(merge(pairs))}\n`);
});
