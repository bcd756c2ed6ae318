/**
 * The installed command as users run it: `patchproof serve` in a child process (the real
 * bin, compiled), tokens made with `patchproof token create`, and a small HTTP client for
 * the flow. For end-to-end tests; in-process tests use test/support/service.ts.
 */
import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Role } from '../../src/core/service/roles.js';
import { repoRoot } from './shared.js';

export const BIN = join(repoRoot, 'bin', 'patchproof.js');

export interface ServeProcess {
  readonly url: string;
  readonly child: ChildProcess;
  readonly pid: number;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
  /** Sends `signal` and resolves to the exit code (null if killed by a signal). */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Starts `patchproof serve --port 0 …args` and resolves once it prints where it listens. */
export function startServe(
  args: readonly string[],
  env: Record<string, string | undefined>,
): Promise<ServeProcess> {
  // A one-second hidden pace (phase-tracker.ts): the held end runs in every served test.
  const serve = [BIN, 'serve', '--port', '0', '--hidden-pace', '1', ...args];
  const child = spawn(process.execPath, serve, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`patchproof serve did not start within 90 s:\n${text}`));
    }, 90_000);
    const onData = (chunk: Buffer): void => {
      text += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(text);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({
          url: match[1],
          child,
          pid: child.pid as number,
          output: () => text,
          stop: (signal = 'SIGTERM') => {
            if (child.exitCode === null && child.signalCode === null) child.kill(signal);
            return exited;
          },
        });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`patchproof serve exited (${code}) before listening:\n${text}`));
    });
  });
}

/**
 * `patchproof token create` as the operator runs it; resolves to the token text. `projects`:
 * the projects it reaches (default: all, `--all-projects`).
 */
export function createTokenCli(
  role: Role,
  actor: string,
  env: Record<string, string | undefined>,
  dataDir?: string,
  projects?: readonly string[],
): string {
  const scope = projects === undefined ? ['--all-projects'] : ['--project', projects.join(',')];
  const out = execFileSync(
    process.execPath,
    [
      BIN,
      'token',
      'create',
      '--role',
      role,
      '--actor',
      actor,
      ...scope,
      '--json',
      ...(dataDir ? ['--data', dataDir] : []),
    ],
    {
      env: { ...process.env, ...env },
      encoding: 'utf8',
      timeout: 60_000,
    },
  );
  return (JSON.parse(out) as { token: string }).token;
}

export interface HttpReply {
  readonly status: number;
  readonly headers: Headers;
  readonly bytes: Uint8Array;
  readonly json: Record<string, unknown> & { code?: string };
}

/** One request to `url`; JSON bodies as objects, patches as strings (text/plain). */
export async function http(
  url: string,
  method: string,
  path: string,
  token: string | null,
  body?: unknown,
): Promise<HttpReply> {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  let payload: string | undefined;
  if (typeof body === 'string') {
    headers['content-type'] = 'text/plain';
    payload = body;
  } else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const response = await fetch(`${url}${path}`, {
    method,
    headers,
    ...(payload !== undefined ? { body: payload } : {}),
  });
  const bytes = new Uint8Array(await response.arrayBuffer());
  let json: HttpReply['json'];
  try {
    json = JSON.parse(new TextDecoder().decode(bytes)) as HttpReply['json'];
  } catch {
    json = {};
  }
  return { status: response.status, headers: response.headers, bytes, json };
}

/** Polls a validation until `done` says so; its last state. */
export async function waitForValidation(
  url: string,
  token: string,
  id: string,
  done: (v: Record<string, unknown>) => boolean,
  ms = 120_000,
): Promise<Record<string, unknown>> {
  const end = Date.now() + ms;
  for (;;) {
    const reply = await http(url, 'GET', `/v1/validations/${id}`, token);
    if (reply.status === 200 && done(reply.json)) return reply.json;
    if (Date.now() > end)
      throw new Error(
        `validation ${id} did not get there in ${ms} ms; last: ${JSON.stringify(reply.json)}`,
      );
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Runner containers (any state) owned by process `pid`, by the runner's owner label. */
export function containersOf(pid: number): string[] {
  const out = execFileSync(
    'docker',
    [
      'ps',
      '-a',
      '--filter',
      'label=org.patchproof.role=runner',
      '--format',
      '{{.ID}} {{.Label "org.patchproof.owner"}}',
    ],
    { encoding: 'utf8' },
  );
  return out
    .split('\n')
    .filter((line) => line.split(' ')[3] === String(pid))
    .map((line) => line.split(' ')[0] as string);
}

/**
 * Runs `during` while counting, every `everyMs`, the runs (by run label; a run is its holder
 * and its own container) that have running runner containers owned by process `pid`; its
 * result and the most runs seen at once.
 */
export async function peakRuns<T>(
  pid: number,
  during: () => Promise<T>,
  everyMs = 250,
): Promise<{ result: T; peak: number }> {
  let peak = 0;
  let sampling: Promise<void> | undefined;
  const sample = (): Promise<void> =>
    (sampling ??= promisify(execFile)(
      'docker',
      [
        'ps',
        '--filter',
        'label=org.patchproof.role=runner',
        '--format',
        '{{.Label "org.patchproof.run"}} {{.Label "org.patchproof.owner"}}',
      ],
      { encoding: 'utf8' },
    )
      .then(({ stdout }) => {
        const runs = new Set(
          stdout
            .split('\n')
            .filter((line) => line.split(' ')[3] === String(pid))
            .map((line) => line.split(' ')[0]),
        );
        peak = Math.max(peak, runs.size);
      })
      .catch(() => undefined)
      .finally(() => (sampling = undefined)));
  const timer = setInterval(() => void sample(), everyMs);
  try {
    const result = await during();
    return { result, peak };
  } finally {
    clearInterval(timer);
    await sampling;
  }
}
