/**
 * The base a patch applies to: the snapshot's inventory plus a way to read a file's
 * content. Everything here answers from the snapshot (the effective tree), never from the
 * live disk, so intake, the disposable copies and the receipt all see the same base.
 */
import type { Inventory, InventoryEntry } from '../snapshot/inventory.js';

/** The port intake reads base content through (an adapter reads it from the repository). */
export type ReadBaseFile = (path: string) => Promise<Uint8Array>;

export class BaseTree {
  private readonly dirs = new Set<string>();

  constructor(
    readonly entries: Inventory,
    readonly readFile: ReadBaseFile,
  ) {
    for (const path of entries.keys()) {
      for (let i = path.indexOf('/'); i >= 0; i = path.indexOf('/', i + 1))
        this.dirs.add(path.slice(0, i));
    }
  }

  /** The file (or symlink) at `path`, if the base has one. */
  file(path: string): InventoryEntry | undefined {
    return this.entries.get(path);
  }

  /** True when `path` is a directory of the base (some file lies below it). */
  isDirectory(path: string): boolean {
    return this.dirs.has(path);
  }

  /** Files of the base below directory `path`. */
  *filesUnder(path: string): Iterable<string> {
    const prefix = `${path}/`;
    for (const p of this.entries.keys()) if (p.startsWith(prefix)) yield p;
  }

  /** Proper ancestors of a path, nearest last: `a/b/c` → `a`, `a/b`. */
  static ancestors(path: string): string[] {
    const out: string[] = [];
    for (let i = path.indexOf('/'); i >= 0; i = path.indexOf('/', i + 1))
      out.push(path.slice(0, i));
    return out;
  }
}
