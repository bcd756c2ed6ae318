// `patchproof gate --repo` as a CI job runs it, with a reviewer running `patchproof approve`
// once the gate asks: the compiled command in child processes against a real `patchproof
// serve` (gate-service.ts) on the Docker runner. The checkout is uploaded as the run's base;
// one that adds files deciding how the tests run is listed and never proof grade.
import { spawnSync } from 'node:child_process';
import { cp, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyReceipt } from '../../src/core/receipt/verify-receipt.js';
import { http, type ServeProcess } from '../support/serve-process.js';
import { FIXTURE_PROJECT } from '../support/projects.js';
import { requireEngine, skipDocker, suiteName } from '../docker/support.js';
import {
  cli,
  type Cli,
  FIXTURE,
  type GateJson,
  type GateTokens,
  startGateService,
} from './gate-service.js';

describe.skipIf(skipDocker)(suiteName('patchproof gate --repo against a real service'), () => {
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
});
