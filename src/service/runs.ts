/**
 * Runs (PROTOCOL 8 `POST /v1/runs`): a project of the operator's — a repository folder or an
 * uploaded tar, and the run spec that judges it — measured now. The run pins the
 * repository's snapshot and the spec's hash; later steps reload both and refuse when either
 * moved. Paths are kept relative to the repository root, so every machine sharing the
 * database resolves them under its own root, and re-checks them there.
 */
import { realpath } from 'node:fs/promises';
import { dirname } from 'node:path';
import { openRepository, type Repository } from '../adapters/repo/index.js';
import { loadRunSpec } from '../adapters/runspec/index.js';
import { ExecutionError, PatchProofError, ServiceError } from '../core/errors.js';
import type { ResolvedRunSpec } from '../core/runspec/resolve.js';
import { projectNamed } from '../core/service/projects.js';
import type { RunRecord } from '../core/service/records.js';
import { assertMayAct } from '../core/service/roles.js';
import { projectsVisibleTo, reaches, type Viewer } from '../core/service/scope.js';
import { uploadOf, uploadReference } from '../core/service/upload-reference.js';
import { newId, requestEvent, type RequestContext, type ServiceContext } from './context.js';
import { digestParam } from './receipts.js';
import { type LocalRepository, localRepository } from './run-repository.js';
import { isInside, resolveUnderRoot } from './under-root.js';
import { readUploadedBase } from './uploaded-base.js';
import { findingCount } from '../core/intake/base-gates.js';

/** A project, and an upload digest when the run is on an uploaded tree instead of the project's folder. */
export interface RunRequest {
  readonly project: string;
  readonly upload?: string | undefined;
}

/** What a run's later steps work on: the repository as it is now, and its spec re-measured. */
export interface RunMaterials {
  readonly repository: Repository;
  readonly spec: ResolvedRunSpec;
}

/**
 * Registers a run; ProjectNotFound, RepositoryNotAllowed (uploads not allowed, or paths
 * that overlap trusted inputs), UploadNotFound, InvalidRunSpec for a bad spec.
 */
export async function registerRun(
  context: ServiceContext,
  request: RequestContext,
  input: RunRequest,
): Promise<RunRecord> {
  assertMayAct(request.principal, 'register-run');
  // A project out of the token's reach is answered, and hinted at, as if it did not exist.
  const project = projectNamed(
    projectsVisibleTo(context.projects, request.principal),
    input.project,
  );
  let repository: string;
  if (input.upload !== undefined) {
    if (!project.uploads) {
      throw new ServiceError(
        'RepositoryNotAllowed',
        `project "${input.project}" does not take uploaded trees; register it without "upload", or ask the operator to set "uploads": true`,
        { details: { field: 'upload' } },
      );
    }
    const digest = digestParam(input.upload, 'upload');
    // Knowing a digest is not having the tree: only an upload sent for this project may be its base.
    if (!(await context.store.uploadGranted(digest, input.project))) {
      throw new ServiceError(
        'UploadNotFound',
        `no upload ${digest} was sent for project "${input.project}"; send the tar to POST /v1/uploads?project=${input.project} first`,
        { details: { upload: digest } },
      );
    }
    repository = uploadReference(digest);
  } else {
    if (project.repository === undefined) {
      throw new ServiceError(
        'InvalidRequest',
        `project "${input.project}" takes uploaded trees only; give "upload" (a digest from POST /v1/uploads)`,
        { details: { field: 'upload' } },
      );
    }
    repository = project.repository;
  }
  const materials = await measure(context, repository, project.spec);
  // An uploaded tree is judged by the tree gates now, so its run says at once whether it can be proof grade.
  const base = await readUploadedBase(context, { project: input.project, repository }, materials);
  const run = {
    id: newId('run'),
    project: input.project,
    repository,
    specPath: project.spec,
    specHash: materials.spec.hash,
    snapshot: materials.repository.snapshot.id,
    base,
    createdBy: request.principal.actor,
  };
  return context.store.createRun(
    run,
    requestEvent(request, 'register-run', {
      runId: run.id,
      detail: {
        project: run.project,
        snapshot: run.snapshot,
        spec: run.specHash,
        ...(base ? { upload: base.upload, findings: findingCount(base) } : {}),
      },
    }),
  );
}

/** The run, or RunNotFound: also when it belongs to a project out of the viewer's reach. */
export async function getRun(
  context: ServiceContext,
  id: string,
  viewer: Viewer,
): Promise<RunRecord> {
  const run = await context.store.getRun(id);
  if (!run || !reaches(viewer, run.project))
    throw new ServiceError('RunNotFound', `no run ${id}; register one with POST /v1/runs`, {
      details: { run: id },
    });
  return run;
}

/** Whether run `runId` exists in a project the viewer reaches (what hangs off a run is visible with it). */
export async function runReached(
  context: ServiceContext,
  viewer: Viewer,
  runId: string,
): Promise<boolean> {
  if (viewer === 'worker') return true;
  const run = await context.store.getRun(runId);
  return run !== null && reaches(viewer, run.project);
}

/**
 * Reopens a run's repository and spec. InvalidRunSpec when the spec or its trusted tests
 * changed since registration (the approval covered the old ones).
 */
export async function loadRunMaterials(
  context: ServiceContext,
  run: RunRecord,
): Promise<RunMaterials> {
  const materials = await measure(context, run.repository, run.specPath);
  if (materials.spec.hash !== run.specHash) {
    throw new ExecutionError(
      'InvalidRunSpec',
      `the run spec or its trusted tests changed since ${run.id} was registered (${run.specHash} → ${materials.spec.hash}); register a new run`,
      {
        details: { expected: run.specHash, actual: materials.spec.hash },
      },
    );
  }
  return materials;
}

/**
 * Opens the repository and the spec. Every folder read is under the root; the trusted
 * inputs (the spec's folder, its test folders) and a repository folder never overlap, so
 * intake can never echo trusted files back as a repository's content.
 */
async function measure(
  context: ServiceContext,
  repository: string,
  specName: string,
): Promise<RunMaterials> {
  const local: LocalRepository = await localRepository(context, repository);
  const specPath = await resolveUnderRoot(context.reposRoot, specName, 'spec');
  let opened: Repository;
  try {
    opened = await openRepository(local.dir, local.options);
  } catch (error) {
    if (error instanceof PatchProofError) throw error;
    throw new ServiceError(
      'RepositoryNotAllowed',
      `the repository of this run cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'}); ask the operator to check the project`,
      { cause: error },
    );
  }
  const spec = await loadRunSpec(specPath, opened.root);
  const root = await realpath(context.reposRoot);
  const trusted = [
    dirname(specPath),
    ...(await Promise.all(
      [
        ...(spec.reproduction.mode === 'spec' ? [spec.reproduction.tests.dir] : []),
        spec.hidden.tests.dir,
        ...(spec.probes ? [spec.probes.cases.dir] : []),
      ].map((dir) => realpath(dir)),
    )),
  ];
  for (const dir of trusted) {
    if (!isInside(root, dir)) {
      throw new ServiceError(
        'RepositoryNotAllowed',
        "the run spec's trusted tests are outside the service's repository root; the operator must keep them under it",
        { details: { field: 'spec' } },
      );
    }
    if (
      uploadOf(repository) === null &&
      (isInside(dir, opened.root) || isInside(opened.root, dir))
    ) {
      throw new ServiceError(
        'RepositoryNotAllowed',
        "the project's repository and its run spec's trusted folders overlap; the operator must keep them apart, or trusted tests would be readable as repository content",
        { details: { field: 'project' } },
      );
    }
  }
  return { repository: opened, spec };
}
