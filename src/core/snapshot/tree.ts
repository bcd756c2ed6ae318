/**
 * Git object encoding of a workspace (PROTOCOL 2.1): blob ids, tree ids built from paths,
 * and the `ws1_` snapshot ID, with the core's hash functions. Pure: BLAKE3 gives snapshot
 * IDs, SHA-1 gives exactly what `git write-tree` computes, which is how tests check this file
 * against Git. The encoding itself lives in encoding.ts and tree-object.ts.
 */
import { type ObjectAlgorithm, objectHashFns, toHex } from '../hash/digest.js';
import { blobHeaderLength, writeBlobHeader } from './encoding.js';
import type { Inventory, SnapshotId } from './inventory.js';
import { OBJECT_ID_BYTES, treeIdWith } from './tree-object.js';

export { blobHeader, compareBytes } from './encoding.js';
export { OBJECT_ID_BYTES } from './tree-object.js';

/** Object id of file content (or of a symlink's target bytes). */
export function blobId(bytes: Uint8Array, algorithm: ObjectAlgorithm): Uint8Array {
  const object = new Uint8Array(blobHeaderLength(bytes.length) + bytes.length);
  object.set(bytes, writeBlobHeader(object, bytes.length));
  return objectHashFns[algorithm](object);
}

/** Root tree id of an inventory; an empty inventory gives the empty tree. */
export function treeId(entries: Inventory, algorithm: ObjectAlgorithm): Uint8Array {
  return treeIdWith(entries, objectHashFns[algorithm], OBJECT_ID_BYTES[algorithm]);
}

/**
 * The snapshot ID: `ws1_` + hex of the root tree id. With `sha1` (the oracle only) the hex is
 * 40 digits, the `git write-tree` value, and is not a valid `ws1_` ID for the protocol.
 */
export function snapshotId(entries: Inventory, algorithm: ObjectAlgorithm = 'blake3'): SnapshotId {
  return `ws1_${toHex(treeId(entries, algorithm))}`;
}
