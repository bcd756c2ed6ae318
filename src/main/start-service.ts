/**
 * Starts the whole service in this process: the database (PostgreSQL when a URL is given,
 * PGlite in a data folder otherwise), the HTTP API, and the queue workers. `close()` stops
 * in the safe order: no new requests, workers release or finish their validations (their
 * containers removed), then the database.
 */
import { serve, type ServerType } from '@hono/node-server';
import { mkdir } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { openServiceDatabase, createServiceStore } from '../adapters/db/index.js';
import { pickRunner, type RunnerKind } from '../adapters/runners/index.js';
import { readPreparedModules, readRunnerModules } from '../adapters/runners/index.js';
import { loadTreeSitterChecker } from '../adapters/syntax/index.js';
import type { SigningKey } from '../core/receipt/signature.js';
import { createApp } from '../http/app.js';
import type { ServiceContext } from '../service/context.js';
import { lockDataFolder } from '../service/data-lock.js';
import { loadProjects } from '../service/projects.js';
import { createReceiptCache } from '../service/receipt-cache.js';
import { startWorker, type Worker, type WorkerOptions } from '../service/worker.js';
import { createMetrics } from '../service/metrics.js';

/** How long requests in flight may take to finish once shutdown starts. */
const SHUTDOWN_GRACE_MS = 3000;

export interface ServiceOptions {
  /** PostgreSQL URL; without it the embedded database in `dataDir`. */
  readonly databaseUrl?: string;
  readonly dataDir: string;
  readonly reposRoot: string;
  /** The projects file; default `<reposRoot>/patchproof-projects.json` (none: no projects). */
  readonly projectsFile?: string;
  /** Largest repository tar accepted by POST /v1/uploads, in bytes (default 256 MiB). */
  readonly uploadLimit?: number;
  /** Requests per token per minute (bursts of a fifth of it); 0 turns the limit off. Default 600. */
  readonly rateLimit?: number;
  readonly host?: string;
  /** 0 picks a free port. */
  readonly port?: number;
  readonly workers?: number;
  readonly runner?: RunnerKind;
  readonly version: string;
  readonly worker?: Omit<WorkerOptions, 'id' | 'onError'>;
  /** Signs every receipt as it is published; GET /v1/receipts/{digest}/signature serves it. */
  readonly signingKey?: SigningKey;
  /** The address users reach the service at (behind a proxy): links in the forge statuses it sets. */
  readonly publicUrl?: string;
  /** Serves GET /metrics (behind a token). */
  readonly metrics?: boolean;
  /** Where forge tokens named in the projects file are read (default: this process's environment). */
  readonly secrets?: NodeJS.ProcessEnv;
  onError?(error: unknown): void;
}

export interface RunningService {
  readonly url: string;
  readonly database: 'postgres' | 'pglite';
  readonly context: ServiceContext;
  readonly workers: readonly Worker[];
  close(): Promise<void>;
}

/** Starts the service; resolves once it listens. */
export async function startService(options: ServiceOptions): Promise<RunningService> {
  // A bad projects file stops the start, before anything is opened.
  const projects = await loadProjects(options.reposRoot, options.projectsFile);
  const unlock = options.databaseUrl
    ? null
    : await lockDataFolder(await ensureDir(options.dataDir));
  let database;
  try {
    database = await openServiceDatabase(
      options.databaseUrl ? { url: options.databaseUrl } : { dataDir: options.dataDir },
    );
  } catch (error) {
    await unlock?.();
    throw error;
  }
  const store = createServiceStore(database);
  // The data folder exists locally with PostgreSQL too: uploads are extracted there.
  const workDir = join(options.dataDir, 'work');
  const runnerKind = options.runner ?? 'docker';
  const context: ServiceContext = {
    store,
    reposRoot: options.reposRoot,
    projects,
    workDir,
    syntax: await loadTreeSitterChecker(),
    receipts: createReceiptCache(),
    now: () => new Date(),
    runnerModules: (spec) => readRunnerModules(runnerKind, spec),
    ...(options.signingKey ? { signingKey: options.signingKey } : {}),
    ...(options.publicUrl ? { publicUrl: options.publicUrl } : {}),
    secret: (name) => (options.secrets ?? process.env)[name],
    ...(options.metrics ? { metrics: createMetrics(() => workers.length) } : {}),
  };
  const app = createApp(
    {
      context,
      database: database.kind,
      version: options.version,
      ...(options.uploadLimit !== undefined ? { uploadLimit: options.uploadLimit } : {}),
      ...(options.rateLimit !== undefined
        ? {
            rateLimits: {
              perMinute: options.rateLimit,
              burst: Math.max(1, Math.ceil(options.rateLimit / 5)),
            },
          }
        : {}),
    },
    { ...(options.onError ? { onError: options.onError } : {}) },
  );
  const server = await listen(app.fetch, options.host ?? '127.0.0.1', options.port ?? 8080);
  const address = server.address() as AddressInfo;
  const workers = Array.from({ length: options.workers ?? 1 }, () =>
    startWorker(
      {
        context,
        toolVersion: options.version,
        runnerFor: (spec) => pickRunner(runnerKind, spec),
        preparedModules: (spec, prepared) => readPreparedModules(runnerKind, spec, prepared),
      },
      { ...options.worker, ...(options.onError ? { onError: options.onError } : {}) },
    ),
  );
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  let closing: Promise<void> | undefined;
  return {
    url: `http://${host}:${address.port}`,
    database: database.kind,
    context,
    workers,
    close: () =>
      (closing ??= (async () => {
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        const http = server as {
          closeIdleConnections?: () => void;
          closeAllConnections?: () => void;
        };
        // Requests in flight (a publish, an approval) may finish; idle keep-alive connections go
        // now; whatever is still open after the grace period (event streams) is cut.
        http.closeIdleConnections?.();
        const cut = setTimeout(() => http.closeAllConnections?.(), SHUTDOWN_GRACE_MS);
        await Promise.all(workers.map((w) => w.stop()));
        await closed;
        clearTimeout(cut);
        await store.close();
        await unlock?.();
      })()),
  };
}

function listen(
  fetch: (request: Request) => Response | Promise<Response>,
  hostname: string,
  port: number,
): Promise<ServerType> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch, hostname, port }, () => resolve(server));
    server.once('error', reject);
  });
}

async function ensureDir(dir: string): Promise<string> {
  await mkdir(dir, { recursive: true });
  return dir;
}
