// `patchproof gate`, `review` and `approve` as a CI job and a reviewer run them: the compiled
// command in child processes against a real `patchproof serve` (embedded PGlite, tokens made
// before it starts, the Docker runner), checking exit codes and what they print.
import { spawn, spawnSync } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keygen } from '../../src/core/receipt/signature.js';
import { verifyReceipt } from '../../src/core/receipt/verify-receipt.js';
import {
  BIN,
  createTokenCli,
  http,
  type ServeProcess,
  startServe,
} from '../support/serve-process.js';
import { FIXTURE_PROJECT, writeFixtureProjects } from '../support/projects.js';
import { repoRoot } from '../support/shared.js';
import { requireEngine, skipDocker, suiteName } from '../docker/support.js';

const FIXTURE = 'python-calc';
const PROPOSER = 'agent-gate';
/** The service signs with this key (serve --sign-key); another key of the same name is not trusted. */
const SIGNER = keygen('patchproof.gate-test', new Uint8Array(32).fill(3));
const OTHER = keygen('patchproof.gate-test', new Uint8Array(32).fill(4));

interface Cli {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs the bin with `args`; `onStderr` sees its stderr as it grows (the gate's progress with --json). */
function cli(
  args: readonly string[],
  env: Record<string, string>,
  onStderr?: (text: string) => void,
): Promise<Cli> {
  const child = spawn(process.execPath, [BIN, ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
    onStderr?.(stderr);
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

interface GateJson {
  verdict: string | null;
  receipt: string | null;
  proposal: string | null;
  run: string | null;
  validation: string | null;
  approval: string | null;
  phases: Array<{ name: string; state: string }>;
  error: { code: string; path?: string } | null;
}

describe.skipIf(skipDocker)(
  suiteName('patchproof gate, review and approve against a real service'),
  () => {
    requireEngine();

    let root: string;
    let serve: ServeProcess;
    let tokens: Record<'proposer' | 'approver' | 'selfApprover' | 'executor' | 'publisher', string>;
    let gateEnv: Record<string, string>;
    const patchFile = (name: string): string => join(root, FIXTURE, 'patches', name);

    beforeAll(async () => {
      root = await mkdtemp(join(tmpdir(), 'pp-gate-'));
      await cp(join(repoRoot, 'test', 'fixtures', FIXTURE), join(root, FIXTURE), {
        recursive: true,
      });
      await writeFixtureProjects(root);
      const dataDir = join(root, 'data');
      const env = { DATABASE_URL: '', XDG_DATA_HOME: join(root, 'xdg') };
      // PGlite has one writer: every token is made before serve opens the data folder.
      tokens = {
        proposer: createTokenCli('proposer', PROPOSER, env, dataDir),
        approver: createTokenCli('approver', 'reviewer-gate', env, dataDir),
        // An approver token held by the proposer's own actor: approving their own patch is SelfApproval.
        selfApprover: createTokenCli('approver', PROPOSER, env, dataDir),
        executor: createTokenCli('executor', 'ci-gate', env, dataDir),
        publisher: createTokenCli('publisher', 'publisher-gate', env, dataDir),
      };
      gateEnv = {
        PATCHPROOF_PROPOSER_TOKEN: tokens.proposer,
        PATCHPROOF_EXECUTOR_TOKEN: tokens.executor,
        PATCHPROOF_PUBLISHER_TOKEN: tokens.publisher,
      };
      await writeFile(join(root, 'service.skey'), `${SIGNER.skey}\n`, { mode: 0o600 });
      serve = await startServe(
        ['--repos-root', root, '--data', dataDir, '--sign-key', join(root, 'service.skey')],
        env,
      );
    }, 240_000);
    afterAll(async () => {
      await serve?.stop();
      if (root) await rm(root, { recursive: true, force: true });
    });

    it('--repo: uploads the tree, waits while a reviewer runs patchproof approve, and exits 0 on a receipt that verifies here', async () => {
      const checkout = join(root, 'checkout');
      await cp(join(root, FIXTURE, 'repo'), checkout, { recursive: true });
      let approving: Promise<Cli> | undefined;
      const gate = await cli(
        [
          'gate',
          '--server',
          serve.url,
          '--project',
          FIXTURE_PROJECT,
          '--repo',
          checkout,
          '--patch',
          patchFile('fix.patch'),
          '--json',
        ],
        gateEnv,
        (progress) => {
          const proposal = /proposal\s+(sha256:[0-9a-f]{64})/.exec(progress)?.[1];
          const run = /run\s+(run_[0-9a-f]{20})/.exec(progress)?.[1];
          // The reviewer acts once the gate says it waits, as a person reading the CI log would.
          if (!approving && proposal && run && progress.includes('patchproof approve')) {
            approving = cli(['approve', proposal, '--run', run, '--server', serve.url], {
              PATCHPROOF_TOKEN: tokens.approver,
            });
          }
        },
      );
      expect(approving, gate.stderr).toBeDefined();
      const approved = await (approving as Promise<Cli>);
      expect(approved.code, approved.stderr).toBe(0);
      expect(approved.stdout).toMatch(/^approved\s+sha256:[0-9a-f]{64}$/m);
      expect(gate.code, gate.stderr).toBe(0);
      expect(gate.stderr).toMatch(/uploaded\s+sha256:/);
      expect(gate.stderr).toMatch(/phase hidden: pass/);
      const result = JSON.parse(gate.stdout) as GateJson;
      expect(result).toMatchObject({ verdict: 'PASS', error: null });
      expect(result.phases.map((p) => [p.name, p.state])).toEqual([
        ['baseline', 'done'],
        ['patched', 'done'],
        ['regression', 'done'],
        ['hidden', 'done'],
      ]);
      const bytes = (await http(serve.url, 'GET', `/v1/receipts/${result.receipt}`, null)).bytes;
      const verified = verifyReceipt(bytes, result.receipt ?? undefined);
      expect(verified.valid).toBe(true);
      expect(verified.receipt).toMatchObject({ verdict: 'PASS', proofGrade: true });
      const run = await http(serve.url, 'GET', `/v1/runs/${result.run}`, tokens.executor);
      expect(run.json.repository).toMatch(/^upload:sha256:/);
    }, 300_000);

    /** `gate --repo <checkout>` with fix.patch, a reviewer approving as soon as the gate asks. */
    async function gateWithReviewer(checkout: string): Promise<Cli> {
      let approving: Promise<Cli> | undefined;
      const gate = await cli(
        [
          'gate',
          '--server',
          serve.url,
          '--project',
          FIXTURE_PROJECT,
          '--repo',
          checkout,
          '--patch',
          patchFile('fix.patch'),
          '--json',
        ],
        gateEnv,
        (progress) => {
          const proposal = /proposal\s+(sha256:[0-9a-f]{64})/.exec(progress)?.[1];
          const run = /run\s+(run_[0-9a-f]{20})/.exec(progress)?.[1];
          if (!approving && proposal && run && progress.includes('patchproof approve'))
            approving = cli(['approve', proposal, '--run', run, '--server', serve.url], {
              PATCHPROOF_TOKEN: tokens.approver,
            });
        },
      );
      expect((await (approving as Promise<Cli>)).code).toBe(0);
      return gate;
    }

    it('--repo with a checkout that adds a shadowing argparse.py: the run lists it, the PASS is not proof grade, and the gate exits 1', async () => {
      const checkout = join(root, 'checkout-shadow');
      await cp(join(root, FIXTURE, 'repo'), checkout, { recursive: true });
      // Inert on its own (it loads the real module); what it could do once woken is the attack of issue 17.
      await writeFile(
        join(checkout, 'argparse.py'),
        'import importlib.util, sys, sysconfig\nspec = importlib.util.spec_from_file_location("argparse", sysconfig.get_path("stdlib") + "/argparse.py")\nmodule = importlib.util.module_from_spec(spec)\nspec.loader.exec_module(module)\nsys.modules["argparse"] = module\n',
      );
      const gate = await gateWithReviewer(checkout);
      expect(gate.code, gate.stderr).toBe(1);
      const result = JSON.parse(gate.stdout) as GateJson & { proofGrade: boolean };
      expect(result).toMatchObject({ verdict: 'PASS', proofGrade: false, error: null });
      const run = await http(serve.url, 'GET', `/v1/runs/${result.run}`, tokens.executor);
      expect(run.json.base).toMatchObject({
        findings: [
          {
            code: 'ShadowedModule',
            path: 'argparse.py',
            detail: expect.stringContaining('stdlib'),
          },
        ],
        omitted: 0,
      });
      const bytes = (await http(serve.url, 'GET', `/v1/receipts/${result.receipt}`, null)).bytes;
      const verified = verifyReceipt(bytes, result.receipt ?? undefined);
      expect(verified.valid, JSON.stringify(verified.problems)).toBe(true);
      expect((verified.receipt as { report: { en: string } }).report.en).toContain(
        'Why not proof grade: the uploaded base carries files that decide how the tests run.',
      );
    }, 300_000);

    it('--repo with compiled Python the checkout chose (an unchecked-hash .pyc beside calc.py): listed as ProtectedPath, never proof grade', async () => {
      const checkout = join(root, 'checkout-pyc');
      await cp(join(root, FIXTURE, 'repo'), checkout, { recursive: true });
      // An unchecked-hash .pyc is loaded instead of calc.py whatever the source says: here one
      // whose add() is already fixed, so the base the reproduction runs on is not the source.
      const fixed = join(root, 'fixed-calc.py');
      await writeFile(
        fixed,
        'def add(a, b):\n    return a + b\n\n\ndef sub(a, b):\n    return a - b\n',
      );
      const compiled = spawnSync('python3', [
        '-c',
        'import py_compile, sys; py_compile.compile(sys.argv[1], cfile=sys.argv[2], invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH)',
        fixed,
        join(checkout, '__pycache__', 'calc.cpython-311.pyc'),
      ]);
      expect(compiled.status, compiled.stderr.toString()).toBe(0);
      const gate = await gateWithReviewer(checkout);
      const result = JSON.parse(gate.stdout) as GateJson & { proofGrade: boolean };
      expect(result.proofGrade).toBe(false);
      expect(gate.code, gate.stderr).toBe(1);
      const run = await http(serve.url, 'GET', `/v1/runs/${result.run}`, tokens.executor);
      expect(run.json.base).toMatchObject({
        findings: [{ code: 'ProtectedPath', path: '__pycache__/calc.cpython-311.pyc' }],
        omitted: 0,
      });
    }, 300_000);

    it('a patch touching conftest.py is refused at intake: exit 2, ProtectedPath with its path', async () => {
      const file = join(root, 'conftest.patch');
      await writeFile(
        file,
        '*** Begin Patch\n*** Add File: conftest.py\n+import pytest\n*** End Patch\n',
      );
      const gate = await cli(
        ['gate', '--server', serve.url, '--project', FIXTURE_PROJECT, '--patch', file, '--json'],
        gateEnv,
      );
      expect(gate.code, gate.stderr).toBe(2);
      const result = JSON.parse(gate.stdout) as GateJson;
      expect(result.error).toMatchObject({ code: 'ProtectedPath', path: 'conftest.py' });
      expect(result).toMatchObject({ verdict: null, proposal: null, validation: null });
      expect(gate.stderr).toContain('refused: ProtectedPath');
    }, 60_000);

    it('the no-fix patch with a pre-made --approval on its run: exit 1, a verified FAIL', async () => {
      const run = await http(serve.url, 'POST', '/v1/runs', tokens.proposer, {
        project: FIXTURE_PROJECT,
      });
      const proposal = await http(
        serve.url,
        'POST',
        `/v1/runs/${run.json.id}/proposals`,
        tokens.proposer,
        await readFile(patchFile('no-fix.patch'), 'utf8'),
      );
      const approval = await http(
        serve.url,
        'POST',
        `/v1/proposals/${proposal.json.hash}/approvals`,
        tokens.approver,
        { run: run.json.id, snapshot: proposal.json.base },
      );
      expect(approval.status).toBe(201);
      const args = [
        'gate',
        '--server',
        serve.url,
        '--run',
        run.json.id as string,
        '--patch',
        patchFile('no-fix.patch'),
      ];
      // An approval of a different patch is refused before anything runs.
      const wrong = await cli(
        [...args, '--approval', `sha256:${'0'.repeat(64)}`, '--json'],
        gateEnv,
      );
      expect(wrong.code, wrong.stderr).toBe(2);
      expect((JSON.parse(wrong.stdout) as GateJson).error?.code).toBe('ApprovalMismatch');

      const gate = await cli([...args, '--approval', approval.json.hash as string], gateEnv);
      expect(gate.code, gate.stderr).toBe(1);
      expect(gate.stdout).toMatch(/^verdict\s+FAIL \(verified here\)$/m);
      expect(gate.stdout).toContain(`proposal  ${proposal.json.hash as string}`);
      const digest = /receipt (sha256:[0-9a-f]{64})/.exec(gate.stdout)?.[1];
      const verified = verifyReceipt(
        (await http(serve.url, 'GET', `/v1/receipts/${digest}`, null)).bytes,
        digest,
      );
      expect(verified).toMatchObject({ valid: true, receipt: { verdict: 'FAIL' } });
    }, 300_000);

    it('--keys: exit 0 on a receipt signed by a trusted key; 3 when the trusted keys do not include the signer', async () => {
      expect(serve.output()).toContain('signing receipts as patchproof.gate-test+');
      const run = await http(serve.url, 'POST', '/v1/runs', tokens.proposer, {
        project: FIXTURE_PROJECT,
      });
      const proposal = await http(
        serve.url,
        'POST',
        `/v1/runs/${run.json.id}/proposals`,
        tokens.proposer,
        await readFile(patchFile('fix.patch'), 'utf8'),
      );
      const approval = await http(
        serve.url,
        'POST',
        `/v1/proposals/${proposal.json.hash}/approvals`,
        tokens.approver,
        { run: run.json.id, snapshot: proposal.json.base },
      );
      expect(approval.status).toBe(201);
      await writeFile(join(root, 'trusted.keys'), `# the service's key\n${SIGNER.vkey}\n`);
      await writeFile(join(root, 'other.keys'), `${OTHER.vkey}\n`);
      const args = [
        'gate',
        '--server',
        serve.url,
        '--run',
        run.json.id as string,
        '--patch',
        patchFile('fix.patch'),
        '--approval',
        approval.json.hash as string,
      ];

      const trusted = await cli([...args, '--keys', join(root, 'trusted.keys')], gateEnv);
      expect(trusted.code, trusted.stderr).toBe(0);
      expect(trusted.stdout).toMatch(
        /^ {2}signed by patchproof\.gate-test\+[0-9a-f]{8} \(verified here with --keys\)$/m,
      );
      // A re-run on the same approval follows the published validation; only the keys differ.
      const untrusted = await cli([...args, '--keys', join(root, 'other.keys'), '--json'], gateEnv);
      expect(untrusted.code, untrusted.stderr).toBe(3);
      const result = JSON.parse(untrusted.stdout) as GateJson;
      expect(result).toMatchObject({ verdict: null, error: { code: 'ReceiptTampered' } });
      expect(untrusted.stderr).toContain('UntrustedKey');
    }, 300_000);

    it('with --wait 2 and no reviewer: exit 3, Timeout, and the line telling whom to ask', async () => {
      const gate = await cli(
        [
          'gate',
          '--server',
          serve.url,
          '--project',
          FIXTURE_PROJECT,
          '--patch',
          patchFile('fix.patch'),
          '--wait',
          '2',
          '--json',
        ],
        gateEnv,
      );
      expect(gate.code, gate.stderr).toBe(3);
      const result = JSON.parse(gate.stdout) as GateJson;
      expect(result.error?.code).toBe('Timeout');
      expect(result).toMatchObject({ verdict: null, approval: null, validation: null });
      expect(gate.stderr).toContain(
        `ask a reviewer: patchproof approve ${result.proposal ?? ''} --run ${result.run ?? ''} --server ${serve.url}`,
      );
    }, 60_000);

    it('review prints the normalized diff and the gates; approve refuses the proposer (SelfApproval) and a non-approver token', async () => {
      const run = await http(serve.url, 'POST', '/v1/runs', tokens.proposer, {
        project: FIXTURE_PROJECT,
      });
      const proposal = await http(
        serve.url,
        'POST',
        `/v1/runs/${run.json.id}/proposals`,
        tokens.proposer,
        await readFile(patchFile('fix.patch'), 'utf8'),
      );
      const hash = proposal.json.hash as string;
      const review = await cli(['review', hash, '--server', serve.url], {
        PATCHPROOF_TOKEN: tokens.executor,
      });
      expect(review.code, review.stderr).toBe(0);
      expect(review.stdout).toContain(proposal.json.normalizedDiff as string);
      expect(review.stdout).toContain('-    return a - b\n+    return a + b');
      const gates = proposal.json.gates as Array<{ gate: string }>;
      expect(gates.length).toBeGreaterThan(0);
      for (const g of gates) expect(review.stdout).toContain(`${g.gate} passed`);
      expect(review.stdout).toContain(`base      ${proposal.json.base as string}`);
      expect(review.stdout).toContain(`proposers ${PROPOSER}`);
      const asJson = await cli(['review', hash, '--server', serve.url, '--json'], {
        PATCHPROOF_TOKEN: tokens.executor,
      });
      expect(JSON.parse(asJson.stdout)).toMatchObject({
        hash,
        base: proposal.json.base,
        result: proposal.json.result,
      });

      const self = await cli(
        ['approve', hash, '--run', run.json.id as string, '--server', serve.url, '--json'],
        { PATCHPROOF_TOKEN: tokens.selfApprover },
      );
      expect(self.code, self.stderr).toBe(2);
      expect((JSON.parse(self.stdout) as { error: { code: string } }).error.code).toBe(
        'SelfApproval',
      );
      expect(self.stderr).toContain('next: a different reviewer must approve');
      const proposerToken = await cli(
        ['approve', hash, '--run', run.json.id as string, '--server', serve.url],
        { PATCHPROOF_TOKEN: tokens.proposer },
      );
      expect(proposerToken.code, proposerToken.stderr).toBe(2);
      expect(proposerToken.stderr).toContain('refused: RoleNotAllowed');
      // Nothing was approved by either.
      expect(
        (
          await http(
            serve.url,
            'GET',
            `/v1/runs/${run.json.id}/approvals?proposal=${hash}`,
            tokens.executor,
          )
        ).json,
      ).toEqual({ approvals: [] });
    }, 60_000);
  },
);
