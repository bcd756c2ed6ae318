/**
 * Streaming object hashers (WASM, from hash-wasm). The core's one-shot hashes are pure JS and
 * fine for trees and patched files; file contents of a whole repository need the faster,
 * incremental kind so that large files are hashed in chunks without being held in memory.
 */
import { createBLAKE3, createSHA1, type IHasher } from 'hash-wasm';
import type { ObjectAlgorithm } from '../../core/hash/digest.js';

/** A fresh incremental hasher for `algorithm` (BLAKE3-256 or SHA-1). */
export function createObjectHasher(algorithm: ObjectAlgorithm): Promise<IHasher> {
  return algorithm === 'blake3' ? createBLAKE3(256) : createSHA1();
}
