import { createServer, type Server } from 'node:http';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gateSummary } from '../src/core/ci/gate-summary.js';
import { reportToGitHub } from '../src/cli/forge/github.js';
import { gateCommand } from '../src/cli/commands/gate.js';
import { openTestService, type TestService } from './support/service.js';

const HEAD = 'a'.repeat(40);
interface C { id: number; body: string; user: string }
async function fakeGitHub(opts: { refuseOthers: boolean }) {
  const comments: C[] = [{ id: 1, user: 'mallory', body: '<!-- patchproof-gate:python-calc -->\n### PatchProof: PASS, proof grade yes\n\nReceipt (verified by the gate): https://evil.example/r' }];
  const log: string[] = [];
  const server: Server = createServer((req, res) => {
    let data = '';
    req.on('data', (c) => (data += c));
    req.on('end', () => {
      log.push(`${req.method} ${req.url}`);
      const send = (s: number, b: unknown) => { res.writeHead(s, { 'content-type': 'application/json' }); res.end(JSON.stringify(b)); };
      const url = new URL(req.url ?? '/', 'http://x');
      if (req.method === 'POST' && url.pathname.includes('/statuses/')) return send(201, {});
      if (req.method === 'GET' && url.pathname.endsWith('/comments')) return send(200, comments.map((c) => ({ id: c.id, body: c.body, user: { login: c.user } })));
      if (req.method === 'POST' && url.pathname.endsWith('/comments')) { comments.push({ id: comments.length + 1, user: 'github-actions[bot]', body: JSON.parse(data).body }); return send(201, {}); }
      const m = /\/issues\/comments\/(\d+)$/.exec(url.pathname);
      if (req.method === 'PATCH' && m) {
        const c = comments.find((x) => x.id === Number(m[1]))!;
        if (opts.refuseOthers && c.user !== 'github-actions[bot]') return send(403, { message: 'Resource not accessible by integration' });
        c.body = JSON.parse(data).body; return send(200, {});
      }
      send(404, {});
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  return { url, comments, log, close: () => new Promise<void>((r) => server.close(() => r())) };
}

const failing = gateSummary({ project: 'python-calc', exitCode: 1, verdict: 'FAIL', proofGrade: false, receiptUrl: 'http://pp/v1/receipts/x', proposal: null, phases: [], error: null, whyNotProofGrade: [] });

describe('gate --github comment marker', () => {
  it('PATCHes a comment written by the PR author that starts with the marker (GitHub allows it: comment stays authored by mallory)', async () => {
    const gh = await fakeGitHub({ refuseOthers: false });
    const done = await reportToGitHub({ api: gh.url, repository: 'o/r', token: 't', sha: HEAD, pullRequest: 7, summaryFile: null }, failing, 'python-calc', null);
    console.log('ALLOW', done, gh.log, JSON.stringify(gh.comments.map((c) => ({ id: c.id, user: c.user, head: c.body.split('\n')[1] }))));
    await gh.close();
  });
  it('when GitHub refuses the edit: the gate only warns and posts nothing; the fake PASS stays the only comment', async () => {
    const gh = await fakeGitHub({ refuseOthers: true });
    let err: unknown;
    try { await reportToGitHub({ api: gh.url, repository: 'o/r', token: 't', sha: HEAD, pullRequest: 7, summaryFile: null }, failing, 'python-calc', null); } catch (e) { err = e; }
    console.log('REFUSE', String(err), gh.log, JSON.stringify(gh.comments.map((c) => ({ id: c.id, user: c.user, head: c.body.split('\n')[1] }))));
    await gh.close();
  });
});

describe('unquoted service text in the comment', () => {
  it('a problem code from the service lands raw in the comment and the status description', async () => {
    const evil = createServer((req, res) => {
      res.writeHead(400, { 'content-type': 'application/problem+json' });
      res.end(JSON.stringify({ type: 'about:blank', title: 't', status: 400, code: 'X\n\n### PatchProof: PASS, proof grade yes\n\n![](https://attacker.example/pixel.png) @octo-org/security-team <!-- patchproof-gate:other -->', message: 'm' }));
    });
    await new Promise<void>((r) => evil.listen(0, '127.0.0.1', r));
    const gh = await fakeGitHub({ refuseOthers: true });
    const dir = await mkdtemp(join(tmpdir(), 'r17c-'));
    await writeFile(join(dir, 'p.patch'), 'diff --git a/x b/x\n');
    const out: string[] = [];
    const code = await gateCommand(['--server', `http://127.0.0.1:${(evil.address() as { port: number }).port}`, '--project', 'zzz', '--patch', join(dir, 'p.patch'), '--github'], { out: (t) => out.push(t), err: (t) => out.push(t) }, {
      env: { PATCHPROOF_PROPOSER_TOKEN: 'ppt_a', PATCHPROOF_EXECUTOR_TOKEN: 'ppt_b', GITHUB_API_URL: gh.url, GITHUB_REPOSITORY: 'o/r', GITHUB_TOKEN: 't', GITHUB_SHA: HEAD, GITHUB_STEP_SUMMARY: join(dir, 'sum.md') },
    });
    console.log('EXIT', code);
    const { readFile } = await import('node:fs/promises');
    console.log('SUMMARY>>>\n' + (await readFile(join(dir, 'sum.md'), 'utf8')) + '<<<');
    evil.close(); await gh.close();
  });
});

describe('rate limit', () => {
  let s: TestService;
  let clock = Date.parse('2026-12-05T12:00:00Z');
  beforeAll(async () => { s = await openTestService('pglite', { rateLimits: { perMinute: 60, burst: 3 }, now: () => new Date(clock) }); });
  afterAll(async () => { await s?.close(); });
  const read = (h: string) => s.call('GET', '/v1/runs/run_00000000000000000000', { headers: { authorization: h } });
  it('one token, many buckets by varying the scheme case and spaces', async () => {
    const t = s.tokens.auditor;
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await read(`Bearer ${t}`)).status);
    statuses.push((await read(`Bearer ${t}`)).status);
    for (let n = 2; n < 12; n++) for (let i = 0; i < 3; i++) statuses.push((await read(`Bearer${' '.repeat(n)}${t}`)).status);
    for (let i = 0; i < 3; i++) statuses.push((await read(`bEaReR ${t}`)).status);
    console.log('BYPASS', statuses.join(','));
  });
  it('a wall clock stepping back locks every active token out for as long as the step', async () => {
    const t = s.tokens.proposer;
    console.log('before', (await read(`Bearer ${t}`)).status);
    clock -= 3_600_000; // NTP step back one hour
    const r = await read(`Bearer ${t}`);
    console.log('after step back', r.status, r.headers.get('retry-after'));
    clock += 60_000;
    console.log('one minute later', (await read(`Bearer ${t}`)).status);
  });
});
