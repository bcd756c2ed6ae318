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
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { FileOutcome } from '../../core/apply/apply-patch.js';
import { ExecutionError } from '../../core/errors.js';
import type { Inventory, InventoryEntry, SnapshotId } from '../../core/snapshot/inventory.js';
import { snapshotId } from '../../core/snapshot/tree.js';
import type { ResolvedRunSpec } from '../../core/runspec/resolve.js';
import { type Repository, readSnapshot } from '../repo/index.js';

/** The setup's output: its files' paths and their digest (a ws1 ID of just those files). */
export interface SetupOutput {
  readonly digest: SnapshotId;
  readonly paths: ReadonlySet<string>;
}

const BYTE_CODE = /(^|\/)__pycache__\//;
const MAX_LISTED = 5;

/** Measures the base copy at `dir` after the setup; SetupChangedRepository when it changed more than it added. */
export async function measureSetupOutput(dir: string, repository: Repository, spec: ResolvedRunSpec): Promise<SetupOutput> {
  const after = await readSnapshot(dir, { plainFolder: true, algorithm: repository.snapshot.algorithm });
  const includes = spec.environment.include.map((include) => `${include.path}/`);
  const changed: string[] = [];
  for (const [path, entry] of repository.snapshot.entries) {
    const now = after.entries.get(path);
    if (now === undefined || !sameEntry(now, entry)) changed.push(path);
  }
  for (const include of spec.environment.include) {
    const now = await readSnapshot(join(dir, include.path), { plainFolder: true }).catch(() => null);
    if (now?.id !== include.digest) changed.push(`${include.path}/`);
  }
  if (changed.length > 0) {
    throw new ExecutionError('SetupChangedRepository', `environment.setup changed ${changed.length} file(s) of the repository or its includes (${changed.slice(0, MAX_LISTED).join(', ')}); a setup may only add files (dependencies, generated environment). Make it leave tracked files alone, or commit what it generates`, {
      details: { changed: changed.slice(0, 50) },
    });
  }
  const added = new Map<string, InventoryEntry>();
  for (const [path, entry] of after.entries) {
    if (repository.snapshot.entries.has(path) || includes.some((prefix) => path.startsWith(prefix))) continue;
    if (BYTE_CODE.test(path)) {
      await rm(join(dir, path), { force: true });
      continue;
    }
    added.set(path, entry);
  }
  return { digest: snapshotId(added as Inventory, after.algorithm), paths: new Set(added.keys()) };
}

/** SetupConflict when a patched file is, contains or lies inside a file the setup added. */
export function assertPatchClearOf(output: SetupOutput, changes: readonly FileOutcome[]): void {
  const folders = new Set<string>();
  for (const path of output.paths) {
    for (let cut = path.indexOf('/'); cut !== -1; cut = path.indexOf('/', cut + 1)) folders.add(path.slice(0, cut));
  }
  const clashes = changes.map((change) => change.path).filter((path) => output.paths.has(path) || folders.has(path) || ancestors(path).some((parent) => output.paths.has(parent)));
  if (clashes.length > 0) {
    throw new ExecutionError('SetupConflict', `the patch writes where environment.setup put its output (${clashes.slice(0, MAX_LISTED).join(', ')}); the setup's output is trusted environment. Leave those paths out of the patch, or change the setup`, {
      details: { paths: clashes.slice(0, 50) },
    });
  }
}

function ancestors(path: string): string[] {
  const parts = path.split('/');
  return parts.slice(1).map((_, i) => parts.slice(0, i + 1).join('/'));
}

function sameEntry(a: InventoryEntry, b: InventoryEntry): boolean {
  return a.mode === b.mode && a.id.length === b.id.length && a.id.every((x, i) => x === b.id[i]);
}
