/**
 * A pass-through proxy in front of the real engine's socket, so a test can make "the
 * engine" vanish, hang, or answer differently for one runner without touching the shared
 * dockerd that other tests use. Requests and responses are forwarded unchanged (streams
 * included) unless the test sets `rewrite` for a JSON answer.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Dockerode from 'dockerode';

export interface EngineProxy {
  readonly socketPath: string;
  /** A client of the proxy. */
  readonly docker: Dockerode;
  /** `METHOD path` of every request seen. */
  readonly seen: string[];
  /** Called with each request before it is forwarded. */
  onRequest?: (method: string, url: string) => void;
  /** Replaces a JSON answer (e.g. add create Warnings, tamper with inspect). */
  rewrite?: (method: string, url: string, body: Record<string, unknown>) => Record<string, unknown>;
  /** A promise holds a request back until it settles (another process acts in between). */
  hold?: (method: string, url: string) => Promise<void> | undefined;
  /** Forwards matching requests but never answers them: the engine acted, the answer was lost. */
  swallow?: (method: string, url: string) => boolean;
  /** The engine is gone: every connection is cut and the socket closed. */
  drop(): Promise<void>;
  /** The engine hangs: new requests are accepted and never answered. */
  stall(): void;
  resume(): void;
  close(): Promise<void>;
}

const UPSTREAM = process.env['DOCKER_HOST']?.startsWith('unix://')
  ? process.env['DOCKER_HOST'].slice('unix://'.length)
  : '/var/run/docker.sock';

export async function startEngineProxy(
  socketPath = join(mkdtempSync(join(tmpdir(), 'pp-engine-')), 'docker.sock'),
): Promise<EngineProxy> {
  const sockets = new Set<Socket>();
  const upstreams = new Set<http.ClientRequest>();
  let stalled = false;
  const proxy: EngineProxy = {
    socketPath,
    docker: new Dockerode({ socketPath }),
    seen: [],
    async drop() {
      for (const request of upstreams) request.destroy();
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
    stall() {
      stalled = true;
    },
    resume() {
      stalled = false;
    },
    async close() {
      await proxy.drop().catch(() => undefined);
      rmSync(socketPath, { force: true });
    },
  };
  const server = http.createServer((req, res) => {
    const method = req.method ?? 'GET';
    const url = req.url ?? '/';
    proxy.seen.push(`${method} ${url}`);
    proxy.onRequest?.(method, url);
    if (stalled) return;
    const held = proxy.hold?.(method, url);
    if (held === undefined) forward(req, res);
    else
      void held.then(
        () => forward(req, res),
        () => res.destroy(),
      );
  });
  const forward = (req: http.IncomingMessage, res: http.ServerResponse): void => {
    const method = req.method ?? 'GET';
    const url = req.url ?? '/';
    const swallowed = proxy.swallow?.(method, url) === true;
    const upstream = http.request(
      { socketPath: UPSTREAM, method, path: url, headers: req.headers },
      (answer) => {
        if (swallowed) return void answer.resume();
        const rewrite = proxy.rewrite;
        const json = (answer.headers['content-type'] ?? '').includes('application/json');
        if (rewrite === undefined || !json) {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          // Streams (attach, wait) send their headers long before any body: pass them on now.
          res.flushHeaders();
          answer.pipe(res);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const body = Buffer.from(
            JSON.stringify(
              rewrite(
                method,
                url,
                JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>,
              ),
            ),
          );
          const headers = { ...answer.headers, 'content-length': String(body.byteLength) };
          delete headers['transfer-encoding'];
          res.writeHead(answer.statusCode ?? 502, headers);
          res.end(body);
        });
      },
    );
    upstreams.add(upstream);
    upstream.on('close', () => upstreams.delete(upstream));
    upstream.on('error', () => res.destroy());
    // A client that goes away (an aborted upload) must not leave the engine waiting for the
    // rest of a request body, as it would never wait on a direct connection.
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    req.pipe(upstream);
  };
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(socketPath, resolve));
  return proxy;
}
