/**
 * Chooses the runner for a run spec: Docker (isolated, proof grade) or trusted-local
 * (never isolated). Shared by `patchproof validate` and the service's worker.
 */
import { ExecutionError } from '../../core/errors.js';
import type { Runner } from '../../core/runner/runner-port.js';
import type { ResolvedRunSpec } from '../../core/runspec/resolve.js';
import { createDockerRunner, environmentImage } from '../docker/index.js';
import { createLocalRunner } from '../local/index.js';

export type RunnerKind = 'docker' | 'local';

/** The runner of `kind` for `spec`; RunnerUnavailable when the spec names no image for Docker. */
export async function pickRunner(kind: RunnerKind, spec: ResolvedRunSpec): Promise<Runner> {
  if (kind === 'local') {
    if (spec.environment.image) throw imageNeedsDocker();
    return createLocalRunner();
  }
  // The probe container is created with the spec's limits, so the fingerprint shows the ones in force.
  return createDockerRunner({ image: await runnerImage(spec), limits: spec.limits });
}

/**
 * The image the phases run on: the spec's runner image, or the environment image built on
 * it (env-image.ts), by ID so that a tag moved meanwhile cannot change it.
 */
export async function runnerImage(spec: ResolvedRunSpec): Promise<string> {
  if (spec.runner.kind !== 'docker') {
    throw new ExecutionError('RunnerUnavailable', 'the run spec names no runner image; set "runner": { "kind": "docker", "image": "patchproof-runner-python:3" }');
  }
  return spec.environment.image ? (await environmentImage(spec.runner.image, spec.environment.image)).id : spec.runner.image;
}

function imageNeedsDocker(): ExecutionError {
  return new ExecutionError('RunnerUnavailable', 'the run spec builds an environment image (environment.image), which only the Docker runner can run; use --runner docker');
}
