/**
 * The tree gates on a run's uploaded base (core/intake/base-gates.ts), read where the run is
 * registered and again by the worker that executes it: the reference is the project's own
 * folder when it has one, the module list is the runner's, the protected list the spec's.
 */
import { openRepository } from '../adapters/repo/index.js';
import {
  type UploadedBase,
  uploadedBase,
  uploadedBaseFindings,
} from '../core/intake/base-gates.js';
import { intakePolicyFor } from '../core/runspec/intake-policy.js';
import { projectNamed } from '../core/service/projects.js';
import { uploadOf } from '../core/service/upload-reference.js';
import type { ServiceContext } from './context.js';
import type { RunMaterials } from './runs.js';
import { resolveUnderRoot } from './under-root.js';

/** The upload and its findings, or null for a run on the project's folder. */
export async function readUploadedBase(
  context: ServiceContext,
  run: { readonly project: string; readonly repository: string },
  materials: RunMaterials,
): Promise<UploadedBase | null> {
  const upload = uploadOf(run.repository);
  if (upload === null) return null;
  const project = projectNamed(context.projects, run.project);
  const reference =
    project.repository === undefined
      ? null
      : await openRepository(
          await resolveUnderRoot(context.reposRoot, project.repository, 'repository'),
          { workers: 1 },
        );
  const modules = await context.runnerModules?.(materials.spec);
  const shadowing = intakePolicyFor(materials.spec, modules).shadowing;
  const setup = materials.spec.environment.setup?.command;
  const findings = await uploadedBaseFindings({
    upload: materials.repository,
    reference,
    protectedPaths: materials.spec.protectedPaths,
    ...(shadowing ? { shadowing } : {}),
    ...(setup ? { setup } : {}),
  });
  return uploadedBase(upload, findings);
}
