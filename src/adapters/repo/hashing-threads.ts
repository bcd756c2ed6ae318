/**
 * Hashing threads fed from a shared queue of paths that may still be growing. A thread gets
 * work only once it says it is ready (its module and hasher loaded), so a caller that reads
 * too never waits for a thread that is still starting: what the thread has not taken, the
 * caller reads, and a thread that never got work is simply ended. At the end such a caller
 * also takes back batches a thread has not answered yet (`steal`): on a busy machine a thread
 * can wait a long time for a core, and the caller would otherwise wait with it.
 */
import { Worker } from 'node:worker_threads';
import type { EntryResult } from './entry-reader.js';
import type { BatchRequest, WorkerConfig, WorkerReply } from './entry-worker.js';
import type { PathBatch, PathQueue } from './path-queue.js';

/** Paths per message: small enough that one huge file does not hold a long queue behind it. */
const BATCH_PATHS = 32;
/**
 * Batches in flight per thread, so no thread idles while its next batch is on its way: the
 * caller hands out more only between two batches of its own reading (4 measured a little
 * faster than 2; `steal` keeps the deeper queue from making the caller wait at the end).
 */
const IN_FLIGHT = 4;

/** A batch sent to a thread; `stolen` once the caller has read it instead. */
interface SentBatch {
  readonly batch: PathBatch;
  stolen: boolean;
}

export class HashingThreads {
  private readonly inFlight = new Map<Worker, number>();
  private readonly ready = new Set<Worker>();
  /** Batches sent and not answered yet, by id (ids grow, so the last is the latest sent). */
  private readonly sent = new Map<number, SentBatch>();
  private nextId = 0;
  /** Batches neither answered nor stolen: what `idle` waits for. */
  private outstanding = 0;
  private stopped = false;
  private settle: (() => void) | undefined;

  constructor(
    config: WorkerConfig,
    count: number,
    private readonly queue: PathQueue,
    private readonly onResult: (result: EntryResult) => void,
    private readonly fail: (error: unknown) => void,
  ) {
    for (let i = 0; i < count; i += 1) {
      const worker = startWorker(config);
      this.inFlight.set(worker, 0);
      worker.on('message', (reply: WorkerReply) => this.receive(worker, reply));
      worker.on('error', (error) => this.stop(error));
      worker.on('exit', (code) => {
        // Only terminate() ends a thread on purpose; fail closed on any other exit.
        if (!this.stopped) this.stop(new Error(`hashing thread exited early (code ${code})`));
      });
    }
  }

  /** Hands queued paths to ready threads with room for another batch. */
  pump(): void {
    if (this.stopped) return;
    for (const worker of this.ready) {
      let count = this.inFlight.get(worker) ?? 0;
      while (count < IN_FLIGHT) {
        const batch = this.queue.take(BATCH_PATHS);
        if (batch === undefined) break;
        count += 1;
        this.outstanding += 1;
        const id = this.nextId++;
        this.sent.set(id, { batch, stolen: false });
        const request: BatchRequest = { id, ...batch };
        worker.postMessage(request);
      }
      this.inFlight.set(worker, count);
    }
    this.check();
  }

  /**
   * Takes back the latest batch sent and not answered, for the caller to read itself; the
   * thread's answer to it, when it comes, is dropped. Undefined when there is none.
   */
  steal(): PathBatch | undefined {
    if (this.stopped) return undefined;
    const ids = [...this.sent.keys()];
    for (let i = ids.length - 1; i >= 0; i -= 1) {
      const sent = this.sent.get(ids[i] as number) as SentBatch;
      if (sent.stolen) continue;
      sent.stolen = true;
      this.outstanding -= 1;
      this.check();
      return sent.batch;
    }
    return undefined;
  }

  /** Resolves once the queue has ended and every batch sent out has been answered or stolen. */
  idle(): Promise<void> {
    return new Promise((resolve) => {
      this.settle = resolve;
      this.check();
    });
  }

  async terminate(): Promise<void> {
    this.stopped = true;
    await Promise.all([...this.inFlight.keys()].map((w) => w.terminate()));
  }

  private receive(worker: Worker, reply: WorkerReply): void {
    if (this.stopped) return;
    if (reply.results === undefined) {
      this.ready.add(worker);
      this.pump();
      return;
    }
    this.inFlight.set(worker, (this.inFlight.get(worker) ?? 1) - 1);
    const sent = this.sent.get(reply.id as number);
    this.sent.delete(reply.id as number);
    if (sent === undefined) {
      this.stop(new Error(`hashing thread answered batch ${reply.id}, which it was never sent`));
      return;
    }
    if (sent.stolen) {
      // The caller has read these paths already.
      this.pump();
      return;
    }
    this.outstanding -= 1;
    if (!answersBatch(sent.batch, reply.results)) {
      this.stop(new Error(`hashing thread answered batch ${reply.id} with other paths`));
      return;
    }
    try {
      for (const result of reply.results) this.onResult(result);
    } catch (error) {
      this.stop(error);
      return;
    }
    this.pump();
  }

  private check(): void {
    if (
      this.settle !== undefined &&
      (this.stopped || (this.queue.isEnded && this.queue.isEmpty && this.outstanding === 0))
    ) {
      const settle = this.settle;
      this.settle = undefined;
      settle();
    }
  }

  private stop(error: unknown): void {
    if (this.stopped) return;
    this.stopped = true;
    this.fail(error);
    this.check();
  }
}

/**
 * Whether `results` are one per path of `batch`, in its order: a thread's answer is taken
 * only for the paths it was sent, so no path is left out of a snapshot or counted twice.
 */
export function answersBatch(batch: PathBatch, results: readonly EntryResult[]): boolean {
  return (
    results.length === batch.paths.length &&
    results.every((result, i) => result.path === batch.paths[i])
  );
}

/**
 * Starts a hashing thread. Built code (dist/*.js) starts entry-worker.js directly. From
 * TypeScript sources a worker does not inherit the TypeScript loader (tsx issue #354), so a
 * two-line bootstrap registers it before loading the worker.
 */
function startWorker(config: WorkerConfig): Worker {
  if (!import.meta.url.endsWith('.ts'))
    return new Worker(new URL('./entry-worker.js', import.meta.url), { workerData: config });
  const bootstrap = `const { workerData } = require('node:worker_threads');
import(workerData.loader).then((tsx) => { tsx.register(); return import(workerData.entry); });`;
  const workerData = {
    ...config,
    loader: import.meta.resolve('tsx/esm/api'),
    entry: new URL('./entry-worker.ts', import.meta.url).href,
  };
  return new Worker(bootstrap, { eval: true, workerData });
}

/** Whether threads start in a blink here: from TypeScript sources each one first loads a transpiler (~1 s). */
export const THREADS_START_FAST = !import.meta.url.endsWith('.ts');
