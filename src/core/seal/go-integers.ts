/**
 * Go integer twins that still compile (PROTOCOL 5.1, issue 34): a twin stays inside every
 * integer type its original fits. A twin of 255 compared with a `uint8` must not be 256, nor
 * a twin of 0 compared with a `uint` be -1: Go refuses to compile either, and the whole
 * honest suite fails. Where that pins the original to one end of its window, the window
 * shows which value is real, and it is credited no bits (literal-values.ts).
 */

/** The ends of Go's integer types: a twin must not cross one that its original does not. */
const GO_EDGES: readonly bigint[] = [
  -(2n ** 63n),
  -(2n ** 31n),
  -32768n,
  -128n,
  0n,
  128n,
  256n,
  32768n,
  65536n,
  2n ** 31n,
  2n ** 32n,
  2n ** 63n,
  2n ** 64n,
];

/** The widest range holding `value` that no Go integer type ends inside, as [low, high]. */
export function goIntegerCell(value: bigint): [bigint | null, bigint | null] {
  let low: bigint | null = null;
  let high: bigint | null = null;
  for (const edge of GO_EDGES) {
    if (edge <= value) low = edge;
    else if (high === null) high = edge - 1n;
  }
  return [low, high];
}
