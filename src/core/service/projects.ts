/**
 * Projects: the operator's pairing of a repository with the run spec that judges it. A run
 * names a project, never paths: whoever registers runs (a proposer may) cannot point the
 * service at another folder under its root — hidden tests, `.git/config`, secrets — as a
 * "repository" whose deleted files intake would echo back, nor pair a repository with a
 * weaker spec than the operator chose for it.
 */
import { z } from 'zod';
import { ServiceError } from '../errors.js';

/** A path relative to the service's repository root: no absolute, `..`, `.`, empty or `.git` parts. */
const rootRelative = z
  .string()
  .min(1)
  .max(1024)
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  .refine((path) => !path.startsWith('/') && !path.includes('\\') && !/[\u0000-\u001f]/u.test(path), 'a path relative to the repository root, with / separators')
  .refine((path) => path.split('/').every((part) => part !== '' && part !== '.' && part !== '..' && part.toLowerCase() !== '.git'), 'no empty, ".", ".." or ".git" parts');

export const PROJECT_NAME = /^[a-z0-9][a-z0-9._-]{0,63}$/;

const project = z
  .object({
    /** The repository folder; absent when the project takes uploaded trees only. */
    repository: rootRelative.optional(),
    /** patchproof.json; its trusted tests are the operator's, also for uploads. */
    spec: rootRelative,
    /** Whether runs may use an uploaded tar (POST /v1/uploads) instead of the folder. */
    uploads: z.boolean().default(false),
  })
  .strict()
  .refine((p) => p.repository !== undefined || p.uploads, 'a project needs a repository, or "uploads": true');

export const projectsFileSchema = z
  .object({
    version: z.literal(1),
    projects: z.record(z.string().regex(PROJECT_NAME, 'project names are lowercase letters, digits, ".", "_" and "-"'), project),
  })
  .strict();

export type Project = z.infer<typeof project>;
export type ProjectsFile = z.infer<typeof projectsFileSchema>;

/** The projects in force and where they came from. */
export interface Projects {
  readonly source: string | null;
  readonly byName: ReadonlyMap<string, Project>;
}

/** No projects: every run registration is refused until the operator writes the file. */
export const NO_PROJECTS: Projects = { source: null, byName: new Map() };

/** The project named `name`; ProjectNotFound otherwise. */
export function projectNamed(projects: Projects, name: string): Project {
  const found = projects.byName.get(name);
  if (found) return found;
  const hint = projects.source === null ? 'the service has no projects file (patchproof-projects.json in its repository root)' : `known: ${[...projects.byName.keys()].slice(0, 20).join(', ') || 'none'}`;
  throw new ServiceError('ProjectNotFound', `no project "${name.slice(0, 100)}"; ${hint}`, { details: { project: name.slice(0, 100) } });
}
