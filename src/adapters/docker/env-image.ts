/**
 * The project's environment image (`environment.image`, issue 16): its Dockerfile built on
 * the spec's runner image, once per set of inputs, before any patch exists. The build runs
 * from a copy of the measured context with the measured Dockerfile in it (what changed on
 * disk since the spec was loaded is refused, not built), with network only when the spec
 * allows it, and only here: the phases run on the result with no network, as always.
 *
 * Cached by the digest of its inputs (the runner image's ID, the Dockerfile's and the
 * context's digests, the network setting), carried as a label and in the tag. A built
 * image is used only when its layers start with the runner image's: a FROM line can be
 * checked as text (dockerfile.ts), but only the layers prove what it was built on.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PatchProofError } from '../../core/errors.js';
import { sha256Bytes, toHex, utf8 } from '../../core/hash/digest.js';
import { canonicalJson } from '../../core/hash/canonical-json.js';
import type { EnvironmentImage } from '../../core/runspec/resolve.js';
import { copyVerified } from '../workspace/index.js';
import { lastLines, resolveImageId, run } from './images.js';

export const ENV_INPUTS_LABEL = 'org.patchproof.env.inputs';
export const ENV_BASE_LABEL = 'org.patchproof.env.base';
const BUILD_TIMEOUT_MS = 30 * 60_000;

/** The built image: its ID, and the digest of what it was built from. */
export interface BuiltEnvironment {
  readonly id: string;
  readonly inputs: string;
}

const building = new Map<string, Promise<BuiltEnvironment>>();

/** Builds (or finds) the environment image on `runnerImage`; RunnerUnavailable when it cannot. */
export async function environmentImage(
  runnerImage: string,
  image: EnvironmentImage,
  options: { signal?: AbortSignal } = {},
): Promise<BuiltEnvironment> {
  const base = await resolveImageId(runnerImage, options);
  const inputs = `sha256:${toHex(sha256Bytes(utf8.encode(canonicalJson({ base, dockerfile: image.dockerfile.sha256, context: image.context.digest, network: image.network }))))}`;
  let found = building.get(inputs);
  if (found === undefined) {
    found = findOrBuild(base, inputs, image, options);
    building.set(inputs, found);
    found.catch(() => building.delete(inputs));
  }
  return found;
}

async function findOrBuild(
  base: string,
  inputs: string,
  image: EnvironmentImage,
  options: { signal?: AbortSignal },
): Promise<BuiltEnvironment> {
  const tag = `patchproof-env:${inputs.slice('sha256:'.length, 'sha256:'.length + 32)}`;
  // Read once: both checks below compare against it, for the cached image and a new one.
  const runner = await inspect(base);
  const cached = await inspect(tag);
  if (cached !== null && cached.labels[ENV_INPUTS_LABEL] === inputs && buildsOn(cached, runner)) {
    assertSameEnvironment(cached, runner, image.dockerfile.path);
    return { id: cached.id, inputs };
  }
  const dir = await mkdtemp(join(tmpdir(), 'patchproof-env-'));
  try {
    const context = join(dir, 'context');
    await copyVerified(
      image.context.dir,
      context,
      image.context.digest,
      'environment.image context',
    );
    const dockerfile = join(dir, 'Dockerfile');
    await writeFile(dockerfile, image.dockerfile.text, { flag: 'wx' });
    const args = [
      'build',
      '--quiet',
      '--pull=false',
      `--network=${image.network ? 'bridge' : 'none'}`,
      '--label',
      `${ENV_INPUTS_LABEL}=${inputs}`,
      '--label',
      `${ENV_BASE_LABEL}=${base}`,
      '-t',
      tag,
      '-f',
      dockerfile,
      context,
    ];
    const timeout = AbortSignal.timeout(BUILD_TIMEOUT_MS);
    const result = await run('docker', args, {
      signal: options.signal ? AbortSignal.any([options.signal, timeout]) : timeout,
    });
    if (result.exitCode !== 0) {
      throw new PatchProofError(
        'RunnerUnavailable',
        `the environment image did not build from ${image.dockerfile.path} (exit ${result.exitCode ?? 'none'}): ${lastLines(result.stderr || result.stdout, 8)}; fix the Dockerfile and run again`,
        {
          details: { reason: 'environment-image', dockerfile: image.dockerfile.path },
        },
      );
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  const built = await inspect(tag);
  if (built !== null) assertSameEnvironment(built, runner, image.dockerfile.path);
  if (built === null || !buildsOn(built, runner)) {
    throw new PatchProofError(
      'RunnerUnavailable',
      `the environment image built from ${image.dockerfile.path} does not build on the runner image ${base}; start its stages FROM the run spec's runner image`,
      {
        details: { reason: 'environment-image', dockerfile: image.dockerfile.path },
      },
    );
  }
  return { id: built.id, inputs };
}

interface Inspected {
  readonly id: string;
  readonly layers: readonly string[];
  readonly labels: Readonly<Record<string, string>>;
  /** `NAME=value` lines the image sets for every container. */
  readonly env: readonly string[];
}

/**
 * The image may add files, never variables: an `ENV` line would be in force in every phase,
 * past the checks environment.variables goes through (loaders, NODE_OPTIONS preloads).
 */
function assertSameEnvironment(
  image: Inspected,
  runner: Inspected | null,
  dockerfile: string,
): void {
  const before = new Set(runner?.env ?? []);
  const added = image.env
    .filter((line) => !before.has(line))
    .map((line) => line.split('=')[0] as string);
  if (added.length > 0) {
    throw new PatchProofError(
      'RunnerUnavailable',
      `the environment image built from ${dockerfile} sets ${added.slice(0, 5).join(', ')} for every container; set variables in the run spec's environment.variables instead (ENV in the Dockerfile is not allowed)`,
      {
        details: { reason: 'environment-image', dockerfile },
      },
    );
  }
}

async function inspect(reference: string): Promise<Inspected | null> {
  const result = await run(
    'docker',
    ['image', 'inspect', '--format', '{{json .}}', '--', reference],
    {},
  );
  if (result.exitCode !== 0) return null;
  const parsed = JSON.parse(result.stdout) as {
    Id: string;
    RootFS?: { Layers?: string[] };
    Config?: { Labels?: Record<string, string> | null; Env?: string[] | null };
  };
  return {
    id: parsed.Id,
    layers: parsed.RootFS?.Layers ?? [],
    labels: parsed.Config?.Labels ?? {},
    env: parsed.Config?.Env ?? [],
  };
}

/** Whether `image`'s layers start with all of the runner image's. */
function buildsOn(image: Inspected, runner: Inspected | null): boolean {
  return (
    runner !== null &&
    runner.layers.length > 0 &&
    runner.layers.every((layer, i) => image.layers[i] === layer)
  );
}
