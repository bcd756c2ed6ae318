// `patchproof gate`, `review` and `approve` around a reviewer's approval: the compiled command
// in child processes against a real `patchproof serve` (gate-service.ts) on the Docker runner,
// checking exit codes and what they print. A patch refused at intake never waits; a pre-made
// --approval must be of the patch; --keys decides whose signature counts; with no reviewer
// the gate times out naming whom to ask; and approve refuses the patch's own proposer.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyReceipt } from '../../src/core/receipt/verify-receipt.js';
import { http, type ServeProcess } from '../support/serve-process.js';
import { FIXTURE_PROJECT } from '../support/projects.js';
import { requireEngine, skipDocker, suiteName } from '../docker/support.js';
import {
  cli,
  type GateJson,
  type GateTokens,
  OTHER,
  PROPOSER,
  SIGNER,
  startGateService,
} from './gate-service.js';

describe.skipIf(skipDocker)(
  suiteName('patchproof gate, review and approve against a real service'),
  () => {
    requireEngine();

    let root: string;
    let serve: ServeProcess;
    let tokens: GateTokens;
    let gateEnv: Record<string, string>;
    let patchFile: (name: string) => string;
    let close: (() => Promise<void>) | undefined;

    beforeAll(async () => {
      ({ root, serve, tokens, gateEnv, patchFile, close } = await startGateService('pp-gate-'));
    }, 240_000);
    afterAll(async () => {
      await close?.();
    });

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

    it('review lists the findings of a patch that probes the sandbox; approve accepts them by key', async () => {
      const run = await http(serve.url, 'POST', '/v1/runs', tokens.proposer, {
        project: FIXTURE_PROJECT,
      });
      const probing = (await readFile(patchFile('fix.patch'), 'utf8')).replace(
        '+    return a + b\n',
        '+    return a + b\n+    open("/proc/self/status").read()\n',
      );
      const proposal = await http(
        serve.url,
        'POST',
        `/v1/runs/${run.json.id}/proposals`,
        tokens.proposer,
        probing,
      );
      const hash = proposal.json.hash as string;
      const review = await cli(['review', hash, '--server', serve.url], {
        PATCHPROOF_TOKEN: tokens.approver,
      });
      expect(review.stdout).toContain('finding   EnvironmentProbe@calc.py:3 (/proc/self)');
      const approveWith = (keys: string) =>
        cli(
          ['approve', hash, '--run', run.json.id as string, '--server', serve.url].concat([
            '--accept-finding',
            keys,
          ]),
          { PATCHPROOF_TOKEN: tokens.approver },
        );
      const typo = await approveWith('EnvironmentProbe@calc.py:30');
      expect(typo.code, typo.stderr).toBe(2);
      expect(typo.stderr).toContain('refused: InvalidApproval');
      expect(typo.stderr).toContain('next: accept only the findings patchproof review');
      const accepted = await approveWith('EnvironmentProbe@calc.py:3');
      expect(accepted.code, accepted.stderr).toBe(0);
      expect(accepted.stdout).toContain('accepts  finding EnvironmentProbe@calc.py:3');
    }, 60_000);
  },
);
