/** Hash primitives used by the core: SHA-256 and SHA-1 (oracle only) and BLAKE3, pure JS. */
import { blake3 } from '@noble/hashes/blake3.js';
import { sha1 } from '@noble/hashes/legacy.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';

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
