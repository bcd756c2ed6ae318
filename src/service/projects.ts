/**
 * Loads the operator's projects file (`patchproof-projects.json` in the repository root, or
 * `--projects <file>`): strict JSON, strict schema, refused at start-up rather than at the
 * first request. A missing default file means no projects; a missing named file is an error.
 */
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { ServiceError } from '../core/errors.js';
import { parseStrictJson } from '../core/hash/strict-json.js';
import { NO_PROJECTS, type Projects, projectsFileSchema } from '../core/service/projects.js';

export const PROJECTS_FILE = 'patchproof-projects.json';

/** The projects of `reposRoot`, from `file` when given. */
export async function loadProjects(reposRoot: string, file?: string): Promise<Projects> {
  const path = resolve(file ?? join(reposRoot, PROJECTS_FILE));
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if (file === undefined && (error as NodeJS.ErrnoException).code === 'ENOENT')
      return NO_PROJECTS;
    throw new ServiceError(
      'InvalidRequest',
      `the projects file ${path} cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'})`,
      { cause: error },
    );
  }
  let raw: unknown;
  try {
    raw = parseStrictJson(text);
  } catch (error) {
    throw new ServiceError(
      'InvalidRequest',
      `the projects file ${path} is not valid JSON: ${(error as Error).message}`,
      { cause: error },
    );
  }
  const parsed = projectsFileSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ServiceError(
      'InvalidRequest',
      `the projects file ${path}: field "${issue?.path.join('.') || '(root)'}": ${issue?.message ?? 'invalid'}`,
      { details: { field: issue?.path.join('.') ?? '' } },
    );
  }
  return { source: path, byName: new Map(Object.entries(parsed.data.projects)) };
}
