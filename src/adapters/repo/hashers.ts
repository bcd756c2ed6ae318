/**
 * Streaming object hashers: incremental, so that large files are hashed in chunks without
 * being held in memory.
 *
 * BLAKE3 (ws1) is native where the prebuilt binary of `@napi-rs/blake-hash` is installed:
 * ~2 GB/s over a 20,000-file tree against ~0.77 GB/s for WebAssembly, which took the whole
 * `patchproof snapshot` process on it from 0.52 to 0.43 s. The package's own entry lists a
 * binary for every platform, and `npm ci` refuses a lock file that lacks any of them (what a
 * registry mirror holding only this platform gives), so the binary this project runs on,
 * linux-x64-gnu, is the optional dependency itself; npm skips it elsewhere. It is used only
 * after it reproduces the BLAKE3 test vector below. Otherwise, and for SHA-1, hash-wasm's
 * WebAssembly hashers serve, from the package's ES module build, not its main entry (a 280 KB
 * CommonJS file that Node scans for exports before running: ~43 ms of CPU to load and start
 * against ~11 ms). Same digests either way (test/snapshot/hashers.test.ts).
 */
import { createRequire } from 'node:module';
import { createBLAKE3, createSHA1 } from 'hash-wasm/dist/index.esm.js';
import type { HashFn, ObjectAlgorithm } from '../../core/hash/digest.js';

/** What the readers use of a hasher (hash-wasm's IHasher is one). */
export interface ObjectHasher {
  init(): ObjectHasher;
  update(data: Uint8Array): ObjectHasher;
  digest(kind: 'binary'): Uint8Array;
}

interface NativeBlake3 {
  reset(): void;
  update(input: Uint8Array): unknown;
  digestBuffer(): Uint8Array;
}

// BLAKE3 of the bytes "abc" (the reference implementation's test vector).
const ABC = '6437b3ac38465133ffb63b75273a8db548c558465d79db03fd359c6cd5bd9d85';

let native: (() => ObjectHasher) | null | undefined;

/** The native BLAKE3 hasher's factory, or null when it is not installed or not right. */
function nativeBlake3(): (() => ObjectHasher) | null {
  if (native !== undefined) return native;
  try {
    const load = createRequire(import.meta.url);
    const { Blake3Hasher } = load('@napi-rs/blake-hash-linux-x64-gnu') as {
      Blake3Hasher: new () => NativeBlake3;
    };
    const make = (): ObjectHasher => {
      const state = new Blake3Hasher();
      const hasher: ObjectHasher = {
        init: () => (state.reset(), hasher),
        update: (data) => (state.update(data), hasher),
        digest: () => new Uint8Array(state.digestBuffer()),
      };
      return hasher;
    };
    const abc = make().init().update(new TextEncoder().encode('abc')).digest('binary');
    native = Buffer.from(abc).toString('hex') === ABC ? make : null;
  } catch {
    native = null;
  }
  return native;
}

/** Which BLAKE3 this process hashes with (the bench and the tests print it). */
export function blake3Implementation(): 'native' | 'wasm' {
  return nativeBlake3() ? 'native' : 'wasm';
}

/** A fresh incremental hasher for `algorithm` (BLAKE3-256 or SHA-1); `wasm` forces WebAssembly. */
export async function createObjectHasher(
  algorithm: ObjectAlgorithm,
  options: { wasm?: boolean } = {},
): Promise<ObjectHasher> {
  if (algorithm === 'sha1') return createSHA1();
  const fast = options.wasm === true ? null : nativeBlake3();
  return fast ? fast() : createBLAKE3(256);
}

/** A one-shot hash function over a hasher of its own (never interleaved: each call is synchronous). */
export async function createObjectHashFn(algorithm: ObjectAlgorithm): Promise<HashFn> {
  const hasher = await createObjectHasher(algorithm);
  return (data) => hasher.init().update(data).digest('binary');
}
