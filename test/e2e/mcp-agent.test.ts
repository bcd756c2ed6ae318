// An agent's whole path, end to end, with the installed command: `patchproof mcp` on stdio
// (the SDK's StdioClientTransport) proposes to a real `patchproof serve` (Docker runner) with
// a proposer token; a reviewer, an executor and a publisher act with their own tokens; the
// agent follows the proposal to a verified receipt; `patchproof apply --server` lands it.
import { execFileSync } from 'node:child_process';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSnapshot } from '../../src/adapters/repo/index.js';
import {
  BIN,
  createTokenCli,
  http,
  type ServeProcess,
  startServe,
  waitForValidation,
} from '../support/serve-process.js';
import { FIXTURE_PROJECT, writeFixtureProjects } from '../support/projects.js';
import { repoRoot } from '../support/shared.js';
import { requireEngine, skipDocker, suiteName } from '../docker/support.js';

const FIX =
  '*** Begin Patch\n*** Update File: calc.py\n@@ def add(a, b):\n-    return a - b\n+    return a + b\n*** End Patch\n';

describe.skipIf(skipDocker)(
  suiteName('an agent through patchproof mcp, against a real service'),
  () => {
    requireEngine();

    let root: string;
    let serve: ServeProcess;
    let workspace: string;
    let client: Client;
    let tokens: Record<'agent' | 'reviewer' | 'executor' | 'publisher' | 'auditor', string>;
    const env = (): Record<string, string> => ({
      DATABASE_URL: '',
      XDG_DATA_HOME: join(root, 'xdg'),
    });

    beforeAll(async () => {
      root = await mkdtemp(join(tmpdir(), 'pp-mcp-e2e-'));
      await cp(join(repoRoot, 'test/fixtures/python-calc'), join(root, 'python-calc'), {
        recursive: true,
      });
      await writeFixtureProjects(root);
      const dataDir = join(root, 'data');
      tokens = {
        agent: createTokenCli('proposer', 'coding-agent', env(), dataDir),
        reviewer: createTokenCli('approver', 'reviewer', env(), dataDir),
        executor: createTokenCli('executor', 'ci', env(), dataDir),
        publisher: createTokenCli('publisher', 'publisher', env(), dataDir),
        auditor: createTokenCli('auditor', 'auditor', env(), dataDir),
      };
      serve = await startServe(['--repos-root', root, '--data', dataDir], env());
      // The agent's own checkout, a Git work tree like any other.
      workspace = join(root, 'agent-checkout');
      await cp(join(root, 'python-calc/repo'), workspace, { recursive: true });
      execFileSync('git', ['init', '-q'], { cwd: workspace });
      const transport = new StdioClientTransport({
        command: process.execPath,
        args: [
          BIN,
          'mcp',
          '--repo',
          workspace,
          '--server',
          serve.url,
          '--project',
          FIXTURE_PROJECT,
        ],
        env: {
          ...(process.env as Record<string, string>),
          ...env(),
          PATCHPROOF_TOKEN: tokens.agent,
        },
        stderr: 'pipe',
      });
      client = new Client({ name: 'agent', version: '1' });
      await client.connect(transport);
    }, 240_000);
    afterAll(async () => {
      await client?.close();
      await serve?.stop();
      if (root) await rm(root, { recursive: true, force: true });
    });

    const call = async (name: string, args: Record<string, unknown>) =>
      (await client.callTool({ name, arguments: args })).structuredContent as Record<
        string,
        unknown
      > & { error?: { code: string } };

    it('proposes, is approved and validated by others, follows it to a verified receipt, and lands it', async () => {
      const base = (await readSnapshot(workspace)).id;
      expect(await call('apply_patch', { patch: FIX, dry_run: true })).toMatchObject({
        accepted: true,
        base,
      });
      const proposed = await call('apply_patch', { patch: FIX });
      expect(proposed).toMatchObject({ accepted: true, recorded: 'service', base });
      const { proposal, run } = proposed as { proposal: string; run: string };
      expect(proposed.next).toContain(`patchproof approve ${proposal} --run ${run}`);
      expect(await call('validation_status', { proposal })).toMatchObject({
        runs: [{ run, approved: false, validations: [] }],
      });

      // The other three authorities, each with a token of its own.
      const approval = await http(
        serve.url,
        'POST',
        `/v1/proposals/${proposal}/approvals`,
        tokens.reviewer,
        { run, snapshot: base },
      );
      expect(approval.status).toBe(201);
      const queued = await http(serve.url, 'POST', `/v1/runs/${run}/validations`, tokens.executor, {
        approval: approval.json.hash,
      });
      await waitForValidation(
        serve.url,
        tokens.executor,
        queued.json.id as string,
        (v) => v.state === 'completed',
      );
      const published = await http(
        serve.url,
        'POST',
        `/v1/validations/${queued.json.id as string}/publish`,
        tokens.publisher,
      );
      const digest = published.json.receipt as string;

      const status = await call('validation_status', { proposal });
      expect(status).toMatchObject({
        runs: [
          {
            run,
            approved: true,
            validations: [
              {
                id: queued.json.id,
                state: 'published',
                verdict: 'PASS',
                proof_grade: true,
                receipt: digest,
              },
            ],
          },
        ],
      });
      expect(await call('validation_status', { validation: queued.json.id })).toMatchObject({
        validation: { verdict: 'PASS' },
      });
      expect(await call('get_receipt', { digest })).toMatchObject({
        source: 'service',
        valid: true,
        verdict: 'PASS',
        proof_grade: true,
        proposal: { hash: proposal },
      });

      // Landing: the receipt and the proposal's diff from the service, checked here.
      const before = await readFile(join(workspace, 'calc.py'), 'utf8');
      expect(before).toContain('return a - b\n\n');
      const landed = execFileSync(
        process.execPath,
        [BIN, 'apply', '--repo', workspace, '--server', serve.url, '--receipt', digest, '--json'],
        {
          env: { ...process.env, ...env(), PATCHPROOF_TOKEN: tokens.auditor },
          encoding: 'utf8',
        },
      );
      expect(JSON.parse(landed)).toMatchObject({ applied: true, status: 'applied', proposal });
      expect((await readSnapshot(workspace)).id).toBe(proposed.result);
    }, 300_000);

    it("a cheat is refused by the agent's own apply_patch with its code; nothing reaches the service", async () => {
      const cheat = await call('apply_patch', {
        patch: '*** Begin Patch\n*** Add File: tests/conftest.py\n+import pytest\n*** End Patch\n',
      });
      expect(cheat.error?.code).toBe('ProtectedPath');
    });
  },
);
