/**
 * Chooses the runner for a run spec: Docker (isolated, proof grade) or trusted-local
 * (never isolated). Shared by `patchproof validate` and the service's worker.
 */
import { ExecutionError } from '../core/errors.js';
import type { Runner } from '../core/execution/runner-port.js';
import type { ResolvedRunSpec } from '../core/runspec/resolve.js';
import { createDockerRunner } from './docker/index.js';
import { createLocalRunner } from './local/index.js';

export type RunnerKind = 'docker' | 'local';

/** The runner of `kind` for `spec`; RunnerUnavailable when the spec names no image for Docker. */
export async function pickRunner(kind: RunnerKind, spec: ResolvedRunSpec): Promise<Runner> {
  if (kind === 'local') return createLocalRunner();
  if (spec.runner.kind !== 'docker') {
    throw new ExecutionError('RunnerUnavailable', 'the run spec names no runner image; set "runner": { "kind": "docker", "image": "patchproof-runner-python:3" }');
  }
  // The probe container is created with the spec's limits, so the fingerprint shows the ones in force.
  return createDockerRunner({ image: spec.runner.image, limits: spec.limits });
}
