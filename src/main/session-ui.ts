/**
 * `patchproof session ui [--repo <dir>] [--port N]`: serves the live view of a workspace
 * (src/http/session-ui.tsx) on 127.0.0.1 until interrupted. Read-only: it never holds the
 * workspace, so the user's apply and session commands run beside it as before.
 */
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { type Answer, type Observation, watchWorkspace } from '../adapters/landing/index.js';
import { openWorkspaceState } from '../adapters/landing/index.js';
import { type SessionFeed, sessionUiApp } from '../http/session-ui.js';
import { SESSION_UI } from '../cli/commands/session.js';
import { EXIT, type Io, printError, UsageError, wireOf } from '../cli/output.js';
import { parseCommand } from '../cli/parse-command.js';

const MAX_ANSWERS = 500;

export interface SessionUi {
  readonly url: string;
  close(): Promise<void>;
}

/** Starts the view of `repo` on 127.0.0.1:`port` (0: any free port). */
export async function startSessionUi(repo: string, port = 0, pollMs = 1000): Promise<SessionUi> {
  await openWorkspaceState(repo);
  let current: Observation | null = null;
  const answers: Answer[] = [];
  const listeners = new Set<() => void>();
  const feed: SessionFeed = {
    current: () => current,
    answers: () => answers,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const watcher = watchWorkspace(
    repo,
    (observation, answer) => {
      current = observation;
      if (answer) answers.push(answer);
      if (answers.length > MAX_ANSWERS) answers.splice(0, answers.length - MAX_ANSWERS);
      for (const listener of listeners) listener();
    },
    pollMs,
  );
  let host = '';
  const app = sessionUiApp(feed, () => host);
  const server = await new Promise<ServerType>((resolve, reject) => {
    const started = serve({ fetch: app.fetch, hostname: '127.0.0.1', port }, () =>
      resolve(started),
    );
    started.on('error', reject);
  }).catch((error: NodeJS.ErrnoException) => {
    watcher.stop();
    throw new UsageError(
      `cannot listen on 127.0.0.1:${port} (${error.code ?? error.message}); pick another --port`,
      'session ui',
    );
  });
  host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: `http://${host}/`,
    async close() {
      watcher.stop();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        (server as unknown as { closeAllConnections?(): void }).closeAllConnections?.();
      });
    },
  };
}

export async function sessionUiCommand(args: string[], io: Io): Promise<number> {
  try {
    const { values } = parseCommand(args, SESSION_UI);
    const { repo, port } = values as { repo?: string; port?: string };
    const number = port === undefined ? 0 : Number(port);
    if (!Number.isInteger(number) || number < 0 || number > 65535)
      throw new UsageError('--port is a number from 0 to 65535', 'session ui');
    const ui = await startSessionUi(repo ?? '.', number);
    io.out(
      `session view of ${repo ?? '.'}: ${ui.url}  (read-only, 127.0.0.1 only; Ctrl-C stops it)`,
    );
    await new Promise<void>((resolve) => {
      process.once('SIGINT', resolve);
      process.once('SIGTERM', resolve);
    });
    await ui.close();
    return EXIT.ok;
  } catch (error) {
    const wire = wireOf(error);
    printError(io, wire, 'session ui');
    return EXIT.refused;
  }
}
