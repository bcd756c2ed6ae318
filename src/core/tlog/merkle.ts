/**
 * The transparency log's Merkle tree (issue 18): RFC 6962 hashing (section 2.1) with its
 * proofs, verified by the algorithms of RFC 9162 (sections 2.1.3.2 and 2.1.4.2), which
 * certificate transparency and Go's sumdb use alike. Pure: leaves in, hashes and proofs out.
 *
 * - a leaf's hash is SHA-256(0x00 || leaf), a node's SHA-256(0x01 || left || right), and the
 *   empty tree's SHA-256 of nothing; a tree of n leaves splits at the largest power of two
 *   below n;
 * - an inclusion proof is the audit path of a leaf (RFC 6962 PATH); a consistency proof
 *   shows that a tree of `size1` leaves is a prefix of one of `size2` (SUBPROOF).
 * Checked against transparency-dev/merkle's vectors (test/fixtures/rfc6962).
 */
import { sha256Bytes } from '../hash/digest.js';

export const HASH_BYTES = 32;

const concat = (...parts: readonly Uint8Array[]): Uint8Array => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};
const equal = (a: Uint8Array, b: Uint8Array): boolean =>
  a.length === b.length && a.every((x, i) => x === b[i]);

export function leafHash(leaf: Uint8Array): Uint8Array {
  return sha256Bytes(concat(Uint8Array.of(0), leaf));
}

export function nodeHash(left: Uint8Array, right: Uint8Array): Uint8Array {
  return sha256Bytes(concat(Uint8Array.of(1), left, right));
}

export const EMPTY_ROOT = sha256Bytes(new Uint8Array(0));

/** The largest power of two below n (n ≥ 2): where a tree of n leaves splits. */
function split(n: number): number {
  let k = 1;
  while (k * 2 < n) k *= 2;
  return k;
}

/** The root of a tree of these leaf hashes (MTH). */
export function rootOf(leaves: readonly Uint8Array[]): Uint8Array {
  if (leaves.length === 0) return EMPTY_ROOT;
  if (leaves.length === 1) return leaves[0] as Uint8Array;
  const k = split(leaves.length);
  return nodeHash(rootOf(leaves.slice(0, k)), rootOf(leaves.slice(k)));
}

/** The audit path of leaf `index` in the tree of `leaves` (RFC 6962 PATH). */
export function inclusionProof(leaves: readonly Uint8Array[], index: number): Uint8Array[] {
  if (!Number.isSafeInteger(index) || index < 0 || index >= leaves.length)
    throw new RangeError(`leaf ${index} is not in a tree of ${leaves.length}`);
  if (leaves.length === 1) return [];
  const k = split(leaves.length);
  return index < k
    ? [...inclusionProof(leaves.slice(0, k), index), rootOf(leaves.slice(k))]
    : [...inclusionProof(leaves.slice(k), index - k), rootOf(leaves.slice(0, k))];
}

/** The proof that the first `size1` leaves are a prefix of all of `leaves` (RFC 6962 PROOF). */
export function consistencyProof(leaves: readonly Uint8Array[], size1: number): Uint8Array[] {
  if (!Number.isSafeInteger(size1) || size1 < 1 || size1 > leaves.length)
    throw new RangeError(`no consistency proof from ${size1} leaves to ${leaves.length}`);
  return subproof(size1, leaves, true);
}

function subproof(m: number, leaves: readonly Uint8Array[], whole: boolean): Uint8Array[] {
  if (m === leaves.length) return whole ? [] : [rootOf(leaves)];
  const k = split(leaves.length);
  if (m <= k) return [...subproof(m, leaves.slice(0, k), whole), rootOf(leaves.slice(k))];
  return [...subproof(m - k, leaves.slice(k), false), rootOf(leaves.slice(0, k))];
}

const sizeOk = (n: number): boolean => Number.isSafeInteger(n) && n >= 0;

/** Without bitwise operators, which JavaScript limits to 32 bits: log sizes go up to 2^53. */
function powerOfTwo(n: number): boolean {
  let m = n;
  while (m > 1 && m % 2 === 0) m /= 2;
  return m === 1;
}

/** RFC 9162's "right-shift fn and sn equally until LSB(fn) is set or fn is 0". */
function shiftUntilOdd(fn: number, sn: number): [number, number] {
  let f = fn;
  let n = sn;
  while (f % 2 === 0 && f !== 0) {
    f = Math.floor(f / 2);
    n = Math.floor(n / 2);
  }
  return [f, n];
}

/** Whether `proof` shows leaf hash `leaf` at `index` of the tree of `size` leaves with root `root` (RFC 9162 2.1.3.2). */
export function verifyInclusion(
  leaf: Uint8Array,
  index: number,
  size: number,
  proof: readonly Uint8Array[],
  root: Uint8Array,
): boolean {
  if (
    !sizeOk(index) ||
    !sizeOk(size) ||
    index >= size ||
    leaf.length !== HASH_BYTES ||
    root.length !== HASH_BYTES
  )
    return false;
  let fn = index;
  let sn = size - 1;
  let r = leaf;
  for (const p of proof) {
    if (sn === 0 || p.length !== HASH_BYTES) return false;
    if (fn % 2 === 1 || fn === sn) {
      r = nodeHash(p, r);
      [fn, sn] = shiftUntilOdd(fn, sn);
    } else {
      r = nodeHash(r, p);
    }
    fn = Math.floor(fn / 2);
    sn = Math.floor(sn / 2);
  }
  return sn === 0 && equal(r, root);
}

/**
 * Whether `proof` shows the tree of `size1` leaves with root `root1` is a prefix of the one of
 * `size2` leaves with root `root2` (RFC 9162 2.1.4.2). A proof from the empty tree proves
 * nothing and is refused, as transparency-dev/merkle refuses it.
 */
export function verifyConsistency(
  size1: number,
  size2: number,
  proof: readonly Uint8Array[],
  root1: Uint8Array,
  root2: Uint8Array,
): boolean {
  // The roots are only ever compared, whatever their length (as transparency-dev/merkle does).
  if (!sizeOk(size1) || !sizeOk(size2) || size1 === 0 || size2 < size1) return false;
  if (size1 === size2) return proof.length === 0 && equal(root1, root2);
  if (proof.length === 0 || proof.some((p) => p.length !== HASH_BYTES)) return false;
  // A first tree whose size is a power of two is a node of the second: its root starts the path.
  const path = powerOfTwo(size1) ? [root1, ...proof] : [...proof];
  let fn = size1 - 1;
  let sn = size2 - 1;
  while (fn % 2 === 1) {
    fn = Math.floor(fn / 2);
    sn = Math.floor(sn / 2);
  }
  let fr = path[0] as Uint8Array;
  let sr = fr;
  for (const c of path.slice(1)) {
    if (sn === 0) return false;
    if (fn % 2 === 1 || fn === sn) {
      fr = nodeHash(c, fr);
      sr = nodeHash(c, sr);
      [fn, sn] = shiftUntilOdd(fn, sn);
    } else {
      sr = nodeHash(sr, c);
    }
    fn = Math.floor(fn / 2);
    sn = Math.floor(sn / 2);
  }
  return sn === 0 && equal(fr, root1) && equal(sr, root2);
}
