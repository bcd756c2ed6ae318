// A child process that publishes one receipt, for the concurrency and crash tests:
// argv: <store> <digest> <bytes file> [<step at which to SIGKILL itself>]
import { readFileSync } from 'node:fs';
import { type PublishStep, writeReceipt } from '../../../src/adapters/store/write-receipt.js';
import type { TypedHash } from '../../../src/core/hash/typed-hash.js';

const [store, digest, bytesFile, killAt] = process.argv.slice(2) as [
  string,
  TypedHash,
  string,
  PublishStep | undefined,
];
await writeReceipt(store, digest, new Uint8Array(readFileSync(bytesFile)), (step) => {
  if (step === killAt) process.kill(process.pid, 'SIGKILL');
});
process.stdout.write('published\n');
