/**
 * Options of a snapshot read, with the defaults and the limit checks. Limits exist because a
 * snapshot reads a whole tree into memory-sized inventories and hashes every byte: a wrong
 * directory (a home folder, a build cache) should be refused quickly, not ground through.
 */
import { SnapshotError } from '../../core/errors.js';
import type { ObjectAlgorithm } from '../../core/hash/digest.js';

export interface SnapshotLimits {
  /** Most files (and symlinks) in the effective tree. */
  readonly maxFiles: number;
  /** Largest single file, in bytes. */
  readonly maxFileBytes: number;
  /** Most bytes over all files. */
  readonly maxTotalBytes: number;
}

export interface SnapshotOptions {
  /** `blake3` (default) gives `ws1_` IDs; `sha1` is the Git oracle, for tests. */
  readonly algorithm?: ObjectAlgorithm;
  readonly limits?: Partial<SnapshotLimits>;
  /**
   * Hashing threads. 0 hashes on the calling thread only, blocking its event loop meanwhile;
   * N > 0 hashes on N threads and keeps the event loop free (a server). Unset (the default):
   * the calling thread hashes, joined by a thread per spare core once the tree proves large
   * (see entry-pool.ts).
   */
  readonly workers?: number;
  /**
   * Walk every file but `.git`, even inside a Git work tree. For trusted inputs that Git
   * ignores on purpose (an installed `node_modules`), whose digest must cover what is there.
   */
  readonly plainFolder?: boolean;
}

const MiB = 1024 * 1024;

export const DEFAULT_LIMITS: SnapshotLimits = {
  maxFiles: 100_000,
  maxFileBytes: 512 * MiB,
  maxTotalBytes: 4096 * MiB,
};

export interface ResolvedOptions {
  readonly algorithm: ObjectAlgorithm;
  readonly limits: SnapshotLimits;
  readonly workers: number | undefined;
  readonly plainFolder: boolean;
}

/** Fills defaults and rejects nonsense early (a NaN limit would silently disable a check). */
export function resolveOptions(options: SnapshotOptions = {}): ResolvedOptions {
  const limits = { ...DEFAULT_LIMITS, ...options.limits };
  for (const [name, value] of Object.entries(limits)) {
    if (!Number.isSafeInteger(value) || value < 0)
      throw new RangeError(`limits.${name} must be a non-negative integer`);
  }
  const workers = options.workers;
  if (workers !== undefined && (!Number.isSafeInteger(workers) || workers < 0)) {
    throw new RangeError('workers must be a non-negative integer');
  }
  return {
    algorithm: options.algorithm ?? 'blake3',
    limits,
    workers,
    plainFolder: options.plainFolder ?? false,
  };
}

const LIMIT_WORDS: Readonly<Record<keyof SnapshotLimits, string>> = {
  maxFiles: 'files',
  maxFileBytes: 'bytes in one file',
  maxTotalBytes: 'bytes in total',
};

/** The `InventoryTooLarge` refusal: which limit, the value met, and how to raise it. */
export function limitExceeded(
  limit: keyof SnapshotLimits,
  value: number,
  actual: string,
  path?: string,
): SnapshotError {
  const where = path === undefined ? '' : ` (at ${path})`;
  return new SnapshotError(
    'InventoryTooLarge',
    `the tree has more than ${value} ${LIMIT_WORDS[limit]}${where}: ${actual}. ` +
      `Check that this is the intended directory and that build output is ignored; ` +
      `to allow it, raise limits.${limit} in the snapshot options.`,
    path === undefined ? {} : { location: { path } },
  );
}
