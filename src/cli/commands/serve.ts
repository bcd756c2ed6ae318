/**
 * `patchproof serve` (PROTOCOL 7, 8): the HTTP service with its queue workers. PostgreSQL
 * when DATABASE_URL is set, otherwise the embedded database in the data folder, so it runs
 * on a fresh machine with nothing installed. SIGTERM and SIGINT stop it gracefully: running
 * validations are aborted (containers removed) and put back in the queue.
 */
import { dataHome } from '../../adapters/fs/data-home.js';
import { join, resolve } from 'node:path';
import type { RunnerKind } from '../../adapters/pick-runner.js';
import { PROJECTS_FILE } from '../../service/projects.js';
import { parseSigningKey, signingKeyId } from '../../core/receipt/signature.js';
import { startService } from '../../service/start-service.js';
import { EXIT, type Io, printError, UsageError, wireOf } from '../output.js';
import { parseCommand } from '../parse-command.js';
import { version } from '../version.js';
import { readText } from './receipt-sign.js';

const OPTIONS = {
  port: { type: 'string' },
  host: { type: 'string' },
  data: { type: 'string' },
  'repos-root': { type: 'string' },
  workers: { type: 'string' },
  runner: { type: 'string' },
  lease: { type: 'string' },
  projects: { type: 'string' },
  'sign-key': { type: 'string' },
} as const;

/** Where the embedded database lives when --data is not given: the XDG data folder. */
export function defaultDataDir(): string {
  return dataHome('service');
}

export async function serveCommand(args: string[], io: Io, deps: { signals?: NodeJS.EventEmitter } = {}): Promise<number> {
  try {
    const { values } = parseCommand(args, OPTIONS, 0);
    const port = integer(values.port ?? process.env.PORT ?? '8080', '--port', 0, 65535);
    const workers = integer(values.workers ?? '1', '--workers', 0, 64);
    // A validation whose worker has not beaten for this long is taken over by another worker.
    const leaseSeconds = integer(values.lease ?? '30', '--lease', 2, 3600);
    const runner = values.runner ?? 'docker';
    if (runner !== 'docker' && runner !== 'local') throw new UsageError('--runner is docker or local (local is not isolated: receipts are never proof grade)');
    const reposRoot = resolve(values['repos-root'] ?? process.env.PATCHPROOF_REPOS_ROOT ?? process.cwd());
    const databaseUrl = process.env.DATABASE_URL || undefined;
    const dataDir = resolve(values.data ?? defaultDataDir());
    // A key that cannot be read or parsed stops the start: never publish unsigned by mistake.
    const signingKey = values['sign-key'] === undefined ? undefined : parseSigningKey(await readText(values['sign-key'], 'signing key'));
    const service = await startService({
      ...(databaseUrl ? { databaseUrl } : {}),
      dataDir, reposRoot, port, workers, ...(values.projects ? { projectsFile: resolve(values.projects) } : {}), runner: runner as RunnerKind, version: version(),
      host: values.host ?? '127.0.0.1',
      worker: { leaseSeconds },
      ...(signingKey ? { signingKey } : {}),
      onError: (error) => io.err(`patchproof serve: ${error instanceof Error ? error.message : String(error)}`),
    });
    io.out(`patchproof ${version()} listening on ${service.url}`);
    io.out(`database: ${service.database === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `embedded (PGlite) in ${dataDir}`}`);
    io.out(`repositories under: ${reposRoot}`);
    const projects = [...service.context.projects.byName.keys()];
    io.out(service.context.projects.source === null
      ? `projects: none — runs can be registered once ${join(reposRoot, PROJECTS_FILE)} names them`
      : `projects: ${projects.length} (${projects.slice(0, 8).join(', ')}${projects.length > 8 ? ', …' : ''}) from ${service.context.projects.source}`);
    io.out(signingKey ? `signing receipts as ${signingKeyId(signingKey)}` : 'signing: off (start with --sign-key <skey file> to sign receipts)');
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
  if (!/^\d+$/.test(text) || value < min || value > max) throw new UsageError(`${flag} must be a whole number from ${min} to ${max}`);
  return value;
}
