/**
 * Hashing thread: receives batches of paths, answers with their entries (entry-reader.ts).
 * Started only by entry-pool.ts, which passes the root, algorithm and size limit.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { ObjectAlgorithm } from '../../core/hash/digest.js';
import { EntryReader } from './entry-reader.js';
import { createObjectHasher } from './hashers.js';

export interface WorkerConfig {
  readonly root: string;
  readonly algorithm: ObjectAlgorithm;
  readonly maxFileBytes: number;
}

export interface BatchRequest {
  readonly paths: readonly string[];
}

const port = parentPort;
if (port !== null) {
  const config = workerData as WorkerConfig;
  const reader = createObjectHasher(config.algorithm).then((hasher) => new EntryReader(config.root, hasher, config.maxFileBytes));
  // Listen at once so no batch is missed while the WASM hasher starts; `then` keeps order.
  port.on('message', (request: BatchRequest) => {
    void reader.then((r) => port.postMessage({ results: request.paths.map((p) => r.read(p)) }));
  });
}
