/**
 * Hash primitives of the core: SHA-256, BLAKE3 and SHA-1 (the Git oracle only). They run
 * hash-wasm's WebAssembly builds, which ship inside the package (no I/O) and hash large
 * inputs about ten times faster than pure JavaScript here (BLAKE3 ~430 MB/s against ~35);
 * intake hashes every changed file and the whole normalized diff, so this is on its path.
 * They come from the package's ES module build, as in the snapshot hashers: its main entry is
 * a 280 KB CommonJS file that Node scans for exports before running (~17 ms against ~5 ms to
 * load, and a process that loaded both would pay for both).
 */
import { bytesToHex } from '@noble/hashes/utils.js';
import { createBLAKE3, createSHA1, createSHA256, type IHasher } from 'hash-wasm/dist/index.esm.js';

// Instantiated once at module load. Each use is synchronous from init() to digest(), so a
// shared instance is never interleaved.
const [wasmBlake3, wasmSha1, wasmSha256] = await Promise.all([
  createBLAKE3(),
  createSHA1(),
  createSHA256(),
]);

function oneShot(hasher: IHasher): (data: Uint8Array) => Uint8Array {
  return (data) => {
    hasher.init();
    hasher.update(data);
    return hasher.digest('binary');
  };
}

const blake3 = oneShot(wasmBlake3);
const sha1 = oneShot(wasmSha1);
const sha256 = oneShot(wasmSha256);

/** A one-shot hash function over bytes. */
export type HashFn = (data: Uint8Array) => Uint8Array;

/**
 * The object-hash algorithms of a snapshot: `blake3` gives `ws1_` IDs; `sha1` is the Git
 * oracle (same walk, what `git write-tree` computes) used only to cross-check.
 */
export type ObjectAlgorithm = 'blake3' | 'sha1';

export const objectHashFns: Readonly<Record<ObjectAlgorithm, HashFn>> = {
  blake3: (d) => blake3(d),
  sha1: (d) => sha1(d),
};

export const sha256Bytes: HashFn = (d) => sha256(d);

/** Lower-case hex of a byte string. */
export function toHex(bytes: Uint8Array): string {
  return bytesToHex(bytes);
}

/** `sha256:<hex>` of raw bytes (the form used for diff digests). */
export function sha256Digest(data: Uint8Array): `sha256:${string}` {
  return `sha256:${bytesToHex(sha256(data))}`;
}

/** Lower-case hex BLAKE3-256 of raw bytes (the envelope's `patchHash`). */
export function blake3Hex(data: Uint8Array): string {
  return bytesToHex(blake3(data));
}

export const utf8 = new TextEncoder();
