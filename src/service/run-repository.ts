/**
 * The one place a run's `repository` becomes a folder on this machine: a path relative to
 * the service's root is resolved (and checked) under this machine's root (Git work tree
 * rules apply, PROTOCOL 2.1); an upload
 * reference becomes this process's extracted copy, always read as a plain folder (the
 * copy lives in the service's work folder, which may itself sit inside some Git tree).
 */
import { readSnapshot, type SnapshotOptions } from '../adapters/repo/index.js';
import type { RunRecord } from '../core/service/records.js';
import { uploadOf } from '../core/service/upload-reference.js';
import type { SnapshotId } from '../core/snapshot/inventory.js';
import type { ServiceContext } from './context.js';
import { resolveUnderRoot } from './under-root.js';
import { uploadFolder } from './uploads.js';

/** A repository folder and how to snapshot it. */
export interface LocalRepository {
  readonly dir: string;
  readonly options: SnapshotOptions;
}

/** Where `repository` (a run's, or one being registered) is on this machine. */
export async function localRepository(
  context: ServiceContext,
  repository: string,
): Promise<LocalRepository> {
  const upload = uploadOf(repository);
  // A hashing thread keeps the service's event loop (requests, heartbeats) free while a
  // large tree is measured; the review saw a 280 MB tree stall it for 1.4 s without one.
  if (upload === null)
    return {
      dir: await resolveUnderRoot(context.reposRoot, repository, 'repository'),
      options: { workers: 1 },
    };
  return { dir: await uploadFolder(context, upload), options: { plainFolder: true, workers: 1 } };
}

/** The run's repository snapshot as it is now (an upload's copy never changes, but is still measured). */
export async function liveSnapshot(context: ServiceContext, run: RunRecord): Promise<SnapshotId> {
  const local = await localRepository(context, run.repository);
  return (await readSnapshot(local.dir, local.options)).id;
}
