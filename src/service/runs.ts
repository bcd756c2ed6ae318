/**
 * Runs (PROTOCOL 8 `POST /v1/runs`): a repository — a folder under the service's repository
 * root, or an uploaded tar — and a run spec, always under the root (its trusted tests are
 * the operator's, never the uploader's), measured now. The run pins the repository's
 * snapshot and the spec's hash; later steps reload both and refuse when either moved.
 */
import { realpath } from 'node:fs/promises';
import { openRepository, type Repository } from '../adapters/repo/index.js';
import { loadRunSpec } from '../adapters/runspec/load-run-spec.js';
import { ExecutionError, PatchProofError, ServiceError } from '../core/errors.js';
import type { ResolvedRunSpec } from '../core/runspec/resolve.js';
import type { RunRecord } from '../core/service/records.js';
import { assertMayAct } from '../core/service/roles.js';
import { uploadReference } from '../core/service/upload-reference.js';
import { newId, requestEvent, type RequestContext, type ServiceContext } from './context.js';
import { parseDigest } from './receipts.js';
import { type LocalRepository, localRepository } from './run-repository.js';
import { isInside, resolveUnderRoot } from './under-root.js';

/** Exactly one of `repository` (a path under the root) and `upload` (a digest from POST /v1/uploads). */
export interface RunRequest {
  readonly repository?: string | undefined;
  readonly upload?: string | undefined;
  readonly spec: string;
}

/** What a run's later steps work on: the repository as it is now, and its spec re-measured. */
export interface RunMaterials {
  readonly repository: Repository;
  readonly spec: ResolvedRunSpec;
}

/**
 * Registers a run; RepositoryNotAllowed for paths outside the root, UploadNotFound for an
 * unknown upload, InvalidRunSpec for a bad spec.
 */
export async function registerRun(context: ServiceContext, request: RequestContext, input: RunRequest): Promise<RunRecord> {
  assertMayAct(request.principal, 'register-run');
  if ((input.repository === undefined) === (input.upload === undefined)) {
    const field = input.upload === undefined ? 'repository' : 'upload';
    throw new ServiceError('InvalidRequest', 'give exactly one of "repository" (a path under the service root) and "upload" (a digest from POST /v1/uploads)', { details: { field } });
  }
  const reference = input.upload !== undefined ? uploadReference(parseDigest(input.upload, 'upload')) : await resolveUnderRoot(context.reposRoot, input.repository ?? '', 'repository');
  const specPath = await resolveUnderRoot(context.reposRoot, input.spec, 'spec');
  const { repository, spec } = await measure(context, await localRepository(context, reference), specPath);
  // A folder is recorded by its real path; an upload by its reference, which every process resolves.
  const stored = input.upload !== undefined ? reference : repository.root;
  const run = { id: newId('run'), repository: stored, specPath, specHash: spec.hash, snapshot: repository.snapshot.id, createdBy: request.principal.actor };
  return context.store.createRun(run, requestEvent(request, 'register-run', { runId: run.id, detail: { snapshot: run.snapshot, spec: spec.hash, ...(input.upload !== undefined ? { upload: input.upload } : {}) } }));
}

/** The run, or RunNotFound. */
export async function getRun(context: ServiceContext, id: string): Promise<RunRecord> {
  const run = await context.store.getRun(id);
  if (!run) throw new ServiceError('RunNotFound', `no run ${id}; register one with POST /v1/runs`, { details: { run: id } });
  return run;
}

/**
 * Reopens a run's repository and spec. InvalidRunSpec when the spec or its trusted tests
 * changed since registration (the approval covered the old ones).
 */
export async function loadRunMaterials(context: ServiceContext, run: RunRecord): Promise<RunMaterials> {
  const materials = await measure(context, await localRepository(context, run.repository), run.specPath);
  if (materials.spec.hash !== run.specHash) {
    throw new ExecutionError('InvalidRunSpec', `the run spec or its trusted tests changed since ${run.id} was registered (${run.specHash} → ${materials.spec.hash}); register a new run`, {
      details: { expected: run.specHash, actual: materials.spec.hash },
    });
  }
  return materials;
}

async function measure(context: ServiceContext, local: LocalRepository, specPath: string): Promise<RunMaterials> {
  let repository: Repository;
  try {
    repository = await openRepository(local.dir, local.options);
  } catch (error) {
    if (error instanceof PatchProofError) throw error;
    throw new ServiceError('RepositoryNotAllowed', `the repository ${local.dir} cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'})`, { cause: error });
  }
  const spec = await loadRunSpec(specPath, repository.root);
  // Trusted tests are read from where the spec points; that must be inside the root too.
  const root = await realpath(context.reposRoot);
  for (const dir of [spec.reproduction.tests.dir, spec.hidden.tests.dir]) {
    const real = await realpath(dir);
    if (!isInside(root, real)) {
      throw new ServiceError('RepositoryNotAllowed', `the run spec's trusted tests ${dir} are outside the service's repository root; keep them under it`, { details: { field: 'spec' } });
    }
  }
  return { repository, spec };
}
