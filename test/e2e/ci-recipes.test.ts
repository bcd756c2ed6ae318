// The CI recipes of docs/ci/ replayed line by line as GitHub Actions and GitLab CI would run
// them, against a real `patchproof serve` on Docker and the real release tarball
// (scripts/release.sh) served over local HTTP. A hostile merge request (a package.json with
// install scripts, an .npmrc that loads code into every node, a fake
// node_modules/.bin/patchproof and node_modules/patchproof) gets the real gate's answer
// (its patch touches protected files: refused at intake) and none of its code runs, so no
// token is written anywhere; an honest pull request gets a verified PASS with proof grade.
import { execFile, execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireEngine, skipDocker, suiteName } from '../docker/support.js';
import { tempGitRepo, type TempRepo } from '../support/git-repo.js';
import { type GitHubStandIn, startGitHubStandIn } from '../support/github-stand-in.js';
import { type GitLabStandIn, startGitLabStandIn } from '../support/gitlab-stand-in.js';
import { writeFixtureProjects } from '../support/projects.js';
import { createTokenCli, http, type ServeProcess, startServe } from '../support/serve-process.js';
import { repoRoot } from '../support/shared.js';

const jsYaml = createRequire(import.meta.url)('js-yaml') as { load(text: string): unknown };
const TOKENS = [
  'PATCHPROOF_PROPOSER_TOKEN',
  'PATCHPROOF_EXECUTOR_TOKEN',
  'PATCHPROOF_PUBLISHER_TOKEN',
] as const;

interface Step {
  readonly run?: string;
  readonly uses?: string;
  readonly env?: Record<string, string>;
}
interface Replay {
  readonly code: number;
  readonly output: string;
}

describe.skipIf(skipDocker)(
  suiteName('CI recipes replayed against hostile and honest merge requests'),
  () => {
    requireEngine();
    let root: string;
    let serve: ServeProcess;
    let files: Server;
    let releaseUrl: string;
    let sha256: string;
    let secrets: Record<string, string>;
    let approver: string;
    let github: GitHubStandIn;
    let gitlab: GitLabStandIn;
    const HEAD_SHA = 'c'.repeat(40);

    beforeAll(async () => {
      root = await mkdtemp(join(tmpdir(), 'pp-recipes-'));
      const release = join(root, 'release');
      execFileSync('bash', [join(repoRoot, 'scripts', 'release.sh'), release], {
        cwd: repoRoot,
        stdio: 'ignore',
        timeout: 300_000,
      });
      const tarball = (await readdir(release)).find((name) => name.endsWith('.tgz')) as string;
      const bytes = await readFile(join(release, tarball));
      sha256 = createHash('sha256').update(bytes).digest('hex');
      files = createServer((_req, res) => res.end(bytes));
      await new Promise<void>((resolve) => files.listen(0, '127.0.0.1', resolve));
      releaseUrl = `http://127.0.0.1:${(files.address() as { port: number }).port}/${tarball}`;

      await cp(join(repoRoot, 'test', 'fixtures', 'python-calc'), join(root, 'python-calc'), {
        recursive: true,
      });
      await writeFixtureProjects(root, {
        version: 1,
        projects: {
          'my-project': {
            repository: 'python-calc/repo',
            spec: 'python-calc/spec/patchproof.json',
            uploads: true,
          },
        },
      });
      const env = { DATABASE_URL: '', XDG_DATA_HOME: join(root, 'xdg') };
      const data = join(root, 'data');
      secrets = {
        PATCHPROOF_PROPOSER_TOKEN: createTokenCli('proposer', 'ci-proposer', env, data, [
          'my-project',
        ]),
        PATCHPROOF_EXECUTOR_TOKEN: createTokenCli('executor', 'ci-executor', env, data, [
          'my-project',
        ]),
        PATCHPROOF_PUBLISHER_TOKEN: createTokenCli('publisher', 'ci-publisher', env, data, [
          'my-project',
        ]),
      };
      approver = createTokenCli('approver', 'reviewer', env, data, ['my-project']);
      serve = await startServe(['--repos-root', root, '--data', data], env);
      github = await startGitHubStandIn('octo-org/victim', 'ghs_job_token');
      gitlab = await startGitLabStandIn('42', 'glpat-job', 'project_42_bot');
      await writeFile(
        join(root, 'event.json'),
        JSON.stringify({
          pull_request: { number: 12, head: { sha: HEAD_SHA }, user: { login: 'octo-cat' } },
        }),
      );
    }, 600_000);

    afterAll(async () => {
      await serve?.stop();
      await new Promise((resolve) => files?.close(resolve));
      await github?.close();
      await gitlab?.close();
      if (root) await rm(root, { recursive: true, force: true });
    });

    /** A repository at the fixture's base on main, and a pull request branch with `change` committed at HEAD. */
    async function pullRequest(change: (repo: TempRepo) => void): Promise<TempRepo> {
      const base = join(root, 'python-calc', 'repo');
      const repo = tempGitRepo({
        'calc.py': await readFile(join(base, 'calc.py'), 'utf8'),
        'tests/test_calc.py': await readFile(join(base, 'tests', 'test_calc.py'), 'utf8'),
      });
      repo.git('branch', '-M', 'main');
      repo.git('update-ref', 'refs/remotes/origin/main', repo.git('rev-parse', 'HEAD').trim());
      repo.git('checkout', '-q', '-b', 'pull-request');
      change(repo);
      repo.git('add', '-A', '--force');
      repo.git('commit', '-qm', 'the change');
      return repo;
    }

    /** Code the hostile request carries: anything that runs writes its environment (tokens included) here. */
    function hostile(repo: TempRepo, leaks: string): void {
      const leak = `require('fs').writeFileSync(${JSON.stringify(join(leaks, 'node-'))} + process.pid, JSON.stringify(process.env));\n`;
      const sh = `#!/bin/sh\nenv > ${join(leaks, 'sh-')}$$\necho 'verdict   PASS (verified here)'\nexit 0\n`;
      repo.write('leak.js', leak);
      repo.write(
        'package.json',
        JSON.stringify({
          name: 'victim',
          scripts: {
            preinstall: 'node leak.js',
            postinstall: 'node leak.js',
            prepare: 'node leak.js',
            patchproof: 'node leak.js',
          },
        }),
      );
      repo.write(
        '.npmrc',
        `node-options=--require ${join(repo.dir, 'leak.js')}\nscript-shell=${join(repo.dir, 'fake.sh')}\n`,
      );
      repo.write('fake.sh', sh);
      repo.write('node_modules/.bin/patchproof', sh);
      repo.write(
        'node_modules/patchproof/package.json',
        JSON.stringify({
          name: 'patchproof',
          version: '99.0.0',
          bin: { patchproof: 'bin/patchproof.js' },
        }),
      );
      repo.write('node_modules/patchproof/bin/patchproof.js', leak);
      repo.write('calc.py', 'def add(a, b):\n    return a + b\n');
      execFileSync('chmod', [
        '+x',
        join(repo.dir, 'fake.sh'),
        join(repo.dir, 'node_modules/.bin/patchproof'),
      ]);
    }

    /** Runs `script` as a CI shell does, in `cwd`, with exactly `env` (plus PATH and a fresh HOME). */
    function shell(script: string, cwd: string, env: Record<string, string>): Promise<Replay> {
      const full = { PATH: process.env.PATH ?? '', HOME: join(root, 'home'), ...env };
      return new Promise((resolve) => {
        execFile(
          'bash',
          ['--noprofile', '--norc', '-eo', 'pipefail', '-c', script],
          { cwd, env: full, timeout: 600_000, maxBuffer: 16 * 1024 * 1024 },
          (error, stdout, stderr) => {
            resolve({
              code: error ? (typeof error.code === 'number' ? error.code : 1) : 0,
              output: `${stdout}${stderr}`,
            });
          },
        );
      });
    }

    /** GitHub Actions: each `run` step in order, with its own env (vars and secrets filled in); `uses` steps are the checkout already made. */
    async function replayGitHub(repo: TempRepo, temp: string): Promise<Replay> {
      const doc = jsYaml.load(
        await readFile(join(repoRoot, 'docs/ci/github-actions.yml'), 'utf8'),
      ) as { jobs: Record<string, { steps: Step[] }> };
      const values: Record<string, string> = {
        'github.token': 'ghs_job_token',
        'vars.PATCHPROOF_SERVER': serve.url,
        'vars.PATCHPROOF_RELEASE_URL': releaseUrl,
        'vars.PATCHPROOF_RELEASE_SHA256': sha256,
        ...Object.fromEntries(TOKENS.map((t) => [`secrets.${t}`, secrets[t] as string])),
      };
      let last: Replay = { code: 0, output: '' };
      for (const step of Object.values(doc.jobs).flatMap((job) => job.steps)) {
        if (step.run === undefined) continue;
        const env = Object.fromEntries(
          Object.entries(step.env ?? {}).map(([k, v]) => [
            k,
            v.replace(/\$\{\{\s*([\w.]+)\s*\}\}/g, (_m, name: string) => values[name] ?? ''),
          ]),
        );
        // What GitHub sets for every step of a pull_request job (the API is the stand-in).
        const runner = {
          RUNNER_TEMP: temp,
          GITHUB_EVENT_NAME: 'pull_request_target',
          GITHUB_BASE_REF: 'main',
          GITHUB_API_URL: github.url,
          GITHUB_REPOSITORY: 'octo-org/victim',
          GITHUB_SHA: 'd'.repeat(40),
          GITHUB_EVENT_PATH: join(root, 'event.json'),
          GITHUB_STEP_SUMMARY: join(temp, 'summary.md'),
        };
        last = await shell(step.run, repo.dir, { ...env, ...runner });
        if (last.code !== 0) return last;
      }
      return last;
    }

    /** GitLab CI: the script lines in one shell, every CI/CD variable in the whole job's environment. */
    async function replayGitLab(repo: TempRepo, temp: string): Promise<Replay> {
      const doc = jsYaml.load(
        await readFile(join(repoRoot, 'docs/ci/gitlab-ci.yml'), 'utf8'),
      ) as Record<string, { script: string[] }>;
      const script = (doc['patchproof-gate'] as { script: string[] }).script.join('\n');
      const gitlabApi = {
        CI_API_V4_URL: gitlab.url,
        CI_PROJECT_ID: '42',
        CI_COMMIT_SHA: HEAD_SHA,
        CI_MERGE_REQUEST_IID: '3',
        PATCHPROOF_GITLAB_TOKEN: 'glpat-job',
      };
      return shell(script, repo.dir, {
        ...secrets,
        ...gitlabApi,
        PATCHPROOF_SERVER: serve.url,
        PATCHPROOF_RELEASE_URL: releaseUrl,
        PATCHPROOF_RELEASE_SHA256: sha256,
        TMPDIR: temp,
        CI_MERGE_REQUEST_DIFF_BASE_SHA: repo.git('rev-parse', 'main').trim(),
      });
    }

    for (const [ci, replay] of [
      ['GitHub Actions', replayGitHub],
      ['GitLab CI', replayGitLab],
    ] as const) {
      it(`${ci}: a hostile merge request gets the real gate's refusal, and none of its code runs (no token reaches it)`, async () => {
        const leaks = join(root, `leaks-${ci.replace(/\W/g, '')}`);
        const temp = join(root, `temp-${ci.replace(/\W/g, '')}`);
        await mkdir(leaks, { recursive: true });
        await mkdir(temp, { recursive: true });
        const repo = await pullRequest((r) => hostile(r, leaks));
        const result = await replay(repo, temp);
        // The real gate: the service's intake refused the patch (it changes package.json, .npmrc, node_modules/).
        expect(result.output).toMatch(/refused: ProtectedPath/);
        expect(result.output).not.toMatch(/verdict\s+PASS/);
        expect(result.code, result.output).toBe(2);
        expect(await readdir(leaks)).toEqual([]);
        if (ci === 'GitHub Actions')
          expect(github.statuses.at(-1)).toMatchObject({
            sha: HEAD_SHA,
            state: 'error',
            description: 'PatchProof refused the patch: ProtectedPath',
          });
        if (ci === 'GitLab CI') {
          expect(gitlab.statuses.at(-1)).toMatchObject({
            sha: HEAD_SHA,
            state: 'failed',
            description: 'PatchProof refused the patch: ProtectedPath',
          });
          expect(await readFile(join(repo.dir, 'patchproof-junit.xml'), 'utf8')).toContain(
            'type="ProtectedPath"',
          );
        }
      }, 600_000);
    }

    it('GitHub Actions: an honest pull request, approved by a reviewer while the job waits, gets a verified PASS with proof grade', async () => {
      const temp = join(root, 'temp-honest');
      await mkdir(temp, { recursive: true });
      // fix.patch's change, as a commit: add() adds; the rest of calc.py stays.
      const fixed = (await readFile(join(root, 'python-calc', 'repo', 'calc.py'), 'utf8')).replace(
        'return a - b',
        'return a + b',
      );
      const repo = await pullRequest((r) => r.write('calc.py', fixed));
      const running = replayGitHub(repo, temp);
      // A job that ends before it is approved has failed: its output says why (the loop below
      // would otherwise poll on until the test's timeout and show nothing).
      let ended = false;
      void running.then(() => (ended = true));
      // The reviewer: finds the run the job registered and approves its proposal.
      let approved = false;
      let local: { proposal: string } | undefined;
      for (let i = 0; i < 600 && !approved && !ended; i++) {
        await new Promise((resolve) => setTimeout(resolve, 500));
        const patch = await readFile(join(temp, 'patchproof.patch'), 'utf8').catch(() => null);
        if (patch === null) continue;
        local ??= JSON.parse(
          execFileSync(
            process.execPath,
            [
              join(repoRoot, 'bin', 'patchproof.js'),
              'propose',
              '--repo',
              join(root, 'python-calc', 'repo'),
              '--patch',
              join(temp, 'patchproof.patch'),
              '--json',
            ],
            { encoding: 'utf8' },
          ),
        ) as { proposal: string };
        const proposal = await http(serve.url, 'GET', `/v1/proposals/${local.proposal}`, approver);
        if (proposal.status !== 200) continue;
        const reply = await http(
          serve.url,
          'POST',
          `/v1/proposals/${local.proposal}/approvals`,
          approver,
          { run: proposal.json.run, snapshot: proposal.json.base },
        );
        approved = reply.status === 201;
      }
      const result = await running;
      expect(result.code, result.output).toBe(0);
      expect(result.output).toMatch(/verdict\s+PASS \(verified here\)/);
      expect(result.output).toMatch(/proof grade yes/);
      // What a newcomer who copied the recipe sees on the pull request: a green status linking the receipt.
      const receipt = /receipt (sha256:[0-9a-f]{64})/.exec(result.output)?.[1];
      expect(github.statuses.at(-1)).toEqual({
        sha: HEAD_SHA,
        state: 'success',
        context: 'patchproof/my-project',
        target_url: `${serve.url}/v1/receipts/${receipt}`,
        description: 'PatchProof: PASS, proof grade yes',
      });
    }, 600_000);
  },
);
