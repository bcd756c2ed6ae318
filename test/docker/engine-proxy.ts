/**
 * A pass-through proxy in front of the real engine's socket, so a test can make "the
 * engine" vanish, hang, or answer differently for one runner without touching the shared
 * dockerd that other tests use. Requests and responses are forwarded unchanged (streams
 * and hijacked attaches included) unless the test sets `rewrite` for a JSON answer.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { type Socket, connect } from 'node:net';
import type { Duplex } from 'node:stream';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Dockerode from 'dockerode';

export interface EngineProxy {
  readonly socketPath: string;
  /** A client of the proxy. */
  readonly docker: Dockerode;
  /** `METHOD path` of every request seen. */
  readonly seen: string[];
  /** Each upgraded (hijacked) request: its path and the bytes the client sent before the upgrade. */
  readonly upgrades: { url: string; early: Buffer }[];
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
  const upstreams = new Set<http.ClientRequest | Socket>();
  let stalled = false;
  const proxy: EngineProxy = {
    socketPath,
    docker: new Dockerode({ socketPath }),
    seen: [],
    upgrades: [],
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
  // A hijacked attach (stdin) upgrades its connection: from then on bytes flow both ways raw.
  const tunnel = (req: http.IncomingMessage, client: Duplex, head: Buffer): void => {
    // Nothing reads the client's bytes until the upstream is connected: keep them, do not drop.
    client.pause();
    const upstream = connect(UPSTREAM, () => {
      const lines = [`${req.method ?? 'GET'} ${req.url ?? '/'} HTTP/${req.httpVersion}`];
      for (let i = 0; i < req.rawHeaders.length; i += 2)
        lines.push(`${req.rawHeaders[i] ?? ''}: ${req.rawHeaders[i + 1] ?? ''}`);
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.byteLength > 0) upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    upstreams.add(upstream);
    upstream.on('close', () => {
      upstreams.delete(upstream);
      client.destroy();
    });
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
    client.on('close', () => upstream.destroy());
  };
  server.on('upgrade', (req: http.IncomingMessage, client: Duplex, head: Buffer) => {
    const method = req.method ?? 'GET';
    const url = req.url ?? '/';
    proxy.seen.push(`${method} ${url}`);
    proxy.upgrades.push({ url, early: Buffer.from(head) });
    proxy.onRequest?.(method, url);
    if (stalled) return;
    const held = proxy.hold?.(method, url);
    if (held === undefined) tunnel(req, client, head);
    else
      void held.then(
        () => tunnel(req, client, head),
        () => client.destroy(),
      );
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(socketPath, resolve));
  return proxy;
}
