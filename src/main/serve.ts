/**
 * `patchproof serve` (PROTOCOL 7, 8): the HTTP service with its queue workers. PostgreSQL
 * when DATABASE_URL is set, otherwise the embedded database in the data folder, so it runs
 * on a fresh machine with nothing installed. SIGTERM and SIGINT stop it gracefully: running
 * validations are aborted (containers removed) and put back in the queue.
 */
import { join, resolve } from 'node:path';
import type { RunnerKind } from '../adapters/runners/index.js';
import { PROJECTS_FILE } from '../service/projects.js';
import { parseSigningKey, signingKeyId } from '../core/receipt/signature.js';
import { startService } from './start-service.js';
import { EXIT, type Io, printError, UsageError, wireOf } from '../cli/output.js';
import { DATA_OPTION, defineCommand } from '../cli/command-spec.js';
import { parseCommand } from '../cli/parse-command.js';
import { version } from '../cli/version.js';
import { readText } from '../cli/inputs.js';
import { defaultDataDir } from '../cli/command-spec.js';

export const SERVE = defineCommand({
  name: 'serve',
  summary: 'the HTTP service: four separated authorities, queued validations, public receipts',
  usage: [
    '[--port N] [--host H] [--data <dir>] [--repos-root <dir>] [--projects <file>] [--workers N] [--runner docker|local] [--lease <seconds>] [--hidden-pace <seconds>] [--rate-limit N] [--sign-key <skey file>] [--public-url <url>] [--metrics]',
  ],
  options: {
    port: {
      type: 'string',
      arg: 'N',
      doc: 'port to listen on (default: $PORT, else 8080; 0 picks a free one)',
    },
    host: { type: 'string', arg: 'H', doc: 'address to listen on (default 127.0.0.1)' },
    data: DATA_OPTION,
    'repos-root': {
      type: 'string',
      arg: '<dir>',
      doc: "the folder projects' repositories live under (default: $PATCHPROOF_REPOS_ROOT, else the current folder)",
    },
    projects: {
      type: 'string',
      arg: '<file>',
      doc: 'the projects file (default: patchproof.projects.json under --repos-root)',
    },
    workers: {
      type: 'string',
      arg: 'N',
      doc: 'validation workers in this process, 0 to 64 (default 1)',
    },
    runner: {
      type: 'string',
      arg: 'docker|local',
      doc: 'the runner the workers use (default docker; local is never proof grade)',
    },
    lease: {
      type: 'string',
      arg: '<seconds>',
      doc: 'a validation whose worker has not beaten for this long is taken over (default 30)',
    },
    'hidden-pace': {
      type: 'string',
      arg: '<seconds>',
      doc: 'a validation whose hidden phase started ends on a whole step of this many seconds after that start, so polling it tells a proposer no more of the hidden run than the receipt does (default 10; 0 for none)',
    },
    'rate-limit': {
      type: 'string',
      arg: 'N',
      doc: 'requests a token may make per minute, in bursts of a fifth of it; over it: 429 with Retry-After (default 600, 0 for none)',
    },
    'sign-key': {
      type: 'string',
      arg: '<skey file>',
      doc: 'sign every published receipt with this Ed25519 key (patchproof receipt keygen)',
    },
    metrics: {
      type: 'boolean',
      doc: 'serve GET /metrics (Prometheus text format) to any valid token, counted over the projects it reaches',
    },
    'public-url': {
      type: 'string',
      arg: '<url>',
      doc: "the service's address as users reach it (behind a proxy): the receipt links in the commit statuses it sets for gate --no-wait",
    },
  },
  positionals: 0,
  exits: [
    [0, 'stopped by SIGTERM or SIGINT'],
    [2, 'could not start (bad option, database, signing key)'],
  ],
  notes: [
    'PostgreSQL when DATABASE_URL is set, else an embedded database (PGlite) in --data. Tokens: patchproof token create.',
  ],
  example: 'patchproof serve --port 8080 --repos-root ~/repos --workers 2',
});

export async function serveCommand(
  args: string[],
  io: Io,
  deps: { signals?: NodeJS.EventEmitter } = {},
): Promise<number> {
  try {
    const { values } = parseCommand(args, SERVE);
    const port = integer(values.port ?? process.env.PORT ?? '8080', '--port', 0, 65535);
    const workers = integer(values.workers ?? '1', '--workers', 0, 64);
    // A validation whose worker has not beaten for this long is taken over by another worker.
    const leaseSeconds = integer(values.lease ?? '30', '--lease', 2, 3600);
    const paceSeconds = integer(values['hidden-pace'] ?? '10', '--hidden-pace', 0, 600);
    const rateLimit = integer(values['rate-limit'] ?? '600', '--rate-limit', 0, 1_000_000);
    const runner = values.runner ?? 'docker';
    if (runner !== 'docker' && runner !== 'local')
      throw new UsageError(
        '--runner is docker or local (local is not isolated: receipts are never proof grade)',
      );
    const reposRoot = resolve(
      values['repos-root'] ?? process.env.PATCHPROOF_REPOS_ROOT ?? process.cwd(),
    );
    const databaseUrl = process.env.DATABASE_URL || undefined;
    const dataDir = resolve(values.data ?? defaultDataDir());
    // A key that cannot be read or parsed stops the start: never publish unsigned by mistake.
    const signingKey =
      values['sign-key'] === undefined
        ? undefined
        : parseSigningKey(await readText(values['sign-key'], 'signing key'));
    const publicUrl = values['public-url'];
    if (publicUrl !== undefined && !/^https?:\/\/[^\s/]+(?:\/[^\s]*)?$/.test(publicUrl))
      throw new UsageError(
        `--public-url is an http(s) URL such as https://patchproof.example.org, not ${JSON.stringify(publicUrl.slice(0, 80))}`,
      );
    const service = await startService({
      ...(databaseUrl ? { databaseUrl } : {}),
      dataDir,
      reposRoot,
      port,
      workers,
      rateLimit,
      ...(values.projects ? { projectsFile: resolve(values.projects) } : {}),
      runner: runner as RunnerKind,
      version: version(),
      host: values.host ?? '127.0.0.1',
      worker: { leaseSeconds, hiddenPaceMs: paceSeconds * 1000 },
      ...(signingKey ? { signingKey } : {}),
      ...(publicUrl ? { publicUrl: publicUrl.replace(/\/+$/, '') } : {}),
      ...(values.metrics ? { metrics: true } : {}),
      onError: (error) =>
        io.err(`patchproof serve: ${error instanceof Error ? error.message : String(error)}`),
    });
    io.out(`patchproof ${version()} listening on ${service.url}`);
    io.out(
      `database: ${service.database === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `embedded (PGlite) in ${dataDir}`}`,
    );
    io.out(`repositories under: ${reposRoot}`);
    const projects = [...service.context.projects.byName.keys()];
    io.out(
      service.context.projects.source === null
        ? `projects: none — runs can be registered once ${join(reposRoot, PROJECTS_FILE)} names them`
        : `projects: ${projects.length} (${projects.slice(0, 8).join(', ')}${projects.length > 8 ? ', …' : ''}) from ${service.context.projects.source}`,
    );
    io.out(
      signingKey
        ? `signing receipts as ${signingKeyId(signingKey)}`
        : 'signing: off (start with --sign-key <skey file> to sign receipts)',
    );
    io.out(`workers: ${workers} (${runner} runner, lease ${leaseSeconds} s)`);
    const signals = deps.signals ?? process;
    await new Promise<void>((done) => {
      const stop = (signal: string): void => {
        io.out(`${signal}: stopping (running validations are released back to the queue)`);
        service.close().then(done, (error: unknown) => {
          io.err(`patchproof serve: ${error instanceof Error ? error.message : String(error)}`);
          done();
        });
      };
      signals.once('SIGTERM', () => stop('SIGTERM'));
      signals.once('SIGINT', () => stop('SIGINT'));
    });
    io.out('stopped');
    return EXIT.ok;
  } catch (error) {
    printError(io, wireOf(error), 'could not start the service');
    return EXIT.refused;
  }
}

function integer(text: string, flag: string, min: number, max: number): number {
  const value = Number(text);
  if (!/^\d+$/.test(text) || value < min || value > max)
    throw new UsageError(`${flag} must be a whole number from ${min} to ${max}`);
  return value;
}
