/**
 * Project scope: a token reaches the projects it was issued for and no others. Whatever
 * belongs to a project out of reach (its runs, their proposals, approvals, validations) is
 * answered as if it did not exist, so ids and names of other projects never leak through a
 * 403 that a 404 would not give.
 */
import { ServiceError } from '../errors.js';
import { PROJECT_NAME, type Projects } from './projects.js';
import type { Principal } from './roles.js';

/** Who reads or acts: a token's holder, or the service's own worker, which reaches every project. */
export type Viewer = Principal | 'worker';

/** Whether `viewer` may see and act on `project`. */
export function reaches(viewer: Viewer, project: string): boolean {
  if (viewer === 'worker') return true;
  return viewer.projects === null || viewer.projects.includes(project);
}

/** The operator's projects as `viewer` may see them: the others are not there at all (nor in hints). */
export function projectsVisibleTo(projects: Projects, viewer: Viewer): Projects {
  return {
    source: projects.source,
    byName: new Map([...projects.byName].filter(([name]) => reaches(viewer, name))),
  };
}

/**
 * A token's project list as the operator gives it: one or more project names, deduplicated
 * and sorted. InvalidRequest for a malformed name (the names of projects files, PROJECT_NAME).
 */
export function parseProjectScope(names: readonly string[]): readonly string[] {
  if (names.length === 0) {
    throw new ServiceError(
      'InvalidRequest',
      'name at least one project the token may reach (--project <name>, repeatable), or give --all-projects',
      { details: { field: 'projects' } },
    );
  }
  for (const name of names) {
    if (!PROJECT_NAME.test(name)) {
      throw new ServiceError(
        'InvalidRequest',
        `"${name.slice(0, 100)}" is not a project name: lowercase letters, digits, ".", "_" and "-", at most 64`,
        { details: { field: 'projects' } },
      );
    }
  }
  return [...new Set(names)].sort();
}

/**
 * Refuses a token that reaches no project (tokens made before scopes existed, until the
 * operator scopes them): every authenticated route answers TokenNotScoped, which says what to run.
 */
export function assertScoped(principal: Principal): void {
  if (principal.projects !== null && principal.projects.length === 0) {
    throw new ServiceError(
      'TokenNotScoped',
      `token ${principal.tokenId} reaches no project; the operator runs patchproof token scope ${principal.tokenId} --project <name> (or --all-projects)`,
      {
        details: { token: principal.tokenId },
      },
    );
  }
}
