/** What the forge stand-ins share: a JSON body read, and a server listening on a free local port. */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

/** The request's JSON body, or undefined when it is not JSON. */
export async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}

/** Serves `handle` on 127.0.0.1; its base URL and how to stop it. */
export async function listen(
  handle: (req: IncomingMessage, send: (status: number, body: unknown) => void) => Promise<void>,
): Promise<{ port: number; close(): Promise<void> }> {
  const server = createServer((req, res: ServerResponse) => {
    const send = (status: number, body: unknown): void => {
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(body));
    };
    void handle(req, send);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { port, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
