/**
 * The projects file tests and benchmarks give the service: the python-calc fixture as a
 * project on its folder, also accepting uploaded trees.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export const FIXTURE_PROJECT = 'python-calc';

export const FIXTURE_PROJECTS = {
  version: 1,
  projects: {
    [FIXTURE_PROJECT]: {
      repository: 'python-calc/repo',
      spec: 'python-calc/spec/patchproof.json',
      uploads: true,
    },
  },
} as const;

/** Writes the projects file into a repository root holding a copy of test/fixtures/python-calc. */
export async function writeFixtureProjects(
  root: string,
  projects: unknown = FIXTURE_PROJECTS,
): Promise<void> {
  await writeFile(join(root, 'patchproof-projects.json'), `${JSON.stringify(projects, null, 2)}\n`);
}
