/**
 * Types for hash-wasm's ES module build, which the package ships without a declaration of
 * its own: the same API as the package's main entry (see hashers.ts for why it is used). The
 * core's one-shot hashes (src/core/hash/digest.ts) load the same build.
 */
declare module 'hash-wasm/dist/index.esm.js' {
  export { createBLAKE3, createSHA1, createSHA256, type IHasher } from 'hash-wasm';
}
