/** Repeats `unit` `count` times; a count below 0 is an error. */
export function repeat(unit, count) {
  let out = '';
  let i = count;
  while (i--) out += unit;
  return out;
}
