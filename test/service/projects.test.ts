// Projects: the operator pairs each repository with its run spec; a run names a project,
// never paths. Found by review: with paths in the request, a proposer could register the
// spec's own folder (or .git, or the whole root) as a "repository" and read hidden tests,
// credentials and ignored secrets back through intake's diff of a deleted file.
import { mkdtemp, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectsFileSchema } from '../../src/core/service/projects.js';
import { loadProjects } from '../../src/service/projects.js';
import { registerRun } from '../../src/service/runs.js';
import { describeDatabase } from '../support/databases.js';
import { writeFixtureProjects } from '../support/projects.js';
import { FIXTURE, openTestService, type TestService } from '../support/service.js';

describe('the projects file', () => {
  const file = (projects: Record<string, unknown>) => ({ version: 1, projects });
  it.each([
    ['an absolute path', { repository: '/etc', spec: 'p/patchproof.json' }],
    ['a ".." part', { repository: 'p/../q', spec: 'p/patchproof.json' }],
    ['a .git part, in any case', { repository: 'p/.GIT', spec: 'p/patchproof.json' }],
    ['the root itself', { repository: '.', spec: 'p/patchproof.json' }],
    ['an unknown field', { repository: 'p', spec: 'p/patchproof.json', hidden: 'x' }],
    ['neither a repository nor uploads', { spec: 'p/patchproof.json' }],
  ])('refuses %s', (_name, project) => {
    expect(projectsFileSchema.safeParse(file({ demo: project })).success).toBe(false);
  });

  it('accepts a folder project and an uploads-only project', () => {
    expect(
      projectsFileSchema.safeParse(
        file({
          a: { repository: 'a/repo', spec: 'a/spec/patchproof.json' },
          b: { spec: 'b/patchproof.json', uploads: true },
        }),
      ).success,
    ).toBe(true);
  });

  it('no default file means no projects; a named file that is missing or invalid stops the start', async () => {
    const root = await mkdtemp(join(tmpdir(), 'pp-projects-'));
    expect((await loadProjects(root)).byName.size).toBe(0);
    await expect(loadProjects(root, join(root, 'missing.json'))).rejects.toMatchObject({
      code: 'InvalidRequest',
    });
    await writeFile(
      join(root, 'patchproof-projects.json'),
      '{"version": 1, "projects": {"a": {"repository": "a", "spec": "a/p.json"}}, "version": 1}',
    );
    await expect(loadProjects(root)).rejects.toMatchObject({ code: 'InvalidRequest' }); // duplicate key
  });
});

describeDatabase('pglite', 'registering runs of projects', () => {
  let s: TestService;
  const request = {
    principal: { tokenId: 'tok_x', role: 'approver' as const, actor: 'reviewer-1', projects: null },
    traceId: 'trace',
  };
  beforeAll(async () => {
    s = await openTestService('pglite');
  });
  afterAll(async () => {
    await s?.close();
  });
  const withProjects = async (projects: Record<string, unknown>) => {
    await writeFixtureProjects(s.root, { version: 1, projects });
    return { ...s.context, projects: await loadProjects(s.root) };
  };

  it('records the project, and its paths relative to the root; the run view shows them to the reviewer', async () => {
    const id = await s.registerRun();
    const run = await s.call('GET', `/v1/runs/${id}`, { token: s.tokens.approver });
    expect(run.json).toMatchObject({
      project: 'python-calc',
      repository: `${FIXTURE}/repo`,
      specPath: `${FIXTURE}/spec/patchproof.json`,
    });
  });

  it.each([
    ['the spec folder as the repository', `${FIXTURE}/spec`],
    ['a trusted test folder as the repository', `${FIXTURE}/spec/hidden`],
    ['a folder holding the trusted tests', FIXTURE],
  ])(
    'refuses a project with %s (RepositoryNotAllowed): trusted files would be readable as repository content',
    async (_name, repository) => {
      const context = await withProjects({
        leaky: { repository, spec: `${FIXTURE}/spec/patchproof.json` },
      });
      await expect(registerRun(context, request, { project: 'leaky' })).rejects.toMatchObject({
        code: 'RepositoryNotAllowed',
      });
    },
  );

  it('refuses a project whose repository is a symlink out of the root', async () => {
    await symlink('/etc', join(s.root, 'outside'));
    const context = await withProjects({
      out: { repository: 'outside', spec: `${FIXTURE}/spec/patchproof.json` },
    });
    await expect(registerRun(context, request, { project: 'out' })).rejects.toMatchObject({
      code: 'RepositoryNotAllowed',
    });
  });

  it('an unknown project is ProjectNotFound', async () => {
    await expect(registerRun(s.context, request, { project: 'nope' })).rejects.toMatchObject({
      code: 'ProjectNotFound',
    });
  });
});
