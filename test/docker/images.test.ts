// Runner images (PROTOCOL 9) against the real Docker engine: built by runners/build.sh,
// resolved to IDs, and usable under the confinement every phase runs with. CI starts the
// engine and builds the images before the tests (docker/start-engine.sh, runners/build.sh),
// so here a build is the up-to-date check and takes seconds.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { PatchProofError } from '../../src/core/errors.js';
import {
  RUNNER_IMAGES,
  buildRunnerImages,
  parseBuildOutput,
  resolveImageId,
} from '../../src/adapters/docker/images.js';
import { requireEngine, skipDocker, suiteName } from './support.js';

const run = promisify(execFile);

const CONFINED = [
  'run',
  '--rm',
  '--network',
  'none',
  '--read-only',
  '--tmpfs',
  '/tmp',
  '--user',
  '10001',
  '--cap-drop',
  'ALL',
  '--security-opt',
  'no-new-privileges',
];

async function inImage(
  image: string,
  argv: readonly string[],
): Promise<{ code: number; out: string }> {
  try {
    const { stdout, stderr } = await run('docker', [...CONFINED, image, ...argv]);
    return { code: 0, out: stdout + stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, out: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

async function codeOf(promise: Promise<unknown>): Promise<{ code: string; reason: unknown }> {
  const error: unknown = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(PatchProofError);
  const { code, details } = error as PatchProofError;
  return { code, reason: details.reason };
}

describe('runner image build output', () => {
  const id = `sha256:${'ab'.repeat(32)}`;

  it('takes "<name> <id>" lines and ignores progress and malformed lines', () => {
    const out = `runners: [  3s] python: up to date\npatchproof-runner-python:3 ${id}\nnode sha256:short\nx ${id} extra\n`;
    expect([...parseBuildOutput(out)]).toEqual([['patchproof-runner-python:3', id]]);
  });

  it('refuses an unknown kind before running anything', async () => {
    expect(await codeOf(buildRunnerImages('ruby' as 'node'))).toEqual({
      code: 'UsageError',
      reason: undefined,
    });
  });

  it('refuses an image reference that docker would read as an option', async () => {
    expect(await codeOf(resolveImageId('--help'))).toEqual({
      code: 'UsageError',
      reason: undefined,
    });
  });
});

requireEngine();

describe.skipIf(skipDocker)(suiteName('runner images on the Docker engine'), () => {
  it('builds (or finds up to date) every image and reports the IDs the engine holds', async () => {
    const built = await buildRunnerImages('all');
    expect(built.map((image) => image.name)).toEqual([
      RUNNER_IMAGES.node,
      RUNNER_IMAGES.python,
      RUNNER_IMAGES.go,
    ]);
    for (const image of built) {
      expect(image.id).toMatch(/^sha256:[0-9a-f]{64}$/);
      expect(await resolveImageId(image.name)).toBe(image.id);
      // Resolving an ID gives the same ID: receipts can name either.
      expect(await resolveImageId(image.id)).toBe(image.id);
    }
  }, 900_000);

  it('labels each image with the hash of its recipe', async () => {
    for (const name of Object.values(RUNNER_IMAGES)) {
      const { stdout } = await run('docker', [
        'image',
        'inspect',
        '--format',
        '{{index .Config.Labels "org.patchproof.recipe"}}',
        name,
      ]);
      expect(stdout.trim()).toMatch(/^[0-9a-f]{64}$/);
    }
  });

  it('runs pytest in the python image under full confinement', async () => {
    const result = await inImage(RUNNER_IMAGES.python, ['python3', '-m', 'pytest', '--version']);
    expect(result).toMatchObject({ code: 0 });
    expect(result.out).toMatch(/pytest \d+\.\d+/);
  });

  it('runs Node.js 20 and npm in the node image under full confinement', async () => {
    const node = await inImage(RUNNER_IMAGES.node, ['node', '--version']);
    expect(node).toMatchObject({ code: 0 });
    expect(node.out).toMatch(/^v20\./);
    const npm = await inImage(RUNNER_IMAGES.node, ['npm', '--version']);
    expect(npm).toMatchObject({ code: 0 });
    expect(npm.out).toMatch(/^\d+\.\d+\.\d+/);
  });

  it("has Debian's Go with the module proxy off, and builds a test binary on the read-only root (cache in /tmp)", async () => {
    const go = await inImage(RUNNER_IMAGES.go, ['go', 'version']);
    expect(go).toMatchObject({ code: 0 });
    expect(go.out).toMatch(/^go version go1\.\d+/);
    const env = await inImage(RUNNER_IMAGES.go, ['go', 'env', 'GOPROXY', 'CGO_ENABLED', 'GOCACHE']);
    expect(env.out.trim().split('\n')).toEqual(['off', '0', '/tmp/.cache/go-build']);
  });

  it('starts as the non-root runner in /workspace, with no way to write the root or reach a network', async () => {
    for (const image of Object.values(RUNNER_IMAGES)) {
      const who = await inImage(image, ['sh', '-c', 'echo "$(id -u):$(id -g) $(pwd)"']);
      expect(who.out.trim()).toBe('10001:10001 /workspace');
      expect((await inImage(image, ['touch', '/etc/owned'])).code).not.toBe(0);
      // Only the loopback interface exists under --network none.
      const interfaces = await inImage(image, ['sh', '-c', 'ls /sys/class/net']);
      expect(interfaces.out.trim()).toBe('lo');
    }
  });

  it('reports a missing image as RunnerUnavailable, never pulling it', async () => {
    expect(await codeOf(resolveImageId('patchproof-runner-missing:0'))).toEqual({
      code: 'RunnerUnavailable',
      reason: 'image-missing',
    });
  });
});
