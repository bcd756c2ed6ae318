/**
 * Hashing thread: says it is ready once its hasher is loaded, then answers batches of paths
 * with their entries (entry-reader.ts). Started only by hashing-threads.ts, which passes the
 * root, algorithm and size limit.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { ObjectAlgorithm } from '../../core/hash/digest.js';
import { EntryReader, type EntryResult } from './entry-reader.js';
import { createObjectHasher } from './hashers.js';
import type { PathBatch } from './path-queue.js';

export interface WorkerConfig {
  readonly root: string;
  readonly algorithm: ObjectAlgorithm;
  readonly maxFileBytes: number;
}

export interface BatchRequest extends PathBatch {
  readonly id: number;
}

/** The first reply (no results) says the thread is ready; each later one answers batch `id`. */
export interface WorkerReply {
  readonly id?: number;
  readonly results?: EntryResult[];
}

const port = parentPort;
if (port !== null) {
  const config = workerData as WorkerConfig;
  void createObjectHasher(config.algorithm).then((hasher) => {
    const reader = new EntryReader(config.root, hasher, config.maxFileBytes);
    port.on('message', (request: BatchRequest) => {
      const results = request.paths.map((path, i) => reader.read(path, request.listedAsFiles[i]));
      port.postMessage({ id: request.id, results } satisfies WorkerReply);
    });
    port.postMessage({} satisfies WorkerReply);
  });
}
