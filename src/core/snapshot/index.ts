/** Snapshot IDs and inventories (PROTOCOL 2.1): the public API of this folder. */
export type { FileMode, Inventory, InventoryEntry, Snapshot, SnapshotId } from './inventory.js';
export { SNAPSHOT_ID_PATTERN } from './inventory.js';
export { OBJECT_ID_BYTES, blobHeader, blobId, compareBytes, snapshotId, treeId } from './tree.js';
export type { FileChange } from './changes.js';
export { withChanges } from './changes.js';
export { decodeUtf8Name, isUtf8Text } from './text.js';
export type { RepositoryView } from './repository-view.js';
