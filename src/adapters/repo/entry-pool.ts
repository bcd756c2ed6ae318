/**
 * Runs the entry reader over every path a source emits, on the calling thread, on hashing
 * threads, or on both at once.
 *
 * - `workers: 0`: the calling thread reads everything.
 * - `workers: N`: N threads read, so the caller's event loop stays free (a server).
 * - `workers` unset (the default): the calling thread reads, and once the tree proves large,
 *   one thread per spare core (at most AUTO_THREADS) reads beside it. On the 2-core machines
 *   this project runs on, the 20,000-file bench tree took 0.50–0.54 s as a whole process
 *   against 0.59–0.62 s on the calling thread alone (load 2.5; bench/snapshot.ts). A thread
 *   is asked for work only once it is ready, and at the end the caller takes back what it has
 *   not answered, so a busy machine or a small tree costs the caller no waiting (at load 9
 *   both ways measured the same, the thread costing ~0.1 s of CPU).
 *
 * A tree of at most THREADS_AFTER_PATHS paths never starts a thread: starting one costs more
 * than hashing it (measured: ~0.4 s per snapshot of a 3-file repository in the service tests).
 */
import { availableParallelism } from 'node:os';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { ObjectAlgorithm } from '../../core/hash/digest.js';
import { EntryReader, type EntryResult } from './entry-reader.js';
import { createObjectHasher } from './hashers.js';
import { HashingThreads, THREADS_START_FAST } from './hashing-threads.js';
import { type PathBatch, PathQueue } from './path-queue.js';

export interface PoolOptions {
  readonly algorithm: ObjectAlgorithm;
  readonly maxFileBytes: number;
  /** Hashing threads: 0 reads on the calling thread; unset lets it pick (see above). */
  readonly workers: number | undefined;
  /** Who reads, given outright instead of derived from `workers` (tests of the shared mode). */
  readonly plan?: ThreadPlan;
}

/** Threads to start once the tree proves large, and whether the calling thread reads too. */
export interface ThreadPlan {
  readonly threads: number;
  readonly callerReads: boolean;
}

/**
 * Produces paths by calling `emit` (possibly many times) and resolves when it is done. A
 * source that lists folders passes which paths it saw as regular files.
 */
export type PathSource = (
  emit: (paths: readonly string[], listedAsFiles?: readonly boolean[]) => void,
) => Promise<void>;

/** Paths the calling thread reads between two turns of its event loop. */
const CALLER_BATCH = 32;
const THREADS_AFTER_PATHS = 256;
/** Beyond a few threads, reading the files rather than hashing them is what waits. */
const AUTO_THREADS = 3;

/**
 * Reads every path `source` emits and hands each result to `onResult`, in no particular
 * order. If `onResult` throws (a limit was met), the remaining work is abandoned and that
 * error is thrown; so is the source's own error.
 */
export async function readEntries(
  root: string,
  source: PathSource,
  options: PoolOptions,
  onResult: (result: EntryResult) => void,
): Promise<void> {
  const { threads, callerReads } = options.plan ?? plan(options.workers);
  const queue = new PathQueue();
  let pool: HashingThreads | undefined;
  let failure: { readonly error: unknown } | undefined;
  const fail = (error: unknown): void => {
    failure ??= { error };
    queue.wake();
  };
  const emit = (paths: readonly string[], listedAsFiles?: readonly boolean[]): void => {
    // Throwing here stops the source at the first failure.
    if (failure !== undefined) throw failure.error;
    queue.add(paths, listedAsFiles);
    if (pool === undefined && threads > 0 && queue.added > THREADS_AFTER_PATHS) {
      pool = new HashingThreads(
        { root, algorithm: options.algorithm, maxFileBytes: options.maxFileBytes },
        threads,
        queue,
        onResult,
        fail,
      );
    }
    pool?.pump();
  };
  const listed = source(emit).then(
    () => queue.end(),
    (error: unknown) => {
      fail(error);
      queue.end();
    },
  );
  const reader = async (): Promise<EntryReader> =>
    new EntryReader(root, await createObjectHasher(options.algorithm), options.maxFileBytes);
  try {
    // Once the queue has ended, a caller that reads takes back what threads have not answered.
    const next = (): PathBatch | undefined =>
      queue.take(CALLER_BATCH) ?? (queue.isEnded ? pool?.steal() : undefined);
    const stopped = (): boolean => failure !== undefined;
    if (callerReads) {
      await readOnCaller(queue, next, await reader(), onResult, stopped).catch(fail);
      await listed;
    } else {
      await listed;
      // A small tree never started the threads: the caller reads it after all.
      if (pool === undefined && failure === undefined)
        await readOnCaller(queue, next, await reader(), onResult, stopped).catch(fail);
    }
    if (pool !== undefined && failure === undefined) await pool.idle();
    if (failure !== undefined) throw failure.error;
  } finally {
    await pool?.terminate();
  }
}

function plan(workers: number | undefined): ThreadPlan {
  if (workers !== undefined) return { threads: workers, callerReads: workers === 0 };
  // From TypeScript sources (tests) a thread first loads a transpiler: never worth it there.
  const spare = THREADS_START_FAST ? Math.min(availableParallelism() - 1, AUTO_THREADS) : 0;
  return { threads: Math.max(spare, 0), callerReads: true };
}

/**
 * Reads batches (`next`) on the calling thread until the queue has ended and nothing is left,
 * or `stopped()`. Between batches it lets the event loop turn, so the folder walk goes on and
 * hashing threads get their next batch while the caller reads.
 */
async function readOnCaller(
  queue: PathQueue,
  next: () => PathBatch | undefined,
  reader: EntryReader,
  onResult: (result: EntryResult) => void,
  stopped: () => boolean,
): Promise<void> {
  while (!stopped()) {
    const batch = next();
    if (batch === undefined) {
      if (queue.isEnded) return;
      await queue.changed();
      continue;
    }
    for (let i = 0; i < batch.paths.length; i += 1)
      onResult(reader.read(batch.paths[i] as string, batch.listedAsFiles[i]));
    await nextTurn();
  }
}
