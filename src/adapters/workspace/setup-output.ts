/**
 * What `environment.setup` left in the base copy (PROTOCOL 4), measured: the files it added
 * become trusted environment, like an include, pinned by digest in the receipt. A setup
 * may only add: a tracked file or an include it changed or removed would make every phase
 * run on a tree that is not the snapshot (and the patched phases on one that is not base +
 * patch), so that refuses the run. So does a patch that writes where the setup's output is:
 * the patch would replace trusted environment, or the environment the patch.
 *
 * Byte code the setup compiled (`__pycache__`) is dropped: it was compiled from the base's
 * sources, and an interpreter that trusted it would run base code in the patched phases.
 */
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { FileOutcome } from '../../core/apply/apply-patch.js';
import { ExecutionError } from '../../core/errors.js';
import type { ObjectAlgorithm } from '../../core/hash/digest.js';
import type { Inventory, InventoryEntry, SnapshotId } from '../../core/snapshot/inventory.js';
import { snapshotId } from '../../core/snapshot/tree.js';
import type { ResolvedRunSpec } from '../../core/runspec/resolve.js';
import type { RepositoryView } from '../../core/snapshot/repository-view.js';
import { type Repository, readSnapshot } from '../repo/index.js';

/** The setup's output: its files' paths and their digest (a ws1 ID of just those files). */
export interface SetupOutput {
  readonly digest: SnapshotId;
  readonly paths: ReadonlySet<string>;
  /**
   * The base tree with the setup's output, as the phases see it: what the gates judge the
   * patch against once the environment exists (app/environment-setup.ts).
   */
  readonly view: RepositoryView;
}

const BYTE_CODE = /(^|\/)__pycache__\//;
const MAX_LISTED = 5;

/** Measures the base copy at `dir` after the setup; SetupChangedRepository when it changed more than it added. */
export async function measureSetupOutput(
  dir: string,
  repository: Repository,
  spec: ResolvedRunSpec,
): Promise<SetupOutput> {
  const after = await readSnapshot(dir, {
    plainFolder: true,
    algorithm: repository.snapshot.algorithm,
  });
  const includes = spec.environment.include.map((include) => `${include.path}/`);
  const changed: string[] = [];
  for (const [path, entry] of repository.snapshot.entries) {
    const now = after.entries.get(path);
    if (now === undefined || !sameEntry(now, entry)) changed.push(path);
  }
  for (const include of spec.environment.include) {
    const now = await readSnapshot(join(dir, include.path), { plainFolder: true }).catch(
      () => null,
    );
    if (now?.id !== include.digest) changed.push(`${include.path}/`);
  }
  if (changed.length > 0) {
    throw new ExecutionError(
      'SetupChangedRepository',
      `environment.setup changed ${changed.length} file(s) of the repository or its includes (${changed.slice(0, MAX_LISTED).join(', ')}); a setup may only add files (dependencies, generated environment). Make it leave tracked files alone, or commit what it generates`,
      {
        details: { changed: changed.slice(0, 50) },
      },
    );
  }
  const added = new Map<string, InventoryEntry>();
  for (const [path, entry] of after.entries) {
    if (repository.snapshot.entries.has(path) || includes.some((prefix) => path.startsWith(prefix)))
      continue;
    if (BYTE_CODE.test(path)) {
      await rm(join(dir, path), { force: true });
      continue;
    }
    added.set(path, entry);
  }
  const entries = new Map([...repository.snapshot.entries, ...added]);
  const view: RepositoryView = {
    snapshot: { id: snapshotId(entries, after.algorithm), algorithm: after.algorithm, entries },
    async readFile(path: string): Promise<Uint8Array> {
      if (entries.get(path)?.mode !== '100644' && entries.get(path)?.mode !== '100755')
        throw new ExecutionError('WorkspaceFailed', `${path} is not a file of the prepared base`);
      return readFile(join(dir, path));
    },
  };
  return {
    digest: snapshotId(added as Inventory, after.algorithm),
    paths: new Set(added.keys()),
    view,
  };
}

/**
 * SetupConflict when a patched file is one the setup added, lies inside a folder the setup
 * created (a virtualenv, an `.egg-info`, `node_modules`: whatever lands there is environment,
 * and a file next to trusted files can be loaded as one of them, like a pytest plugin's
 * entry point), or sits where the setup made a folder.
 */
export function assertPatchClearOf(
  output: SetupOutput,
  changes: readonly FileOutcome[],
  base: Inventory,
): void {
  const baseFolders = new Set<string>();
  for (const path of base.keys()) for (const folder of ancestors(path)) baseFolders.add(folder);
  const created = new Set<string>();
  for (const path of output.paths)
    for (const folder of ancestors(path)) if (!baseFolders.has(folder)) created.add(folder);
  const clashes = changes
    .map((change) => change.path)
    .filter(
      (path) =>
        output.paths.has(path) ||
        created.has(path) ||
        ancestors(path).some((parent) => output.paths.has(parent) || created.has(parent)),
    );
  if (clashes.length > 0) {
    throw new ExecutionError(
      'SetupConflict',
      `the patch writes where environment.setup put its output (${clashes.slice(0, MAX_LISTED).join(', ')}): files the setup added and folders it created are trusted environment. Leave those paths out of the patch, or change the setup`,
      {
        details: { paths: clashes.slice(0, 50) },
      },
    );
  }
}

/** WorkspaceFailed when a copy's setup output is not what was measured. */
export function assertOutputIntact(
  output: SetupOutput,
  copied: Inventory,
  algorithm: ObjectAlgorithm,
  where: string,
): void {
  const found = new Map([...copied].filter(([path]) => output.paths.has(path)));
  if (found.size !== output.paths.size || snapshotId(found, algorithm) !== output.digest) {
    throw new ExecutionError(
      'WorkspaceFailed',
      `the setup's output in ${where} is not what was measured after the setup (${output.digest}): something changed the environment during the run; the run is not trustworthy`,
    );
  }
}

function ancestors(path: string): string[] {
  const parts = path.split('/');
  return parts.slice(1).map((_, i) => parts.slice(0, i + 1).join('/'));
}

function sameEntry(a: InventoryEntry, b: InventoryEntry): boolean {
  return a.mode === b.mode && a.id.length === b.id.length && a.id.every((x, i) => x === b.id[i]);
}
