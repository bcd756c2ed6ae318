/**
 * Go integer twins that still compile (PROTOCOL 5.1, issue 34): a twin stays inside every
 * integer type its original fits. A twin of 255 compared with a `uint8` must not be 256, nor
 * a twin of 0 compared with a `uint` be -1: Go refuses to compile either, and the whole
 * honest suite fails.
 *
 * The window is not placed at random around the value, as in other languages: near a type's
 * end that would pin the value to one side of it, and the window would show which value is
 * real. The range between two ends is tiled with windows of k + 1 values instead, and the
 * value's tile is its window: every value of a tile gives the same window, so the window says
 * nothing about which of them is real (the ends are multiples of 128, and twins grow in
 * windows of 2, 4, 8 and 16 values, so tiles fit).
 */
import type { SealRandom } from './prng.js';

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

/**
 * How far below `value` its window of k + 1 values starts; `hidden` is false when the tiles
 * do not fit the value's range and the window was placed among those that do (then it may
 * show the value, and earns no bits).
 */
export function goWindow(
  value: bigint,
  k: number,
  random: SealRandom,
): { below: bigint; hidden: boolean } {
  const [low, high] = goIntegerCell(value);
  const size = BigInt(k + 1);
  const anchor = low ?? (high as bigint) + 1n;
  const below = (((value - anchor) % size) + size) % size;
  if (high === null || value - below + size - 1n <= high) return { below, hidden: true };
  const fits = Array.from({ length: k + 1 }, (_, j) => BigInt(j)).filter(
    (j) => (low === null || value - j >= low) && value - j + size - 1n <= high,
  );
  return { below: fits[random.below(fits.length)] as bigint, hidden: false };
}
