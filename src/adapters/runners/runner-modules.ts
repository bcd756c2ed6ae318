/**
 * The runner's Python module list for a run spec (the ShadowedModule gate's input): from the
 * Docker image's label or its own interpreter, or from this host's Python for the local
 * runner. Shared by `patchproof validate` and the service, next to pickRunner.
 */
import { ExecutionError } from '../../core/errors.js';
import type { Runner } from '../../core/runner/runner-port.js';
import type { RunnerModules } from '../../core/gates/runner-modules.js';
import type { ResolvedRunSpec } from '../../core/runspec/resolve.js';
import { readImageModules } from '../docker/index.js';
import { readLocalModules } from '../local/index.js';
import { type RunnerKind, runnerImage } from './pick-runner.js';

/** What the `kind` runner's Python imports for `spec`; RunnerUnavailable when it cannot be read. */
export async function readRunnerModules(kind: RunnerKind, spec: ResolvedRunSpec): Promise<RunnerModules> {
  if (kind === 'local') return readLocalModules(spec);
  return readImageModules(await runnerImage(spec), spec);
}

/**
 * The module list of the environment `environment.setup` prepared: what the phases' Python
 * imports once the setup installed what it did (on Docker, the committed image's own
 * interpreter is asked: the label it inherited is the runner image's, from before).
 */
export async function readPreparedModules(kind: RunnerKind, spec: ResolvedRunSpec, prepared: Runner): Promise<RunnerModules> {
  if (kind === 'local') return readLocalModules(spec);
  const imageId = (await prepared.fingerprint()).details['imageId'];
  if (typeof imageId !== 'string') throw new ExecutionError('RunnerUnavailable', 'the prepared runner names no image; this is a bug in the Docker runner', { details: { reason: 'no-image-id' } });
  return readImageModules(imageId, spec);
}
