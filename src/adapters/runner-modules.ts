/**
 * The runner's Python module list for a run spec (the ShadowedModule gate's input): from the
 * Docker image's label or its own interpreter, or from this host's Python for the local
 * runner. Shared by `patchproof validate` and the service, next to pickRunner.
 */
import { ExecutionError } from '../core/errors.js';
import type { RunnerModules } from '../core/gates/runner-modules.js';
import type { ResolvedRunSpec } from '../core/runspec/resolve.js';
import { readImageModules } from './docker/index.js';
import { readLocalModules } from './local/index.js';
import type { RunnerKind } from './pick-runner.js';

/** What the `kind` runner's Python imports for `spec`; RunnerUnavailable when it cannot be read. */
export async function readRunnerModules(kind: RunnerKind, spec: ResolvedRunSpec): Promise<RunnerModules> {
  if (kind === 'local') return readLocalModules(spec);
  if (spec.runner.kind !== 'docker') {
    throw new ExecutionError('RunnerUnavailable', 'the run spec names no runner image; set "runner": { "kind": "docker", "image": "patchproof-runner-python:3" }');
  }
  return readImageModules(spec.runner.image, spec);
}
