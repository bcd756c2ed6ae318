/**
 * Receipt serving: `GET /v1/receipts/{digest}` of a real published receipt (python-calc,
 * one validation run first) under autocannon load, against a plain node:http static server
 * serving the same bytes from a file (readFile per request, same headers). The two servers
 * run one after the other, never together; the load generator runs in a worker thread so it
 * does not share the server's event loop. Aim: PatchProof >= 0.5x the plain server's req/s.
 * Run: `node --import tsx bench/receipt-serving.ts` (uses Docker when the engine answers,
 * the trusted-local runner otherwise; the receipt's bytes are served the same either way).
 */
import autocannon from 'autocannon';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RunnerKind } from '../src/adapters/runners/pick-runner.js';
import { approvedFix, publish, queue, startBenchService, waitForAll } from './service-client.js';

const CONNECTIONS = 50;
const SECONDS = 10;
const WARMUP_SECONDS = 2;
const AIM = 0.5;

export interface LoadResult {
  readonly requestsPerSecond: number;
  readonly p99Ms: number;
  readonly p50Ms: number;
  readonly requests: number;
  readonly failures: number;
}

export interface ReceiptServingResult {
  readonly receiptBytes: number;
  readonly patchproof: LoadResult;
  readonly plain: LoadResult;
  readonly ratio: number;
}

export async function main(options: { runner?: RunnerKind } = {}): Promise<ReceiptServingResult> {
  const runner = options.runner ?? (engineAnswers() ? 'docker' : 'local');
  const bench = await startBenchService({ workers: 1, runner });
  let patchproof: LoadResult;
  let bytes: Uint8Array;
  let digest: string;
  try {
    const { run, approval } = await approvedFix(bench);
    const queued = await queue(bench, run, approval);
    const [done] = await waitForAll(bench, [queued.id]);
    if (done?.state !== 'completed')
      throw new Error(`the validation ended ${done?.state}: ${JSON.stringify(done?.error)}`);
    digest = await publish(bench, queued.id);
    // The worker's idle polling would be one more query a tenth of a second; stop it.
    await Promise.all(bench.service.workers.map((w) => w.stop()));
    const url = `${bench.service.url}/v1/receipts/${digest}`;
    const first = await fetch(url);
    bytes = new Uint8Array(await first.arrayBuffer());
    if (first.status !== 200) throw new Error(`GET ${url}: ${first.status}`);
    patchproof = await load(url);
  } finally {
    await bench.close();
  }

  const dir = mkdtempSync(join(tmpdir(), 'pp-bench-receipt-'));
  const file = join(dir, 'receipt.json');
  writeFileSync(file, bytes);
  const server = await staticServer(digest, file);
  let plain: LoadResult;
  try {
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/receipts/${digest}`;
    const check = new Uint8Array(await (await fetch(url)).arrayBuffer());
    if (Buffer.compare(check, bytes) !== 0)
      throw new Error('the static server does not serve the same bytes');
    plain = await load(url);
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    rmSync(dir, { recursive: true, force: true });
  }

  const ratio = patchproof.requestsPerSecond / plain.requestsPerSecond;
  console.log(
    `receipt serving: GET /v1/receipts/{digest}, ${bytes.length} B receipt, ${CONNECTIONS} connections, ${SECONDS} s each after ${WARMUP_SECONDS} s warmup (${runner} runner made it)`,
  );
  console.log(`  patchproof (hono, PGlite)  ${line(patchproof)}`);
  console.log(`  plain node:http readFile   ${line(plain)}`);
  console.log(
    `  ratio patchproof/plain     ${ratio.toFixed(2)}x req/s, p99 ${(patchproof.p99Ms / Math.max(plain.p99Ms, 1)).toFixed(1)}x (aim: >= ${AIM}x req/s: ${ratio >= AIM ? 'met' : 'NOT met'})`,
  );
  return { receiptBytes: bytes.length, patchproof, plain, ratio };
}

/** autocannon against `url` from a worker thread: the server keeps its event loop to itself. */
async function load(url: string): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    workers: 1,
    warmup: { connections: CONNECTIONS, duration: WARMUP_SECONDS },
  });
  const failures = result.errors + result.timeouts + result.non2xx;
  if (failures > 0)
    console.log(
      `  (${url}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx)`,
    );
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    p50Ms: result.latency.p50,
    requests: result['2xx'],
    failures,
  };
}

/** What a static file server does: read the file on every request, send it with the receipt's headers. */
function staticServer(digest: string, file: string): Promise<Server> {
  const path = `/v1/receipts/${digest}`;
  const etag = `"${digest}"`;
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== path) {
      response.writeHead(404).end();
      return;
    }
    const headers = {
      'Content-Type': 'application/json',
      ETag: etag,
      'Cache-Control': 'public, max-age=31536000, immutable',
    };
    if ((request.headers['if-none-match'] ?? '').split(/\s*,\s*/).includes(etag)) {
      response.writeHead(304, headers).end();
      return;
    }
    readFile(file).then(
      (bytes) =>
        response
          .writeHead(200, {
            ...headers,
            'Content-Length': bytes.length,
            'X-Content-Type-Options': 'nosniff',
          })
          .end(bytes),
      () => response.writeHead(500).end(),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
}

function engineAnswers(): boolean {
  try {
    execFileSync('docker', ['info'], { stdio: 'ignore', timeout: 15_000 });
    return true;
  } catch {
    return false;
  }
}

function line(r: LoadResult): string {
  return `${r.requestsPerSecond.toFixed(0).padStart(6)} req/s  p50 ${r.p50Ms.toFixed(0).padStart(3)} ms  p99 ${r.p99Ms.toFixed(0).padStart(3)} ms  (${r.requests} responses${r.failures > 0 ? `, ${r.failures} failed` : ''})`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
