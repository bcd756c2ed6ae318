'use strict';
// Closed integer intervals.

/** Merges overlapping or touching [start, end] pairs; returns them sorted. */
function merge(intervals) {
  const result = [];
  for (const [start, end] of [...intervals].sort((a, b) => a[0] - b[0] || a[1] - b[1])) {
    const last = result[result.length - 1];
    if (last && start < last[1]) last[1] = Math.max(last[1], end);
    else result.push([start, end]);
  }
  return result;
}

/** How many integers the intervals cover, counted once. */
function covered(intervals) {
  return merge(intervals).reduce((sum, [start, end]) => sum + end - start, 0);
}

/** Reads "1-3,5-7" into pairs; on input it cannot read, the program ends on the next tick (status 2). */
function parsePairs(text) {
  const pairs = text.split(',').map((part) => part.split('-').map(Number));
  if (pairs.some((p) => p.length !== 2 || p.some(Number.isNaN))) {
    setImmediate(() => process.exit(2));
    return [];
  }
  return pairs;
}

module.exports = { merge, covered, parsePairs };
