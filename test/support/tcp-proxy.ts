/**
 * A TCP proxy between the service and PostgreSQL, so a test can take the database away
 * the way a network does: every connection cut at once (and new ones refused until
 * restore()), or one connection cut in the middle of a transaction, right after a given
 * statement reached the server. The database itself keeps running, so the test can read
 * what was (not) committed through a direct connection.
 */
import { createServer, type Server, Socket } from 'node:net';

export interface TcpProxy {
  /** The port the proxy listens on (127.0.0.1). */
  readonly port: number;
  /** Destroys every connection and refuses new ones until restore(). */
  cutAll(): void;
  /** Accepts connections again. */
  restore(): void;
  /**
   * Arms a one-shot cut: once a client sends bytes containing `marker` (ASCII), those bytes
   * are forwarded, and that connection is destroyed when it next sends anything, so the
   * server ran the marked statement and never sees the next. `how`: a TCP reset (a network
   * failure, the default) or an orderly close (the server going away, as on a restart or
   * pg_terminate_backend). Resolves when the cut happened.
   */
  cutAfterSent(marker: string, how?: 'reset' | 'close'): Promise<void>;
  /** Connections accepted so far (refused ones included). */
  readonly accepted: number;
  close(): Promise<void>;
}

/** Starts a proxy to `target` on a free port. */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const pairs = new Set<{ client: Socket; server: Socket }>();
  let refusing = false;
  let accepted = 0;
  let armed: { marker: Buffer; how: 'reset' | 'close'; fired: () => void } | null = null;

  const server: Server = createServer((client) => {
    accepted += 1;
    if (refusing) {
      // A reset, as from a host whose database is down: the driver fails fast, never waits.
      client.resetAndDestroy();
      return;
    }
    const upstream = new Socket();
    const pair = { client, server: upstream };
    pairs.add(pair);
    let markedOnThis = false;
    const drop = (): void => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    /** As a failing network or a failover does it: a reset, not an orderly close. */
    const reset = (): void => {
      pairs.delete(pair);
      client.resetAndDestroy();
      upstream.destroy();
    };
    client.on('data', (chunk: Buffer) => {
      if (markedOnThis && armed) {
        // The marked statement was answered and the client moved on: cut between the two.
        const { fired, how } = armed;
        armed = null;
        if (how === 'reset') reset();
        else drop();
        fired();
        return;
      }
      if (armed && chunk.includes(armed.marker)) markedOnThis = true;
      upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => client.write(chunk));
    client.on('error', drop);
    upstream.on('error', drop);
    client.on('close', drop);
    upstream.on('close', drop);
    upstream.connect(target.port, target.host);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  if (address === null || typeof address === 'string')
    throw new Error('the proxy has no TCP address');

  const destroyAll = (): void => {
    for (const pair of [...pairs]) {
      pairs.delete(pair);
      pair.client.resetAndDestroy();
      pair.server.destroy();
    }
  };
  return {
    port: address.port,
    get accepted() {
      return accepted;
    },
    cutAll() {
      refusing = true;
      destroyAll();
    },
    restore() {
      refusing = false;
    },
    cutAfterSent(marker, how = 'reset') {
      return new Promise<void>((resolve) => {
        armed = { marker: Buffer.from(marker, 'ascii'), how, fired: resolve };
      });
    },
    async close() {
      refusing = true;
      destroyAll();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
