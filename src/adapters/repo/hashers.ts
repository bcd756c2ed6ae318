/**
 * Streaming object hashers (WASM, from hash-wasm): incremental, so that large files are
 * hashed in chunks without being held in memory.
 *
 * They come from the package's ES module build, not its main entry (a 280 KB CommonJS file
 * that Node scans for exports before running): loading that and starting BLAKE3 took ~43 ms
 * of CPU against ~11 ms, paid by every `patchproof snapshot` process and by each of its
 * hashing threads. Same code, same digests.
 */
import { createBLAKE3, createSHA1, type IHasher } from 'hash-wasm/dist/index.esm.js';
import type { HashFn, ObjectAlgorithm } from '../../core/hash/digest.js';

/** A fresh incremental hasher for `algorithm` (BLAKE3-256 or SHA-1). */
export function createObjectHasher(algorithm: ObjectAlgorithm): Promise<IHasher> {
  return algorithm === 'blake3' ? createBLAKE3(256) : createSHA1();
}

/** A one-shot hash function over a hasher of its own (never interleaved: each call is synchronous). */
export async function createObjectHashFn(algorithm: ObjectAlgorithm): Promise<HashFn> {
  const hasher = await createObjectHasher(algorithm);
  return (data) => hasher.init().update(data).digest('binary');
}
