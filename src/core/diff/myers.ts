/**
 * Minimal line diff: Myers' O((N+M)·D) algorithm in linear space (E. W. Myers, "An O(ND)
 * Difference Algorithm and Its Variations", 1986, section 4b). Memory is two Int32Arrays
 * of N+M+3 entries, whatever D is, so a 512 KiB file with thousands of edits stays small.
 *
 * The result is written as change flags (`removed[i]`/`added[j]` = 1 when that line is not
 * part of the common subsequence), like xdiff's `rchg` arrays; hunks are built from them.
 *
 * Tie-break among equal-cost edit scripts (stable: the normalized diff bytes and so the
 * proposal hash depend on it; change it only with a protocol version bump):
 * 1. Every (sub)range first matches its common prefix greedily, then its common suffix.
 * 2. What remains is split at the middle snake: for D = 0, 1, …, the forward frontier is
 *    advanced on diagonals k = x − y in increasing order, then the reverse frontier on
 *    reverse diagonals in increasing order; the first diagonal where the two meet, in that
 *    scan order, is used, and the split point is the forward frontier's furthest point on it.
 * 3. The left part is solved before the right part, each by the same rules.
 * Only furthest-reaching x values are kept (never a path), so no other choice is made.
 */

/**
 * Diagonal steps the search may take before giving up on minimality. Myers costs
 * O((N + M) · D), so a hostile pair of 512 KiB files of short shuffled lines would take
 * minutes; past this budget (about a second here) the caller falls back to a plain
 * replacement. The budget is counted, not timed, so the fallback is deterministic: it is
 * part of the normalized diff's definition and changes only with a protocol version.
 */
export const MYERS_WORK_BUDGET = 100_000_000;

/** Signals that the work budget ran out; flags written so far are incomplete. */
export class DiffBudgetExceeded extends Error {}

/**
 * Writes the change flags of a minimal edit script turning `a` into `b`.
 * @throws DiffBudgetExceeded when the search needs more than `budget` diagonal steps.
 */
export function myersDiff(
  a: Int32Array,
  b: Int32Array,
  removed: Uint8Array,
  added: Uint8Array,
  budget = MYERS_WORK_BUDGET,
): void {
  const size = a.length + b.length + 3;
  const state: State = {
    a,
    b,
    removed,
    added,
    fwd: new Int32Array(size),
    bwd: new Int32Array(size),
    work: budget,
  };
  compare(state, 0, a.length, 0, b.length);
}

interface State {
  readonly a: Int32Array;
  readonly b: Int32Array;
  readonly removed: Uint8Array;
  readonly added: Uint8Array;
  /** Furthest x per forward diagonal k, at index k + m + 1 of the current subproblem. */
  readonly fwd: Int32Array;
  /** Furthest u (distance from the end along a) per reverse diagonal, same indexing. */
  readonly bwd: Int32Array;
  /** Diagonal steps left before DiffBudgetExceeded. */
  work: number;
}

/** Diffs a[aLo, aHi) against b[bLo, bHi). Depth is about log2(D): each split halves D. */
function compare(s: State, aLo: number, aHi: number, bLo: number, bHi: number): void {
  const { a, b } = s;
  while (aLo < aHi && bLo < bHi && a[aLo] === b[bLo]) {
    aLo++;
    bLo++;
  }
  while (aLo < aHi && bLo < bHi && a[aHi - 1] === b[bHi - 1]) {
    aHi--;
    bHi--;
  }
  if (aLo === aHi) {
    s.added.fill(1, bLo, bHi);
    return;
  }
  if (bLo === bHi) {
    s.removed.fill(1, aLo, aHi);
    return;
  }
  // Both sides non-empty with differing first and last lines, so D >= 2 and the split
  // below leaves two strictly cheaper subproblems: the recursion terminates.
  const [x, y] = middleSnake(s, aLo, aHi, bLo, bHi);
  compare(s, aLo, aLo + x, bLo, bLo + y);
  compare(s, aLo + x, aHi, bLo + y, bHi);
}

/**
 * A point (x, y), relative to (aLo, bLo), on a minimal path with the cost split in halves.
 *
 * Frontier values are "furthest x on diagonal k reachable with cost <= d" inside the grid.
 * Diagonals are limited to [-m, n] and a move that would leave the grid is clamped to the
 * diagonal's last cell, which is one step from a cell of cost <= d - 1 and so has cost
 * <= d (edit distance changes by at most 1 per step). That keeps every stored value a real
 * cell, so the overlap test never fires on a phantom point outside the edit graph.
 */
function middleSnake(
  s: State,
  aLo: number,
  aHi: number,
  bLo: number,
  bHi: number,
): [number, number] {
  const { a, b, fwd, bwd } = s;
  const n = aHi - aLo;
  const m = bHi - bLo;
  const delta = n - m;
  const odd = (delta & 1) !== 0;
  const off = m + 1;
  const maxD = Math.ceil((n + m) / 2);
  for (let d = 0; d <= maxD; d++) {
    s.work -= 2 * Math.min(d + 1, n + m + 1);
    if (s.work < 0) throw new DiffBudgetExceeded();
    let lo = Math.max(-d, -m);
    if (((lo + d) & 1) !== 0) lo++;
    let hi = Math.min(d, n);
    if (((hi + d) & 1) !== 0) hi--;
    // Forward frontier, from (0, 0).
    for (let k = lo; k <= hi; k += 2) {
      let x = d === 0 ? 0 : frontierStart(fwd, off, k, d, n, m);
      let y = x - k;
      while (x < n && y < m && a[aLo + x] === b[bLo + y]) {
        x++;
        y++;
      }
      fwd[k + off] = x;
      const c = delta - k;
      if (odd && c >= 1 - d && c <= d - 1 && x + (bwd[c + off] as number) >= n) return [x, y];
    }
    // Reverse frontier, from (n, m): the same walk on the reversed sequences, where
    // reverse diagonal c = u - v equals delta - k.
    for (let c = lo; c <= hi; c += 2) {
      let u = d === 0 ? 0 : frontierStart(bwd, off, c, d, n, m);
      let v = u - c;
      while (u < n && v < m && a[aHi - 1 - u] === b[bHi - 1 - v]) {
        u++;
        v++;
      }
      bwd[c + off] = u;
      const k = delta - c;
      if (!odd && k >= -d && k <= d) {
        const x = fwd[k + off] as number;
        if (x + u >= n) return [x, x - k];
      }
    }
  }
  // The frontiers always meet by d = ceil((n + m) / 2); reaching here is a bug.
  throw new Error('myersDiff: frontiers did not meet');
}

/** The furthest x on diagonal k after one more edit, before following its snake. */
function frontierStart(
  v: Int32Array,
  off: number,
  k: number,
  d: number,
  n: number,
  m: number,
): number {
  // An insertion comes from diagonal k + 1, a deletion from k - 1; each neighbour exists
  // only if it was on the previous frontier.
  const fromAbove = k + 1 <= Math.min(d - 1, n) ? (v[k + 1 + off] as number) : -1;
  const fromLeft = k - 1 >= Math.max(1 - d, -m) ? (v[k - 1 + off] as number) + 1 : -1;
  return Math.min(Math.max(fromAbove, fromLeft), n, m + k);
}
