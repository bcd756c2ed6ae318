'use strict';

/** Parses a list of numbers and ranges, such as "1-3,5", into [1, 2, 3, 5]. */
function parseRanges(text) {
  const out = [];
  for (const part of text.split(',')) {
    const [first, last] = part.split('-').map((s) => Number(s.trim()));
    if (last === undefined) continue;
    for (let n = first; n <= last; n++) out.push(n);
  }
  return out;
}

module.exports = { parseRanges };
