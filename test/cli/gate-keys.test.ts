// `patchproof gate --keys` against an in-process service that publishes unsigned: the gate
// must not pass a receipt it cannot check the signature of (exit 3, SignatureNotFound), and
// an empty keys file is refused before anything is sent (exit 2).
import { serve, type ServerType } from '@hono/node-server';
import { writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gateCommand } from '../../src/cli/commands/gate.js';
import { keygen } from '../../src/core/receipt/signature.js';
import { startWorker, type Worker } from '../../src/service/worker.js';
import { fakeExecutor, TEST_PACE_MS } from '../support/fake-execution.js';
import { openTestService, type TestService } from '../support/service.js';

describe('gate --keys on a service that does not sign', () => {
  let s: TestService;
  let worker: Worker;
  let server: ServerType;
  let url: string;

  beforeAll(async () => {
    s = await openTestService('pglite');
    worker = startWorker(fakeExecutor(s.context).deps, { pollMs: 50, hiddenPaceMs: TEST_PACE_MS });
    server = await new Promise<ServerType>((resolve) => {
      const started = serve({ fetch: s.app.fetch, hostname: '127.0.0.1', port: 0 }, () =>
        resolve(started),
      );
    });
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }, 120_000);
  afterAll(async () => {
    await worker?.stop();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    await s?.close();
  });

  async function gate(keysText: string): Promise<{ code: number; out: string; err: string }> {
    const { run, approval } = await s.approved();
    const keys = join(s.root, `keys-${run}.txt`);
    await writeFile(keys, keysText);
    const out: string[] = [];
    const err: string[] = [];
    const env = {
      PATCHPROOF_PROPOSER_TOKEN: s.tokens.proposer,
      PATCHPROOF_EXECUTOR_TOKEN: s.tokens.executor,
      PATCHPROOF_PUBLISHER_TOKEN: s.tokens.publisher,
    };
    const args = [
      '--server',
      url,
      '--run',
      run,
      '--patch',
      join(s.root, 'python-calc', 'patches', 'fix.patch'),
      '--approval',
      approval,
      '--keys',
      keys,
      '--json',
    ];
    const code = await gateCommand(
      args,
      { out: (t) => out.push(t), err: (t) => err.push(t) },
      { env, intervalMs: 50 },
    );
    return { code, out: out.join('\n'), err: err.join('\n') };
  }

  it('an unsigned receipt is exit 3 with SignatureNotFound, never 0', async () => {
    const result = await gate(`${keygen('patchproof.test').vkey}\n`);
    expect(result.code, result.err).toBe(3);
    expect(JSON.parse(result.out)).toMatchObject({
      verdict: null,
      error: { code: 'SignatureNotFound' },
    });
    expect(result.err).toContain('--sign-key');
  }, 60_000);

  it('a keys file with no keys is refused before anything runs (exit 2)', async () => {
    const result = await gate('# nothing trusted yet\n');
    expect(result.code, result.err).toBe(2);
    expect(JSON.parse(result.out)).toMatchObject({
      validation: null,
      error: { code: 'UsageError' },
    });
  }, 60_000);
});
