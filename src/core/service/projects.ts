/**
 * Projects: the operator's pairing of a repository with the run spec that judges it. A run
 * names a project, never paths: whoever registers runs (a proposer may) cannot point the
 * service at another folder under its root — hidden tests, `.git/config`, secrets — as a
 * "repository" whose deleted files intake would echo back, nor pair a repository with a
 * weaker spec than the operator chose for it.
 */
import { z } from 'zod';
import { ServiceError } from '../errors.js';
import { hasC0Control } from '../text/safe-text.js';

/** A path relative to the service's repository root: no absolute, `..`, `.`, empty or `.git` parts. */
const rootRelative = z
  .string()
  .min(1)
  .max(1024)
  .refine(
    (path) => !path.startsWith('/') && !path.includes('\\') && !hasC0Control(path),
    'a path relative to the repository root, with / separators',
  )
  .refine(
    (path) =>
      path
        .split('/')
        .every(
          (part) => part !== '' && part !== '.' && part !== '..' && part.toLowerCase() !== '.git',
        ),
    'no empty, ".", ".." or ".git" parts',
  );

export const PROJECT_NAME = /^[a-z0-9][a-z0-9._-]{0,63}$/;

/**
 * Where the service itself reports a standing order's result (service/orders.ts): the
 * project's repository on its forge, and the name of the service's environment variable that
 * holds a token allowed to set commit statuses there. The operator's choice, never a request's.
 */
const VARIABLE = z
  .string()
  .regex(
    /^[A-Z_][A-Z0-9_]{0,127}$/,
    'the name of an environment variable of the service, such as PATCHPROOF_GITHUB_TOKEN',
  );
const httpsUrl = z
  .string()
  .url()
  .max(1024)
  .refine((u) => /^https?:\/\//.test(u), 'an http(s) URL');
const report = z.discriminatedUnion('forge', [
  z
    .object({
      forge: z.literal('github'),
      repository: z
        .string()
        .regex(/^[\w.-]+\/[\w.-]+$/, 'owner/name')
        .refine((r) => !r.split('/').some((p) => /^\.+$/.test(p)), 'owner/name'),
      token: VARIABLE,
      api: httpsUrl.optional(),
    })
    .strict(),
  z
    .object({
      forge: z.literal('gitlab'),
      project: z.string().regex(/^\d+$/, "the project's numeric id"),
      token: VARIABLE,
      api: httpsUrl,
    })
    .strict(),
]);

const project = z
  .object({
    /** The repository folder; absent when the project takes uploaded trees only. */
    repository: rootRelative.optional(),
    /** patchproof.json; its trusted tests are the operator's, also for uploads. */
    spec: rootRelative,
    /** Whether runs may use an uploaded tar (POST /v1/uploads) instead of the folder. */
    uploads: z.boolean().default(false),
    /** Where standing orders report their result (`patchproof gate --no-wait`); absent: nowhere. */
    report: report.optional(),
  })
  .strict()
  .refine(
    (p) => p.repository !== undefined || p.uploads,
    'a project needs a repository, or "uploads": true',
  );

export const projectsFileSchema = z
  .object({
    version: z.literal(1),
    projects: z.record(
      z
        .string()
        .regex(PROJECT_NAME, 'project names are lowercase letters, digits, ".", "_" and "-"'),
      project,
    ),
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
  const hint =
    projects.source === null
      ? 'the service has no projects file (patchproof-projects.json in its repository root)'
      : `known: ${[...projects.byName.keys()].slice(0, 20).join(', ') || 'none'}`;
  throw new ServiceError('ProjectNotFound', `no project "${name.slice(0, 100)}"; ${hint}`, {
    details: { project: name.slice(0, 100) },
  });
}
