// The transparency log's Merkle tree (src/core/tlog/merkle.ts) against transparency-dev/merkle's
// published vectors (test/fixtures/rfc6962: every proof to accept and every tampered one to
// refuse), its reference roots for 0..8 leaves, and, for trees of 1..64 leaves, every
// inclusion and consistency proof against an independent computation of the roots.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sha256Bytes, toHex } from '../../src/core/hash/digest.js';
import {
  consistencyProof,
  EMPTY_ROOT,
  inclusionProof,
  leafHash,
  rootOf,
  verifyConsistency,
  verifyInclusion,
} from '../../src/core/tlog/merkle.js';
import { repoRoot } from '../support/shared.js';

const vectors = join(repoRoot, 'test', 'fixtures', 'rfc6962');
const b64 = (s: string): Uint8Array => new Uint8Array(Buffer.from(s, 'base64'));
const hex = (s: string): Uint8Array => new Uint8Array(Buffer.from(s, 'hex'));
function cases<T>(kind: string): Array<[string, T]> {
  return readdirSync(join(vectors, kind), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => [f, JSON.parse(readFileSync(join(vectors, kind, f), 'utf8')) as T]);
}

interface Inclusion {
  leafIdx: number;
  treeSize: number;
  root: string;
  leafHash: string;
  proof: string[] | null;
  wantErr: boolean;
}
interface Consistency {
  size1: number;
  size2: number;
  root1: string;
  root2: string;
  proof: string[] | null;
  wantErr: boolean;
}

describe('RFC 6962 vectors (transparency-dev/merkle testdata)', () => {
  it.each(cases<Inclusion>('inclusion'))('inclusion %s', (_file, v) => {
    expect(
      verifyInclusion(
        b64(v.leafHash),
        v.leafIdx,
        v.treeSize,
        (v.proof ?? []).map(b64),
        b64(v.root),
      ),
    ).toBe(!v.wantErr);
  });

  it.each(cases<Consistency>('consistency'))('consistency %s', (_file, v) => {
    expect(
      verifyConsistency(v.size1, v.size2, (v.proof ?? []).map(b64), b64(v.root1), b64(v.root2)),
    ).toBe(!v.wantErr);
  });

  it('gives the reference roots of trees of 0..8 leaves', () => {
    const reference = JSON.parse(readFileSync(join(vectors, 'reference.json'), 'utf8')) as {
      leafInputs: string[];
      rootHashes: string[];
    };
    const leaves = reference.leafInputs.map((l) => leafHash(hex(l)));
    expect(reference.rootHashes.map((_, n) => toHex(rootOf(leaves.slice(0, n))))).toEqual(
      reference.rootHashes,
    );
    expect(toHex(EMPTY_ROOT)).toBe(reference.rootHashes[0]);
  });
});

/** MTH as RFC 6962 2.1 writes it, by bytes, apart from the module's own code. */
function independentRoot(leaves: readonly Uint8Array[]): Uint8Array {
  if (leaves.length === 0) return sha256Bytes(new Uint8Array(0));
  if (leaves.length === 1) return sha256Bytes(new Uint8Array([0, ...(leaves[0] as Uint8Array)]));
  const k = 2 ** Math.floor(Math.log2(leaves.length - 1));
  return sha256Bytes(
    new Uint8Array([
      1,
      ...independentRoot(leaves.slice(0, k)),
      ...independentRoot(leaves.slice(k)),
    ]),
  );
}

describe('trees of 1..64 leaves', () => {
  const inputs = Array.from({ length: 64 }, (_, i) => new TextEncoder().encode(`receipt ${i}`));
  const hashes = inputs.map(leafHash);

  it('every root is the independent one; every inclusion and consistency proof verifies, and a tampered one does not', () => {
    for (let n = 1; n <= 64; n++) {
      const tree = hashes.slice(0, n);
      const root = rootOf(tree);
      expect(toHex(root)).toBe(toHex(independentRoot(inputs.slice(0, n))));
      for (let i = 0; i < n; i++) {
        const proof = inclusionProof(tree, i);
        expect(verifyInclusion(tree[i] as Uint8Array, i, n, proof, root)).toBe(true);
        if (proof.length > 0) {
          const bent = proof.map((p, j) =>
            j === proof.length - 1 ? Uint8Array.from(p, (b, k) => (k === 0 ? b ^ 1 : b)) : p,
          );
          expect(verifyInclusion(tree[i] as Uint8Array, i, n, bent, root)).toBe(false);
          expect(verifyInclusion(tree[i] as Uint8Array, i, n, proof.slice(1), root)).toBe(false);
        }
        // Nor does it prove the leaf at another place, nor against the next tree's root.
        if (n > 1)
          expect(verifyInclusion(tree[i] as Uint8Array, (i + 1) % n, n, proof, root)).toBe(false);
        if (n < 64)
          expect(
            verifyInclusion(tree[i] as Uint8Array, i, n + 1, proof, rootOf(hashes.slice(0, n + 1))),
          ).toBe(false);
      }
      for (let m = 1; m <= n; m++) {
        const proof = consistencyProof(tree, m);
        const old = rootOf(hashes.slice(0, m));
        expect(verifyConsistency(m, n, proof, old, root)).toBe(true);
        if (m < n) {
          expect(verifyConsistency(m, n, proof, root, root)).toBe(false);
          expect(verifyConsistency(m, n, [...proof, root], old, root)).toBe(false);
        }
      }
    }
  });
});
