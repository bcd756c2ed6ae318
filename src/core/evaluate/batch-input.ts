/**
 * The two inputs of `patchproof evaluate`, in SWE-bench's shapes where the concepts match:
 * instances (what to validate on: a repository folder and its run spec) and predictions (a
 * model's patch per instance: `instance_id`, `model_name_or_path`, `model_patch`). Both are
 * JSON Lines, or one JSON array as SWE-bench's harness also accepts. Unknown fields are kept
 * out of the way, not refused: a SWE-bench dataset row carries many PatchProof does not read.
 */
import { z } from 'zod';
import { canonicalJson } from '../hash/canonical-json.js';
import { sha256Digest, utf8 } from '../hash/digest.js';
import { PatchProofError } from '../errors.js';

/**
 * An instance id names a folder of the output: letters, digits, `_ - .`, starting with a
 * letter or digit (SWE-bench's `owner__repo-1234` fits), at most 200 characters.
 */
const INSTANCE_ID = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,199}$/;

const instanceId = z
  .string()
  .regex(
    INSTANCE_ID,
    'an instance_id is 1-200 letters, digits, "_", "-" or ".", starting with a letter or digit',
  );

const instanceLine = z.object({
  instance_id: instanceId,
  /** The repository's folder, relative to the instances file. */
  repo_dir: z.string().min(1),
  /** The run spec, relative to the instances file. */
  spec: z.string().min(1),
});

const predictionLine = z.object({
  instance_id: instanceId,
  model_name_or_path: z.string().max(500).optional(),
  /** The patch; null or blank is an empty prediction (SWE-bench's `patch_is_None`, `patch_exists`). */
  model_patch: z.string().nullable(),
});

export interface BatchInstance {
  readonly id: string;
  readonly repoDir: string;
  readonly spec: string;
  /** sha256 of the instance's line as canonical JSON: a report is reused only for the same instance. */
  readonly digest: string;
}

export interface BatchPrediction {
  readonly id: string;
  readonly model: string;
  readonly patch: string | null;
}

/** One instance with the prediction for it (absent: not submitted). */
export interface BatchItem {
  readonly instance: BatchInstance;
  readonly prediction?: BatchPrediction;
}

/** Coded refusals of the batch's inputs; nothing has run. */
export class BatchInputError extends PatchProofError<'InvalidBatchInput'> {
  constructor(message: string, details: Record<string, unknown> = {}) {
    super('InvalidBatchInput', message, { details });
  }
}

export function parseInstances(text: string, file: string): BatchInstance[] {
  return records(text, file, instanceLine).map(({ value }) => ({
    id: value.instance_id,
    repoDir: value.repo_dir,
    spec: value.spec,
    digest: sha256Digest(
      utf8.encode(
        canonicalJson({
          instance_id: value.instance_id,
          repo_dir: value.repo_dir,
          spec: value.spec,
        }),
      ),
    ),
  }));
}

export function parsePredictions(text: string, file: string): BatchPrediction[] {
  return records(text, file, predictionLine).map(({ value }) => ({
    id: value.instance_id,
    model: value.model_name_or_path ?? 'unnamed',
    patch: value.model_patch,
  }));
}

/** Pairs each instance with its prediction; refuses duplicates and predictions for unknown instances. */
export function pairBatch(
  instances: readonly BatchInstance[],
  predictions: readonly BatchPrediction[],
): BatchItem[] {
  unique(
    instances.map((i) => i.id),
    'instances',
  );
  unique(
    predictions.map((p) => p.id),
    'predictions',
  );
  const known = new Set(instances.map((i) => i.id));
  const unknown = predictions.filter((p) => !known.has(p.id)).map((p) => p.id);
  if (unknown.length > 0)
    throw new BatchInputError(
      `predictions name ${unknown.length} instances the instances file does not have (${unknown.slice(0, 3).join(', ')}); check that both files are of the same benchmark`,
      { unknown: unknown.slice(0, 20) },
    );
  const byId = new Map(predictions.map((p) => [p.id, p]));
  return instances.map((instance) => {
    const prediction = byId.get(instance.id);
    return prediction ? { instance, prediction } : { instance };
  });
}

/** A prediction with no patch to validate: null, or nothing but white space. */
export function isEmptyPrediction(prediction: BatchPrediction): boolean {
  return prediction.patch === null || prediction.patch.trim() === '';
}

function unique(ids: readonly string[], what: string): void {
  const seen = new Set<string>();
  for (const id of ids) {
    if (seen.has(id))
      throw new BatchInputError(`the ${what} name ${id} twice; each instance_id may appear once`, {
        duplicate: id,
      });
    seen.add(id);
  }
}

/** JSON Lines (blank lines allowed) or one JSON array; each record checked by `schema`. */
function records<T>(
  text: string,
  file: string,
  schema: z.ZodType<T>,
): Array<{ value: T; line: number }> {
  const trimmed = text.trimStart();
  const raw: Array<{ json: string; line: number }> = [];
  if (trimmed.startsWith('[')) {
    const array: unknown = parse(trimmed, file, 1);
    if (!Array.isArray(array)) throw new BatchInputError(`${file} is not a JSON array`, { file });
    array.forEach((item, index) => raw.push({ json: JSON.stringify(item), line: index + 1 }));
  } else {
    text.split('\n').forEach((json, index) => {
      if (json.trim() !== '') raw.push({ json, line: index + 1 });
    });
  }
  if (raw.length === 0)
    throw new BatchInputError(`${file} has no records; write one JSON object per line`, { file });
  return raw.map(({ json, line }) => {
    const checked = schema.safeParse(parse(json, file, line));
    if (!checked.success) {
      const issue = checked.error.issues[0];
      throw new BatchInputError(
        `${file}, record ${line}: ${issue?.path.join('.') || 'record'}: ${issue?.message ?? 'invalid'}`,
        { file, line },
      );
    }
    return { value: checked.data, line };
  });
}

function parse(json: string, file: string, line: number): unknown {
  try {
    return JSON.parse(json) as unknown;
  } catch (error) {
    throw new BatchInputError(
      `${file}, record ${line}: not JSON (${error instanceof Error ? error.message : String(error)})`,
      { file, line },
    );
  }
}
