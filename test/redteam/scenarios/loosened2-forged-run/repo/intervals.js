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

/** How many integers one interval spans: [3, 3] spans none. */
function width([start, end]) {
  return end - start;
}

module.exports = { merge, width };
