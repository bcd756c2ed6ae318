/**
 * The Python module list of a runner image, for the ShadowedModule gate. Images built by
 * runners/build.sh carry it as the label `org.patchproof.python-modules`, read with `docker
 * image inspect` without starting anything. An image without the label (built before the
 * label existed, or the operator's own) gets the same script run once by its own python3
 * (then python), in a container with no network, no workspace, a read-only root, no
 * capabilities, as the runner's user with the runners' fixed environment: the interpreter
 * on the PATH the phases use, before any patch is anywhere near it. Interpreters the spec
 * names by path are asked the same way. Lists are kept per image ID for the process.
 */
import { ExecutionError } from '../../core/errors.js';
import {
  mergeModules,
  type PythonModules,
  type RunnerModules,
} from '../../core/gates/runner-modules.js';
import type { ResolvedRunSpec } from '../../core/runspec/resolve.js';
import { parseModuleList, probeScript, pythonMissing, pythonUse } from '../runner-common/index.js';
import { containerEnv, PART_LABEL, RUNNER_USER } from './container-config.js';
import { ENV_INPUTS_LABEL } from './env-image.js';
import { lastLines, resolveImageId, run } from './images.js';

export const MODULES_LABEL = 'org.patchproof.python-modules';

const PROBE_TIMEOUT_MS = 60_000;
const cache = new Map<string, Promise<RunnerModules>>();

/** The module list of `image` for the interpreters `spec` uses; RunnerUnavailable when it cannot be read. */
export async function readImageModules(
  image: string,
  spec: ResolvedRunSpec,
): Promise<RunnerModules> {
  const id = await resolveImageId(image);
  const use = pythonUse(spec);
  const key = `${id} ${use.interpreters.join(' ')}`;
  let found = cache.get(key);
  if (found === undefined) {
    found = readFresh(image, id, use.interpreters);
    cache.set(key, found);
    found.catch(() => cache.delete(key));
  }
  const modules = await found;
  if (modules.python === null && use.runsPython) throw pythonMissing(`image ${image}`);
  return modules;
}

async function readFresh(
  image: string,
  id: string,
  interpreters: readonly string[],
): Promise<RunnerModules> {
  const labelled = await labelOf(id);
  let source = 'image label';
  let main: PythonModules | null | undefined;
  if (labelled !== undefined)
    main = parseModuleList(labelled, `the ${MODULES_LABEL} label of ${image}`);
  else {
    source = 'image python3';
    main = await probe(image, id, 'python3');
    if (main === undefined) main = await probe(image, id, 'python');
  }
  const extra: (PythonModules | null)[] = [];
  for (const interpreter of interpreters) {
    const list = await probe(image, id, interpreter);
    if (list !== undefined) extra.push(list);
  }
  return {
    python: mergeModules([main ?? null, ...extra]),
    source: extra.length > 0 ? `${source} and ${interpreters.join(', ')}` : source,
    imageId: id,
  };
}

async function labelOf(id: string): Promise<string | undefined> {
  const result = await run(
    'docker',
    ['image', 'inspect', '--format', '{{json .Config.Labels}}', id],
    {},
  );
  if (result.exitCode !== 0) {
    throw new ExecutionError(
      'RunnerUnavailable',
      `cannot read the labels of image ${id}; is the Docker engine up (bash docker/start-engine.sh)?`,
      {
        details: { reason: 'engine-unavailable', tail: lastLines(result.stderr, 3) },
      },
    );
  }
  const labels = JSON.parse(result.stdout.trim() || 'null') as Record<string, string> | null;
  // An environment image inherits its runner's label, but its Dockerfile may have added
  // modules: its own interpreter is asked instead. So is an image committed after
  // environment.setup (setup-container.ts), which may have installed some.
  if (labels?.[ENV_INPUTS_LABEL] !== undefined || labels?.[PART_LABEL] === 'setup')
    return undefined;
  return labels?.[MODULES_LABEL];
}

/** The script's list from `interpreter` in the image; undefined when the image has no such program. */
async function probe(
  image: string,
  id: string,
  interpreter: string,
): Promise<PythonModules | null | undefined> {
  const env = containerEnv().flatMap((pair) => ['--env', pair]);
  const args = [
    'run',
    '--rm',
    '--network',
    'none',
    '--read-only',
    '--tmpfs',
    '/tmp:rw,nosuid,nodev,size=16m',
    '--cap-drop',
    'ALL',
    '--security-opt',
    'no-new-privileges',
    '--user',
    RUNNER_USER,
    '--pids-limit',
    '64',
    '--memory',
    '256m',
    '--workdir',
    '/tmp',
    ...env,
    '--entrypoint',
    interpreter,
    id,
    '-c',
    await probeScript(),
  ];
  const result = await run('docker', args, { signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) }).catch(
    (error: unknown) => {
      throw new ExecutionError(
        'RunnerUnavailable',
        `${interpreter} in image ${image} did not list its modules within ${PROBE_TIMEOUT_MS / 1000} s; check the engine and the image`,
        {
          details: { reason: 'module-list-unreadable' },
          cause: error,
        },
      );
    },
  );
  // 127: the engine could not find the program in the image.
  if (
    result.exitCode === 127 ||
    /executable file not found|no such file or directory/iu.test(result.stderr)
  )
    return undefined;
  if (result.exitCode !== 0) {
    throw new ExecutionError(
      'RunnerUnavailable',
      `${interpreter} in image ${image} failed to list its modules (exit ${result.exitCode ?? 'on a signal'}); rebuild the image, or check its Python`,
      {
        details: { reason: 'module-list-unreadable', tail: lastLines(result.stderr, 3) },
      },
    );
  }
  return parseModuleList(result.stdout, `${interpreter} in image ${image}`);
}
