// `patchproof gate --no-wait --github` against a real `patchproof serve` on Docker and a
// stand-in of GitHub's REST API: no CI job waits on a person. The gate leaves a standing
// order, sets a pending status and exits 4; a reviewer approves later; the service itself
// validates, publishes and sets the final status, linking the receipt at its public address.
import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyReceipt } from '../../src/core/receipt/verify-receipt.js';
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
const HEAD = 'c'.repeat(40);
// One token for the job's status and the service's: the stand-in accepts one.
const GITHUB_TOKEN = 'ghs_standin_token';
const PUBLIC = 'https://patchproof.example.org';

interface Cli {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

describe.skipIf(skipDocker)(
  suiteName('patchproof gate --no-wait: the service reports once a reviewer approves'),
  () => {
    requireEngine();
    let root: string;
    let serve: ServeProcess;
    let github: GitHubStandIn;
    let tokens: Record<'proposer' | 'approver' | 'executor' | 'publisher', string>;
    let env: Record<string, string>;

    beforeAll(async () => {
      root = await mkdtemp(join(tmpdir(), 'pp-gate-no-wait-'));
      await cp(join(repoRoot, 'test', 'fixtures', 'python-calc'), join(root, 'python-calc'), {
        recursive: true,
      });
      github = await startGitHubStandIn(REPOSITORY, GITHUB_TOKEN);
      const report = {
        forge: 'github',
        repository: REPOSITORY,
        token: 'PATCHPROOF_SERVICE_GITHUB_TOKEN',
        api: github.url,
      };
      await writeFixtureProjects(root, {
        version: 1,
        projects: {
          [FIXTURE_PROJECT]: {
            repository: 'python-calc/repo',
            spec: 'python-calc/spec/patchproof.json',
            report,
          },
        },
      });
      const serveEnv = {
        DATABASE_URL: '',
        XDG_DATA_HOME: join(root, 'xdg'),
        PATCHPROOF_SERVICE_GITHUB_TOKEN: GITHUB_TOKEN,
      };
      const data = join(root, 'data');
      tokens = {
        proposer: createTokenCli('proposer', 'ci-bot', serveEnv, data),
        approver: createTokenCli('approver', 'reviewer', serveEnv, data),
        executor: createTokenCli('executor', 'ci-executor', serveEnv, data),
        publisher: createTokenCli('publisher', 'ci-publisher', serveEnv, data),
      };
      serve = await startServe(
        ['--repos-root', root, '--data', data, '--public-url', PUBLIC],
        serveEnv,
      );
      const event = join(root, 'event.json');
      await writeFile(
        event,
        JSON.stringify({
          pull_request: { number: 9, head: { sha: HEAD }, user: { login: 'octo-cat' } },
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
        GITHUB_SHA: HEAD,
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
          [BIN, 'gate', '--server', serve.url, ...args],
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

    it('exits 4 with a pending status; after the approval the service sets success with the receipt link, and the receipt verifies', async () => {
      const patch = join(root, 'python-calc', 'patches', 'fix.patch');
      const pending = await gate([
        '--project',
        FIXTURE_PROJECT,
        '--patch',
        patch,
        '--no-wait',
        '--github',
        '--json',
      ]);
      expect(pending.code, pending.stderr).toBe(4);
      const report = JSON.parse(pending.stdout) as {
        order: string;
        run: string;
        proposal: string;
        verdict: null;
        approval: null;
      };
      expect(report).toMatchObject({ verdict: null, approval: null });
      expect(report.order).toMatch(/^ord_[0-9a-f]{20}$/);
      expect(pending.stderr).toContain(`patchproof approve ${report.proposal} --run ${report.run}`);
      expect(github.statuses).toEqual([
        expect.objectContaining({
          sha: HEAD,
          state: 'pending',
          context: `patchproof/${FIXTURE_PROJECT}`,
        }),
      ]);
      const summary = await readFile(env.GITHUB_STEP_SUMMARY as string, 'utf8');
      expect(summary).toContain(
        `A reviewer approves with: \`patchproof approve ${report.proposal}`,
      );
      // The link a reviewer follows from the CI summary: the proposal's page, behind sign-in.
      const page = `${serve.url}/ui/proposals/${report.proposal}?run=${report.run}`;
      expect(summary).toContain(`Or in the browser: ${page}`);
      const followed = await fetch(page, { redirect: 'manual' });
      expect([followed.status, followed.headers.get('location')]).toEqual([
        303,
        `/ui/sign-in?next=${encodeURIComponent(`/ui/proposals/${report.proposal}?run=${report.run}`)}`,
      ]);

      // Later, and with no CI job waiting: a reviewer approves.
      const proposal = await http(
        serve.url,
        'GET',
        `/v1/proposals/${report.proposal}`,
        tokens.approver,
      );
      const approved = await http(
        serve.url,
        'POST',
        `/v1/proposals/${report.proposal}/approvals`,
        tokens.approver,
        { run: report.run, snapshot: proposal.json.base },
      );
      expect(approved.status).toBe(201);
      const deadline = Date.now() + 240_000;
      while (github.statuses.length < 2 && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 250));
      const final = github.statuses[1];
      expect(final).toMatchObject({
        sha: HEAD,
        state: 'success',
        context: `patchproof/${FIXTURE_PROJECT}`,
        description: expect.stringMatching(
          /^PatchProof: PASS, proof grade yes \(proposal [0-9a-f]{12}\)$/,
        ),
      });
      // The status links the receipt's page (the browser checks its address there).
      const digest = (final?.target_url ?? '').slice(`${PUBLIC}/ui/receipts/`.length);
      expect(final?.target_url).toBe(`${PUBLIC}/ui/receipts/${digest}`);
      const bytes = new Uint8Array(
        await (await fetch(`${serve.url}/v1/receipts/${digest}`)).arrayBuffer(),
      );
      expect(verifyReceipt(bytes, digest)).toMatchObject({
        valid: true,
        receipt: { verdict: 'PASS', proofGrade: true },
      });
      const order = await http(serve.url, 'GET', `/v1/orders/${report.order}`, tokens.executor);
      expect(order.json).toMatchObject({ state: 'done', publisher: 'ci-publisher' });
    }, 300_000);

    it('with an approval already given, --no-wait does not leave an order: it validates and verifies in the job', async () => {
      const file = join(root, 'python-calc', 'patches', 'fix.patch');
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
      expect(
        (
          await http(
            serve.url,
            'POST',
            `/v1/proposals/${proposal.json.hash}/approvals`,
            tokens.approver,
            { run, snapshot: proposal.json.base },
          )
        ).status,
      ).toBe(201);
      const result = await gate(['--run', run, '--patch', file, '--no-wait', '--json']);
      expect(result.code, result.stderr).toBe(0);
      expect(JSON.parse(result.stdout)).toMatchObject({
        verdict: 'PASS',
        proofGrade: true,
        order: null,
      });
    }, 300_000);
  },
);
