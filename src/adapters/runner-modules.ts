/**
 * The runner's Python module list for a run spec (the ShadowedModule gate's input): from the
 * Docker image's label or its own interpreter, or from this host's Python for the local
 * runner. Shared by `patchproof validate` and the service, next to pickRunner.
 */
import type { RunnerModules } from '../core/gates/runner-modules.js';
import type { ResolvedRunSpec } from '../core/runspec/resolve.js';
import { readImageModules } from './docker/index.js';
import { readLocalModules } from './local/index.js';
import { type RunnerKind, runnerImage } from './pick-runner.js';

/** What the `kind` runner's Python imports for `spec`; RunnerUnavailable when it cannot be read. */
export async function readRunnerModules(kind: RunnerKind, spec: ResolvedRunSpec): Promise<RunnerModules> {
  if (kind === 'local') return readLocalModules(spec);
  return readImageModules(await runnerImage(spec), spec);
}
