/**
 * Reads a directory into a snapshot (PROTOCOL 2.1). Inside a Git work tree the effective tree
 * is what `git add -A` would commit from the working tree; elsewhere it is every file except
 * `.git`. Either way the contents come from the working tree and the ID from the core.
 */
import { access, realpath, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { SnapshotError } from '../../core/errors.js';
import { sortByUtf8 } from '../../core/snapshot/encoding.js';
import type {
  Inventory,
  InventoryEntry,
  Snapshot,
  SnapshotId,
} from '../../core/snapshot/inventory.js';
import { gitRefusal } from '../../core/snapshot/git-names.js';
import { decodeUtf8Name } from '../../core/snapshot/text.js';
import { OBJECT_ID_BYTES, treeIdWith } from '../../core/snapshot/tree-object.js';
import { type PathSource, readEntries } from './entry-pool.js';
import type { EntryResult } from './entry-reader.js';
import { isInsideWorkTree, listIndex, listUntracked } from './git.js';
import { createObjectHashFn } from './hashers.js';
import {
  limitExceeded,
  resolveOptions,
  type ResolvedOptions,
  type SnapshotOptions,
} from './options.js';
import { walkTree } from './walk.js';

/** Reads the snapshot of `dir` (a Git work tree, a part of one, or any folder). */
export async function readSnapshot(dir: string, options?: SnapshotOptions): Promise<Snapshot> {
  return snapshotOfRoot(await resolveRoot(dir), resolveOptions(options));
}

/** The real path of `dir`, which must be a directory: all later checks are relative to it. */
export async function resolveRoot(dir: string): Promise<string> {
  let root: string;
  try {
    root = await realpath(dir);
  } catch (error) {
    throw new SnapshotError(
      'NotADirectory',
      `${dir} does not exist or cannot be read; pass the repository folder`,
      { cause: error },
    );
  }
  if (!(await stat(root)).isDirectory()) {
    throw new SnapshotError(
      'NotADirectory',
      `${dir} is not a directory; pass the repository folder`,
    );
  }
  return root;
}

/** A snapshot of an already resolved root (see resolveRoot). */
export async function snapshotOfRoot(root: string, options: ResolvedOptions): Promise<Snapshot> {
  const inGit = !options.plainFolder && (await isInsideWorkTree(root, () => hasDotGitAbove(root)));
  let gitlinks = new Set<string>();
  const source: PathSource = inGit
    ? async (emit) => {
        const listed = await gitPaths(root);
        gitlinks = listed.gitlinks;
        emit(listed.paths);
      }
    : (emit) => walkTree(root, options.limits.maxFiles, emit);
  return snapshotOfSource(root, source, options, (path) => gitlinks.has(path));
}

/**
 * The snapshot of exactly `paths` of `dir` as they are on disk now (a missing one is left
 * out), whatever Git would include: what `patchproof apply` compares with a proposal's
 * result, which is defined by the base's paths and the patch, not by ignore rules.
 */
export async function snapshotOfPaths(
  dir: string,
  paths: readonly string[],
  options?: SnapshotOptions,
): Promise<Snapshot> {
  return snapshotOfSource(
    await resolveRoot(dir),
    async (emit) => emit(paths),
    resolveOptions(options),
    () => false,
  );
}

async function snapshotOfSource(
  root: string,
  source: PathSource,
  options: ResolvedOptions,
  isGitlink: (path: string) => boolean,
): Promise<Snapshot> {
  const { maxFiles, maxTotalBytes, maxFileBytes } = options.limits;
  const found: Array<[string, InventoryEntry]> = [];
  let totalBytes = 0;
  const accept = (result: EntryResult): void => {
    switch (result.kind) {
      case 'entry': {
        const refusal = gitRefusal(result.path, result.mode === '120000');
        if (refusal !== undefined) throw refusedName(result.path, refusal);
        found.push([result.path, { mode: result.mode, id: result.id, size: result.size }]);
        totalBytes += result.size;
        if (found.length > maxFiles)
          throw limitExceeded('maxFiles', maxFiles, `found ${found.length} so far`);
        if (totalBytes > maxTotalBytes)
          throw limitExceeded(
            'maxTotalBytes',
            maxTotalBytes,
            `read ${totalBytes} bytes so far`,
            result.path,
          );
        return;
      }
      case 'absent':
        return;
      case 'directory':
        // A tracked file replaced by a folder is deleted (the folder's files are listed as
        // untracked); a gitlink that is still a folder is a submodule.
        if (isGitlink(result.path)) throw gitlinkRefusal(result.path);
        return;
      case 'refused':
        throw new SnapshotError(result.code, result.message, { location: { path: result.path } });
      case 'failed':
        throw Object.assign(new Error(`cannot read ${result.path}: ${result.message}`), {
          code: result.errno,
        });
    }
  };
  await readEntries(
    root,
    source,
    { algorithm: options.algorithm, maxFileBytes, workers: options.workers },
    accept,
  );
  const entries = sortByPathBytes(found);
  // The tree hashed with the reader's own hasher: the core's snapshotId gives the same ID but
  // loads every hash of the core first, a cost each `patchproof snapshot` process would pay.
  const tree = treeIdWith(
    entries,
    await createObjectHashFn(options.algorithm),
    OBJECT_ID_BYTES[options.algorithm],
  );
  const id: SnapshotId = `ws1_${Buffer.from(tree).toString('hex')}`;
  return { id, algorithm: options.algorithm, entries };
}

/**
 * Paths Git would commit from the work tree: the index (minus what is deleted, found when
 * reading) plus untracked files that are not ignored. Paths are relative to `root`, since
 * git runs there and prints paths relative to its working folder.
 */
async function gitPaths(root: string): Promise<{ paths: string[]; gitlinks: Set<string> }> {
  const [index, untracked] = await Promise.all([listIndex(root), listUntracked(root)]);
  const paths: string[] = [];
  const gitlinks = new Set<string>();
  for (const entry of index) {
    const path = checkedGitPath(entry.path);
    if (path === undefined) continue;
    if (entry.mode === '160000') gitlinks.add(path);
    paths.push(path);
  }
  for (const raw of untracked) {
    if (raw[raw.length - 1] === 0x2f) throw gitlinkRefusal(raw.subarray(0, -1).toString('utf8'));
    const path = checkedGitPath(raw);
    if (path !== undefined) paths.push(path);
  }
  return { paths, gitlinks };
}

/** Decodes a path printed by git; `undefined` for paths inside `.git`. */
function checkedGitPath(raw: Buffer): string | undefined {
  const path = decodeUtf8Name(raw);
  if (path === undefined) {
    const shown = raw.toString('latin1');
    throw new SnapshotError(
      'UnsupportedFileType',
      `the path ${JSON.stringify(shown)} is not valid UTF-8; rename it (snapshot paths are UTF-8)`,
      {
        location: { path: shown },
      },
    );
  }
  const parts = path.split('/');
  // Run from `root`, git only prints paths below it; anything else means a hostile config
  // (core.worktree) or a bug, and must not become a read outside the root.
  if (parts.some((part) => part === '' || part === '.' || part === '..')) {
    throw new SnapshotError(
      'GitFailed',
      `git listed ${JSON.stringify(path)}, which is not a clean path below the snapshot folder`,
    );
  }
  // Paths inside `.git` itself are Git's own; other spellings (`.GIT`, listed as untracked)
  // are refused with the entry, as `git add -A` refuses them (core/snapshot/git-names.ts).
  return parts.includes('.git') ? undefined : path;
}

function refusedName(path: string, why: string): SnapshotError {
  return new SnapshotError(
    'UnsupportedFileType',
    `${path}: ${why}, so no Git tree can hold it; rename or remove it`,
    { location: { path } },
  );
}

function gitlinkRefusal(path: string): SnapshotError {
  return new SnapshotError(
    'GitlinkNotAllowed',
    `${path} is a submodule or nested Git repository; snapshots cannot include gitlinks: snapshot it separately, or add it to .gitignore`,
    { location: { path } },
  );
}

/** Only consulted when git is missing: does this folder sit in a repository? */
async function hasDotGitAbove(root: string): Promise<boolean> {
  for (let dir = root; ; dir = dirname(dir)) {
    if (
      await access(join(dir, '.git')).then(
        () => true,
        () => false,
      )
    )
      return true;
    if (dirname(dir) === dir) return false;
  }
}

/** Inventory in byte order of path, so listings built from it are deterministic. */
function sortByPathBytes(found: Array<[string, InventoryEntry]>): Inventory {
  return new Map(sortByUtf8(found, ([path]) => path));
}
