/**
 * Runs the entry reader over many paths, on the calling thread or on hashing threads.
 *
 * The calling thread is the default because it measured fastest on the 2-core machines this
 * project runs on (see bench/snapshot.ts): per-file syscalls are cheap only when synchronous,
 * and extra threads won only when a core was idle, losing when the machine was busy. Threads
 * are there for callers that must keep their event loop free (a server), or have cores to
 * spare: they hash while the folder walk is still finding paths. A small tree never starts
 * one (THREADS_AFTER_PATHS).
 */
import { Worker } from 'node:worker_threads';
import type { ObjectAlgorithm } from '../../core/hash/digest.js';
import { EntryReader, type EntryResult } from './entry-reader.js';
import type { BatchRequest, WorkerConfig } from './entry-worker.js';
import { createObjectHasher } from './hashers.js';

export interface PoolOptions {
  readonly algorithm: ObjectAlgorithm;
  readonly maxFileBytes: number;
  /** Hashing threads; 0 (the default) reads on the calling thread. */
  readonly workers: number | undefined;
}

/** Produces paths by calling `emit` (possibly many times) and resolves when it is done. */
export type PathSource = (emit: (paths: readonly string[]) => void) => Promise<void>;

/** Paths per message: small enough that one huge file does not hold a long queue behind it. */
const BATCH_PATHS = 32;
/** Batches in flight per thread, so no thread idles while its next batch is on its way. */
const IN_FLIGHT = 2;
/** A tree of at most this many files is read on the calling thread even when threads are asked for. */
const THREADS_AFTER_PATHS = 256;

/**
 * Reads every path `source` emits and hands each result to `onResult`, in no particular
 * order. If `onResult` throws (a limit was met), the remaining work is abandoned and that
 * error is thrown.
 */
export async function readEntries(
  root: string,
  source: PathSource,
  options: PoolOptions,
  onResult: (result: EntryResult) => void,
): Promise<void> {
  const threads = options.workers ?? 0;
  if (threads === 0) {
    const reader = new EntryReader(root, await createObjectHasher(options.algorithm), options.maxFileBytes);
    // Read each batch as it arrives: the walk's next readdir runs on libuv's pool meanwhile.
    await source((paths) => {
      for (const path of paths) onResult(reader.read(path));
    });
    return;
  }
  // Threads start only once the tree proves large: starting one costs more than hashing a
  // small tree (measured: ~0.4 s per snapshot of a 3-file repository in the service tests).
  const pending: string[] = [];
  let pool: ThreadPool | undefined;
  try {
    await source((paths) => {
      if (pool) return pool.add(paths);
      // A loop, not push(...paths): a Git listing arrives as one batch of any length.
      for (const path of paths) pending.push(path);
      if (pending.length > THREADS_AFTER_PATHS) {
        pool = new ThreadPool(root, threads, options, onResult);
        pool.add(pending.splice(0));
      }
    });
    if (pool) {
      await pool.finish();
      return;
    }
    const reader = new EntryReader(root, await createObjectHasher(options.algorithm), options.maxFileBytes);
    for (const path of pending) onResult(reader.read(path));
  } finally {
    await pool?.terminate();
  }
}

/** Worker threads fed from one queue of paths that may still be growing. */
class ThreadPool {
  private readonly workers: Worker[] = [];
  private readonly inFlight = new Map<Worker, number>();
  private readonly queue: string[] = [];
  private head = 0;
  private outstanding = 0;
  private ended = false;
  private error: { readonly value: unknown } | undefined;
  private settle: { resolve: () => void; reject: (error: unknown) => void } | undefined;

  constructor(
    root: string,
    threads: number,
    options: PoolOptions,
    private readonly onResult: (result: EntryResult) => void,
  ) {
    const config: WorkerConfig = { root, algorithm: options.algorithm, maxFileBytes: options.maxFileBytes };
    for (let i = 0; i < threads; i += 1) {
      const worker = startWorker(config);
      this.workers.push(worker);
      this.inFlight.set(worker, 0);
      worker.on('message', (reply: { results: EntryResult[] }) => this.receive(worker, reply.results));
      worker.on('error', (error) => this.fail(error));
      worker.on('exit', (code) => {
        if (this.error === undefined && !this.isDone()) this.fail(new Error(`hashing thread exited early (code ${code})`));
      });
    }
  }

  /** Queues paths; throws the pool's error so a producer stops at the first failure. */
  add(paths: readonly string[]): void {
    if (this.error !== undefined) throw this.error.value;
    for (const path of paths) this.queue.push(path);
    this.pump();
  }

  /** No more paths will come: resolves when every queued path has been read. */
  finish(): Promise<void> {
    this.ended = true;
    return new Promise((resolve, reject) => {
      this.settle = { resolve, reject };
      if (this.error !== undefined) reject(this.error.value);
      else this.check();
    });
  }

  async terminate(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.terminate()));
  }

  private receive(worker: Worker, results: readonly EntryResult[]): void {
    this.outstanding -= 1;
    this.inFlight.set(worker, (this.inFlight.get(worker) ?? 1) - 1);
    if (this.error !== undefined) return;
    try {
      for (const result of results) this.onResult(result);
    } catch (error) {
      this.fail(error);
      return;
    }
    this.pump();
    this.check();
  }

  private pump(): void {
    for (const worker of this.workers) {
      while (this.head < this.queue.length && (this.inFlight.get(worker) ?? 0) < IN_FLIGHT) {
        const paths = this.queue.slice(this.head, this.head + BATCH_PATHS);
        this.head += paths.length;
        this.outstanding += 1;
        this.inFlight.set(worker, (this.inFlight.get(worker) ?? 0) + 1);
        const request: BatchRequest = { paths };
        worker.postMessage(request);
      }
    }
    if (this.head === this.queue.length) {
      // Let the consumed prefix be collected on long walks.
      this.queue.length = 0;
      this.head = 0;
    }
  }

  private isDone(): boolean {
    return this.ended && this.outstanding === 0 && this.head === this.queue.length;
  }

  private check(): void {
    if (this.error === undefined && this.isDone()) this.settle?.resolve();
  }

  private fail(error: unknown): void {
    if (this.error !== undefined) return;
    this.error = { value: error };
    this.settle?.reject(error);
  }
}

/**
 * Starts a hashing thread. Built code (dist/*.js) starts entry-worker.js directly. From
 * TypeScript sources a worker does not inherit the TypeScript loader (tsx issue #354), so a
 * two-line bootstrap registers it before loading the worker.
 */
function startWorker(config: WorkerConfig): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./entry-worker.js', import.meta.url), { workerData: config });
  const bootstrap = `const { workerData } = require('node:worker_threads');
import(workerData.loader).then((tsx) => { tsx.register(); return import(workerData.entry); });`;
  const workerData = { ...config, loader: import.meta.resolve('tsx/esm/api'), entry: new URL('./entry-worker.ts', import.meta.url).href };
  return new Worker(bootstrap, { eval: true, workerData });
}
