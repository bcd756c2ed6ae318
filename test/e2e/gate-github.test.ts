// `patchproof gate --github` against a real `patchproof serve` on Docker and a local stand-in
// of GitHub's REST API (test/support/github-stand-in.ts, which cites the endpoints it
// implements): the step summary holds the phase table and the why-lines, the commit status
// links the receipt, and the pull request gets one comment that later runs update.
import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireEngine, skipDocker, suiteName } from '../docker/support.js';
import { type GitHubStandIn, startGitHubStandIn } from '../support/github-stand-in.js';
import { FIXTURE_PROJECT, writeFixtureProjects } from '../support/projects.js';
import {
  BIN,
  createTokenCli,
  http,
  type ServeProcess,
  startServe,
} from '../support/serve-process.js';
import { repoRoot } from '../support/shared.js';

const REPOSITORY = 'octo-org/calculator';
const HEAD = 'a'.repeat(40);
const GITHUB_TOKEN = 'ghs_standin_token';

interface Cli {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

describe.skipIf(skipDocker)(
  suiteName('patchproof gate --github, against a stand-in of GitHub'),
  () => {
    requireEngine();
    let root: string;
    let serve: ServeProcess;
    let github: GitHubStandIn;
    let tokens: Record<'proposer' | 'approver' | 'executor' | 'publisher', string>;
    let env: Record<string, string>;

    beforeAll(async () => {
      root = await mkdtemp(join(tmpdir(), 'pp-gate-github-'));
      await cp(join(repoRoot, 'test', 'fixtures', 'python-calc'), join(root, 'python-calc'), {
        recursive: true,
      });
      await writeFixtureProjects(root);
      const serveEnv = { DATABASE_URL: '', XDG_DATA_HOME: join(root, 'xdg') };
      const data = join(root, 'data');
      tokens = {
        proposer: createTokenCli('proposer', 'ci-bot', serveEnv, data),
        approver: createTokenCli('approver', 'reviewer', serveEnv, data),
        executor: createTokenCli('executor', 'ci-executor', serveEnv, data),
        publisher: createTokenCli('publisher', 'ci-publisher', serveEnv, data),
      };
      serve = await startServe(['--repos-root', root, '--data', data], serveEnv);
      github = await startGitHubStandIn(REPOSITORY, GITHUB_TOKEN);
      const event = join(root, 'event.json');
      await writeFile(
        event,
        JSON.stringify({
          pull_request: { number: 7, head: { sha: HEAD }, user: { login: 'octo-cat' } },
        }),
      );
      env = {
        PATCHPROOF_PROPOSER_TOKEN: tokens.proposer,
        PATCHPROOF_EXECUTOR_TOKEN: tokens.executor,
        PATCHPROOF_PUBLISHER_TOKEN: tokens.publisher,
        GITHUB_API_URL: github.url,
        GITHUB_REPOSITORY: REPOSITORY,
        GITHUB_TOKEN,
        GITHUB_EVENT_PATH: event,
        GITHUB_SHA: 'b'.repeat(40),
        GITHUB_STEP_SUMMARY: join(root, 'step-summary.md'),
      };
    }, 240_000);

    afterAll(async () => {
      await serve?.stop();
      await github?.close();
      if (root) await rm(root, { recursive: true, force: true });
    });

    function gate(args: string[]): Promise<Cli> {
      return new Promise((resolve) => {
        execFile(
          process.execPath,
          [BIN, 'gate', '--server', serve.url, ...args, '--github'],
          { env: { ...process.env, ...env }, timeout: 300_000 },
          (error, stdout, stderr) => {
            resolve({
              code: error ? (typeof error.code === 'number' ? error.code : 1) : 0,
              stdout,
              stderr,
            });
          },
        );
      });
    }

    /** A run with `patch` proposed and approved by the reviewer: what the gate then checks with --run and --approval. */
    async function approvedRun(
      patch: string,
    ): Promise<{ run: string; approval: string; file: string }> {
      const file = join(root, 'python-calc', 'patches', patch);
      const run = (
        await http(serve.url, 'POST', '/v1/runs', tokens.proposer, { project: FIXTURE_PROJECT })
      ).json.id as string;
      const proposal = await http(
        serve.url,
        'POST',
        `/v1/runs/${run}/proposals`,
        tokens.proposer,
        await readFile(file, 'utf8'),
      );
      const approval = await http(
        serve.url,
        'POST',
        `/v1/proposals/${proposal.json.hash}/approvals`,
        tokens.approver,
        { run, snapshot: proposal.json.base },
      );
      expect(approval.status).toBe(201);
      return { run, approval: approval.json.hash as string, file };
    }

    it('a verified PASS: a success status linking the receipt on the head commit, the summary, and one comment', async () => {
      const { run, approval, file } = await approvedRun('fix.patch');
      const result = await gate(['--run', run, '--patch', file, '--approval', approval]);
      expect(result.code, result.stderr).toBe(0);
      const receipt = /receipt (sha256:[0-9a-f]{64})/.exec(result.stdout)?.[1];
      expect(github.statuses).toEqual([
        {
          sha: HEAD,
          state: 'success',
          context: `patchproof/${FIXTURE_PROJECT}`,
          target_url: `${serve.url}/v1/receipts/${receipt}`,
          description: 'PatchProof: PASS, proof grade yes',
        },
      ]);
      const summary = await readFile(env.GITHUB_STEP_SUMMARY as string, 'utf8');
      expect(summary).toContain('### PatchProof: PASS, proof grade yes');
      expect(summary).toMatch(/\| hidden \| pass \| 2 \/ 2 \| {2}\|/);
      expect(github.comments).toHaveLength(1);
      expect(github.comments[0]?.body).toBe(summary);
      expect(result.stderr).toContain('github    posted the comment on pull request #7');
    }, 300_000);

    it('a verified FAIL on the same pull request: a failure status, the why-lines, and the same comment updated', async () => {
      // Found by review: the pull request's author writes the marker and a fake PASS in a comment of theirs.
      const fake = `<!-- patchproof-gate:${FIXTURE_PROJECT} -->\n### PatchProof: PASS, proof grade yes\n`;
      github.comments.unshift({
        id: 1,
        body: fake,
        issue: 7,
        user: { login: 'mallory', type: 'User' },
      });
      const { run, approval, file } = await approvedRun('no-fix.patch');
      const result = await gate(['--run', run, '--patch', file, '--approval', approval]);
      expect(result.code, result.stderr).toBe(1);
      expect(github.statuses.map((s) => s.state)).toEqual(['success', 'failure']);
      // The gate's own comment is updated; mallory's is neither edited nor taken for the gate's.
      expect(github.comments.map((c) => c.user.login)).toEqual(['mallory', 'github-actions[bot]']);
      expect(github.comments[0]?.body).toBe(fake);
      const body = github.comments[1]?.body ?? '';
      expect(body).toContain('### PatchProof: FAIL, proof grade no');
      expect(body).toMatch(/- patched: \*\*\w+\*\* `/);
      expect(result.stderr).toContain('github    updated the comment on pull request #7');
      expect(github.calls.filter((c) => c.startsWith('PATCH '))).toHaveLength(1);
    }, 300_000);

    it('a refusal at intake still reports: an error status and the code, no receipt link', async () => {
      const file = join(root, 'conftest.patch');
      await writeFile(
        file,
        '*** Begin Patch\n*** Add File: conftest.py\n+import pytest\n*** End Patch\n',
      );
      const result = await gate(['--project', FIXTURE_PROJECT, '--patch', file]);
      expect(result.code, result.stderr).toBe(2);
      const last = github.statuses.at(-1);
      expect(last).toEqual({
        sha: HEAD,
        state: 'error',
        context: `patchproof/${FIXTURE_PROJECT}`,
        description: 'PatchProof refused the patch: ProtectedPath',
      });
      expect(github.comments[1]?.body).toContain('**ProtectedPath**');
    }, 120_000);

    it('without GITHUB_TOKEN the gate refuses at once, before anything is sent to the service', async () => {
      const saved = env.GITHUB_TOKEN;
      delete env.GITHUB_TOKEN;
      try {
        const result = await gate([
          '--project',
          FIXTURE_PROJECT,
          '--patch',
          join(root, 'python-calc', 'patches', 'fix.patch'),
        ]);
        expect(result.code).toBe(2);
        expect(result.stderr).toContain('--github needs GITHUB_TOKEN');
      } finally {
        env.GITHUB_TOKEN = saved as string;
      }
    }, 60_000);
  },
);
