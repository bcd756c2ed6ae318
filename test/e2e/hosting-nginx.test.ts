// docs/hosting/nginx.conf as it is (listen address, certificate paths and upstream port
// changed for the test) in front of a real `patchproof serve`, with a self-signed certificate
// the clients trust through NODE_EXTRA_CA_CERTS: the gate works through TLS (upload, run,
// proposal, the service's refusal), a 40 MiB body reaches the service (its answer, not
// nginx's 413), and an event stream's first events arrive while the stream stays open (no
// proxy buffering). CI installs nginx (.ci/run); without it this fails there and skips elsewhere.
import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:https';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_PROJECT, writeFixtureProjects } from '../support/projects.js';
import { BIN, createTokenCli, type ServeProcess, startServe } from '../support/serve-process.js';
import { repoRoot } from '../support/shared.js';

const NGINX = '/usr/sbin/nginx';
const required = process.env.PATCHPROOF_REQUIRE_NGINX === '1';

describe.skipIf(!existsSync(NGINX) && !required)(
  'the hosting guide: patchproof serve behind nginx with TLS',
  () => {
    let root: string;
    let serve: ServeProcess;
    let nginx: ChildProcess;
    let base: string;
    let ca: Buffer;
    let tokens: Record<'proposer' | 'approver' | 'executor' | 'auditor', string>;

    beforeAll(async () => {
      expect(
        existsSync(NGINX),
        'nginx is not installed: apt-get install nginx-light (.ci/run does)',
      ).toBe(true);
      root = await mkdtemp(join(tmpdir(), 'pp-hosting-'));
      await cp(join(repoRoot, 'test', 'fixtures', 'python-calc'), join(root, 'python-calc'), {
        recursive: true,
      });
      await writeFixtureProjects(root);
      const env = { DATABASE_URL: '', XDG_DATA_HOME: join(root, 'xdg') };
      const data = join(root, 'data');
      tokens = {
        proposer: createTokenCli('proposer', 'ci', env, data),
        approver: createTokenCli('approver', 'reviewer', env, data),
        executor: createTokenCli('executor', 'ci-executor', env, data),
        auditor: createTokenCli('auditor', 'auditor', env, data),
      };
      // No workers: a queued validation stays queued, so its event stream stays open.
      serve = await startServe(['--repos-root', root, '--data', data, '--workers', '0'], env);
      const cert = join(root, 'cert.pem');
      const key = join(root, 'key.pem');
      execFileSync(
        'openssl',
        [
          'req',
          '-x509',
          '-newkey',
          'rsa:2048',
          '-nodes',
          '-keyout',
          key,
          '-out',
          cert,
          '-days',
          '1',
          '-subj',
          '/CN=localhost',
          '-addext',
          'subjectAltName=IP:127.0.0.1,DNS:localhost',
        ],
        { stdio: 'ignore' },
      );
      ca = await readFile(cert);
      const port = await freePort();
      const upstream = new URL(serve.url).port;
      const site = (await readFile(join(repoRoot, 'docs', 'hosting', 'nginx.conf'), 'utf8'))
        .replace('listen 443 ssl;', `listen 127.0.0.1:${port} ssl;`)
        .replace('/etc/ssl/patchproof/fullchain.pem', cert)
        .replace('/etc/ssl/patchproof/privkey.pem', key)
        .replace('proxy_pass http://127.0.0.1:8080;', `proxy_pass http://127.0.0.1:${upstream};`);
      const temp = join(root, 'nginx');
      await mkdir(temp, { recursive: true });
      await writeFile(join(temp, 'site.conf'), site);
      // The main file a distribution ships, reduced to what a private instance needs.
      await writeFile(
        join(temp, 'nginx.conf'),
        [
          `pid ${temp}/nginx.pid;`,
          `error_log ${temp}/error.log;`,
          'events {}',
          'http {',
          `  access_log ${temp}/access.log;`,
          `  client_body_temp_path ${temp}/body;`,
          `  proxy_temp_path ${temp}/proxy;`,
          `  include ${temp}/site.conf;`,
          '}',
          '',
        ].join('\n'),
      );
      nginx = spawn(NGINX, ['-c', join(temp, 'nginx.conf'), '-g', 'daemon off;'], {
        stdio: 'ignore',
      });
      base = `https://127.0.0.1:${port}`;
      for (let i = 0; i < 100 && (await get('/healthz').catch(() => null))?.status !== 200; i++)
        await new Promise((r) => setTimeout(r, 100));
    }, 240_000);

    afterAll(async () => {
      nginx?.kill('SIGQUIT');
      await serve?.stop();
      if (root) await rm(root, { recursive: true, force: true });
    });

    /** One HTTPS request through nginx, trusting only the test's certificate; stops reading at `until` when given. */
    function get(
      path: string,
      options: {
        method?: string;
        token?: string;
        body?: Buffer | string;
        type?: string;
        until?: RegExp;
      } = {},
    ): Promise<{ status: number; text: string; headers: Record<string, unknown> }> {
      return new Promise((resolve, reject) => {
        const req = request(
          `${base}${path}`,
          {
            method: options.method ?? 'GET',
            ca,
            headers: {
              ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
              ...(options.type ? { 'content-type': options.type } : {}),
            },
          },
          (res) => {
            let text = '';
            res.on('data', (chunk: Buffer) => {
              text += chunk.toString();
              if (options.until?.test(text)) {
                req.destroy();
                resolve({ status: res.statusCode ?? 0, text, headers: res.headers });
              }
            });
            res.on('end', () =>
              resolve({ status: res.statusCode ?? 0, text, headers: res.headers }),
            );
          },
        );
        req.on('error', reject);
        req.end(options.body);
      });
    }

    it('the gate works through TLS: upload, run and proposal reach the service, and its refusal comes back', async () => {
      const checkout = join(root, 'checkout');
      await cp(join(root, 'python-calc', 'repo'), checkout, { recursive: true });
      const patch = join(root, 'conftest.patch');
      await writeFile(
        patch,
        '*** Begin Patch\n*** Add File: conftest.py\n+import pytest\n*** End Patch\n',
      );
      const env = {
        ...process.env,
        NODE_EXTRA_CA_CERTS: join(root, 'cert.pem'),
        PATCHPROOF_PROPOSER_TOKEN: tokens.proposer,
        PATCHPROOF_EXECUTOR_TOKEN: tokens.executor,
      };
      const result = await new Promise<{ code: number; out: string }>((resolve) => {
        execFile(
          process.execPath,
          [
            BIN,
            'gate',
            '--server',
            base,
            '--project',
            FIXTURE_PROJECT,
            '--patch',
            patch,
            '--repo',
            checkout,
          ],
          { env, timeout: 120_000 },
          (error, stdout, stderr) => {
            resolve({
              code: error ? (typeof error.code === 'number' ? error.code : 1) : 0,
              out: stdout + stderr,
            });
          },
        );
      });
      expect(result.out).toMatch(/uploaded\s+sha256:/);
      expect(result.out).toContain('refused: ProtectedPath');
      expect(result.code, result.out).toBe(2);
    }, 180_000);

    it("a 40 MiB upload reaches the service (its own answer, not nginx's 413)", async () => {
      const reply = await get(`/v1/uploads?project=${FIXTURE_PROJECT}`, {
        method: 'POST',
        token: tokens.proposer,
        body: Buffer.alloc(40 * 1024 * 1024, 1),
        type: 'application/x-tar',
      });
      expect(reply.status).toBe(422);
      expect(JSON.parse(reply.text)).toMatchObject({ code: 'InvalidUpload' });
    }, 120_000);

    it('an event stream delivers its events while it stays open: nginx does not buffer it', async () => {
      const post = (path: string, token: string, body: unknown) =>
        get(path, {
          method: 'POST',
          token,
          body: typeof body === 'string' ? body : JSON.stringify(body),
          type: typeof body === 'string' ? 'text/plain' : 'application/json',
        });
      const run = JSON.parse(
        (await post('/v1/runs', tokens.proposer, { project: FIXTURE_PROJECT })).text,
      ) as { id: string };
      const proposal = JSON.parse(
        (
          await post(
            `/v1/runs/${run.id}/proposals`,
            tokens.proposer,
            await readFile(join(root, 'python-calc', 'patches', 'fix.patch'), 'utf8'),
          )
        ).text,
      ) as { hash: string; base: string };
      const approval = JSON.parse(
        (
          await post(`/v1/proposals/${proposal.hash}/approvals`, tokens.approver, {
            run: run.id,
            snapshot: proposal.base,
          })
        ).text,
      ) as { hash: string };
      const queued = JSON.parse(
        (await post(`/v1/runs/${run.id}/validations`, tokens.executor, { approval: approval.hash }))
          .text,
      ) as { id: string };
      const started = Date.now();
      const stream = await get(`/v1/validations/${queued.id}/events`, {
        token: tokens.auditor,
        until: /event: progress/,
      });
      expect(stream.status).toBe(200);
      expect(String(stream.headers['content-type'])).toContain('text/event-stream');
      expect(stream.text).toContain('"stage":"queue"');
      // The stream is still open (queued, no worker): the event came through unbuffered, at once.
      expect(Date.now() - started).toBeLessThan(10_000);
    }, 60_000);
  },
);

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}
