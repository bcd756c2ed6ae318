/**
 * Git object encoding of a workspace (PROTOCOL 2.1): blob ids, tree ids built from paths,
 * and the `ws1_` snapshot ID. Pure and hash-agnostic: BLAKE3 gives snapshot IDs, SHA-1 gives
 * exactly what `git write-tree` computes, which is how tests check this file against Git.
 */
import { SnapshotError } from '../errors.js';
import { type ObjectAlgorithm, objectHashFns, toHex, utf8 } from '../hash/digest.js';
import type { Inventory, InventoryEntry, SnapshotId } from './inventory.js';

/** Raw id length per algorithm; an entry with another length would corrupt the tree bytes. */
export const OBJECT_ID_BYTES: Readonly<Record<ObjectAlgorithm, number>> = { blake3: 32, sha1: 20 };

/**
 * The Git object header `"blob " + length + "\0"`. Adapters that hash large files in chunks
 * feed this first, then the content, and get the same id as {@link blobId}.
 */
export function blobHeader(length: number): Uint8Array {
  if (!Number.isSafeInteger(length) || length < 0) throw new RangeError(`invalid blob length ${length}`);
  return utf8.encode(`blob ${length}\0`);
}

/** Object id of file content (or of a symlink's target bytes). */
export function blobId(bytes: Uint8Array, algorithm: ObjectAlgorithm): Uint8Array {
  return objectHashFns[algorithm](concat([blobHeader(bytes.length), bytes]));
}

/** Root tree id of an inventory; an empty inventory gives the empty tree. */
export function treeId(entries: Inventory, algorithm: ObjectAlgorithm): Uint8Array {
  const root = buildTree(entries, OBJECT_ID_BYTES[algorithm]);
  return hashTree(root, objectHashFns[algorithm]);
}

/**
 * The snapshot ID: `ws1_` + hex of the root tree id. With `sha1` (the oracle only) the hex is
 * 40 digits, the `git write-tree` value, and is not a valid `ws1_` ID for the protocol.
 */
export function snapshotId(entries: Inventory, algorithm: ObjectAlgorithm = 'blake3'): SnapshotId {
  return `ws1_${toHex(treeId(entries, algorithm))}`;
}

/** A directory under construction: files and subdirectories by name. */
interface TreeNode {
  readonly files: Map<string, InventoryEntry>;
  readonly dirs: Map<string, TreeNode>;
}

function newNode(): TreeNode {
  return { files: new Map(), dirs: new Map() };
}

/**
 * Nests flat paths into directories. A path that uses a file as a directory (or the reverse)
 * has no Git tree encoding, so it is refused here rather than silently picking one side.
 */
function buildTree(entries: Inventory, idBytes: number): TreeNode {
  const root = newNode();
  for (const [path, entry] of entries) {
    const parts = splitInventoryPath(path);
    if (entry.id.length !== idBytes) {
      // A programming error (ids of another algorithm mixed in), not a workspace condition.
      throw new TypeError(`object id of ${path} has ${entry.id.length} bytes, expected ${idBytes}`);
    }
    let node = root;
    for (let i = 0; i < parts.length - 1; i += 1) {
      const name = parts[i] as string;
      if (node.files.has(name)) throw conflict(parts.slice(0, i + 1).join('/'), path);
      let child = node.dirs.get(name);
      if (child === undefined) {
        child = newNode();
        node.dirs.set(name, child);
      }
      node = child;
    }
    const name = parts[parts.length - 1] as string;
    if (node.dirs.has(name)) throw conflict(path, `${path}/…`);
    node.files.set(name, entry);
  }
  return root;
}

/** Splits a repository path; `.`/`..`/empty components or NUL could escape or corrupt a tree. */
function splitInventoryPath(path: string): string[] {
  const parts = path.split('/');
  for (const part of parts) {
    if (part === '' || part === '.' || part === '..' || part.includes('\0')) {
      throw new SnapshotError('PathEscapesRoot', `inventory path ${JSON.stringify(path)} is not a clean relative path`, {
        location: { path },
      });
    }
  }
  return parts;
}

function conflict(filePath: string, other: string): SnapshotError {
  return new SnapshotError('NotADirectory', `${filePath} is a file but ${other} uses it as a directory`, {
    location: { path: filePath },
  });
}

interface TreeChild {
  /** UTF-8 name, with "/" appended for directories: Git sorts on exactly these bytes. */
  readonly key: Uint8Array;
  readonly name: Uint8Array;
  readonly mode: string;
  readonly id: Uint8Array;
}

function hashTree(node: TreeNode, hash: (data: Uint8Array) => Uint8Array): Uint8Array {
  const children: TreeChild[] = [];
  for (const [name, dir] of node.dirs) {
    const bytes = utf8.encode(name);
    children.push({ key: concat([bytes, SLASH]), name: bytes, mode: '40000', id: hashTree(dir, hash) });
  }
  for (const [name, entry] of node.files) {
    const bytes = utf8.encode(name);
    children.push({ key: bytes, name: bytes, mode: entry.mode, id: entry.id });
  }
  children.sort((a, b) => compareBytes(a.key, b.key));
  const parts: Uint8Array[] = [];
  for (const child of children) parts.push(utf8.encode(`${child.mode} `), child.name, NUL, child.id);
  const body = concat(parts);
  return hash(concat([utf8.encode(`tree ${body.length}\0`), body]));
}

const SLASH = Uint8Array.of(0x2f);
const NUL = Uint8Array.of(0);

/** Unsigned byte order; JS string order differs from UTF-8 order above U+FFFF. */
export function compareBytes(a: Uint8Array, b: Uint8Array): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i += 1) {
    const d = (a[i] as number) - (b[i] as number);
    if (d !== 0) return d;
  }
  return a.length - b.length;
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  let total = 0;
  for (const p of parts) total += p.length;
  const out = new Uint8Array(total);
  let offset = 0;
  for (const p of parts) {
    out.set(p, offset);
    offset += p.length;
  }
  return out;
}
