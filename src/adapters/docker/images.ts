/**
 * Runner images (PROTOCOL 9): builds them offline with `runners/build.sh` and resolves an
 * image name to the image ID that containers are created from. Everything runs as argv
 * arrays through execFile; no shell ever sees a name.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PatchProofError } from '../../core/errors.js';

export const RUNNER_KINDS = ['node', 'python', 'go'] as const;
export type RunnerKind = (typeof RUNNER_KINDS)[number];

/** The image names of PROTOCOL 9, as run specs write them in `runner.image`. */
export const RUNNER_IMAGES: Readonly<Record<RunnerKind, string>> = {
  node: 'patchproof-runner-node:20',
  python: 'patchproof-runner-python:3',
  go: 'patchproof-runner-go:1',
};

export interface BuiltImage {
  readonly kind: RunnerKind;
  readonly name: string;
  /** `sha256:<64 hex>` */
  readonly id: string;
}

export interface BuildOptions {
  /** Rebuild even when the image's recipe labels match. */
  readonly force?: boolean;
  /** Receives each progress line of the build (the script's stderr). */
  readonly onProgress?: (line: string) => void;
  readonly signal?: AbortSignal;
  /** Folder holding `runners/build.sh`; found from this module's location when absent. */
  readonly projectRoot?: string;
}

const IMAGE_ID = /^sha256:[0-9a-f]{64}$/;
// A Docker reference (name[:tag][@digest]) or an image ID; never an option such as "--help".
const IMAGE_REFERENCE = /^[a-z0-9][a-z0-9._/:@-]{0,254}$/i;

/** Builds the runner images (`all` = every kind) and returns their IDs; skips up-to-date ones. */
export async function buildRunnerImages(
  which: RunnerKind | 'all',
  options: BuildOptions = {},
): Promise<BuiltImage[]> {
  const kinds: readonly RunnerKind[] = which === 'all' ? RUNNER_KINDS : [which];
  if (!kinds.every((kind) => (RUNNER_KINDS as readonly string[]).includes(kind))) {
    throw new PatchProofError(
      'UsageError',
      `unknown runner kind "${String(which)}"; use node, python, go or all`,
    );
  }
  const script = join(options.projectRoot ?? findProjectRoot(), 'runners', 'build.sh');
  const args = [script, which, ...(options.force === true ? ['--force'] : [])];
  const result = await run('bash', args, {
    signal: options.signal,
    onStderrLine: options.onProgress,
  });
  if (result.exitCode !== 0) {
    throw new PatchProofError(
      'RunnerUnavailable',
      `building the runner images failed (bash runners/build.sh ${which} exited ${result.exitCode ?? 'on a signal'}); its last lines say why`,
      {
        details: { reason: 'build-failed', tail: lastLines(result.stderr, 5) },
      },
    );
  }
  const built = parseBuildOutput(result.stdout);
  return kinds.map((kind) => {
    const id = built.get(RUNNER_IMAGES[kind]);
    if (id === undefined) {
      throw new PatchProofError(
        'RunnerUnavailable',
        `runners/build.sh did not report an image ID for ${RUNNER_IMAGES[kind]}; rerun it by hand to see why`,
        {
          details: { reason: 'bad-output' },
        },
      );
    }
    return { kind, name: RUNNER_IMAGES[kind], id };
  });
}

/** Reads build.sh's stdout: one `<image name> <image id>` line per image; other lines are ignored. */
export function parseBuildOutput(stdout: string): Map<string, string> {
  const images = new Map<string, string>();
  for (const line of stdout.split('\n')) {
    const [name, id, extra] = line.trim().split(/\s+/);
    if (name !== undefined && id !== undefined && extra === undefined && IMAGE_ID.test(id))
      images.set(name, id);
  }
  return images;
}

/** The ID (`sha256:…`) of a local image, asked of the engine; never pulls. */
export async function resolveImageId(
  reference: string,
  options: { signal?: AbortSignal } = {},
): Promise<string> {
  if (!IMAGE_REFERENCE.test(reference)) {
    throw new PatchProofError(
      'UsageError',
      `"${reference.slice(0, 80)}" is not a Docker image name or ID; use a name such as ${RUNNER_IMAGES.python}`,
    );
  }
  const result = await run('docker', ['image', 'inspect', '--format', '{{.Id}}', '--', reference], {
    signal: options.signal,
  });
  const id = result.stdout.trim();
  if (result.exitCode === 0 && IMAGE_ID.test(id)) return id;
  if (/no such (image|object)/i.test(result.stderr)) {
    throw new PatchProofError(
      'RunnerUnavailable',
      `image ${reference} is not on this Docker engine; build it with \`patchproof runners build\` (bash runners/build.sh)`,
      {
        details: { reason: 'image-missing', image: reference },
      },
    );
  }
  throw new PatchProofError(
    'RunnerUnavailable',
    `cannot ask the Docker engine about ${reference}; start one with bash docker/start-engine.sh`,
    {
      details: { reason: 'engine-unavailable', tail: lastLines(result.stderr, 3) },
    },
  );
}

export interface RunOutput {
  readonly exitCode: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

// debootstrap and apt are chatty; a first build prints a few hundred KiB.
const MAX_CAPTURE = 32 * 1024 * 1024;

/** Runs a program without a shell; a missing program is RunnerUnavailable, not a crash. */
export function run(
  file: string,
  args: readonly string[],
  options: { signal?: AbortSignal; onStderrLine?: (line: string) => void },
): Promise<RunOutput> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      file,
      args,
      { encoding: 'utf8', maxBuffer: MAX_CAPTURE, signal: options.signal },
      (error, stdout, stderr) => {
        if (error === null) return resolve({ exitCode: 0, stdout, stderr });
        if (options.signal?.aborted === true) return reject(error);
        if (error.code === 'ENOENT') {
          return reject(
            new PatchProofError(
              'RunnerUnavailable',
              `\`${file}\` is not installed or not on PATH; install it (see docker/start-engine.sh)`,
              { cause: error, details: { reason: 'engine-unavailable' } },
            ),
          );
        }
        // A number is the exit status; a kill (signal, or output past the cap) has no status.
        if (
          typeof error.code === 'number' ||
          error.killed === true ||
          typeof error.signal === 'string'
        ) {
          return resolve({
            exitCode: typeof error.code === 'number' ? error.code : null,
            stdout,
            stderr,
          });
        }
        reject(error);
      },
    );
    const onLine = options.onStderrLine;
    if (onLine !== undefined && child.stderr !== null) {
      let pending = '';
      child.stderr.on('data', (chunk: string) => {
        const lines = (pending + chunk).split('\n');
        pending = lines.pop() ?? '';
        for (const line of lines) onLine(line);
      });
      child.stderr.on('end', () => pending !== '' && onLine(pending));
    }
  });
}

export function lastLines(text: string, count: number): string {
  return text.trimEnd().split('\n').slice(-count).join('\n');
}

/** The nearest folder above this module that holds runners/build.sh (source and dist layouts). */
function findProjectRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let depth = 0; depth < 6; depth += 1) {
    if (existsSync(join(dir, 'runners', 'build.sh'))) return dir;
    dir = dirname(dir);
  }
  throw new PatchProofError(
    'RunnerUnavailable',
    'runners/build.sh was not found next to this installation; run the build from a PatchProof checkout',
    {
      details: { reason: 'recipes-missing' },
    },
  );
}
