/**
 * Reads `patchproof.json`: strict JSON (duplicate keys refused), strict schema, paths
 * resolved against the spec's folder, trusted folders measured into digests.
 */
import { readFile, realpath, stat } from 'node:fs/promises';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { type ErrorLocation, ExecutionError, PatchProofError } from '../../core/errors.js';
import {
  type JsonPositions,
  parseStrictJson,
  StrictJsonError,
} from '../../core/hash/strict-json.js';
import { sha256Bytes, toHex } from '../../core/hash/digest.js';
import {
  assertWorkspacePath,
  type EnvironmentImage,
  type ResolvedRunSpec,
  type TrustedDir,
  resolveRunSpec,
} from '../../core/runspec/resolve.js';
import { runSpecSchema } from '../../core/runspec/schema.js';
import { MAX_PROBLEMS, RUN_SPEC_DOC, specProblems } from '../../core/runspec/spec-problems.js';
import { parseProbeCases } from '../../core/probes/cases.js';
import { readSnapshot } from '../repo/index.js';
import { readProbeFiles } from './probe-files.js';

const MAX_SPEC_BYTES = 1024 * 1024;

/** Loads and resolves a run spec; `repoDir` is where environment includes are read. */
export async function loadRunSpec(specPath: string, repoDir: string): Promise<ResolvedRunSpec> {
  const invalid = (
    message: string,
    field?: string,
    cause?: unknown,
    location: ErrorLocation = {},
  ): ExecutionError =>
    new ExecutionError('InvalidRunSpec', `${specPath}: ${message}`, {
      details: field ? { field } : {},
      cause,
      location,
    });
  let text: string;
  try {
    const info = await stat(specPath);
    if (info.size > MAX_SPEC_BYTES)
      throw invalid(`is ${info.size} bytes; a run spec is at most ${MAX_SPEC_BYTES}`);
    text = await readFile(specPath, 'utf8');
  } catch (error) {
    if (error instanceof PatchProofError) throw error;
    throw invalid(
      `cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'}); pass the path of patchproof.json`,
      undefined,
      error,
    );
  }
  let raw: unknown;
  const positions: JsonPositions = new Map();
  try {
    raw = parseStrictJson(text, 64, positions);
  } catch (error) {
    const at = error instanceof StrictJsonError ? { line: error.line, column: error.column } : {};
    throw invalid(
      `is not valid JSON: ${(error as Error).message}; fix it there (the run spec: ${RUN_SPEC_DOC})`,
      undefined,
      error,
      at,
    );
  }
  const parsed = runSpecSchema.safeParse(raw);
  if (!parsed.success) {
    const problems = specProblems(parsed.error.issues, text, positions, runSpecSchema);
    const first = problems[0];
    const shown = problems.length === 1 ? '1 problem' : `${problems.length} problems`;
    const count =
      problems.length >= MAX_PROBLEMS
        ? `${shown} (the first ${MAX_PROBLEMS}; there may be more)`
        : shown;
    const listed = problems
      .map(
        (p, i) => `(${i + 1}) ${p.message}${p.line ? ` [line ${p.line}, column ${p.column}]` : ''}`,
      )
      .join('; ');
    throw new ExecutionError(
      'InvalidRunSpec',
      `${specPath}: ${count} in the run spec: ${listed}. The run spec is described in ${RUN_SPEC_DOC}`,
      {
        location: first?.line ? { line: first.line, column: first.column } : {},
        // The CLI prints the summary and then one line per problem.
        details: {
          field: first?.field ?? '(root)',
          problems,
          summary: `${specPath}: ${count} in the run spec; fix each one, then run again (the run spec is described in ${RUN_SPEC_DOC})`,
        },
      },
    );
  }
  const spec = parsed.data;
  const base = dirname(resolve(specPath));
  const measure = async (
    rel: string,
    field: string,
    options: { plainFolder: boolean },
  ): Promise<TrustedDir> => {
    const dir = resolve(base, rel);
    try {
      if (!(await stat(dir)).isDirectory()) throw new Error('not a directory');
      return { dir, digest: (await readSnapshot(dir, options)).id };
    } catch (error) {
      throw invalid(
        `${field} "${rel}" is not a readable folder (resolved to ${dir})`,
        field,
        error,
      );
    }
  };
  // Gate modes proposal and none have no trusted reproduction folder (resolve.ts).
  const trustedReproduction = typeof spec.reproduction === 'string' ? null : spec.reproduction;
  const [reproductionTests, hiddenTests] = await Promise.all([
    trustedReproduction
      ? measure(trustedReproduction.tests, 'reproduction.tests', { plainFolder: true })
      : undefined,
    measure(spec.hidden.tests, 'hidden.tests', { plainFolder: true }),
  ]);
  const probeCases = spec.probes
    ? { ...(await measure(spec.probes.cases, 'probes.cases', { plainFolder: true })) }
    : undefined;
  if (probeCases) {
    // Anything copied into a phase (the repository, a trusted test folder) would carry the
    // expected output to the code it judges. Real paths: a symlink must not hide an overlap.
    const cases = await realpath(probeCases.dir);
    const copied = [
      ['the repository', repoDir],
      ...(reproductionTests ? [['reproduction.tests', reproductionTests.dir] as const] : []),
      ['hidden.tests', hiddenTests.dir],
    ] as const;
    for (const [what, dir] of copied) {
      const real = await realpath(dir);
      if (isWithin(real, cases) || isWithin(cases, real)) {
        throw invalid(
          `probes.cases "${spec.probes?.cases ?? ''}" overlaps ${what}, which is copied where the code under test runs and could read the expected output; keep the cases in a folder of their own`,
          'probes.cases',
        );
      }
    }
  }
  // The digest published is the one of the bytes judged (one read), not of the folder measured above.
  const read = probeCases ? await readProbeFiles(probeCases.dir) : undefined;
  const probes =
    probeCases && read
      ? {
          probeCases: {
            dir: probeCases.dir,
            digest: read.digest,
            list: parseProbeCases(read.files),
          },
        }
      : {};
  const includes = [];
  for (const path of spec.environment?.include ?? []) {
    assertWorkspacePath(path, 'environment.include'); // before anything is read from it
    const measured = await measure(join(resolve(repoDir), path), 'environment.include', {
      plainFolder: true,
    });
    includes.push({ path, digest: measured.digest });
  }
  const image = spec.environment?.image
    ? {
        image: await measureImage(spec.environment.image, base, measure, [
          hiddenTests,
          ...(probeCases ? [probeCases] : []),
        ]),
      }
    : {};
  return resolveRunSpec(spec, {
    ...(reproductionTests ? { reproductionTests } : {}),
    hiddenTests,
    includes,
    ...probes,
    ...image,
  });
}

const MAX_DOCKERFILE_BYTES = 256 * 1024;

/**
 * The Dockerfile's bytes and its build context's digest. The context goes into an image the
 * code under test runs in, so it may not hold (or lie inside) the hidden tests or the probe cases.
 */
async function measureImage(
  image: { dockerfile: string; context?: string | undefined; network: boolean },
  base: string,
  measure: (rel: string, field: string, options: { plainFolder: boolean }) => Promise<TrustedDir>,
  secret: readonly TrustedDir[],
): Promise<EnvironmentImage> {
  const path = resolve(base, image.dockerfile);
  const refuse = (message: string, field: string, cause?: unknown): ExecutionError =>
    new ExecutionError('InvalidRunSpec', message, { details: { field }, cause });
  let bytes: Buffer;
  try {
    if ((await stat(path)).size > MAX_DOCKERFILE_BYTES)
      throw refuse(
        `environment.image.dockerfile ${path} is over ${MAX_DOCKERFILE_BYTES} bytes`,
        'environment.image.dockerfile',
      );
    bytes = await readFile(path);
  } catch (error) {
    if (error instanceof PatchProofError) throw error;
    throw refuse(
      `environment.image.dockerfile "${image.dockerfile}" cannot be read (resolved to ${path})`,
      'environment.image.dockerfile',
      error,
    );
  }
  const context = await measure(
    image.context ?? dirname(image.dockerfile),
    'environment.image.context',
    { plainFolder: true },
  );
  const real = await realpath(context.dir);
  for (const dir of secret) {
    const other = await realpath(dir.dir);
    if (isWithin(real, other) || isWithin(other, real)) {
      throw refuse(
        `environment.image.context ${context.dir} overlaps ${dir.dir}, which the code under test must never see; give the image a context folder of its own`,
        'environment.image.context',
      );
    }
  }
  return {
    dockerfile: { path, text: bytes.toString('utf8'), sha256: toHex(sha256Bytes(bytes)) },
    context,
    network: image.network,
  };
}

/** Whether real path `path` is `root` or below it (a child named `..x` is below it). */
function isWithin(root: string, path: string): boolean {
  const rel = relative(root, path);
  return rel === '' || (rel !== '..' && !rel.startsWith(`..${sep}`) && !isAbsolute(rel));
}
